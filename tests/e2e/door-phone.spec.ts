// In Chromium on a 390 × 844 phone, on a server of its own: a volunteer books an outing for people
// who phoned (one without an e-mail address, nobody mailed; one with, who asks for more places than
// are left and is put on the waiting list for all; one confirmed and mailed), then runs the door:
// each booking a compact row (about 120 px), "2 came" of a booking of 3, someone who walks in added
// as come past the places, people counted not bookings, and a search by name or phone that works
// without JavaScript. Screenshots go to .tmp/door-phone/ to be looked at; axe finds nothing.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { ownServer } from "./own-server.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const server = ownServer("door", { email: "door@e2e.example.org", password: "a door volunteer's passphrase" });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const shots = path.resolve(".tmp/door-phone");
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

/** Sideways scroll and controls off the screen: none on a phone. */
const fit = (page: Page) =>
  page.evaluate(() => ({
    sideways: document.documentElement.scrollWidth - window.innerWidth,
    outside: [...document.querySelectorAll("a, button, input, select, textarea, summary")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && getComputedStyle(el).clipPath === "none" && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  }));

/** The finished mails the server wrote to `email`. */
function mailsTo(email: string): string[] {
  const dir = path.join(server.dataDir(), "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml") && !name.startsWith("."))
    .map((name) => fs.readFileSync(path.join(dir, name), "utf8"))
    .filter((text) => new RegExp(`^To: .*${email.replace(".", "\\.")}`, "mi").test(text));
}

const event = { title: "Heritage Walk", date: "2031-05-10", capacity: 4 };

async function bookForCaller(page: Page, who: { name: string; phone: string; seats: string; email?: string }) {
  const form = page.getByRole("region", { name: "Book for someone who phoned" });
  await form.getByLabel("Their name").fill(who.name);
  await form.getByLabel("Their phone number").fill(who.phone);
  await form.getByLabel("Places").fill(who.seats);
  await form.getByLabel("Their e-mail address").fill(who.email ?? "");
  await form.getByRole("button", { name: "Book for them" }).click();
}

