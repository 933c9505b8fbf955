import { describe, expect, it } from "vitest";
import { bangaloreToUtc, bookingUid, eventIcs, eventUid, type IcsEvent } from "./ics.server.ts";

const event: IcsEvent = {
  id: 7,
  slug: "morning-yoga-2026-12-01",
  title: "Yoga; stretch, breathe",
  date: "2026-12-01",
  startTime: "08:00",
  endTime: "09:00",
  venue: "Community Hall, Jalahalli, Bangalore",
  description: "Bring a mat.\nWater is provided.",
  sequence: 0,
  cancelled: false,
};
const siteUrl = "https://seniors.example.org";

/** The content lines, folded lines joined again (RFC 5545, 3.1). */
const lines = (text: string) => text.split("\r\n").reduce<string[]>((out, line) => (line.startsWith(" ") ? [...out.slice(0, -1), out.at(-1)! + line.slice(1)] : [...out, line]), []);
const value = (text: string, name: string) => lines(text).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

describe("the calendar file", () => {
  it("turns Bangalore times into UTC", () => {
    expect(bangaloreToUtc("2026-12-01", "08:00").toISOString()).toBe("2026-12-01T02:30:00.000Z");
    expect(bangaloreToUtc("2026-12-01", "23:00").toISOString()).toBe("2026-12-01T17:30:00.000Z");
    expect(bangaloreToUtc("2026-12-01", "04:00").toISOString()).toBe("2026-11-30T22:30:00.000Z");
  });

  it("is one VEVENT in a VCALENDAR with CRLF lines, UTC times, the page's address and escaped text", () => {
    const text = eventIcs(event, { siteUrl, method: "REQUEST", organizerEmail: "hello@seniors.example.org", attendee: { name: "Asha Rao", email: "asha@example.in" } });
    expect(text.split("\n").every((l, i, all) => i === all.length - 1 || l.endsWith("\r"))).toBe(true);
    expect(lines(text)[0]).toBe("BEGIN:VCALENDAR");
    expect(lines(text)).toContain("BEGIN:VEVENT");
    expect(value(text, "METHOD")).toBe("METHOD:REQUEST");
    expect(value(text, "DTSTART")).toBe("DTSTART:20261201T023000Z");
    expect(value(text, "DTEND")).toBe("DTEND:20261201T033000Z");
    expect(value(text, "UID")).toBe("UID:event-7@seniors.example.org");
    expect(value(text, "SEQUENCE")).toBe("SEQUENCE:0");
    expect(value(text, "SUMMARY")).toBe("SUMMARY:Yoga\\; stretch\\, breathe");
    expect(value(text, "DESCRIPTION")).toContain("Bring a mat.\\nWater is provided.");
    expect(value(text, "URL")).toContain("https://seniors.example.org/events/morning-yoga-2026-12-01");
    expect(value(text, "ATTENDEE")).toMatch(/mailto:asha@example.in$/i);
    expect(value(text, "ORGANIZER")).toMatch(/mailto:hello@seniors.example.org$/i);
    expect(value(text, "STATUS")).toBe("STATUS:CONFIRMED");
  });

  it("keeps the UID for the same event, carries the sequence, and marks a cancellation", () => {
    expect(eventUid(event, siteUrl)).toBe(eventUid({ id: 7 }, `${siteUrl}/`));
    expect(eventUid({ id: 8 }, siteUrl)).not.toBe(eventUid(event, siteUrl));
    const text = eventIcs({ ...event, sequence: 3, cancelled: true }, { siteUrl, method: "CANCEL" });
    expect(value(text, "METHOD")).toBe("METHOD:CANCEL");
    expect(value(text, "SEQUENCE")).toBe("SEQUENCE:3");
    expect(value(text, "STATUS")).toBe("STATUS:CANCELLED");
    expect(value(text, "ATTENDEE")).toBeUndefined();
  });
});

describe("a booking's calendar file", () => {
  it("is published without an attendee, so calendars add it without sending a reply", () => {
    const text = eventIcs(event, { siteUrl, method: "PUBLISH", organizerEmail: "hello@seniors.example.org", attendee: { name: "Asha Rao", email: "asha@example.in" } });
    expect(value(text, "METHOD")).toBe("METHOD:PUBLISH");
    expect(value(text, "ATTENDEE")).toBeUndefined();
    expect(value(text, "ORGANIZER")).toMatch(/mailto:hello@seniors.example.org$/i);
  });

  it("has the booking's own UID, the same for the same confirmation and new when it is confirmed again", () => {
    const booking = { reference: "REQ-1795689481418-1M5UEVPX", cancelTokenHash: "a".repeat(64) };
    const uid = bookingUid(booking, siteUrl);
    expect(uid).toMatch(/^booking-REQ-1795689481418-1M5UEVPX-[0-9a-f]{12}@seniors\.example\.org$/);
    expect(uid).not.toContain("aaaa");
    expect(bookingUid(booking, `${siteUrl}/`)).toBe(uid);
    expect(bookingUid({ ...booking, cancelTokenHash: "b".repeat(64) }, siteUrl)).not.toBe(uid);
    const text = eventIcs({ ...event, sequence: 2, cancelled: true }, { siteUrl, method: "CANCEL", uid, attendee: { name: "Asha Rao", email: "asha@example.in" } });
    expect(value(text, "UID")).toBe(`UID:${uid}`);
    expect(value(text, "SEQUENCE")).toBe("SEQUENCE:2");
    expect(value(text, "ATTENDEE")).toMatch(/mailto:asha@example.in$/i);
  });
});
