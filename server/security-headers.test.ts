// The security headers worked out once are exactly what helmet sets for each answer with the same
// nonce, in every configuration the server runs in; and each answer has a nonce of its own.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import { describe, expect, it } from "vitest";
import { randomText } from "#app/lib/random-text.server.ts";
import { helmetOptions, PERMISSIONS_POLICY, securityHeaders, type SecurityHeaderOptions } from "./security-headers.ts";

/** The headers (but the date) and the nonce of one answer of an app using `middleware`. */
async function answerOf(middleware: RequestHandler): Promise<Array<[string, string]>[]> {
  const app = express();
  app.disable("x-powered-by");
  app.use(middleware);
  app.get("/", (_req, res) => void res.type("text").send(`nonce ${res.locals.cspNonce as string}`));
  const server = http.createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answers = [];
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      const headers = [...res.headers.entries()].filter(([name]) => name !== "date");
      answers.push([...headers, ["body", await res.text()] as [string, string]]);
    }
    return answers;
  } finally {
    server.close();
  }
}

/** The policy's directives, each name with its sources, as one answer sends it (no policy: empty). */
async function policyOf(options: SecurityHeaderOptions): Promise<Map<string, string[]>> {
  const [headers] = await answerOf(securityHeaders(options));
  const policy = headers!.find(([name]) => name === "content-security-policy")?.[1] ?? "";
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/**
 * The directives every engine of the supported browsers knows (package.json's browserslist:
 * Safari and iOS 15.4, Chrome and Edge 100, Firefox 115, Samsung Internet 17), and WebKit in every
 * build. For a directive it does not know, an engine logs a security error on every page:
 * "Unrecognized Content-Security-Policy directive 'manifest-src'." is what WebKit (WebKitGTK
 * 2.50.6's MiniBrowser) logged on every page for the policy with manifest-src and worker-src, seen
 * with `npx tsx scripts/csp-engines.ts`; Chromium 156 logged nothing. WebKit parses manifest-src
 * only when built with web app manifests (ENABLE_APPLICATION_MANIFEST: Apple's platforms, not
 * WebKitGTK or WPE). worker-src is known to Safari from 15.5 only (MDN's browser-compat-data; no
 * Safari 15.4 was at hand), so it is left out too. Firefox (not installed here) knows every one of
 * these by browser-compat-data. A directive goes in this list only once every engine of the floor
 * knows it: decision 027.
 */
const SUPPORTED_DIRECTIVES = new Set([
  "default-src",
  "script-src",
  "style-src",
  "img-src",
  "font-src",
  "connect-src",
  "frame-src",
  "child-src",
  "media-src",
  "object-src",
  "form-action",
  "frame-ancestors",
  "base-uri",
  "sandbox",
  "report-uri",
  "upgrade-insecure-requests",
]);

const configurations: Array<[string, SecurityHeaderOptions]> = [
  ["a built site on http", { development: false, https: false }],
  ["a built site behind https", { development: false, https: true }],
  ["the development server", { development: true, https: false }],
];

describe("security headers", () => {
  it.each(configurations)("are helmet's, with the answer's nonce, for %s", async (_, options) => {
    let n = 0;
    const nonces = () => `nonce${++n}AAAAAAAAAAAAAAAAA==`;
    const ours = await answerOf(securityHeaders(options, nonces));
    n = 0;
    const reference = helmet(helmetOptions(options));
    const theirs = await answerOf((req, res, next) => {
      res.locals.cspNonce = nonces();
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      reference(req, res, next);
    });
    expect(ours).toEqual(theirs);
    const policy = ours[0]!.find(([name]) => name === "content-security-policy")?.[1];
    if (options.development) expect(policy).toBeUndefined();
    else {
      expect(policy).toContain("script-src 'self' 'nonce-nonce1AAAAAAAAAAAAAAAAA==' 'sha256-");
      expect(ours[1]!.find(([name]) => name === "content-security-policy")?.[1]).toContain("'nonce-nonce2AAAAAAAAAAAAAAAAA=='");
      expect(policy!.includes("upgrade-insecure-requests")).toBe(options.https);
    }
  });

  it.each(configurations.filter(([, options]) => !options.development))(
    "names only directives every supported browser knows, for %s",
    async (_, options) => {
      const directives = await policyOf(options);
      expect(directives.size).toBeGreaterThan(0);
      expect([...directives.keys()].filter((name) => !SUPPORTED_DIRECTIVES.has(name))).toEqual([]);
    },
  );

  it("leaves the manifest and workers to this site alone, by the directives they fall back to", async () => {
    // Without manifest-src and worker-src, the manifest falls back to default-src and a worker to
    // child-src, then script-src (Safari before 15.5: child-src, then default-src). Neither may
    // allow more than 'self'; a nonce or a hash allows no file.
    const directives = await policyOf({ development: false, https: true });
    expect(directives.get("default-src")).toEqual(["'self'"]);
    expect(directives.has("child-src")).toBe(false);
    expect(directives.get("script-src")!.filter((source) => !/^'(nonce|sha256)-/.test(source))).toEqual(["'self'"]);
  });

  it("gives each answer a nonce of its own, 128 random bits", async () => {
    const answers = await answerOf(securityHeaders({ development: false, https: false }));
    const nonces = answers.map((headers) => /'nonce-([^']+)'/.exec(headers.find(([name]) => name === "content-security-policy")![1])![1]!);
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [i, nonce] of nonces.entries()) {
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      expect(answers[i]!.find(([name]) => name === "body")![1]).toBe(`nonce ${nonce}`);
    }
  });
});

describe("randomText", () => {
  it("never gives the same bytes twice, across the blocks it draws", () => {
    // 1,000 values of 18 bytes draw five blocks of 4 KB.
    const values = Array.from({ length: 1000 }, () => randomText(18, "base64url"));
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(value).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
