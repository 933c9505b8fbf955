// /sitemap.xml: every public route, from the same list that drives prerendering (content/public-pages.ts).
import { publicPages } from "#app/content/public-pages.ts";
import { siteUrl } from "#app/lib/seo.ts";

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function sitemapXml(base: string = siteUrl()): string {
  const urls = publicPages.map((r) => `  <url><loc>${escapeXml(`${base}${r.path}`)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function loader() {
  return new Response(sitemapXml(), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
