// /gallery as a visitor uses it: the category chips (with and without JavaScript), and the
// lightbox: opened by a click or Enter, closed by the backdrop, the close button and Escape,
// focus kept inside and given back, the page behind not scrolling, videos loaded only when opened.
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { galleryCategories, galleryItems, galleryPage, type GalleryCategory } from "#app/content/gallery.ts";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");


const items = (page: Page) => page.locator("main figure");
const chips = (page: Page) => page.getByRole("group", { name: "Show gallery items of category" });
/** How many items of a category the content holds (the spec's items: app/content/gallery.test.ts, spec-conformance.test.ts). */
const itemsOf = (category: GalleryCategory) => galleryItems.filter((i) => i.category === category).length;

test.describe("gallery filter", () => {
  test("shows every item and filters them by category", async ({ page }) => {
    await page.goto("/gallery");
    await expect(items(page)).toHaveCount(galleryItems.length);
    await expect(chips(page).getByRole("button")).toHaveText([`✓${galleryPage.filter.all}`, ...galleryCategories.map((c) => c.label)]);
    await expect(chips(page).getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");

    await chips(page).getByRole("button", { name: "Satsangs" }).click();
    await expect(chips(page).getByRole("button", { name: "Satsangs" })).toHaveAttribute("aria-pressed", "true");
    await expect(chips(page).getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    await expect(items(page)).toHaveCount(itemsOf("satsangs"));
    await expect(page.getByText(galleryPage.count(itemsOf("satsangs")))).toBeVisible();
    for (const item of await items(page).all()) await expect(item.locator("figcaption")).toContainText("Satsangs");
    await expect(page).toHaveURL(/\/gallery\?category=satsangs$/);

    await chips(page).getByRole("button", { name: "All" }).click();
    await expect(items(page)).toHaveCount(galleryItems.length);
    await expect(page).toHaveURL(/\/gallery$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("items show with their titles and pictures, and the chips filter through the server", async ({ page }) => {
      await page.goto("/gallery");
      await expect(items(page)).toHaveCount(galleryItems.length);
      await expect(page.getByRole("img", { name: /^Drawing of a painter's palette/ }).first()).toBeVisible();
      await expect(page.getByText("Rangoli Workshop")).toBeVisible();
      await chips(page).getByRole("button", { name: "Outings" }).click();
      await expect(page).toHaveURL(/\/gallery\?category=outings$/);
      await expect(items(page)).toHaveCount(itemsOf("outings"));
      await expect(chips(page).getByRole("button", { name: "Outings" })).toHaveAttribute("aria-pressed", "true");
    });
  });
});

test.describe("lightbox", () => {
  test("opens on a click as a modal dialog named by the item, and closes on the close button", async ({ page }) => {
    await page.goto("/gallery");
    const opener = page.getByRole("button", { name: "View larger: Lalbagh Garden Walk" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Lalbagh Garden Walk" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByRole("img", { name: /walk in a garden/ })).toBeVisible();
    await expect(dialog).toContainText("Outings");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("opens with Enter, keeps focus inside, closes on Escape and gives focus back", async ({ page }) => {
    await page.goto("/gallery");
    const opener = page.getByRole("button", { name: "View larger: Rangoli Workshop" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Rangoli Workshop" });
    await expect(dialog).toBeVisible();
    // Focus starts inside and stays inside, whichever way the visitor tabs.
    for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("closes on a click on the backdrop, and locks page scroll only while open", async ({ page }) => {
    await page.goto("/gallery");
    await page.evaluate(() => window.scrollTo(0, 400));
    const opener = page.getByRole("button", { name: "View larger: Morning Yoga on the Terrace" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Morning Yoga on the Terrace" });
    await expect(dialog).toBeVisible();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press("PageDown");
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

    // The corner of the window is backdrop, outside the dialog's box.
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore);
  });

  test("a video's player is created only when it is opened", async ({ page }) => {
    const media: string[] = [];
    page.on("request", (r) => {
      if (/\/media\/|youtube/.test(r.url())) media.push(r.url());
    });
    await page.goto("/gallery");
    await page.waitForLoadState("networkidle");
    expect(media).toEqual([]);
    await expect(page.locator("video, iframe")).toHaveCount(0);

    // A clip's opener is a link to the clip (it works without JavaScript); with it, the lightbox opens.
    await page.getByRole("link", { name: "Play video: Diwali at the Centre" }).click();
    const dialog = page.getByRole("dialog", { name: "Diwali at the Centre" });
    const video = dialog.locator("video");
    await expect(video).toBeVisible();
    await expect(video.locator("track[kind=captions]")).toHaveCount(1);
    await expect.poll(() => media.length).toBeGreaterThan(0);
    expect(media.every((url) => url.includes("/media/gallery/diwali-celebration"))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(page.locator("video, iframe")).toHaveCount(0);
  });

  test.describe("accessibility", () => {
    test.use({ bypassCSP: true });

    test("the open lightbox has no axe violations", async ({ page }) => {
      await page.goto("/gallery");
      await page.getByRole("link", { name: "Play video: Folk Dance Evening" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.addScriptTag({ path: axePath });
      const violations = await page.evaluate(async () => {
        const w = window as unknown as { axe: { run(ctx: Document): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } };
        return (await w.axe.run(document)).violations.map((v) => v.id);
      });
      expect(violations).toEqual([]);
    });
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the lightbox fits the screen and the close button is in reach", async ({ page }) => {
    await page.goto("/gallery");
    await page.getByRole("button", { name: "View larger: An 80th Birthday" }).click();
    const dialog = page.getByRole("dialog", { name: "An 80th Birthday" });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expect(dialog.getByRole("button", { name: "Close" })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe("moving through the items", () => {
  test("Next and Previous, and the arrow keys, move through the items and wrap around", async ({ page }) => {
    await page.goto("/gallery");
    const titles = await items(page).locator("figcaption > span:first-child").allTextContents();
    await page.getByRole("button", { name: `View larger: ${titles[0]}` }).click();
    await expect(page.getByRole("dialog", { name: titles[0] })).toBeVisible();
    await expect(page.getByRole("dialog")).toContainText(`1 of ${titles.length}`);
    await page.getByRole("dialog").getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("dialog", { name: titles[1] })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: titles[2] })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("dialog", { name: titles[0] })).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Previous" }).click();
    await expect(page.getByRole("dialog", { name: titles.at(-1) })).toBeVisible();
    await expect(page.getByRole("dialog")).toContainText(`${titles.length} of ${titles.length}`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a clip's opener is a link to the clip, and drawn pictures show no opener that would do nothing", async ({ page }) => {
      await page.goto("/gallery");
      await expect(page.getByRole("link", { name: "Play video: Diwali at the Centre" })).toHaveAttribute("href", "/media/gallery/diwali-celebration.webm");
      await expect(page.getByRole("button", { name: /^View larger:/ })).toHaveCount(0);
    });
  });
});
