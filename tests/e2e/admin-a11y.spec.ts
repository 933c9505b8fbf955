// axe-core on every console page, logged out and logged in, on a wide screen and a phone:
// the console meets the same bar as the public site (zero violations, every rule axe runs by default).
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { axeViolations as axe } from "#tests/support/axe.ts";
import { logInAsOperator, SEEDED } from "./admin-fixture.ts";

// axe is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 375, height: 740 },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the console pages have no axe violations", async ({ page, guard }) => {
      test.setTimeout(300_000); // twenty-one pages, each scanned in full
      guard.allowConsole(/status of 40[14]|status of 422/);
      // The pages of getting in; a link that no longer works says what to do.
      for (const path of ["/admin/forgot", "/admin/reset?token=spent", "/admin/setup?token=spent"]) {
        await page.goto(path);
        expect(await axe(page), path).toEqual([]);
      }
      await page.goto("/admin/login");
      expect(await axe(page), "login").toEqual([]);

      // The login page with its error shown.
      await page.getByLabel("E-mail address").fill(`axe-${viewport.name}@example.org`);
      await page.getByLabel("Password").fill("not a real passphrase");
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      expect(await axe(page), "login with error").toEqual([]);

      await logInAsOperator(page);
      expect(await axe(page), "overview").toEqual([]);

      await page.goto(`/admin?reference=${SEEDED.reference}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(SEEDED.reference);
      const record = new URL(page.url()).pathname;
      expect(await axe(page), "record").toEqual([]);

      for (const path of ["/admin/members", "/admin/volunteers", "/admin/newsletter-subscriptions", "/admin/contact-inquiries", "/admin/contact-inquiries?status=new&q=REQ", "/admin/outbox", `${record}/erase`, "/admin/contact-inquiries/999999", "/admin/content", "/admin/media", "/admin/gallery", "/admin/blog", "/admin/blog/new", "/admin/stories", "/admin/stories/1", "/admin/team", "/admin/team/1", "/admin/operators", `/admin/people?q=${SEEDED.email}`, "/admin/audit", "/admin/audit?kind=logins"]) {
        await page.goto(path);
        expect(await axe(page), path).toEqual([]);
      }

      // The erase page with its refusal shown.
      await page.goto(`${record}/erase`);
      await page.getByLabel("To confirm, type ERASE in capital letters").fill("no");
      await page.getByRole("button", { name: "Erase for good" }).click();
      await expect(page.getByText("Type ERASE in capital letters to confirm")).toBeVisible();
      expect(await axe(page), "erase with error").toEqual([]);
    });
  });
}

test("on a 320 px phone at the largest text, the console's lists fit the screen: no control hides to the right", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.addInitScript(() => localStorage.setItem("text-size", "larger"));
  await logInAsOperator(page);
  // The gallery's and the news lists appear once they have an item (another test may add one);
  // stories, the team, the operators, a person found and the audit always have rows.
  for (const path of ["/admin/stories", "/admin/team", "/admin/operators", "/admin/gallery", "/admin/blog", `/admin/people?q=${SEEDED.email}`, "/admin/audit"]) {
    await page.goto(path);
    const over = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - window.innerWidth,
      tables: [...document.querySelectorAll("[role=region]")].map((box) => box.scrollWidth - box.clientWidth),
    }));
    expect(over, path).toEqual({ page: 0, tables: over.tables.map(() => 0) });
    if (!["/admin/gallery", "/admin/blog"].includes(path)) expect(over.tables.length, path).toBeGreaterThan(0);
    // The row controls a phone shows are on the screen.
    for (const button of await page.getByRole("button", { name: /^Delete/ }).all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, path).toBeLessThanOrEqual(320);
    }
  }
});
