// The opening hours agree everywhere a visitor reads them (issue 54, point 7): the header's line
// (in the phone menu), the footer, About, the home page and the contact page's table say the same
// days and hours as app/content/opening-hours.ts, Saturday morning included, at 360 × 740 with
// larger text and at 640 × 400, with JavaScript and without; the confirmation mail says them too;
// search engines read Saturday's hours as well.
import { expect, test } from "#tests/support/e2e.ts";
import { openingHours } from "#app/content/opening-hours.ts";
import { site } from "#app/core/site.ts";

const screens = [
  { width: 360, height: 740, size: "larger" },
  { width: 640, height: 400, size: "normal" },
] as const;

for (const screen of screens) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${screen.width}×${screen.height}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ viewport: { width: screen.width, height: screen.height }, javaScriptEnabled });

      test("the header, the footer, About, the home page and the contact page give the same hours, Saturday's too", async ({ page }) => {
        if (javaScriptEnabled) await page.addInitScript((s) => localStorage.setItem("text-size", s), screen.size);
        await page.goto("/about");
        // The header's line is in its menu on these screens.
        await expect(page.locator("header.site-header")).toContainText(openingHours.short);
        await expect(page.locator("footer")).toContainText(openingHours.sentence);
        await expect(page.getByRole("main")).toContainText(openingHours.sentence);
        await page.goto("/");
        await expect(page.getByRole("main")).toContainText(openingHours.sentence);
        await page.goto("/contact");
        const table = page.getByRole("table", { name: /open/i });
        for (const row of openingHours.rows) await expect(table.getByRole("row", { name: new RegExp(row.days) })).toContainText(row.hours);
        // Nowhere on these pages are the weekday hours given without Saturday's beside them.
        for (const path of ["/", "/about", "/contact", "/careers", "/faq"]) {
          await page.goto(path);
          const alone = await page.evaluate(
            ({ weekdays, saturday }) =>
              [...document.querySelectorAll("p, dd, li, span")]
                .filter((el) => el.children.length === 0 || el.tagName !== "SPAN")
                .map((el) => el.textContent ?? "")
                .filter((t) => t.includes(weekdays) && !t.includes(saturday)),
            { weekdays: site.hours.weekdays.display, saturday: site.hours.saturday },
          );
          expect(alone, path).toEqual([]);
        }
      });
    });
  }
}

test("search engines read Saturday's hours too", async ({ request }) => {
  const html = await (await request.get("/contact")).text();
  expect(html).toContain(`"openingHours":"Mo-Fr ${site.hours.weekdays.opens}-${site.hours.weekdays.closes}, Sa ${site.hours.saturdayTimes.opens}-${site.hours.saturdayTimes.closes}"`);
});
