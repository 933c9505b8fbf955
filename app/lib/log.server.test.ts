// A personal link's token never reaches the log whole (docs/decisions/035): pathForLog cuts it to
// its first few characters in every kind of path that can carry one, and the server's logger does
// the same to the `path`, `url` and `err` of every line, whoever wrote them.
import { describe, expect, it } from "vitest";
import pino from "pino";
import { logOptions, pathForLog } from "./log.server.ts";

/** A token as the site makes one: 43 characters of base64url. */
const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";

describe("pathForLog", () => {
  it.each([
    [`/membership/${token}`, "/membership/AbCd…"],
    [`/membership/${token}.data`, "/membership/AbCd…"],
    [`/membership/${token}%00`, "/membership/AbCd…"],
    [`/events/heritage-walk/cancel?ref=REQ-1700000000000-ABCDEFGH&token=${token}`, "/events/heritage-walk/cancel?ref=REQ-1700000000000-ABCDEFGH&token=AbCd…"],
    [`/newsletter/confirm?token=${token}`, "/newsletter/confirm?token=AbCd…"],
    [`/newsletter/unsubscribe?token=${encodeURIComponent(token)}&issue=3`, "/newsletter/unsubscribe?token=AbCd…&issue=3"],
    [`/admin/setup?token=${token}`, "/admin/setup?token=AbCd…"],
    [`https://anandam.example/admin/reset?token=${token}`, "https://anandam.example/admin/reset?token=AbCd…"],
  ])("%s is logged as %s", (path, logged) => {
    expect(pathForLog(path)).toBe(logged);
  });

  it("leaves paths without a token as they are, and keeps a short one whole", () => {
    for (const path of ["/", "/events/heritage-walk", "/membership", "/membership/", "/admin/reset", "/blog/a-post?page=2", "/membership/abc"]) expect(pathForLog(path)).toBe(path);
  });

  it("keeps at most 200 characters", () => {
    expect(pathForLog(`/${"x".repeat(500)}`)).toHaveLength(200);
  });
});

describe("the server's logger", () => {
  it("cuts tokens out of a line's path, url and error, whoever wrote it", () => {
    const lines: Array<Record<string, unknown>> = [];
    const log = pino({ ...logOptions, level: "debug" }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
    log.warn({ path: `/membership/${token}`, url: `https://anandam.example/newsletter/confirm?token=${token}` }, "refused");
    log.error({ err: new Error(`No route matches URL "/membership/${token}"`) }, "request failed");
    const text = JSON.stringify(lines);
    expect(text).not.toContain(token);
    expect(lines[0]).toMatchObject({ path: "/membership/AbCd…", url: "https://anandam.example/newsletter/confirm?token=AbCd…" });
    expect((lines[1]!.err as { message: string; stack: string }).message).toBe('No route matches URL "/membership/AbCd…"');
    expect((lines[1]!.err as { stack: string }).stack).toContain("/membership/AbCd…");
  });
});
