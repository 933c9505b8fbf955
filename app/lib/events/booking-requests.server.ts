// Owns a booking request's own Reference ID (docs/decisions/040-booking-answers.md): every request
// the public booking form answers with a place or the waiting list is stored in booking_requests
// with the reference its answer gave, leading to the booking it made or found, so that no answer
// ever carries another request's reference. The request that made a booking has the booking's own
// Reference ID; a repeat (an address that had booked) has a new one. The console finds a booking by
// either; erasure takes every way from a request's reference to the person.
import { and, eq, inArray, sql } from "drizzle-orm";
import { formatWhen } from "#app/core/calendar.ts";
import { referenceCandidates } from "#app/core/reference.ts";
import { consoleBookingRequestsCopy } from "#app/content/console-booking-requests.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { bookingRequests, eventRegistrations } from "#app/lib/db/schema.ts";
import type { RegistrationRow } from "./booking-rows.server.ts";

/** What a request's answer said: a place, or the waiting list. */
export type RequestOutcome = "place" | "waiting";

/** The answer that follows from the places left (decideRequest's decision), whoever asks. */
export const outcomeOf = (decided: "confirmed" | "waitlisted"): RequestOutcome => (decided === "confirmed" ? "place" : "waiting");

export type BookingRequestRow = typeof bookingRequests.$inferSelect;

/** Stores one answered request, inside the booking's transaction. */
export async function recordRequest(tx: Tx, request: { reference: string; bookingId: number; outcome: RequestOutcome; repeat: boolean; seats: number; createdAt: Date }): Promise<void> {
  await tx.insert(bookingRequests).values(request);
}

/**
 * A request by its Reference ID, however it was typed (referenceCandidates), with the booking it
 * leads to. A request of an erased booking leads nowhere (its reference was replaced: forgetRequests).
 */
export async function requestByReference(db: Database, typed: string): Promise<{ request: BookingRequestRow; booking: RegistrationRow } | undefined> {
  const candidates = referenceCandidates(typed);
  if (candidates.length === 0) return undefined;
  const rows = await db
    .select({ request: bookingRequests, booking: eventRegistrations })
    .from(bookingRequests)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, bookingRequests.bookingId))
    .where(and(inArray(bookingRequests.reference, candidates), sql`${eventRegistrations.erasedAt} is null`));
  // The ID as typed first, as the other lookups do.
  return candidates.map((c) => rows.find((r) => r.request.reference === c)).find((r) => r !== undefined);
}

/**
 * When a booking is erased (inside the erasure's transaction): its requests stay only as anonymous
 * counts, their references replaced ("ERASED-R<id>"), so that none of them leads to the person any more.
 */
export async function forgetRequests(tx: Tx, bookingId: number): Promise<void> {
  await tx
    .update(bookingRequests)
    .set({ reference: sql`'ERASED-R' || ${bookingRequests.id}` })
    .where(eq(bookingRequests.bookingId, bookingId));
}

/**
 * The console event page's notice when the overview's box led there from a request's reference
 * (`?request=`): read from the stored request of this event, so the address cannot be made to show
 * words of its own. Null when there is none.
 */
export async function requestNotice(db: Database, eventId: number, query: URLSearchParams): Promise<string | null> {
  const typed = query.get("request");
  if (!typed) return null;
  const found = await requestByReference(db, typed);
  if (!found || found.booking.eventId !== eventId) return null;
  const { request, booking } = found;
  const words = consoleBookingRequestsCopy;
  return words.found({
    reference: request.reference,
    when: formatWhen(request.createdAt),
    seats: request.seats,
    outcome: words.outcomes[request.outcome as RequestOutcome] ?? request.outcome,
    repeat: request.repeat,
    name: booking.name,
    bookingReference: booking.reference,
    status: words.statuses[booking.status] ?? booking.status,
  });
}
