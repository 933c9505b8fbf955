// Owns the reminders of the bookings (docs/decisions/013-events.md): the day before an event, every
// confirmed booking gets one, with the event's calendar entry. The rule it keeps: each reminder's
// outbox key names the booking and the event's date, so however many servers queue them, and
// however often, each visitor gets one reminder per date.
import { and, eq } from "drizzle-orm";
import { addDays, todayIso } from "#app/core/calendar.ts";
import { eventRegistrations, events } from "#app/lib/db/schema.ts";
import { BOOKING_RECORD, queue, visitorMail } from "./booking-mail.server.ts";
import type { BookingDeps } from "./booking-rows.server.ts";

/**
 * Queues the reminder for every confirmed booking of the events that take place tomorrow in
 * Bangalore. Each reminder's outbox key is unique (`…:reminder:<date>`), so however many servers
 * run this, and however often, each visitor gets one. Returns how many were newly queued.
 */
export async function queueReminders(deps: BookingDeps, now = new Date()): Promise<number> {
  const tomorrow = addDays(todayIso(now), 1);
  const rows = await deps.db
    .select({ event: events, registration: eventRegistrations })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(eq(events.date, tomorrow), eq(events.status, "published"), eq(eventRegistrations.status, "confirmed")));
  let queued = 0;
  for (const { event, registration } of rows) {
    const key = `${BOOKING_RECORD}:${registration.reference}:reminder:${event.date}`;
    queued += await queue(deps.db, registration, [visitorMail("reminder", event, registration, deps, { key })]);
  }
  if (queued > 0) deps.dispatcher?.kick();
  return queued;
}
