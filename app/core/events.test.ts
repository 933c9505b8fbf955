import { describe, expect, it } from "vitest";
import { decideBooking, eventSlug, isBookable, MAX_SEATS, occurrenceDates, promotable } from "./events.ts";

describe("the capacity rule", () => {
  it("confirms while confirmed plus requested seats fit the capacity, and waits otherwise", () => {
    expect(decideBooking({ capacity: 10, confirmedSeats: 6 }, 4)).toBe("confirmed");
    expect(decideBooking({ capacity: 10, confirmedSeats: 7 }, 4)).toBe("waitlisted");
    expect(decideBooking({ capacity: 10, confirmedSeats: 10 }, 1)).toBe("waitlisted");
    expect(decideBooking({ capacity: 1, confirmedSeats: 0 }, 1)).toBe("confirmed");
  });

  it("refuses seat counts outside 1 to 4", () => {
    for (const seats of [0, -1, MAX_SEATS + 1, 1.5, Number.NaN]) expect(() => decideBooking({ capacity: 10, confirmedSeats: 0 }, seats)).toThrow(RangeError);
  });
});

describe("promotion from the waiting list", () => {
  const queue = [
    { ref: "a", seats: 2 },
    { ref: "b", seats: 4 },
    { ref: "c", seats: 1 },
    { ref: "d", seats: 1 },
  ];

  it("takes the oldest first while their seats fit", () => {
    expect(promotable(queue, 3).map((w) => w.ref)).toEqual(["a", "c"]);
    expect(promotable(queue, 8).map((w) => w.ref)).toEqual(["a", "b", "c", "d"]);
  });

  it("passes over a booking too large for what is free, without splitting it", () => {
    expect(promotable(queue, 1).map((w) => w.ref)).toEqual(["c"]);
    expect(promotable([{ ref: "x", seats: 4 }], 3)).toEqual([]);
  });

  it("promotes nobody when nothing is free", () => {
    expect(promotable(queue, 0)).toEqual([]);
  });
});

describe("event slugs", () => {
  it("are the title's words and the date", () => {
    expect(eventSlug("Morning Yoga & Pranayama", "2026-12-01")).toBe("morning-yoga-pranayama-2026-12-01");
    expect(eventSlug("  Café   Tech Help!! ", "2026-12-02")).toBe("cafe-tech-help-2026-12-02");
    expect(eventSlug("ಯೋಗ", "2026-12-03")).toBe("event-2026-12-03");
  });

  it("stay short", () => {
    expect(eventSlug("word ".repeat(40), "2026-12-01").length).toBeLessThanOrEqual(71);
  });
});

describe("bookable", () => {
  it("is a published event that has not started", () => {
    const event = { status: "published", date: "2026-12-01", startTime: "08:00" };
    expect(isBookable(event, "2026-11-30 20:00")).toBe(true);
    expect(isBookable(event, "2026-12-01 08:00")).toBe(false);
    expect(isBookable({ ...event, status: "draft" }, "2026-11-30 20:00")).toBe(false);
    expect(isBookable({ ...event, status: "cancelled" }, "2026-11-30 20:00")).toBe(false);
  });
});

describe("repeating events", () => {
  it("repeat every week or every two weeks, across months and years", () => {
    expect(occurrenceDates("2026-12-24", "weekly", 3)).toEqual(["2026-12-24", "2026-12-31", "2027-01-07"]);
    expect(occurrenceDates("2026-02-20", "fortnightly", 2)).toEqual(["2026-02-20", "2026-03-06"]);
  });

  it("repeat on the same day of each month, on the month's last day when it has no such day", () => {
    expect(occurrenceDates("2026-10-31", "monthly", 5)).toEqual(["2026-10-31", "2026-11-30", "2026-12-31", "2027-01-31", "2027-02-28"]);
    expect(occurrenceDates("2027-12-15", "monthly", 2)).toEqual(["2027-12-15", "2028-01-15"]);
  });

  it("are the first date alone when they do not repeat", () => {
    expect(occurrenceDates("2026-12-01", "none", 5)).toEqual(["2026-12-01"]);
  });
});
