// /robots.txt: everything public may be crawled; the operator console may not. Names the sitemap.
import { siteUrl } from "#app/lib/seo.ts";

export function robotsTxt(base: string = siteUrl()): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${base}/sitemap.xml\n`;
}

export function loader() {
  return new Response(robotsTxt(), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
