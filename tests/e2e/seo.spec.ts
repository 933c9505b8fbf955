// Search and sharing: each route's own head tags in the HTML the server sends (no JavaScript),
// the site-wide JSON-LD, sitemap, robots.txt, icons and the 404 page.
import { expect, test } from "@playwright/test";
import { publicPages } from "#app/content/public-pages.ts";
import { frameCopy } from "#app/content/frame.ts";
import { site } from "#app/core/site.ts";

function decode(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

function head(html: string) {
  const tag = (re: RegExp) => {
    const m = re.exec(html);
    return m ? decode(m[1]!) : undefined;
  };
  const meta = (attr: "name" | "property", key: string) =>
    tag(new RegExp(`<meta[^>]*${attr}="${key.replace(":", "\\:")}"[^>]*content="([^"]*)"`)) ??
    tag(new RegExp(`<meta[^>]*content="([^"]*)"[^>]*${attr}="${key.replace(":", "\\:")}"`));
  return {
    title: tag(/<title>([^<]*)<\/title>/),
    canonical: tag(/<link[^>]*rel="canonical"[^>]*href="([^"]*)"/),
    description: meta("name", "description"),
    keywords: meta("name", "keywords"),
    robots: meta("name", "robots"),
    ogTitle: meta("property", "og:title"),
    ogDescription: meta("property", "og:description"),
    ogUrl: meta("property", "og:url"),
    ogImage: meta("property", "og:image"),
    ogType: meta("property", "og:type"),
    twitterCard: meta("name", "twitter:card"),
    twitterTitle: meta("name", "twitter:title"),
    twitterImage: meta("name", "twitter:image"),
  };
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

let siteBase = "";
test.beforeAll(async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  siteBase = /<loc>(https?:\/\/[^<]+?)\/<\/loc>/.exec(xml)![1]!;
});

for (const route of publicPages) {
  test(`${route.path} has its own head tags in the server HTML`, async ({ request }) => {
    const res = await request.get(route.path);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/html");
    const html = await res.text();
    const h = head(html);

    expect(h.title, "title").toBeTruthy();
    expect(h.title!.endsWith(site.brand) || h.title!.includes(site.brand), "brand in title").toBe(true);
    expect(h.canonical).toBe(`${siteBase}${route.path}`);
    expect(h.ogUrl).toBe(h.canonical);
    expect(h.description && h.description.length).toBeGreaterThan(40);
    expect(h.keywords, "keywords").toBeTruthy();
    expect(h.ogTitle).toBe(h.title);
    expect(h.ogDescription).toBeTruthy();
    expect(h.ogImage).toMatch(/^https?:\/\//);
    expect(h.ogType).toMatch(/^(website|article)$/);
    expect(h.twitterCard).toBe("summary_large_image");
    expect(h.twitterTitle).toBe(h.title);
    expect(h.twitterImage).toMatch(/^https?:\/\//);
    expect(h.robots ?? "").not.toContain("noindex");

    // Icons and manifest are linked from every page.
    expect(html).toMatch(/<link[^>]*rel="icon"[^>]*href="\/favicon\.svg"/);
    expect(html).toMatch(/<link[^>]*rel="manifest"[^>]*href="\/manifest\.webmanifest"/);
    expect(html).toMatch(/<html lang="en-IN"/);

    const blocks = jsonLdBlocks(html);
    const org = blocks.find((b) => b["@type"] === "Organization");
    const business = blocks.find((b) => b["@type"] === "LocalBusiness");
    expect(org, "Organization JSON-LD").toMatchObject({
      name: site.brand,
      url: `${siteBase}/`,
      contactPoint: { telephone: site.phone.tel, contactType: "Customer Service", areaServed: "IN" },
      sameAs: [site.social.facebook, site.social.instagram],
    });
    expect(business, "LocalBusiness JSON-LD").toMatchObject({
      address: { postalCode: "560013" },
      openingHours: "Mo-Fr 09:00-18:00, Sa 09:00-13:00",
      geo: { latitude: site.geo.latitude, longitude: site.geo.longitude },
    });
  });
}

test("every route has a different title", async ({ request }) => {
  const titles = await Promise.all(publicPages.map(async (r) => head(await (await request.get(r.path)).text()).title));
  expect(new Set(titles).size).toBe(publicPages.length);
});

test("the sitemap lists every public route and nothing else", async ({ request }) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/xml");
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(publicPages.map((r) => `${siteBase}${r.path}`).sort());
});

test("robots.txt allows the site, keeps crawlers out of the console and names the sitemap", async ({ request }) => {
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/plain");
  const text = await res.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain(`Sitemap: ${siteBase}/sitemap.xml`);
});

test("icons, manifest and social image are served", async ({ request }) => {
  for (const [path, type] of [
    ["/favicon.svg", "image/svg+xml"],
    ["/favicon.ico", "image/"],
    ["/apple-touch-icon.png", "image/png"],
    ["/icon-192.png", "image/png"],
    ["/icon-512.png", "image/png"],
    ["/og-image.png", "image/png"],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["content-type"], path).toContain(type);
  }
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: site.brand, start_url: "/" });
  expect((manifest.icons as { sizes: string }[]).map((i) => i.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
});

test("an unknown path answers 404 with a helpful page that is not indexed", async ({ request }) => {
  const res = await request.get("/no-such-page/at-all");
  expect(res.status()).toBe(404);
  const html = await res.text();
  const h = head(html);
  expect(h.title).toBe(`Page not found | ${site.brand}`);
  expect(h.robots).toContain("noindex");
  expect(h.canonical).toBeUndefined();
  expect(html).toContain("We could not find that page");
  for (const href of ["/", "/offerings", "/contact"]) expect(html).toContain(`href="${href}"`);
  // The frame is there too: menu, footer and the site's structured data.
  expect(html).toContain('aria-label="Main menu"');
  expect(jsonLdBlocks(html).map((b) => b["@type"])).toEqual(expect.arrayContaining(["Organization", "LocalBusiness"]));
});

test("the 404 page works in the browser too", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    // The browser itself reports the document's 404 status as a console error.
    if (m.type() === "error" && !/status of 404/.test(m.text())) errors.push(m.text());
  });
  const res = await page.goto("/missing-page");
  expect(res!.status()).toBe(404);
  await expect(page).toHaveTitle(`Page not found | ${site.brand}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
  await page.getByRole("link", { name: "See our offerings" }).click();
  await expect(page).toHaveURL(/\/offerings$/);
  expect(errors).toEqual([]);
});

test("a refused request gets the error page inside the frame, without error details", async ({ request }) => {
  // A form post to a page that takes none: React Router answers 405 through the root ErrorBoundary,
  // which says the request could not be read (a 5xx says the fault is ours).
  const res = await request.post("/about", { form: { anything: "x" } });
  expect(res.status()).toBe(405);
  const html = await res.text();
  const h = head(html);
  expect(h.title).toBe(`${frameCopy.badRequest.title} | ${site.brand}`);
  expect(h.robots).toContain("noindex");
  expect(html).toContain(frameCopy.badRequest.heading);
  expect(html).toContain('aria-label="Main menu"');
  // No stack trace or server file path reaches the visitor.
  expect(html).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(html).not.toMatch(/\/(work|home|app|srv)\/[\w.-]+\//);
});
