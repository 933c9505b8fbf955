import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";

// Security headers on server-rendered and prerendered pages (issue: proof under faults; decision 000).
const routes = ["/", "/about", "/contact", "/contact?subject=general", "/no-such-page"];

for (const route of routes) {
  test(`security headers on ${route}`, async ({ request }) => {
    const res = await request.get(route);
    const headers = res.headers();
    expect(headers["x-powered-by"]).toBeUndefined();
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    // Served over plain http here: HSTS only behind HTTPS.
    expect(headers["strict-transport-security"]).toBeUndefined();

    // Every inline script that runs is allowed by this response's policy and no other: by its nonce
    // (React Router's scripts on pages it hydrates), or by the hash of its text (a script whose text
    // never changes, the same in every page). Data blocks (JSON, JSON-LD) never run; a script file
    // comes from this site.
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    const hashes = [...scriptSrc.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]!);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, attributes, text] of scripts) {
      const type = /\btype="([^"]*)"/.exec(attributes!)?.[1];
      if (type === "application/json" || type === "application/ld+json") continue;
      const src = /\bsrc="([^"]*)"/.exec(attributes!)?.[1];
      if (src !== undefined) {
        expect(src, tag).toMatch(/^\/assets\//);
        continue;
      }
      const hash = `sha256-${createHash("sha256").update(text!, "utf8").digest("base64")}`;
      expect(attributes!.includes(`nonce="${nonce}"`) || hashes.includes(hash), tag).toBe(true);
    }
  });
}

test("nonces differ per response", async ({ request }) => {
  const a = (await request.get("/about")).headers()["content-security-policy"];
  const b = (await request.get("/about")).headers()["content-security-policy"];
  expect(a).not.toBe(b);
});

test("pages run without CSP violations in the browser", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  for (const route of ["/", "/about", "/contact", "/join-us", "/blog"]) {
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    // The inline script in <head>, allowed by its hash, ran: it marks the page as having JavaScript.
    await expect(page.locator("html")).toHaveClass(/(^| )js( |$)/);
  }
  expect(violations).toEqual([]);
});

test("an oversize post is refused with 413", async ({ request }) => {
  const res = await request.post("/contact", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "message=" + "a".repeat(70 * 1024),
  });
  expect(res.status()).toBe(413);
});

test("methods other than GET, HEAD and POST are refused before any action runs", async ({ request }) => {
  for (const method of ["PUT", "PATCH", "DELETE"] as const) {
    const res = await request.fetch("/contact", {
      method,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "name=A&email=a%40example.org&phone=9845012345&subject=general&message=Hello",
    });
    expect(res.status()).toBe(405);
    expect(res.headers()["allow"]).toBe("GET, HEAD, POST");
  }
});
