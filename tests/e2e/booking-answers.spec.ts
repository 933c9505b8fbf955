// On an event's booking form and the page its cancel link opens: after
// "Book a place" (refused or booked) and after "Yes, cancel my booking" the answer is in view,
// a refusal's messages never widen the page and its summary's links land with the field in view,
// below the sticky header, and focused, with JavaScript on (every text size) and off, on a phone
// (360×740) and a desktop at 200 % zoom (640×400). The booking's answer says whether it has a
// place or is on the waiting list, with the request's own Reference ID (the one its mail carries),
// and a booking again with the same address is answered alike, byte for byte apart from the
// reference (decisions 029 and 040). The Reference ID (in the answer, in its mail, and on the page
// its cancel link opens) is never broken in the middle and is shown grouped for reading out beside
// the exact value. On a server of its own: publishing an event replaces the sample programme the
// other journeys expect.
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
import { validPost } from "#tests/support/valid-forms.ts";

// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default", timeout: 90_000 });

// The page's own Content-Security-Policy stays (no axe here).
const { dataDir, publishEvent, port } = ownServer("booking", { email: "answers@e2e.example.org", password: "a booking answers passphrase" }, { bypassCSP: false });
const eventPath = "/events/gentle-chair-yoga-2031-04-11";
/** An event of one place, which `HELD` has: every other request joins the waiting list. */
const fullPath = "/events/walk-in-lalbagh-2031-04-12";
const HELD = "held-place@example.in";

test.beforeAll(async () => {
  // The operator publishes an event with room for everyone the tests book.
  await publishEvent({ title: "Gentle Chair Yoga", category: "wellness", date: "2031-04-11", startTime: "10:00", endTime: "11:00", venue: "Community Hall, Jalahalli, Bangalore", description: "Yoga on a chair, for every level. Wear something comfortable.", capacity: 500 });
  // And one whose one place is taken, by the booking form's own post.
  await publishEvent({ title: "Walk in Lalbagh", category: "outing", date: "2031-04-12", startTime: "07:00", endTime: "08:30", venue: "Lalbagh West Gate, Bangalore", description: "A slow walk round the lake.", capacity: 1 });
  const base = `http://127.0.0.1:${port}`;
  const held = await fetch(`${base}${fullPath}`, { method: "POST", body: validPost("booking", { email: HELD, website: "" }), headers: { Origin: base } });
  expect(held.status).toBe(200);
});

