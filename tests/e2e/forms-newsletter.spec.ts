// The newsletter box (spec: Blog; sections 3, 4, 8): subscribing from /blog with JavaScript on
// and off, a repeat answered exactly like a new address, and the box on /events. The double
// opt-in journey (confirm, an issue, unsubscribe) is tests/e2e/newsletter-journey.spec.ts.
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { field, holdPosts, mailCountFor, operatorMail, referenceIn, uniqueEmail } from "#tests/support/forms-e2e.ts";
import { newsletterCopy } from "#app/content/form-words/newsletter.ts";
import { fieldNames } from "#tests/support/field-names.ts";
import { validationCopy } from "#app/content/form-words/validation.ts";
import { operatorMailCopy } from "#app/content/mail.ts";

const label = newsletterCopy.fields.email.label;
const box = (page: Page, source = "blog") => page.locator(`#newsletter-${source}-form`);

// The boxes are on reading pages, which React does not run on: with JavaScript too they post the
// ordinary way and the page comes back with the answer; app/enhance/busy-form.ts shows the
// loading words and disables the button while the post is on its way (spec section 4).
test.describe("with JavaScript", () => {
  test("subscribes: loading words and a disabled button while sent, then the Reference ID and the mail", async ({ page }) => {
    await page.goto("/blog");
    const email = uniqueEmail("blog-js");
    await field(box(page), label).fill(email);
    // What the button says while the post is held, reported by the page itself (the test's own
    // look-ups would wait for the held navigation to finish). A second press is tried as well.
    const seen: { text: string | null; disabled: boolean; submits: number }[] = [];
    await page.exposeFunction("reportButton", (state: (typeof seen)[number]) => seen.push(state));
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>("#newsletter-blog-form form")!;
      const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
      let submits = 0;
      form.addEventListener("submit", (event) => !event.defaultPrevented && submits++);
      new MutationObserver(() => {
        if (button.disabled) button.click();
        (window as unknown as { reportButton(s: object): void }).reportButton({ text: button.textContent, disabled: button.disabled, submits });
      }).observe(button, { attributes: true, childList: true, subtree: true, characterData: true });
    });
    const release = await holdPosts(page, "/blog");
    // The page is leaving (its post is held): the click does not wait for the next one.
    await box(page).getByRole("button", { name: newsletterCopy.submit }).click({ noWaitAfter: true });
    await expect.poll(() => seen.at(-1)).toEqual({ text: newsletterCopy.loading, disabled: true, submits: 1 });
    release();

    const status = box(page).getByRole("status");
    await expect(status).toContainText(newsletterCopy.success.heading);
    await expect(status).toBeFocused();
    const reference = await referenceIn(status);
    const mail = await operatorMail(reference);
    expect(mail.subject).toBe(operatorMailCopy.newsletter.subject());
    expect(mail.text).toContain(email);
    expect(mail.text).toContain("blog");
  });

  test("a repeat, in other capitals, gets the same answer as a new address, its own Reference ID and no new mail", async ({ page }) => {
    const email = uniqueEmail("repeat");
    await page.goto("/blog");
    await field(box(page), label).fill(email);
    await box(page).getByRole("button", { name: newsletterCopy.submit }).click();
    const first = await referenceIn(box(page).getByRole("status"));
    await operatorMail(first);
    const mailBefore = mailCountFor(first);

    await page.goto("/blog");
    await field(box(page), label).fill(email.toUpperCase());
    await box(page).getByRole("button", { name: newsletterCopy.submit }).click();
    const status = box(page).getByRole("status");
    // Nothing tells a stranger typing this address that it is on the list.
    await expect(status).toContainText(newsletterCopy.success.heading);
    const second = await referenceIn(status);
    expect(second).not.toBe(first);
    expect(mailCountFor(first)).toBe(mailBefore);
    expect(mailCountFor(second)).toBe(0);
  });

  test("an address that is not one comes back with its message beside the field, the address kept", async ({ page, guard }) => {
    guard.allowConsole(/status of 400/);
    await page.goto("/blog");
    await field(box(page), label).fill("asha@example");
    await box(page).getByRole("button", { name: newsletterCopy.submit }).click();
    await expect(field(box(page), label)).toHaveAccessibleDescription(new RegExp(validationCopy.email(fieldNames.newsletter.email).slice(0, 30)));
    await expect(field(box(page), label)).toHaveValue("asha@example");
    await expect(box(page).getByRole("status")).toHaveCount(0);
    // The button is ready for the corrected address.
    await expect(box(page).getByRole("button", { name: newsletterCopy.submit })).toBeEnabled();
  });

  test("the box on /events subscribes with source events, and the visitor stays on /events", async ({ page }) => {
    await page.goto("/events");
    const email = uniqueEmail("events-js");
    await field(box(page, "events"), label).fill(email);
    await box(page, "events").getByRole("button", { name: newsletterCopy.submit }).click();
    const reference = await referenceIn(box(page, "events").getByRole("status"));
    await expect(page).toHaveURL(/\/events\?sent=/);
    expect((await operatorMail(reference)).text).toContain("events");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an ordinary post subscribes and returns /blog with the Reference ID", async ({ page }) => {
    await page.goto("/blog");
    await field(box(page), label).fill(uniqueEmail("blog-nojs"));
    await box(page).getByRole("button", { name: newsletterCopy.submit }).click();
    const reference = await referenceIn(box(page).getByRole("status"));
    expect((await operatorMail(reference)).subject).toBe(operatorMailCopy.newsletter.subject());
  });

  test("the box on /events posts to /events, which shows the result in the same box", async ({ page }) => {
    await page.goto("/events");
    const email = uniqueEmail("events-nojs");
    await field(box(page, "events"), label).fill(email);
    await box(page, "events").getByRole("button", { name: newsletterCopy.submit }).click();
    await expect(page).toHaveURL(/\/events\?sent=/);
    const reference = await referenceIn(box(page, "events").getByRole("status"));
    const mail = await operatorMail(reference);
    expect(mail.text).toContain(email);
    expect(mail.text).toContain("events");
  });

  test("a bad address comes back with its message and the address kept", async ({ page, guard }) => {
    guard.allowConsole(/status of 400/);
    await page.goto("/blog");
    await field(box(page), label).fill("asha at example.in");
    await box(page).getByRole("button", { name: newsletterCopy.submit }).click();
    await expect(field(box(page), label)).toHaveValue("asha at example.in");
    await expect(field(box(page), label)).toHaveAccessibleDescription(new RegExp(validationCopy.email(fieldNames.newsletter.email).slice(0, 30)));
  });
});
