// In Chromium on a server of its own (publishing events replaces the
// sample programme the other journeys expect):
// - the Places choice always offers up to 4 places, even when one is left (a couple), and a visitor
//   who asks for more than is left (one place left, or someone booked in between) is told exactly
//   that and chooses: book what is left, or the waiting list for the whole request; the page answers either alike (as it answers an address
//   that had booked already) and the mail says which it is;
// - the mail says only what is so: the waiting-list mail carries no calendar file and says none;
//   the booking's calendar file is METHOD:PUBLISH (added without an invitation reply); cancelling
//   sends METHOD:CANCEL with the booking's UID and a higher SEQUENCE; links read as words; and no
//   message is wider than a phone's screen, even with a very long word in it.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { ownServer } from "./own-server.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { parseEml, type ParsedEml } from "#tests/support/mail-eml.ts";
import { expectAnswerInView, expectNoSidewaysScroll } from "#tests/support/answer-in-view.ts";

// In order, one worker, one server; each test has events of its own, so one failing leaves the next
// to run (on a fresh server with the same events).
test.describe.configure({ mode: "default", timeout: 180_000 });

const { dataDir, publishEvent } = ownServer("places", { email: "places@e2e.example.org", password: "a places operator passphrase" });

const viewports = [
  { name: "phone", width: 360, height: 740 },
  { name: "200 % zoom", width: 640, height: 400 },
] as const;

/** The messages of the server's mail folder whose file name contains `part`. */
function mails(part: string): ParsedEml[] {
  const dir = path.join(dataDir(), "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml") && !name.startsWith(".") && name.includes(part)) // finished mails only (written as .tmp, then renamed)
    .map((name) => parseEml(fs.readFileSync(path.join(dir, name), "utf8")));
}

/** The one mail named *`part`* to `email`, once it is written. */
async function oneMailTo(part: string, email: string): Promise<ParsedEml> {
  const to = () => mails(part).filter((m) => m.headers.to?.includes(email));
  await expect.poll(() => to().length, { message: `a mail named *${part}* to ${email}` }).toBe(1);
  return to()[0]!;
}

/** An iCalendar property's value, folded lines joined again (RFC 5545, 3.1). */
function icsValue(ics: string, name: string): string | undefined {
  const lines = ics.split(/\r?\n/).reduce<string[]>((out, line) => (line.startsWith(" ") ? [...out.slice(0, -1), out.at(-1)! + line.slice(1)] : [...out, line]), []);
  const line = lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return line?.slice(line.indexOf(":") + 1);
}

test.beforeAll(async () => {
  // The operator publishes the events (the console's form is walked by other journeys).
  for (const event of Object.values(events)) {
    const { title, date, capacity } = event;
    await publishEvent({ title, category: "wellness", date, startTime: "10:00", endTime: "11:00", venue, description: "Gentle movement on a chair, for every level.", capacity, ...("price" in event ? { price: event.price } : {}) });
  }
});

// A long venue makes a long map link; a very long word in a name must still wrap in the mail.
const venue = "Community Hall, 14th Cross, Near the Old Water Tank, Jalahalli West, Bangalore 560015";
const longName = "Venkatasubramanianarayanaswamykrishnamurthy Iyer";
const events = {
  few: { title: "Seated Stretch", date: "2031-04-10", slug: "seated-stretch-2031-04-10", capacity: 3 },
  raceOn: { title: "Memory Games", date: "2031-04-11", slug: "memory-games-2031-04-11", capacity: 3 },
  raceOff: { title: "Carrom Club", date: "2031-04-12", slug: "carrom-club-2031-04-12", capacity: 2 },
  cancel: { title: "Garden Walk", date: "2031-04-13", slug: "garden-walk-2031-04-13", capacity: 3 },
  small: { title: "Tea and Talk", date: "2031-04-14", slug: "tea-and-talk-2031-04-14", capacity: 1 },
  fewer: { title: "Lalbagh Flower Walk", date: "2031-04-15", slug: "lalbagh-flower-walk-2031-04-15", capacity: 20, price: 800 },
};

