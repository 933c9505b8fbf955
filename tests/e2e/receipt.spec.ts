// The receipt: after the spec's 5-second reset the form is empty again, but the
// Reference ID (exactly, and grouped for reading out), what was sent and when stay above it until
// the visitor closes them; the page without JavaScript and the confirmation mail carry the same.
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { field, mailCountFor, referenceIn, visitorMail } from "#tests/support/forms-e2e.ts";
import { contactCopy } from "#app/content/form-words/contact.ts";
import { receiptCopy } from "#app/content/form-words/receipt.ts";
import { groupedReference } from "#app/core/reference.ts";

const f = contactCopy.fields;
const form = (page: Page) => page.locator("#contact-form");

async function sendEnquiry(page: Page) {
  const region = form(page);
  await field(region, f.name.label).fill("Kamala Devi");
  await field(region, f.email.label).fill("kamala.receipt@example.in");
  await field(region, f.phone.label).fill("98450 12345");
  await field(region, f.subject.label).selectOption("technology");
  await field(region, f.message.label).fill("Can my neighbour come with me to the phone class?");
  await region.getByRole("button", { name: contactCopy.submit }).click();
  return referenceIn(region.getByRole("status"));
}

test("with JavaScript: the receipt outlasts the reset until it is closed", async ({ page }) => {
  await page.clock.install();
  await page.goto("/contact");
  const reference = await sendEnquiry(page);
  await expect(form(page).getByRole("status")).toContainText(groupedReference(reference));

  await page.clock.fastForward(5_000);
  await expect(form(page).getByRole("status")).toBeHidden();
  await expect(field(form(page), f.name.label)).toHaveValue("");
  const receipt = form(page).getByRole("region", { name: receiptCopy.heading });
  await expect(receipt).toContainText(reference);
  await expect(receipt).toContainText(groupedReference(reference));
  await expect(receipt).toContainText("A message about Technology tutoring");
  await expect(receipt).toContainText(/ IST/);
  // Still there a minute later: a visitor who looked away for a pen finds it.
  await page.clock.fastForward(60_000);
  await expect(receipt).toBeVisible();
  await receipt.getByRole("button", { name: receiptCopy.dismiss }).click();
  await expect(receipt).toHaveCount(0);

  // The confirmation mail carries the same receipt.
  const mail = await visitorMail(reference);
  expect(mail.text).toContain(groupedReference(reference));
  expect(mail.text).toContain("A message about Technology tutoring");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the answer is a page of its own (post/redirect/get): a reload shows the receipt again and sends nothing", async ({ page }) => {
    await page.goto("/contact");
    const reference = await sendEnquiry(page);
    await expect(page).toHaveURL(/\/contact\?sent=/);
    const panel = form(page).getByRole("status");
    await expect(panel).toContainText(groupedReference(reference));
    await expect(panel).toContainText("A message about Technology tutoring");
    await visitorMail(reference);
    const mails = mailCountFor(reference);

    await page.reload();
    await expect(form(page).getByRole("status")).toContainText(reference);
    await page.waitForTimeout(1000);
    expect(mailCountFor(reference)).toBe(mails);
  });

  test("each page carries its own one-time token, and the same form posted twice stores one enquiry", async ({ page, baseURL }) => {
    const tokenOf = async () => page.locator("#contact-form input[name=formToken]").getAttribute("value");
    await page.goto("/contact");
    const token = await tokenOf();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    await page.goto("/contact");
    expect(await tokenOf()).not.toBe(token);

    // A double click without JavaScript: the browser sends the same form twice.
    const fields = { name: "Double Click", email: "double.click@example.in", phone: "98450 12345", subject: "health", message: "Is the yoga class full?", formToken: token!, website: "" };
    const post = () => page.request.post("/contact", { form: fields, headers: { Accept: "text/html", Origin: baseURL! } });
    const [a, b] = await Promise.all([post(), post()]);
    const ref = (html: string) => /REQ-\d{13}-[A-Z0-9]+/.exec(html)?.[0];
    const first = ref(await a.text());
    expect(first).toBeTruthy();
    expect(ref(await b.text())).toBe(first);
    await visitorMail(first!);
    await page.waitForTimeout(1000);
    expect(mailCountFor(first!)).toBe(2); // one notification, one confirmation
  });
});
