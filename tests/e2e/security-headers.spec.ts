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

    // Every script tag carries this response's nonce (prerendered pages get it as they are served).
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const tags = html.match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
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
