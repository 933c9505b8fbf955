// Owns what the operator does to bookings from the console (docs/decisions/013-events.md,
// 020-roles-and-erasure.md, 021-running-the-programme.md): telling everyone booked of a changed
// event, cancelling an event, moving one booking between confirmed, the waiting list and
// cancelled, marking who came, erasing a person from a booking, and finding a booking by its
// Reference ID. The rules it keeps: every change to places is taken under the event's row lock, so
// a booking moved to confirmed never passes capacity ("no-room": the places are raised first);
// moving a booking back to the waiting list moves nobody up (the operator chose it), while
// cancelling one moves the waiting list up (./bookings.server.ts); every visitor whose place
// changes is told by mail, queued in the same transaction; a move and a mark of who came are
// written to the audit log here (the callers audit an event's change, its cancellation and an erasure).
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { referenceCandidates } from "#app/core/reference.ts";
import { decideBooking, type RegistrationStatus } from "#app/core/events.ts";
import { site } from "#app/core/site.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { eventRegistrations, events, payments } from "#app/lib/db/schema.ts";
import { writeAudit } from "#app/lib/console/audit.server.ts";
import { BOOKING_RECORD, icsAttachment, mailBooking, mailEvent, queue, visitorMail, whatsappPart } from "./booking-mail.server.ts";
import { eventCancelledWhatsApp } from "#app/lib/whatsapp/messages.server.ts";
import { lockEvent, sha256, type BookingDeps, type EventRow, type RegistrationRow } from "./booking-rows.server.ts";
import { cancelLocked, waitingPosition } from "./bookings.server.ts";
import { eventCancelledMail, eventChanges } from "./mail.ts";
import { payPartOf } from "./booking-payments.server.ts";
import { forgetRequests } from "./booking-requests.server.ts";

/**
 * After the operator changed an event's date, times, venue or title (inside their transaction, row
 * locked, its SEQUENCE already raised): everyone still booked gets the new details, what changed
 * (`before` is the event as it was) and a calendar file that updates their entry. One message per
 * booking per change (the key carries the sequence).
 */
export async function tellOfChange(tx: Tx, before: EventRow, event: EventRow, deps: BookingDeps, skip: ReadonlySet<number> = new Set()): Promise<number> {
  const changes = eventChanges(mailEvent(before), mailEvent(event));
  const live = await tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), sql`${eventRegistrations.status} <> 'cancelled'`));
  let told = 0;
  for (const row of live) {
    if (skip.has(row.id)) continue;
    told += await queue(tx, row, [visitorMail("changed", event, row, deps, { key: `${BOOKING_RECORD}:${row.reference}:changed:${event.sequence}`, changes })]);
  }
  return told;
}

/**
 * The operator's cancellation of an event whose row the caller's transaction has locked (not
 * cancelled yet): every live booking is cancelled and told, with the operator's reason (kept on
 * the event) and a calendar cancellation.
 */
export async function cancelLockedEvent(tx: Tx, deps: BookingDeps, event: EventRow, reason: string | null): Promise<{ told: number }> {
  const eventId = event.id;
  const [cancelled] = await tx
    .update(events)
    .set({ status: "cancelled", confirmedSeats: 0, sequence: sql`${events.sequence} + 1`, cancelReason: reason, updatedAt: sql`now()` })
    .where(eq(events.id, eventId))
    .returning();
  // As they were: a confirmed booking has an entry to take out of the calendar, a waiting one has none.
  const live = await tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), sql`${eventRegistrations.status} <> 'cancelled'`));
  await tx
    .update(eventRegistrations)
    .set({ status: "cancelled", cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(eventRegistrations.eventId, eventId), sql`${eventRegistrations.status} <> 'cancelled'`));
  for (const row of live) {
    const withCalendar = row.status === "confirmed";
    await queue(tx, row, [
      {
        key: `${BOOKING_RECORD}:${row.reference}:event-cancelled`,
        kind: "visitor_confirmation",
        to: row.email,
        replyTo: site.email,
        mail: eventCancelledMail(mailEvent(cancelled!), mailBooking(row), { siteUrl: deps.env.PUBLIC_SITE_URL, reason, calendar: withCalendar ? "removed" : undefined }),
        // The event's SEQUENCE was raised above, so it is higher than the entry's.
        attachments: withCalendar ? [icsAttachment(cancelled!, deps, row, "CANCEL", cancelled!.sequence)] : undefined,
        ...whatsappPart(deps.env, eventCancelledWhatsApp(cancelled!, row, reason)),
      },
    ]);
  }
  return { told: live.length };
}

export type MoveResult = "done" | "unchanged" | "no-room" | "not-found" | "event-closed";

/**
 * The operator moves a booking between the lists, with the event row locked:
 * - to confirmed: only while its seats fit (else "no-room": raise the places first); the visitor is
 *   told their place is confirmed;
 * - to waiting: its seats are freed but nobody is moved up (the operator chose this); the visitor
 *   is told;
 * - to cancelled: its places are freed and the waiting list moves up, each told by mail.
 */
