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
