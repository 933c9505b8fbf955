// Reading pages without React (docs/decisions/018-reading-pages-without-react.md): a page with
// nothing to submit is server-rendered HTML and CSS plus the small enhancements' file, while the
// form pages hydrate their form as an island (decision 023); and the frame's controls, enhanced by the same module on both, behave
// the same on a reading page and on a form page.
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "#tests/support/e2e.ts";
import { frameCopy } from "#app/content/frame.ts";

const readingPages = ["/", "/about", "/offerings/technology", "/events", "/gallery", "/testimonials", "/blog", "/blog/digital-banking-seniors", "/faq", "/privacy", "/careers", "/no-such-page"];
const formPages = ["/contact", "/join-us"];

/** The site's scripts a page requested (its own files under /assets/); `stop` stops recording. */
function scriptsOf(page: Page): string[] & { stop: () => void } {
  const scripts: string[] = [];
  const record = (r: { url(): string }) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js")) scripts.push(url.pathname);
  };
  page.on("request", record);
  return Object.assign(scripts, { stop: () => void page.off("request", record) });
}

test.describe("what a page loads", () => {
  // One test for the twelve pages (a test costs the clean-up of its tab beside its pages:
  // docs/testing.md); each page's findings are reported, whichever fails first.
  test("the reading pages load no React: only the enhancements' file", async ({ page, guard }) => {
    test.setTimeout(120_000); // twelve pages, each until the network is idle
    guard.allowConsole(/status of 404/);
    for (const path of readingPages) {
      await test.step(path, async () => {
        const scripts = scriptsOf(page);
        await page.goto(path, { waitUntil: "networkidle" });
        scripts.stop();
        expect.soft([...scripts], path).toEqual([expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)]);
        expect.soft(await page.evaluate(() => "__reactRouterContext" in window), path).toBe(false);
        expect.soft(await page.locator('link[rel="modulepreload"], script[type="module"]:not([src])').count(), path).toBe(0);
        await expect.soft(page.locator("html"), path).toHaveAttribute("data-enhanced", "true");
      });
    }
  });

  for (const path of formPages) {
    test(`${path} hydrates its form as an island, with React but not React Router, and loads the enhancements too`, async ({ page }) => {
      const scripts = scriptsOf(page);
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
      // The form is React's; the page around it is the server's HTML (decision 023).
      const isReacts = (selector: string) => page.evaluate((sel) => Object.keys(document.querySelector(sel)!).some((k) => k.startsWith("__react")), selector);
      expect(await isReacts("[data-island] > *")).toBe(true);
      expect(await isReacts("h1")).toBe(false);
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
      expect(scripts.some((s) => /\/islands-[\w-]+\.js$/.test(s))).toBe(true);
      expect(scripts.some((s) => /\/react-[\w-]+\.js$/.test(s))).toBe(true);
      expect(scripts.some((s) => /\/enhance-[\w-]+\.js$/.test(s))).toBe(true);
      expect(scripts.filter((s) => /\/(router|entry\.client|root)-[\w-]+\.js$/.test(s))).toEqual([]);
    });
  }

  test("a link from a form page to a reading page loads it as a whole page, without React", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/contact");
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await hydrated(page);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  });
});

// The same checks on a reading page and on a form page.
for (const [kind, path] of [
  ["a reading page", "/about"],
  ["a form page", "/contact"],
] as const) {
  test.describe(`the frame on ${kind} (${path})`, () => {
    test("desktop: Our Offerings opens, closes on Escape with focus back on its button, and on a click outside", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: frameCopy.mainMenuLabel });
      const toggle = nav.getByRole("button", { name: "Our Offerings" });
      const submenu = nav.getByRole("list", { name: frameCopy.offeringsSubmenuLabel });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(submenu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(submenu).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.click();
      await page.locator("footer").click({ position: { x: 5, y: 5 } });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });

    test("phone: the menu opens with the text size and closes on Escape", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(path);
      const toggle = page.getByRole("button", { name: frameCopy.mobileMenuButton });
      await toggle.click();
      const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("group", { name: frameCopy.textSize.label })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    test("the text size chosen here holds on the other kind of page and back", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
      const control = () => page.getByRole("group", { name: frameCopy.textSize.label }).first();
      await page.goto(path);
      await control().getByRole("button", { name: "Larger" }).click();
      await expect(control().getByRole("button", { name: "Larger" })).toHaveAttribute("aria-pressed", "true");
      await expect.poll(rootSize).toBe("20px");
      for (const next of [path === "/about" ? "/contact" : "/about", path]) {
        await page.goto(next);
        await expect.poll(rootSize).toBe("20px");
        await expect(control().getByRole("button", { name: "Larger" })).toHaveAttribute("aria-pressed", "true");
        await expect(control().getByRole("button", { name: "Normal" })).toHaveAttribute("aria-pressed", "false");
      }
      await control().getByRole("button", { name: "Normal" }).click();
      await expect.poll(rootSize).toBe("16px");
    });

    test("the chat button's tooltip shows on focus and Escape hides it", async ({ page }) => {
      await page.goto(path);
      const chat = page.getByRole("link", { name: /Need help\? Chat with us!/ });
      const tooltip = chat.getByText(frameCopy.chat.tooltip);
      await chat.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(tooltip).toHaveCSS("opacity", "1");
      await page.keyboard.press("Escape");
      await expect(tooltip).toHaveCSS("opacity", "0");
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/about", "/contact"]) {
    test(`${path}: the menus are plain links and a <details>, and no control needs a script`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(path);
      await expect(page.getByRole("group", { name: frameCopy.textSize.label })).toHaveCount(0);
      await page.locator("summary", { hasText: frameCopy.mobileMenuButton }).click();
      await expect(page.getByRole("navigation", { name: frameCopy.mobileMenuLabel }).getByRole("link", { name: "Gallery" })).toBeVisible();
    });
  }
});
