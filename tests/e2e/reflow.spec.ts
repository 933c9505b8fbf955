// WCAG 1.4.10 on every public page: at 320 px at every text size, and at 360
// and 375 px at the largest, no page scrolls sideways and the brand never runs into the Menu button.
// A size stored before the first paint is checked by tests/e2e/frame-zoom.spec.ts, on every test.
import type { Page } from "@playwright/test";
import { expect, inGroupsOf, test } from "#tests/support/e2e.ts";
import { chooseTextSize } from "#tests/support/answer-in-view.ts";
import { publicPages } from "#app/content/public-pages.ts";

test.describe.configure({ timeout: 120_000 });

// The narrowest width at every size, and a common phone at the largest (wider screens at smaller
// sizes have more room than these, so they pass if these do). Each page is loaded once at 320 px
// with the normal size stored; the larger sizes are then chosen with the page's own text-size
// buttons (app/enhance/text-size.ts, as a visitor's press would), and the window widened to
// 375 px at the largest: one load per page instead of one per case (the git history of
// docs/testing.md, eighth round).
const cases = [
  { width: 320, size: "normal" },
  { width: 320, size: "large" },
  { width: 320, size: "larger" },
  { width: 375, size: "larger" },
] as const;

/** What is wider than the screen, or runs into the brand, Call and Menu, on the page as it is now. */
async function reflowProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const found = await page.evaluate(() => {
    const over = document.documentElement.scrollWidth - window.innerWidth;
    if (over <= 0) return null;
    // Name the widest culprits, for whoever fixes it.
    const culprits = [...document.querySelectorAll("main *, header *, footer *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${[...el.classList].slice(0, 3).join(".")}`);
    return `${over}px (${culprits.join(", ")})`;
  });
  if (found) problems.push(found);
  // The brand's words, the Call button and the Menu button never overlap.
  const boxes = await page.evaluate(() =>
    [document.querySelector("header a[aria-label] span"), document.querySelector("header a[href^='tel:']"), [...document.querySelectorAll("header button")].find((b) => b.textContent?.includes("Menu"))]
      .map((el) => (el ? el.getBoundingClientRect().toJSON() : null)),
  );
  const overlap = (a: DOMRect | null | undefined, b: DOMRect | null | undefined) => !!a && !!b && a.left < b.right - 1 && a.right > b.left + 1 && a.top < b.bottom - 1 && a.bottom > b.top + 1;
  const [brand, call, menu] = boxes as Array<DOMRect | null | undefined>;
  if (overlap(brand, call) || overlap(brand, menu) || overlap(call, menu)) problems.push("the brand, Call and Menu run into each other");
  return problems;
}

// Five pages a test, so the two workers share the pages.
for (const group of inGroupsOf(publicPages, 5)) {
  test(`320 px at every text size and 375 px at the largest: ${group.map((p) => p.path).join(", ")} no wider than the screen`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("text-size", "normal"));
    const wide: string[] = [];
    for (const { path } of group) {
      await page.setViewportSize({ width: cases[0].width, height: 740 });
      await page.goto(path);
      let chosen: string = cases[0].size;
      for (const { width, size } of cases) {
        if (page.viewportSize()!.width !== width) await page.setViewportSize({ width, height: 740 });
        if (size !== chosen) {
          // The page's own button (in the phone menu, closed): the click runs the control's code.
          await chooseTextSize(page, size);
          expect(await page.evaluate(() => document.documentElement.getAttribute("data-text-size")), `${path}: ${size} text chosen`).toBe(size);
          chosen = size;
        }
        for (const problem of await reflowProblems(page)) wide.push(`${width} px, ${size} text, ${path}: ${problem}`);
      }
    }
    expect(wide).toEqual([]);
  });
}

test("360 px, larger text: the careers cards stay on the screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem("text-size", "larger"));
  await page.goto("/careers");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
