// Security headers behind HTTPS. tests/e2e/security-headers.spec.ts checks the
// headers of the site served over plain http (no HSTS there); this starts the production server
// with an https PUBLIC_SITE_URL, as it runs behind a TLS-terminating proxy, and checks that HSTS
// and upgrade-insecure-requests are sent on every kind of answer, refusals included, and that no
// published script points at a source map.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshTarget, kill, serve, targetNames, type ServerProcess } from "./lib/harness.ts";

describe("security headers when the public site is https", () => {
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    // Headers do not depend on the database: PostgreSQL when there is one (the quicker start).
    const target = await freshTarget(targetNames.at(-1)!, "headers");
    server = await serve(target, { PUBLIC_SITE_URL: "https://www.example.org" });
  }, 240_000);
  afterAll(() => kill(server));

  const requests: Array<[string, () => Promise<Response>, number]> = [
    ["a prerendered page", () => fetch(`${server!.base}/privacy`), 200],
    ["a page kept by the page cache", () => fetch(`${server!.base}/about`), 200],
    ["a server-rendered page", () => fetch(`${server!.base}/contact?subject=general`), 200],
    ["the 404 page", () => fetch(`${server!.base}/no-such-page`), 404],
    ["a refused form post", () => fetch(`${server!.base}/contact`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "name=" }), 400],
    ["an oversize post", () => fetch(`${server!.base}/contact`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "m=" + "a".repeat(70_000) }), 413],
    ["the health check", () => fetch(`${server!.base}/healthz`), 200],
  ];

  it.each(requests)("%s carries HSTS and the policy", async (_, request, status) => {
    const res = await request();
    await res.arrayBuffer();
    expect(res.status).toBe(status);
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers.get("x-powered-by")).toBeNull();
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("upgrade-insecure-requests");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
  });

  it("published scripts name no source map, and none is served", async () => {
    const page = await (await fetch(`${server!.base}/`)).text();
    // Module URLs appear in script tags, preloads or the inline hydration script's imports.
    const scripts = [...page.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of new Set(scripts)) {
      const js = await (await fetch(server!.base + src)).text();
      expect(js, src).not.toContain("sourceMappingURL");
      expect((await fetch(`${server!.base}${src}.map`)).status, `${src}.map`).toBe(404);
    }
  });
});
