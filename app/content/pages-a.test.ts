// Content of the home, about, offerings and the five offering pages: every page parses with its
// schema, the spec's counts and figures hold (sections 2 and 9), and every link leads somewhere real.
import { describe, expect, it } from "vitest";
import { contactSubjects } from "#app/forms/options.ts";
import { publicRoutes } from "#app/content/routes.ts";
import { about } from "#app/content/about.ts";
import { home } from "#app/content/home.ts";
import { offerings } from "#app/content/programmes.ts";
import { statistics } from "#app/content/statistics.ts";
import { team } from "#app/content/team.ts";
import { timeline } from "#app/content/timeline.ts";
import { programmeLabels } from "#app/content/offerings/labels.ts";
import { offeringPages } from "#app/content/offerings/index.ts";
import { healthWellness } from "#app/content/offerings/health-wellness.ts";
import { technology } from "#app/content/offerings/technology.ts";
import { leisureOutings } from "#app/content/offerings/leisure-outings.ts";
import { satsangs } from "#app/content/offerings/satsangs.ts";
import { customEngagements } from "#app/content/offerings/custom-engagements.ts";
import {
  AboutPageSchema,
  HomePageSchema,
  OfferingPageSchema,
  OfferingsPageSchema,
  ProgrammeLabelsSchema,
  type OfferingBlock,
  type OfferingPage,
} from "#app/content/schemas.ts";

const routePaths = new Set(publicRoutes.map((r) => r.path));
const subjects = new Set<string>(contactSubjects.map((s) => s.value));

function block<K extends OfferingBlock["kind"]>(page: OfferingPage, id: string, kind: K): Extract<OfferingBlock, { kind: K }> {
  const found = page.blocks.find((b) => b.id === id);
  if (!found) throw new Error(`${page.path} has no block "${id}"`);
  expect(found.kind).toBe(kind);
  return found as Extract<OfferingBlock, { kind: K }>;
}

const titles = (items: readonly { title: string }[]) => items.map((i) => i.title);

/** Every anchor a page offers: its block ids and the ids of the programmes inside them. */
function anchorsOf(page: { blocks: readonly OfferingBlock[] }): Set<string> {
  const ids = new Set<string>();
  for (const b of page.blocks) {
    ids.add(b.id);
    if (b.kind === "programmes") for (const p of b.items) ids.add(p.id);
  }
  return ids;
}
const anchorsByPath = new Map<string, Set<string>>(offeringPages.map((p) => [p.path, anchorsOf(p)]));
anchorsByPath.set("/offerings", new Set([offerings.programmes.id, ...offerings.programmes.items.map((p) => p.id), offerings.values.id, offerings.care.id]));

/** Collects every href-like value (href, link, scheduleLink) anywhere in a content tree. */
function hrefsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) hrefsIn(v, found);
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if ((key === "href" || key === "link" || key === "scheduleLink") && typeof v === "string") found.push(v);
      else hrefsIn(v, found);
    }
  }
  return found;
}

/** Why an internal href does not resolve, or undefined when it does. */
function problemWith(href: string): string | undefined {
  const url = new URL(href, "http://site.test");
  if (!routePaths.has(url.pathname)) return `${href}: no route ${url.pathname}`;
  if (url.pathname === "/contact" && url.search) {
    const subject = url.searchParams.get("subject");
    if (!subject || !subjects.has(subject)) return `${href}: unknown contact subject ${subject}`;
    const keys = [...url.searchParams.keys()];
    if (keys.some((k) => k !== "subject" && k !== "about")) return `${href}: unexpected query ${url.search}`;
  } else if (url.search) return `${href}: unexpected query ${url.search}`;
  if (url.hash) {
    const anchors = anchorsByPath.get(url.pathname);
    if (!anchors?.has(url.hash.slice(1))) return `${href}: no section ${url.hash} on ${url.pathname}`;
  }
  return undefined;
}

describe("schemas", () => {
  it("every page of this group parses", () => {
    expect(() => HomePageSchema.parse(home)).not.toThrow();
    expect(() => AboutPageSchema.parse(about)).not.toThrow();
    expect(() => OfferingsPageSchema.parse(offerings)).not.toThrow();
    expect(() => ProgrammeLabelsSchema.parse(programmeLabels)).not.toThrow();
    for (const page of offeringPages) expect(() => OfferingPageSchema.parse(page), page.path).not.toThrow();
  });

  it("the five offering pages are the offering routes, each once", () => {
    expect(offeringPages.map((p) => p.path)).toEqual([
      "/offerings/health-wellness",
      "/offerings/technology",
      "/offerings/leisure-outings",
      "/offerings/satsangs",
      "/offerings/custom-engagements",
    ]);
    for (const page of offeringPages) expect(routePaths.has(page.path)).toBe(true);
  });

  it("anchor ids are unique within each page", () => {
    for (const page of offeringPages) {
      const ids = page.blocks.flatMap((b) => [b.id, ...(b.kind === "programmes" ? b.items.map((p) => p.id) : [])]);
      expect(new Set(ids).size, page.path).toBe(ids.length);
    }
  });

  it("page titles and descriptions are distinct", () => {
    const pages = [home, about, offerings, ...offeringPages];
    expect(new Set(pages.map((p) => p.seo.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.seo.description)).size).toBe(pages.length);
  });
});

