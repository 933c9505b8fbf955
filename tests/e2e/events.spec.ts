// /events as a visitor uses it: the month calendar (wrapping across years, "+N more"), the
// category chips, the six upcoming events and their registration links, the event updates box,
// the sticky filter bar, a phone-sized screen, the page without JavaScript, and the server HTML
// (structured data, no hydration warning, nothing fetched from another host).
import type { Page } from "@playwright/test";
import { expect, headerBottom, test } from "#tests/support/e2e.ts";
import { UPCOMING_LIMIT } from "#app/core/events.ts";
import { newsletterCopy } from "#app/content/form-words/newsletter.ts";

/** Today's date in Bangalore, as the server computes it. */
function bangaloreToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}
const monthName = (key: string) =>
  new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${key}-01T00:00:00Z`));

/** Collects console errors and warnings (React reports hydration mismatches there), uncaught
 * errors, and requests to any host but the site's own (the shared guard checks errors only). */
function watch(page: Page, origin: string) {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  page.on("request", (r) => {
    if (!r.url().startsWith("data:") && new URL(r.url()).origin !== origin) problems.push(`request to another host: ${r.url()}`);
  });
  return problems;
}


const calendarHeading = (page: Page) => page.getByRole("heading", { level: 3 }).filter({ hasText: /^[A-Z][a-z]+ \d{4}$/ });

test.describe("events calendar", () => {
  test("next wraps from December to January of the next year, and back", async ({ page }) => {
    const year = Number(bangaloreToday().slice(0, 4));
    await page.goto(`/events?month=${year}-12`);
    await expect(calendarHeading(page)).toHaveText(`December ${year}`);
    await page.getByRole("button", { name: /^Next month/ }).click();
    await expect(calendarHeading(page)).toHaveText(`January ${year + 1}`);
    await expect(page).toHaveURL(new RegExp(`month=${year + 1}-01`));
    // January has 31 day cards and starts under its weekday.
    await expect(page.locator("ol[aria-labelledby] > li")).toHaveCount(31);
    await page.getByRole("button", { name: /^Previous month/ }).click();
    await expect(calendarHeading(page)).toHaveText(`December ${year}`);
  });

  test("previous wraps from January to December of the previous year", async ({ page }) => {
    const year = Number(bangaloreToday().slice(0, 4));
    await page.goto(`/events?month=${year}-01`);
    await expect(calendarHeading(page)).toHaveText(`January ${year}`);
    await page.getByRole("button", { name: /^Previous month/ }).click();
    await expect(calendarHeading(page)).toHaveText(`December ${year - 1}`);
    await page.getByRole("button", { name: /^Next month/ }).click();
    await expect(calendarHeading(page)).toHaveText(`January ${year}`);
  });

  test("opens on the current month with today marked", async ({ page }) => {
    const today = bangaloreToday();
    await page.goto("/events");
    await expect(calendarHeading(page)).toHaveText(monthName(today.slice(0, 7)));
    const todayCard = page.locator(`li[data-date="${today}"]`);
    await expect(todayCard.getByText("Today", { exact: true })).toBeVisible();
  });

  test("a day shows at most two events and a '+N more' label that opens the rest", async ({ page }) => {
    await page.goto("/events");
    // Sample days have one to three events: find a day with more than two in this or next month.
    const day = page.locator("ol[aria-labelledby] > li").filter({ has: page.locator("details summary") }).first();
    if ((await day.count()) === 0) await page.getByRole("button", { name: /^Next month/ }).click();
    const more = day.locator("summary");
    await expect(more).toBeVisible();
    const date = await day.getAttribute("data-date");
    const hidden = day.locator("details li");
    const n = await hidden.count();
    expect(n).toBeGreaterThan(0);
    // Two events in view, the rest behind the label, which says how many and (to a screen reader) when.
    await expect(day.locator(":scope > ul > li")).toHaveCount(2);
    await expect(more).toContainText(`+${n} more`);
    const longDate = new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${date}T00:00:00Z`),
    );
    await expect(more).toHaveAccessibleName(`+${n} more ${n === 1 ? "event" : "events"} on ${longDate}`);
    await expect(hidden.first()).toBeHidden();
    await more.click();
    await expect(hidden.first()).toBeVisible();
    // Once open, the label no longer offers "+N more" but closes them again.
    await expect(more).toHaveAccessibleName(`Show fewer events on ${longDate}`);
    await more.click();
    await expect(hidden.first()).toBeHidden();
    await expect(more).toHaveAccessibleName(`+${n} more ${n === 1 ? "event" : "events"} on ${longDate}`);
    // No day anywhere shows more than two events before its label.
    for (const list of await page.locator("ol[aria-labelledby] > li > ul").all()) {
      expect(await list.locator(":scope > li").count()).toBeLessThanOrEqual(2);
    }
  });
});

