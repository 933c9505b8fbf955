// /join-us (spec: Join Us; sections 3, 4, 5, 8): the member | volunteer switch with and without
// JavaScript, both applications sent and mailed, messages beside fields with what was typed
// kept, the loading words, and the answer that stays until a new application is started.
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "#tests/support/e2e.ts";
import { field, holdSubmissions, operatorMail, referenceIn } from "#tests/support/forms-e2e.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { validationCopy } from "#app/content/form-words/validation.ts";
import { joinUsCopy } from "#app/content/form-words/join-us.ts";
import { memberCopy } from "#app/content/form-words/member.ts";
import { volunteerCopy } from "#app/content/form-words/volunteer.ts";
import { fieldNames } from "#tests/support/field-names.ts";
import { operatorMailCopy } from "#app/content/mail.ts";

const m = memberCopy.fields;
const v = volunteerCopy.fields;
const memberPanel = (page: Page) => page.getByRole("tabpanel", { name: joinUsCopy.tabs.member });
const volunteerPanel = (page: Page) => page.getByRole("tabpanel", { name: joinUsCopy.tabs.volunteer });
const memberTab = (page: Page) => page.getByRole("tab", { name: joinUsCopy.tabs.member });
const volunteerTab = (page: Page) => page.getByRole("tab", { name: joinUsCopy.tabs.volunteer });

/** Opens /join-us on a tab and waits for that form's code, which loads as the visitor nears the forms. */
async function openJoinUs(page: Page, tab: "member" | "volunteer" = "member") {
  await page.goto(tab === "member" ? "/join-us" : "/join-us?tab=volunteer");
  await hydrated(page, `#join-us-panel-${tab} form`);
}

async function fillMember(panel: Locator, firstName = "Lakshmi") {
  await field(panel, m.firstName.label).fill(firstName);
  await field(panel, m.lastName.label).fill("Narayan");
  await field(panel, m.dateOfBirth.label).fill("1952-03-10");
  await field(panel, m.email.label).fill("lakshmi@example.in");
  await field(panel, m.phone.label).fill("98450 12345");
  await field(panel, m.address.label).fill("12, 4th Cross, Jalahalli");
  await field(panel, m.city.label).fill("Bangalore");
  await field(panel, m.emergencyContact.label).fill("Ravi Narayan");
  await field(panel, m.emergencyPhone.label).fill("98860 54321");
  await panel.getByRole("checkbox", { name: "Gardening" }).check();
  await panel.getByRole("checkbox", { name: "Music & Dance" }).check();
  await panel.getByRole("radio", { name: /^Premium/ }).check();
  await field(panel, m.hearAboutUs.label).selectOption("doctor");
}

async function fillVolunteer(panel: Locator, firstName = "Arjun") {
  await field(panel, v.firstName.label).fill(firstName);
  await field(panel, v.lastName.label).fill("Menon");
  await field(panel, v.email.label).fill("arjun@example.in");
  await field(panel, v.phone.label).fill("98450 67890");
  await field(panel, v.address.label).fill("7, MES Road");
  await field(panel, v.city.label).fill("Bangalore");
  await panel.getByRole("checkbox", { name: "Technology Support" }).check();
  await panel.getByRole("checkbox", { name: "Saturday morning" }).check();
  await field(panel, v.motivation.label).fill("I help my grandparents with their phones and enjoy it.");
  await field(panel, v.preferredArea.label).selectOption("technology");
  await panel.getByRole("checkbox", { name: /background check/ }).check();
}

