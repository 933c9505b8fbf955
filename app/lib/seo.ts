// Owns each page's head tags: title (brand appended when missing), description, keywords,
// canonical, Open Graph and Twitter, built from the address the server was started with.
import type { MetaDescriptor } from "react-router";
import { site } from "#app/core/site.ts";

export type PageSeo = {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** The route path, e.g. "/about". */
  path: string;
  /** Absolute or site-relative image for social previews. */
  image?: string;
  /** The image's size and words, for previews that lay it out before it loads and for screen readers. */
  imageFacts?: { width: number; height: number; alt: string; type: string };
  type?: "website" | "article";
  noindex?: boolean;
};

/**
 * What prerendered pages carry instead of the address: the build sets PUBLIC_SITE_URL to it while it
 * prerenders (vite.config.ts), and the server replaces it with the address it was started with as it
 * reads the prerendered files (app/lib/site-url.server.ts). One build serves any address
 * (docs/decisions/008-site-url-at-run-time.md). The reserved .invalid domain can never be a real site.
 */
export const SITE_URL_PLACEHOLDER = "https://public-site-url.invalid";

/** The name of the head meta tag that carries the address to the browser (root.tsx). */
export const SITE_URL_META = "site-url";

/**
 * The public site address, as the server was started with it. On the server (rendering, and the
 * build's prerendering) it is PUBLIC_SITE_URL; in the browser, the page's own site-url meta tag,
 * which the server wrote, so a client-side navigation builds the same links as the server.
 */
export function siteUrl(): string {
  if (typeof document !== "undefined") {
    const fromPage = document.querySelector(`meta[name="${SITE_URL_META}"]`)?.getAttribute("content");
    if (fromPage) return fromPage;
  }
  const fromEnv = typeof process !== "undefined" ? process.env.PUBLIC_SITE_URL : undefined;
  return (fromEnv || "http://localhost:3000").replace(/\/+$/, "");
}

export function withBrand(title: string): string {
  return title.includes(site.brand) ? title : `${title} | ${site.brand}`;
}

/** The content a page's head tags come from: its path and its seo block (app/content/shapes/common.ts). */
export type PageHead = { path: string; seo: { title: string; description: string; keywords?: readonly string[] } };

/** Every public route's meta: the head tags of its content's page. */
export function pageMeta(page: PageHead, options: Pick<PageSeo, "image" | "imageFacts" | "type" | "noindex"> = {}): MetaDescriptor[] {
  return seo({ ...page.seo, path: page.path, ...options });
}

function seo(page: PageSeo): MetaDescriptor[] {
  const base = siteUrl();
  const url = `${base}${page.path === "/" ? "/" : page.path}`;
  const title = withBrand(page.title);
  const image = page.image ? (page.image.startsWith("http") ? page.image : `${base}${page.image}`) : `${base}/og-image.png`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:locale", content: "en_IN" },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  if (page.imageFacts) {
    const f = page.imageFacts;
    tags.splice(
      tags.findIndex((t) => "property" in t && t.property === "og:image") + 1,
      0,
      { property: "og:image:type", content: f.type },
      { property: "og:image:width", content: String(f.width) },
      { property: "og:image:height", content: String(f.height) },
      { property: "og:image:alt", content: f.alt },
    );
    tags.push({ name: "twitter:image:alt", content: f.alt });
  }
  if (page.keywords?.length) tags.push({ name: "keywords", content: page.keywords.join(", ") });
  if (page.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}
