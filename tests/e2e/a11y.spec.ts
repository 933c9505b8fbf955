// axe-core on every public route (and the 404 page, and the open menus), on a wide screen and a
// phone: zero violations, all rules axe runs by default (WCAG 2.x A/AA and best practices); and no
// visible text below 18 px.
import type { Page } from "@playwright/test";
import { afterNextFrame, expect, inGroupsOf, test } from "#tests/support/e2e.ts";
import { axeViolations as axe } from "#tests/support/axe.ts";
import { publicPages } from "#app/content/public-pages.ts";

/** Visible text set below the 18 px minimum for older eyes (the house style). */
async function textBelow18px(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim();
      const el = walker.currentNode.parentElement;
      if (!text || !el || el.closest("svg, script, style, .sr-only, [hidden]")) continue;
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (!rect.width || !rect.height || style.visibility === "hidden" || style.opacity === "0") continue;
      if (parseFloat(style.fontSize) < 18) found.push(`${style.fontSize}: ${text.slice(0, 40)}`);
    }
    return found;
  });
}

const viewports = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 375, height: 740 },
];

// axe is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

// Five pages a test, both screens for each (a test costs the clean-up of its tab beside its pages,
// and axe is sent into its first page only: docs/testing.md); each page's and screen's findings are
// reported, whichever fails first. Each page is loaded once, on the wide screen, and the window is
// then narrowed to the phone's in place: every element's box, font size, display and visibility,
// and the document itself, were the same as the page loaded at the phone's width, on all 24 pages
// (the git history of docs/testing.md, tenth round).
for (const group of inGroupsOf(publicPages, 5)) {
  test(`${group.map((route) => route.path).join(", ")}: no axe violations, on a wide screen and on a phone`, async ({ page }) => {
    test.setTimeout(150_000); // five loads and ten axe runs
    for (const route of group) {
      for (const [i, viewport] of viewports.entries()) {
        await test.step(`${route.path}, ${viewport.name}`, async () => {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          if (i === 0) await page.goto(route.path, { waitUntil: "load" });
          else await afterNextFrame(page);
          expect.soft(await axe(page), `${route.path}, ${viewport.name}: axe`).toEqual([]);
          expect.soft(await textBelow18px(page), `${route.path}, ${viewport.name}: text below 18 px`).toEqual([]);
        });
      }
    }
  });
}

for (const viewport of viewports) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the 404 page has no axe violations", async ({ page, guard }) => {
      guard.allowConsole(/status of 404/);
      await page.goto("/no-such-page");
      expect(await axe(page)).toEqual([]);
    });

    test("the open menu has no axe violations", async ({ page }) => {
      await page.goto("/about");
      if (viewport.name === "phone") await page.getByRole("button", { name: "Menu" }).click();
      else
        await page
          .getByRole("navigation", { name: "Main menu" })
          .getByRole("button", { name: "Our Offerings" })
          .click();
      expect(await axe(page)).toEqual([]);
    });
  });
}

test.describe("as without JavaScript", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("the plain-HTML stand-ins (menu link, <details> menu) have no axe violations", async ({ page }) => {
    await page.goto("/about");
    // What a visitor without JavaScript gets: the "js" class absent, the <details> menu open.
    await page.evaluate(() => {
      document.documentElement.classList.remove("js");
      for (const d of document.querySelectorAll("details.no-js-only")) (d as HTMLDetailsElement).open = true;
    });
    await expect(
      page.getByRole("navigation", { name: "Site menu" }).getByRole("link", { name: "Custom Engagements" }),
    ).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});
