// /sitemap.xml: every public route, from the same list that drives prerendering
// (content/public-pages.ts), the operator's published news posts and the pages of the
// published events still to come.
import type { Route } from "./+types/sitemap[.]xml";
import { publicPages } from "#app/content/public-pages.ts";
import { todayIso } from "#app/core/calendar.ts";
import { publishedSlugs } from "#app/lib/blog/posts.server.ts";
import { publishedEventsFrom } from "#app/lib/events/events.server.ts";
import { siteUrl } from "#app/lib/seo.ts";
import { maybeRequestContext } from "#app/lib/services/context.server.ts";

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function sitemapXml(base: string = siteUrl(), eventSlugs: readonly string[] = [], postSlugs: readonly string[] = []): string {
  const paths = [...publicPages.map((r) => r.path), ...postSlugs.map((slug) => `/blog/${slug}`), ...eventSlugs.map((slug) => `/events/${slug}`)];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export async function loader({ context }: Route.LoaderArgs) {
  const services = maybeRequestContext(context)?.services;
  const events = services ? await publishedEventsFrom(services.db, todayIso()) : [];
  const posts = services ? await publishedSlugs(services.db) : [];
  return new Response(sitemapXml(siteUrl(), events.map((e) => e.slug), posts), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
