// One build serves any address: the same production build, started with two
// different PUBLIC_SITE_URL values, writes each server's own address into every absolute URL it
// emits (canonical, Open Graph, JSON-LD, share links, sitemap, robots, prerendered loader data,
// the address the browser reads), and never the build's placeholder or the localhost default.
// The pages rendered per request for today's events are kept for the day: a second visitor gets
// the same page, compressed once, with a nonce of their own in the policy and form tokens of their own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshTarget, kill, serve, targetNames, type ServerProcess } from "./lib/harness.ts";
import { NONCE_PLACEHOLDER } from "#app/lib/finish-page.server.ts";

const addresses = ["https://anandam.example", "https://seniors.example.org"];

const paths = [
  "/",
  "/events",
  "/about",
  "/offerings/technology",
  "/blog/staying-active-home",
  "/blog/staying-active-home.data",
  "/contact?subject=general",
  "/no-such-page",
  "/sitemap.xml",
  "/robots.txt",
];

describe.each(addresses)("the build started with PUBLIC_SITE_URL=%s", (address) => {
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    const target = await freshTarget(targetNames.at(-1)!, `site-url-${new URL(address).hostname}`);
    server = await serve(target, { PUBLIC_SITE_URL: address });
  }, 240_000);
  afterAll(() => kill(server));

  it.each(paths)("%s names only this address", async (path) => {
    const body = await (await fetch(`${server!.base}${path}`)).text();
    expect(body).not.toContain("public-site-url.invalid");
    expect(body).not.toContain("public-site-url.invalid".replaceAll(".", "%2E"));
    expect(body).not.toContain("localhost:3000");
    expect(body).not.toContain("localhost%3A3000");
    const other = addresses.find((a) => a !== address)!;
    expect(body).not.toContain(new URL(other).hostname);
    if (path !== "/blog/staying-active-home.data" && path !== "/no-such-page") expect(body).toContain(address);
  });

  it("canonical, Open Graph, JSON-LD, share link and the browser's address agree", async () => {
    const html = await (await fetch(`${server!.base}/blog/staying-active-home`)).text();
    const url = `${address}/blog/staying-active-home`;
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(html).toContain(`"url":"${url}"`);
    expect(html).toContain(encodeURIComponent(url));
    expect(html).toContain(`<meta name="site-url" content="${address}"/>`);
    const home = await (await fetch(`${server!.base}/`)).text();
    expect(home).toContain(`<link rel="canonical" href="${address}/"/>`);
    expect(home).toContain(`"@id":"${address}/#organization"`);
    const sitemap = await (await fetch(`${server!.base}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${address}/offerings/satsangs</loc>`);
    expect(await (await fetch(`${server!.base}/robots.txt`)).text()).toContain(`Sitemap: ${address}/sitemap.xml`);
  });

  it("the events page is kept for the day, each answer with its own nonce and form tokens", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => fetch(`${server!.base}/events?category=wellness`, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } })));
    const bodies = await Promise.all(answers.map((a) => a.text()));
    const nonces = answers.map((a) => /'nonce-([^']+)'/.exec(a.headers.get("content-security-policy") ?? "")?.[1]);
    expect(new Set(nonces).size).toBe(3);
    bodies.forEach((body, i) => {
      expect(answers[i]!.status).toBe(200);
      expect(answers[i]!.headers.get("content-encoding")).toBe("br");
      // The policy's nonce is the header's alone: the page's one inline script is allowed by its hash.
      expect(body).not.toContain("nonce=");
      expect(body).not.toContain(nonces[i]!);
      expect(body).not.toContain(NONCE_PLACEHOLDER);
    });
    // Each answer carries its own one-time form tokens, never the placeholder, at the end of the page,
    // each naming its form.
    const tokens = bodies.map((body) => [...body.matchAll(/name="formToken" value="([^"]+)"/g)].map((m) => m[1]!));
    tokens.forEach((list) => expect(list.length).toBeGreaterThan(0));
    expect(new Set(tokens.flat()).size).toBe(tokens.flat().length);
    bodies.forEach((body) => expect(body).not.toContain("formtokenplaceholder"));
    bodies.forEach((body) => expect(body).toMatch(/(<input type="hidden" form="[\w-]+" name="formToken" value="[\w-]+"\/>)+<\/body><\/html>$/));
    bodies.forEach((body) => expect(/<form [^>]*id="newsletter-events-post"/.test(body)).toBe(true));
    // Apart from the form tokens, the three answers are the same page.
    const withoutTokens = bodies.map((body, i) => tokens[i]!.reduce((text, token) => text.replaceAll(token, "T"), body));
    expect(new Set(withoutTokens).size).toBe(1);
  });
});
