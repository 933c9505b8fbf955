// The newsletter's journey in Chromium: a visitor subscribes (JavaScript on, and another with it off),
// opens the link in the mail that asks them to confirm (opening changes nothing; the button
// confirms), the operator writes an issue in the console, sends a test, then sends it with the
// count shown before the final tick; the reader's copy carries the one-click unsubscribe headers,
// and a POST to that address, as a mail program makes it, unsubscribes them.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "#tests/support/e2e.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { field, mailFile, referenceIn, uniqueEmail, visitorMail } from "#tests/support/forms-e2e.ts";
import { newsletterCopy } from "#app/content/form-words/newsletter.ts";
import { newsletterConsoleCopy, newsletterMailCopy, newsletterPageCopy } from "#app/content/newsletter.ts";
import { logInAsOperator } from "./admin-fixture.ts";

test.describe.configure({ mode: "serial", timeout: 90_000 });
// axe is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const label = newsletterCopy.fields.email.label;
const box = (page: Page, source = "blog") => page.locator(`#newsletter-${source}-form`);
/** A link from a mail, on this test server (mail links carry PUBLIC_SITE_URL). */
const onThisServer = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
const confirmLinkIn = (text: string) => /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(text)?.[0];

const readers: string[] = [];

test("with JavaScript: subscribe, open the link (nothing changes), press the button (confirmed)", async ({ page }) => {
  const email = uniqueEmail("journey-js");
  await page.goto("/blog");
  await field(box(page), label).fill(email);
  await box(page).getByRole("button", { name: newsletterCopy.submit }).click();
  const status = box(page).getByRole("status");
  await expect(status).toContainText(newsletterCopy.success.heading);
  const reference = await referenceIn(status);

  const mail = await visitorMail(reference);
  expect(mail.subject).toBe(newsletterMailCopy.confirm.subject(reference));
  expect(mail.text).not.toContain("nothing more will happen");
  const link = confirmLinkIn(mail.text);
  expect(link).toBeTruthy();

  // Opening the link twice (a mail scanner, then the person) only asks.
  await page.goto(onThisServer(link!));
  await page.goto(onThisServer(link!));
  await expect(page.getByRole("heading", { level: 1, name: newsletterPageCopy.confirm.title })).toBeVisible();
  await expect(page.getByText(newsletterPageCopy.confirm.ask(email))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: newsletterPageCopy.confirm.button }).click();
  await expect(page.getByRole("status")).toContainText(newsletterPageCopy.confirm.done.heading);

  // Opened again later, it says so rather than asking.
  await page.goto(onThisServer(link!));
  await expect(page.getByRole("status")).toContainText(newsletterPageCopy.confirm.already.heading);
  readers.push(email);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("subscribe on /events and confirm with the page's plain form", async ({ page }) => {
    const email = uniqueEmail("journey-nojs");
    await page.goto("/events");
    await field(box(page, "events"), label).fill(email);
    await box(page, "events").getByRole("button", { name: newsletterCopy.submit }).click();
    await expect(page).toHaveURL(/\/events\?sent=/);
    const reference = await referenceIn(box(page, "events").getByRole("status"));
    const link = confirmLinkIn((await visitorMail(reference)).text);
    await page.goto(onThisServer(link!));
    await page.getByRole("button", { name: newsletterPageCopy.confirm.button }).click();
    await expect(page.getByRole("status")).toContainText(newsletterPageCopy.confirm.done.heading);
    readers.push(email);
  });

  test("a link that is not one says so, with a way on", async ({ page, guard }) => {
    guard.allowConsole(/status of 404/);
    const response = await page.goto("/newsletter/confirm?token=not-a-real-token");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("alert")).toContainText(newsletterPageCopy.confirm.invalid.heading);
    await expect(page.getByRole("link", { name: newsletterPageCopy.newsPage.label })).toBeVisible();
  });
});

