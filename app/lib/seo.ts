// Owns each page's head tags: title (brand appended when missing), description, keywords,
// canonical, Open Graph and Twitter. Built from PUBLIC_SITE_URL so prerendered pages are right.
import type { MetaDescriptor } from "react-router";
import { site } from "#app/content/site.ts";

export type PageSeo = {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** The route path, e.g. "/about". */
  path: string;
  /** Absolute or site-relative image for social previews. */
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
};

// Set by vite.config.ts from PUBLIC_SITE_URL when the site is built (absent in tests and scripts).
declare const __PUBLIC_SITE_URL__: string | undefined;

/**
 * The public site address. Prerendered pages and the browser bundle are made at build time, so
 * the build's PUBLIC_SITE_URL is baked in and wins everywhere, server-rendered pages included,
 * so that every page and every client-side navigation agree (docs/decisions/002-canonical-urls.md).
 * Outside a build (tests, scripts) the environment variable is read.
 */
export function siteUrl(): string {
  const baked = typeof __PUBLIC_SITE_URL__ === "string" ? __PUBLIC_SITE_URL__ : undefined;
  const fromEnv = typeof process !== "undefined" ? process.env.PUBLIC_SITE_URL : undefined;
  return (baked || fromEnv || "http://localhost:3000").replace(/\/+$/, "");
}

export function withBrand(title: string): string {
  return title.includes(site.brand) ? title : `${title} | ${site.brand}`;
}

export function seo(page: PageSeo): MetaDescriptor[] {
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
  if (page.keywords?.length) tags.push({ name: "keywords", content: page.keywords.join(", ") });
  if (page.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}
