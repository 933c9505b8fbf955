// Owns the bookings an operator makes for a person (docs/decisions/032-bookings-by-phone-and-at-the-door.md):
// booking for someone who phoned, from the event's page, and adding someone who walks in, at the
// door. The rules it keeps: a booking for someone who phoned is decided by the visitor's own code
// (placeLocked, ./bookings.server.ts), under the same event row lock, so it never passes capacity
// and meets the waiting list and "fewer places than asked" exactly as a visitor's booking does;
// with an e-mail address the visitor's usual confirmation goes, without one nobody is mailed; a
// walk-in is marked as come and may pass capacity (the door decides), its places counted as taken;
// each booking keeps the operator who made it, and the audit log records it.
import crypto from "node:crypto";
import { clockNow, todayIso } from "#app/core/calendar.ts";
import { isBookable, type WhenFewer } from "#app/core/events.ts";
import { newReference } from "#app/core/reference.ts";
import type { ContactBy } from "#app/core/contact-by.ts";
import { sql, eq } from "drizzle-orm";
import type { Database } from "#app/lib/db/client.server.ts";
import { eventRegistrations, events } from "#app/lib/db/schema.ts";
import { writeAudit } from "#app/lib/console/audit.server.ts";
import { queue } from "./booking-mail.server.ts";
import { lockEvent, sha256, type BookingDeps } from "./booking-rows.server.ts";
import { payPartOf } from "./booking-payments.server.ts";
import { bookedMail, placeLocked } from "./bookings.server.ts";

type Actor = { id: number; email: string };

/** Someone who phoned, as the console's form reads them: `email` and `note` may be empty. */
export type PhoneBookingInput = { name: string; phone: string; seats: number; email: string; note: string | null; contactBy?: ContactBy | null };

export type PhoneBookingResult =
  | { outcome: "confirmed" | "waitlisted"; reference: string; seats: number; position?: number; mailed: boolean }
  /** Fewer places are free than asked: nothing is stored; the operator asks the caller which they want. */
  | { outcome: "fewer"; placesLeft: number; seats: number }
  /** That e-mail address already has a live booking of this event (the operator may see which). */
  | { outcome: "repeat"; reference: string; name: string }
  | { outcome: "closed" };

/**
 * Books places for someone who phoned, as the visitor's own form would (same decision, same lock),
 * recording the operator who made it; `whenFewer` as the caller chose when fewer places are free
 * than asked.
 */
export async function bookForCaller(deps: BookingDeps, actor: Actor, eventId: number, input: PhoneBookingInput, now = new Date(), whenFewer: WhenFewer = "ask"): Promise<PhoneBookingResult> {
  const moment = `${todayIso(now)} ${clockNow(now)}`;
  const token = crypto.randomBytes(24).toString("base64url");
  const result = await deps.db.transaction(async (tx): Promise<PhoneBookingResult> => {
    const event = await lockEvent(tx, eventId);
    if (!event || !isBookable(event, moment)) return { outcome: "closed" };
    const placed = await placeLocked(tx, event, { ...input, source: "phone", bookedBy: actor.email }, now, whenFewer, token);
    if (placed.outcome === "fewer") return { outcome: "fewer", placesLeft: placed.placesLeft, seats: input.seats };
    if (placed.outcome === "repeat") return { outcome: "repeat", reference: placed.existing.reference, name: placed.existing.name };
    const { row, position, placesLeft } = placed;
    // The visitor's usual mail, when there is an address to send it to (queue drops one to nobody).
    // A confirmed place at a priced event: the mail says what is due and how to pay, as a visitor's does.
    const pay = row.status === "confirmed" && row.email !== "" ? await payPartOf(deps.env, event, row) : null;
    const mailed = (await queue(tx, row, [bookedMail(event, row, deps, { token, position, placesLeft, pay })])) > 0;
    await writeAudit(tx, actor, { action: "booking_by_phone", recordType: "event_registration", recordId: row.id, reference: row.reference, detail: { seats: row.seats, status: row.status, mailed } }, now);
    return { outcome: placed.outcome, reference: row.reference, seats: row.seats, position, mailed };
  });
  if (result.outcome === "confirmed" || result.outcome === "waitlisted") {
    if (result.mailed) deps.dispatcher?.kick();
  }
  return result;
}

/** Someone who walks in, as the door list's form reads them: `phone` may be empty. */
export type WalkInInput = { name: string; seats: number; phone: string };

/**
 * Adds someone who walked in: a confirmed booking marked as come, with all its places, even past
 * the event's places (the door decides; they are there). Its places count as taken, under the
 * event's row lock like every change to them. Not on a draft or cancelled event. Nobody is mailed.
 */
export async function addWalkIn(db: Database, actor: Actor, eventId: number, input: WalkInInput, now = new Date()): Promise<{ reference: string; id: number } | undefined> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event || event.status !== "published") return undefined;
    const [row] = await tx
      .insert(eventRegistrations)
      .values({
        eventId,
        reference: newReference(now.getTime()),
        name: input.name,
        email: "",
        phone: input.phone,
        seats: input.seats,
        status: "confirmed",
        attended: true,
        cameSeats: input.seats,
        source: "door",
        bookedBy: actor.email,
        cancelTokenHash: sha256(crypto.randomBytes(24).toString("base64url")),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.update(events).set({ confirmedSeats: sql`${events.confirmedSeats} + ${input.seats}` }).where(eq(events.id, eventId));
    await writeAudit(tx, actor, { action: "booking_walk_in", recordType: "event_registration", recordId: row!.id, reference: row!.reference, detail: { seats: input.seats } }, now);
    return { reference: row!.reference, id: row!.id };
  });
}
