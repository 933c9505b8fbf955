// WCAG 1.4.10 on every public page: at 320 px at every text size, and at 360
// and 375 px at the largest, no page scrolls sideways and the brand never runs into the Menu button. The text size is
// set as a visitor's earlier choice would be (stored, applied before the first paint).
import { expect, test } from "#tests/support/e2e.ts";
import { publicPages } from "#app/content/public-pages.ts";

test.describe.configure({ timeout: 180_000 });

// The narrowest width at every size, and a common phone at the largest (wider screens at smaller
// sizes have more room than these, so they pass if these do).
const cases = [
  { width: 320, size: "normal" },
  { width: 320, size: "large" },
  { width: 320, size: "larger" },
  { width: 375, size: "larger" },
] as const;

for (const { width, size } of cases) {
  {
    test(`${width} px, ${size} text: no page is wider than the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.addInitScript((s) => localStorage.setItem("text-size", s), size);
      const wide: string[] = [];
      for (const { path } of publicPages) {
        await page.goto(path);
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
        if (found) wide.push(`${path}: ${found}`);
        // The brand's words, the Call button and the Menu button never overlap.
        const boxes = await page.evaluate(() =>
          [document.querySelector("header a[aria-label] span"), document.querySelector("header a[href^='tel:']"), [...document.querySelectorAll("header button")].find((b) => b.textContent?.includes("Menu"))]
            .map((el) => (el ? el.getBoundingClientRect().toJSON() : null)),
        );
        const overlap = (a: DOMRect | null | undefined, b: DOMRect | null | undefined) => !!a && !!b && a.left < b.right - 1 && a.right > b.left + 1 && a.top < b.bottom - 1 && a.bottom > b.top + 1;
        const [brand, call, menu] = boxes as Array<DOMRect | null | undefined>;
        if (overlap(brand, call) || overlap(brand, menu) || overlap(call, menu)) wide.push(`${path}: the brand, Call and Menu run into each other`);
      }
      expect(wide).toEqual([]);
    });
  }
}

test("360 px, larger text: the careers cards stay on the screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem("text-size", "larger"));
  await page.goto("/careers");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
