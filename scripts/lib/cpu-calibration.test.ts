import { describe, expect, it } from "vitest";
import { cpuSlowdownFor } from "./cpu-calibration.ts";

describe("cpuSlowdownFor", () => {
  it("gives Lighthouse's default 4x to a machine of benchmark index about 1533", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
  });

  it("follows the calculator's points between them, and is continuous where the pieces meet", () => {
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5, 5);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(1299.99)).toBeCloseTo(3, 3);
  });

  it("never speeds a slow machine up, and refuses a reading that is not one", () => {
    expect(cpuSlowdownFor(90)).toBe(1);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/benchmark index/);
    expect(() => cpuSlowdownFor(0)).toThrow(/benchmark index/);
  });
});