describe("links", () => {
  const all = [home, about, offerings, ...offeringPages].flatMap((page) => hrefsIn(page).map((href) => ({ page: page.path, href })));

  it("there are links to check", () => {
    expect(all.length).toBeGreaterThan(50);
  });

  it("every internal link resolves to a route, a contact subject and an existing section", () => {
    const problems = all.map(({ page, href }) => problemWith(href) && `${page}: ${problemWith(href)}`).filter(Boolean);
    expect(problems).toEqual([]);
  });

  it("the checker itself rejects broken links", () => {
    expect(problemWith("/no-such-page")).toBeDefined();
    expect(problemWith("/contact?subject=nonsense")).toBeDefined();
    expect(problemWith("/offerings/technology#no-such-section")).toBeDefined();
    expect(problemWith("/contact?subject=outings&about=Scenic%20Day%20Trips")).toBeUndefined();
  });
});

describe("home (/)", () => {
  it("has the spec's hero buttons and closing call to action", () => {
    expect(home.hero.actions.map((a) => [a.label, a.href])).toEqual([
      ["Explore Our Services", "/join-us"],
      ["Join Our Community", "/contact"],
    ]);
    expect(home.cta.actions.map((a) => a.href).sort()).toEqual(["/contact", "/join-us"]);
  });

  it("shows the four marketing figures", () => {
    expect(statistics.map((s) => s.value)).toEqual(["500+", "50+", "15+", "5"]);
    expect(home.stats.items).toBe(statistics);
  });

  it("lists the five offerings, linking to the spec's offering pages", () => {
    expect(home.services.items.map((s) => [s.title, s.href])).toEqual([
      ["Engagement Activities", "/offerings/health-wellness"],
      ["Experiential Tours", "/offerings/leisure-outings"],
      ["Online Knowledge Sharing", "/offerings/technology"],
      ["Online Training", "/offerings/technology"],
      ["Customised Events", "/offerings/custom-engagements"],
    ]);
  });

  it("teases /about and /testimonials, three testimonials and three events", () => {
    expect(home.about.links.map((l) => l.href)).toEqual(["/about", "/testimonials"]);
    expect(home.testimonials.count).toBe(3);
    expect(home.events.count).toBe(3);
    expect(home.events.link.href).toBe("/events");
  });
});

describe("about (/about)", () => {
  it("has the four values in the spec's order", () => {
    expect(titles(about.values.items)).toEqual(["Compassion", "Community", "Purpose", "Excellence"]);
  });

  it("has a team of three", () => {
    expect(team).toHaveLength(3);
    expect(about.team.members).toBe(team);
  });

  it("has one timeline entry per year from 2019 to 2024 with the spec's milestones", () => {
    expect(timeline.map((t) => t.year)).toEqual([2019, 2020, 2021, 2022, 2023, 2024]);
    const year = (y: number) => timeline.find((t) => t.year === y)!.event;
    expect(year(2019)).toMatch(/opens/);
    expect(year(2021)).toMatch(/100th member/);
    expect(year(2022)).toMatch(/5 locations/);
  });

  it("has a why-choose list and visit labels", () => {
    expect(about.whyChoose.items.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(about.visit.labels)).toEqual(["address", "phone", "email", "hours"]);
  });
});