test.describe("with JavaScript", () => {
  test("member is the default tab; the tabs switch by click and by arrow keys, keeping what was typed", async ({ page }) => {
    await openJoinUs(page);
    await expect(memberTab(page)).toHaveAttribute("aria-selected", "true");
    await expect(memberPanel(page)).toBeVisible();
    await expect(volunteerPanel(page)).toBeHidden();

    await field(memberPanel(page), m.firstName.label).fill("Kamala");
    await volunteerTab(page).click();
    await expect(page).toHaveURL(/\?tab=volunteer/);
    await expect(volunteerPanel(page)).toBeVisible();
    await expect(memberPanel(page)).toBeHidden();

    await volunteerTab(page).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(memberTab(page)).toBeFocused();
    await expect(memberTab(page)).toHaveAttribute("aria-selected", "true");
    await expect(field(memberPanel(page), m.firstName.label)).toHaveValue("Kamala");
    // Only the chosen tab is in the Tab order; the other is reached with the arrow keys.
    await expect(volunteerTab(page)).toHaveAttribute("tabindex", "-1");
  });

  test("the member form's code loads as the visitor nears the form; until then it is the server's HTML", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto("/join-us");
    await page.waitForLoadState("networkidle");
    expect(fetched.filter((p) => /(member|volunteer)-form/.test(p))).toEqual([]);
    await expect(field(memberPanel(page), m.firstName.label)).toBeAttached();

    await page.locator("#apply").scrollIntoViewIfNeeded();
    await hydrated(page, "#join-us-panel-member form");
    expect(fetched.filter((p) => p.includes("member-form"))).toHaveLength(1);
    expect(fetched.filter((p) => p.includes("volunteer-form"))).toEqual([]);
  });

  test("the volunteer form's code loads only when its tab is wanted, and what was typed in it stays", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto("/join-us");
    await page.waitForLoadState("networkidle");
    expect(fetched.filter((p) => p.includes("volunteer-form"))).toEqual([]);
    await expect(volunteerPanel(page).locator("form")).toHaveCount(0);

    await volunteerTab(page).click();
    // The request starts as the tab answers the click, which may be a moment after click() returns.
    await expect.poll(() => fetched.filter((p) => p.includes("volunteer-form")).length).toBe(1);
    await field(volunteerPanel(page), v.firstName.label).fill("Arjun");
    await memberTab(page).click();
    await expect(volunteerPanel(page)).toBeHidden();
    await volunteerTab(page).click();
    await expect(field(volunteerPanel(page), v.firstName.label)).toHaveValue("Arjun");
  });

  test("sends a membership application: loading words, Reference ID, mail, 5 s reset", async ({ page }) => {
    // The browser clock stands in for real waiting: the page's timers run when it is moved on.
    await page.clock.install();
    await openJoinUs(page);
    const panel = memberPanel(page);
    await fillMember(panel);
    const release = await holdSubmissions(page);
    await panel.getByRole("button", { name: memberCopy.submit }).click();
    const busy = panel.getByRole("button", { name: memberCopy.loading });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();

    const status = panel.getByRole("status");
    await expect(status).toContainText(memberCopy.success.heading);
    await expect(status).toBeFocused();
    const reference = await referenceIn(status);
    const mail = await operatorMail(reference);
    expect(mail.subject).toBe(operatorMailCopy.member.subject("Lakshmi Narayan"));
    expect(mail.text).toContain("Ravi Narayan");
    expect(mail.text).toContain("Gardening");

    // The answer stays after the spec's 5 s; a new application starts empty.
    await page.clock.fastForward(5_000);
    await expect(status).toBeVisible();
    await panel.getByRole("link", { name: memberCopy.success.another }).click();
    await expect(status).toBeHidden();
    await expect(field(panel, m.firstName.label)).toHaveValue("");
    await expect(panel.getByRole("checkbox", { name: "Gardening" })).not.toBeChecked();
    await expect(panel.getByRole("button", { name: memberCopy.submit })).toBeEnabled();
  });

  test("sends a volunteer application and mails it", async ({ page }) => {
    // The browser clock stands in for real waiting: the page's timers run when it is moved on.
    await page.clock.install();
    await openJoinUs(page, "volunteer");
    const panel = volunteerPanel(page);
    await fillVolunteer(panel);
    const release = await holdSubmissions(page);
    await panel.getByRole("button", { name: volunteerCopy.submit }).click();
    await expect(panel.getByRole("button", { name: volunteerCopy.loading })).toBeDisabled();
    release();

    const status = panel.getByRole("status");
    await expect(status).toContainText(volunteerCopy.success.heading);
    const reference = await referenceIn(status);
    const mail = await operatorMail(reference);
    expect(mail.subject).toBe(operatorMailCopy.volunteer.subject("Arjun Menon"));
    expect(mail.text).toContain("No prior experience");
    await page.clock.fastForward(5_000);
    await expect(status).toBeVisible();
    await panel.getByRole("link", { name: volunteerCopy.success.another }).click();
    await expect(status).toBeHidden();
    await expect(panel.getByRole("checkbox", { name: /background check/ })).not.toBeChecked();
  });

  test("checks an application before sending, with messages beside the fields", async ({ page }) => {
    await openJoinUs(page);
    const panel = memberPanel(page);
    await fillMember(panel);
    await field(panel, m.dateOfBirth.label).fill("2031-01-01");
    await field(panel, m.emergencyPhone.label).fill("");
    await panel.getByRole("button", { name: memberCopy.submit }).click();

    await expect(panel.getByRole("heading", { name: commonCopy.errorSummaryHeading })).toBeVisible();
    await expect(field(panel, m.dateOfBirth.label)).toHaveAccessibleDescription(new RegExp(validationCopy.dateInFuture.slice(0, 30)));
    await expect(field(panel, m.emergencyPhone.label)).toHaveAttribute("aria-invalid", "true");
    await expect(panel.getByRole("status")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tabs are links: ?tab=volunteer shows the volunteer form", async ({ page }) => {
    await page.goto("/join-us");
    await expect(memberPanel(page)).toBeVisible();
    await volunteerTab(page).click();
    await expect(page).toHaveURL(/\/join-us\?tab=volunteer/);
    await expect(volunteerPanel(page)).toBeVisible();
    await expect(memberPanel(page)).toBeHidden();
    await memberTab(page).click();
    await expect(memberPanel(page)).toBeVisible();
  });

  test("a membership application posted as a plain form returns its Reference ID", async ({ page }) => {
    await page.goto("/join-us");
    await fillMember(memberPanel(page), "Saroja");
    await memberPanel(page).getByRole("button", { name: memberCopy.submit }).click();
    const status = memberPanel(page).getByRole("status");
    await expect(status).toContainText(memberCopy.success.heading);
    const reference = await referenceIn(status);
    expect((await operatorMail(reference)).subject).toBe(operatorMailCopy.member.subject("Saroja Narayan"));
  });

  test("a volunteer application with mistakes comes back on the volunteer tab, messages beside fields, everything kept", async ({ page, guard }) => {
    guard.allowConsole(/status of 400/); // the browser reports the page's own 400 status
    await page.goto("/join-us?tab=volunteer");
    const panel = volunteerPanel(page);
    await fillVolunteer(panel, "Farah");
    await field(panel, v.email.label).fill("farah@");
    await panel.getByRole("checkbox", { name: /background check/ }).uncheck();
    await panel.getByRole("button", { name: volunteerCopy.submit }).click();

    await expect(volunteerPanel(page)).toBeVisible();
    await expect(volunteerTab(page)).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByRole("heading", { name: commonCopy.errorSummaryHeading })).toBeVisible();
    await expect(field(panel, v.email.label)).toHaveAccessibleDescription(new RegExp(validationCopy.email(fieldNames.volunteer.email).slice(0, 30)));
    await expect(panel.getByRole("checkbox", { name: /background check/ })).toHaveAccessibleDescription(
      new RegExp(v.backgroundCheck.required.slice(0, 30)),
    );
    // What was typed and ticked is all still there.
    await expect(field(panel, v.firstName.label)).toHaveValue("Farah");
    await expect(field(panel, v.email.label)).toHaveValue("farah@");
    await expect(panel.getByRole("checkbox", { name: "Technology Support" })).toBeChecked();
    await expect(panel.getByRole("checkbox", { name: "Saturday morning" })).toBeChecked();
    await expect(field(panel, v.preferredArea.label)).toHaveValue("technology");
    await expect(field(panel, v.motivation.label)).toHaveValue(/grandparents/);

    // Put right and sent again: success.
    await field(panel, v.email.label).fill("farah@example.in");
    await panel.getByRole("checkbox", { name: /background check/ }).check();
    await panel.getByRole("button", { name: volunteerCopy.submit }).click();
    const status = volunteerPanel(page).getByRole("status");
    const reference = await referenceIn(status);
    expect((await operatorMail(reference)).subject).toBe(operatorMailCopy.volunteer.subject("Farah Menon"));
  });
});
