// Owns the visitor's cancellation of their own booking, through the link in their mail
// (docs/decisions/013-events.md): the page the link opens, and the post that cancels. The rules it
// keeps: the reference and the link's token must belong together (compared in constant time with
// the token's stored hash), or the answer is "not found" and says nothing of any booking; looking
// changes nothing, only the post cancels; the cancellation is decided under the event's row lock,
// frees the booking's places and moves the waiting list up (./bookings.server.ts); the visitor is
// told, and a confirmed booking's entry leaves their calendar; a booking that had paid is told the
// centre will arrange its refund, and the operator is sent notice of the refund due (what it holds,
// read in the same transaction).
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/lib/db/client.server.ts";
import { eventRegistrations, events } from "#app/lib/db/schema.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { eventMailCopy } from "#app/content/event-mail.ts";
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import { formatDate } from "#app/core/calendar.ts";
import { rupees } from "#app/core/money.ts";
import { render } from "#app/lib/mail/render.ts";
import { BOOKING_RECORD, mailBooking, mailEvent, queue, visitorMail, type QueuedMail } from "./booking-mail.server.ts";
import { heldByBooking, moneyOf } from "./booking-payments.server.ts";
import { refundDue, stillDue } from "#app/core/booking-payments.ts";
import { lockEvent, sha256, type BookingDeps, type EventRow, type RegistrationRow } from "./booking-rows.server.ts";
import { cancelLocked, promoteAfterCapacityChange } from "./bookings.server.ts";

/** `refund`: what the booking had paid and the centre will give back (0 when nothing). */
export type CancelResult = { outcome: "cancelled"; reference: string; eventTitle: string; refund: number } | { outcome: "already-cancelled" } | { outcome: "not-found" };

/** The cancel page's post, its two hidden fields as posted: text that is not readable reads as none, so it matches no booking. */
export async function cancelLinkPosted(request: Request): Promise<{ reference: string; token: string; intent: string; keep: string }> {
  const form = await formDataOf(request);
  return { reference: field(form, "ref"), token: field(form, "token"), intent: field(form, "intent"), keep: field(form, "keep") };
}

/** The visitor's cancellation through the link in their mail (a POST): the reference and the token must match. */
export async function cancelByVisitor(deps: BookingDeps, reference: string, token: string): Promise<CancelResult> {
  const result = await deps.db.transaction(async (tx): Promise<CancelResult> => {
    const [found] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.reference, reference));
    if (!found || !crypto.timingSafeEqual(Buffer.from(found.cancelTokenHash), Buffer.from(sha256(token)))) return { outcome: "not-found" };
    const event = await lockEvent(tx, found.eventId);
    // Read again under the lock: a concurrent cancellation or promotion may have changed it.
    const [row] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, found.id));
    if (!event || !row) return { outcome: "not-found" };
    if (row.status === "cancelled") return { outcome: "already-cancelled" };
    await cancelLocked(tx, event, row, deps);
    // A confirmed booking's entry leaves the visitor's calendar: its UID, a higher SEQUENCE.
    const calendar = row.status === "confirmed" ? { method: "CANCEL" as const, row, sequence: event.sequence + 1 } : null;
    const refund = await heldByBooking(tx, row.id);
    const cancelled = { ...row, status: "cancelled" };
    const refundPart = refund > 0 ? { sections: [{ kind: "paragraph" as const, text: words.refund(refund) }], attachments: [] } : null;
    await queue(tx, row, [visitorMail("visitorCancelled", event, cancelled, deps, { calendar, pay: refundPart }), ...(refund > 0 ? [refundNotice(event, cancelled, refund, deps)] : [])]);
    return { outcome: "cancelled", reference: row.reference, eventTitle: event.title, refund };
  });
  if (result.outcome === "cancelled") deps.dispatcher?.kick();
  return result;
}

export type GiveBackResult =
  | { outcome: "given-back"; reference: string; seats: number; refund: number; paid: number; stillDue: number }
  | { outcome: "not-a-choice"; seats: number }
  | { outcome: "already-cancelled" }
  | { outcome: "not-found" };

/**
 * The visitor gives back some of their places through the link in their mail (a POST), keeping
 * `keep` (at least one, fewer than they have: giving back all is cancelling). Decided under the
 * event's row lock as a cancellation is: a confirmed booking's places are freed and the waiting
 * list moves up; what the booking holds beyond what its places now cost is refund due (the
 * operator is sent notice, as for a cancellation), and what it still owes is said. The visitor is
 * told by mail, with the places that stand.
 */
