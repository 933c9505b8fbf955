// What the contact form's answer promises, and that the promise stays: a message about an
// emergency is answered with "call us now", our number a link a phone dials (and the national
// Elder Line while the centre is closed), never with a reply within 24 hours, and its operator's
// mail is marked urgent; after the spec's 5-second reset the receipt that takes the answer's place
// keeps the answer's promise, in view and focused where the visitor was. On a phone at Larger text
// and a desktop at 200 % zoom, with JavaScript and without.
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { expectAnswerInView, screens, useTextSize } from "#tests/support/answer-in-view.ts";
import { field, operatorMail, referenceIn, uniqueEmail } from "#tests/support/forms-e2e.ts";
import { contactCopy } from "#app/content/form-words/contact.ts";
import { receiptCopy } from "#app/content/form-words/receipt.ts";
import { isOpenAt } from "#app/core/opening-hours.ts";
import { site } from "#app/core/site.ts";

test.describe.configure({ timeout: 45_000 });

const c = contactCopy.fields;
const form = (page: Page) => page.locator("#contact-form");

async function send(page: Page, subject: string) {
  await page.goto("/contact");
  await field(form(page), c.name.label).fill("Kamala Devi");
  await field(form(page), c.email.label).fill(uniqueEmail(`contact-${subject}`));
  await field(form(page), c.phone.label).fill("98450 12345");
  await field(form(page), c.subject.label).selectOption(subject);
  await field(form(page), c.message.label).fill("My husband has fallen and cannot get up.");
  await form(page).getByRole("button", { name: contactCopy.submit }).click();
}

/** The emergency's answer: call us now with our number as a link (the Elder Line too while we are closed), no reply within a day. */
async function expectCallNow(answer: ReturnType<Page["locator"]>) {
  await expect(answer.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.tel}`);
  await expect(answer.getByRole("link", { name: site.elderLine.display, exact: true })).toHaveCount(isOpenAt() ? 0 : 1);
  await expect(answer).not.toContainText(`${site.replyWithinHours.contact} hours`);
}

for (const screen of screens) {
  test.describe(`with JavaScript, ${screen.name}, larger text`, () => {
    test.use({ viewport: screen.size });

    test("an emergency: call us now in the answer and in the receipt after 5 s, which keeps the focus in view; the operator's mail is marked urgent", async ({ page }) => {
      // The browser clock stands in for real waiting: the page's timers run when it is moved on.
      await page.clock.install();
      await useTextSize(page, "larger");
      await send(page, "emergency");
      const answer = form(page).getByRole("status").filter({ hasText: contactCopy.urgent.heading });
      await expectAnswerInView(page, answer, "the emergency's answer");
      await expectCallNow(answer);
      const reference = await referenceIn(answer);

      await page.clock.fastForward(5_000);
      const receipt = form(page).getByRole("region", { name: receiptCopy.heading });
      await expect(receipt).toBeVisible();
      await expectAnswerInView(page, receipt, "the receipt after the reset");
      await expectCallNow(receipt);
      await page.screenshot({ path: `.tmp/shots/contact-emergency-receipt-${screen.size.width}.png` });

      expect((await operatorMail(reference)).subject).toMatch(/^URGENT: New Contact Inquiry - Emergency support/);
    });

    test("any other message: the receipt after 5 s keeps the promise of a reply within 24 hours, in view and focused", async ({ page }) => {
      await page.clock.install();
      await useTextSize(page, "larger");
      await send(page, "outings");
      const answer = form(page).getByRole("status").filter({ hasText: contactCopy.success.heading });
      await expectAnswerInView(page, answer, "the answer");
      await page.clock.fastForward(5_000);
      const receipt = form(page).getByRole("region", { name: receiptCopy.heading });
      await expect(receipt).toBeVisible();
      await expect(receipt).toContainText(contactCopy.success.body);
      await expectAnswerInView(page, receipt, "the receipt after the reset");
      expect((await operatorMail(await referenceIn(receipt))).subject).toBe("New Contact Inquiry - Leisure outings and tours");
    });
  });

  test.describe(`without JavaScript, ${screen.name}`, () => {
    test.use({ viewport: screen.size, javaScriptEnabled: false });

    test("an emergency: call us now, with our number a link a phone dials", async ({ page }) => {
      await send(page, "emergency");
      const answer = form(page).getByRole("status").filter({ hasText: contactCopy.urgent.heading });
      await expectAnswerInView(page, answer, "the emergency's answer");
      await expectCallNow(answer);
    });
  });
}
