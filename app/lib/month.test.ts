import { describe, expect, it } from "vitest";
import { datesOfMonth, daysInMonth, formatDate, formatMonth, parseMonth, shiftMonth, weekday } from "./month.ts";

describe("month arithmetic", () => {
  it("wraps across years in both directions", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-11", 1)).toBe("2026-12");
    expect(shiftMonth("2026-03", -15)).toBe("2024-12");
  });

  it("parses only real months", () => {
    expect(parseMonth("2026-12")).toEqual({ year: 2026, month: 12 });
    for (const bad of ["2026-13", "2026-00", "2026-1", "26-01", "", null, undefined, "2026-01x"]) {
      expect(parseMonth(bad)).toBeUndefined();
    }
  });

  it("knows the days of a month and their weekdays", () => {
    expect(daysInMonth("2028-02")).toBe(29);
    expect(daysInMonth("2027-02")).toBe(28);
    expect(datesOfMonth("2026-11")).toHaveLength(30);
    expect(datesOfMonth("2026-11")[0]).toBe("2026-11-01");
    expect(weekday("2026-11-22")).toBe(0); // a Sunday
  });

  it("formats for people", () => {
    expect(formatMonth("2026-12")).toBe("December 2026");
    expect(formatDate("2026-11-22")).toBe("Sunday, 22 November 2026");
    expect(formatDate("2026-11-22", "short")).toBe("Sun, 22 Nov");
    expect(formatDate("2026-09-06", "short")).toBe("Sun, 6 Sep");
    expect(formatDate("2024-01-05", "us")).toBe("January 5, 2024");
    expect(() => formatDate("2026-13-01")).toThrow();
  });

  it("writes dates as Intl would, without loading Intl's locale data in the browser", () => {
    const intl = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    const long = intl("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric" });
    const month = intl("en-IN", { month: "long", year: "numeric" });
    const us = intl("en-US", { month: "long", day: "numeric", year: "numeric" });
    for (let key = "2024-01"; key <= "2028-12"; key = shiftMonth(key, 1)) {
      expect(formatMonth(key)).toBe(month.format(new Date(`${key}-01T00:00:00Z`)));
      for (const date of datesOfMonth(key)) {
        const at = new Date(`${date}T00:00:00Z`);
        expect(formatDate(date)).toBe(long.format(at));
        expect(formatDate(date, "us")).toBe(us.format(at));
      }
    }
  });
});
