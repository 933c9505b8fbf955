// The console after a decision: a resolved enquiry can be reopened, and the
// reopening is not crowded out by a prominent "Mark as spam". (The outbox's layout and plain-words
// errors are checked in admin-journey.spec.ts, before the seeded dead mail is retried.)
import { expect, test } from "#tests/support/e2e.ts";
import { logInAsOperator, submitEnquiry } from "./admin-fixture.ts";

test.describe.configure({ timeout: 90_000 });

test("a resolved enquiry can be reopened; spam is not the prominent choice", async ({ page, request, baseURL }) => {
  const reference = await submitEnquiry(request, baseURL!, { name: `Reopen Visitor ${Date.now()}`, email: "reopen.visitor@example.org" });
  await logInAsOperator(page);
  await page.goto(`/admin?reference=${reference}`);
  await page.getByRole("button", { name: "Mark as in progress" }).click();
  await page.getByRole("button", { name: "Mark as resolved" }).click();
  await expect(page.getByRole("status")).toContainText("Status changed to resolved.");

  const reopen = page.getByRole("button", { name: "Reopen (back to in progress)" });
  const spam = page.getByRole("button", { name: "Mark as spam" });
  await expect(reopen).toBeVisible();
  // Neither is styled as the next step: both are the plain (outlined) buttons.
  expect(await spam.getAttribute("class")).toBe(await reopen.getAttribute("class"));
  await reopen.click();
  await expect(page.getByRole("status")).toContainText("Status changed to in progress.");
  await expect(page.getByRole("button", { name: "Mark as resolved" })).toBeVisible();
});
