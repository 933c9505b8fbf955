import { describe, expect, it } from "vitest";
import { ageOn, compareDates, datesOfMonth, daysInMonth, formatDate, formatEventWhen, formatIsoDate, formatMonth, formatTimeRange, isLeapYear, nextClockTime, parseIsoDate, parseMonth, shiftMonth, today, weekday } from "./calendar.ts";

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
    expect(formatDate("2024-01-30", "plain")).toBe("30 January 2024");
    expect(() => formatDate("2026-13-01")).toThrow();
  });

  it("writes dates as Intl would, without loading Intl's locale data in the browser", () => {
    const intl = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    const long = intl("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric" });
    const month = intl("en-IN", { month: "long", year: "numeric" });
    const plain = intl("en-GB", { day: "numeric", month: "long", year: "numeric" });
    for (let key = "2024-01"; key <= "2028-12"; key = shiftMonth(key, 1)) {
      expect(formatMonth(key)).toBe(month.format(new Date(`${key}-01T00:00:00Z`)));
      for (const date of datesOfMonth(key)) {
        const at = new Date(`${date}T00:00:00Z`);
        expect(formatDate(date)).toBe(long.format(at));
        expect(formatDate(date, "plain")).toBe(plain.format(at));
      }
    }
  });
});

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

describe("an event's time span", () => {
  it("is two clock times with an en dash between, spaced", () => {
    expect(formatTimeRange("08:00", "09:00")).toBe("8:00 AM – 9:00 AM");
    expect(formatTimeRange("11:30", "13:15")).toBe("11:30 AM – 1:15 PM");
    expect(formatTimeRange("00:15", "12:00")).toBe("12:15 AM – 12:00 PM");
  });

  it("is spelled with 'to' in booking mail", () => {
    expect(formatTimeRange("18:00", "19:30", "words")).toBe("6:00 PM to 7:30 PM");
  });

  it("follows the long date when an event is", () => {
    expect(formatEventWhen("2026-11-22", "08:00", "09:00")).toBe("Sunday, 22 November 2026, 8:00 AM – 9:00 AM");
    expect(formatEventWhen("2026-11-22", "16:00", "17:30", "words")).toBe("Sunday, 22 November 2026, 4:00 PM to 5:30 PM");
  });
});

describe("the next nightly time in Bangalore", () => {
  it("is today's when it is still to come there, else tomorrow's, whatever the server's own zone", () => {
    // 02:30 in Bangalore is 21:00 UTC the day before.
    expect(nextClockTime(new Date("2026-11-27T20:59:00Z"), "02:30").toISOString()).toBe("2026-11-27T21:00:00.000Z");
    expect(nextClockTime(new Date("2026-11-27T21:00:00Z"), "02:30").toISOString()).toBe("2026-11-28T21:00:00.000Z");
    // 10:36 UTC is 16:06 in Bangalore: tonight's 02:30 is tomorrow's date there.
    expect(nextClockTime(new Date("2026-11-27T10:36:00Z"), "02:30").toISOString()).toBe("2026-11-27T21:00:00.000Z");
    expect(nextClockTime(new Date("2026-11-27T10:36:00Z"), "23:45").toISOString()).toBe("2026-11-27T18:15:00.000Z");
    expect(nextClockTime(new Date("2026-12-31T18:40:00Z"), "00:05").toISOString()).toBe("2027-01-01T18:35:00.000Z");
  });
});
