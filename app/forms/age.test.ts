import { describe, expect, it } from "vitest";
import { ageOn, compareDates, formatIsoDate, isLeapYear, parseIsoDate, today } from "./age.ts";

const d = (iso: string) => {
  const parsed = parseIsoDate(iso);
  if (!parsed) throw new Error(`bad test date ${iso}`);
  return parsed;
};

describe("parseIsoDate", () => {
  it("reads a real YYYY-MM-DD date", () => {
    expect(parseIsoDate("1955-08-15")).toEqual({ year: 1955, month: 8, day: 15 });
  });

  it.each(["1955-8-15", "15/08/1955", "1955-08-15T00:00", "", "abcd-ef-gh", " 1955-08-15"])("refuses the shape %j", (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });

  it.each(["2023-02-29", "2024-02-30", "1955-04-31", "1955-13-01", "1955-00-10", "1955-01-00"])("refuses the impossible date %s", (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });

  it("accepts 29 February in leap years only", () => {
    expect(parseIsoDate("2024-02-29")).not.toBeNull();
    expect(parseIsoDate("2000-02-29")).not.toBeNull(); // divisible by 400
    expect(parseIsoDate("1900-02-29")).toBeNull(); // divisible by 100, not 400
  });

  it("round-trips through formatIsoDate", () => {
    expect(formatIsoDate(d("0999-01-05"))).toBe("0999-01-05");
    expect(formatIsoDate(d("1955-08-15"))).toBe("1955-08-15");
  });
});

describe("isLeapYear", () => {
  it.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
  ])("%i -> %s", (year, leap) => expect(isLeapYear(year)).toBe(leap));
});

describe("ageOn: the birthday counts from its day", () => {
  const born = d("1955-08-15");
  it("birthday today: the new age", () => expect(ageOn(born, d("2025-08-15"))).toBe(70));
  it("birthday tomorrow: still the old age", () => expect(ageOn(born, d("2025-08-14"))).toBe(69));
  it("birthday yesterday: the new age", () => expect(ageOn(born, d("2025-08-16"))).toBe(70));
  it("earlier month: not yet", () => expect(ageOn(born, d("2025-07-31"))).toBe(69));
  it("later month: already", () => expect(ageOn(born, d("2025-09-01"))).toBe(70));
  it("on 1 January after a December birthday", () => expect(ageOn(d("1950-12-31"), d("2026-01-01"))).toBe(75));
  it("on 31 December before a 1 January birthday", () => expect(ageOn(d("1951-01-01"), d("2025-12-31"))).toBe(74));
});

describe("ageOn: born on 29 February", () => {
  const leapling = d("1956-02-29");
  it("in a leap year, the birthday is 29 February", () => {
    expect(ageOn(leapling, d("2024-02-28"))).toBe(67);
    expect(ageOn(leapling, d("2024-02-29"))).toBe(68);
  });
  it("in other years, the birthday counts from 1 March", () => {
    expect(ageOn(leapling, d("2025-02-28"))).toBe(68);
    expect(ageOn(leapling, d("2025-03-01"))).toBe(69);
  });
});

describe("today: the date in Bangalore", () => {
  it("is already tomorrow in India when it is late evening in UTC", () => {
    // 20:00 UTC is 01:30 IST the next day.
    expect(today(new Date("2025-03-31T20:00:00Z"))).toEqual({ year: 2025, month: 4, day: 1 });
  });
  it("is the same date during the Indian day", () => {
    expect(today(new Date("2025-03-31T05:00:00Z"))).toEqual({ year: 2025, month: 3, day: 31 });
  });
  it("can be asked for another zone", () => {
    expect(today(new Date("2025-03-31T20:00:00Z"), "UTC")).toEqual({ year: 2025, month: 3, day: 31 });
  });
});

describe("compareDates", () => {
  it("orders by year, then month, then day", () => {
    expect(compareDates(d("2025-01-02"), d("2025-01-01"))).toBeGreaterThan(0);
    expect(compareDates(d("2024-12-31"), d("2025-01-01"))).toBeLessThan(0);
    expect(compareDates(d("2025-01-01"), d("2025-01-01"))).toBe(0);
  });
});
