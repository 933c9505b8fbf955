// The events calendar opens on the month of the next event, not on an empty
// month while events are next month, with JavaScript and without; a category opens on the month of
// its own next event. On a server of its own, whose programme is two published events (publishing
// replaces the sample programme the other journeys expect).
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { ownServer } from "./own-server.ts";
import { eventsPage } from "#app/content/events-listing-page.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const { publishEvent } = ownServer("calendar", { email: "calendar@e2e.example.org", password: "a calendar operator passphrase" }, { bypassCSP: false });

function bangaloreToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}
function shift(month: string, delta: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}
const monthName = (key: string) =>
  new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${key}-01T00:00:00Z`));

// Nothing this month; a wellness event next month, a technology event the month after.
const thisMonth = bangaloreToday().slice(0, 7);
const first = { date: `${shift(thisMonth, 1)}-05`, category: "wellness", title: "Morning Chair Yoga" };
const second = { date: `${shift(thisMonth, 2)}-10`, category: "technology", title: "Video Calls Made Easy" };

const heading = (page: Page) => page.locator("#events-calendar h3");

test.beforeAll(async () => {
  for (const { date, category, title } of [first, second]) {
    await publishEvent({ title, category, date, startTime: "10:00", endTime: "11:00", venue: "Community Hall, Jalahalli, Bangalore", description: "An event for the calendar's end-to-end test.", capacity: 20 });
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the calendar opens on the month of the next event, not on an empty month", async ({ page }) => {
      await page.goto("/events");
      await expect(heading(page)).toHaveText(monthName(first.date.slice(0, 7)));
      await expect(page.locator("#events-calendar").getByRole("link", { name: first.title })).toBeVisible();
      await expect(page.getByText(eventsPage.calendar.noEventsMonth)).toHaveCount(0);
      // The month before is one press away, and says there is nothing then.
      await page.getByRole("button", { name: /^Previous month/ }).click();
      await expect(heading(page)).toHaveText(monthName(thisMonth));
      await expect(page.getByText(eventsPage.calendar.noEventsMonth)).toBeVisible();
    });

    test("a category opens on the month of its own next event", async ({ page }) => {
      await page.goto("/events");
      await page.getByRole("group", { name: eventsPage.filter.label }).getByRole("button", { name: "Technology" }).click();
      await expect(heading(page)).toHaveText(monthName(second.date.slice(0, 7)));
      await expect(page.locator("#events-calendar").getByRole("link", { name: second.title })).toBeVisible();
      await page.goto("/events?category=wellness");
      await expect(heading(page)).toHaveText(monthName(first.date.slice(0, 7)));
    });
  });
}