export async function moveBooking(deps: BookingDeps, actor: { id: number; email: string }, registrationId: number, to: RegistrationStatus): Promise<MoveResult> {
  const result = await deps.db.transaction(async (tx): Promise<MoveResult> => {
    const [found] = await tx.select({ eventId: eventRegistrations.eventId }).from(eventRegistrations).where(eq(eventRegistrations.id, registrationId));
    if (!found) return "not-found";
    const event = await lockEvent(tx, found.eventId);
    const [row] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, registrationId));
    if (!event || !row) return "not-found";
    if (event.status === "cancelled") return "event-closed";
    if (row.status === to || row.status === "cancelled") return "unchanged";
    const token = crypto.randomBytes(24).toString("base64url");
    if (to === "confirmed") {
      if (decideBooking(event, row.seats) !== "confirmed") return "no-room";
      await tx.update(events).set({ confirmedSeats: sql`${events.confirmedSeats} + ${row.seats}` }).where(eq(events.id, event.id));
      const [moved] = await tx.update(eventRegistrations).set({ status: "confirmed", cancelTokenHash: sha256(token), updatedAt: sql`now()` }).where(eq(eventRegistrations.id, row.id)).returning();
      await queue(tx, moved!, [visitorMail("promoted", event, moved!, deps, { token, key: `${BOOKING_RECORD}:${row.reference}:promoted:${Date.now()}`, pay: await payPartOf(deps.env, event, moved!) })]);
    } else if (to === "waitlisted") {
      await tx.update(events).set({ confirmedSeats: sql`${events.confirmedSeats} - ${row.seats}` }).where(eq(events.id, event.id));
      const [moved] = await tx.update(eventRegistrations).set({ status: "waitlisted", cancelTokenHash: sha256(token), updatedAt: sql`now()` }).where(eq(eventRegistrations.id, row.id)).returning();
      const position = await waitingPosition(tx, event.id, moved!);
      // Its entry leaves the visitor's calendar (a later confirmation sends a new one, with a new UID).
      const calendar = { method: "CANCEL" as const, row, sequence: event.sequence + 1 };
      await queue(tx, moved!, [visitorMail("waitlisted", event, moved!, deps, { token, position, calendar, movedBack: true, key: `${BOOKING_RECORD}:${row.reference}:waitlisted:${Date.now()}` })]);
    } else {
      await cancelLocked(tx, event, row, deps);
      // The visitor is told, and a confirmed booking's entry leaves their calendar.
      const calendar = row.status === "confirmed" ? { method: "CANCEL" as const, row, sequence: event.sequence + 1 } : null;
      await queue(tx, row, [visitorMail("cancelledByUs", event, { ...row, status: "cancelled" }, deps, { calendar })]);
    }
    await writeAudit(tx, actor, { action: "booking_status", recordType: "event_registration", recordId: row.id, reference: row.reference, detail: { from: row.status, to } });
    return "done";
  });
  if (result === "done") deps.dispatcher?.kick();
  return result;
}

/**
 * The operator marks whether a visitor came: a confirmed booking of this event (false for any
 * other). `came` is how many of its places came ("2 came" of 3), or true for all, false for none;
 * never more than were booked.
 */
export async function markAttended(db: Database, actor: { id: number; email: string }, eventId: number, registrationId: number, came: boolean | number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const seats = came === true ? eventRegistrations.seats : sql`least(${Math.max(0, Math.trunc(Number(came)))}, ${eventRegistrations.seats})`;
    const [row] = await tx
      .update(eventRegistrations)
      .set({ attended: came !== false && came !== 0, cameSeats: came === false ? 0 : seats, updatedAt: sql`now()` })
      .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "confirmed")))
      .returning();
    if (!row) return false;
    await writeAudit(tx, actor, { action: "booking_attended", recordType: "event_registration", recordId: row.id, reference: row.reference, detail: { attended: row.attended, came: row.cameSeats } });
    return true;
  });
}

/**
 * Erases the person from one booking, inside the caller's transaction and with its
 * event's row locked: a live booking is cancelled first (its places freed, the waiting list moved
 * up and told, as any cancellation), then its name, e-mail, phone and note are emptied, its
 * Reference ID and cancel link replaced, and it stays only as a cancelled, anonymous count of
 * places for the event. Its mail is the caller's to delete (it reads the outbox keys first).
 * Returns the Reference ID it had, or undefined when there is no such booking or it was erased before.
 */
export async function eraseBooking(tx: Tx, deps: BookingDeps, registrationId: number, now = new Date()): Promise<{ reference: string } | undefined> {
  const [found] = await tx.select({ eventId: eventRegistrations.eventId }).from(eventRegistrations).where(eq(eventRegistrations.id, registrationId));
  if (!found) return undefined;
  const event = await lockEvent(tx, found.eventId);
  const [row] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, registrationId));
  if (!event || !row || row.erasedAt) return undefined;
  if (row.status !== "cancelled" && event.status !== "cancelled") await cancelLocked(tx, event, row, deps);
  // The Reference IDs its booking requests were given lead to nobody any more.
  await forgetRequests(tx, row.id);
  await tx
    .update(eventRegistrations)
    .set({
      name: "",
      email: "",
      phone: "",
      note: null,
      status: "cancelled",
      reference: `ERASED-${row.id}`,
      cancelTokenHash: sha256(crypto.randomBytes(24).toString("base64url")),
      cancelledAt: row.cancelledAt ?? now,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(eventRegistrations.id, row.id));
  // Its receipts stay (money is never deleted), without the name and the Reference ID they were issued with.
  await tx
    .update(payments)
    .set({ payerName: "", paidFor: sql`replace(${payments.paidFor}, ${row.reference}, ${`ERASED-${row.id}`})` })
    .where(eq(payments.bookingId, row.id));
  return { reference: row.reference };
}

/** A booking by its Reference ID, however it was typed (the console's "Go to a record"; referenceCandidates), the ID as typed first. */
export async function bookingByReference(db: Database, typed: string): Promise<RegistrationRow | undefined> {
  for (const reference of referenceCandidates(typed)) {
    const [row] = await db.select().from(eventRegistrations).where(eq(eventRegistrations.reference, reference));
    if (row) return row;
  }
  return undefined;
}
