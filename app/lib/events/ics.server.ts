// Owns the calendar file (.ics, RFC 5545) mailed with a booking and offered on an event's page,
// written by ical-generator. Times are written in UTC (Bangalore is UTC+05:30 all year, with no
// daylight saving), so every calendar shows them right without a VTIMEZONE. The event's page offers
// a file with one UID per event; a booking's mail carries one with the booking's own UID
// (bookingUid), so a later file with a higher SEQUENCE updates that entry and METHOD:CANCEL removes
// it (docs/decisions/022-booking-calendar-files.md).
import crypto from "node:crypto";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { site } from "#app/core/site.ts";

export type IcsEvent = {
  id: number;
  slug: string;
  title: string;
  /** yyyy-mm-dd, a day in Bangalore. */
  date: string;
  /** HH:MM, Bangalore time. */
  startTime: string;
  endTime: string;
  venue: string;
  description: string;
  sequence: number;
  cancelled: boolean;
};

export type IcsOptions = {
  siteUrl: string;
  method: "PUBLISH" | "REQUEST" | "CANCEL";
  organizerEmail?: string;
  organizerName?: string;
  /** Sent with REQUEST and CANCEL only: a PUBLISH file names no attendee (RFC 5546, 3.2.1). */
  attendee?: { name: string; email: string };
  /** The entry's UID when it is not the event's own (a booking's: bookingUid). */
  uid?: string;
};

/** Bangalore's offset from UTC, in minutes: +05:30 the whole year. */
const IST_OFFSET_MINUTES = 330;

/** A Bangalore wall-clock time as the instant it is. */
export function bangaloreToUtc(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, hh, mm) - IST_OFFSET_MINUTES * 60_000);
}

/** Stable per event and site: `event-<id>@<host>`. */
export function eventUid(event: Pick<IcsEvent, "id">, siteUrl: string): string {
  return `event-${event.id}@${new URL(siteUrl).hostname}`;
}

/**
 * A booking's calendar entry: `booking-<reference>-<tag>@<host>`. The tag comes from the booking's
 * cancel-link hash (a digest of it: nothing of the link can be read back), which is new each time the
 * booking is confirmed again (moved up from the waiting list), so an entry once cancelled is never
 * brought back to life by a file with a lower SEQUENCE, and a new booking never meets a deleted entry.
 */
export function bookingUid(booking: { reference: string; cancelTokenHash: string }, siteUrl: string): string {
  const tag = crypto.createHash("sha256").update(`calendar:${booking.cancelTokenHash}`).digest("hex").slice(0, 12);
  return `booking-${booking.reference}-${tag}@${new URL(siteUrl).hostname}`;
}

const methods = { PUBLISH: ICalCalendarMethod.PUBLISH, REQUEST: ICalCalendarMethod.REQUEST, CANCEL: ICalCalendarMethod.CANCEL } as const;

/** The whole VCALENDAR, CRLF line endings. */
export function eventIcs(event: IcsEvent, options: IcsOptions): string {
  const pageUrl = `${options.siteUrl}/events/${event.slug}`;
  const calendar = ical({ prodId: { company: site.brand, product: "Events", language: "EN" }, method: methods[options.method] });
  calendar.createEvent({
    id: options.uid ?? eventUid(event, options.siteUrl),
    sequence: event.sequence,
    start: bangaloreToUtc(event.date, event.startTime),
    end: bangaloreToUtc(event.date, event.endTime),
    summary: event.title,
    location: event.venue,
    description: `${event.description}\n\n${pageUrl}`,
    url: pageUrl,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(options.organizerEmail ? { organizer: { name: options.organizerName ?? site.brand, email: options.organizerEmail } } : {}),
    ...(options.attendee && options.method !== "PUBLISH" ? { attendees: [{ name: options.attendee.name, email: options.attendee.email }] } : {}),
  });
  return calendar.toString();
}
