import { describe, expect, it } from "vitest";
import { isOpenAt } from "./opening-hours.ts";

// Times in Bangalore (UTC+5:30). 2026-11-27 is a Friday.
const at = (isoLocal: string) => new Date(`${isoLocal}+05:30`);

describe("isOpenAt", () => {
  it("is open Monday to Friday from 9:00 AM to 6:00 PM, Bangalore time", () => {
    expect(isOpenAt(at("2026-11-27T09:00:00"))).toBe(true);
    expect(isOpenAt(at("2026-11-27T17:59:00"))).toBe(true);
    expect(isOpenAt(at("2026-11-27T18:00:00"))).toBe(false);
    expect(isOpenAt(at("2026-11-27T08:59:00"))).toBe(false);
    expect(isOpenAt(at("2026-11-23T12:00:00"))).toBe(true);
  });

  it("is open on Saturday morning only, and closed on Sunday", () => {
    expect(isOpenAt(at("2026-11-28T12:59:00"))).toBe(true);
    expect(isOpenAt(at("2026-11-28T13:00:00"))).toBe(false);
    expect(isOpenAt(at("2026-11-29T11:00:00"))).toBe(false);
  });
});
