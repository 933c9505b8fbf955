import { describe, expect, it } from "vitest";
import { explainMailError, mailErrorCause } from "./mail-errors.ts";

describe("a mail's last error, as the operator reads it", () => {
  it.each([
    ["SMTP ESOCKET CONN: connect ECONNREFUSED 127.0.0.1:2525", "unreachable"],
    ["connect ECONNREFUSED 127.0.0.1:2525 (seeded for the console test)", "unreachable"],
    ["HTTP request to https://api.resend.com/emails failed: no answer within 10000 ms", "unreachable"],
    ["getaddrinfo ENOTFOUND smtp.example.org", "unreachable"],
    ["HTTP 401 from https://api.resend.com/emails: API key is invalid", "refusedLogin"],
    ["Invalid login: 535 5.7.8 Authentication failed", "refusedLogin"],
    ["HTTP 429 from https://api.resend.com/emails: Too many requests", "slowDown"],
    ["421 Try again later", "slowDown"],
    ["HTTP 422 from https://api.resend.com/emails: Invalid `to` field.", "refusedMessage"],
    ["550 5.1.1 No such user here", "refusedMessage"],
    ["The reader unsubscribed before it was sent.", "unsubscribed"],
    ["something nobody foresaw", "other"],
  ] as const)("%s -> %s", (raw, cause) => {
    expect(mailErrorCause(raw)).toBe(cause);
  });

  it("says what it means and what to do, and keeps the raw text as the technical detail", () => {
    const explained = explainMailError("SMTP ESOCKET CONN: connect ECONNREFUSED 127.0.0.1:2525");
    expect(explained?.meaning).toBe("The mail server could not be reached.");
    expect(explained?.todo).toMatch(/tries by itself|keeps trying/);
    expect(explained?.technical).toBe("SMTP ESOCKET CONN: connect ECONNREFUSED 127.0.0.1:2525");
    expect(explainMailError(null)).toBeNull();
    expect(explainMailError("")).toBeNull();
  });
});
