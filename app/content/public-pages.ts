// The public pages, in the spec's order: the one list the prerender list, the sitemap, the content
// test and the page audits read. The offering pages and the articles come from their own lists, so
// a new offering page or article is listed, prerendered and put in the sitemap by its content alone.
// A test (app/routes.test.ts) fails when this list and app/routes.ts disagree.
import { blogSlugs } from "./blog/posts.ts";
import { offerings } from "./offerings/index.ts";

export type PublicPage = {
  path: string;
  /** Date-dependent pages (today's events) are rendered per request instead of at build time. */
  prerender: boolean;
};

export const publicPages: PublicPage[] = [
  { path: "/", prerender: false },
  { path: "/about", prerender: true },
  { path: "/offerings", prerender: true },
  ...offerings.map((o) => ({ path: o.path, prerender: true })),
  { path: "/events", prerender: false },
  { path: "/gallery", prerender: true },
  { path: "/testimonials", prerender: true },
  { path: "/contact", prerender: true },
  { path: "/blog", prerender: true },
  ...blogSlugs.map((slug) => ({ path: `/blog/${slug}`, prerender: true })),
  { path: "/join-us", prerender: true },
  { path: "/faq", prerender: true },
  { path: "/privacy", prerender: true },
  { path: "/terms", prerender: true },
  { path: "/careers", prerender: true },
];

export function prerenderPaths(): string[] {
  return publicPages.filter((r) => r.prerender).map((r) => r.path);
}
