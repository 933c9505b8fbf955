// The event booking journey in Chromium, on a server of its own (publishing an event replaces the sample
// programme the other journeys expect): the operator adds an event of one place in the console; a
// visitor books it with JavaScript and is told they have a place, another without joins the waiting
// list and is told so, each with a Reference ID of their own; a booking again with the first one's
// address, now the event is full, is answered as the waiting list, as any request then is (only the
// mail to that address says the place stands); the first cancels through the link in their mail
// (opening it changes nothing, the button does), the second is moved up and told; the operator sees
// all of it, and the repeat's Reference ID leads them to the booking it found.
import fs from "node:fs";
import path from "node:path";
import type { Locator } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { ownServer } from "./own-server.ts";
import { axeViolations } from "#tests/support/axe.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

// axe is injected as an inline script, which the site's Content-Security-Policy rightly refuses
// (ownServer bypasses it).
const { dataDir, logIn } = ownServer("events", { email: "events@e2e.example.org", password: "an events operator passphrase" });

/** The .eml files of the server's mail folder whose name contains `part`, as text. */
function mailsNamed(part: string): string[] {
  const dir = path.join(dataDir(), "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml") && !name.startsWith(".") && name.includes(part)) // finished mails only (written as .tmp, then renamed)
    .map((name) => fs.readFileSync(path.join(dir, name), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "="));
}

const title = "Gentle Chair Yoga";
let bookedReference = "";
let repeatReference = "";
/** The exact Reference ID an answer shows (in bold; the grouped reading for reading out follows it). */
const referenceIn = async (answer: Locator) => ((await answer.locator("strong").filter({ hasText: /^REQ-/ }).textContent()) ?? "").trim();

