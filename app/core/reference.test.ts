import { describe, expect, it } from "vitest";
import { REFERENCE_PATTERN, newReference } from "./reference.ts";

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
