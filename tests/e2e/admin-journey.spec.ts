// The operator's journeys through the console, as the operator would do them in Chromium: log in,
// find a fresh enquiry by its Reference ID, move it along its statuses, keep a note, export CSV,
// retry a dead mail, erase a record with confirmation; and the same core steps without JavaScript.
import { expect, test } from "#tests/support/e2e.ts";
import { E2E_OPERATOR, logInAsOperator, SEEDED, submitEnquiry } from "./admin-fixture.ts";

// Each journey logs in (a deliberately slow scrypt check) and walks several pages: room on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("an operator finds a fresh enquiry by its Reference ID and moves it to resolved", async ({ page, request, baseURL }) => {
  const name = `Kamala Visitor ${Date.now()}`;
  const reference = await submitEnquiry(request, baseURL!, { name, email: "kamala.visitor@example.org" });

  await logInAsOperator(page);
  await expect(page).toHaveURL(/\/admin$/);

  // The overview's box goes straight to the record however the reference is typed: lower case,
  // and read out in groups with spaces instead of dashes.
  const spoken = reference.toLowerCase().replace(/-/g, " ").replace(/(\d{4})(?=\d)/g, "$1 ");
  await page.getByLabel("Reference ID").fill(spoken);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  // The name as stored (the answer form's greeting repeats it).
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText("Leisure outings and tours")).toBeVisible();
  // The visitor's address and number are one tap away, and the mail-app link beside the answer form
  // opens a mail already addressed, with the Reference ID in the subject and the visitor's message quoted.
  await expect(page.getByRole("link", { name: "kamala.visitor@example.org" })).toHaveAttribute("href", "mailto:kamala.visitor@example.org");
  // The number as every form stores it: with the country code, grouped.
  await expect(page.getByRole("link", { name: "+91 98450 12345" })).toHaveAttribute("href", "tel:+919845012345");
  const reply = new URL((await page.getByRole("link", { name: "Or answer in your own mail program" }).getAttribute("href"))!);
  expect(reply.protocol).toBe("mailto:");
  expect(reply.pathname).toBe("kamala.visitor@example.org");
  expect(reply.searchParams.get("subject")).toBe(`Re: Leisure outings and tours - ${reference}`);
  expect(reply.searchParams.get("body")).toContain("> Is there a place on the next outing?");
  await expect(page.getByText("Current status:")).toContainText("New");

  // Its mail is listed with the delivery state.
  const mails = page.getByRole("table", { name: /Mail about this record/ });
  await expect(mails.getByRole("row", { name: /Notification to the operator/ })).toBeVisible();

  // Only the allowed transitions are offered: new → in progress (or spam), never straight to resolved.
  await expect(page.getByRole("button", { name: "Mark as resolved" })).toHaveCount(0);
  await page.getByRole("button", { name: "Mark as in progress" }).click();
  await expect(page.getByRole("status")).toContainText("Status changed to in progress.");
  await expect(page.getByText("Current status:")).toContainText("In progress");

  await page.getByRole("button", { name: "Mark as resolved" }).click();
  await expect(page.getByRole("status")).toContainText("Status changed to resolved.");
  await expect(page.getByText("Current status:")).toContainText("Resolved");

  // A note, then the history: every change with who and when.
  await page.getByLabel("Note", { exact: true }).fill("Called back; booked for the Tuesday outing.");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByRole("status")).toContainText("Note saved.");
  await expect(page.getByLabel("Note", { exact: true })).toHaveValue("Called back; booked for the Tuesday outing.");
  const history = page.getByRole("table", { name: /Changes to this record/ });
  await expect(history.getByRole("row")).toHaveCount(4); // header + 3 entries
  await expect(history).toContainText("Status changed from new to in progress");
  await expect(history).toContainText("Status changed from in progress to resolved");
  await expect(history).toContainText("Internal note changed");
  await expect(history).toContainText(E2E_OPERATOR.email);

  // The inbox finds it by reference and by name, and filters by status.
  await page.getByRole("link", { name: "Back to Contact enquiries" }).click();
  await page.getByLabel("Search").fill(reference);
  await page.getByRole("button", { name: "Show records" }).click();
  await expect(page).toHaveURL(/[?&]q=REQ-/);
  const table = page.getByRole("table", { name: /Contact enquiries/ });
  // The person's name is the row's link to the record.
  await expect(table.getByRole("row", { name: new RegExp(reference) }).getByRole("link", { name })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2);
  await page.getByLabel("Status").selectOption("new");
  await page.getByRole("button", { name: "Show records" }).click();
  await expect(page).toHaveURL(/status=new/);
  await expect(page.getByText("No records match.")).toBeVisible();
  await page.getByLabel("Status").selectOption("resolved");
  await page.getByLabel("Search").fill(name.toUpperCase());
  await page.getByRole("button", { name: "Show records" }).click();
  await expect(table.getByRole("row", { name: new RegExp(reference) }).getByRole("link", { name })).toBeVisible();
});

