// The event page's post that books for someone who phoned: the form read with its schema, the
// booking made (./bookings-by-operator.server.ts), and the page's answer: a redirect with the
// outcome in the address (so a reload never books twice), or the form again with its errors, the
// question when fewer places are free than asked, or why nothing was booked.
import { data, redirect } from "react-router";
import { phoneBookingCopy } from "#app/content/console-bookings-by-operator.ts";
import { WHEN_FEWER_FIELD } from "#app/core/events.ts";
import { privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import type { Services } from "#app/lib/services/context.server.ts";
import { field, readFields } from "#app/schemas/form-data.ts";
import { fieldsOf } from "#app/schemas/schema-kit.ts";
import { PhoneBookingSchema } from "#app/schemas/booking-by-operator.ts";
import { bookForCaller } from "./bookings-by-operator.server.ts";

/** What the page gets back when nothing was booked: the form as typed, and why. */
export type PhoneBookingAnswer = {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Fewer places are free than asked: the operator asks the caller which they want. */
  fewer?: { placesLeft: number; seats: number };
  /** Nothing could be booked (already booked under that address, or the event is closed). */
  refused?: string;
};

export async function phoneBookingAction(services: Services, operator: { id: number; email: string }, eventId: number, form: FormData) {
  const answer = (body: PhoneBookingAnswer, status: number) => data({ phone: body }, { status, headers: privateHeaders });
  const { values, input, errors } = readFields(PhoneBookingSchema, form, fieldsOf(PhoneBookingSchema).fields);
  if (!input) return answer({ values, errors }, 422);
  const whenFewer = field(form, WHEN_FEWER_FIELD) === "waitlist" ? "waitlist" : "ask";
  const result = await bookForCaller(services, operator, eventId, input, new Date(), whenFewer);
  switch (result.outcome) {
    case "fewer":
      return answer({ values, errors: {}, fewer: { placesLeft: result.placesLeft, seats: result.seats } }, 200);
    case "repeat":
      return answer({ values, errors: {}, refused: phoneBookingCopy.repeat(result.reference, result.name) }, 409);
    case "closed":
      return answer({ values, errors: {}, refused: phoneBookingCopy.closed }, 409);
    default:
      services.pages.changed();
      // The booking's Reference ID in the address, so a reload shows the answer again and books nothing.
      throw redirect(`${withNotice(`/admin/events/${eventId}`, { done: "booked-for-caller", ref: result.reference })}#bookings-heading`);
  }
}

/** The notice after booking for someone who phoned, read from the booking the address names (null when none): with a priced event, what to tell them is due. */
export function phoneBookingNotice(query: URLSearchParams, bookings: readonly { reference: string; name: string; seats: number; status: string; email: string }[], price = 0): string | null {
  if (query.get("done") !== "booked-for-caller") return null;
  const row = bookings.find((b) => b.reference === query.get("ref"));
  if (!row) return null;
  const mailed = row.email !== "";
  return row.status === "waitlisted" ? phoneBookingCopy.waiting(row.name, row.seats, row.reference, mailed) : phoneBookingCopy.booked(row.name, row.seats, row.reference, mailed, price * row.seats);
}