test("a volunteer books for people who phoned and runs the door list on a phone", async ({ page, guard }) => {
  guard.allowConsole(/status of 422/);
  await server.logIn(page);
  await page.goto("/admin/events/new");
  await page.getByLabel("Title").fill(event.title);
  await page.getByLabel("Category").selectOption("outing");
  await page.getByLabel("Date").fill(event.date);
  await page.getByLabel("Starts at").fill("07:00");
  await page.getByLabel("Ends at").fill("09:00");
  await page.getByLabel("Venue").fill("Lalbagh Botanical Garden, Mavalli, Bangalore");
  await page.getByLabel("Description").fill("A slow walk among the old trees.");
  await page.getByLabel("Places").fill(String(event.capacity));
  await page.getByRole("button", { name: "Save the event" }).click();
  await expect(page.getByRole("status")).toContainText("The event is saved.");
  const eventPage = page.url().replace(/[?#].*$/, "");

  // Kamala phones for three places; she has no e-mail address.
  await bookForCaller(page, { name: "Kamala Devi", phone: "098450 12345", seats: "3" });
  await expect(page.getByRole("status")).toContainText("Kamala Devi is booked for 3 places. Reference ID");
  await expect(page.getByRole("status")).toContainText("Nobody was e-mailed: tell them on the phone.");
  const bookings = page.getByRole("table", { name: "Bookings for Heritage Walk" });
  await expect(bookings).toContainText("+91 98450 12345");
  await expect(bookings).toContainText("No e-mail");
  await expect(bookings).toContainText("Phoned; booked by door@e2e.example.org");
  expect(await fit(page)).toEqual({ sideways: 0, outside: [] });
  await shot(page, "1-event-booked-by-phone");

  // Ravi asks for two when one is left: nothing is booked until he chooses; he waits for both.
  await bookForCaller(page, { name: "Ravi Kumar", phone: "80 4000 0000", seats: "2", email: "ravi@example.in" });
  const question = page.getByRole("alert").filter({ hasText: "Only 1 place is left" });
  await expect(question).toContainText("They asked for 2 places, but only 1 is free. Nothing is booked yet.");
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "2-fewer-question");
  await page.getByRole("button", { name: "Waiting list for all 2 places" }).click();
  await expect(page.getByRole("status")).toContainText("Ravi Kumar is on the waiting list for 2 places.");
  await expect(page.getByRole("status")).toContainText("They have been told by e-mail.");

  // Meena takes the last place, and is sent the usual confirmation.
  await bookForCaller(page, { name: "Meena Iyer", phone: "99000 11223", seats: "1", email: "meena@example.in" });
  await expect(page.getByRole("status")).toContainText("Meena Iyer is booked for 1 place.");
  await expect.poll(() => mailsTo("meena@example.in").length, { message: "Meena's confirmation" }).toBe(1);
  expect(mailsTo("meena@example.in")[0]).toContain("Heritage Walk");
  await expect.poll(() => mailsTo("ravi@example.in").length, { message: "Ravi's waiting-list mail" }).toBe(1);
  expect(await axeViolations(page)).toEqual([]);

  // The door.
  await page.getByRole("link", { name: "At the door: who is coming" }).click();
  await expect(page.getByText("0 of 4 people have come. 2 bookings.")).toBeVisible();
  const rows = page.getByRole("list", { name: /Confirmed places for Heritage Walk/ }).getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await shot(page, "3-door-list");
  for (const row of await rows.all()) {
    const box = (await row.boundingBox())!;
    expect(box.height, await row.innerText()).toBeLessThanOrEqual(130);
  }
  expect(await fit(page)).toEqual({ sideways: 0, outside: [] });
  expect(await axeViolations(page)).toEqual([]);
  // "Print the list" prints: the console's own script does it (app/enhance/print.ts), without React.
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => void counted.printed++;
  });
  await page.getByRole("button", { name: "Print the list" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // Two of Kamala's three come.
  const kamala = rows.filter({ hasText: "Kamala Devi" });
  await kamala.getByText("Some came").click();
  await kamala.getByRole("button", { name: "2 people came: Kamala Devi" }).click();
  await expect(page.getByRole("status")).toHaveText("Kamala Devi: 2 of 3 marked as come.");
  await expect(page.getByText("2 of 4 people have come.")).toBeVisible();
  await expect(rows.filter({ hasText: "Kamala Devi" })).toContainText("2 of 3 came");
  await rows.filter({ hasText: "Meena Iyer" }).getByRole("button", { name: "Came: Meena Iyer" }).click();
  await expect(page.getByText("3 of 4 people have come.")).toBeVisible();

  // Joseph walks in with his wife: the event is full, the door lets them in.
  await page.getByRole("link", { name: "Add someone who walks in" }).click();
  const walkIn = page.getByRole("region", { name: "Someone walks in" });
  await walkIn.getByRole("button", { name: "Add them as come" }).click();
  // Refused (422): the summary on top links to the field, whose message stands beside it.
  await expect(walkIn.getByRole("heading", { name: "They were not added" })).toBeVisible();
  await expect(walkIn.getByRole("link", { name: "Please enter the name of the person who walked in." })).toBeVisible();
  await walkIn.getByLabel("Name").fill("Joseph Dsouza");
  await walkIn.getByLabel("Places").fill("2");
  await walkIn.getByLabel("Phone number").fill("98860 54321");
  await walkIn.getByRole("button", { name: "Add them as come" }).click();
  await expect(page.getByRole("status")).toHaveText("Joseph Dsouza is added as come, with 2 places.");
  await expect(page.getByText("5 of 6 people have come. 3 bookings.")).toBeVisible();
  await expect(rows.filter({ hasText: "Joseph Dsouza" })).toContainText("walked in");
  await shot(page, "4-door-list-marked");
  for (const row of await rows.all()) expect((await row.boundingBox())!.height, await row.innerText()).toBeLessThanOrEqual(130);
  expect(await fit(page)).toEqual({ sideways: 0, outside: [] });

  // The event's page says who made each booking; the places show the walk-in past capacity.
  await page.goto(eventPage);
  await expect(page.getByRole("table", { name: "Bookings for Heritage Walk" })).toContainText("Walked in; added by door@e2e.example.org");
});

test("the door list's search works without JavaScript, by name or by phone", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await server.logIn(page);
  await page.goto("/admin/events");
  await page.getByRole("link", { name: /Heritage Walk/ }).first().click();
  await page.getByRole("link", { name: "At the door: who is coming" }).click();
  const rows = page.getByRole("list", { name: /Confirmed places for Heritage Walk/ }).getByRole("listitem");
  await expect(rows).toHaveCount(3);

  await page.getByLabel("Find by name or phone").fill("kamala");
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(/\?q=kamala$/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Kamala Devi");
  await expect(page.getByText("1 booking matches “kamala”.")).toBeVisible();

  await page.getByLabel("Find by name or phone").fill("98860 54321");
  await page.getByRole("button", { name: "Find" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Joseph Dsouza");
  // Marking from a search comes back to it.
  await rows.getByRole("button", { name: "Not come: Joseph Dsouza" }).click();
  await expect(page.getByRole("status")).toHaveText("Joseph Dsouza is marked as not come.");
  await expect(page).toHaveURL(/q=98860/);
  await expect(page.getByText("3 of 6 people have come.")).toBeVisible();
  await shot(page, "5-door-search-no-js");

  await page.getByRole("link", { name: "Show everyone" }).click();
  await expect(rows).toHaveCount(3);
  await context.close();
});
