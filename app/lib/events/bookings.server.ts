// Owns booking a place and the waiting list (docs/decisions/013-events.md): a visitor's booking,
// the waiting list's positions and its moving up, and freeing a booking's places when it is
// cancelled (by the visitor, ./visitor-cancellation.server.ts, or by the operator,
// ./operator-bookings.server.ts). The rules it keeps: a booking never passes capacity, because
// every decision about places is taken inside one transaction holding the event's row lock
// (SELECT … FOR UPDATE), so two bookings never read the same count of confirmed seats, on one
// server or several sharing PostgreSQL; the waiting list moves up oldest first whenever places
// free up, each booking moved up told by mail; one live booking per e-mail address per event; the
// mail each change needs goes into the outbox in the same transaction.
import crypto from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { clockNow, todayIso } from "#app/core/calendar.ts";
import { decideRequest, freePlaces, isBookable, promotable, type WhenFewer } from "#app/core/events.ts";
import { newReference } from "#app/core/reference.ts";
import type { ContactBy } from "#app/core/contact-by.ts";
import { defaultContactBy } from "#app/lib/contact/numbers.server.ts";
import type { Tx } from "#app/lib/db/client.server.ts";
import { eventRegistrations, events } from "#app/lib/db/schema.ts";
import { BOOKING_RECORD, mailBooking, mailEvent, queue, visitorMail } from "./booking-mail.server.ts";
import { lockEvent, sha256, type BookingDeps, type EventRow, type RegistrationRow } from "./booking-rows.server.ts";
import { operatorBookingMail } from "./mail.ts";
import { payPartOf } from "./booking-payments.server.ts";
import { outcomeOf, recordRequest, type RequestOutcome } from "./booking-requests.server.ts";

/** `contactBy` unanswered (null or absent): WhatsApp for a mobile number, e-mail otherwise (placeLocked). */
export type BookingInput = { name: string; email: string; phone: string; seats: number; contactBy?: ContactBy | null };

/**
 * A request the form answers with a place or the waiting list: its own Reference ID (stored in
 * booking_requests, leading to the booking it made or found) and what the answer says, which follows
 * from the places left and the request alone, never from whether the address had booked.
 */
type BookingRequest = { reference: string; answer: RequestOutcome };

export type BookingResult =
  /** `placesLeft`: on the waiting list by the visitor's choice while this many places were free. */
  | { outcome: "confirmed" | "waitlisted"; reference: string; seats: number; position?: number; placesLeft?: number; request: BookingRequest }
  /**
   * Fewer places are free than asked (someone booked in between): nothing is stored, and the
   * visitor chooses between booking the `placesLeft` and the waiting list for all `seats`.
   */
  | { outcome: "fewer"; placesLeft: number; seats: number }
  /**
   * The address already has a live booking of this event: nothing is stored, the answer shows
   * nothing of that booking (anyone can type anyone's address), and its owner is mailed its details.
   * The request is answered as a new address's would be (`request`), and stored leading to the booking.
   */
  | { outcome: "repeat"; request: BookingRequest }
  | { outcome: "closed" };

/** A repeat booking mails the address's owner at most once in this long, however often it is posted. */
const REPEAT_MAIL_EVERY_MS = 10 * 60 * 1000;

/** Position on the waiting list (1 = next), counting seats-blind, oldest first. */
export async function waitingPosition(tx: Tx, eventId: number, registration: RegistrationRow): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.status, "waitlisted"),
        sql`(${eventRegistrations.createdAt}, ${eventRegistrations.id}) <= (${registration.createdAt.toISOString()}::timestamptz, ${registration.id})`,
      ),
    );
  return row?.n ?? 1;
}

/**
 * Books `input.seats` places for a visitor: confirmed while they fit, on the waiting list when no
 * place is free. When some are free but fewer than asked, the answer is "fewer" and nothing is
 * stored, unless the visitor already chose the waiting list for all of them (`whenFewer`); decided
 * under the event's row lock, so the count is the one the booking meets.
 * The same e-mail address booking the same event again stores nothing: the outcome is "repeat",
 * and the address's owner gets the first booking's details by mail. (The visitor's page answers a
 * repeat exactly as it answers a new booking, a place or the waiting list by the places left, with
 * the request's own Reference ID: app/lib/submissions/booking.server.ts.)
 */
