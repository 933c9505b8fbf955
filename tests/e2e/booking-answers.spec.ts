// On an event's booking form and the page its cancel link opens: after
// "Book a place" (refused or booked) and after "Yes, cancel my booking" the answer is in view,
// a refusal's messages never widen the page and its summary's links land with the field in view,
// below the sticky header, and focused, with JavaScript on (every text size) and off, on a phone
// (360×740) and a desktop at 200 % zoom (640×400); the booking's Reference ID (in its mail, and on
// the page its cancel link opens) is never broken in the middle and is shown grouped for reading
// out beside the exact value. On a server of its own:
// publishing an event replaces the sample programme the other journeys expect.
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { ownServer } from "./own-server.ts";
import { expectAnswerInView, expectFieldInView, expectNoSidewaysScroll, screens, textSizes, useTextSize } from "#tests/support/answer-in-view.ts";
import { uniqueEmail } from "#tests/support/forms-e2e.ts";
import { bookingPageCopy as copy } from "#app/content/event-detail-page.ts";
import { fieldNames } from "#tests/support/field-names.ts";
import { receiptCopy } from "#app/content/form-words/receipt.ts";
import { groupedReference } from "#app/core/reference.ts";

// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default", timeout: 90_000 });

// The page's own Content-Security-Policy stays (no axe here).
const { dataDir, publishEvent } = ownServer("booking", { email: "answers@e2e.example.org", password: "a booking answers passphrase" }, { bypassCSP: false });
const eventPath = "/events/gentle-chair-yoga-2031-04-11";

test.beforeAll(async () => {
  // The operator publishes an event with room for everyone the tests book.
  await publishEvent({ title: "Gentle Chair Yoga", category: "wellness", date: "2031-04-11", startTime: "10:00", endTime: "11:00", venue: "Community Hall, Jalahalli, Bangalore", description: "Yoga on a chair, for every level. Wear something comfortable.", capacity: 500 });
});

