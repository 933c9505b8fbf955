import { describe, expect, it } from "vitest";
import { canonicalReference, REFERENCE_PATTERN, newReference, groupedReference } from "./reference.ts";

describe("newReference", () => {
  it("is REQ-, the time in milliseconds, and an uppercase random part", () => {
    const reference = newReference(1_763_800_000_000);
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(reference).toMatch(/^REQ-1763800000000-[A-Z0-9]{8}$/);
  });

  it("uses the current time by default", () => {
    const before = Date.now();
    const reference = newReference();
    const stamp = Number(reference.split("-")[1]);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    expect(reference).toMatch(/^REQ-\d{13}-[A-Z0-9]{6,}$/);
  });

  it("differs between calls in the same millisecond", () => {
    const references = new Set(Array.from({ length: 2000 }, () => newReference(1_763_800_000_000)));
    expect(references.size).toBe(2000);
  });

  it("draws every letter and digit", () => {
    const seen = new Set(Array.from({ length: 500 }, () => newReference(0).split("-")[2]).join(""));
    expect(seen.size).toBe(36);
  });
});

describe("a Reference ID however it is typed", () => {
  it("finds the exact form through case, spaces, dashes, dots and a missing REQ", () => {
    const exact = "REQ-1763800000000-K3J9QX2A";
    for (const typed of [exact, "req-1763800000000-k3j9qx2a", "REQ 1763800000000 K3J9 QX2A", " req1763800000000k3j9qx2a ", "1763800000000-K3J9QX2A", "REQ.1763.8000.0000.0-K3J9-QX2A"]) {
      expect(canonicalReference(typed)).toBe(exact);
    }
  });

  it("refuses what cannot be one", () => {
    for (const typed of ["", "REQ-123-ABCDEF", "REQ-1763800000000-AB", "hello"]) expect(canonicalReference(typed)).toBeUndefined();
  });
});

describe("a Reference ID grouped for reading aloud", () => {
  it("splits the digits and the code into fours, and reads back to the exact value", () => {
    const reference = "REQ-1795385498197-YES62OO4";
    expect(groupedReference(reference)).toBe("REQ 1795 3854 9819 7 YES6 2OO4");
    expect(canonicalReference(groupedReference(reference))).toBe(reference);
    expect(groupedReference("not a reference")).toBe("not a reference");
  });
});
