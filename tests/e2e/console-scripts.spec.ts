// What a volunteer's phone downloads to run the console (docs/decisions/043-the-console-without-react-router.md):
// every console page, found by following the console's own links from the overview (so a page
// added later is checked without a word here), ships at most 90 KB of JavaScript (gzip, as
// `npm run audit:console` counts it), none of React Router unless its route says it needs it
// (no route does: app/routes.test.ts), and a script at all only when something on the page needs
// one: a form that posts, or an element naming a module (app/lib/console-script.server.ts).
// Then what the console's script does, with JavaScript on: a form pressed twice is sent once, a
// problem's link in the error summary takes the focus to its field.
import zlib from "node:zlib";
import type { Page } from "@playwright/test";
import { consoleNeedsScript } from "#app/lib/console-script.server.ts";
import { expect, test } from "#tests/support/e2e.ts";
import { logInAsOperator } from "./admin-fixture.ts";

test.describe.configure({ timeout: 180_000 });

const BUDGET = 90 * 1024;
/** Enough to reach every section, its lists and one record of each: the crawl stops there. */
const MAX_PAGES = 45;

type Shipped = { html: string; files: { url: string; gzip: number }[]; inline: number; router: boolean };

/** Loads `url` and counts its JavaScript: the files it fetched and its inline scripts (data blocks aside). */
async function shipped(page: Page, url: string): Promise<Shipped> {
  const files: Promise<{ url: string; gzip: number }>[] = [];
  const onResponse = (response: import("@playwright/test").Response) => {
    if (response.request().resourceType() !== "script") return;
    files.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: zlib.gzipSync(body, { level: 9 }).length })));
  };
  page.on("response", onResponse);
  // "load": a module script of the page is fetched before its load event (networkidle would wait
  // half a second more on each of some 45 pages).
  const response = await page.goto(url, { waitUntil: "load" });
  page.off("response", onResponse);
  const html = (await response?.text()) ?? "";
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("\n");
  const router = await page.evaluate(() => "__reactRouterContext" in window || document.querySelector("link[rel=modulepreload]") !== null);
  return { html, files: await Promise.all(files), inline: inline ? zlib.gzipSync(inline, { level: 9 }).length : 0, router };
}

/** The console's own pages a page links to (GET only: downloads and logging out left out). */
async function consoleLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator("a[href^='/admin']").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute("href")!));
  return hrefs.map((href) => href.replace(/#.*$/, "")).filter((href) => !/\.csv(\?|$)|^\/admin\/backups\/|^\/admin\/logout/.test(href));
}

function check(url: string, s: Shipped, problems: string[]) {
  const total = s.inline + s.files.reduce((sum, f) => sum + f.gzip, 0);
  if (total > BUDGET) problems.push(`${url}: ${(total / 1024).toFixed(1)} KB of JavaScript, over the console's ${BUDGET / 1024} KB`);
  if (s.router) problems.push(`${url}: React Router's scripts, though no console route says it needs them`);
  const own = s.files.filter((f) => /\/assets\/enhance-console-[^/]*\.js$/.test(f.url));
  const others = s.files.filter((f) => !own.includes(f));
  if (others.length) problems.push(`${url}: scripts other than the console's: ${others.map((f) => f.url).join(", ")}`);
  const needs = consoleNeedsScript(s.html);
  if (needs && own.length === 0) problems.push(`${url}: has a form that posts or a module, but not the console's script`);
  if (!needs && own.length > 0) problems.push(`${url}: loads the console's script with nothing on it that needs one`);
}

test("every console page ships at most 90 KB of JavaScript, and only the console's small script where something on it needs one", async ({ page }) => {
  const problems: string[] = [];
  // Logged out: the login and the forgotten password's pages.
  for (const url of ["/admin/login", "/admin/forgot"]) check(url, await shipped(page, url), problems);

  await logInAsOperator(page);
  const seen = new Set<string>();
  const queue = ["/admin"];
  while (queue.length && seen.size < MAX_PAGES) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const s = await shipped(page, url);
    check(url, s, problems);
    // One record of each list is enough: a link whose path differs only by a number from one seen is left.
    const shape = (href: string) => href.replace(/\?.*$/, "").replace(/\/\d+(?=\/|$)/g, "/N");
    for (const href of await consoleLinks(page)) if (![...seen, ...queue].some((known) => shape(known) === shape(href))) queue.push(href);
  }
  // The crawl reached the pages the volunteers use on their phones.
  for (const path of ["/admin", "/admin/register", "/admin/events", "/admin/contact-inquiries", "/admin/outbox"]) expect([...seen], `the crawl reached ${path}`).toContain(path);
  expect(seen.size).toBeGreaterThan(15);
  expect(problems).toEqual([]);
});

test("a form pressed twice while it is being sent is sent once, its button disabled meanwhile", async ({ page, guard }) => {
  guard.allowConsole(/status of 401/); // the wrong password's answer
  await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill("nobody-twice@e2e.example.org");
  await page.getByLabel("Password").fill("not the password at all");
  let posts = 0;
  // The answer is held a moment, as on a slow phone, so that the second press comes while it is on its way.
  await page.route("**/admin/login**", async (route) => {
    if (route.request().method() === "POST") {
      posts++;
      await new Promise((r) => setTimeout(r, 1_500));
    }
    await route.continue();
  });
  const button = page.getByRole("button", { name: "Log in" });
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  // A double tap: the second press comes before anything could answer the first. The button is
  // read in the page while the answer is on its way (Playwright's own checks would wait for the
  // navigation the press started, and read the next page's button).
  const meanwhile = await button.evaluate(async (b: HTMLButtonElement) => {
    b.click();
    b.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { disabled: b.disabled, busy: b.hasAttribute("data-busy") };
  });
  expect(meanwhile).toEqual({ disabled: true, busy: true });
  await answered;
  await page.waitForLoadState("load");
  await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled({ timeout: 10_000 });
  expect(posts).toBe(1);
});

test("the error summary has the focus as the page opens, and a problem's link takes it to its field", async ({ page, guard }) => {
  guard.allowConsole(/status of 422/); // the form's answer: a problem to put right
  await page.goto("/admin/forgot");
  await page.getByRole("button", { name: "Send me the link" }).click();
  const summary = page.locator("div[tabindex='-1'][aria-labelledby]");
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await summary.getByRole("link").first().click();
  await expect(page.getByLabel("E-mail address")).toBeFocused();
});
