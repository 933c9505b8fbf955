// Small things of the HTTP layer found on the way (issue 12, item 10): a path with a broken
// percent-escape is refused with one warning line a minute, not a stack trace per request; every
// answer to a form post (which echoes what was typed, or a Reference ID) is never stored by a
// browser or proxy; and X-Frame-Options says what the policy's frame-ancestors 'none' says.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frameCopy } from "#app/content/frame.ts";
import { freshTarget, kill, post, sampleSubmission, serve, targetNames, type ServerProcess, type Target } from "./lib/harness.ts";

describe("the HTTP layer's small answers", () => {
  let target: Target;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    target = await freshTarget(targetNames.at(-1)!, "http-answers");
    server = await serve(target);
  }, 240_000);
  afterAll(() => kill(server));

  it("refuses undecodable paths with 400, logging one line without a stack for a burst of them", async () => {
    for (let i = 0; i < 40; i++) {
      const res = await fetch(`${server!.base}/%E0%A4%A/${i}`);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(frameCopy.badRequest.heading);
    }
    expect((await fetch(`${server!.base}/about%`)).status).toBe(400);
    // A valid escape still reaches its page.
    expect((await fetch(`${server!.base}/%61bout`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    const log = fs.readFileSync(target.logFile, "utf8");
    expect(log).not.toContain("URIError");
    expect(log).not.toMatch(/\n\s+at /);
    expect(log.split("\n").filter((l) => l.includes("not valid percent-encoding"))).toHaveLength(1);
  });

  it("answers to form posts are never stored: refused, stored and plain-HTML ones alike", async () => {
    const refused = await post(server!.base, "/contact", "name=&email=x");
    expect(refused.status).toBe(400);
    expect(refused.headers.get("cache-control")).toBe("no-store");

    const { path, body } = sampleSubmission(1, "http-answers");
    const stored = await post(server!.base, path, body);
    expect(stored.status).toBe(200);
    expect(stored.reference).toBeDefined();
    expect(stored.headers.get("cache-control")).toBe("no-store");

    // React Router's data request for the route answers the same way (the islands post to the page itself).
    const viaData = await post(server!.base, "/contact.data", "name=&email=x");
    expect(viaData.headers.get("cache-control")).toBe("no-store");
  });

  it("X-Frame-Options agrees with frame-ancestors 'none'", async () => {
    const res = await fetch(`${server!.base}/about`);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});
