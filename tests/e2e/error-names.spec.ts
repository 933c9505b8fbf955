// Every error message names its field. On /join-us both phone numbers used to
// get the same "Please enter a phone number of 7 to 15 digits", so an applicant could not tell
// whether their own number or their emergency contact's was wrong. Each form is sent with values
// that get the generic messages (too long, not an address, too few digits, a choice not offered):
// every message in the error summary (and beside its field) is different and names its field in
// the words the content gives it (tests/support/field-names.ts). With JavaScript (the browser's check) and
// without (the server's).
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "#tests/support/e2e.ts";
import { field } from "#tests/support/forms-e2e.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { contactCopy } from "#app/content/form-words/contact.ts";
import { fieldNames } from "#tests/support/field-names.ts";
import { joinUsCopy } from "#app/content/form-words/join-us.ts";
import { memberCopy } from "#app/content/form-words/member.ts";
import { volunteerCopy } from "#app/content/form-words/volunteer.ts";

type Words = Record<string, { label: string }>;
const long = (n: number) => "x".repeat(n);

const forms = [
  {
    name: "membership application",
    path: "/join-us",
    idPrefix: "member",
    region: (page: Page) => page.getByRole("tabpanel", { name: joinUsCopy.tabs.member }),
    words: memberCopy.fields as Words,
    names: fieldNames.member as Record<string, string>,
    submit: memberCopy.submit,
    fill: async (r: Locator) => {
      const m = memberCopy.fields;
      await field(r, m.firstName.label).fill(long(101));
      await field(r, m.lastName.label).fill("Narayan");
      await field(r, m.dateOfBirth.label).fill("1952-03-10");
      await field(r, m.email.label).fill("lakshmi@");
      await field(r, m.phone.label).fill("98450");
      await field(r, m.address.label).fill(long(301));
      await field(r, m.city.label).fill(long(101));
      await field(r, m.emergencyContact.label).fill("Ravi Narayan");
      await field(r, m.emergencyPhone.label).fill("98860");
      await field(r, m.medicalConditions.label).fill(long(1001));
      await r.getByRole("radio", { name: /^Premium/ }).check();
    },
    // The two phone numbers, the heart of the point: never the same message.
    mustDiffer: ["phone", "emergencyPhone"],
  },
  {
    name: "volunteer application",
    path: "/join-us?tab=volunteer",
    idPrefix: "volunteer",
    region: (page: Page) => page.getByRole("tabpanel", { name: joinUsCopy.tabs.volunteer }),
    words: volunteerCopy.fields as Words,
    names: fieldNames.volunteer as Record<string, string>,
    submit: volunteerCopy.submit,
    fill: async (r: Locator) => {
      const v = volunteerCopy.fields;
      await field(r, v.firstName.label).fill("Arjun");
      await field(r, v.lastName.label).fill(long(101));
      await field(r, v.email.label).fill("arjun@");
      await field(r, v.phone.label).fill("call me");
      await field(r, v.address.label).fill("7, MES Road");
      await field(r, v.city.label).fill("Bangalore");
      await field(r, v.occupation.label).fill(long(101));
      await field(r, v.experience.label).fill(long(2001));
      await field(r, v.motivation.label).fill(long(2001));
      await field(r, v.preferredArea.label).selectOption("technology");
      await r.getByRole("checkbox", { name: /background check/ }).check();
    },
    mustDiffer: ["lastName", "occupation"],
  },
  {
    name: "contact form",
    path: "/contact",
    idPrefix: "contact",
    region: (page: Page) => page.locator("#contact-form"),
    words: contactCopy.fields as Words,
    names: fieldNames.contact as Record<string, string>,
    submit: contactCopy.submit,
    fill: async (r: Locator) => {
      const c = contactCopy.fields;
      await field(r, c.name.label).fill(long(101));
      await field(r, c.email.label).fill("kamala@");
      await field(r, c.phone.label).fill("12345");
      await field(r, c.subject.label).selectOption("technology");
      await field(r, c.message.label).fill(long(2001));
    },
    mustDiffer: ["name", "message"],
  },
];

/** The summary's messages by field (its links point at the fields' boxes: `#<prefix>-<field>-field`). */
async function summaryMessages(region: Locator, idPrefix: string): Promise<Record<string, string>> {
  const summary = region.locator("[tabindex='-1']").filter({ has: region.page().getByRole("heading", { name: commonCopy.errorSummaryHeading }) });
  await expect(summary.getByRole("link").first()).toBeVisible();
  const links = await summary.getByRole("link").evaluateAll((as) => as.map((a) => [a.getAttribute("href") ?? "", a.textContent ?? ""]));
  return Object.fromEntries(links.map(([href = "", text = ""]) => [href.replace(`#${idPrefix}-`, "").replace(/-field$/, ""), text.trim()]));
}

async function expectNamedMessages(page: Page, form: (typeof forms)[number]) {
  const messages = await summaryMessages(form.region(page), form.idPrefix);
  const [a, b] = form.mustDiffer;
  expect(messages[a!], `${a}'s message`).toBeTruthy();
  expect(messages[a!], `the messages of ${a} and ${b}`).not.toBe(messages[b!]);
  // Every message different from every other...
  expect(new Set(Object.values(messages)).size, JSON.stringify(messages, null, 1)).toBe(Object.keys(messages).length);
  for (const [name, message] of Object.entries(messages)) {
    // ...and naming its field as the form's words do.
    const words = form.words[name]!;
    const named = form.names[name];
    expect(named, `the words of ${name} name the field`).toBeTruthy();
    expect(message.toLowerCase(), `${name}'s message`).toContain(named!.toLowerCase());
    // The message beside the field is the same (a group of options carries it on its fieldset).
    if (["interests", "membershipType", "skills", "availability"].includes(name)) continue;
    await expect(field(form.region(page), words.label).first()).toHaveAccessibleDescription(new RegExp(message.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  }
}

test.describe("with JavaScript", () => {
  for (const form of forms) {
    test(`${form.name}: each message names its field`, async ({ page }) => {
      await page.goto(form.path);
      await hydrated(page, `#${form.idPrefix}-form form`);
      await form.fill(form.region(page));
      await form.region(page).getByRole("button", { name: form.submit }).click();
      await expectNamedMessages(page, form);
    });
  }

  test("membership application: a choice that is not offered names its field too", async ({ page }) => {
    const form = forms[0]!;
    await page.goto(form.path);
    await hydrated(page, "#member-form form");
    await form.fill(form.region(page));
    // As a crafted page would post: values the lists do not offer.
    await page.evaluate(() => {
      document.querySelector<HTMLInputElement>("input[name=membershipType]:checked")!.value = "gold";
      document.querySelector<HTMLInputElement>("input[name=interests]")!.value = "skydiving";
      document.querySelector<HTMLInputElement>("input[name=interests]")!.checked = true;
      const select = document.querySelector<HTMLSelectElement>("select[name=hearAboutUs]")!;
      select.options[1]!.value = "radio";
      select.selectedIndex = 1;
    });
    await form.region(page).getByRole("button", { name: form.submit }).click();
    await expectNamedMessages(page, form);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const form of forms) {
    test(`${form.name}: each message names its field`, async ({ page, guard }) => {
      guard.allowConsole(/status of 400/);
      await page.goto(form.path);
      await form.fill(form.region(page));
      await form.region(page).getByRole("button", { name: form.submit }).click();
      await expectNamedMessages(page, form);
    });
  }
});
