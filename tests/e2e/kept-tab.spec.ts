// The tab each worker keeps from test to test (tests/support/e2e.ts): the second test finds the same
// context, and nothing of what the first one left: storage, cookies, an init script, a route, a
// listener, the viewport. The two run one after the other in one worker.
import type { BrowserContext } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";

test.describe.configure({ mode: "serial" });

let first: BrowserContext | undefined;
let heardAfterTheFirstTest = 0;

test("a test leaves storage, a cookie, an init script, a route, a listener and a smaller window behind", async ({ page, context, baseURL }) => {
  first = context;
  await page.addInitScript(() => ((window as unknown as { leftOver: boolean }).leftOver = true));
  await page.route("**/leftover-route", (route) => route.fulfill({ body: "from the first test" }));
  page.on("console", () => heardAfterTheFirstTest++);
  await page.goto("/about");
  await page.evaluate(() => {
    localStorage.setItem("text-size", "larger");
    sessionStorage.setItem("left", "over");
  });
  await context.addCookies([{ name: "left", value: "over", url: baseURL! }]);
  await page.setViewportSize({ width: 333, height: 444 });
  expect(await page.evaluate(() => (window as unknown as { leftOver?: boolean }).leftOver)).toBe(true);
  heardAfterTheFirstTest = 0;
});

test("the next test gets the same tab with none of it", async ({ page, context, baseURL, guard }) => {
  guard.allowConsole(/status of 404/);
  expect(context, "the context was kept").toBe(first);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  expect(await context.cookies()).toEqual([]);
  await page.goto("/about");
  const left = await page.evaluate(() => ({
    textSize: localStorage.getItem("text-size"),
    session: sessionStorage.getItem("left"),
    initScript: (window as unknown as { leftOver?: boolean }).leftOver ?? null,
    size: document.documentElement.dataset.textSize ?? null,
  }));
  expect(left).toEqual({ textSize: null, session: null, initScript: null, size: null });
  const routed = await page.evaluate(async (url) => (await fetch(url)).status, `${baseURL}/leftover-route`);
  expect(routed, "the first test's route is gone (the site answers 404)").toBe(404);
  await page.evaluate(() => console.log("a message the first test's listener must not hear"));
  expect(heardAfterTheFirstTest).toBe(0);
});
