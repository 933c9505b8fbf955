import { describe, expect, it } from "vitest";
import { allowedTransitions, canTransition, consoleSlugs, initialStatus, isConsoleSlug, isReopening, slugOf, statusesOf } from "./records.ts";

describe("allowed status transitions", () => {
  it("lets applications be decided, and a decision be reopened: back to pending, not across", () => {
    for (const type of ["member", "volunteer"] as const) {
      expect(allowedTransitions(type, "pending")).toEqual(["approved", "rejected", "spam"]);
      expect(allowedTransitions(type, "approved")).toEqual(["pending", "spam"]);
      expect(allowedTransitions(type, "rejected")).toEqual(["pending", "spam"]);
      expect(isReopening(type, "approved", "pending")).toBe(true);
      expect(isReopening(type, "pending", "approved")).toBe(false);
      expect(canTransition(type, "rejected", "approved")).toBe(false);
    }
  });

  it("moves an enquiry forward: new, in progress, resolved; a resolved one can be reopened", () => {
    expect(allowedTransitions("contact", "new")).toEqual(["in_progress", "spam"]);
    expect(allowedTransitions("contact", "in_progress")).toEqual(["resolved", "spam"]);
    expect(allowedTransitions("contact", "resolved")).toEqual(["in_progress", "spam"]);
    expect(isReopening("contact", "resolved", "in_progress")).toBe(true);
    expect(canTransition("contact", "new", "resolved")).toBe(false);
    expect(canTransition("contact", "resolved", "new")).toBe(false);
  });

  it("switches a subscription off; only its owner switches it on again, by confirming", () => {
    expect(canTransition("newsletter", "active", "unsubscribed")).toBe(true);
    expect(canTransition("newsletter", "unsubscribed", "active")).toBe(false);
  });

  it("sends spam back only to the type's initial status", () => {
    expect(allowedTransitions("member", "spam")).toEqual(["pending"]);
    expect(allowedTransitions("volunteer", "spam")).toEqual(["pending"]);
    expect(allowedTransitions("contact", "spam")).toEqual(["new"]);
    expect(allowedTransitions("newsletter", "spam")).toEqual(["active"]);
    expect(canTransition("contact", "spam", "resolved")).toBe(false);
  });

  it("refuses statuses of another type and unknown ones, in either direction", () => {
    expect(allowedTransitions("member", "new")).toEqual([]);
    expect(canTransition("contact", "new", "approved")).toBe(false);
    expect(canTransition("newsletter", "active", "nonsense")).toBe(false);
    expect(allowedTransitions("contact", "__proto__")).toEqual([]);
    expect(canTransition("contact", "spam", "spam")).toBe(false);
  });

  it("gives every status a way out, and every target is a status of the type", () => {
    for (const type of Object.keys(statusesOf) as Array<keyof typeof statusesOf>) {
      expect(statusesOf[type]).toContain(initialStatus[type]);
      for (const from of statusesOf[type]) {
        const targets = allowedTransitions(type, from);
        expect(targets.length).toBeGreaterThan(0);
        for (const to of targets) expect(statusesOf[type] as readonly string[]).toContain(to);
      }
    }
  });
});

describe("console slugs", () => {
  it("map both ways and reject anything else", () => {
    for (const [slug, type] of Object.entries(consoleSlugs)) expect(slugOf[type]).toBe(slug);
    expect(isConsoleSlug("members")).toBe(true);
    expect(isConsoleSlug("operators")).toBe(false);
    expect(isConsoleSlug("constructor")).toBe(false);
    expect(isConsoleSlug(undefined)).toBe(false);
  });
});
