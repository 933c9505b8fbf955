import { describe, expect, it } from "vitest";
import { isRouteErrorResponse } from "react-router";
import { idField, idParam, typeParam, withNotice } from "./http.server.ts";

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

  it("reads a button's hidden id the same way, a NUL or a second value included, and answers 404 for one no record can have", () => {
    const form = (...values: string[]) => {
      const f = new FormData();
      for (const v of values) f.append("booking", v);
      return f;
    };
    expect(idField(form("7"), "booking")).toBe(7);
    expect(idField(form("7", "abc"), "booking")).toBe(7);
    expect(idField(form("2147483647"), "booking")).toBe(2_147_483_647);
    for (const id of ["abc", "1.5", "-1", "0", "", "99999999999", "7\u0000", " 7"]) expect(statusOf(() => idField(form(id), "booking")), JSON.stringify(id)).toBe(404);
    expect(statusOf(() => idField(new FormData(), "booking"))).toBe(404);
  });

  it("adds a notice to a path for the page after a redirect", () => {
    expect(withNotice("/admin/members/3", { done: "status", to: "approved" })).toBe("/admin/members/3?done=status&to=approved");
    expect(withNotice("/admin/members?q=a b", { erased: "REQ-1" })).toBe("/admin/members?q=a+b&erased=REQ-1");
  });
});
