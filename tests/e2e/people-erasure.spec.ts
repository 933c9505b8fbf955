// Erasing a person from /admin/people in the browser: the owner searches, unticks a record that is
// not theirs to erase, confirms, and exactly the listed record goes; the confirmation's form carries
// its signed list, not ids of its own.
import { expect, test } from "#tests/support/e2e.ts";
import { consolePeopleCopy as copy } from "#app/content/console-people.ts";
import { logInAsOperator, submitEnquiry } from "./admin-fixture.ts";

test.describe.configure({ timeout: 90_000 });

test("the owner erases the one record the confirmation listed, and the unticked one stays", async ({ page, request, baseURL, guard }) => {
  guard.allowConsole(/status of 422/);
  const email = `erase-list-${Date.now().toString(36)}@example.org`;
  const first = await submitEnquiry(request, baseURL!, { name: "Leela Erase", email });
  const second = await submitEnquiry(request, baseURL!, { name: "Leela Erase", email, message: "A second question about the temple walk, please call me." });

  await logInAsOperator(page);
  await page.goto(`/admin/people?q=${encodeURIComponent(email)}`);
  await page.getByRole("checkbox", { name: copy.pickLabel(copy.kinds.contact, second) }).uncheck();
  await page.getByRole("button", { name: copy.review }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.confirm.title);
  const listed = page.getByRole("table", { name: copy.confirm.listCaption });
  await expect(listed).toContainText(first);
  await expect(listed).not.toContainText(second);
  // The form holds the signed list and no record ids of its own.
  await expect(page.locator("input[name=pick]")).toHaveCount(0);
  await expect(page.locator("input[name=listing]")).toHaveCount(1);

  await page.getByLabel(copy.confirm.fields.confirm.label).fill(copy.confirm.word);
  await page.getByRole("button", { name: copy.confirm.submit }).click();
  await expect(page.getByRole("status")).toContainText(copy.done(1));
  await page.goto(`/admin/people?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("checkbox", { name: copy.pickLabel(copy.kinds.contact, second) })).toBeVisible();
  await expect(page.getByText(first)).toHaveCount(0);
});