export async function book(deps: BookingDeps, eventId: number, input: BookingInput, now = new Date(), whenFewer: WhenFewer = "ask"): Promise<BookingResult> {
  const moment = `${todayIso(now)} ${clockNow(now)}`;
  const token = crypto.randomBytes(24).toString("base64url");
  const reference = newReference(now.getTime());
  // A priced event's mail carries a UPI QR code, which takes tens of milliseconds to draw: drawn
  // before the event's lock is taken (for the price read then), so bookings do not wait on it.
  const [priced] = await deps.db.select({ price: events.price }).from(events).where(eq(events.id, eventId));
  const payAhead = priced && priced.price > 0 ? { price: priced.price, part: await payPartOf(deps.env, priced, { status: "confirmed", seats: input.seats, reference }) } : null;
  const result = await deps.db.transaction(async (tx): Promise<BookingResult> => {
    const event = await lockEvent(tx, eventId);
    if (!event || !isBookable(event, moment)) return { outcome: "closed" };
    const placed = await placeLocked(tx, event, { ...input, source: "online", bookedBy: null, note: null, reference }, now, whenFewer, token);
    if (placed.outcome === "fewer") return { outcome: "fewer", placesLeft: placed.placesLeft, seats: input.seats };
    if (placed.outcome === "repeat") {
      const { existing } = placed;
      // The same reference a new booking would have had, and the answer a new address would get.
      const request = { reference, answer: outcomeOf(placed.decided) };
      await recordRequest(tx, { reference, bookingId: existing.id, outcome: request.answer, repeat: true, seats: input.seats, createdAt: now });
      const bucket = Math.floor(now.getTime() / REPEAT_MAIL_EVERY_MS);
      await queue(tx, existing, [visitorMail("repeat", event, existing, deps, { key: `${BOOKING_RECORD}:${existing.reference}:repeat:${bucket}`, request: reference })]);
      return { outcome: "repeat", request };
    }
    const { row, position, placesLeft } = placed;
    const status = placed.outcome;
    await queue(tx, row, [
      bookedMail(event, row, deps, {
        token,
        position,
        placesLeft,
        pay: status !== "confirmed" ? null : payAhead?.price === event.price ? payAhead.part : await payPartOf(deps.env, event, row),
      }),
      {
        key: `${BOOKING_RECORD}:${row.reference}:operator`,
        kind: "operator_notification",
        to: deps.env.OPERATOR_EMAIL,
        replyTo: row.email,
        mail: operatorBookingMail(mailEvent(event), mailBooking(row), { siteUrl: deps.env.PUBLIC_SITE_URL }),
      },
    ]);
    // The request that made the booking has the booking's own Reference ID.
    const request = { reference: row.reference, answer: outcomeOf(status) };
    await recordRequest(tx, { reference: row.reference, bookingId: row.id, outcome: request.answer, repeat: false, seats: row.seats, createdAt: now });
    return { outcome: status, reference: row.reference, seats: row.seats, position, ...(status === "waitlisted" && placesLeft > 0 ? { placesLeft } : {}), request };
  });
  if (result.outcome !== "closed" && result.outcome !== "fewer") deps.dispatcher?.kick();
  return result;
}

/** A new booking as stored, whoever made it: the visitor (online), or an operator for someone who phoned. */
type NewBooking = BookingInput & { source: "online" | "phone"; bookedBy: string | null; note: string | null; /** Made before the transaction when the mail needs it early (a priced event's UPI note). */ reference?: string };

/** What placeLocked decided: asked for more than is free, an address already booked, or a booking stored. */
type Placed =
  | { outcome: "fewer"; placesLeft: number }
  | { outcome: "repeat"; existing: RegistrationRow; /** What the places left would have given a new address. */ decided: "confirmed" | "waitlisted" }
  | { outcome: "confirmed" | "waitlisted"; row: RegistrationRow; position?: number; placesLeft: number };

/**
 * The one decision about a new booking's places, for the visitor's form and the console's booking
 * for someone who phoned alike: inside the caller's transaction, with the event's row locked
 * (lockEvent), so the count it reads is the one the booking meets. Confirmed while the seats fit,
 * the waiting list when no place is free, "fewer" (nothing stored) when some are free but fewer
 * than asked unless the waiting list for all was chosen; an address with a live booking of the
 * event stores nothing ("repeat"); a booking without an address ("") is never a repeat. The caller
 * queues the mail.
 */
