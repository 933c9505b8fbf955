import { describe, expect, it } from "vitest";
import { canonicalReference, REFERENCE_ALPHABET, REFERENCE_PATTERN, newReference, groupedReference, referenceCandidates } from "./reference.ts";

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

  it("draws every character of Crockford's base 32, and never I, L, O or U, which are misread over the phone", () => {
    expect(REFERENCE_ALPHABET).toHaveLength(32);
    const seen = new Set(Array.from({ length: 500 }, () => newReference(0).split("-")[2]).join(""));
    expect([...seen].sort().join("")).toBe(REFERENCE_ALPHABET);
    for (const letter of "ILOU") expect(seen.has(letter)).toBe(false);
  });
});

describe("a Reference ID however it is typed", () => {
  it("finds the exact form through case, spaces, dashes, dots and a missing REQ", () => {
    const exact = "REQ-1763800000000-K3J9QX2A";
    for (const typed of [exact, "req-1763800000000-k3j9qx2a", "REQ 1763800000000 K3J9 QX2A", " req1763800000000k3j9qx2a ", "1763800000000-K3J9QX2A", "REQ.1763.8000.0000.0-K3J9-QX2A"]) {
      expect(canonicalReference(typed)).toBe(exact);
    }
  });

  it("reads an O typed in the time as 0, and an I or L as 1", () => {
    expect(canonicalReference("REQ-176380OOOOOOO-K3J9QX2A")).toBe("REQ-1763800000000-K3J9QX2A");
    expect(canonicalReference("req iL63800000000 k3j9qx2a")).toBe("REQ-1163800000000-K3J9QX2A");
  });

  it("can be an ID as typed or with O read as 0 and I or L as 1, so older IDs holding them stay valid", () => {
    expect(referenceCandidates("REQ-1763800000000-2DQP9NO0")).toEqual(["REQ-1763800000000-2DQP9NO0", "REQ-1763800000000-2DQP9N00"]);
    expect(referenceCandidates("req 1763 8000 0000 0 kilo 2abc")).toEqual(["REQ-1763800000000-KILO2ABC", "REQ-1763800000000-K1102ABC"]);
    expect(referenceCandidates("REQ-1763800000000-K3J9QX2A")).toEqual(["REQ-1763800000000-K3J9QX2A"]);
    expect(referenceCandidates("hello")).toEqual([]);
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
