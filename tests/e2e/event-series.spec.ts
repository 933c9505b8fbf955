// In Chromium on a 390 × 844 phone, on a server of its own: a volunteer types a weekly class once
// and runs it as one series. The console's list shows it as one group under its month and finds it
// by a word; a date's page says "2 of 4 in the weekly series" with the others; a new time for it
// and the later dates asks first who will be told, and is saved without telling; a new place told
// says all that changed since; the step works without JavaScript; the public page lists the next
// dates; the series gains two dates, and its last dates are cancelled together. Screenshots of each
// step land in .tmp/screens/series (to look at); axe finds nothing and nothing leaves the screen.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { readMailDir } from "#tests/support/mail-eml.ts";
import { ownServer } from "./own-server.ts";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const server = ownServer("series", { email: "volunteer@e2e.example.org", password: "a volunteer's passphrase" });
const { logIn } = server;
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const screens = path.resolve(".tmp/screens/series");
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(screens, { recursive: true });
  await page.screenshot({ path: path.join(screens, `${name}.png`), fullPage: true });
};
const changedMails = () => [...readMailDir(path.join(server.dataDir(), "mail"))].filter(([name]) => name.includes("_changed_")).map(([, mail]) => mail);

/** Nothing scrolls sideways and no control is off the screen. */
async function fits(page: Page) {
  return page.evaluate(() => ({
    sideways: document.documentElement.scrollWidth - window.innerWidth,
    // The booking form's trap for robots (tabindex -1) stands off the screen on purpose.
    outside: [...document.querySelectorAll("a, button, input:not([tabindex='-1']), select, textarea, summary")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && getComputedStyle(el).clipPath === "none" && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  }));
}

async function book(page: Page, slug: string, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@example.in`;
  const response = await page.request.post(`/events/${slug}`, { headers: { Origin: new URL(page.url()).origin }, form: { name, email, phone: "98450 12345", seats: "", website: "" } });
  expect(response.status(), `${name} books`).toBe(200);
}

const dates = (page: Page) => page.getByRole("list", { name: "Dates of Chair Yoga" }).getByRole("link");

test("a weekly class typed once is one group in the list, found by a word, each date saying where it stands", async ({ page }) => {
  await logIn(page);
  await page.goto("/admin/events/new");
  await page.getByLabel("Title").fill("Chair Yoga");
  await page.getByLabel("Category").selectOption("wellness");
  await page.getByLabel("Date").fill("2031-03-04");
  await page.getByLabel("Starts at").fill("08:00");
  await page.getByLabel("Ends at").fill("09:00");
  await page.getByLabel("Venue").fill("Community Hall, Jalahalli, Bangalore");
  await page.getByLabel("Description").fill("Gentle yoga on a chair, for every level.");
  await page.getByLabel("Places").fill("10");
  await page.getByLabel("Repeats").selectOption("weekly");
  await page.getByLabel(/How many times in all/).fill("4");
  await page.getByRole("button", { name: "Save the event" }).click();
  await expect(page.getByRole("status")).toContainText("4 events are saved");
  await page.goto("/admin/events/new");
  await page.getByLabel("Title").fill("Temple Walk");
  await page.getByLabel("Category").selectOption("outing");
  await page.getByLabel("Date").fill("2031-04-12");
  await page.getByLabel("Starts at").fill("07:00");
  await page.getByLabel("Ends at").fill("10:00");
  await page.getByLabel("Venue").fill("ISKCON, Rajajinagar");
  await page.getByLabel("Description").fill("A slow walk with a guide.");
  await page.getByLabel("Places").fill("20");
  await page.getByRole("button", { name: "Save the event" }).click();
  await expect(page.getByRole("status")).toContainText("The event is saved.");

  await page.goto("/admin/events");
  await expect(page.getByRole("heading", { name: "March 2031" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "April 2031" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Chair Yoga" })).toHaveCount(1);
  await expect(dates(page)).toHaveText(["Tue, 4 Mar", "Tue, 11 Mar", "Tue, 18 Mar", "Tue, 25 Mar"]);
  await expect(page.getByText("Weekly series: 4 dates here")).toBeVisible();
  // A series is one compact block: its four dates take less than a third of the phone's height.
  await shot(page, "1-events-list");
  const block = await page.getByRole("list", { name: "Dates of Chair Yoga" }).locator("xpath=..").boundingBox();
  expect(block!.height).toBeLessThan(844 / 3);
  expect(await fits(page)).toEqual({ sideways: 0, outside: [] });
  expect(await axeViolations(page), "events list").toEqual([]);

  await page.getByLabel("Title or venue").fill("rajaji");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=rajaji$/);
  await expect(page.getByRole("status")).toHaveText("1 event has “rajaji” in the title or venue.");
  await expect(page.getByRole("link", { name: "Temple Walk" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Chair Yoga" })).toHaveCount(0);
  await shot(page, "2-events-search");

  await page.getByRole("link", { name: "Show all" }).click();
  await dates(page).nth(1).click();
  const series = page.getByRole("navigation", { name: "The dates of this series" });
  await expect(series).toContainText("2 of 4 in the weekly series");
  await expect(series.getByRole("link")).toHaveText(["Tue, 4 Mar", "Tue, 18 Mar", "Tue, 25 Mar"]);
  expect(await fits(page)).toEqual({ sideways: 0, outside: [] });
  expect(await axeViolations(page), "a date of the series").toEqual([]);
  await shot(page, "3-series-date");
});

test("a new time for this and the later dates asks first who will be told; saved without telling, then a new place told says both", async ({ page }) => {
  await logIn(page);
  await page.goto("/events");
  await book(page, "chair-yoga-2031-03-11", "Asha Rao");
  await book(page, "chair-yoga-2031-03-11", "Ravi Kumar");
  await book(page, "chair-yoga-2031-03-18", "Zarina Begum");
  await page.goto("/admin/events");
  await dates(page).nth(1).click();
  await expect(page.getByRole("navigation", { name: "The dates of this series" })).toContainText("2 of 4 in the weekly series");
  const here = page.url();
  await page.getByLabel("Starts at").fill("08:30");
  await page.getByLabel("Ends at").fill("09:30");
  await page.getByRole("group", { name: "Save the changes to" }).getByLabel("This date and the 2 later dates").check();
  await page.getByRole("button", { name: "Save changes" }).click();
  const step = page.getByRole("region", { name: "Tell the people booked?" });
  await expect(step).toContainText("This will e-mail 3 people about the new time.");
  await expect(step).toContainText("The change goes to 3 dates of the series.");
  await expect(step).toContainText("Nothing is saved yet.");
  expect(await fits(page)).toEqual({ sideways: 0, outside: [] });
  expect(await axeViolations(page), "the step before telling").toEqual([]);
  await shot(page, "4-tell-step");
  await step.getByRole("button", { name: "Save without telling them" }).click();
  await expect(page.getByRole("status")).toContainText("Your changes are saved. Nobody was e-mailed. The changes are saved to 3 dates.");
  await expect(page.locator("#event-startTime")).toHaveValue("08:30");
  expect(changedMails()).toEqual([]);
  // The events list says each date's time now that they differ, never the first date's for all.
  await page.goto("/admin/events");
  const listed = page.getByRole("list", { name: "Dates of Chair Yoga" });
  await expect(listed.getByText("8:30 AM – 9:30 AM")).toHaveCount(3);
  await expect(listed.getByText("8:00 AM – 9:00 AM")).toHaveCount(1);
  await expect(page.getByText(/^Weekly series: 4 dates here$/)).toBeVisible();
  await page.goto(here);

  // A new place for this date only: told, the mail says the time and the place as they were told.
  await page.getByLabel("Venue").fill("The garden behind the Community Hall");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(step).toContainText("This will e-mail 2 people about the new time and place.");
  await expect(step).not.toContainText("dates of the series");
  await step.getByRole("button", { name: "Save and tell them" }).click();
  await expect(page.getByRole("status")).toContainText("2 people booked have been sent the new details");
  await expect.poll(() => changedMails().length).toBe(2);
  const text = changedMails()[0]!.text;
  expect(text).toContain("The time: was 8:00 AM to 9:00 AM, now 8:30 AM to 9:30 AM.");
  expect(text).toContain("The place: was Community Hall, Jalahalli, Bangalore, now The garden behind the Community Hall.");
  // The same again (a second press): nothing new to tell, nobody mailed.
  await page.goto(here);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText("Your changes are saved.");
  expect(changedMails()).toHaveLength(2);
  await shot(page, "5-told");
});

test("the step works without JavaScript: a second form page carrying the values", async ({ browser }) => {
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: `http://127.0.0.1:${server.port}`, viewport: { width: 390, height: 844 } });
  const page = await plain.newPage();
  await logIn(page);
  await page.goto("/admin/events?q=yoga");
  await dates(page).nth(2).click();
  await expect(page.getByRole("navigation", { name: "The dates of this series" })).toContainText("3 of 4 in the weekly series");
  await page.locator("#event-date").fill("2031-03-19");
  await page.getByRole("button", { name: "Save changes" }).click();
  const step = page.getByRole("region", { name: "Tell the people booked?" });
  await expect(step).toContainText("This will e-mail 1 person about the new date and time.");
  await shot(page, "6-tell-step-no-script");
  await step.getByRole("button", { name: "Save and tell them" }).click();
  await expect(page.getByRole("status")).toContainText("1 person booked has been sent the new details");
  await expect.poll(() => changedMails().length).toBe(3);
  await plain.close();
});

