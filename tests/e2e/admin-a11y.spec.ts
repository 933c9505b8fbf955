// axe-core on every console page, logged out and logged in, on a wide screen and a phone:
// the console meets the same bar as the public site (zero violations, every rule axe runs by default).
import type { Page } from "@playwright/test";
import { afterNextFrame, expect, test } from "#tests/support/e2e.ts";
import { axeViolations as axe } from "#tests/support/axe.ts";
import { logInAsOperator, SEEDED } from "./admin-fixture.ts";

// axe is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const viewports = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 375, height: 740 },
] as const;

/**
 * axe on the page as it is, on the wide screen and then on the phone: the window is narrowed in
 * place rather than the page loaded again. Every console page below had the same document and the
 * same box, font size, display and visibility for every element either way (the git history of
 * docs/testing.md, tenth round); the frame waited for lets the tables measure whether they scroll
 * sideways at the new width.
 */
async function axeOnBothScreens(page: Page, what: string): Promise<void> {
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await afterNextFrame(page);
    expect.soft(await axe(page), `${what}, ${viewport.name}`).toEqual([]);
  }
}

test("the console pages have no axe violations, on a wide screen and on a phone", async ({ page, guard }) => {
  test.setTimeout(300_000); // twenty-nine pages, each scanned in full at two widths
  guard.allowConsole(/status of 40[14]|status of 422/);
  const toWideScreen = () => page.setViewportSize({ width: viewports[0].width, height: viewports[0].height });
  const visit = async (path: string) => {
    await toWideScreen();
    await page.goto(path);
  };
  // The pages of getting in; a link that no longer works says what to do.
  for (const path of ["/admin/forgot", "/admin/reset?token=spent", "/admin/setup?token=spent"]) {
    await visit(path);
    await axeOnBothScreens(page, path);
  }
  await visit("/admin/login");
  await axeOnBothScreens(page, "login");

  // The login page with its error shown.
  await toWideScreen();
  await page.getByLabel("E-mail address").fill("axe@example.org");
  await page.getByLabel("Password").fill("not a real passphrase");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await axeOnBothScreens(page, "login with error");

  await toWideScreen();
  await logInAsOperator(page);
  await axeOnBothScreens(page, "overview");

  await visit(`/admin?reference=${SEEDED.reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(SEEDED.reference);
  const record = new URL(page.url()).pathname;
  await axeOnBothScreens(page, "record");

  for (const path of ["/admin/members", "/admin/volunteers", "/admin/newsletter-subscriptions", "/admin/contact-inquiries", "/admin/contact-inquiries?status=new&q=REQ", "/admin/outbox", `${record}/erase`, "/admin/contact-inquiries/999999", "/admin/content", "/admin/media", "/admin/gallery", "/admin/blog", "/admin/blog/new", "/admin/stories", "/admin/stories/1", "/admin/team", "/admin/team/1", "/admin/operators", `/admin/people?q=${SEEDED.email}`, "/admin/audit", "/admin/audit?kind=logins"]) {
    await visit(path);
    await axeOnBothScreens(page, path);
  }

  // The erase page with its refusal shown.
  await visit(`${record}/erase`);
  await page.getByLabel("To confirm, type ERASE in capital letters").fill("no");
  await page.getByRole("button", { name: "Erase for good" }).click();
  await expect(page.getByText("Type ERASE in capital letters to confirm")).toBeVisible();
  await axeOnBothScreens(page, "erase with error");
});

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
