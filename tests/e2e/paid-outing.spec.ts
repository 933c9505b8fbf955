// A priced outing in Chromium on a 390 × 844 phone, on a server of its own with UPI_ID set: the
// volunteer adds a heritage walk at ₹800 a person; its page and the events list show the price; a
// visitor books two places and the answer says what they cost and when to pay; the confirming mail
// carries the UPI link with the amount and the Reference ID; in the console the booking shows "Not
// paid" with the totals, the payment form refuses UPI without its reference beside the field and
// records it with it (a receipt from the fees' series, mailed, printable in words); at the door a
// second visitor's cash is one tap; a third person phones in, is booked by the volunteer, and comes
// and pays cash at the door. Screenshots go to .tmp/paid-outing/ to be looked at.
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { readMailDir } from "#tests/support/mail-eml.ts";
import { ownServer } from "./own-server.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const server = ownServer("outings", { email: "outings@e2e.example.org", password: "an outings volunteer passphrase" }, { env: { UPI_ID: "anandam@okaxis" } });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const shots = path.resolve(".tmp/paid-outing");
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
const title = "Heritage Walk in Basavanagudi";
const slug = "heritage-walk-in-basavanagudi-2031-04-12";

/** The door list's rows (one per booking). */
const doorRows = (page: Page) => page.getByRole("list", { name: /Confirmed places for/ }).getByRole("listitem");