test("the CSV export carries the current filter, a BOM, and neutralised formula cells", async ({ page }) => {
  await logInAsOperator(page);
  await page.goto(`/admin/contact-inquiries?q=${encodeURIComponent(SEEDED.reference)}`);
  const link = page.getByRole("link", { name: "Download these records as CSV" });
  const href = await link.getAttribute("href");
  expect(href).toBe(`/admin/contact-inquiries/export.csv?q=${encodeURIComponent(SEEDED.reference)}`);

  const download = page.waitForEvent("download");
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contact-inquiries-\d{4}-\d{2}-\d{2}\.csv$/);

  const response = await page.request.get(href!);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("no-store");
  const body = await response.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = body.toString("utf8").slice(1);
  const lines = text.trimEnd().split("\r\n");
  expect(lines).toHaveLength(2); // the filter holds: header + the one seeded record
  expect(lines[0]).toContain('"Reference ID","Status","Received (IST)","Name","Email"');
  // =HYPERLINK(…) becomes text: prefixed with ' and its quotes doubled inside a quoted cell.
  expect(lines[1]).toContain(`"'=HYPERLINK(""http://example.org"",""click"")"`);
  expect(lines[1]).toContain(`"'+91 98450 12345"`);
});

test("an operator retries a dead mail from the outbox and it is sent", async ({ page }) => {
  await logInAsOperator(page);
  await page.getByRole("link", { name: "Outbox" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(SEEDED.reference) });
  await expect(row).toContainText("Dead");
  await expect(row).toContainText(SEEDED.lastError);
  await expect(row).toContainText("12");
  // The error in plain words with what to do, the raw text folded away for
  // whoever helps, and at 1280 px the table fits with its Retry button in view.
  await expect(row).toContainText("The mail server could not be reached.");
  await expect(row).toContainText("The site keeps trying by itself");
  await expect(row.getByText(SEEDED.lastError)).toBeHidden();
  await row.getByText("Technical detail").click();
  await expect(row.getByText(SEEDED.lastError)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  const retryBox = await row.getByRole("button", { name: /Retry now/ }).boundingBox();
  expect(retryBox!.x + retryBox!.width).toBeLessThanOrEqual(1280);
  await row.getByRole("button", { name: /Retry now/ }).click();
  await expect(page.getByRole("status")).toContainText("Sending again now");

  // The record page shows the mail delivered once the dispatcher has sent it.
  await page.getByRole("link", { name: "Contact enquiries" }).first().click();
  await page.getByLabel("Search").fill(SEEDED.reference);
  await page.getByRole("button", { name: "Show records" }).click();
  await expect(page).toHaveURL(/[?&]q=REQ-/);
  await page.getByRole("row", { name: new RegExp(SEEDED.reference) }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(SEEDED.reference);
  const mail = page.getByRole("table", { name: /Mail about this record/ }).getByRole("row", { name: /Notification to the operator/ });
  await expect(async () => {
    await page.reload();
    await expect(mail).toContainText("Sent", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("table", { name: /Changes to this record/ })).toContainText("Asked to send again: notification to the operator (was dead)");
  await page.goto("/admin/outbox");
  await expect(page.getByRole("row", { name: new RegExp(SEEDED.reference) })).toHaveCount(0);
});

test("erasing a record needs the typed confirmation and removes it and its mail", async ({ page, request, baseURL, guard }) => {
  guard.allowConsole(/status of 422/); // the refused confirmation is answered 422
  const reference = await submitEnquiry(request, baseURL!, { name: "Erase Requester", email: "erase.requester@example.org" });
  await logInAsOperator(page);
  await page.goto(`/admin?reference=${reference}`);
  const recordUrl = page.url();
  await page.getByRole("link", { name: "Erase this record…" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Erase ${reference}?`);

  // A wrong word keeps the record.
  await page.getByLabel("To confirm, type ERASE in capital letters").fill("erase");
  await page.getByRole("button", { name: "Erase for good" }).click();
  await expect(page.getByText("Type ERASE in capital letters to confirm")).toBeVisible();
  await page.getByRole("link", { name: "Keep the record and go back" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);

  await page.getByRole("link", { name: "Erase this record…" }).click();
  await page.getByLabel("To confirm, type ERASE in capital letters").fill("ERASE");
  await page.getByRole("button", { name: "Erase for good" }).click();
  await expect(page.getByRole("status")).toContainText(`Record ${reference} and its mail were erased.`);
  await expect(page).toHaveURL(/\/admin\/contact-inquiries\?erased=/);

  // Gone: the record page is a 404, search finds nothing, the reference box says so.
  const gone = await page.request.get(recordUrl);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).not.toContain("Erase Requester");
  await page.goto(`/admin/contact-inquiries?q=${reference}`);
  await expect(page.getByText("No records match.")).toBeVisible();
  await page.goto(`/admin/outbox`);
  await expect(page.getByRole("row", { name: new RegExp(reference) })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the operator logs in, changes a status and logs out with plain HTML forms", async ({ page, request, baseURL }) => {
    const reference = await submitEnquiry(request, baseURL!, { name: "Plain Form Visitor", email: "plain.form@example.org" });
    await logInAsOperator(page);
    await page.goto(`/admin/contact-inquiries?q=${reference}`);
    await page.getByRole("link", { name: "Plain Form Visitor" }).click();
    await page.getByRole("button", { name: "Mark as in progress" }).click();
    await expect(page.getByRole("status")).toContainText("Status changed to in progress.");
    // Post, redirect, get: reloading does not post again.
    expect(page.url()).toContain("done=status");
    await page.reload();
    await expect(page.getByText("Current status:")).toContainText("In progress");

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("status")).toContainText("You have logged out.");
    await page.goto("/admin/contact-inquiries");
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
  });
});
