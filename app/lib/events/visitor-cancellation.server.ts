// Owns the visitor's cancellation of their own booking, through the link in their mail
// (docs/decisions/013-events.md): the page the link opens, and the post that cancels. The rules it
// keeps: the reference and the link's token must belong together (compared in constant time with
// the token's stored hash), or the answer is "not found" and says nothing of any booking; looking
// changes nothing, only the post cancels; the cancellation is decided under the event's row lock,
// frees the booking's places and moves the waiting list up (./bookings.server.ts); the visitor is
// told, and a confirmed booking's entry leaves their calendar.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#app/lib/db/client.server.ts";
import { eventRegistrations, events } from "#app/lib/db/schema.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { queue, visitorMail } from "./booking-mail.server.ts";
import { lockEvent, sha256, type BookingDeps, type EventRow, type RegistrationRow } from "./booking-rows.server.ts";
import { cancelLocked } from "./bookings.server.ts";

export type CancelResult = { outcome: "cancelled"; reference: string; eventTitle: string } | { outcome: "already-cancelled" } | { outcome: "not-found" };

/** The cancel page's post, its two hidden fields as posted: text that is not readable reads as none, so it matches no booking. */
export async function cancelLinkPosted(request: Request): Promise<{ reference: string; token: string }> {
  const form = await formDataOf(request);
  return { reference: field(form, "ref"), token: field(form, "token") };
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
    await queue(tx, row, [visitorMail("visitorCancelled", event, { ...row, status: "cancelled" }, deps, { calendar })]);
    return { outcome: "cancelled", reference: row.reference, eventTitle: event.title };
  });
  if (result.outcome === "cancelled") deps.dispatcher?.kick();
  return result;
}

/** Whether the reference and token of a cancel link belong together (for the page the link opens; changes nothing). */
export async function findByCancelLink(db: Database, reference: string, token: string): Promise<{ registration: RegistrationRow; event: EventRow } | undefined> {
  const [row] = await db.select().from(eventRegistrations).where(eq(eventRegistrations.reference, reference));
  if (!row || !crypto.timingSafeEqual(Buffer.from(row.cancelTokenHash), Buffer.from(sha256(token)))) return undefined;
  const [event] = await db.select().from(events).where(eq(events.id, row.eventId));
  return event ? { registration: row, event } : undefined;
}
