// The newsletter box (spec: Blog; sections 3, 4, 8): subscribing from /blog with JavaScript on
// and off, a repeat answered exactly like a new address, and the box on /events. The double
// opt-in journey (confirm, an issue, unsubscribe) is tests/e2e/newsletter-journey.spec.ts.
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "#tests/support/e2e.ts";
import { field, holdSubmissions, mailCountFor, operatorMail, referenceIn, uniqueEmail } from "#tests/support/forms-e2e.ts";
import { newsletterCopy } from "#app/content/form-words/newsletter.ts";
import { validationCopy } from "#app/content/form-words/common.ts";
import { operatorMailCopy } from "#app/content/mail.ts";

const label = newsletterCopy.fields.email.label;
const box = (page: Page, source = "blog") => page.locator(`#newsletter-${source}-form`);

test.describe("with JavaScript", () => {
  test("subscribes without a page load: loading words, Reference ID, mail, 5 s reset", async ({ page }) => {
    // The browser clock stands in for real waiting: the page's timers run when it is moved on.
    await page.clock.install();
    await page.goto("/blog");
    const email = uniqueEmail("blog-js");
    await field(box(page), label).fill(email);
    // The box's code loads once the visitor is near it; a press before that is an ordinary post.
    await hydrated(page, "#newsletter-blog-form form");
    const release = await holdSubmissions(page);
    await box(page).getByRole("button", { name: newsletterCopy.submit }).click();
    const busy = box(page).getByRole("button", { name: newsletterCopy.loading });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();

    const status = box(page).getByRole("status");
    await expect(status).toContainText(newsletterCopy.success.heading);
    await expect(status).toBeFocused();
    const reference = await referenceIn(status);
    const mail = await operatorMail(reference);
    expect(mail.subject).toBe(operatorMailCopy.newsletter.subject());
    expect(mail.text).toContain(email);
    expect(mail.text).toContain("blog");

    await page.clock.fastForward(5_000);
    await expect(status).toBeHidden();
    await expect(field(box(page), label)).toHaveValue("");
  });

  test("a repeat, in other capitals, gets the same answer as a new address, its own Reference ID and no new mail", async ({ page }) => {
    // The browser clock stands in for real waiting: the page's timers run when it is moved on.
    await page.clock.install();
    const email = uniqueEmail("repeat");
    await page.goto("/blog");
    await hydrated(page, "#newsletter-blog-form form");
    await field(box(page), label).fill(email);
    await box(page).getByRole("button", { name: newsletterCopy.submit }).click();
    const first = await referenceIn(box(page).getByRole("status"));
    await operatorMail(first);
    const mailBefore = mailCountFor(first);
    await page.clock.fastForward(5_000);
    await expect(box(page).getByRole("status")).toBeHidden();

    await field(box(page), label).fill(email.toUpperCase());
    await box(page).getByRole("button", { name: newsletterCopy.submit }).click();
    const status = box(page).getByRole("status");
    // Nothing tells a stranger typing this address that it is on the list (issue 15).
    await expect(status).toContainText(newsletterCopy.success.heading);
    const second = await referenceIn(status);
    expect(second).not.toBe(first);
    expect(mailCountFor(first)).toBe(mailBefore);
    expect(mailCountFor(second)).toBe(0);
  });

  test("an address that is not one gets its message beside the field", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page, "#newsletter-blog-form form");
    await field(box(page), label).fill("asha@example");
    await box(page).getByRole("button", { name: newsletterCopy.submit }).click();
    await expect(field(box(page), label)).toHaveAccessibleDescription(new RegExp(validationCopy.email.slice(0, 30)));
    await expect(box(page).getByRole("status")).toHaveCount(0);
  });

  test("the box on /events subscribes with source events, without leaving the page", async ({ page }) => {
    await page.goto("/events");
    const email = uniqueEmail("events-js");
    await field(box(page, "events"), label).fill(email);
    // The box's code loads once the visitor is near it (here: focuses it); a press before it has
    // arrived is an ordinary post, answered on /blog (the test without JavaScript below).
    await hydrated(page, "#newsletter-events-form form");
    await box(page, "events").getByRole("button", { name: newsletterCopy.submit }).click();
    const reference = await referenceIn(box(page, "events").getByRole("status"));
    await expect(page).toHaveURL(/\/events$/);
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
    await expect(field(box(page), label)).toHaveAccessibleDescription(new RegExp(validationCopy.email.slice(0, 30)));
  });
});
