// The centre's phone number is tap-to-call wherever the site mentions it in
// running text (the home page's "Come and meet us", the offerings' call to action, the 404 page),
// with JavaScript on and off. The number is read from app/core/site.ts, so changing it there is
// the whole change.
import { expect, test } from "#tests/support/e2e.ts";
import { site } from "#app/core/site.ts";

const tel = `tel:${site.phone.tel}`;

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    for (const [path, heading] of [
      ["/", "Come and meet us"],
      ["/offerings", "Not sure where to start?"],
    ] as const) {
      test(`${path}: the number in "${heading}" is a link that calls`, async ({ page }) => {
        await page.goto(path);
        const band = page.getByRole("region", { name: heading });
        const link = band.getByRole("link", { name: site.phone.display });
        await expect(link).toHaveAttribute("href", tel);
      });
    }

    test("the 404 page's number is a link that calls", async ({ page, guard }) => {
      guard.allowConsole(/status of 404/);
      await page.goto("/no-such-page-anywhere");
      await expect(page.getByRole("main").getByRole("link", { name: site.phone.display })).toHaveAttribute("href", tel);
    });
  });
}
