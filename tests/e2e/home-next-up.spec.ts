// The home page's next events, as an older visitor on a phone meets them: the next two or three,
// each a link to the event (or, for the sample programme, to the calendar), within the first two
// screens, at 360×740 with the largest text and at 640×400 (a desktop at 200 % zoom), with
// JavaScript and without (the text size is JavaScript's; without it the page is at its normal size).
import { expect, test } from "#tests/support/e2e.ts";
import { home } from "#app/content/home.ts";

const cases = [
  { width: 360, height: 740, size: "larger", javaScriptEnabled: true, within: 3 },
  { width: 640, height: 400, size: "normal", javaScriptEnabled: true, within: 3 },
  { width: 360, height: 740, size: "normal", javaScriptEnabled: false, within: 3 },
] as const;

for (const { width, height, size, javaScriptEnabled, within } of cases) {
  test.describe(`${width}×${height}, ${size} text, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: { width, height }, javaScriptEnabled });

    test(`the next ${within} events are links within the first two screens`, async ({ page }) => {
      if (javaScriptEnabled) await page.addInitScript((s) => localStorage.setItem("text-size", s), size);
      await page.goto("/");
      const next = page.getByRole("region", { name: home.nextUp.title });
      const links = next.getByRole("listitem").getByRole("link");
      await expect(links).toHaveCount(home.events.count);
      for (const link of (await links.all()).slice(0, within)) {
        await expect(link).toHaveAttribute("href", /^\/events(\/[a-z0-9-]+)?$/);
        const bottom = await link.evaluate((a) => a.getBoundingClientRect().bottom + window.scrollY);
        expect(bottom, `${await link.textContent()} ends within two screens`).toBeLessThanOrEqual(2 * height);
      }
      // The same events as the cards further down, in the same order.
      const firstCard = page.getByRole("region", { name: home.events.title }).getByRole("article").first().getByRole("heading");
      await expect(links.first()).toContainText((await firstCard.textContent()) ?? "");
      await expect(next.getByRole("link", { name: home.nextUp.all })).toHaveAttribute("href", "/events");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

// The next event on the first screen (issue 54, point 8): its title and its date, whole, between
// the sticky header and the chat's band (or the screen's foot where there is none), before any
// scrolling, on a phone with the largest text and at normal size, and at 640 × 400.
const firstScreen = [
  { width: 360, height: 740, size: "larger", javaScriptEnabled: true },
  { width: 360, height: 740, size: "normal", javaScriptEnabled: true },
  { width: 360, height: 740, size: "normal", javaScriptEnabled: false },
  { width: 640, height: 400, size: "normal", javaScriptEnabled: true },
  { width: 640, height: 400, size: "normal", javaScriptEnabled: false },
] as const;

for (const { width, height, size, javaScriptEnabled } of firstScreen) {
  test.describe(`${width}×${height}, ${size} text, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: { width, height }, javaScriptEnabled });

    test("the next event, its title and its date, is on the first screen, clear of the header and the chat band", async ({ page }) => {
      if (javaScriptEnabled) await page.addInitScript((s) => localStorage.setItem("text-size", s), size);
      await page.goto("/");
      const first = page.getByRole("region", { name: home.nextUp.title }).getByRole("listitem").first().getByRole("link");
      const place = await first.evaluate((a) => {
        const header = [...document.querySelectorAll("header")].find((h) => /sticky|fixed/.test(getComputedStyle(h).position));
        const band = document.querySelector("[data-chat-band]");
        const bandBox = band?.getBoundingClientRect();
        const floor = band && bandBox && bandBox.height > 0 && getComputedStyle(band).position === "fixed" ? bandBox.top : window.innerHeight;
        const r = a.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, headerBottom: header?.getBoundingClientRect().bottom ?? 0, floor };
      });
      expect(place.top, "below the header").toBeGreaterThanOrEqual(place.headerBottom - 1);
      expect(place.bottom, `its date ends above ${Math.round(place.floor)} px`).toBeLessThanOrEqual(place.floor + 1);
    });
  });
}
