// After any form's answer, success or error, the answer is in view, below the
// sticky header, and has keyboard focus: on the contact form, both Join Us applications and the
// newsletter boxes of /blog and /events, with JavaScript on (every text size) and off, on a phone
// (360×740) and on a desktop at 200 % zoom (640×400). The refused attempt has a half-typed
// e-mail address ("name@"), whose message (quoting name@example.com) must not widen the page; the
// error summary's link to it lands with the field's label and message in view below the header.
// The answer reads back the phone number and a member's date of birth (typed day first) in words.
// The newsletter's answer stays within one and a half screens, its heading one or two lines. The
// booking form and its cancel page are tests/e2e/booking-answers.spec.ts (they need a published
// event on a server of their own).
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { expectAnswerInView, expectFieldInView, expectNoSidewaysScroll, screens, textSizes, useTextSize, type TextSize } from "#tests/support/answer-in-view.ts";
import { field, uniqueEmail } from "#tests/support/forms-e2e.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { contactCopy } from "#app/content/form-words/contact.ts";
import { joinUsCopy } from "#app/content/form-words/join-us.ts";
import { memberCopy } from "#app/content/form-words/member.ts";
import { newsletterCopy } from "#app/content/form-words/newsletter.ts";
import { volunteerCopy } from "#app/content/form-words/volunteer.ts";

type Form = {
  name: string;
  path: string;
  /** The label of its e-mail field. */
  email: string;
  /** What its answer reads back of what was typed: the phone number as stored, a date of birth in words. */
  readBack: string[];
  /** The form's region on the page. */
  region: (page: Page) => Locator;
  submit: string;
  fill: (region: Locator) => Promise<void>;
  successHeading: string;
};

const m = memberCopy.fields;
const v = volunteerCopy.fields;
const c = contactCopy.fields;

const forms: Form[] = [
  {
    name: "contact",
    path: "/contact",
    email: c.email.label,
    readBack: ["+91 98450 12345"],
    region: (page) => page.locator("#contact-form"),
    submit: contactCopy.submit,
    successHeading: contactCopy.success.heading,
    fill: async (r) => {
      await field(r, c.name.label).fill("Kamala Devi");
      await field(r, c.email.label).fill(uniqueEmail("answer"));
      await field(r, c.phone.label).fill("98450 12345");
      await field(r, c.subject.label).selectOption("technology");
      await field(r, c.message.label).fill("Can my neighbour come with me to the phone class?");
    },
  },
  {
    name: "membership application",
    path: "/join-us",
    email: m.email.label,
    // Typed day first, as written in India.
    readBack: ["+91 98450 12345", "10 March 1952"],
    region: (page) => page.getByRole("tabpanel", { name: joinUsCopy.tabs.member }),
    submit: memberCopy.submit,
    successHeading: memberCopy.success.heading,
    fill: async (r) => {
      await field(r, m.firstName.label).fill("Lakshmi");
      await field(r, m.lastName.label).fill("Narayan");
      await field(r, m.dateOfBirth.label).fill("10-03-1952");
      await field(r, m.email.label).fill(uniqueEmail("member"));
      await field(r, m.phone.label).fill("98450 12345");
      await field(r, m.address.label).fill("12, 4th Cross, Jalahalli");
      await field(r, m.city.label).fill("Bangalore");
      await field(r, m.emergencyContact.label).fill("Ravi Narayan");
      await field(r, m.emergencyPhone.label).fill("98860 54321");
      await r.getByRole("radio", { name: /^Premium/ }).check();
    },
  },
  {
    name: "volunteer application",
    path: "/join-us?tab=volunteer",
    email: v.email.label,
    readBack: ["+91 98450 67890"],
    region: (page) => page.getByRole("tabpanel", { name: joinUsCopy.tabs.volunteer }),
    submit: volunteerCopy.submit,
    successHeading: volunteerCopy.success.heading,
    fill: async (r) => {
      await field(r, v.firstName.label).fill("Arjun");
      await field(r, v.lastName.label).fill("Menon");
      await field(r, v.email.label).fill(uniqueEmail("volunteer"));
      await field(r, v.phone.label).fill("98450 67890");
      await field(r, v.address.label).fill("7, MES Road");
      await field(r, v.city.label).fill("Bangalore");
      await field(r, v.motivation.label).fill("I help my grandparents with their phones and enjoy it.");
      await field(r, v.preferredArea.label).selectOption("technology");
      await r.getByRole("checkbox", { name: /background check/ }).check();
    },
  },
  ...(["blog", "events"] as const).map(
    (source): Form => ({
      name: `newsletter box on /${source}`,
      path: `/${source}`,
      email: newsletterCopy.fields.email.label,
      readBack: [],
      region: (page) => page.locator(`#newsletter-${source}-form`),
      submit: newsletterCopy.submit,
      successHeading: newsletterCopy.success.heading,
      fill: async (r) => {
        await field(r, newsletterCopy.fields.email.label).fill(uniqueEmail(`answer-${source}`));
      },
    }),
  ),
];

