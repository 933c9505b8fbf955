// The content of every public page, in one test: every page has the page shape and a path in the
// public-page list, every internal link resolves (route, contact subject, section), every picture
// has alternative text, and the spec's facts hold (sections 2, 3 and 9). How many pages and
// offering pages there are is not pinned: those are invariants (each page has its parts, each path
// is listed once and routed), so a new offering page is its content file, one line in
// offerings/index.ts and one route line, with no test to edit. The spec's sample lists
// (testimonials, FAQs, articles, ...) keep their counts. Area by area below: home, about, offerings
// and the offering pages; testimonials, FAQ, plans, careers, contact, privacy and terms; the blog.
import fs from "node:fs";
import path from "node:path";
import { ImageShape } from "./shapes/common.ts";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactSubjects, membershipTypes } from "#app/core/form-options.ts";
import { site } from "#app/core/site.ts";
import { rupees } from "#app/core/money.ts";
import { MemberSchema } from "#app/schemas/member.ts";
import { VolunteerSchema } from "#app/schemas/volunteer.ts";
import { ContactSchema } from "#app/schemas/contact.ts";
import { contactCopy, privacyWordsOf } from "#app/content/form-words/contact.ts";
import { NewsletterSchema } from "#app/schemas/newsletter.ts";
import { prerenderPaths, publicPages } from "#app/content/public-pages.ts";
import { about } from "#app/content/about.ts";
import { home } from "#app/content/home.ts";
import { offeringsPage } from "#app/content/offerings-page.ts";
import { statistics } from "#app/content/statistics.ts";
import { team } from "#app/content/team.ts";
import { timeline } from "#app/content/timeline.ts";
import { programmeLabels } from "#app/content/offerings/labels.ts";
import { loadOfferingPages, unlistedOfferingFiles } from "#app/content/offerings/pages.ts";
import { offeringPageList } from "#app/content/offerings/index.ts";
import { healthWellness } from "#app/content/offerings/health-wellness.ts";
import { technology } from "#app/content/offerings/technology.ts";
import { leisureOutings } from "#app/content/offerings/leisure-outings.ts";
import { satsangs } from "#app/content/offerings/satsangs.ts";
import { customEngagements } from "#app/content/offerings/custom-engagements.ts";
import { testimonials, testimonialsPage } from "#app/content/testimonials.ts";
import { faqCategories, faqPage, faqs } from "#app/content/faq.ts";
import { legalLastUpdated, privacyPolicy, termsOfService } from "#app/content/legal.ts";
import { applyAbout, careers, careersPage } from "#app/content/careers.ts";
import { contactPage, hoursRows } from "#app/content/contact-page.ts";
import { joinUsPage } from "#app/content/join-us-page.ts";
import { membershipPlans } from "#app/content/membership-plans.ts";
import { eventsPage } from "#app/content/events-listing-page.ts";
import { galleryItems, galleryPage } from "#app/content/gallery.ts";
import { blogPage } from "#app/content/blog/page.ts";
import { articleBodies, getArticle } from "#app/content/blog/index.ts";
import { articlePage } from "#app/content/blog/article-page.ts";
import { blogPosts, getPost } from "#app/content/blog/posts.ts";
import { blogCategories } from "#app/content/blog/categories.ts";
import { CardShape, PageShape } from "#app/content/shapes/common.ts";
import { AboutPageShape, HomePageShape } from "#app/content/shapes/home-about.ts";
import { OfferingPageShape, OfferingsPageShape, ProgrammeLabelsShape, type OfferingBlock, type OfferingPage } from "#app/content/shapes/offerings.ts";
import { CareerShape } from "#app/content/shapes/careers.ts";
import { FaqCategoryShape, FaqShape, faqCategoryNames } from "#app/content/shapes/faq.ts";
import { LegalDocumentShape, type LegalDocument } from "#app/content/shapes/legal.ts";
import { MembershipPlanShape } from "#app/content/shapes/membership.ts";
import { TestimonialShape, VideoShape } from "#app/content/shapes/testimonials.ts";
import { ArticleBodyShape, BlogPostShape, type ArticleBody, type ArticleCard as Card, type Block, type ListItem } from "#app/content/shapes/blog.ts";

const offeringPages = await loadOfferingPages();
const articlePages = blogPosts.map((post) => articlePage(post, getArticle(post.slug)!.body));

/** Every public page's content, in the public-page list's order. */
const pages = [
  home,
  about,
  offeringsPage,
  ...offeringPages,
  eventsPage,
  galleryPage,
  testimonialsPage,
  contactPage,
  blogPage,
  ...articlePages,
  joinUsPage,
  faqPage,
  privacyPolicy,
  termsOfService,
  careersPage,
];
/** Every content tree a visitor reads: the pages and the lists they show. */
const contentTrees = { pages, faqs, careers, membershipPlans, testimonials, galleryItems, blogPosts, articleBodies, team, timeline, statistics };