describe("offerings (/offerings)", () => {
  it("has the five programmes with the spec's figures", () => {
    const byId = Object.fromEntries(offerings.programmes.items.map((p) => [p.id, p]));
    expect(Object.keys(byId)).toEqual([
      "engagement-activities",
      "experiential-tours",
      "online-knowledge-sharing",
      "online-training",
      "customised-events",
    ]);
    expect(byId["engagement-activities"]).toMatchObject({ groupSize: "8 to 12 participants", schedule: "Monday to Friday, 10:00 AM to 12:00 PM", duration: "2 hours" });
    expect(byId["experiential-tours"]).toMatchObject({ groupSize: "6 to 10 participants", schedule: "Twice a week, 9:00 AM to 4:00 PM" });
    expect(byId["online-knowledge-sharing"]).toMatchObject({ groupSize: "15 to 20 participants", schedule: "Every day, 3:00 PM to 4:00 PM", duration: "1 hour" });
    expect(byId["online-training"]).toMatchObject({ groupSize: "4 to 6 participants", schedule: "Three times a week, 11:00 AM to 12:30 PM", duration: "1.5 hours" });
    expect(byId["customised-events"]!.schedule).toMatch(/^By booking/);
  });

  it("each programme links to its offering page and that page's timetable", () => {
    for (const p of offerings.programmes.items) {
      expect(p.scheduleLink.startsWith(`${p.link}#`), p.id).toBe(true);
      expect(p.detailedFeatures.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("has the four value cards, a care list and buttons to /contact and /events", () => {
    expect(titles(offerings.values.items)).toEqual(["Safety First", "Compassionate Care", "Flexible Timing", "Quality Programs"]);
    expect(offerings.care.title).toBe("Complete Care and Support");
    expect(offerings.care.items.length).toBeGreaterThanOrEqual(6);
    expect(offerings.cta.actions.map((a) => a.href)).toEqual(["/contact", "/events"]);
  });
});

describe("/offerings/health-wellness", () => {
  const page = healthWellness;
  it("has the four-badge strip and the four programmes with the spec's schedules", () => {
    expect(block(page, "at-a-glance", "badges").items).toHaveLength(4);
    const programmes = block(page, "programmes", "programmes").items;
    expect(programmes.map((p) => [p.title, p.schedule, p.duration])).toEqual([
      ["Gentle Yoga", "Monday, Wednesday and Friday, 8:00 AM to 9:00 AM", "1 hour"],
      ["Meditation", "Every day, 7:00 AM to 7:30 AM and 6:00 PM to 6:30 PM", "30 minutes"],
      ["Health Monitoring", "Tuesday and Thursday, 10:00 AM to 12:00 PM", "2 hours"],
      ["Group Exercise", "Tuesday, Thursday and Saturday, 5:00 PM to 6:00 PM", "1 hour"],
    ]);
    for (const p of programmes) expect(p.action).toMatchObject({ label: "Join This Program", href: "/join-us" });
  });

  it("has 4 additional services, 8 tips, 12 reasons and the two closing buttons", () => {
    expect(titles(block(page, "additional-services", "cards").items)).toEqual([
      "Physiotherapy",
      "Nutrition Counseling",
      "Mental Health Support",
      "Fall Prevention",
    ]);
    expect(block(page, "daily-health-tips", "checklist").items).toHaveLength(8);
    expect(block(page, "why-choose", "checklist").items).toHaveLength(12);
    expect(block(page, "start", "cta").actions.map((a) => [a.label, a.href])).toEqual([
      ["Start Your Health Journey", "/join-us"],
      ["Book Health Assessment", "/contact?subject=health&about=the%20free%20initial%20health%20assessment"],
    ]);
  });
});

describe("/offerings/technology", () => {
  const page = technology;
  it("has the four courses: 1.5-hour lessons for 4 to 6 learners, enrolling at /join-us", () => {
    const courses = block(page, "courses", "programmes").items;
    expect(titles(courses)).toEqual(["Smartphone Basics", "Video Calling", "Online Services & Shopping", "Digital Safety & Security"]);
    for (const c of courses) {
      expect(c.duration).toBe("1.5 hours per lesson");
      expect(c.groupSize).toBe("4 to 6 learners");
      expect(c.action).toMatchObject({ label: "Enroll in This Course", href: "/join-us" });
    }
    expect(titles(block(page, "class-facts", "badges").items)).toContain("Repeat lessons free");
  });

  it("has 4 digital services, 4 benefits, 8 tips, 12 reasons and the two closing buttons", () => {
    expect(block(page, "additional-services", "cards").items).toHaveLength(4);
    expect(block(page, "benefits", "cards").items).toHaveLength(4);
    expect(block(page, "learning-tips", "checklist").items).toHaveLength(8);
    expect(block(page, "what-makes-it-special", "checklist").items).toHaveLength(12);
    expect(block(page, "start", "cta").actions.map((a) => [a.label, a.href])).toEqual([
      ["Start Learning Today", "/join-us"],
      ["Schedule Free Demo", "/contact?subject=technology&about=a%20free%20demo%20class"],
    ]);
  });
});

describe("/offerings/leisure-outings", () => {
  const page = leisureOutings;
  it("has the four tour categories with the spec's schedules, destinations and booking links", () => {
    const categories = block(page, "tour-categories", "programmes").items;
    expect(categories.map((c) => [c.title, c.schedule, c.duration])).toEqual([
      ["Cultural & Heritage", "Tuesday and Friday, 9:00 AM to 4:00 PM", "7 hours"],
      ["Nature & Garden", "Wednesday and Saturday, 8:00 AM to 2:00 PM", "6 hours"],
      ["Spiritual & Temple", "Thursday and Sunday, 6:00 AM to 3:00 PM", "9 hours"],
      ["Scenic Day Trips", "Once a month, 7:00 AM to 6:00 PM", "11 hours"],
    ]);
    for (const c of categories) {
      expect(c.list?.kind).toBe("destinations");
      expect(c.action.label).toBe("Book This Tour Category");
      expect(c.action.href).toBe(`/contact?subject=outings&about=${encodeURIComponent(c.title)}`);
    }
  });

  it("has 4 feature cards and 3 tours with the spec's prices, seats and categories", () => {
    expect(block(page, "tour-features", "cards").items).toHaveLength(4);
    const tours = block(page, "upcoming-tours", "tours").items;
    expect(tours.map((t) => [t.category, t.price, t.spots])).toEqual([
      ["Spiritual", 800, 20],
      ["Cultural", 1200, 15],
      ["Nature", 500, 25],
    ]);
    for (const t of tours) expect(t.action).toMatchObject({ label: "Book Now", href: `/contact?subject=outings&about=${encodeURIComponent(t.destination)}` });
  });

  it("has 8 safety points (rest stops every 1 to 2 hours), 12 inclusions and the two closing buttons", () => {
    const safety = block(page, "safety", "checklist").items;
    expect(safety).toHaveLength(8);
    expect(safety.some((s) => s.includes("every 1 to 2 hours"))).toBe(true);
    expect(block(page, "whats-included", "checklist").items).toHaveLength(12);
    expect(block(page, "book", "cta").actions.map((a) => a.label)).toEqual(["Explore Our Tours", "Book Your Tour Today"]);
  });
});

describe("/offerings/satsangs", () => {
  const page = satsangs;
  it("has the four spiritual programmes with the spec's times", () => {
    const programmes = block(page, "spiritual-programmes", "programmes").items;
    expect(programmes.map((p) => p.schedule)).toEqual([
      "Tuesday and Thursday, 6:00 PM to 7:30 PM",
      "Wednesday, 5:00 PM to 6:30 PM",
      "Every day, 7:00 AM to 8:00 AM",
      "Saturday, 4:00 PM to 5:30 PM",
    ]);
    expect(programmes[2]!.duration).toBe("1 hour");
    for (const p of programmes) expect(p.action).toMatchObject({ label: "Join This Program", href: "/join-us" });
  });

  it("has 4 benefit cards, 3 events to register for, 8 expectations and the two closing buttons", () => {
    expect(block(page, "benefits", "cards").items).toHaveLength(4);
    const events = block(page, "upcoming-spiritual-events", "spiritual-events").items;
    expect(events).toHaveLength(3);
    for (const e of events) expect(e.action).toMatchObject({ label: "Register", href: `/contact?subject=spiritual&about=${encodeURIComponent(e.event)}` });
    expect(block(page, "what-to-expect", "checklist").items).toHaveLength(8);
    expect(block(page, "join", "cta").actions.map((a) => [a.label, a.href])).toEqual([
      ["Join Our Satsang", "/join-us"],
      ["Contact Us", "/contact?subject=spiritual"],
    ]);
  });
});

describe("/offerings/custom-engagements", () => {
  const page = customEngagements;
  it("has the four event categories with services and a planning link", () => {
    const categories = block(page, "event-categories", "programmes").items;
    expect(titles(categories)).toEqual(["Personal Celebrations", "Cultural Festivals", "Interest-Based Groups", "Entertainment Events"]);
    for (const c of categories) {
      expect(c.list?.kind).toBe("services");
      expect(c.action).toMatchObject({ label: "Plan Your Event", href: `/contact?subject=programs&about=${encodeURIComponent(c.title)}` });
    }
  });

  it("has 4 customisation cards, 3 events with 25, 50 and 30 guests, 8 steps, 12 inclusions and the two buttons", () => {
    expect(block(page, "customisation", "cards").items).toHaveLength(4);
    const events = block(page, "upcoming-custom-events", "custom-events").items;
    expect(events.map((e) => e.guests)).toEqual([25, 50, 30]);
    for (const e of events) expect(e.action.label).toBe("Learn More");
    expect(block(page, "planning-process", "steps").items).toHaveLength(8);
    expect(block(page, "whats-included", "checklist").items).toHaveLength(12);
    expect(block(page, "start", "cta").actions.map((a) => a.label)).toEqual(["Start Planning Today", "Schedule Consultation"]);
  });
});
