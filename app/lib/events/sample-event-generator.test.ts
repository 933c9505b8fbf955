import { describe, expect, it } from "vitest";
import { addDays, formatClock, todayIso as bangaloreDate } from "#app/core/calendar.ts";
import { eventCategories, isFull, placesLeft } from "#app/core/events.ts";
import { SAMPLE_CAPACITIES, SAMPLE_DAYS } from "#app/content/sample-event-templates.ts";
import { generateSampleEvents, getEvents, getUpcomingEvents } from "./sample-event-generator.ts";

// 09:46 UTC = 15:16 in Bangalore on the same day.
const now = new Date("2026-11-22T09:46:00Z");

describe("sample events", () => {
  const events = generateSampleEvents("2026-11-22");

  it("cover the next 60 days, 1 to 3 a day", () => {
    const perDay = new Map<string, number>();
    for (const e of events) perDay.set(e.date, (perDay.get(e.date) ?? 0) + 1);
    expect(perDay.size).toBe(SAMPLE_DAYS);
    expect([...perDay.keys()].sort()[0]).toBe("2026-11-22");
    expect([...perDay.keys()].sort().at(-1)).toBe(addDays("2026-11-22", SAMPLE_DAYS - 1));
    for (const count of perDay.values()) {
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(3);
    }
  });

  it("use the spec's capacities and fill at most 80 % of them", () => {
    for (const e of events) {
      expect(SAMPLE_CAPACITIES).toContain(e.capacity);
      expect(Number.isInteger(e.enrolled)).toBe(true);
      expect(e.enrolled).toBeGreaterThanOrEqual(0);
      expect(e.enrolled).toBeLessThanOrEqual(e.capacity * 0.8);
      expect(isFull(e)).toBe(false);
    }
  });

  it("are complete, in a known category, with unique ids, sorted by date and time", () => {
    const ids = new Set(events.map((e) => e.id));
    expect(ids.size).toBe(events.length);
    for (const e of events) {
      expect(eventCategories).toContain(e.category);
      for (const text of [e.title, e.time, e.location, e.description, e.image.alt]) {
        expect(text.trim().length).toBeGreaterThan(0);
      }
      expect(e.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(e.startTime < e.endTime).toBe(true);
    }
    const keys = events.map((e) => `${e.date} ${e.startTime}`);
    expect(keys).toEqual([...keys].sort());
  });

  it("never repeat a title on one day", () => {
    const seen = new Set<string>();
    for (const e of events) {
      const key = `${e.date}|${e.title}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
  });

  it("use every category over the 60 days", () => {
    expect(new Set(events.map((e) => e.category))).toEqual(new Set(eventCategories));
  });

  it("are the same for the same date and differ for another date", () => {
    expect(generateSampleEvents("2026-11-22")).toEqual(events);
    const tomorrow = generateSampleEvents("2026-11-23");
    expect(tomorrow.map((e) => `${e.title}/${e.capacity}/${e.enrolled}`)).not.toEqual(
      events.map((e) => `${e.title}/${e.capacity}/${e.enrolled}`),
    );
  });
});

describe("getEvents and getUpcomingEvents", () => {
  it("key the programme by the date in Bangalore, not UTC", () => {
    // 20:00 UTC on the 22nd is already 01:30 on the 23rd in Bangalore.
    expect(bangaloreDate(new Date("2026-11-22T20:00:00Z"))).toBe("2026-11-23");
    expect(getEvents(new Date("2026-11-22T20:00:00Z"))[0]!.date).toBe("2026-11-23");
    expect(getEvents(now)[0]!.date).toBe("2026-11-22");
    expect(getEvents(now)).toEqual(generateSampleEvents("2026-11-22"));
  });

  it("give the requested number of events that have not started yet", () => {
    const upcoming = getUpcomingEvents(6, now);
    expect(upcoming).toHaveLength(6);
    for (const e of upcoming) expect(`${e.date} ${e.startTime}` > "2026-11-22 15:16").toBe(true);
    expect(getUpcomingEvents(3, now)).toEqual(upcoming.slice(0, 3));
    // The first upcoming event is the earliest one that has not started.
    const all = getEvents(now).filter((e) => `${e.date} ${e.startTime}` > "2026-11-22 15:16");
    expect(upcoming).toEqual(all.slice(0, 6));
  });

  it("treat an event as full when enrolled reaches capacity", () => {
    expect(isFull({ enrolled: 20, capacity: 20 })).toBe(true);
    expect(isFull({ enrolled: 21, capacity: 20 })).toBe(true);
    expect(isFull({ enrolled: 19, capacity: 20 })).toBe(false);
    expect(placesLeft({ enrolled: 21, capacity: 20 })).toBe(0);
    expect(placesLeft({ enrolled: 5, capacity: 20 })).toBe(15);
  });

  it("format times for people", () => {
    expect(formatClock("08:00")).toBe("8:00 AM");
    expect(formatClock("12:30")).toBe("12:30 PM");
    expect(formatClock("18:00")).toBe("6:00 PM");
    expect(formatClock("00:15")).toBe("12:15 AM");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
  });
});