test.describe("events calendar on a desktop", () => {
  test("past days without events are compact, and no title breaks in the middle of a word", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const today = bangaloreToday();
    await page.goto("/events");
    const past = page.locator("ol[aria-labelledby] > li").filter({ hasNot: page.locator("ul") });
    for (const day of await past.all()) {
      const date = (await day.getAttribute("data-date"))!;
      if (date >= today) continue;
      expect((await day.boundingBox())!.height, date).toBeLessThan(70);
    }
    // Every word of every title fits its line: with breaking inside words switched off, nothing overflows.
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("ol[aria-labelledby] li li > a, ol[aria-labelledby] li li > span:last-child")]
        .filter((el) => {
          el.style.overflowWrap = "normal";
          el.style.hyphens = "manual";
          return el.scrollWidth > el.clientWidth + 1;
        })
        .map((el) => el.textContent),
    );
    expect(broken).toEqual([]);
  });

  test("at a narrower desktop width or the largest text, the month is a list of days instead", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.addInitScript(() => localStorage.setItem("text-size", "larger"));
    await page.goto("/events");
    const days = page.locator("ol[aria-labelledby]");
    expect(await days.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length)).toBeLessThanOrEqual(2);
  });
});

test.describe("upcoming events", () => {
  // How many (the spec's six): app/content/spec-conformance.test.ts.
  test("lists the first six sample events that have not started, each marked as an example with a link to ask about it", async ({ page }) => {
    // The e2e server has no published event, so the spec's sample programme is shown.
    await page.goto("/events");
    const grid = page.getByRole("region", { name: "Upcoming Events" });
    const cards = grid.getByRole("article");
    await expect(cards).toHaveCount(UPCOMING_LIMIT);
    const dates = await grid.locator("time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!));
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]! >= bangaloreToday()).toBe(true);
    for (const card of await cards.all()) {
      const title = (await card.getByRole("heading").textContent())!;
      await expect(card.getByText("Example", { exact: true })).toBeVisible();
      await expect(card).toContainText("It cannot be booked.");
      await expect(card.getByRole("link", { name: /^Book a place/ })).toHaveCount(0);
      const ask = card.getByRole("link", { name: `Ask about events like this: ${title}` });
      await expect(ask).toHaveText("Ask about events like this");
      const href = new URL((await ask.getAttribute("href"))!, "http://x");
      expect(href.pathname).toBe("/contact");
      expect(href.searchParams.get("subject")).toMatch(/^(health|technology|programs|spiritual|outings)$/);
      expect(href.searchParams.get("about")).toContain(title);
    }
    await cards.first().getByRole("link", { name: /^Ask about events like/ }).click();
    await expect(page).toHaveURL(/\/contact\?subject=/);
  });

  test("Subscribe to Event Updates leads to the newsletter box with source events", async ({ page }) => {
    await page.goto("/events");
    await page.getByRole("link", { name: "Subscribe to Event Updates" }).click();
    const email = page.getByRole("textbox", { name: /e-mail address/i });
    await expect(email).toBeFocused();
    await expect(page.locator('#event-updates input[type="hidden"][name="source"]')).toHaveValue("events");
    await email.fill(`events-${Date.now()}@example.com`);
    await page.locator("#event-updates").getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("#event-updates")).toContainText(newsletterCopy.success.heading);
  });
});

