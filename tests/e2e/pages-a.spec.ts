// Home, about, offerings and every offering page (the list in app/content/offerings/index.ts) in a
// real browser: each renders its heading and the sections its content names, its buttons lead
// where a visitor expects, and all of it works with JavaScript switched off. Headings and counts
// are read from the content; the spec's words and numbers are pinned by the unit tests in
// app/content (spec-conformance.test.ts, offerings.test.ts, home-about.test.ts).
import { expect, test } from "#tests/support/e2e.ts";
import { about } from "#app/content/about.ts";
import { home } from "#app/content/home.ts";
import { offeringsPage } from "#app/content/offerings-page.ts";
import { leisureOutings } from "#app/content/offerings/leisure-outings.ts";
import { customEngagements } from "#app/content/offerings/custom-engagements.ts";
import { testimonials } from "#app/content/testimonials.ts";
import { site } from "#app/core/site.ts";
import type { OfferingBlock } from "#app/content/shapes/offerings.ts";
import { contactCopy } from "#app/content/form-words/contact.ts";
import { offeringPage, offeringPaths } from "#tests/support/offering-pages.ts";
import { getEvents } from "#app/lib/events/sample-event-generator.ts";
import { upcomingFrom } from "#app/core/events.ts";
import { clockNow, todayIso } from "#app/core/calendar.ts";

type Expected = { h1: string; sections: string[] };

/** The fixed pages' headings: the h1 and the section headings the spec names. */
const fixedPages: Record<string, Expected> = {
  "/": { h1: home.hero.title, sections: [home.services.title, home.about.title, home.testimonials.title, home.events.title, home.cta.title] },
  "/about": {
    h1: about.hero.title,
    sections: [about.mission.title, about.vision.title, about.story.title, about.values.title, about.team.title, about.timeline.title, about.whyChoose.title, about.visit.title],
  },
  "/offerings": { h1: offeringsPage.hero.title, sections: [offeringsPage.programmes.title, offeringsPage.values.title, offeringsPage.care.title, offeringsPage.cta.title] },
};

/** Every page under test: the fixed ones, then each offering page of the list in app/content/offerings/index.ts. */
const paths = [...Object.keys(fixedPages), ...offeringPaths];

/** A page's h1 and section headings; an offering page's are its content file's visible block titles (badge strips have a screen-reader-only one). */
async function expected(path: string): Promise<Expected> {
  const fixed = fixedPages[path];
  if (fixed) return fixed;
  const page = await offeringPage(path);
  return { h1: page.hero.title, sections: page.blocks.map((b) => b.title) };
}

/** One block of an offering page, by its id. */
function block<K extends OfferingBlock["kind"]>(blocks: readonly OfferingBlock[], id: string, kind: K): Extract<OfferingBlock, { kind: K }> {
  const found = blocks.find((b) => b.id === id && b.kind === kind);
  if (!found) throw new Error(`no ${kind} block "${id}"`);
  return found as Extract<OfferingBlock, { kind: K }>;
}