test("the public page lists the next dates; the series gains two dates; its last dates are cancelled together", async ({ page }) => {
  await page.goto("/events/chair-yoga-2031-03-04");
  const next = page.getByRole("region", { name: "The next dates" });
  await expect(next.getByRole("link")).toHaveCount(3);
  await expect(next.getByRole("link").first()).toContainText("11 March 2031");
  expect(await fits(page)).toEqual({ sideways: 0, outside: [] });
  expect(await axeViolations(page), "public page with the next dates").toEqual([]);
  await shot(page, "7-public-next-dates");

  await logIn(page);
  await page.goto("/admin/events");
  await dates(page).nth(3).click();
  await page.getByLabel("How many more dates").fill("2");
  await page.getByRole("button", { name: "Add the dates" }).click();
  await expect(page.getByRole("status")).toContainText("2 dates are added to the series, the last on Tuesday, 8 April 2031.");
  await expect(page.getByRole("navigation", { name: "The dates of this series" })).toContainText("4 of 6 in the weekly series");

  await page.getByRole("group", { name: "Which dates to cancel" }).getByLabel("This date and the 2 later dates").check();
  await page.getByLabel(/^Why it is cancelled/).fill("The hall is closed for repairs.");
  await page.getByLabel("Yes, cancel it and tell everyone booked").check();
  await shot(page, "8-cancel-later");
  await page.getByRole("button", { name: "Cancel this event" }).click();
  await expect(page.getByRole("status")).toContainText("3 dates are cancelled.");
  await page.goto("/admin/events");
  await expect(page.getByText("Weekly series: 6 dates here")).toBeVisible();
  await expect(page.getByRole("list", { name: "Dates of Chair Yoga" }).getByText("Cancelled")).toHaveCount(3);
  await shot(page, "9-list-after");
});
