// A kept page is compressed once and each answer differs only in its end: every answer decodes, in
// each encoding, to the same page with tokens of its own; the compressed bytes before the end are
// the same in every answer; a page whose answers differ elsewhere is finished whole per answer.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_TOKEN_PLACEHOLDER, isFormToken } from "#app/core/form-token-fields.ts";
import { NONCE_PLACEHOLDER } from "#app/lib/finish-page.server.ts";
import { answerBody, chooseEncoding, keepPage, sendKept, type KeptPage } from "./kept-page.ts";

/** A reading page as the renderer writes it: two forms that post the ordinary way, their tokens in place. */
const tokenInput = (form: string) => `<input type="hidden" form="${form}" name="formToken" value="${FORM_TOKEN_PLACEHOLDER}"/>`;
const body = Array.from({ length: 400 }, (_, i) => `<li class="rounded-lg border-2 p-3">Day ${i} — ನಮಸ್ಕಾರ</li>`).join("");
const readingPage =
  `<!DOCTYPE html><html><head><script>boot()</script><script type="application/ld+json">{}</script></head><body><ol>${body}</ol>` +
  `<form id="news-a-post" method="post">${tokenInput("news-a-post")}<input name="email"/></form>` +
  `<form id="news-b-post" method="post">${tokenInput("news-b-post")}<input name="email"/></form>` +
  `<script type="module" src="/assets/enhance-A.js"></script></body></html>`;
/** The same page as a visitor gets it: the token inputs at the end of the body, each with a token of its own. */
const asAnswered = (tokens: string[]) =>
  readingPage.replace(tokenInput("news-a-post"), "").replace(tokenInput("news-b-post"), "").replace(
    "</body>",
    `<input type="hidden" form="news-a-post" name="formToken" value="${tokens[0]}"/><input type="hidden" form="news-b-post" name="formToken" value="${tokens[1]}"/></body>`,
  );
const tokensIn = (html: string) => [...html.matchAll(/name="formToken" value="([^"]*)"/g)].map((m) => m[1]!);

const decode = { br: (b: Buffer) => zlib.brotliDecompressSync(b), gzip: (b: Buffer) => zlib.gunzipSync(b), identity: (b: Buffer) => b };

describe("keepPage", () => {
  let kept: KeptPage;
  beforeAll(async () => {
    kept = await keepPage(readingPage);
  });

  it("keeps a reading page's fixed part compressed, its tail apart: an answer adds the tail and a few bytes of framing", () => {
    expect(kept.kind).toBe("fixed");
    if (kept.kind !== "fixed") return;
    expect(kept.tail.startsWith(tokenInput("news-a-post") + tokenInput("news-b-post"))).toBe(true);
    expect(kept.tail.endsWith("</body></html>")).toBe(true);
    // A token is shorter than its placeholder; the framing is 4 bytes (brotli) and 13 (gzip: stored block and trailer).
    expect(answerBody(kept, "br").length).toBeLessThanOrEqual(kept.fixed.br.length + kept.tail.length + 4);
    expect(answerBody(kept, "gzip").length).toBeLessThanOrEqual(kept.fixed.gzip.length + kept.tail.length + 13);
  });

  it.each(["br", "gzip", "identity"] as const)("answers in %s: the same page with fresh tokens, the compressed part byte for byte the same", (encoding) => {
    if (kept.kind !== "fixed") throw new Error("not kept fixed");
    const answers = [answerBody(kept, encoding), answerBody(kept, encoding), answerBody(kept, encoding)];
    const pages = answers.map((a) => decode[encoding](a).toString("utf8"));
    const tokens = pages.map(tokensIn);
    pages.forEach((page, i) => {
      expect(tokens[i]).toHaveLength(2);
      expect(tokens[i]!.every(isFormToken)).toBe(true);
      expect(page).toBe(asAnswered(tokens[i]!));
    });
    // No two forms and no two answers share a token.
    expect(new Set(tokens.flat()).size).toBe(6);
    // Every answer starts with the bytes compressed when the page was kept.
    for (const a of answers) expect(a.subarray(0, kept.fixed[encoding].length).equals(kept.fixed[encoding])).toBe(true);
  });

  it("finishes a page whole for each answer when it differs elsewhere: a form React hydrates, or a nonce in the page", async () => {
    const island = `<html><body><div data-island="contact"><form><input type="hidden" name="formToken" value="${FORM_TOKEN_PLACEHOLDER}"/></form></div></body></html>`;
    expect((await keepPage(island)).kind).toBe("per-answer");
    const hydrated = `<html><body><script nonce="${NONCE_PLACEHOLDER}">window.__data={}</script></body></html>`;
    expect((await keepPage(hydrated)).kind).toBe("per-answer");
  });

  it("keeps a page with nothing that varies as one compressed body", async () => {
    const page = await keepPage(`<!DOCTYPE html><html><body>${body}</body></html>`);
    if (page.kind !== "fixed") throw new Error("not kept fixed");
    expect(page.tail).toBe("</body></html>");
    expect(answerBody(page, "br").equals(answerBody(page, "br"))).toBe(true);
    expect(zlib.gunzipSync(answerBody(page, "gzip")).toString()).toBe(`<!DOCTYPE html><html><body>${body}</body></html>`);
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli whenever it is accepted, whatever the order, then gzip, then none", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0, identity")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("deflate")).toBe("identity");
  });
});

describe("sendKept", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const kept = await keepPage(readingPage);
    const app = express();
    app.get("/page", (req, res) => sendKept(req, res, kept));
    app.head("/page", (req, res) => sendKept(req, res, kept));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** The raw answer: its headers and its body as sent, not decoded. */
  const raw = (encoding: string, method = "GET") =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(`${base}/page`, { method, agent: false, headers: { "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject).end();
    });

  it("sends brotli to a browser's Accept-Encoding, with its length, varying by Accept-Encoding", async () => {
    const { headers, body } = await raw("gzip, deflate, br, zstd");
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(headers.vary).toContain("Accept-Encoding");
    expect(Number(headers["content-length"])).toBe(body.length);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(asAnswered(tokensIn(zlib.brotliDecompressSync(body).toString())));
  });

  it("sends gzip or the page as it is to clients that take nothing better, and headers alone to HEAD", async () => {
    const gzip = await raw("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toContain("</ol>");
    const plain = await raw("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(asAnswered(tokensIn(plain.body.toString())));
    const head = await raw("br", "HEAD");
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
  });
});
