// The contact form (spec: Contact; sections 4 and 8) as a visitor uses it, with JavaScript on and
// off: the loading words and disabled button, the success panel with a Reference ID and the
// operator's mail, messages beside fields, the 5 s reset, a failed send, and links that start the form.
import { expect, hydrated, test } from "#tests/support/e2e.ts";
import { field, holdScripts, holdSubmissions, operatorMail, referenceIn } from "#tests/support/forms-e2e.ts";
import { contactCopy } from "#app/content/form-words/contact.ts";
import { fieldNames } from "#tests/support/field-names.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { validationCopy } from "#app/content/form-words/validation.ts";
import { contactSubjects, labelOf } from "#app/core/form-options.ts";
import { operatorMailCopy } from "#app/content/mail.ts";
import type { Page } from "@playwright/test";

const f = contactCopy.fields;
const form = (page: Page) => page.locator("#contact-form");

/** Sends the form the ordinary way with a field wrong: status 400, and the page back with the error summary. */
async function sendRefused(page: Page) {
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await form(page).getByRole("button", { name: contactCopy.submit }).click();
  expect((await response).status()).toBe(400);
  await expect(form(page).getByRole("heading", { name: commonCopy.errorSummaryHeading })).toBeVisible();
}

async function fillGoodEnquiry(page: Page, name = "Asha Rao") {
  const region = form(page);
  await field(region, f.name.label).fill(name);
  await field(region, f.email.label).fill("asha@example.in");
  await field(region, f.phone.label).fill("98450 12345");
  await field(region, f.subject.label).selectOption("outings");
  await field(region, f.message.label).fill("Is there a place on the next day trip?");
}

