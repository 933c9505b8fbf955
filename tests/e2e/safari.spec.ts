// What Safari 15 and 16 (iOS 15 and 16, the floor in README's Browsers) do differently, simulated in
// Chromium before the page's scripts run: `URLSearchParams.delete(name, value)` drops every value of
// the name (the second argument is read from Safari 17 on) and `new FormData(form, submitter)`
// leaves out the pressed button (read from 16.4 on). The calendar's month buttons and the category
// chips must still change what they show. The stylesheet as those versions read it (no
// container queries, @property or color-mix) still gives a page that fits a 320 px phone at the
// largest text size, with nothing over the text. And a form page, where zod checks what is typed, logs no
// error: the Content-Security-Policy refuses Function(), so zod must not try it. A clip opened in
// the gallery's larger view is told to load(), which Safari (any version) needs for a video that
// came from a <template>.
import { expect, test } from "#tests/support/e2e.ts";
import { eventsPage } from "#app/content/events-listing-page.ts";
import { galleryPage } from "#app/content/gallery.ts";
import { contactCopy } from "#app/content/form-words/contact.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { frameCopy } from "#app/content/frame.ts";
import { asOlderSafariReadsIt } from "#tests/support/older-safari-css.ts";

function simulateOlderSafari() {
  const del = URLSearchParams.prototype.delete;
  URLSearchParams.prototype.delete = function (this: URLSearchParams, name: string) {
    return del.call(this, name);
  };
  const NativeFormData = window.FormData;
  window.FormData = class extends NativeFormData {
    constructor(form?: HTMLFormElement) {
      super(form);
    }
  };
}

test.describe("Safari 15 and 16", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(simulateOlderSafari);
  });

  test("the calendar's month buttons move the month and keep the category; the gallery's chips filter", async ({ page }) => {
    await page.goto("/events?category=wellness");
    const heading = page.locator("#events-calendar h3");
    const chips = page.getByRole("group", { name: eventsPage.filter.label });
    await expect(chips.getByRole("button", { name: "Wellness" })).toHaveAttribute("aria-pressed", "true");
    const shown = (await heading.textContent()) ?? "";

    await page.getByRole("button", { name: new RegExp(`^${eventsPage.calendar.next}`) }).click();
    await expect(heading).not.toHaveText(shown);
    await expect(page).toHaveURL(/[?&]category=wellness(&|$)/);
    await expect(page).toHaveURL(/[?&]month=\d{4}-\d{2}/);
    await expect(chips.getByRole("button", { name: "Wellness" })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: new RegExp(`^${eventsPage.calendar.previous}`) }).click();
    await expect(heading).toHaveText(shown);
    await expect(page).toHaveURL(/[?&]category=wellness(&|$)/);

    await chips.getByRole("button", { name: "Technology" }).click();
    await expect(chips.getByRole("button", { name: "Technology" })).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/[?&]category=technology(&|$)/);

    await page.goto("/gallery");
    const galleryChips = page.getByRole("group", { name: "Show gallery items of category" });
    const count = await page.locator("main figure").count();
    await galleryChips.getByRole("button", { name: "Satsangs" }).click();
    await expect(galleryChips.getByRole("button", { name: "Satsangs" })).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\/gallery\?category=satsangs$/);
    await expect(page.locator("main figure")).not.toHaveCount(count);
    await galleryChips.getByRole("button", { name: galleryPage.filter.all }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.locator("main figure")).toHaveCount(count);
  });
});

test("a form page checks what is typed without a refused Function() and logs no error", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto("/contact");
  // An empty send: the browser's check (zod) runs over every field and shows the summary.
  await page.locator("main form").getByRole("button", { name: contactCopy.submit }).click();
  await expect(page.getByRole("heading", { name: commonCopy.errorSummaryHeading })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  // The guard fails the test on any console error when it ends.
});

test.describe("the stylesheet as Safari 15.4 to 16.3 reads it, at 320 px and the largest text size", () => {
  test.use({ viewport: { width: 320, height: 740 } });

  test("pages fit the screen, the brand clears the buttons and the chat button sits in its own band", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("text-size", "larger"));
    await page.route(/\.css$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: asOlderSafariReadsIt(await response.text()) });
    });
    for (const path of ["/", "/events", "/contact"]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      const brand = await page.getByRole("link", { name: frameCopy.homeLinkLabel }).boundingBox();
      const call = await page.locator("header").getByRole("link", { name: frameCopy.call.label }).boundingBox();
      expect(brand && call && (brand.y + brand.height <= call.y || call.x >= brand.x + brand.width), `${path}: the brand clears the call button`).toBe(true);
      const band = await page.locator("[data-chat-band]").boundingBox();
      expect(band, `${path}: the chat band`).toMatchObject({ x: 0, width: 320, height: 56 });
      expect(band!.y + band!.height, path).toBe(740);
    }
  });
});

test("a clip opened in the gallery's larger view is told to load, as Safari needs", async ({ page }) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { loads: string[] }).loads = calls;
    const load = HTMLMediaElement.prototype.load;
    HTMLMediaElement.prototype.load = function (this: HTMLMediaElement) {
      calls.push(this.ownerDocument === document ? "page" : "elsewhere");
      return load.call(this);
    };
  });
  await page.goto("/gallery");
  await page.getByRole("link", { name: galleryPage.play("Chair Yoga Together") }).click();
  const video = page.locator("dialog video");
  await expect(video).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { loads: string[] }).loads)).toEqual(["page"]);
  // It loads: its first frame is there (a black player at 00:00 is what Safari showed without load()).
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  await page.keyboard.press("Escape");
  await expect(page.locator("dialog video")).toHaveCount(0);
});
