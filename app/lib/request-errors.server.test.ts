import { describe, expect, it } from "vitest";
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import pino from "pino";
import { logRequestError } from "./request-errors.server.ts";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: "debug", base: undefined }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

/** An ErrorResponse as React Router makes one when a page without an action is posted to. */
const refusal = (status: number, statusText: string) =>
  new ErrorResponse(status, statusText, new Error('You made a POST request to "/about"'), true);

describe("logRequestError", () => {
  it("logs a refusal as one warning line with method, path and status, and no stack", () => {
    const { log, lines } = capture();
    logRequestError(refusal(405, "Method Not Allowed"), new Request("http://x/about?name=Asha", { method: "POST" }), log);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, method: "POST", path: "/about", status: 405 });
    expect(JSON.stringify(lines[0])).not.toMatch(/stack|Asha/);
  });

  it("logs React Router's refusal of a post from another origin as one warning line, without a stack", () => {
    for (const message of [
      "The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
      "`origin` header is not a valid URL. Aborting the action.",
    ]) {
      const { log, lines } = capture();
      logRequestError(new Error(message), new Request("http://x/admin/login", { method: "POST" }), log);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 40, method: "POST", path: "/admin/login", status: 400 });
      expect(JSON.stringify(lines[0])).not.toContain("stack");
    }
    // A data request (…/x.data) carries only "Bad Request"; its Origin says why.
    for (const origin of ["https://evil.example", "null", "not a url"]) {
      const { log, lines } = capture();
      logRequestError(new Error("Bad Request"), new Request("http://x/events.data", { method: "POST", headers: { Origin: origin } }), log);
      expect(lines[0], origin).toMatchObject({ level: 40, path: "/events.data", status: 400 });
    }
    // The same words from our own origin are a fault like any other.
    const { log, lines } = capture();
    logRequestError(new Error("Bad Request"), new Request("http://x/events.data", { method: "POST", headers: { Origin: "http://x" } }), log);
    expect(lines[0]).toMatchObject({ level: 50 });
  });

  it("logs a refused request to a personal link with its token cut to a few characters", () => {
    const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
    const { log, lines } = capture();
    const post = (path: string) => new Request(`http://x${path}`, { method: "POST", headers: { Origin: "https://evil.example" } });
    logRequestError(new Error("The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action."), post(`/membership/${token}`), log);
    logRequestError(new Error("Bad Request"), post(`/membership/${token}.data`), log);
    logRequestError(refusal(404, "Not Found"), post(`/membership/${token}/more`), log);
    expect(lines.map((l) => l.path)).toEqual(["/membership/AbCd…", "/membership/AbCd…", "/membership/AbCd…/more"]);
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it("logs a fault as an error with its stack", () => {
    const { log, lines } = capture();
    logRequestError(new Error("database went away"), new Request("http://x/contact"), log);
    expect(lines[0]).toMatchObject({ level: 50, method: "GET", path: "/contact", msg: "request failed" });
    expect((lines[0]!.err as { stack: string }).stack).toContain("database went away");
  });

  it("logs nothing for a request the visitor abandoned", () => {
    const { log, lines } = capture();
    const controller = new AbortController();
    controller.abort();
    logRequestError(new Error("aborted"), new Request("http://x/", { signal: controller.signal }), log);
    expect(lines).toHaveLength(0);
  });
});