const routePaths = new Set(publicPages.map((r) => r.path));
const subjects = new Set<string>(contactSubjects.map((s) => s.value));

/** Every anchor an offering page offers: its block ids and the ids of the programmes inside them. */
function anchorsOf(page: { blocks: readonly OfferingBlock[] }): Set<string> {
  const ids = new Set<string>();
  for (const b of page.blocks) {
    ids.add(b.id);
    if (b.kind === "programmes") for (const p of b.items) ids.add(p.id);
  }
  return ids;
}

/** The in-page anchors of every page that other pages link into. */
const anchorsByPath = new Map<string, Set<string>>([
  ...offeringPages.map((p): [string, Set<string>] => [p.path, anchorsOf(p)]),
  ["/offerings", new Set([offeringsPage.programmes.id, ...offeringsPage.programmes.items.map((p) => p.id), offeringsPage.values.id, offeringsPage.care.id])],
  ["/faq", new Set([...faqCategories.map((c) => c.id), ...faqs.map((f) => f.id)])],
  ["/join-us", new Set(["plans", "volunteer", "apply"])],
  ["/contact", new Set(["message"])],
  ["/privacy", new Set(privacyPolicy.sections.map((s) => s.id))],
  ["/terms", new Set(termsOfService.sections.map((s) => s.id))],
  ...articleBodies.map((a): [string, Set<string>] => [`/blog/${a.slug}`, new Set(a.sections.map((s) => s.id))]),
]);

/** Every site-internal href in a content tree: values of keys named href, link or scheduleLink, or ending in Href. */
function hrefsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) hrefsIn(v, found);
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if ((key === "href" || key === "link" || key === "scheduleLink" || key.endsWith("Href")) && typeof v === "string") {
        if (v.startsWith("/")) found.push(v);
      } else hrefsIn(v, found);
    }
  }
  return found;
}

/** Why an internal href does not resolve, or undefined when it does. */
function problemWith(href: string): string | undefined {
  const url = new URL(href, "http://site.test");
  // A programme's button (app/routes/programme-sessions.tsx): a page whose programmes have a kind of event, and one of them.
  const sessions = /^(\/offerings\/[a-z-]+)\/([a-z0-9-]+)\/sessions$/.exec(url.pathname);
  if (sessions) {
    const page = offeringPages.find((p) => p.path === sessions[1]);
    const ids = page?.blocks.flatMap((b) => (b.kind === "programmes" ? b.items.map((p) => p.id) : [])) ?? [];
    if (!page?.eventCategory || !ids.includes(sessions[2]!) || url.search || url.hash) return `${href}: no programme with sessions there`;
    return undefined;
  }
  if (!routePaths.has(url.pathname)) return `${href}: no route ${url.pathname}`;
  if (url.pathname === "/contact" && url.search) {
    const subject = url.searchParams.get("subject");
    if (!subject || !subjects.has(subject)) return `${href}: unknown contact subject ${subject}`;
    const keys = [...url.searchParams.keys()];
    if (keys.some((k) => k !== "subject" && k !== "about")) return `${href}: unexpected query ${url.search}`;
  } else if (url.pathname === "/join-us" && url.search) {
    // The join-us page opens on the member or the volunteer form.
    const keys = [...url.searchParams.keys()];
    if (keys.join() !== "tab" || !["member", "volunteer"].includes(url.searchParams.get("tab")!)) return `${href}: unexpected query ${url.search}`;
  } else if (url.search) return `${href}: unexpected query ${url.search}`;
  if (url.hash) {
    const anchors = anchorsByPath.get(url.pathname);
    if (!anchors?.has(url.hash.slice(1))) return `${href}: no section ${url.hash} on ${url.pathname}`;
  }
  return undefined;
}

/** Every picture in a content tree: objects under a key named image or thumbnail. */
function imagesIn(value: unknown, found: { art?: unknown; alt?: unknown }[] = []): { art?: unknown; alt?: unknown }[] {
  if (Array.isArray(value)) for (const v of value) imagesIn(v, found);
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if ((key === "image" || key === "picture" || key === "poster") && v && typeof v === "object") found.push(v as { alt?: unknown });
      else imagesIn(v, found);
    }
  }
  return found;
}