/** The visitor's booking mail to `email` (its confirmation, or `kind`), as text, once it is written. */
async function bookingMail(email: string, kind = "_confirmed.eml"): Promise<string> {
  const dir = path.join(dataDir(), "mail");
  let found = "";
  await expect
    .poll(() => {
      const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.includes(kind) && n.endsWith(".eml")) : [];
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

async function bookBothWays(page: Page, label: string, javaScript: boolean) {
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

  // Then booked: a place, with its Reference ID, the one its mail carries.
  const email = uniqueEmail("booking-answer");
  await fillBooking(page, email);
  const booked = page.getByRole("status").filter({ hasText: copy.answers.received.place.heading(1) });
  await expectAnswerInView(page, booked, `${label}: the booking's answer`);
  await page.screenshot({ path: `.tmp/shots/booking-${label.replace(/[^a-z0-9]+/gi, "-")}.png` });
  const reference = await expectReadableReference(booked);
  // The phone number read back as stored, in the answer and the mail.
  await expect(booked).toContainText(`${receiptCopy.phoneLabel} +91 98450 12345`);
  const mail = await bookingMail(email);
  expect(mail).toContain("+91 98450 12345");
  expect(mail).toContain(`Your Reference ID: ${reference}`);
  const firstAnswer = await answerAsShown(booked, reference, javaScript);

  // Booked again with the same address, as a stranger could: the same answer, a reference of its
  // own, and only the address's mailbox hears that the first booking stands.
  await openBooking(page);
  await fillBooking(page, email);
  const again = page.getByRole("status").filter({ hasText: copy.answers.received.place.heading(1) });
  await expectAnswerInView(page, again, `${label}: the answer to a booking again`);
  const repeated = await expectReadableReference(again);
  expect(repeated).not.toBe(reference);
  expect(await answerAsShown(again, repeated, javaScript)).toEqual(firstAnswer);
  expect(await bookingMail(email, "_repeat_")).toContain(repeated);
  return email;
}

/** Fills the booking form as Asha and books. */
async function fillBooking(page: Page, email: string) {
  await page.getByLabel("Your name").fill("Asha Rao");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Phone number").fill("98450 12345");
  await page.getByRole("button", { name: copy.form.submit }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: copy.form.submit }).click();
}

/**
 * The answer as the visitor gets it, its reference masked (as typed and as grouped): its HTML
 * without JavaScript (the server's page), its text as read with JavaScript (the island's answer).
 */
async function answerAsShown(answer: Locator, reference: string, javaScript: boolean): Promise<string> {
  const shown = javaScript ? await answer.innerText() : await answer.evaluate((el) => el.outerHTML);
  const [, time, code] = reference.split("-") as [string, string, string];
  const masked = shown.replaceAll(groupedReference(reference), "GROUPED").replaceAll(time, "TIME").replaceAll(code, "CODE");
  expect(masked, "the reference is masked wherever it is shown").not.toMatch(/\d{13}/);
  return masked;
}

/**
 * The full event: a new address joins the waiting list, and the address that has its one place,
 * asking again, is answered exactly as the new one was (the page cannot say it has a place without
 * telling a stranger so); only its mailbox hears that the place stands.
 */
async function waitingBothWays(page: Page, label: string, javaScript: boolean) {
  const ask = async (email: string) => {
    await page.goto(fullPath);
    await page.getByRole("button", { name: copy.form.submitWaiting }).scrollIntoViewIfNeeded();
    await page.getByLabel("Your name").fill("Asha Rao");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Phone number").fill("98450 12345");
    await page.getByRole("button", { name: copy.form.submitWaiting }).click();
    const answer = page.getByRole("status").filter({ hasText: copy.answers.received.waiting.heading });
    await expectAnswerInView(page, answer, `${label}: the waiting list's answer to ${email}`);
    const reference = await expectReadableReference(answer);
    return { answer, reference, shown: await answerAsShown(answer, reference, javaScript) };
  };
  const email = uniqueEmail("booking-waiting");
  const fresh = await ask(email);
  await page.screenshot({ path: `.tmp/shots/booking-waiting-${label.replace(/[^a-z0-9]+/gi, "-")}.png` });
  expect(await bookingMail(email, "_waitlisted")).toContain(`Your Reference ID: ${fresh.reference}`);
  const held = await ask(HELD);
  expect(held.reference).not.toBe(fresh.reference);
  expect(held.shown).toEqual(fresh.shown);
  expect(await bookingMail(HELD, "_repeat_")).toContain("Your booking: Confirmed");
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
        const email = await bookBothWays(page, `${screen.name}, ${size}`, true);
        await cancelFromMail(page, email, `${screen.name}, ${size}`);
      });
    }
    test("larger text: the waiting list's answer in view and focused, with its own Reference ID, alike for a new address and one that has a place", async ({ page }) => {
      await useTextSize(page, "larger");
      await waitingBothWays(page, `${screen.name}, larger`, true);
    });
  });

  test.describe(`without JavaScript, ${screen.name}`, () => {
    test.use({ viewport: screen.size, javaScriptEnabled: false });
    test("booking refused, booked and cancelled, each answer in view, below the header, focused; the ID is easy to read out", async ({ page, guard }) => {
      guard.allowConsole(/status of 400/);
      const email = await bookBothWays(page, `${screen.name}, no JavaScript`, false);
      await cancelFromMail(page, email, `${screen.name}, no JavaScript`);
    });
    test("the waiting list's answer in view and focused, with its own Reference ID, alike for a new address and one that has a place", async ({ page }) => {
      await waitingBothWays(page, `${screen.name}, no JavaScript`, false);
    });
  });
}

// Looked at by a person before calling a change done: the two answers with Larger text, at the
// narrowest phone, a common one and a desktop.
for (const width of [320, 360, 1280]) {
  test(`screenshots of a place and of the waiting list at ${width} px with Larger text`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await useTextSize(page, "larger");
    await page.goto(eventPath);
    await fillBooking(page, uniqueEmail("booking-shot"));
    const place = page.getByRole("status").filter({ hasText: copy.answers.received.place.heading(1) });
    await expectAnswerInView(page, place, `${width} px: a place`);
    await expectNoSidewaysScroll(page, `${width} px: a place`);
    await page.screenshot({ path: `.tmp/shots/booking-answer-place-${width}.png` });
    await place.screenshot({ path: `.tmp/shots/booking-answer-place-${width}-whole.png` });
    await page.goto(fullPath);
    await page.getByLabel("Your name").fill("Asha Rao");
    await page.getByLabel("E-mail address").fill(uniqueEmail("booking-shot"));
    await page.getByLabel("Phone number").fill("98450 12345");
    await page.getByRole("button", { name: copy.form.submitWaiting }).click();
    const waiting = page.getByRole("status").filter({ hasText: copy.answers.received.waiting.heading });
    await expectAnswerInView(page, waiting, `${width} px: the waiting list`);
    await expectNoSidewaysScroll(page, `${width} px: the waiting list`);
    await page.screenshot({ path: `.tmp/shots/booking-answer-waiting-${width}.png` });
    await waiting.screenshot({ path: `.tmp/shots/booking-answer-waiting-${width}-whole.png` });
  });
}