/** Books on the event's page in a browser of its own (JavaScript off), as another visitor would. */
async function bookElsewhere(browser: Browser, baseURL: string | undefined, slug: string, who: { name: string; email: string; seats: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(`/events/${slug}`);
  await page.getByLabel("Your name").fill(who.name);
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Phone number").fill("98450 12345");
  if (who.seats > 1) await page.getByLabel(/^Places/).selectOption(String(who.seats));
  await page.getByRole("button", { name: /Book a place|Join the waiting list/ }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await context.close();
}

async function fillVisitor(page: Page, who: { name: string; email: string }) {
  await page.getByLabel("Your name").fill(who.name);
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Phone number").fill("98860 54321");
}

/** The numbers of places the booking form offers (the list's empty first entry is one place). */
async function offeredPlaces(page: Page): Promise<number[]> {
  const select = page.locator("select[name=seats]");
  if ((await select.count()) === 0) return [1];
  return select.locator("option").evaluateAll((options) => options.map((o) => Number((o as HTMLOptionElement).value || "1")));
}

test("with one place left the Places choice still offers up to 4, and says what asking for more does, with JavaScript on and off, on a phone and at 200 % zoom", async ({ browser, baseURL }) => {
  await bookElsewhere(browser, baseURL, events.few.slug, { name: longName, email: "venkat@example.in", seats: 2 });
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, baseURL, bypassCSP: true });
    const visitor = await context.newPage();
    for (const viewport of viewports) {
      await visitor.setViewportSize(viewport);
      await visitor.goto(`/events/${events.few.slug}`);
      await expect(visitor.getByText("1 place left")).toBeVisible();
      expect(await offeredPlaces(visitor), `JavaScript ${javaScriptEnabled ? "on" : "off"}, ${viewport.name}`).toEqual([1, 2, 3, 4]);
      await expect(visitor.getByText("Only 1 place is left. You can still ask for more")).toBeVisible();
      await expect(visitor.getByRole("button", { name: "Book a place" })).toBeVisible();
      if (javaScriptEnabled) expect(await axeViolations(visitor)).toEqual([]);
    }
    // A couple asks for two: nothing is booked yet, and both choices are offered.
    await fillVisitor(visitor, { name: "Suresh and Latha Rao", email: `suresh-${javaScriptEnabled ? "js" : "nojs"}@example.in` });
    await visitor.getByLabel(/^Places/).selectOption("2");
    await visitor.getByRole("button", { name: "Book a place" }).click();
    await expect(visitor.getByRole("alert").filter({ hasText: "Only 1 place is left" })).toContainText("You asked for 2 places, but only 1 is still free");
    await expect(visitor.getByRole("button", { name: "Book the 1 place that is left" })).toBeVisible();
    await expect(visitor.getByRole("button", { name: "Join the waiting list for 2 places" })).toBeVisible();
    await context.close();
  }
});

test("asking for more than is left (JavaScript on, phone): told so, offered both, chooses the waiting list for all three", async ({ page, browser, baseURL }) => {
  await page.setViewportSize(viewports[0]);
  await page.goto(`/events/${events.raceOn.slug}`);
  await expect(page.getByText("3 places left")).toBeVisible();
  expect(await offeredPlaces(page)).toEqual([1, 2, 3, 4]);
  await fillVisitor(page, { name: "Meera Iyer", email: "meera@example.in" });
  await page.getByLabel(/^Places/).selectOption("3");
  // Someone else books a place while Meera is typing.
  await bookElsewhere(browser, baseURL, events.raceOn.slug, { name: "Kiran Shah", email: "kiran@example.in", seats: 1 });

  await page.getByRole("button", { name: "Book a place" }).click();
  const question = page.getByRole("alert").filter({ hasText: "Only 2 places are left" });
  await expect(question).toBeVisible();
  await expect(question).toContainText("You asked for 3 places, but only 2 are still free. Nothing is booked yet");
  await expect(page.getByRole("button", { name: "Book the 2 places that are left" })).toBeVisible();
  // The question has the focus, as every answer of the form does.
  await expect(question).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Join the waiting list for 3 places" }).click();

  // The answer says it is the waiting list for all three, and so does the mail.
  await expect(page.getByRole("status")).toContainText("You are on the waiting list");
  await expect(page.getByRole("status")).toContainText("your request is on the waiting list for 3 places");
  expect(await axeViolations(page), "the answer: the waiting list").toEqual([]);
  const mail = await oneMailTo("_waitlisted", "meera@example.in");
  expect(mail.text).toContain("you are on the waiting list for all 3 places");
  expect(mail.text).not.toContain("All places are taken");
  // Nothing is attached, and the mail says nothing of a calendar file.
  expect(mail.attachments).toEqual([]);
  expect(mail.text).not.toMatch(/calendar file/i);
});