/** Sideways scroll on a phone: none. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const mails = () => [...readMailDir(path.join(server.dataDir(), "mail"))];

test("a volunteer prices an outing, a visitor books and pays by UPI, another pays cash at the door", async ({ page, baseURL, guard }) => {
  // The refused payment is answered 422.
  guard.allowConsole(/status of 422/);
  await server.logIn(page);
  await page.goto("/admin/events/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").selectOption("outing");
  await page.getByLabel("Date").fill("2031-04-12");
  await page.getByLabel("Starts at").fill("08:00");
  await page.getByLabel("Ends at").fill("11:00");
  await page.getByLabel("Venue").fill("Bull Temple gate, Basavanagudi, Bangalore");
  await page.getByLabel("Description").fill("A slow walk with a guide through the old streets, with stops to sit.");
  await page.locator("#event-capacity").fill("10");
  // A price that is not whole rupees is refused beside the field.
  await page.getByLabel("Price of a place, in rupees").fill("eight hundred");
  await page.getByRole("button", { name: "Save the event" }).click();
  await expect(page.locator("#event-price-error")).toContainText("whole rupees");
  await page.getByLabel("Price of a place, in rupees").fill("800");
  await page.getByRole("button", { name: "Save the event" }).click();
  await expect(page.getByRole("status")).toContainText("The event is saved.");

  // The public page and the list say the price.
  await page.goto(`/events/${slug}`);
  await expect(page.locator("dl").first()).toContainText("Price₹800 a person");
  await page.goto("/events");
  await expect(page.getByRole("article").filter({ hasText: title })).toContainText("₹800 a person");

  // A visitor books two places: the answer says what they cost and when and how to pay.
  await page.goto(`/events/${slug}`);
  await page.getByLabel("Your name").fill("Asha Rao");
  await page.getByLabel("E-mail address").fill("asha@example.in");
  await page.getByLabel("Phone number").fill("98450 12345");
  await page.getByLabel("Places").selectOption("2");
  await page.getByRole("button", { name: "Book a place" }).click();
  const answer = page.getByRole("status");
  await expect(answer).toContainText("You have 2 places");
  await expect(answer).toContainText("For 2 places: ₹1,600.");
  await expect(answer).toContainText("You pay only once your place is confirmed");
  expect(await sideways(page)).toBe(0);
  expect(await axeViolations(page), "the answer on a priced event").toEqual([]);
  await shot(page, "1-visitor-answer");

  // The confirming mail has the UPI link with the amount and the Reference ID.
  await expect.poll(() => mails().filter(([, m]) => m.headers.to === "asha@example.in" && m.subject.startsWith("Your place is booked")).length, { timeout: 15_000 }).toBe(1);
  const confirmed = mails().find(([, m]) => m.headers.to === "asha@example.in")![1];
  const reference = /Your Reference ID: (\S+)/.exec(confirmed.text)![1]!;
  // The answer gave the same Reference ID that the UPI note carries.
  await expect(answer).toContainText(reference);
  expect(confirmed.text).toContain("Due: ₹1,600 for 2 places.");
  expect(confirmed.text).toContain(`am=1600.00&cu=INR&tn=${encodeURIComponent(`Booking ${reference}`)}`);
  // The QR code is shown in place (its PNG is read back in tests/integration/booking-payments.test.ts).
  expect(confirmed.html).toContain('src="cid:upi-qr"');
  expect(confirmed.attachments.map((a) => a.contentType.split(";")[0])).toContain("text/calendar");

  // The console: not paid, the totals; the form refuses UPI without its reference, beside the field.
  await page.goto("/admin/events");
  await page.getByRole("link", { name: title }).first().click();
  await expect(page.getByTestId("money-totals")).toHaveText("Price: ₹800 a person. Due from confirmed bookings: ₹1,600. Received: ₹0.");
  const row = page.getByRole("row").filter({ hasText: "Asha Rao" });
  await expect(row).toContainText("Not paid");
  await shot(page, "2-console-not-paid");
  await row.getByRole("link", { name: "Record a payment for Asha Rao" }).click();
  await expect(page.getByRole("heading", { name: `Payment for Asha Rao (${reference})` })).toBeVisible();
  await expect(page.getByLabel("Amount in rupees")).toHaveValue("1600");
  await page.getByLabel("How it was paid").selectOption({ label: "UPI" });
  await page.getByRole("button", { name: "Record the payment" }).click();
  await expect(page.getByLabel("Reference")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#pay-reference-error")).toContainText("reference of the UPI payment");
  expect(await sideways(page)).toBe(0);
  expect(await axeViolations(page), "the refused payment form").toEqual([]);
  await shot(page, "3-payment-refused");
  await page.getByLabel("Reference").fill("412345678901");
  await page.getByRole("button", { name: "Record the payment" }).click();
  await expect(page.getByRole("status")).toContainText(/Payment recorded: receipt \d{4}-\d{2}\/0001\. The receipt is on its way by e-mail\./);
  await expect(page.getByTestId("money-totals")).toContainText("Received: ₹1,600.");
  await expect(row).toContainText("Paid");
  await expect(row).toContainText("₹1,600 of ₹1,600");
  expect(await axeViolations(page), "the event page with a paid booking").toEqual([]);
  await shot(page, "4-console-paid");

  // The receipt prints, the amount in words.
  await row.getByRole("link", { name: /\/0001$/ }).click();
  await expect(page.locator("article")).toContainText("One thousand six hundred rupees only");
  await expect(page.locator("article")).toContainText(`${title}`);
  expect(await sideways(page)).toBe(0);
  expect(await axeViolations(page), "a booking's receipt").toEqual([]);
  await shot(page, "5-receipt");
  await expect.poll(() => mails().filter(([name]) => name.startsWith("payment_")).map(([, m]) => m.headers.to), { timeout: 15_000 }).toEqual(["asha@example.in"]);

  // A second visitor, who pays at the door: one tap records their cash.
  const booked = await page.request.post(`/events/${slug}`, { headers: { Origin: baseURL! }, form: { name: "Ravi Kumar", email: "ravi@example.in", phone: "98860 54321", seats: "1", website: "" } });
  expect(booked.status()).toBe(200);
  await page.goto("/admin/events");
  await page.getByRole("link", { name: title }).first().click();
  await page.getByRole("link", { name: "At the door: who is coming" }).first().click();
  const door = doorRows(page).filter({ hasText: "Ravi Kumar" });
  // On the printed list there is no button: the row says what to collect.
  await page.emulateMedia({ media: "print" });
  await expect(door.getByText("Owes ₹800", { exact: true })).toBeVisible();
  await shot(page, "6-door-printed");
  await page.emulateMedia({ media: "screen" });
  await expect(door.getByText("Owes ₹800", { exact: true })).toBeHidden();
  await door.getByRole("button", { name: "Ravi Kumar paid ₹800 in cash" }).click();
  await expect(page.getByRole("status")).toContainText(/Ravi Kumar: cash recorded, receipt \d{4}-\d{2}\/0002\./);
  await expect(door).toContainText("Paid");
  await expect(door.getByRole("button", { name: /in cash/ })).toHaveCount(0);
  await page.emulateMedia({ media: "print" });
  await expect(door.getByText(/^Owes/)).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  expect(await sideways(page)).toBe(0);
  expect(await axeViolations(page), "the door list").toEqual([]);
  await shot(page, "6-door-cash");

  // A third person phones in: the volunteer books a place for them (no e-mail address, so nobody is
  // mailed), the totals count it as due, and at the door they are marked as come and pay in cash.
  await page.goto("/admin/events");
  await page.getByRole("link", { name: title }).first().click();
  const phoned = page.getByRole("region", { name: "Book for someone who phoned" });
  await phoned.getByLabel("Their name").fill("Kamala Devi");
  await phoned.getByLabel("Their phone number").fill("098450 99999");
  await phoned.getByLabel("Places").fill("1");
  await phoned.getByRole("button", { name: "Book for them" }).click();
  await expect(page.getByRole("status")).toContainText("Kamala Devi is booked for 1 place.");
  await expect(page.getByRole("status")).toContainText("Nobody was e-mailed: tell them on the phone.");
  await expect(page.getByTestId("money-totals")).toHaveText("Price: ₹800 a person. Due from confirmed bookings: ₹3,200. Received: ₹2,400.");
  expect(await sideways(page)).toBe(0);
  await shot(page, "7-booked-for-caller");
  await page.getByRole("link", { name: "At the door: who is coming" }).first().click();
  const kamala = doorRows(page).filter({ hasText: "Kamala Devi" });
  await expect(kamala).toContainText("+91 98450 99999");
  await kamala.getByRole("button", { name: "Came: Kamala Devi" }).click();
  await expect(page.getByRole("status")).toContainText("Kamala Devi is marked as come.");
  await expect(page.getByText("1 of 4 people have come.")).toBeVisible();
  await kamala.getByRole("button", { name: "Kamala Devi paid ₹800 in cash" }).click();
  await expect(page.getByRole("status")).toContainText(/Kamala Devi: cash recorded, receipt \d{4}-\d{2}\/0003\./);
  await expect(kamala).toContainText("Paid");
  // Each row stays compact on the phone.
  for (const height of await doorRows(page).evaluateAll((items) => items.map((li) => li.getBoundingClientRect().height))) expect(height).toBeLessThanOrEqual(140);
  expect(await sideways(page)).toBe(0);
  expect(await axeViolations(page), "the door list after the caller came and paid").toEqual([]);
  await shot(page, "8-door-caller-paid");
  // The caller had no address: no mail of any kind went to them, and only the two visitors got receipts.
  expect(mails().filter(([, m]) => /kamala/i.test(m.headers.to ?? ""))).toEqual([]);
  await expect.poll(() => mails().filter(([name]) => name.startsWith("payment_")).map(([, m]) => m.headers.to).sort(), { timeout: 15_000 }).toEqual(["asha@example.in", "ravi@example.in"]);
});