/** Opens the form's page and brings the form's end (its button) on screen, as a visitor who filled it in would be. */
async function openForm(page: Page, form: Form) {
  await page.goto(form.path);
  const button = form.region(page).getByRole("button", { name: form.submit });
  await button.scrollIntoViewIfNeeded();
  return button;
}

/** An error summary's region, found by its heading. */
const summaryIn = (region: Locator) => region.locator("[tabindex='-1']").filter({ has: region.page().getByRole("heading", { name: commonCopy.errorSummaryHeading }) });

/** Sends the form with nothing but a half-typed e-mail address. */
async function sendHalfTyped(page: Page, form: Form) {
  const button = await openForm(page, form);
  await field(form.region(page), form.email).fill("name@");
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const summary = summaryIn(form.region(page));
  await expectAnswerInView(page, summary, `${form.name}: the error summary`);
  await expectNoSidewaysScroll(page, `${form.name}: the messages of a half-typed e-mail address`);
  // The half-typed address's link brings its field's label and message into view.
  const link = summary.getByRole("link").filter({ hasText: "name@example.com" });
  const target = decodeURIComponent(new URL((await link.getAttribute("href"))!, "http://x").hash.slice(1));
  await link.click();
  await expectFieldInView(page, page.locator(`[id="${target}"]`), `${form.name}: the e-mail field, from the summary's link`);
}

async function sendFilled(page: Page, form: Form, size?: TextSize) {
  await openForm(page, form);
  await form.fill(form.region(page));
  await form.region(page).getByRole("button", { name: form.submit }).click();
  const answer = form.region(page).getByRole("status").filter({ hasText: form.successHeading });
  await expectAnswerInView(page, answer, `${form.name}: the success answer`);
  for (const typed of form.readBack) await expect(answer, `${form.name}: the answer reads back ${typed}`).toContainText(typed);
  if (form.submit === newsletterCopy.submit && size === "larger" && page.viewportSize()!.width < 500) {
    // On a phone: at most one and a half screens tall, its heading on one or two lines.
    const { height, headingLines } = await answer.evaluate((el) => {
      const heading = el.querySelector("p")!;
      return { height: el.getBoundingClientRect().height, headingLines: Math.round(heading.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(heading).lineHeight)) };
    });
    expect(height, `${form.name}: the answer's height`).toBeLessThanOrEqual(1.5 * page.viewportSize()!.height);
    expect(headingLines, `${form.name}: the answer heading's lines`).toBeLessThanOrEqual(2);
  }
}

for (const screen of screens) {
  test.describe(`with JavaScript, ${screen.name}`, () => {
    test.use({ viewport: screen.size });
    for (const form of forms) {
      // The three text sizes in one test, one after the other (a test costs the clean-up of its tab beside its pages: docs/testing.md).
      test(`${form.name}, at every text size: an error answer and a success answer are in view, below the header, focused`, async ({ page, guard }) => {
        test.setTimeout(90_000); // three sizes, each two loads and two posts
        // A form posted the ordinary way (the newsletter boxes) is refused with a 400, which Chromium reports.
        guard.allowConsole(/status of 400/);
        for (const size of textSizes) {
          await test.step(`${size} text`, async () => {
            await useTextSize(page, size);
            await sendHalfTyped(page, form);
            await sendFilled(page, form, size);
          });
        }
      });
    }
  });

  test.describe(`without JavaScript, ${screen.name}`, () => {
    test.use({ viewport: screen.size, javaScriptEnabled: false });
    for (const form of forms) {
      test(`${form.name}: an error answer and a success answer are in view, below the header, focused`, async ({ page, guard }) => {
        guard.allowConsole(/status of 400/);
        await sendHalfTyped(page, form);
        await sendFilled(page, form);
      });
    }
  });
}

