// Owns the reminders of the bookings (docs/decisions/013-events.md): the day before an event, every
// confirmed booking gets one, with the event's calendar entry. The rule it keeps: each reminder's
// outbox key names the booking and the event's date, so however many servers queue them, and
// however often, each visitor gets one reminder per date. At a priced event, a booking that has not
// paid in full is told what is still due and how to pay (the confirming mail's UPI link and QR code);
// a paid or free one hears nothing of money.
import { and, eq } from "drizzle-orm";
import { addDays, todayIso } from "#app/core/calendar.ts";
import { eventRegistrations, events } from "#app/lib/db/schema.ts";
import { heldOf } from "#app/core/booking-payments.ts";
import { BOOKING_RECORD, queue, visitorMail } from "./booking-mail.server.ts";
import { eventLedgers, payPartOf, type BookingLedger } from "./booking-payments.server.ts";
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
  // Each priced event's payments and refunds, read once.
  const ledgers = new Map<number, Map<number, BookingLedger>>();
  for (const { event } of rows) if (event.price > 0 && !ledgers.has(event.id)) ledgers.set(event.id, await eventLedgers(deps.db, event.id));
  for (const { event, registration } of rows) {
    const key = `${BOOKING_RECORD}:${registration.reference}:reminder:${event.date}`;
    const ledger = ledgers.get(event.id)?.get(registration.id);
    const pay = await payPartOf(deps.env, event, registration, ledger ? heldOf(ledger) : 0);
    queued += await queue(deps.db, registration, [visitorMail("reminder", event, registration, deps, { key, pay })]);
  }
  if (queued > 0) deps.dispatcher?.kick();
  return queued;
}