test.describe("with JavaScript", () => {
  test("sends an enquiry without a page load: loading words, Reference ID, operator mail, then the 5 s reset", async ({ page }) => {
    // The browser clock stands in for real waiting: the page's timers run when it is moved on.
    await page.clock.install();
    await page.goto("/contact");
    await fillGoodEnquiry(page);
    const release = await holdSubmissions(page);
    const button = form(page).getByRole("button", { name: contactCopy.submit });
    await button.click();

    const busy = form(page).getByRole("button", { name: contactCopy.loading });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    const url = page.url();
    release();

    const panel = form(page).getByRole("status");
    await expect(panel).toContainText(contactCopy.success.heading);
    await expect(panel).toBeFocused();
    const reference = await referenceIn(panel);
    expect(page.url()).toBe(url); // no navigation
    await expect(form(page).getByRole("button", { name: contactCopy.submit })).toBeDisabled();

    const mail = await operatorMail(reference);
    expect(mail.subject).toBe(operatorMailCopy.contact.subject(labelOf(contactSubjects, "outings")));
    expect(mail.text).toContain(reference);
    expect(mail.text).toContain("Asha Rao");

    // Spec section 4: after 5 s the panel goes, the fields are emptied, the button works again.
    await page.clock.fastForward(5_000);
    await expect(panel).toBeHidden();
    await expect(field(form(page), f.name.label)).toHaveValue("");
    await expect(field(form(page), f.message.label)).toHaveValue("");
    await expect(form(page).getByRole("button", { name: contactCopy.submit })).toBeEnabled();
  });

  test("checks the fields before sending: a summary linked to each field, messages beside them", async ({ page }) => {
    await page.goto("/contact");
    await field(form(page), f.name.label).fill("Asha Rao");
    await field(form(page), f.email.label).fill("asha@");
    await form(page).getByRole("button", { name: contactCopy.submit }).click();

    const summary = form(page).getByRole("heading", { name: commonCopy.errorSummaryHeading }).locator("..");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([validationCopy.email(fieldNames.contact.email), f.phone.required, f.subject.required, f.message.required]);

    const email = field(form(page), f.email.label);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(new RegExp(validationCopy.email(fieldNames.contact.email).replace(/[.]/g, "\\.")));
    await expect(field(form(page), f.name.label)).not.toHaveAttribute("aria-invalid", "true");

    // A summary link takes the visitor to the field.
    await summary.getByRole("link", { name: f.phone.required }).click();
    await expect(field(form(page), f.phone.label)).toBeFocused();

    // Putting a field right clears its message as the visitor types.
    await email.fill("asha@example.in");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await expect(summary.getByRole("link")).toHaveCount(3);
  });

  test("shows the spec's error heading and message when the send fails, keeping what was typed", async ({ page, guard }) => {
    // The browser clock stands in for real waiting: the page's timers run when it is moved on.
    await page.clock.install();
    guard.allowConsole(/Failed to load resource|ERR_FAILED|net::/);
    await page.goto("/contact");
    await fillGoodEnquiry(page, "Ravi Kumar");
    // The form's background post (the island's fetch to /contact) meets a refused connection.
    await page.route(
      (url) => url.pathname === "/contact",
      (route) => (route.request().method() === "POST" && route.request().resourceType() === "fetch" ? route.abort("connectionrefused") : route.fallback()),
    );
    await form(page).getByRole("button", { name: contactCopy.submit }).click();

    const alert = form(page).getByRole("alert");
    await expect(alert).toContainText(contactCopy.failure.heading);
    await expect(alert).toContainText(contactCopy.failure.body);
    await expect(field(form(page), f.name.label)).toHaveValue("Ravi Kumar");
    await expect(form(page).getByRole("button", { name: contactCopy.submit })).toBeEnabled();
    // The error clears after 5 s too; the typed values stay.
    await page.clock.fastForward(5_000);
    await expect(alert).toBeHidden();
    await expect(field(form(page), f.name.label)).toHaveValue("Ravi Kumar");
  });

  test("what is typed while the page's scripts are still loading survives their start", async ({ page, guard }) => {
    // A slow phone: the page is on screen, its scripts are not running yet. The form then posts
    // the ordinary way; the refused post comes back with the text kept, and the visitor changes it
    // before the scripts arrive. React sets a server-rendered text area back to the server's text
    // when it takes the page over (it keeps inputs and selects): the Textarea must not lose the
    // change (app/hooks/keep-typed-text.ts).
    guard.allowConsole(/status of 400/);
    const release = await holdScripts(page);
    // The frame's own goto, not waiting for the load event: both would wait for the held scripts.
    await page.mainFrame().goto("/contact", { waitUntil: "commit" });
    await field(form(page), f.email.label).fill("asha@example.in");
    await field(form(page), f.message.label).fill("The first words.");
    await sendRefused(page);
    await expect(field(form(page), f.message.label)).toHaveValue("The first words.");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    await field(form(page), f.name.label).fill("Asha Rao");
    await field(form(page), f.subject.label).selectOption("outings");
    await field(form(page), f.message.label).fill("The words after the refusal, typed before the scripts came.");
    release();
    await hydrated(page);

    await expect(field(form(page), f.name.label)).toHaveValue("Asha Rao");
    await expect(field(form(page), f.subject.label)).toHaveValue("outings");
    await expect(field(form(page), f.message.label)).toHaveValue("The words after the refusal, typed before the scripts came.");
    // The box is React's from now on: typing still works and reaches the form's state.
    await field(form(page), f.message.label).fill("One more change, after the scripts.");
    await expect(field(form(page), f.message.label)).toHaveValue("One more change, after the scripts.");
  });

  test("starts the form from a link: subject chosen, message begun", async ({ page }) => {
    await page.goto("/contact?subject=outings&about=Scenic%20Day%20Trips");
    await expect(field(form(page), f.subject.label)).toHaveValue("outings");
    await expect(field(form(page), f.message.label)).toHaveValue(contactCopy.prefilledMessage("Scenic Day Trips"));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an ordinary post returns the page with the success panel and a Reference ID", async ({ page }) => {
    await page.goto("/contact");
    await fillGoodEnquiry(page, "Meera Iyer");
    await form(page).getByRole("button", { name: contactCopy.submit }).click();
    // Post/redirect/get: the answer is /contact again, with the signed answer in its address.
    await expect(page).toHaveURL(/\/contact\?sent=/);

    const panel = form(page).getByRole("status");
    await expect(panel).toContainText(contactCopy.success.heading);
    await expect(panel).toBeFocused(); // autofocus brings the visitor to it
    const reference = await referenceIn(panel);
    const mail = await operatorMail(reference);
    expect(mail.text).toContain("Meera Iyer");
    // Ready for another message.
    await expect(field(form(page), f.name.label)).toHaveValue("");
  });

  test("bad input comes back with status 400, messages beside the fields and everything typed kept", async ({ page, guard }) => {
    guard.allowConsole(/status of 400/); // the browser reports the page's own 400 status
    await page.goto("/contact");
    await field(form(page), f.name.label).fill("Meera Iyer");
    await field(form(page), f.email.label).fill("meera@example.in");
    await field(form(page), f.phone.label).fill("12");
    await field(form(page), f.message.label).fill("Please call me about outings.\nThank you.");
    await sendRefused(page);
    await expect(field(form(page), f.phone.label)).toHaveAccessibleDescription(new RegExp(validationCopy.phoneNumber(fieldNames.contact.phone).slice(0, 30)));
    await expect(field(form(page), f.subject.label)).toHaveAccessibleDescription(new RegExp(f.subject.required));
    await expect(field(form(page), f.name.label)).toHaveValue("Meera Iyer");
    await expect(field(form(page), f.email.label)).toHaveValue("meera@example.in");
    await expect(field(form(page), f.phone.label)).toHaveValue("12");
    await expect(field(form(page), f.message.label)).toHaveValue("Please call me about outings.\nThank you.");
  });

  test("a link still starts the form (the page is rendered for the query)", async ({ page }) => {
    await page.goto("/contact?subject=family&about=Family%20visits");
    await expect(field(form(page), f.subject.label)).toHaveValue("family");
    await expect(field(form(page), f.message.label)).toHaveValue(contactCopy.prefilledMessage("Family visits"));
  });
});