test.describe("category chips", () => {
  test("filter the calendar and the upcoming events, and say which is chosen", async ({ page }) => {
    await page.goto("/events");
    const chips = page.getByRole("group", { name: "Show events of category" });
    await expect(chips.getByRole("button")).toHaveText(["✓All events", "Wellness", "Technology", "Social", "Spiritual", "Outing"]);
    await expect(chips.getByRole("button", { name: "All events" })).toHaveAttribute("aria-pressed", "true");
    const before = await page.locator("ol[aria-labelledby] li li").count();

    await chips.getByRole("button", { name: "Technology" }).click();
    await expect(chips.getByRole("button", { name: "Technology" })).toHaveAttribute("aria-pressed", "true");
    await expect(chips.getByRole("button", { name: "All events" })).toHaveAttribute("aria-pressed", "false");
    await expect(page).toHaveURL(/category=technology/);
    const grid = page.getByRole("region", { name: "Upcoming Events" });
    const cards = grid.getByRole("article");
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(UPCOMING_LIMIT);
    for (const card of await cards.all()) await expect(card.getByText("Technology", { exact: true })).toBeVisible();
    expect(await page.locator("ol[aria-labelledby] li li").count()).toBeLessThan(before);

    await chips.getByRole("button", { name: "All events" }).click();
    await expect(page).not.toHaveURL(/category=/);
    await expect(cards).toHaveCount(UPCOMING_LIMIT);
  });

  test("the filter bar stays in view right under the site header", async ({ page }) => {
    await page.goto("/events");
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(300);
    const chips = page.getByRole("group", { name: "Show events of category" });
    await expect(chips).toBeInViewport();
    const barTop = await chips.evaluate((el) => el.closest("[data-sticky-filter]")!.getBoundingClientRect().top);
    expect(Math.abs(barTop - (await headerBottom(page)))).toBeLessThanOrEqual(1);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the month is a readable list of days, with nothing wider than the screen", async ({ page }) => {
    await page.goto("/events");
    const firstDay = page.locator("ol[aria-labelledby] > li").filter({ visible: true }).first();
    await expect(firstDay.getByText(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}$/)).toBeVisible();
    const box = (await firstDay.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Days without events are left out of the list on a phone.
    for (const day of await page.locator("ol[aria-labelledby] > li").filter({ visible: true }).all()) {
      expect(await day.locator("li").count()).toBeGreaterThan(0);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("chips and month buttons load the filtered month from the server", async ({ page }) => {
    const year = Number(bangaloreToday().slice(0, 4));
    await page.goto(`/events?month=${year}-12`);
    await page.getByRole("button", { name: "Spiritual" }).click();
    await expect(page).toHaveURL(new RegExp(`category=spiritual`));
    await expect(page).toHaveURL(new RegExp(`month=${year}-12`));
    await expect(page.getByRole("button", { name: "Spiritual" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: /^Next month/ }).click();
    await expect(calendarHeading(page)).toHaveText(`January ${year + 1}`);
    await expect(page).toHaveURL(/category=spiritual/);
    for (const card of await page.getByRole("region", { name: "Upcoming Events" }).getByRole("article").all()) {
      await expect(card.getByText("Spiritual", { exact: true })).toBeVisible();
    }
  });

  test("the event updates box is there and posts a subscription with source events", async ({ page }) => {
    await page.goto("/events");
    const box = page.locator("#event-updates");
    const email = box.getByRole("textbox", { name: /e-mail address/i });
    await expect(email).toBeVisible();
    await email.fill(`events-nojs-${Date.now()}@example.com`);
    await box.getByRole("button", { name: "Subscribe" }).click();
    // The visitor stays on /events and reads the answer in the box.
    await expect(page).toHaveURL(/\/events(\?sent=[^#]*)?(#[a-z0-9-]+)?$/);
    await expect(page.locator("#event-updates").getByText(newsletterCopy.success.heading)).toBeVisible();
  });
});

test.describe("server HTML", () => {
  test("carries schema.org Event data for the upcoming events", async ({ request }) => {
    const html = await (await request.get("/events")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    const graph = blocks.find((b) => Array.isArray(b["@graph"]) && b["@graph"][0]?.["@type"] === "Event");
    expect(graph).toBeTruthy();
    const events = graph["@graph"] as Record<string, any>[];
    expect(events).toHaveLength(UPCOMING_LIMIT);
    for (const event of events) {
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/);
      expect(event.location["@type"]).toBe("Place");
      expect(event.location.address.addressRegion).toBe("Karnataka");
      expect(event.location.address.addressCountry).toBe("IN");
      expect(event.organizer.name).toBeTruthy();
    }
  });

  for (const path of ["/events", "/"]) {
    test(`${path} hydrates without a warning and fetches nothing from another host`, async ({ page, baseURL }) => {
      const problems = watch(page, new URL(baseURL!).origin);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      expect(problems).toEqual([]);
    });
  }
});