describe("every public page", () => {
  it("has the page shape (path, seo, hero), and the pages are exactly the public-page list", () => {
    for (const page of pages) expect(() => PageShape.parse(page), page.path).not.toThrow();
    expect(pages.map((p) => p.path)).toEqual(publicPages.map((p) => p.path));
  });

  it("is listed once", () => {
    const paths = publicPages.map((p) => p.path);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it("every offering page's content file is listed, and every listed page has one", () => {
    expect(unlistedOfferingFiles()).toEqual([]);
    expect(offeringPages.map((p) => p.path)).toEqual(offeringPageList.map((o) => o.path));
  });

  it("has its own title and description", () => {
    expect(new Set(pages.map((p) => p.seo.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.seo.description)).size).toBe(pages.length);
  });

  it("the spec's sample lists: 6 testimonials, 16 FAQs, 12 gallery items, 6 articles, 3 openings, 3 plans", () => {
    expect(testimonials).toHaveLength(6);
    expect(faqs).toHaveLength(16);
    expect(galleryItems).toHaveLength(12);
    expect(blogPosts).toHaveLength(6);
    expect(articleBodies).toHaveLength(6);
    expect(careers).toHaveLength(3);
    expect(membershipPlans).toHaveLength(3);
  });

  it("every picture is a drawing that exists, with words that say what it shows", () => {
    const images = imagesIn(contentTrees);
    expect(images.length).toBeGreaterThan(50);
    for (const image of images) {
      expect(() => ImageShape.parse(image), JSON.stringify(image)).not.toThrow();
      expect(typeof image.alt === "string" && image.alt.trim().length > 0, JSON.stringify(image)).toBe(true);
      expect(fs.existsSync(path.join(import.meta.dirname, "../../public/illustrations", `${String(image.art)}.svg`)), String(image.art)).toBe(true);
      expect(String(image.alt)).not.toMatch(/placeholder|Illustration for/i);
    }
  });
});

describe("links", () => {
  const all = hrefsIn(contentTrees);

  it("there are links to check", () => {
    expect(all.length).toBeGreaterThan(50);
  });

  it("every internal link resolves to a route, a contact subject and an existing section", () => {
    const problems = all.map((href) => problemWith(href)).filter(Boolean);
    expect(problems).toEqual([]);
  });

  it("the checker itself rejects broken links", () => {
    expect(problemWith("/no-such-page")).toBeDefined();
    expect(problemWith("/contact?subject=nonsense")).toBeDefined();
    expect(problemWith("/offerings/technology#no-such-section")).toBeDefined();
    expect(problemWith("/offerings/technology/no-such-course/sessions")).toBeDefined();
    expect(problemWith("/offerings/leisure-outings/cultural-heritage/sessions")).toBeDefined();
    expect(problemWith("/offerings/technology/smartphone-basics/sessions")).toBeUndefined();
    expect(problemWith("/contact?subject=outings&about=Scenic%20Day%20Trips")).toBeUndefined();
  });
});

function block<K extends OfferingBlock["kind"]>(page: OfferingPage, id: string, kind: K): Extract<OfferingBlock, { kind: K }> {
  const found = page.blocks.find((b) => b.id === id);
  if (!found) throw new Error(`${page.path} has no block "${id}"`);
  expect(found.kind).toBe(kind);
  return found as Extract<OfferingBlock, { kind: K }>;
}

const titles = (items: readonly { title: string }[]) => items.map((i) => i.title);

const legalText = (doc: LegalDocument) =>
  [
    ...doc.intro,
    ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (b.kind === "list" ? b.items : [b.text]))]),
  ].join("\n");

const body = (slug: string): ArticleBody => {
  const found = articleBodies.find((b) => b.slug === slug);
  if (!found) throw new Error(`no article body for ${slug}`);
  return found;
};
const section = (slug: string, id: string) => {
  const found = body(slug).sections.find((s) => s.id === id);
  if (!found) throw new Error(`${slug} has no section #${id}`);
  return found;
};
const blocksOf = <K extends Block["kind"]>(slug: string, id: string, kind: K) =>
  section(slug, id).blocks.filter((b): b is Extract<Block, { kind: K }> => b.kind === kind);
const cardsOf = (slug: string, id: string): Card[] => blocksOf(slug, id, "cards").flatMap((b) => b.items);
const itemText = (item: ListItem) => (typeof item === "string" ? item : `${item.title} ${item.text}`);
/** Every visitor-facing string of a value, for "the article mentions X" checks. */
const allText = (value: unknown): string =>
  typeof value === "string"
    ? value
    : Array.isArray(value)
      ? value.map(allText).join(" ")
      : value && typeof value === "object"
        ? Object.values(value).map(allText).join(" ")
        : "";
const minutes = (text: string) => Number.parseInt(text, 10);

