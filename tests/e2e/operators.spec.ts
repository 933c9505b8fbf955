// Operators from the console while the site runs: the owner
// adds a colleague as an editor, who logs in at once in another browser and finds the owner's
// pages closed; made an owner, they see them; a new password set for them logs them out; removing
// the account works after a confirm step; one's own account cannot be removed, and one's own
// password is changed with the current one; no axe violations on the page, with its forms open
// and with an error shown.
import { expect, test } from "#tests/support/e2e.ts";
import { axeViolations as axe } from "#tests/support/axe.ts";
import { logInAsOperator } from "./admin-fixture.ts";
import type { Page } from "@playwright/test";

test.use({ bypassCSP: true }); // axe is injected as an inline script

/** The account's address as its row in the accounts table shows it (with its actions beside it). */
const accountListed = (page: Page, email: string) => page.getByRole("table", { name: "Operator accounts" }).getByText(email, { exact: true });

test("an operator adds a colleague, sets a new password for them and removes them, while the site runs", async ({ page, browser, guard }) => {
  test.setTimeout(90_000);
  guard.allowConsole(/status of 40[1349]|status of 422/);
  const colleague = `colleague-${Date.now()}@example.org`;
  await logInAsOperator(page);
  await page.getByRole("link", { name: "Operators", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Operators" })).toBeVisible();

  // A mistake first: the passwords differ. The error is next to the field and nothing is added.
  const add = page.locator("form", { has: page.getByRole("button", { name: "Add this operator" }) });
  await add.getByLabel("Their e-mail address").fill(colleague);
  // An editor unless the owner chooses otherwise.
  await expect(add.getByRole("radio", { name: /^Editor/ })).toBeChecked();
  await add.getByLabel("Password for them").fill("tea on the terrace at four");
  await add.getByLabel("The same password again").fill("tea on the terrace at five");
  await add.getByRole("button", { name: "Add this operator" }).click();
  await expect(page.getByText("The two passwords are not the same").first()).toBeVisible();
  expect(await axe(page), "operators page with an error").toEqual([]);
  await expect(accountListed(page, colleague)).toHaveCount(0);

  await add.getByLabel("Password for them").fill("tea on the terrace at four");
  await add.getByLabel("The same password again").fill("tea on the terrace at four");
  await add.getByRole("button", { name: "Add this operator" }).click();
  await expect(page.getByRole("status")).toContainText(`${colleague} can now log in.`);
  await expect(accountListed(page, colleague)).toBeVisible();
  expect(await axe(page), "operators page").toEqual([]);

  // One's own password needs the current one; the form says whose it is.
  await page.getByText("Change your own password (operator@e2e.example.org)").click();
  const own = page.locator("form", { has: page.getByRole("button", { name: "Change my password" }) });
  await own.getByLabel("Your current password").fill("not my password at all");
  await own.getByLabel("Your new password").fill("another e2e operator passphrase");
  await own.getByLabel("The same new password again").fill("another e2e operator passphrase");
  await own.getByRole("button", { name: "Change my password" }).click();
  await expect(page.getByText("That is not your current password").first()).toBeVisible();
  expect(await axe(page), "own password with an error").toEqual([]);

  // The colleague logs in from another browser at once: nothing was restarted.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto("/admin/login");
  await them.getByLabel("E-mail address").fill(colleague);
  await them.getByLabel("Password").fill("tea on the terrace at four");
  await them.getByRole("button", { name: "Log in" }).click();
  await expect(them.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  // An editor: no People or Audit in the menu, and the owner's pages say why they are closed.
  await expect(them.getByRole("link", { name: "People", exact: true })).toHaveCount(0);
  await them.goto("/admin/people");
  await expect(them.getByRole("heading", { level: 1 })).toHaveText("For owners only");
  // An owner's download opened as an address (a bookmark, a link in a mail): the same page, not a bare answer.
  for (const download of ["/admin/contact-inquiries/export.csv", "/admin/backups/backup-2026-01-01T00-00-00-000Z.tar.gz"]) {
    const answer = await them.goto(download);
    expect(answer!.status(), download).toBe(403);
    await expect(them.getByRole("heading", { level: 1 })).toHaveText("For owners only");
    await expect(them.getByRole("navigation", { name: "Console" }).first()).toBeAttached();
  }
  // Made an owner, they have them.
  await page.getByRole("button", { name: `Make ${colleague} an owner` }).click();
  await expect(page.getByRole("status")).toContainText(`${colleague} is now an owner.`);
  await them.goto("/admin/people");
  await expect(them.getByRole("heading", { level: 1 })).toHaveText("Find a person");

  // A new password for them ends their session.
  await page.getByText(`Set a new password for ${colleague}`).click();
  const reset = page.locator("details", { hasText: `Set a new password for ${colleague}` });
  await reset.getByLabel("Password for them").fill("a new password for the colleague");
  await reset.getByLabel("The same password again").fill("a new password for the colleague");
  await reset.getByRole("button", { name: "Set this password" }).click();
  await expect(page.getByRole("status")).toContainText(`New password set for ${colleague}. They were logged out on 1 device`);
  await them.goto("/admin");
  await expect(them.getByRole("heading", { level: 1, name: /Log in/ })).toBeVisible();

  // Removing asks first; one's own account has no Remove link.
  await expect(page.getByRole("link", { name: "Remove operator@e2e.example.org" })).toHaveCount(0);
  await page.getByRole("link", { name: `Remove ${colleague}` }).click();
  await expect(page.getByRole("heading", { name: `Remove ${colleague}?` })).toBeVisible();
  expect(await axe(page), "remove confirmation").toEqual([]);
  await page.getByRole("button", { name: "Yes, remove this account" }).click();
  await expect(page.getByRole("status")).toContainText("The account was removed");
  await expect(accountListed(page, colleague)).toHaveCount(0);

  await them.goto("/admin/login");
  await them.getByLabel("E-mail address").fill(colleague);
  await them.getByLabel("Password").fill("a new password for the colleague");
  await them.getByRole("button", { name: "Log in" }).click();
  await expect(them.getByRole("alert")).toContainText("do not match");
  await theirs.close();
});
