// The public pages, in the spec's order: the one list the prerender list, the sitemap, the content
// test and the page audits read. The offering pages and the articles come from their own lists, so
// a new offering page or article is listed, prerendered and put in the sitemap by its content alone.
// A test (app/routes.test.ts) fails when this list and app/routes.ts disagree.
import { blogSlugs } from "./blog/posts.ts";
import { offerings } from "./offerings/index.ts";

export type PublicPage = {
  path: string;
  /**
   * Pages that show the date's events or content the operator edits in the console (photos, news,
   * stories, the team) are rendered by the server (and kept by its page cache) instead of at build
   * time, so a change shows at once, without a rebuild.
   */
  prerender: boolean;
};

export const publicPages: PublicPage[] = [
  { path: "/", prerender: false },
  { path: "/about", prerender: false },
  { path: "/offerings", prerender: true },
  ...offerings.map((o) => ({ path: o.path, prerender: true })),
  { path: "/events", prerender: false },
  { path: "/gallery", prerender: false },
  { path: "/testimonials", prerender: false },
  { path: "/contact", prerender: true },
  { path: "/blog", prerender: false },
  ...blogSlugs.map((slug) => ({ path: `/blog/${slug}`, prerender: false })),
  { path: "/join-us", prerender: true },
  { path: "/faq", prerender: true },
  { path: "/privacy", prerender: true },
  { path: "/terms", prerender: true },
  { path: "/careers", prerender: true },
];

export function prerenderPaths(): string[] {
  return publicPages.filter((r) => r.prerender).map((r) => r.path);
}