test("asking for more than is left (JavaScript off, 200 % zoom): chooses the places that are left and is booked for them", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: viewports[1], bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`/events/${events.raceOff.slug}`);
  await expect(page.getByText("2 places left")).toBeVisible();
  expect(await offeredPlaces(page)).toEqual([1, 2, 3, 4]);
  await fillVisitor(page, { name: "Farah Khan", email: "farah@example.in" });
  await page.getByLabel(/^Places/).selectOption("2");
  await bookElsewhere(browser, baseURL, events.raceOff.slug, { name: "Joseph Dsouza", email: "joseph@example.in", seats: 1 });

  await page.getByRole("button", { name: "Book a place" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Only 1 place is left" })).toContainText("You asked for 2 places, but only 1 is still free");
  await expect(page.getByRole("button", { name: "Join the waiting list for 2 places" })).toBeVisible();
  await page.getByRole("button", { name: "Book the 1 place that is left" }).click();

  await expect(page.getByRole("status")).toContainText("You have a place");
  const mail = await oneMailTo("_confirmed", "farah@example.in");
  expect(mail.text).toMatch(/Places: 1 place\b/);
  await context.close();
});

test("the booking's calendar file is published, and cancelling sends a cancellation with the same UID and a higher SEQUENCE", async ({ page, browser, baseURL }) => {
  await bookElsewhere(browser, baseURL, events.cancel.slug, { name: "Lakshmi Menon", email: "lakshmi@example.in", seats: 2 });
  await expect.poll(() => mails("_confirmed").filter((m) => m.headers.to?.includes("lakshmi@example.in")).length).toBe(1);
  const confirmation = mails("_confirmed").find((m) => m.headers.to?.includes("lakshmi@example.in"))!;
  expect(confirmation, "the first visitor's confirmation").toBeDefined();
  expect(confirmation.attachments).toHaveLength(1);
  const booked = confirmation.attachments[0]!;
  expect(booked.contentType).toMatch(/^text\/calendar; charset=utf-8; method=PUBLISH/i);
  expect(icsValue(booked.content, "METHOD")).toBe("PUBLISH");
  const uid = icsValue(booked.content, "UID")!;
  const sequence = Number(icsValue(booked.content, "SEQUENCE"));
  expect(uid).toBeTruthy();
  expect(confirmation.text).toMatch(/calendar file/i);

  // The plain-text part puts each address on a line of its own, after its label.
  const cancelLink = /^https?:\/\/\S+\/cancel\?ref=\S+$/m.exec(confirmation.text)![0];
  const local = new URL(cancelLink);
  await page.goto(`${local.pathname}${local.search}`);
  await page.getByRole("button", { name: "Yes, cancel my booking" }).click();
  await expect(page.getByRole("status")).toContainText("Your booking is cancelled");

  const cancelled = await oneMailTo("_visitorCancelled", "lakshmi@example.in");
  expect(cancelled.attachments).toHaveLength(1);
  const cancel = cancelled.attachments[0]!;
  expect(cancel.contentType).toMatch(/^text\/calendar; charset=utf-8; method=CANCEL/i);
  expect(icsValue(cancel.content, "METHOD")).toBe("CANCEL");
  expect(icsValue(cancel.content, "UID")).toBe(uid);
  expect(Number(icsValue(cancel.content, "SEQUENCE"))).toBeGreaterThan(sequence);
  expect(icsValue(cancel.content, "STATUS")).toBe("CANCELLED");
  expect(cancelled.text).toMatch(/calendar file/i);
});

