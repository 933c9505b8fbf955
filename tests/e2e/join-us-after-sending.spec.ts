// After an application is sent, /join-us shows the receipt and what happens
// next, not a live copy of the form that was sent (which, pressed again, emptied itself and showed
// ten errors as if the first application had failed). A new application is one deliberate step
// away. With JavaScript on (and after the 5-second reset time) and off, on a phone and at 200 % zoom.
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "#tests/support/e2e.ts";
import { screens } from "#tests/support/answer-in-view.ts";
import { field, referenceIn, uniqueEmail } from "#tests/support/forms-e2e.ts";
import { joinUsCopy } from "#app/content/form-words/join-us.ts";
import { memberCopy } from "#app/content/form-words/member.ts";
import { receiptCopy } from "#app/content/form-words/receipt.ts";
import { volunteerCopy } from "#app/content/form-words/volunteer.ts";

const m = memberCopy.fields;
const v = volunteerCopy.fields;

const applications = [
  {
    tab: "member" as const,
    copy: memberCopy,
    path: "/join-us",
    fill: async (panel: Locator) => {
      await field(panel, m.firstName.label).fill("Lakshmi");
      await field(panel, m.lastName.label).fill("Narayan");
      await field(panel, m.dateOfBirth.label).fill("1952-03-10");
      await field(panel, m.email.label).fill(uniqueEmail("after-member"));
      await field(panel, m.phone.label).fill("98450 12345");
      await field(panel, m.address.label).fill("12, 4th Cross, Jalahalli");
      await field(panel, m.city.label).fill("Bangalore");
      await field(panel, m.emergencyContact.label).fill("Ravi Narayan");
      await field(panel, m.emergencyPhone.label).fill("98860 54321");
      await panel.getByRole("radio", { name: /^Premium/ }).check();
    },
  },
  {
    tab: "volunteer" as const,
    copy: volunteerCopy,
    path: "/join-us?tab=volunteer",
    fill: async (panel: Locator) => {
      await field(panel, v.firstName.label).fill("Arjun");
      await field(panel, v.lastName.label).fill("Menon");
      await field(panel, v.email.label).fill(uniqueEmail("after-volunteer"));
      await field(panel, v.phone.label).fill("98450 67890");
      await field(panel, v.address.label).fill("7, MES Road");
      await field(panel, v.city.label).fill("Bangalore");
      await field(panel, v.motivation.label).fill("I help my grandparents with their phones and enjoy it.");
      await field(panel, v.preferredArea.label).selectOption("technology");
      await panel.getByRole("checkbox", { name: /background check/ }).check();
    },
  },
];

const panelOf = (page: Page, tab: "member" | "volunteer") => page.getByRole("tabpanel", { name: joinUsCopy.tabs[tab] });

/** The page after a success: the receipt and the next steps, and no form to send again. */
async function expectReceiptOnly(panel: Locator, copy: typeof memberCopy | typeof volunteerCopy, reference: string) {
  const status = panel.getByRole("status");
  await expect(status).toContainText(copy.success.heading);
  await expect(status).toContainText(reference);
  // No live copy of the sent form: no fields, no button that sends it again.
  await expect(panel.locator("form")).toHaveCount(0);
  await expect(panel.getByRole("textbox")).toHaveCount(0);
  await expect(panel.getByRole("button", { name: copy.submit })).toHaveCount(0);
  await expect(panel.getByRole("heading", { name: copy.success.next.heading })).toBeVisible();
  for (const step of copy.success.next.steps) await expect(panel).toContainText(step);
  // ...nor the receipt's own dismiss button: there is nothing under it to go back to.
  await expect(panel.getByRole("button", { name: receiptCopy.dismiss })).toHaveCount(0);
}

for (const screen of screens) {
  for (const app of applications) {
    test.describe(`${app.tab} application, ${screen.name}`, () => {
      test.use({ viewport: screen.size });

      test("with JavaScript: the receipt and next steps stay, the form is gone; a new application is one step away", async ({ page }) => {
        await page.clock.install();
        await page.goto(app.path);
        await hydrated(page, `#join-us-panel-${app.tab} form`);
        const panel = panelOf(page, app.tab);
        await app.fill(panel);
        await panel.getByRole("button", { name: app.copy.submit }).click();
        const reference = await referenceIn(panel.getByRole("status"));
        await expectReceiptOnly(panel, app.copy, reference);
        await page.screenshot({ path: `.tmp/shots/join-us-${app.tab}-sent-js-${screen.size.width}.png` });

        // Long after the spec's 5-second reset, the page still says what happened.
        await page.clock.fastForward(60_000);
        await expectReceiptOnly(panel, app.copy, reference);

        // Another application (for a husband or a friend) is a deliberate step, and starts empty.
        await panel.getByRole("link", { name: app.copy.success.another }).click();
        await expect(field(panel, app.copy.fields.firstName.label)).toBeVisible();
        await expect(field(panel, app.copy.fields.firstName.label)).toHaveValue("");
        await expect(field(panel, app.copy.fields.firstName.label)).toBeFocused();
        await expect(panel.getByRole("status")).toHaveCount(0);
      });

      test.describe("without JavaScript", () => {
        test.use({ javaScriptEnabled: false });
        test("the answer page shows the receipt and next steps, not the form; a new application is one link away", async ({ page }) => {
          await page.goto(app.path);
          const panel = panelOf(page, app.tab);
          await app.fill(panel);
          await panel.getByRole("button", { name: app.copy.submit }).click();
          const reference = await referenceIn(panel.getByRole("status"));
          await expectReceiptOnly(panel, app.copy, reference);
          await page.screenshot({ path: `.tmp/shots/join-us-${app.tab}-sent-nojs-${screen.size.width}.png` });

          await panel.getByRole("link", { name: app.copy.success.another }).click();
          await expect(page).not.toHaveURL(/sent=/);
          await expect(field(panelOf(page, app.tab), app.copy.fields.firstName.label)).toHaveValue("");
          await expect(panelOf(page, app.tab).getByRole("status")).toHaveCount(0);
        });
      });
    });
  }
}
