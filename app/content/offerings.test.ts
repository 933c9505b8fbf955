// The offerings (the spec's Our Offerings and offering pages): the shapes of the home, about and
// offerings pages and of every offering page (each at /offerings/<slug>, listed once and routed,
// anchors unique, titles distinct, the spec's five among them in its order); /offerings with its
// five programmes and their figures; and each of the spec's five offering pages with its
// programmes, schedules, cards, lists and buttons as the spec gives them.
// (Not in app/content/offerings/: every .ts file there is read as an offering page's content.)
import { describe, expect, it } from "vitest";
import { publicPages } from "#app/content/public-pages.ts";
import { about } from "#app/content/about.ts";
import { home } from "#app/content/home.ts";
import { offeringsPage } from "#app/content/offerings-page.ts";
import { programmeLabels } from "#app/content/offerings/labels.ts";
import { loadOfferingPages } from "#app/content/offerings/pages.ts";
import { healthWellness } from "#app/content/offerings/health-wellness.ts";
import { technology } from "#app/content/offerings/technology.ts";
import { leisureOutings } from "#app/content/offerings/leisure-outings.ts";
import { satsangs } from "#app/content/offerings/satsangs.ts";
import { customEngagements } from "#app/content/offerings/custom-engagements.ts";
import { AboutPageShape, HomePageShape } from "#app/content/shapes/home-about.ts";
import { OfferingPageShape, OfferingsPageShape, ProgrammeLabelsShape, type OfferingBlock, type OfferingPage } from "#app/content/shapes/offerings.ts";

const offeringPages = await loadOfferingPages();
const routePaths = new Set(publicPages.map((r) => r.path));

function block<K extends OfferingBlock["kind"]>(page: OfferingPage, id: string, kind: K): Extract<OfferingBlock, { kind: K }> {
  const found = page.blocks.find((b) => b.id === id);
  if (!found) throw new Error(`${page.path} has no block "${id}"`);
  expect(found.kind).toBe(kind);
  return found as Extract<OfferingBlock, { kind: K }>;
}

const titles = (items: readonly { title: string }[]) => items.map((i) => i.title);

describe("page shapes", () => {
  it("every page of this group parses", () => {
    expect(() => HomePageShape.parse(home)).not.toThrow();
    expect(() => AboutPageShape.parse(about)).not.toThrow();
    expect(() => OfferingsPageShape.parse(offeringsPage)).not.toThrow();
    expect(() => ProgrammeLabelsShape.parse(programmeLabels)).not.toThrow();
    for (const page of offeringPages) expect(() => OfferingPageShape.parse(page), page.path).not.toThrow();
  });

  it("each offering page is /offerings/<slug>, listed once, and a public page", () => {
    const paths = offeringPages.map((p) => p.path);
    for (const path of paths) expect(path).toMatch(/^\/offerings\/[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(routePaths.has(path), path).toBe(true);
  });

  it("the spec's five offering pages are among them, in the spec's order", () => {
    const spec = [
      "/offerings/health-wellness",
      "/offerings/technology",
      "/offerings/leisure-outings",
      "/offerings/satsangs",
      "/offerings/custom-engagements",
    ];
    expect(offeringPages.map((p) => p.path).filter((path) => spec.includes(path))).toEqual(spec);
  });

  it("anchor ids are unique within each page", () => {
    for (const page of offeringPages) {
      const ids = page.blocks.flatMap((b) => [b.id, ...(b.kind === "programmes" ? b.items.map((p) => p.id) : [])]);
      expect(new Set(ids).size, page.path).toBe(ids.length);
    }
  });

  it("page titles and descriptions are distinct", () => {
    const pages = [home, about, offeringsPage, ...offeringPages];
    expect(new Set(pages.map((p) => p.seo.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.seo.description)).size).toBe(pages.length);
  });
});

describe("offerings (/offerings)", () => {
  it("has the five programmes with the spec's figures", () => {
    const byId = Object.fromEntries(offeringsPage.programmes.items.map((p) => [p.id, p]));
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
    for (const p of offeringsPage.programmes.items) {
      expect(p.scheduleLink.startsWith(`${p.link}#`), p.id).toBe(true);
      expect(p.detailedFeatures.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("has the four value cards, a care list and buttons to /contact and /events", () => {
    expect(titles(offeringsPage.values.items)).toEqual(["Safety First", "Compassionate Care", "Flexible Timing", "Quality Programs"]);
    expect(offeringsPage.care.title).toBe("Complete Care and Support");
    expect(offeringsPage.care.items.length).toBeGreaterThanOrEqual(6);
    expect(offeringsPage.cta.actions.map((a) => a.href)).toEqual(["/contact", "/events"]);
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
    // The spec's button leads to the programme's next sessions (or an enquiry), membership beside it.
    for (const p of programmes) {
      expect(p.action).toMatchObject({ label: "Join This Program", href: `/offerings/health-wellness/${p.id}/sessions` });
      expect(p.also).toMatchObject({ href: "/join-us" });
    }
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
      ["Book Health Assessment", "/contact?subject=health&about=the%20free%20initial%20health%20assessment#message"],
    ]);
  });
});

describe("/offerings/technology", () => {
  const page = technology;
  it("has the four courses: 1.5-hour lessons for 4 to 6 learners, each leading to its next classes", () => {
    const courses = block(page, "courses", "programmes").items;
    expect(titles(courses)).toEqual(["Smartphone Basics", "Video Calling", "Online Services & Shopping", "Digital Safety & Security"]);
    for (const c of courses) {
      expect(c.duration).toBe("1.5 hours per lesson");
      expect(c.groupSize).toBe("4 to 6 learners");
      expect(c.action).toMatchObject({ label: "Enroll in This Course", href: `/offerings/technology/${c.id}/sessions` });
      expect(c.also).toMatchObject({ href: "/join-us" });
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
      ["Schedule Free Demo", "/contact?subject=technology&about=a%20free%20demo%20class#message"],
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
      // Its next dates, or an enquiry about it when none is set (app/routes/programme-sessions.tsx).
      expect(c.action.href).toBe(`/offerings/leisure-outings/${c.id}/sessions`);
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
    for (const t of tours) expect(t.action).toMatchObject({ label: "Book Now", href: `/contact?subject=outings&about=${encodeURIComponent(t.destination)}#message` });
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
    for (const p of programmes) {
      expect(p.action).toMatchObject({ label: "Join This Program", href: `/offerings/satsangs/${p.id}/sessions` });
      expect(p.also).toMatchObject({ href: "/join-us" });
    }
  });

  it("has 4 benefit cards, 3 events to register for, 8 expectations and the two closing buttons", () => {
    expect(block(page, "benefits", "cards").items).toHaveLength(4);
    const events = block(page, "upcoming-spiritual-events", "spiritual-events").items;
    expect(events).toHaveLength(3);
    for (const e of events) expect(e.action).toMatchObject({ label: "Register", href: `/contact?subject=spiritual&about=${encodeURIComponent(e.event)}#message` });
    expect(block(page, "what-to-expect", "checklist").items).toHaveLength(8);
    expect(block(page, "join", "cta").actions.map((a) => [a.label, a.href])).toEqual([
      ["Join Our Satsang", "/join-us"],
      ["Contact Us", "/contact?subject=spiritual#message"],
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
      expect(c.action).toMatchObject({ label: "Plan Your Event", href: `/contact?subject=programs&about=${encodeURIComponent(c.title)}#message` });
      expect(c.also).toMatchObject({ label: "See the Next Dates", href: `/offerings/custom-engagements/${c.id}/sessions` });
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