test("the operator writes an issue, sends a test, then sends it; a reader unsubscribes with one click", async ({ page, request, guard }) => {
  guard.allowConsole(/status of 422/);
  expect(readers).toHaveLength(2);
  await logInAsOperator(page);
  await page.getByRole("link", { name: newsletterConsoleCopy.nav, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: newsletterConsoleCopy.title, exact: true })).toBeVisible();
  await page.getByRole("link", { name: newsletterConsoleCopy.newIssue }).click();

  // A mistake first: the message is beside the field.
  const subject = `Diwali lamps at the centre ${Date.now()}`;
  await page.getByLabel(newsletterConsoleCopy.form.fields.subject.label).fill(subject);
  await page.getByRole("button", { name: newsletterConsoleCopy.save }).click();
  await expect(page.getByLabel(newsletterConsoleCopy.form.fields.body.label)).toHaveAccessibleDescription(new RegExp(newsletterConsoleCopy.form.fields.body.required));
  await page.getByLabel(newsletterConsoleCopy.form.fields.body.label).fill("## Light a lamp with us\n\nCome **early** on Friday.\n\n- Lamps\n- Sweets\n\n<script>alert(1)</script>");
  await page.getByRole("button", { name: newsletterConsoleCopy.save }).click();
  await expect(page.getByRole("status")).toContainText(newsletterConsoleCopy.created);
  const issueId = /\/admin\/newsletter\/(\d+)/.exec(page.url())?.[1];
  expect(issueId).toBeTruthy();

  // The preview, as it will arrive: the Markdown rendered, the typed markup only as text.
  const preview = page.frameLocator(`iframe[title="${newsletterConsoleCopy.previewHtml}"]`);
  await expect(preview.locator("h2")).toHaveText("Light a lamp with us");
  await expect(preview.locator("strong")).toHaveText("early");
  await expect(preview.locator("script")).toHaveCount(0);
  await expect(page.locator("pre")).toContainText("- Lamps");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: newsletterConsoleCopy.test.button }).click();
  await expect(page.getByRole("status")).toContainText("Test sent to");
  const testCopy = await mailFile((n) => n.startsWith(`newsletter-test_${issueId}_`), "the test copy");
  expect(testCopy.subject).toBe(`[Test] ${subject}`);

  // Sending: the count first, and nothing goes without the tick.
  const count = Number(/go to (\d+) confirmed/.exec((await page.getByText(/This issue will go to/).textContent()) ?? "")?.[1]);
  expect(count).toBeGreaterThanOrEqual(2);
  await page.getByRole("button", { name: newsletterConsoleCopy.send.button }).click();
  await expect(page.getByRole("alert")).toContainText(newsletterConsoleCopy.send.mustCheck);
  await page.getByLabel(newsletterConsoleCopy.send.check(count)).check();
  await page.getByRole("button", { name: newsletterConsoleCopy.send.button }).click();
  await expect(page.getByRole("status")).toContainText(`Sending to ${count}`);
  await expect(page.getByRole("button", { name: newsletterConsoleCopy.send.button })).toHaveCount(0);

  // The first reader's copy: the one-click headers, the same link in words at the bottom.
  const dir = path.join(process.env.E2E_DATA_DIR!, "mail");
  const copy = await mailFile(
    (n) => n.startsWith(`newsletter-issue_${issueId}_`) && fs.readFileSync(path.join(dir, n), "utf8").includes(readers[0]!),
    "the first reader's copy",
  );
  expect(copy.subject).toBe(subject);
  expect(copy.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const unsubscribeLink = /^<(.+)>$/.exec(copy.headers["list-unsubscribe"] ?? "")?.[1];
  expect(unsubscribeLink).toMatch(/\/newsletter\/unsubscribe\?token=[\w-]+&issue=\d+$/);
  expect(copy.text).toContain(unsubscribeLink);
  expect(copy.text).toContain(newsletterMailCopy.footer.unsubscribeLabel);
  expect(copy.html).not.toContain("<script");

  // A mail program's one-click POST (RFC 8058): 200 at once, and again 200.
  for (let i = 0; i < 2; i++) {
    const response = await request.post(onThisServer(unsubscribeLink!), { form: { "List-Unsubscribe": "One-Click" } });
    expect(response.status()).toBe(200);
  }
  await page.goto(onThisServer(unsubscribeLink!));
  await expect(page.getByRole("status")).toContainText(newsletterPageCopy.unsubscribe.already.heading);

  // The console counts it for this issue.
  await page.goto(`/admin/newsletter/${issueId}`);
  await expect(page.getByText(`${newsletterConsoleCopy.columns.unsubscribes}: 1`)).toBeVisible();
});

test("the unsubscribe page asks first: opening it changes nothing, the button unsubscribes", async ({ page }) => {
  // The second reader's copy of the issue sent above.
  const dir = path.join(process.env.E2E_DATA_DIR!, "mail");
  const copy = await mailFile((n) => n.startsWith("newsletter-issue_") && fs.readFileSync(path.join(dir, n), "utf8").includes(readers[1]!), "the second reader's copy");
  const link = /^<(.+)>$/.exec(copy.headers["list-unsubscribe"] ?? "")?.[1];
  await page.goto(onThisServer(link!));
  await page.goto(onThisServer(link!));
  await expect(page.getByText(newsletterPageCopy.unsubscribe.ask(readers[1]!))).toBeVisible();
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: newsletterPageCopy.unsubscribe.button }).click();
  await expect(page.getByRole("status")).toContainText(newsletterPageCopy.unsubscribe.done.heading);
});