/** The visitor's booking mail to `email`, as text, once it is written. */
async function bookingMail(email: string): Promise<string> {
  const dir = path.join(dataDir(), "mail");
  let found = "";
  await expect
    .poll(() => {
      const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith("_confirmed.eml")) : [];
      const texts = names.map((n) => fs.readFileSync(path.join(dir, n), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "="));
      found = texts.find((t) => new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}`, "m").test(t)) ?? "";
      return found;
    }, { timeout: 15_000 })
    .toBeTruthy();
  return found;
}

/** The parts of the exact Reference ID (between its dashes) whose characters are not all on one line. */
function brokenParts(exact: Locator): Promise<string[]> {
  return exact.evaluate((el) => {
    const chars: { ch: string; top: number }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) chars.push({ ch: text.data[i]!, top: Math.round(rect.top + rect.height / 2) });
      }
    }
    const parts: { text: string; tops: Set<number> }[] = [{ text: "", tops: new Set() }];
    for (const { ch, top } of chars) {
      if (ch === "-") {
        parts.push({ text: "", tops: new Set() });
        continue;
      }
      parts.at(-1)!.text += ch;
      parts.at(-1)!.tops.add(top);
    }
    return parts.filter((p) => p.tops.size > 1).map((p) => p.text);
  });
}

/** Point 9: the exact ID is whole on its lines, and the grouped reading stands beside it. */
async function expectReadableReference(answer: Locator) {
  const exact = answer.locator("strong").filter({ hasText: /^REQ-/ });
  const reference = ((await exact.textContent()) ?? "").trim();
  expect(reference).toMatch(/^REQ-\d{13}-[A-Z0-9]{6,}$/);
  expect(await brokenParts(exact), "parts of the Reference ID split over two lines").toEqual([]);
  await expect(answer).toContainText(receiptCopy.groupedLabel);
  await expect(answer).toContainText(groupedReference(reference));
  return reference;
}

/** Opens the event and brings the booking button on screen, as a visitor who filled the form would be. */
async function openBooking(page: Page) {
  await page.goto(eventPath);
  const button = page.getByRole("button", { name: copy.form.submit });
  await button.scrollIntoViewIfNeeded();
  return button;
}

async function bookBothWays(page: Page, label: string) {
  // Refused first: no name, half an address, too few digits.
  const button = await openBooking(page);
  await page.getByLabel("E-mail address").fill("asha@");
  await page.getByLabel("Phone number").fill("98450");
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const summary = page.locator("div[tabindex='-1']").filter({ has: page.getByRole("heading", { name: copy.form.errorHeading }) });
  await expectAnswerInView(page, summary, `${label}: the error summary`);
  await page.screenshot({ path: `.tmp/shots/booking-refused-${label.replace(/[^a-z0-9]+/gi, "-")}.png` });
  // The half-typed address's message (quoting name@example.com) does not widen the page, and the
  // summary's links land with their field's label and message in view.
  await expectNoSidewaysScroll(page, `${label}: the refused booking`);
  const first = summary.getByRole("link").first();
  await first.click();
  await expectFieldInView(page, page.locator(`[id="${(await first.getAttribute("href"))!.slice(1)}"]`), `${label}: the field of the summary's first link`);
  // Point 10: each message names its field.
  const messages = await summary.getByRole("link").allTextContents();
  expect(messages).toHaveLength(3);
  for (const [i, key] of (["name", "email", "phone"] as const).entries()) {
    expect(messages[i]!.toLowerCase()).toContain(fieldNames.booking[key].toLowerCase());
  }

  // Then booked.
  const email = uniqueEmail("booking-answer");
  await page.getByLabel("Your name").fill("Asha Rao");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Phone number").fill("98450 12345");
  await page.getByRole("button", { name: copy.form.submit }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: copy.form.submit }).click();
  // The one answer to any booking: what happened, and the Reference ID, are in the mail.
  const booked = page.getByRole("status").filter({ hasText: copy.answers.received.heading });
  await expectAnswerInView(page, booked, `${label}: the booking's answer`);
  await page.screenshot({ path: `.tmp/shots/booking-${label.replace(/[^a-z0-9]+/gi, "-")}.png` });
  await expect(booked).not.toContainText(/REQ-/);
  // The phone number read back as stored, in the answer and the mail.
  await expect(booked).toContainText(`${receiptCopy.phoneLabel} +91 98450 12345`);
  expect(await bookingMail(email)).toContain("+91 98450 12345");
  return email;
}

async function cancelFromMail(page: Page, email: string, label: string) {
  const link = new URL(/https?:\/\/\S+\/cancel\?ref=\S+/.exec(await bookingMail(email))![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expectReadableReference(page.locator("main"));
  const button = page.getByRole("button", { name: copy.cancel.button });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expectAnswerInView(page, page.getByRole("status").filter({ hasText: copy.cancel.done.heading }), `${label}: the cancellation's answer`);
}

for (const screen of screens) {
  test.describe(`with JavaScript, ${screen.name}`, () => {
    test.use({ viewport: screen.size });
    for (const size of textSizes) {
      test(`${size} text: booking refused, booked and cancelled, each answer in view, below the header, focused; the ID is easy to read out`, async ({ page, guard }) => {
        guard.allowConsole(/status of 400/);
        await useTextSize(page, size);
        const email = await bookBothWays(page, `${screen.name}, ${size}`);
        await cancelFromMail(page, email, `${screen.name}, ${size}`);
      });
    }
  });

  test.describe(`without JavaScript, ${screen.name}`, () => {
    test.use({ viewport: screen.size, javaScriptEnabled: false });
    test("booking refused, booked and cancelled, each answer in view, below the header, focused; the ID is easy to read out", async ({ page, guard }) => {
      guard.allowConsole(/status of 400/);
      const email = await bookBothWays(page, `${screen.name}, no JavaScript`);
      await cancelFromMail(page, email, `${screen.name}, no JavaScript`);
    });
  });
}
