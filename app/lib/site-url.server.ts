// Owns the site's address in what the build wrote ahead of time: prerendered pages and their loader
// data carry SITE_URL_PLACEHOLDER (the build prerenders with it), and the server puts back the
// PUBLIC_SITE_URL it was started with, once, as it reads them (a page through finishPage,
// finish-page.server.ts). One build serves any address.
import { SITE_URL_PLACEHOLDER } from "#app/lib/seo.ts";

/** The forms the address takes in a page: as written, and inside a share link's query string. */
function forms(url: string): string[] {
  return [url, encodeURIComponent(url)];
}

/** `text` with every placeholder address replaced by `siteUrl` (no trailing slash). */
export function withSiteUrl(text: string, siteUrl: string): string {
  const [rawFrom, encodedFrom] = forms(SITE_URL_PLACEHOLDER);
  const [rawTo, encodedTo] = forms(siteUrl.replace(/\/+$/, ""));
  return text.replaceAll(rawFrom!, rawTo!).replaceAll(encodedFrom!, encodedTo!);
}
