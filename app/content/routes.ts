// The public route list: one place that the prerender list, the sitemap and the content tests read.
import { blogSlugs } from "./blog/posts.ts";

export type PublicRoute = {
  path: string;
  /** Date-dependent pages (today's events) are rendered per request instead of at build time. */
  prerender: boolean;
};

// The article routes come from the blog's own post list, so a new article is listed, prerendered
// and put in the sitemap by adding it to the content alone.
export { blogSlugs };

export const publicRoutes: PublicRoute[] = [
  { path: "/", prerender: false },
  { path: "/about", prerender: true },
  { path: "/offerings", prerender: true },
  { path: "/offerings/health-wellness", prerender: true },
  { path: "/offerings/technology", prerender: true },
  { path: "/offerings/leisure-outings", prerender: true },
  { path: "/offerings/satsangs", prerender: true },
  { path: "/offerings/custom-engagements", prerender: true },
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
  return publicRoutes.filter((r) => r.prerender).map((r) => r.path);
}