test("links in every visitor's mail read as words, and no mail is wider than a phone's screen", async ({ browser, baseURL }) => {
  // A booked place and a waiting one, both by a name with a very long word.
  await bookElsewhere(browser, baseURL, events.small.slug, { name: longName, email: "venkat.small@example.in", seats: 1 });
  await bookElsewhere(browser, baseURL, events.small.slug, { name: longName, email: "venkat.wait@example.in", seats: 1 });
  const ours = () => mails("event_registration").filter((m) => /venkat\.(small|wait)@/.test(m.headers.to ?? ""));
  await expect.poll(() => ours().length).toBe(2);
  const visitorMails = mails("event_registration").filter((m) => !/operator/.test(m.headers.to ?? ""));
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const mail of visitorMails) {
    // Plain text: an address stands on a line of its own, never after words on the same line.
    for (const line of mail.text.split("\n")) {
      if (/https?:\/\//.test(line)) expect(line, `${mail.subject}: a link line`).toMatch(/^https?:\/\/\S+$/);
    }
    await page.setContent(mail.html);
    const links = await page.locator("a").evaluateAll((anchors) => anchors.map((a) => a.textContent ?? ""));
    expect(links.length, mail.subject).toBeGreaterThan(0);
    for (const text of links) expect(text, `${mail.subject}: a link's words`).not.toMatch(/https?:|www\.|\.[a-z]{2,}\//i);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${mail.subject}: width at 360 px`).toBeLessThanOrEqual(360);
  }
  await context.close();
});

test("the cancel page lets a booking of three places give back two, says what the place kept still costs, and answers in view and focused, on a phone with Larger text and at 200 % zoom, with JavaScript on and off", async ({ browser, baseURL }) => {
  const cases = [
    { javaScriptEnabled: true, screen: { width: 360, height: 740 }, size: "larger" },
    { javaScriptEnabled: false, screen: { width: 360, height: 740 }, size: "larger" },
    { javaScriptEnabled: true, screen: { width: 640, height: 400 }, size: "normal" },
    { javaScriptEnabled: false, screen: { width: 640, height: 400 }, size: "normal" },
  ] as const;
  for (const [i, c] of cases.entries()) {
    const what = `JavaScript ${c.javaScriptEnabled ? "on" : "off"}, ${c.screen.width}×${c.screen.height}, ${c.size} text`;
    const email = `fewer${i}@example.in`;
    await bookElsewhere(browser, baseURL, events.fewer.slug, { name: `Padma Rao ${i}`, email, seats: 3 });
    const confirmation = await oneMailTo("_confirmed", email);
    const link = new URL(/^https?:\/\/\S+\/cancel\?ref=\S+$/m.exec(confirmation.text)![0]);
    const context = await browser.newContext({ javaScriptEnabled: c.javaScriptEnabled, baseURL, viewport: c.screen, bypassCSP: true });
    const page = await context.newPage();
    await page.addInitScript((s) => localStorage.setItem("text-size", s), c.size);
    await page.goto(`${link.pathname}${link.search}`);
    const choice = page.getByRole("group", { name: "How many places do you still need?" });
    await expect(choice, what).toBeVisible();
    // Each choice says what the places kept cost (nothing is paid yet, so nothing comes back).
    await expect(choice.getByRole("radio", { name: "1 place: ₹800" })).toBeVisible();
    await expect(choice.getByRole("radio", { name: "2 places: ₹1,600" })).toBeVisible();
    // GIVE_BACK_SHOTS=<dir> keeps the page before and after, to look at.
    const shots = process.env.GIVE_BACK_SHOTS;
    const shot = (name: string) => (shots ? page.screenshot({ path: path.join(shots, `${i}-${name}.png`), fullPage: true }).then(() => undefined) : Promise.resolve());
    await shot("ask");
    if (c.javaScriptEnabled) expect(await axeViolations(page), what).toEqual([]);
    await choice.getByRole("radio", { name: "1 place: ₹800" }).check();
    await page.getByRole("button", { name: "Give back the other places" }).click();
    const answer = page.getByRole("status").filter({ hasText: "Your booking now has 1 place" });
    await expectAnswerInView(page, answer, what);
    await expect(answer).toContainText("Still to pay for the places you kept: ₹800.");
    await expectNoSidewaysScroll(page, what);
    await shot("answer");
    if (c.javaScriptEnabled) expect(await axeViolations(page), what).toEqual([]);
    const mail = await oneMailTo("_gave-back", email);
    expect(mail.text).toMatch(/Places: 1 place\b/);
    // The link still works for what is left: one place cannot be given back, only cancelled.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("button", { name: "Yes, cancel my booking" })).toBeVisible();
    await expect(page.getByRole("group", { name: "How many places do you still need?" })).toHaveCount(0);
    await context.close();
  }
});
