// The console's words about a booking request's own Reference ID (docs/decisions/040-booking-answers.md):
// what the event's page says when the overview's box led there from a request of an address that had
// booked already (the request's reference is not the booking's).
import { groupedReference } from "#app/core/reference.ts";

const places = (n: number) => (n === 1 ? "1 place" : `${n} places`);

export const consoleBookingRequestsCopy = {
  /** What the request's answer said on the visitor's page. */
  outcomes: { place: "a place", waiting: "the waiting list" },
  statuses: { confirmed: "confirmed", waitlisted: "on the waiting list", cancelled: "cancelled" } as Record<string, string>,
  found: (r: { reference: string; when: string; seats: number; outcome: string; repeat: boolean; name: string; bookingReference: string; status: string }) =>
    r.repeat
      ? `${r.reference} (to read out: ${groupedReference(r.reference)}) is a booking request of ${r.when} for ${places(r.seats)}; the page answered it with ${r.outcome}, as it answers anyone by the places left. Its e-mail address had booked already, so nothing new was stored: it leads to the booking of ${r.name}, ${r.bookingReference}, which is ${r.status}. Whoever quotes it typed that address: make sure it is them before you tell them about the booking.`
      : `${r.reference} is the booking of ${r.name}, made on ${r.when} for ${places(r.seats)}; it is ${r.status}.`,
};