test("the operator adds an event in the console and it replaces the sample programme", async ({ page, guard }) => {
  // The refused first attempt is answered 422, which Chromium reports in its console.
  guard.allowConsole(/status of 422/);
  await logIn(page);
  await page.getByRole("link", { name: "Events" }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Add an event" }).click();
  // The events list has a search box labelled "Title or venue": wait for the form before typing.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add an event");

  // A first attempt with the end before the start is refused next to the field.
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").selectOption("wellness");
  await page.getByLabel("Date").fill("2031-03-14");
  await page.getByLabel("Starts at").fill("10:00");
  await page.getByLabel("Ends at").fill("09:00");
  await page.getByLabel("Venue").fill("Community Hall, Jalahalli, Bangalore");
  await page.getByLabel("Description").fill("Yoga on a chair, for every level. Wear something comfortable.");
  await page.getByLabel("Places").fill("1");
  await page.getByRole("button", { name: "Save the event" }).click();
  await expect(page.getByText("The end time must be after the start time.").first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Ends at").fill("11:00");
  await page.getByRole("button", { name: "Save the event" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit: ${title}`);
  await expect(page.getByRole("status")).toContainText("The event is saved.");
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`/events`);
  const card = page.getByRole("region", { name: "Upcoming Events" }).getByRole("article").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(page.getByText("Example", { exact: true })).toHaveCount(0);
  await card.getByRole("link", { name: new RegExp(`^Book a place: ${title}`) }).click();
  await expect(page).toHaveURL(/\/events\/gentle-chair-yoga-2031-03-14$/);
  await expect(page.getByText("1 place left")).toBeVisible();
  for (const width of [1280, 375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolations(page), `at ${width} px`).toEqual([]);
    // Nothing scrolls sideways, at any width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});

test("a visitor books the last place with JavaScript, another without joins the waiting list", async ({ page, browser, baseURL }) => {
  await page.goto(`/events/gentle-chair-yoga-2031-03-14`);
  await page.getByLabel("Your name").fill("Asha Rao");
  await page.getByLabel("E-mail address").fill("asha@example.in");
  await page.getByLabel("Phone number").fill("98450 12345");
  await page.getByRole("button", { name: "Book a place" }).click();
  // A place, with its Reference ID: the one the mail carries.
  await expect(page.getByRole("status")).toContainText("You have a place");
  expect(await axeViolations(page), "the answer: a place").toEqual([]);
  bookedReference = await referenceIn(page.getByRole("status"));
  await expect.poll(() => mailsNamed("_confirmed.eml").length).toBe(1);
  expect(mailsNamed("_confirmed.eml")[0]).toMatch(/^To: asha@example.in/m);
  expect(mailsNamed("_confirmed.eml")[0]).toContain(`Your Reference ID: ${bookedReference}`);

  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const other = await noScript.newPage();
  await other.goto(`/events/gentle-chair-yoga-2031-03-14`);
  await expect(other.getByText("Event Full")).toBeVisible();
  await other.getByLabel("Your name").fill("Ravi Kumar");
  await other.getByLabel("E-mail address").fill("ravi@example.in");
  await other.getByLabel("Phone number").fill("98860 54321");
  await other.getByRole("button", { name: "Join the waiting list" }).click();
  await expect(other.getByRole("status")).toContainText("You are on the waiting list");
  const waitingReference = await referenceIn(other.getByRole("status"));
  await expect.poll(() => mailsNamed("_waitlisted.eml").length).toBe(1);
  expect(mailsNamed("_waitlisted.eml")[0]).toContain(`Your Reference ID: ${waitingReference}`);
  expect(mailsNamed("_waitlisted.eml")[0]).toMatch(/^To: ravi@example.in/m);
  expect(mailsNamed("_waitlisted.eml")[0]).toContain("number 1 on the waiting list");

  // Asha books again, as a stranger could with her address: the event is full, so the waiting list,
  // as for anyone, under a Reference ID of its own; only her mailbox hears that her place stands.
  await other.goto(`/events/gentle-chair-yoga-2031-03-14`);
  await other.getByLabel("Your name").fill("Someone Else");
  await other.getByLabel("E-mail address").fill("ASHA@example.in");
  await other.getByLabel("Phone number").fill("98860 00000");
  await other.getByRole("button", { name: "Join the waiting list" }).click();
  await expect(other.getByRole("status")).toContainText("You are on the waiting list");
  repeatReference = await referenceIn(other.getByRole("status"));
  expect([bookedReference, waitingReference]).not.toContain(repeatReference);
  await expect.poll(() => mailsNamed("_repeat_").length).toBe(1);
  expect(mailsNamed("_repeat_")[0]).toMatch(/^To: asha@example.in/m);
  expect(mailsNamed("_repeat_")[0]).toContain(repeatReference);
  expect(mailsNamed("_repeat_")[0]).toContain("Your booking: Confirmed");
  await noScript.close();
});

test("the first visitor cancels through their mail's link and the waiting visitor is moved up and told", async ({ page }) => {
  await expect.poll(() => mailsNamed("_confirmed.eml").length).toBe(1);
  const [confirmation] = mailsNamed("_confirmed.eml");
  expect(confirmation).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/);
  expect(confirmation).toContain("gentle-chair-yoga-2031-03-14.ics");
  // The sender is the community by name, not a generic "website".
  expect(confirmation).toMatch(/^From: Anandam Seniors Community <no-reply@localhost>/m);
  const link = /https?:\/\/\S+\/cancel\?ref=\S+/.exec(confirmation!)![0];
  const local = new URL(link);
  await page.goto(`${local.pathname}${local.search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel your booking");
  expect(await axeViolations(page)).toEqual([]);
  // Opening the link changed nothing: the place is still taken.
  expect(mailsNamed("_promoted.eml")).toHaveLength(0);
  await page.getByRole("button", { name: "Yes, cancel my booking" }).click();
  await expect(page.getByRole("status")).toContainText("Your booking is cancelled");
  await expect.poll(() => mailsNamed("_promoted.eml").length).toBe(1);
  expect(mailsNamed("_promoted.eml")[0]).toMatch(/^To: ravi@example.in/m);
});

test("the operator sees who is confirmed and who cancelled", async ({ page }) => {
  await logIn(page);
  // A booking's Reference ID, typed into the overview's box, leads to its event's bookings.
  await page.getByLabel("Reference ID").fill(bookedReference.toLowerCase());
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit: ${title}`);
  await expect(page.getByText("1 of 1 places confirmed, 0 waiting.")).toBeVisible();
  const table = page.getByRole("table", { name: `Bookings for ${title}` });
  await expect(table.getByRole("row", { name: /Ravi Kumar/ })).toContainText("Confirmed");
  await expect(table.getByRole("row", { name: /Asha Rao/ })).toContainText("Cancelled");
  expect(await axeViolations(page)).toEqual([]);

  // A change that mails the visitor is asked first: here the operator thinks again.
  await table.getByRole("button", { name: "Move to the waiting list: Ravi Kumar" }).click();
  const question = page.getByRole("alert");
  await expect(question).toContainText("Move Ravi Kumar to the waiting list?");
  await expect(question).toContainText("They will be told by e-mail");
  expect(await axeViolations(page)).toEqual([]);
  await question.getByRole("link", { name: "No, keep it as it is" }).click();
  await expect(table.getByRole("row", { name: /Ravi Kumar/ })).toContainText("Confirmed");
  await expect(page.getByText("1 of 1 places confirmed, 0 waiting.")).toBeVisible();

  // The operator marks that Ravi came, and downloads the list.
  await table.getByRole("button", { name: "Mark as attended: Ravi Kumar" }).click();
  await expect(page.getByRole("status")).toContainText("Attendance is saved.");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the bookings (CSV)" }).click();
  const csv = fs.readFileSync((await (await download).path())!, "utf8");
  const lines = csv.split("\r\n");
  expect(lines[0]).toContain('"reference","status","name","email","phone","seats","attended"');
  // The phone number as stored, "+91 …", kept as text for spreadsheets by the export's leading apostrophe.
  expect(lines.find((l) => l.includes('"Ravi Kumar"'))).toMatch(/"confirmed","Ravi Kumar","ravi@example.in","'\+91 98860 54321","1","yes"/);
  expect(lines.find((l) => l.includes('"Asha Rao"'))).toMatch(/"cancelled","Asha Rao"/);

  // The Reference ID the page gave the booking again with Asha's address leads to her booking.
  await page.goto("/admin");
  await page.getByLabel("Reference ID").fill(repeatReference);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit: ${title}`);
  await expect(page.getByRole("status")).toContainText(`the booking of Asha Rao, ${bookedReference}, which is cancelled`);
  expect(await axeViolations(page)).toEqual([]);
});