// The spec's table (Blog article pages), with the dates we chose where it gives none.
const table = {
  "yoga-benefits-senior-citizens": {
    category: "Health & Wellness",
    readTime: 5,
    date: "2024-01-10",
    closing: [{ path: "/contact" }, { path: "/offerings/health-wellness" }],
    related: ["staying-active-home", "healthy-eating-seniors"],
  },
  "technology-tips-for-elders": {
    category: "Technology",
    readTime: 7,
    date: "2024-01-15",
    closing: [{ path: "/contact" }, { path: "/offerings/technology" }],
    related: ["digital-banking-seniors", "social-connections-golden-years"],
  },
  "social-connections-golden-years": {
    category: "Lifestyle",
    readTime: 6,
    date: "2024-01-05",
    closing: [
      { path: "/contact", label: "Visit Us Today" },
      { path: "/offerings", label: "Explore Programs" },
    ],
    related: ["yoga-benefits-senior-citizens", "technology-tips-for-elders"],
  },
  "healthy-eating-seniors": {
    category: "Health & Wellness",
    readTime: 8,
    date: "2024-01-20",
    closing: [
      { path: "/contact", label: "Get Started" },
      { path: "/offerings/health-wellness", label: "View Programs" },
    ],
    related: ["staying-active-home", "yoga-benefits-senior-citizens"],
  },
  "staying-active-home": {
    category: "Health & Wellness",
    readTime: 6,
    date: "2024-01-25",
    closing: [
      { path: "/contact", label: "Join Classes" },
      { path: "/offerings/health-wellness", label: "Learn More" },
    ],
    related: ["yoga-benefits-senior-citizens", "healthy-eating-seniors"],
  },
  "digital-banking-seniors": {
    category: "Technology",
    readTime: 9,
    date: "2024-01-30",
    closing: [
      { path: "/contact", label: "Join Workshop" },
      { path: "/offerings/technology", label: "View All Classes" },
    ],
    related: ["technology-tips-for-elders", "social-connections-golden-years"],
  },
} as const;
type Slug = keyof typeof table;
const slugs = Object.keys(table) as Slug[];

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
      expect(c.action.href).toBe(`/contact?subject=outings&about=${encodeURIComponent(c.title)}#message`);
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

describe("testimonials", () => {
  it("has the spec's six stories, each rated 5, with unique ids and alt text", () => {
    z.array(TestimonialShape).length(6).parse(testimonials);
    expect(testimonials.every((t) => t.rating === 5)).toBe(true);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(6);
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(6);
    for (const t of testimonials) expect(t.image.alt).toContain(t.name);
  });

  it("has no made-up videos: no story of the spec's carries a video (the operator gives a real one)", () => {
    for (const t of testimonials) expect(t).not.toHaveProperty("youtubeId");
  });

  it("labels the carousel's slides and dots", () => {
    expect(testimonialsPage.carousel.slideLabel(3, 6)).toBe("3 of 6");
    expect(testimonialsPage.carousel.dotLabel(2, "A")).toContain("2");
  });
});

describe("FAQ", () => {
  it("has 16 questions that parse, in exactly the spec's categories and order", () => {
    z.array(FaqShape).length(16).parse(faqs);
    z.array(FaqCategoryShape).parse(faqCategories);
    expect(faqCategories.map((c) => c.name)).toEqual([...faqCategoryNames]);
    expect(faqCategoryNames).toEqual([
      "General",
      "Membership",
      "Activities",
      "Health & Safety",
      "Technology",
      "Transportation",
      "Family",
      "Volunteering",
      "Spiritual",
      "Custom Programs",
      "Payment",
    ]);
    for (const c of faqCategories) expect(faqs.some((f) => f.category === c.name), c.name).toBe(true);
    expect(new Set(faqs.map((f) => f.id)).size).toBe(16);
    expect(new Set(faqCategories.map((c) => c.id)).size).toBe(faqCategories.length);
  });

  it("answers with the spec's facts: age, payment methods, prices, hours", () => {
    const answers = (category: string) => faqs.filter((f) => f.category === category).flatMap((f) => f.answer).join(" ");
    expect(answers("General")).toContain(`${site.eligibleAge} or above`);
    expect(answers("General")).toContain(site.hours.weekdays.display);
    expect(answers("General")).toContain(site.hours.saturday);
    expect(answers("Payment")).toMatch(/cash, bank transfer, UPI and cheque/);
    expect(answers("Payment")).toMatch(/recurring payment/);
    for (const t of membershipTypes) expect(answers("Membership")).toContain(rupees(t.pricePerMonth));
    expect(rupees(2000)).toBe("₹2,000");
    // Indian grouping, as Intl.NumberFormat("en-IN") writes it (the site does it without Intl).
    const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    for (const n of [0, 7, 999, 1000, 3500, 99999, 100000, 125000, 1234567, 12345678, 999999999, 1500.4, -2500]) {
      expect(rupees(n)).toBe(`${n < 0 ? "-" : ""}₹${intl.format(Math.abs(n))}`);
    }
  });
});

