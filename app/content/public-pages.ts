// The public pages, in the spec's order: the one list the prerender list, the sitemap, the content
// test and the page audits read. The offering pages and the articles come from their own lists, so
// a new offering page or article is listed, prerendered and put in the sitemap by its content alone.
// A test (app/routes.test.ts) fails when this list and app/routes.ts disagree.
import { parseMonth } from "#app/core/calendar.ts";
import { eventCategories } from "#app/core/events.ts";
import { blogCategories } from "./blog/categories.ts";
import { blogSlugs } from "./blog/posts.ts";
import { galleryCategories } from "./gallery.ts";
import { offeringPageList } from "./offerings/index.ts";

/**
 * The query parameters a page reads, each with a test of the values that change what it shows:
 * any other value, and any other parameter, shows the page as it is without them. The server's page
 * cache keeps one copy per combination of these and none for anything else a link may carry
 * (?utm_source=…, ?fill=1), so no query string can fill it.
 */
export type QueryReads = Readonly<Record<string, (value: string) => boolean>>;

/** A programme key's shape: an offering page of the list and a programme id ("health-wellness/meditation"). */
const isProgrammeKey = (value: string) => {
  const [page, id, ...rest] = value.split("/");
  return rest.length === 0 && offeringPageList.some((o) => o.path === `/offerings/${page}`) && /^[a-z0-9-]{1,60}$/.test(id ?? "");
};

const oneOf =
  (values: readonly string[]) =>
  (value: string): boolean =>
    values.includes(value);

export type PublicPage = {
  path: string;
  /**
   * Pages that show the date's events or content the operator edits in the console (photos, news,
   * stories, the team) are rendered by the server (and kept by its page cache) instead of at build
   * time, so a change shows at once, without a rebuild.
   */
  prerender: boolean;
  /** What the page reads from its query (see QueryReads); none when absent. Kept in step with the route. */
  reads?: QueryReads;
};

export const publicPages: PublicPage[] = [
  { path: "/", prerender: false },
  { path: "/about", prerender: false },
  { path: "/offerings", prerender: true },
  ...offeringPageList.map((o) => ({ path: o.path, prerender: true })),
  // ?category= filters the upcoming events, ?month= turns the calendar, ?programme= shows one
  // offering programme's sessions, "<page>/<programme>" (app/routes/events.tsx).
  {
    path: "/events",
    prerender: false,
    reads: { category: oneOf(eventCategories), month: (value) => parseMonth(value) !== undefined, programme: isProgrammeKey },
  },
  // ?category= filters the photos (app/routes/gallery.tsx).
  { path: "/gallery", prerender: false, reads: { category: oneOf(galleryCategories.map((c) => c.value)) } },
  { path: "/testimonials", prerender: false },
  { path: "/contact", prerender: true },
  // ?category= filters the articles (app/components/site/blog-filter.tsx).
  { path: "/blog", prerender: false, reads: { category: oneOf(blogCategories.map((c) => c.id)) } },
  ...blogSlugs.map((slug) => ({ path: `/blog/${slug}`, prerender: false })),
  // The plans' prices of this month are read from the database (/admin/register/plans): kept by the
  // day cache. ?tab=volunteer opens the volunteer's form (app/components/visitor-forms/join-us-tabs.tsx).
  { path: "/join-us", prerender: false, reads: { tab: oneOf(["volunteer"]) } },
  { path: "/faq", prerender: false },
  { path: "/privacy", prerender: true },
  { path: "/terms", prerender: false },
  { path: "/careers", prerender: true },
];

export function prerenderPaths(): string[] {
  return publicPages.filter((r) => r.prerender).map((r) => r.path);
}
