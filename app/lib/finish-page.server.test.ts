import { describe, expect, it } from "vitest";
import { FORM_TOKEN_PLACEHOLDER, isFormToken } from "#app/core/form-token-fields.ts";
import { SITE_URL_PLACEHOLDER } from "#app/lib/seo.ts";
import { NONCE_PLACEHOLDER, finishPage } from "./finish-page.server.ts";

const address = "https://seniors.example";
const placeholders: [string, string] = [FORM_TOKEN_PLACEHOLDER, FORM_TOKEN_PLACEHOLDER];

/**
 * A page in the shape the production renderer writes (the nonce placeholder on every inline script
 * and style, the scripts as they are): two forms, the address in a canonical link, in JSON-LD, in
 * an island's data and, encoded, in a share link.
 */
function page(o: { nonce: string; address: string; tokens: [string, string] }): string {
  const n = ` nonce="${o.nonce}"`;
  return (
    `<!DOCTYPE html><html><head><style${n}>body{margin:0}</style><script${n}>textSize()</script>` +
    `<link rel="canonical" href="${o.address}/contact"/>` +
    `<script type="application/ld+json"${n}>{"url":"${o.address}/"}</script>` +
    `</head><body><form method="post"><input type="hidden" name="formToken" value="${o.tokens[0]}"/></form>` +
    `<a href="https://wa.me/?text=${encodeURIComponent(`${o.address}/contact`)}">Share</a>` +
    `<script type="application/json" data-island-data="contact">{"answers":[null,null],"search":""}</script>` +
    `<div data-island="contact"><form method="post"><input type="hidden" name="formToken" value="${o.tokens[1]}"/></form></div>` +
    `<script type="module" src="/assets/enhance-A.js"${n}></script><script type="module" src="/assets/islands-B.js"${n}></script>` +
    `</body></html>`
  );
}

/** A finished page's form tokens, and its HTML. */
function read(html: string): { tokens: [string, string]; html: string } {
  const tokens = [...html.matchAll(/name="formToken" value="([^"]*)"/g)].map((m) => m[1]!);
  expect(tokens).toHaveLength(2);
  return { tokens: tokens as [string, string], html };
}

/** Checks a copy sent with `nonce`: the finished page, with two fresh tokens of its own. */
function expectCopy(html: string, nonce: string): [string, string] {
  const copy = read(html);
  expect(copy.html).toBe(page({ nonce, address, tokens: copy.tokens }));
  expect(copy.tokens.every(isFormToken)).toBe(true);
  expect(new Set(copy.tokens).size).toBe(2);
  return copy.tokens;
}

describe("finishPage", () => {
  const rendered = page({ nonce: NONCE_PLACEHOLDER, address, tokens: placeholders });

  it("finishes a page rendered for one response: its nonce, its form tokens", () => {
    expectCopy(finishPage(rendered, { nonce: "bm9uY2Utb25l" }), "bm9uY2Utb25l");
  });

  it("keeps a day-cached page with its placeholders, and gives each copy its own nonce and form tokens", () => {
    const kept = finishPage(rendered);
    expect(read(kept).html).toBe(page({ nonce: NONCE_PLACEHOLDER, address, tokens: placeholders }));
    const first = expectCopy(finishPage(kept, { nonce: "bm9uY2Utb25l" }), "bm9uY2Utb25l");
    const second = expectCopy(finishPage(kept, { nonce: "bm9uY2UtdHdv" }), "bm9uY2UtdHdv");
    expect(new Set([...first, ...second]).size).toBe(4);
  });

  it("writes the server's address into a prerendered page once, then each copy's nonce and form tokens", () => {
    // What the build wrote: prerendered with the placeholder address, finished without a response.
    const built = finishPage(page({ nonce: NONCE_PLACEHOLDER, address: SITE_URL_PLACEHOLDER, tokens: placeholders }));
    expect(read(built).html).toBe(page({ nonce: NONCE_PLACEHOLDER, address: SITE_URL_PLACEHOLDER, tokens: placeholders }));
    // The server reading the file (PUBLIC_SITE_URL may end in a slash).
    const served = finishPage(built, { siteUrl: `${address}/` });
    expect(read(served).html).toBe(page({ nonce: NONCE_PLACEHOLDER, address, tokens: placeholders }));
    expectCopy(finishPage(served, { nonce: "bm9uY2Utb25l" }), "bm9uY2Utb25l");
  });

  it("leaves a page with nothing to finish as it is", () => {
    const html = "<!DOCTYPE html><html><head><title>Not found</title></head><body><p>Not found</p></body></html>";
    expect(finishPage(html)).toBe(html);
    expect(finishPage(html, { nonce: "bm9uY2Utb25l", siteUrl: address })).toBe(html);
  });
});