// One test for the pages (a test costs the clean-up of its tab beside its pages: docs/testing.md);
// each page's findings are reported, whichever fails first.
test("every page renders its heading and sections", async ({ page, request }) => {
  test.setTimeout(120_000); // every page of the list
  for (const path of paths) {
    await test.step(path, async () => {
      const { h1, sections } = await expected(path);
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(200);
      await expect.soft(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
      await expect.soft(page.getByRole("heading", { level: 1 }), path).toHaveText(h1);
      for (const title of sections) await expect.soft(page.getByRole("heading", { level: 2, name: title, exact: true }), `${path}: ${title}`).toHaveCount(1);

      // Head tags come with the server's HTML, before any script runs.
      const html = await (await request.get(path)).text();
      expect.soft(html, path).toMatch(new RegExp(`<title>[^<]*${site.brand}</title>`));
      expect.soft(html, path).toContain(`<link rel="canonical" href="http://localhost:3000${path}"/>`);
    });
  }
});

test.describe("home", () => {
  // How many stories and events the home page shows: app/content/spec-conformance.test.ts.
  test("shows the figures, the services, the teased stories and upcoming events", async ({ page }) => {
    await page.goto("/");
    const stats = page.getByRole("region", { name: home.stats.title });
    for (const stat of home.stats.items) await expect(stats.getByText(stat.value, { exact: true })).toBeVisible();

    const services = page.getByRole("region", { name: home.services.title });
    await expect(services.getByRole("listitem")).toHaveCount(home.services.items.length);
    for (const service of home.services.items) {
      await expect(services.getByRole("link", { name: service.linkLabel })).toHaveAttribute("href", service.href);
    }

    const stories = page.getByRole("region", { name: home.testimonials.title });
    await expect(stories.locator("figure")).toHaveCount(home.testimonials.count);
    for (const t of testimonials.slice(0, home.testimonials.count)) await expect(stories.getByText(t.name, { exact: false })).toBeVisible();

    const events = page.getByRole("region", { name: home.events.title });
    await expect(events.getByRole("article")).toHaveCount(home.events.count);
    // The sample programme: each title leads to the calendar, and each card's button asks about such events.
    for (const card of await events.getByRole("article").all()) {
      await expect(card.getByRole("heading").getByRole("link")).toHaveAttribute("href", "/events");
      await expect(card.getByRole("link", { name: /^Ask about events like this/ })).toHaveAttribute("href", /^\/contact\?subject=/);
    }
    await expect(events.getByRole("link", { name: "See All Events" })).toHaveAttribute("href", "/events");
  });

  test("the hero buttons lead to /join-us and /contact", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Explore Our Services" }).click();
    await expect(page).toHaveURL(/\/join-us$/);
    await page.goto("/");
    await page.getByRole("link", { name: "Join Our Community" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("offerings", () => {
  test("each programme's Learn More opens its offering page", async ({ page }) => {
    await page.goto("/offerings");
    await page.getByRole("link", { name: "Learn More – Experiential Tours" }).click();
    await expect(page).toHaveURL(/\/offerings\/leisure-outings$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leisure Outings");
  });

  test("Schedule opens the offering page at its timetable", async ({ page }) => {
    await page.goto("/offerings");
    await page.getByRole("link", { name: "Schedule – Online Training" }).click();
    await expect(page).toHaveURL(/\/offerings\/technology#courses$/);
    await expect(page.getByRole("heading", { level: 2, name: "Our courses" })).toBeInViewport();
  });

  test("the closing buttons lead to /contact and /events", async ({ page }) => {
    await page.goto("/offerings");
    const cta = page.getByRole("region", { name: offeringsPage.cta.title });
    await expect(cta.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(cta.getByRole("link", { name: "View Upcoming Events" })).toHaveAttribute("href", "/events");
  });
});

test.describe("offering page buttons", () => {
  test("Join This Program leads to the programme's next sessions; membership is the link beside it", async ({ page }) => {
    await page.goto("/offerings/health-wellness");
    await expect(page.getByRole("link", { name: "Become a Member – Gentle Yoga" })).toHaveAttribute("href", "/join-us");
    await page.getByRole("link", { name: "Join This Program – Gentle Yoga" }).click();
    // The sample programme (nothing is published on this server) has Gentle Yoga's sessions, or
    // none in its sixty days: then an enquiry about it.
    const now = new Date();
    const sessions = upcomingFrom(getEvents(now).filter((e) => e.programme === "health-wellness/gentle-yoga"), `${todayIso(now)} ${clockNow(now)}`, 1);
    if (sessions.length === 0) {
      await expect(page).toHaveURL(/\/contact\?subject=health&about=Gentle%20Yoga/);
      return;
    }
    await expect(page).toHaveURL(/\/events\?programme=health-wellness%2Fgentle-yoga&month=\d{4}-\d{2}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gentle Yoga");
    const listed = page.locator("#events-upcoming").getByRole("article");
    await expect(listed.first()).toBeVisible();
    for (const title of await listed.getByRole("heading").allTextContents()) expect(title).toBe("Gentle Morning Yoga");
  });

  test("Book This Tour Category leads to that tour's next dates", async ({ page }) => {
    await page.goto("/offerings/leisure-outings");
    await page.getByRole("link", { name: "Book This Tour Category – Scenic Day Trips" }).click();
    // The sample programme has a scenic day trip (with no date set it would be the contact form
    // about the tour: tests/e2e/outings-and-long-titles.spec.ts).
    await expect(page).toHaveURL(/\/events\?programme=leisure-outings%2Fscenic-day-trips&month=\d{4}-\d{2}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scenic Day Trips");
  });

  test("Register, Plan and Schedule buttons name what they are about", async ({ page }) => {
    await page.goto("/offerings/satsangs");
    await expect(page.getByRole("link", { name: "Register – Purnima Satsang" })).toHaveAttribute(
      "href",
      "/contact?subject=spiritual&about=Purnima%20Satsang#message",
    );
    await page.goto("/offerings/custom-engagements");
    await expect(page.getByRole("link", { name: "Plan Your Event – Cultural Festivals" })).toHaveAttribute(
      "href",
      "/contact?subject=programs&about=Cultural%20Festivals#message",
    );
    await page.goto("/offerings/technology");
    await page.getByRole("region", { name: "It is never too late to learn" }).getByRole("link", { name: "Schedule Free Demo" }).click();
    await expect(page).toHaveURL(/\/contact\?subject=technology&about=a%20free%20demo%20class#message$/);
    // The visitor lands on the form, with a line saying what they chose.
    await expect(page.locator("#message")).toBeInViewport();
    await expect(page.getByText("You are asking about a free demo class (Technology tutoring). Add your details below and send.")).toBeInViewport();
  });

  test("upcoming tours show the spec's prices and seats", async ({ page }) => {
    await page.goto("/offerings/leisure-outings");
    const tours = page.getByRole("region", { name: "Upcoming Tours" });
    await expect(tours.getByRole("article")).toHaveCount(block(leisureOutings.blocks, "upcoming-tours", "tours").items.length);
    for (const text of ["₹800 per person", "₹1,200 per person", "₹500 per person", "20 seats per trip", "15 seats per trip", "25 seats per trip"]) {
      await expect(tours.getByText(text)).toBeVisible();
    }
  });

  // How many steps (the spec's eight): app/content/offerings.test.ts.
  test("the planning process shows its numbered steps", async ({ page }) => {
    await page.goto("/offerings/custom-engagements");
    await expect(page.getByRole("region", { name: "How we plan your event" }).getByRole("listitem")).toHaveCount(
      block(customEngagements.blocks, "planning-process", "steps").items.length,
    );
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of paths) {
    test(`${path} is complete`, async ({ page }) => {
      const { h1, sections } = await expected(path);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      for (const title of sections) await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toHaveCount(1);
    });
  }

  test("home shows its upcoming events from the server", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: home.events.title }).getByRole("article")).toHaveCount(home.events.count);
  });

  test("links and in-page jumps work", async ({ page }) => {
    await page.goto("/offerings/leisure-outings");
    await page.getByRole("region", { name: "Ready for a day out?" }).getByRole("link", { name: "Explore Our Tours" }).click();
    await expect(page).toHaveURL(/#upcoming-tours$/);
    await expect(page.getByRole("heading", { level: 2, name: "Upcoming Tours" })).toBeInViewport();
    await page.getByRole("link", { name: "Book Now – Lalbagh Botanical Garden" }).click();
    await expect(page).toHaveURL(/\/contact\?subject=outings&about=Lalbagh%20Botanical%20Garden#message$/);
    // Without JavaScript too, the browser lands on the form.
    await expect(page.locator("#message")).toBeInViewport();
    await expect(page.getByRole("textbox", { name: contactCopy.fields.message.label })).toHaveValue(contactCopy.prefilledMessage("Lalbagh Botanical Garden"));
  });
});
