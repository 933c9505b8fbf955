// Every public page's content as a whole: each page has the page shape and is exactly one entry of
// the public-page list, with its own title and description; every internal link in any content
// resolves (a route, a contact subject, a section of the page it points into, a programme's
// sessions); every picture is a drawing that exists, with words that say what it shows. How many
// pages and offering pages there are is not pinned: those are invariants (each page has its parts,
// each path is listed once and routed), so a new offering page is its content file, one line in
// offerings/index.ts and one route line, with no test to edit. The spec's sample lists keep their
// counts in spec-conformance.test.ts; each area's own facts are in the test next to its content
// (offerings.test.ts, faq.test.ts, blog/blog.test.ts, ...).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contactSubjects } from "#app/core/form-options.ts";
import { publicPages } from "#app/content/public-pages.ts";
import { about } from "#app/content/about.ts";
import { home } from "#app/content/home.ts";
import { offeringsPage } from "#app/content/offerings-page.ts";
import { statistics } from "#app/content/statistics.ts";
import { team } from "#app/content/team.ts";
import { timeline } from "#app/content/timeline.ts";
import { loadOfferingPages, unlistedOfferingFiles } from "#app/content/offerings/pages.ts";
import { offeringPageList } from "#app/content/offerings/index.ts";
import { testimonials, testimonialsPage } from "#app/content/testimonials.ts";
import { faqCategories, faqPage, faqs } from "#app/content/faq.ts";
import { privacyPolicy, termsOfService } from "#app/content/legal.ts";
import { careers, careersPage } from "#app/content/careers.ts";
import { contactPage } from "#app/content/contact-page.ts";
import { joinUsPage } from "#app/content/join-us-page.ts";
import { membershipPlans } from "#app/content/membership-plans.ts";
import { eventsPage } from "#app/content/events-listing-page.ts";
import { galleryItems, galleryPage } from "#app/content/gallery.ts";
import { blogPage } from "#app/content/blog/page.ts";
import { articleBodies, getArticle } from "#app/content/blog/index.ts";
import { articlePage } from "#app/content/blog/article-page.ts";
import { blogPosts } from "#app/content/blog/posts.ts";
import { ImageShape, PageShape } from "#app/content/shapes/common.ts";
import type { OfferingBlock } from "#app/content/shapes/offerings.ts";

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
    expect(problemWith("/offerings/leisure-outings/no-such-tour/sessions")).toBeDefined();
    expect(problemWith("/offerings/leisure-outings/cultural-heritage/sessions")).toBeUndefined();
    expect(problemWith("/offerings/technology/smartphone-basics/sessions")).toBeUndefined();
    expect(problemWith("/contact?subject=outings&about=Scenic%20Day%20Trips")).toBeUndefined();
  });
});