export async function giveBackPlaces(deps: BookingDeps, reference: string, token: string, keep: number): Promise<GiveBackResult> {
  const result = await deps.db.transaction(async (tx): Promise<GiveBackResult> => {
    const [found] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.reference, reference));
    if (!found || !crypto.timingSafeEqual(Buffer.from(found.cancelTokenHash), Buffer.from(sha256(token)))) return { outcome: "not-found" };
    const event = await lockEvent(tx, found.eventId);
    const [row] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, found.id));
    if (!event || !row) return { outcome: "not-found" };
    if (row.status === "cancelled") return { outcome: "already-cancelled" };
    if (!Number.isSafeInteger(keep) || keep < 1 || keep >= row.seats) return { outcome: "not-a-choice", seats: row.seats };
    const now = new Date();
    const [kept] = await tx.update(eventRegistrations).set({ seats: keep, updatedAt: now }).where(eq(eventRegistrations.id, row.id)).returning();
    if (row.status === "confirmed") {
      const [freed] = await tx
        .update(events)
        .set({ confirmedSeats: sql`${events.confirmedSeats} - ${row.seats - keep}` })
        .where(eq(events.id, event.id))
        .returning();
      await promoteAfterCapacityChange(tx, freed!, deps);
    }
    const paid = await heldByBooking(tx, row.id);
    const money = moneyOf(kept!, event.price, { payments: [], refunds: [], paid, refunded: 0 });
    const refund = refundDue(money);
    const owed = stillDue(money);
    const lines = [...(refund > 0 ? [gave.refund(paid, refund)] : []), ...(owed > 0 ? [gave.stillDue(owed)] : [])];
    const moneyPart = lines.length ? { sections: lines.map((text) => ({ kind: "paragraph" as const, text })), attachments: [] } : null;
    await queue(tx, kept!, [
      visitorMail("placesGivenBack", event, kept!, deps, { key: `${BOOKING_RECORD}:${row.reference}:gave-back:${keep}`, pay: moneyPart }),
      ...(refund > 0 ? [givenBackNotice(event, kept!, row.seats - keep, refund, deps)] : []),
    ]);
    return { outcome: "given-back", reference: row.reference, seats: keep, refund, paid, stillDue: owed };
  });
  if (result.outcome === "given-back") deps.dispatcher?.kick();
  return result;
}

const gave = bookingPaymentsCopy.gaveBack;

/** The operator's notice that a visitor gave back places they had paid for: the refund due. */
function givenBackNotice(event: EventRow, row: RegistrationRow, gaveBack: number, refund: number, deps: BookingDeps): QueuedMail {
  const notice = refundNotice(event, row, refund, deps);
  const m = gave.operator;
  const booking = mailBooking(row);
  const { title } = mailEvent(event);
  return {
    ...notice,
    key: `${BOOKING_RECORD}:${row.reference}:gave-back:${row.seats}:operator`,
    mail: render(m.subject(title, booking.name), [
      { kind: "paragraph", text: m.intro(gaveBack, row.seats, refund) },
      {
        kind: "fields",
        fields: [
          { label: eventMailCopy.labels.bookingReference, value: booking.reference },
          { label: eventMailCopy.labels.event, value: `${title}, ${formatDate(event.date, "long")}` },
          { label: eventMailCopy.labels.name, value: booking.name },
          { label: eventMailCopy.labels.phone, value: booking.phone },
          { label: eventMailCopy.labels.email, value: booking.email },
          { label: words.operator.refundDue, value: rupees(refund) },
        ],
      },
      { kind: "link", label: eventMailCopy.labels.console, href: `${deps.env.PUBLIC_SITE_URL}/admin/events/${event.id}` },
    ]),
  };
}

const words = bookingPaymentsCopy.cancelled;

/** The operator's notice that a booking which had paid was cancelled by the visitor: the refund due. */
function refundNotice(event: EventRow, row: RegistrationRow, refund: number, deps: BookingDeps): QueuedMail {
  const m = words.operator;
  const booking = mailBooking(row);
  const { title } = mailEvent(event);
  return {
    key: `${BOOKING_RECORD}:${row.reference}:cancelled:operator`,
    kind: "operator_notification",
    to: deps.env.OPERATOR_EMAIL,
    replyTo: row.email,
    mail: render(m.subject(title, booking.name), [
      { kind: "paragraph", text: m.intro(refund) },
      {
        kind: "fields",
        fields: [
          { label: eventMailCopy.labels.bookingReference, value: booking.reference },
          { label: eventMailCopy.labels.event, value: `${title}, ${formatDate(event.date, "long")}` },
          { label: eventMailCopy.labels.name, value: booking.name },
          { label: eventMailCopy.labels.phone, value: booking.phone },
          { label: eventMailCopy.labels.email, value: booking.email },
          { label: m.refundDue, value: rupees(refund) },
        ],
      },
      { kind: "link", label: eventMailCopy.labels.console, href: `${deps.env.PUBLIC_SITE_URL}/admin/events/${event.id}` },
    ]),
  };
}

/** Whether the reference and token of a cancel link belong together (for the page the link opens; changes nothing), with what the booking has paid. */
export async function findByCancelLink(db: Database, reference: string, token: string): Promise<{ registration: RegistrationRow; event: EventRow; held: number } | undefined> {
  const [row] = await db.select().from(eventRegistrations).where(eq(eventRegistrations.reference, reference));
  if (!row || !crypto.timingSafeEqual(Buffer.from(row.cancelTokenHash), Buffer.from(sha256(token)))) return undefined;
  const [event] = await db.select().from(events).where(eq(events.id, row.eventId));
  return event ? { registration: row, event, held: row.status === "cancelled" ? 0 : await heldByBooking(db, row.id) } : undefined;
}