export async function placeLocked(tx: Tx, event: EventRow, input: NewBooking, now: Date, whenFewer: WhenFewer, token: string): Promise<Placed> {
  // Whether fewer places are free than asked is decided before the address is looked at: the
  // answer must be the same whether or not the address has booked.
  const decided = decideRequest(event, input.seats, whenFewer);
  const placesLeft = freePlaces(event);
  if (decided === "fewer") return { outcome: "fewer", placesLeft };
  if (input.email !== "") {
    const [existing] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(sql`lower(${eventRegistrations.email})`, input.email.toLowerCase()), sql`${eventRegistrations.status} <> 'cancelled'`));
    if (existing) return { outcome: "repeat", existing, decided };
  }
  const status = decided;
  const [row] = await tx
    .insert(eventRegistrations)
    .values({ ...input, contactBy: input.contactBy ?? defaultContactBy(input.phone, input.email), eventId: event.id, reference: input.reference ?? newReference(now.getTime()), status, cancelTokenHash: sha256(token), createdAt: now, updatedAt: now })
    .returning();
  if (status === "confirmed") {
    await tx.update(events).set({ confirmedSeats: sql`${events.confirmedSeats} + ${input.seats}` }).where(eq(events.id, event.id));
  }
  const position = status === "waitlisted" ? await waitingPosition(tx, event.id, row!) : undefined;
  return { outcome: status, row: row!, position, placesLeft };
}

/** The visitor's mail about a new booking: confirmed (with its calendar file), or on the waiting list at `position`. */
export function bookedMail(event: EventRow, row: RegistrationRow, deps: BookingDeps, extra: { token: string; position?: number; placesLeft: number; pay?: NonNullable<Parameters<typeof visitorMail>[4]>["pay"] }) {
  const waiting = row.status === "waitlisted";
  return visitorMail(waiting ? "waitlisted" : "confirmed", event, row, deps, { token: extra.token, position: extra.position, placesLeft: waiting ? extra.placesLeft : undefined, pay: waiting ? null : extra.pay });
}

/**
 * Confirms bookings from the waiting list, oldest first, while their seats fit the free places;
 * each is told by mail. Runs inside the caller's transaction, with the event row locked.
 */
async function promoteWaiting(tx: Tx, event: EventRow, deps: BookingDeps): Promise<RegistrationRow[]> {
  const free = event.capacity - event.confirmedSeats;
  if (free <= 0 || event.status !== "published") return [];
  const waiting = await tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, "waitlisted")))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
  const chosen = promotable(waiting, free);
  if (chosen.length === 0) return [];
  const seats = chosen.reduce((sum, r) => sum + r.seats, 0);
  await tx.update(events).set({ confirmedSeats: sql`${events.confirmedSeats} + ${seats}` }).where(eq(events.id, event.id));
  const promoted: RegistrationRow[] = [];
  for (const row of chosen) {
    // A new link: the token of the first mail is only in that mail, and this one should work too.
    const token = crypto.randomBytes(24).toString("base64url");
    const [updated] = await tx
      .update(eventRegistrations)
      .set({ status: "confirmed", cancelTokenHash: sha256(token), updatedAt: sql`now()` })
      .where(eq(eventRegistrations.id, row.id))
      .returning();
    // Confirmed now: its mail says what is due and how to pay (the waiting list was asked for nothing).
    await queue(tx, updated!, [visitorMail("promoted", event, updated!, deps, { token, pay: await payPartOf(deps.env, event, updated!) })]);
    promoted.push(updated!);
  }
  return promoted;
}

/** After the operator changed an event (inside their transaction, row locked): a raised capacity moves the waiting list up. */
export function promoteAfterCapacityChange(tx: Tx, event: EventRow, deps: BookingDeps): Promise<RegistrationRow[]> {
  return promoteWaiting(tx, event, deps);
}

/** Frees a booking's places (if confirmed), marks it cancelled and moves the waiting list up. Inside the caller's transaction, event locked. */
export async function cancelLocked(tx: Tx, event: EventRow, row: RegistrationRow, deps: BookingDeps): Promise<RegistrationRow[]> {
  await tx.update(eventRegistrations).set({ status: "cancelled", cancelledAt: sql`now()`, updatedAt: sql`now()` }).where(eq(eventRegistrations.id, row.id));
  if (row.status !== "confirmed") return [];
  const [freed] = await tx
    .update(events)
    .set({ confirmedSeats: sql`${events.confirmedSeats} - ${row.seats}` })
    .where(eq(events.id, event.id))
    .returning();
  return promoteWaiting(tx, freed!, deps);
}
