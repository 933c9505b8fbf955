import { describe, expect, it } from "vitest";
import { isRouteErrorResponse } from "react-router";
import { idParam, typeParam, withNotice } from "./http.server.ts";

function statusOf(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (error) {
    const e = error as { type?: string; init?: { status?: number } };
    if (isRouteErrorResponse(error)) return error.status;
    return e.init?.status;
  }
  return undefined;
}

describe("console URL parameters", () => {
  it("maps the four inbox names to record types and answers 404 for anything else", () => {
    expect(typeParam({ type: "contact-inquiries" })).toEqual({ slug: "contact-inquiries", type: "contact" });
    expect(typeParam({ type: "newsletter-subscriptions" }).type).toBe("newsletter");
    for (const type of ["operators", "audit_log", "__proto__", "toString", undefined]) expect(statusOf(() => typeParam({ type }))).toBe(404);
  });

  it("accepts positive whole ids within the database's integer range only", () => {
    expect(idParam({ id: "42" })).toBe(42);
    for (const id of ["0", "-1", "1.5", "1e3", "abc", "012", "2147483648", "99999999999", "", undefined]) expect(statusOf(() => idParam({ id }))).toBe(404);
  });

  it("adds a notice to a path for the page after a redirect", () => {
    expect(withNotice("/admin/members/3", { done: "status", to: "approved" })).toBe("/admin/members/3?done=status&to=approved");
    expect(withNotice("/admin/members?q=a b", { erased: "REQ-1" })).toBe("/admin/members?q=a+b&erased=REQ-1");
  });
});