describe("membership plans", () => {
  it("shows the spec's three plans at ₹2,000 / ₹3,500 / ₹5,000 a month, in the form's order", () => {
    z.array(MembershipPlanShape).length(3).parse(membershipPlans);
    expect(membershipPlans.map((p) => [p.value, p.name, p.pricePerMonth])).toEqual([
      ["basic", "Basic", 2000],
      ["premium", "Premium", 3500],
      ["family", "Family", 5000],
    ]);
  });
});

describe("careers", () => {
  it("has the spec's three openings in Bangalore, each applying through the contact form with the role named", () => {
    z.array(CareerShape).length(3).parse(careers);
    expect(careers.map((c) => [c.title, c.type, c.department, c.location])).toEqual([
      ["Senior Care Coordinator", "Full-time", "Operations", "Bangalore"],
      ["Yoga Instructor", "Part-time", "Wellness", "Bangalore"],
      ["Technology Trainer", "Contract", "Education", "Bangalore"],
    ]);
    for (const c of careers) {
      const url = new URL(c.applyHref, "http://site.test");
      expect(url.pathname).toBe("/contact");
      expect(url.searchParams.get("about")).toBe(applyAbout(c.title));
    }
    expect(careersPage.labels.apply).toBe("Apply Now");
  });
});

describe("contact page", () => {
  it("has four reasons, three facility notes and the spec's hours", () => {
    z.array(CardShape).length(4).parse(contactPage.reasons);
    z.array(CardShape).length(3).parse(contactPage.facilities);
    expect(contactPage.facilities.map((f) => f.title)).toEqual(["Accessible parking", "Public transport", "Safe neighbourhood"]);
    expect(hoursRows).toEqual([
      { days: "Monday to Friday", hours: "9:00 AM to 6:00 PM" },
      { days: "Saturday", hours: "9:00 AM to 1:00 PM" },
      { days: "Sunday", hours: "Emergency support only" },
    ]);
  });

  it("offers chat links with prefilled texts for the business number, and a map that is only a link until asked", () => {
    expect(contactPage.chat.choices.length).toBeGreaterThanOrEqual(3);
    for (const c of contactPage.chat.choices) {
      const url = new URL(c.href);
      expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsappNumber}`);
      expect(url.searchParams.get("text")).toBe(c.message);
    }
    expect(contactPage.map.embedUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    expect(contactPage.map.embedUrl).toContain(`marker=${site.geo.latitude}%2C${site.geo.longitude}`);
    expect(contactPage.map.openHref).toContain(`mlat=${site.geo.latitude}`);
  });
});

describe("privacy and terms", () => {
  it("parse, carry the spec's date, and have unique section ids", () => {
    for (const doc of [privacyPolicy, termsOfService]) {
      LegalDocumentShape.parse(doc);
      expect(doc.lastUpdated).toBe("January 2024");
      expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
    }
    expect(legalLastUpdated).toBe("January 2024");
  });

  it("say what an erasure removes, and what backups keep and for how long", () => {
    const rights = privacyPolicy.sections.find((s) => s.id === "your-rights")!;
    const text = rights.blocks.map((b) => ("text" in b ? b.text : "")).join(" ");
    for (const phrase of ["erases it in one step", "event bookings", "cancelled ones too", "e-mails about them stored on the server", "without your name, e-mail address or phone number", "not whose it was"]) {
      expect(text, phrase).toContain(phrase);
    }
    for (const phrase of ["backups", "kept for a week", "a week after we erase you, no copy is left", "we would erase you again"]) expect(text, phrase).toContain(phrase);
  });

  // If a form gains a field, this fails until the privacy policy says so (and this map is updated).
  const mentions: Record<string, { fields: string[]; phrases: Record<string, string> }> = {
    member: {
      fields: Object.keys(MemberSchema.shape),
      phrases: {
        firstName: "First and last name",
        lastName: "First and last name",
        dateOfBirth: "Date of birth",
        email: "E-mail address",
        phone: "phone number",
        address: "Home address",
        city: "city",
        emergencyContact: "Emergency contact",
        emergencyPhone: "Emergency contact: their name and phone number",
        medicalConditions: "Medical conditions you would like us to know about (optional)",
        interests: "activities that interest you",
        membershipType: "membership plan",
        hearAboutUs: "How you heard about us (optional)",
      },
    },
    volunteer: {
      fields: Object.keys(VolunteerSchema.shape),
      phrases: {
        firstName: "First and last name",
        lastName: "First and last name",
        email: "E-mail address",
        phone: "phone number",
        address: "Home address",
        city: "city",
        occupation: "Occupation (optional)",
        skills: "skills",
        availability: "times you are available",
        experience: "experience (optional)",
        motivation: "Why you would like to volunteer",
        preferredArea: "the area you prefer",
        backgroundCheck: "agree to a background check",
      },
    },
    contact: {
      fields: Object.keys(ContactSchema.shape),
      // Listed from the form's own words (legal.ts), so each of its fields has its phrase there.
      phrases: Object.fromEntries(Object.entries(contactCopy.fields).map(([key, f]) => [key, privacyWordsOf({ [key]: f })[0]!])),
    },
    newsletter: {
      fields: Object.keys(NewsletterSchema.shape),
      phrases: { email: "E-mail address", source: "page where you signed up" },
    },
  };
  const headings = { member: "Membership application", volunteer: "Volunteer application", contact: "Contact form", newsletter: "Newsletter sign-up" };

  it("names every field of the four forms under its form's heading", () => {
    const collect = privacyPolicy.sections.find((s) => s.id === "what-we-collect")!;
    for (const [form, { fields, phrases }] of Object.entries(mentions)) {
      expect(Object.keys(phrases).sort(), `${form}: fields without a privacy mention`).toEqual([...fields].sort());
      const at = collect.blocks.findIndex((b) => b.kind === "subheading" && b.text === headings[form as keyof typeof headings]);
      const list = collect.blocks[at + 1];
      expect(list?.kind, form).toBe("list");
      const text = list!.kind === "list" ? list!.items.join("\n") : "";
      for (const [field, phrase] of Object.entries(phrases)) expect(text, `${form}.${field}`).toContain(phrase);
    }
  });

  it("says where data is kept, who sees it, how long, how to erase it, and which cookies exist", () => {
    const text = legalText(privacyPolicy);
    expect(text).toContain("our own database (PostgreSQL)");
    expect(text).toContain("no analytics");
    expect(text).toMatch(/sign in to a private console/);
    expect(text).toContain("How long we keep it");
    expect(text).toContain(site.email);
    expect(text).toContain(site.phone.display);
    expect(text).toMatch(/erases it in one step/);
    expect(text).toMatch(/public pages of this website set no cookies/);
    expect(text).toMatch(/text size/);
  });

  it("terms carry the spec's plans, payment methods and eligible age", () => {
    const text = legalText(termsOfService);
    for (const t of membershipTypes) expect(text).toContain(rupees(t.pricePerMonth));
    expect(text).toMatch(/cash, bank transfer, UPI and cheque/);
    expect(text).toContain(`aged ${site.eligibleAge} or over`);
  });
});


describe("join-us", () => {
  it("the join-us page's copy agrees with the plans", () => {
    expect(joinUsPage.seo.description).toContain(rupees(2000));
  });
});

describe("blog posts", () => {
  it("parse with their shapes", () => {
    for (const post of blogPosts) expect(() => BlogPostShape.parse(post), post.slug).not.toThrow();
    for (const article of articleBodies) expect(() => ArticleBodyShape.parse(article), article.slug).not.toThrow();
  });

  it("are the spec's 6 posts, slugs unique, each with one article body", () => {
    expect(blogPosts).toHaveLength(6);
    expect(new Set(blogPosts.map((p) => p.slug)).size).toBe(6);
    expect(blogPosts.map((p) => p.slug).sort()).toEqual([...slugs].sort());
    expect(articleBodies.map((b) => b.slug).sort()).toEqual([...slugs].sort());
    expect(new Set(blogPosts.map((p) => p.title)).size).toBe(6);
    expect(new Set(blogPosts.map((p) => p.excerpt)).size).toBe(6);
  });

  it("have the spec's categories, read times (5 to 9 minutes) and January 2024 dates", () => {
    expect(blogCategories.map((c) => c.label)).toEqual(["Health & Wellness", "Technology", "Lifestyle"]);
    for (const slug of slugs) {
      const post = getPost(slug)!;
      const label = blogCategories.find((c) => c.id === post.category)?.label;
      expect(label, slug).toBe(table[slug].category);
      expect(post.readTime, slug).toBe(table[slug].readTime);
      expect(post.readTime).toBeGreaterThanOrEqual(5);
      expect(post.readTime).toBeLessThanOrEqual(9);
      expect(post.date, slug).toBe(table[slug].date);
    }
    expect(blogPosts.map((p) => p.readTime).sort()).toEqual([5, 6, 6, 7, 8, 9]);
  });

  it("are listed newest first", () => {
    const dates = blogPosts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("carry an author, and pictures with alternative text", () => {
    for (const post of blogPosts) {
      expect(post.author.name.length).toBeGreaterThan(0);
      expect(post.image.alt.length).toBeGreaterThan(10);
    }
  });

  it("take about as long to read as they say (120 to 200 words a minute)", () => {
    for (const article of articleBodies) {
      const post = getPost(article.slug)!;
      const { slug: _s, related: _r, keywords: _k, ...prose } = article;
      const words = allText(prose).split(/\s+/).filter(Boolean).length;
      const perMinute = words / post.readTime;
      expect(perMinute, `${article.slug}: ${words} words`).toBeGreaterThanOrEqual(120);
      expect(perMinute, `${article.slug}: ${words} words`).toBeLessThanOrEqual(200);
    }
  });
});

describe("article pages", () => {
  it("link to the two related articles of the spec's table, which exist", () => {
    for (const slug of slugs) {
      expect(body(slug).related, slug).toEqual(table[slug].related);
      const article = getArticle(slug)!;
      expect(article.related.map((p) => p.slug)).toEqual(table[slug].related);
      for (const related of article.related) expect(related.slug).not.toBe(slug);
    }
  });

  it("close with the two buttons of the spec's table", () => {
    for (const slug of slugs) {
      const actions = body(slug).closing.actions;
      expect(actions.map((a) => a.href.split(/[?#]/)[0]), slug).toEqual(table[slug].closing.map((c) => c.path));
      table[slug].closing.forEach((expected, index) => {
        if ("label" in expected) expect(actions[index]!.label, slug).toBe(expected.label);
      });
    }
  });

  it("have unique section anchors", () => {
    for (const article of articleBodies) {
      const ids = article.sections.map((s) => s.id);
      expect(new Set(ids).size, article.slug).toBe(ids.length);
    }
  });

  it("link only to routes that exist", () => {
    const paths = new Set(publicPages.map((r) => r.path));
    for (const article of articleBodies) {
      for (const action of article.closing.actions) {
        expect(paths.has(action.href.split(/[?#]/)[0]!), `${article.slug} -> ${action.href}`).toBe(true);
      }
      for (const related of article.related) expect(paths.has(`/blog/${related}`)).toBe(true);
    }
  });

  it("are in the route list, rendered by the server (beside the operator's posts) and in the sitemap, derived from the posts", () => {
    for (const post of blogPosts) {
      expect(publicPages.some((r) => r.path === `/blog/${post.slug}`)).toBe(true);
      expect(prerenderPaths()).not.toContain(`/blog/${post.slug}`);
    }
    expect(publicPages.filter((r) => r.path.startsWith("/blog/"))).toHaveLength(6);
    expect(getArticle("no-such-article")).toBeUndefined();
  });
});

describe("article contents", () => {
  it("yoga: 10 benefits, 5 gentle poses, safety tips", () => {
    const slug = "yoga-benefits-senior-citizens";
    expect(blocksOf(slug, "benefits", "list").flatMap((b) => b.items)).toHaveLength(10);
    const poses = cardsOf(slug, "poses");
    expect(poses).toHaveLength(5);
    for (const pose of poses) expect(pose.list?.ordered, pose.title).toBe(true);
    expect(allText(section(slug, "safety"))).toMatch(/doctor/i);
    expect(blocksOf(slug, "safety", "list")[0]!.items.length).toBeGreaterThanOrEqual(5);
  });

  it("technology tips: 6 technologies with tips, 6 numbered steps, safety tips, popular apps", () => {
    const slug = "technology-tips-for-elders";
    const technologies = cardsOf(slug, "technologies");
    expect(technologies).toHaveLength(6);
    for (const technology of technologies) expect(technology.tip, technology.title).toBeDefined();
    expect(blocksOf(slug, "getting-started", "steps").flatMap((b) => b.items)).toHaveLength(6);
    expect(blocksOf(slug, "safety", "list")[0]!.items.length).toBeGreaterThanOrEqual(5);
    expect(blocksOf(slug, "popular-apps", "table")[0]!.rows.length).toBeGreaterThanOrEqual(5);
  });

  it("social connections: four benefit cards, Did You Know, four ways with tips, three barriers, programmes", () => {
    const slug = "social-connections-golden-years";
    const benefits = cardsOf(slug, "benefits").map((c) => c.title.toLowerCase());
    expect(benefits).toHaveLength(4);
    for (const topic of ["mental health", "cognitive function", "physical health", "longer life"]) {
      expect(benefits.some((t) => t.includes(topic)), topic).toBe(true);
    }
    const didYouKnow = blocksOf(slug, "did-you-know", "callout")[0]!;
    expect(didYouKnow.tone).toBe("fact");
    expect(didYouKnow.title).toBe("Did You Know?");
    expect(didYouKnow.items!.length).toBeGreaterThanOrEqual(3);
    const ways = cardsOf(slug, "ways-to-connect");
    expect(ways.map((c) => c.title)).toEqual(["Book clubs", "Coffee meetups", "Musical groups", "Volunteer work"]);
    for (const way of ways) expect(way.tip, way.title).toBeDefined();
    expect(cardsOf(slug, "barriers").map((c) => c.title)).toEqual(["Mobility", "Shyness", "Finances"]);
    for (const barrier of cardsOf(slug, "barriers")) expect(barrier.list!.items.length).toBeGreaterThanOrEqual(3);
    const programmes = cardsOf(slug, "programmes");
    expect(programmes.length).toBeGreaterThanOrEqual(2);
    for (const list of programmes) expect(list.list!.items.length).toBeGreaterThanOrEqual(3);
  });

  it("healthy eating: four nutrient cards with food sources, meal tips with the spec's figures, menu, challenges", () => {
    const slug = "healthy-eating-seniors";
    const nutrients = cardsOf(slug, "nutrients");
    expect(nutrients.map((c) => c.title)).toEqual(["Calcium and vitamin D", "Fibre", "Protein", "Healthy fats"]);
    for (const nutrient of nutrients) expect(nutrient.list!.items.length, nutrient.title).toBeGreaterThanOrEqual(4);
    const tips = blocksOf(slug, "meal-planning", "list")[0]!.items.map(itemText).join(" ");
    expect(tips).toContain("8 glasses of water daily");
    expect(tips).toContain("3 meals and 2 snacks daily");
    const menu = blocksOf(slug, "sample-menu", "table")[0]!;
    expect(menu.rows).toHaveLength(5);
    const meals = menu.rows.map((row) => row[1]);
    expect(meals.filter((m) => /breakfast|lunch|dinner/i.test(m!))).toHaveLength(3);
    expect(meals.filter((m) => /snack/i.test(m!))).toHaveLength(2);
    expect(cardsOf(slug, "challenges").length).toBeGreaterThanOrEqual(4);
  });

  it("staying active: four exercise types with their minutes, the 5/7/5/3 routine, safety, equipment, first week", () => {
    const slug = "staying-active-home";
    expect(cardsOf(slug, "exercise-types").map((c) => [c.title, c.meta])).toEqual([
      ["Chair exercises", "10–15 minutes"],
      ["Balance training", "10–20 minutes"],
      ["Strength building", "15–25 minutes"],
      ["Flexibility", "10–15 minutes"],
    ]);
    const routine = blocksOf(slug, "daily-routine", "table")[0]!.rows;
    expect(routine.map((row) => row[0])).toEqual(["Warm-up", "Strength", "Balance", "Cool down"]);
    const parts = routine.map((row) => minutes(row[1]!));
    expect(parts).toEqual([5, 7, 5, 3]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(20);
    expect(section(slug, "daily-routine").title).toContain("20-minute");
    expect(blocksOf(slug, "safety", "list")[0]!.items.length).toBeGreaterThanOrEqual(5);
    const equipment = cardsOf(slug, "equipment");
    expect(equipment.length).toBeGreaterThanOrEqual(2);
    for (const list of equipment) expect(list.list!.items.length).toBeGreaterThanOrEqual(3);
    const week = blocksOf(slug, "first-week", "table")[0]!.rows.map((row) => row[1]);
    expect(week).toEqual(["5–10 minutes", "10–15 minutes", "15–20 minutes"]);
    expect(allText(section(slug, "first-week"))).toContain("6 x 6 feet");
  });

  it("digital banking: safety practices with a 12-character password, scams, red flags, guide, masked example", () => {
    const slug = "digital-banking-seniors";
    const practices = blocksOf(slug, "safety-practices", "list")[0]!.items.map(itemText).join(" ");
    expect(practices).toContain("at least 12 characters");
    expect(cardsOf(slug, "scam-types").length).toBeGreaterThanOrEqual(5);
    expect(blocksOf(slug, "red-flags", "callout")[0]!.items!.length).toBeGreaterThanOrEqual(5);
    expect(blocksOf(slug, "step-by-step", "steps")[0]!.items.length).toBeGreaterThanOrEqual(5);
    const demo = blocksOf(slug, "passwords", "password-demo")[0]!;
    expect(demo.example.length).toBeGreaterThanOrEqual(12);
    expect(demo.showLabel).not.toBe(demo.hideLabel);
    expect(demo.caption).toMatch(/never use/i);
  });

  it("advise consulting a doctor in every health article", () => {
    for (const slug of ["yoga-benefits-senior-citizens", "healthy-eating-seniors", "staying-active-home"] as const) {
      expect(allText(body(slug)), slug).toMatch(/doctor/);
    }
  });
});
