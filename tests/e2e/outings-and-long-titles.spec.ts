// The outings page leads to the outings, and a long title fits (issue 54, points 4 and 6), on a
// server of its own where the office has put on a priced heritage walk, "Basavanagudi Bugle Rock
// Heritage Walk", as a session of the programme "Leisure Outings: Cultural & Heritage", and a
// weekly class that nobody has booked yet:
// - the walk's title wraps wherever it appears (its page, the events list, the programme's dates,
//   the home page) at 320 and 360 px with larger text and at 640 × 400, with JavaScript and
//   without: nothing is wider than the screen;
// - /offerings/leisure-outings leads from the tour's card to the walk with its price, and every
//   programme the console offers for an event leads from its offering page to its next dates or,
//   with none set, to an enquiry about it (no 404);
// - the step before saving a change to the class's dates does not promise e-mail to nobody.
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e.ts";
import { todayIso } from "#app/core/calendar.ts";
import { ownServer } from "./own-server.ts";

test.describe.configure({ timeout: 90_000 });

const server = ownServer("walk", { email: "outings.office@e2e.example.org", password: "an outings office passphrase" });
const TITLE = "Basavanagudi Bugle Rock Heritage Walk";
const PROGRAMME = "leisure-outings/cultural-heritage";

/** A date `days` from today in Bangalore. */
function inDays(days: number): string {
  const d = new Date(`${todayIso()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const walkDate = inDays(9);
const slug = `basavanagudi-bugle-rock-heritage-walk-${walkDate}`;

test.beforeAll(async () => {
  await server.publishEvent({
    title: TITLE,
    category: "outing",
    date: walkDate,
    startTime: "07:30",
    endTime: "10:30",
    venue: "Bull Temple gate, Basavanagudi, Bangalore",
    description: "A slow walk with a guide to Bugle Rock and the Bull Temple, with stops to sit.",
    capacity: 12,
    programme: PROGRAMME,
    price: 800,
  });
  await server.publishEvent({
    title: "Chair Yoga",
    category: "wellness",
    date: inDays(40),
    startTime: "08:00",
    endTime: "09:00",
    venue: "Community Hall, Jalahalli, Bangalore",
    description: "Gentle yoga on a chair, for every level.",
    capacity: 10,
    repeat: "weekly",
    repeatCount: 3,
  });
});

/** How much wider than the screen the page is, naming the widest culprits. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const over = document.documentElement.scrollWidth - window.innerWidth;
    // The elements, and the text, that run past the screen's right edge.
    const range = document.createRange();
    const textPast = (el: Element) =>
      [...el.childNodes].some((n) => {
        if (n.nodeType !== Node.TEXT_NODE || !n.textContent?.trim()) return false;
        range.selectNodeContents(n);
        return [...range.getClientRects()].some((r) => r.right > window.innerWidth + 1);
      });
    const culprits = [...document.querySelectorAll("main *")].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 || textPast(el)).slice(0, 3);
    return over > 0 ? `${over}px (${culprits.map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.textContent ?? "").slice(0, 30)}"`).join(", ")})` : "";
  });

const pagesWithTheTitle = () => [`/events/${slug}`, "/events?category=outing", `/events?programme=${encodeURIComponent(PROGRAMME)}&month=${walkDate.slice(0, 7)}`, "/"];

const screens = [
  { width: 320, height: 740, size: "larger" },
  { width: 360, height: 740, size: "larger" },
  { width: 640, height: 400, size: "normal" },
] as const;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test(`"${TITLE}" wraps on every page it is on: nothing is wider than the screen`, async ({ page }) => {
      const wide: string[] = [];
      for (const screen of screens) {
        await page.setViewportSize({ width: screen.width, height: screen.height });
        // The text size as the control keeps it; without JavaScript the pages are at their normal size.
        if (javaScriptEnabled) {
          await page.goto("/robots.txt");
          await page.evaluate((s) => localStorage.setItem("text-size", s), screen.size);
        }
        for (const path of pagesWithTheTitle()) {
          await page.goto(path);
          await expect(page.getByText(TITLE).first()).toBeVisible();
          const found = await overflow(page);
          if (found) wide.push(`${screen.width}×${screen.height}, ${path}: ${found}`);
        }
      }
      expect(wide).toEqual([]);
    });

    test("the outings page's tour leads to the walk and its price", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      if (javaScriptEnabled) await page.addInitScript(() => localStorage.setItem("text-size", "larger"));
      await page.goto("/offerings/leisure-outings");
      const card = page.locator("article#cultural-heritage");
      await card.locator(`a[href="/offerings/${PROGRAMME.replace("/", "/")}/sessions"]`).first().click({ timeout: 10_000 });
      await expect(page).toHaveURL(new RegExp(`/events\\?programme=${encodeURIComponent(PROGRAMME).replace("%2F", "(%2F|/)")}&month=${walkDate.slice(0, 7)}`));
      const walk = page.getByRole("article").filter({ hasText: TITLE });
      await expect(walk).toBeVisible();
      await expect(walk).toContainText("₹800 a person");
    });
  });
}

test("every programme the console offers for an event leads from its offering page to its next dates or to an enquiry", async ({ page, request }) => {
  await server.logIn(page);
  await page.goto("/admin/events/new");
  const keys = (await page.locator("#event-programme option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).filter(Boolean);
  expect(keys).toContain(PROGRAMME);
  const problems: string[] = [];
  for (const key of keys) {
    const [offering, id] = key.split("/");
    const sessions = `/offerings/${offering}/${id}/sessions`;
    await page.goto(`/offerings/${offering}`);
    const links = page.locator(`#${id} a[href="${sessions}"]`);
    if ((await links.count()) === 0) problems.push(`${key}: its card on /offerings/${offering} has no link to its dates`);
    const answer = await request.get(sessions, { maxRedirects: 0 });
    const to = answer.headers()["location"] ?? "";
    if (answer.status() !== 302) problems.push(`${key}: ${sessions} answers ${answer.status()}`);
    else if (key === PROGRAMME ? !to.startsWith(`/events?programme=${encodeURIComponent(key)}`) : !/^\/contact\?subject=\w+&about=/.test(to)) problems.push(`${key}: leads to ${to}`);
  }
  expect(problems).toEqual([]);
});

test("the step before saving a change to dates nobody booked promises no e-mail", async ({ page }) => {
  await server.logIn(page);
  await page.goto("/admin/events");
  await page.getByRole("list", { name: "Dates of Chair Yoga" }).getByRole("link").first().click({ timeout: 10_000 });
  await page.getByLabel("Starts at").fill("08:30");
  await page.getByLabel("Ends at").fill("09:30");
  await page.getByRole("group", { name: "Save the changes to" }).getByLabel("This date and the 2 later dates").check();
  await page.getByRole("button", { name: "Save changes" }).click();
  const step = page.getByRole("region", { name: "Tell the people booked?" });
  await expect(step).toContainText("Nobody booked on these dates needs to be told.");
  await expect(step).toContainText("Nothing is saved yet.");
  await expect(step).not.toContainText("e-mail");
});
