// The booking form's action on an event's page: the same validation, rate limit,
// honeypot and answers as the site's other forms; the place is decided by the booking service.
import { data, type RouterContextProvider } from "react-router";
import { bookingPageCopy } from "#app/content/event-detail-page.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { BookingSchema } from "#app/schemas/event.ts";
import { field, isHoneypotFilled, readFields } from "#app/schemas/form-data.ts";
import { fieldsOf } from "#app/schemas/schema-kit.ts";
import { book } from "#app/lib/events/bookings.server.ts";
import { WHEN_FEWER_FIELD } from "#app/core/events.ts";
import { bookingDue } from "#app/core/booking-payments.ts";
import { requestContextOf } from "#app/lib/services/context.server.ts";
import { limiterFor, NO_STORE } from "./action.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";

const bookingFields = fieldsOf(BookingSchema).fields;
/** What the visitor typed, by field, to put back in the form after a refusal. */
type BookingValues = Record<string, string>;

export type BookingAnswer =
  /** Fewer places are free than asked: nothing is stored; the visitor chooses (what they typed comes back to post again). */
  | { status: "fewer"; placesLeft: number; seats: number; values: BookingValues }
  /**
   * A booking made (a place, or the waiting list) or an address that had booked already: the same
   * answer for all of them, byte for byte apart from the reference, so nobody learns from it whether
   * an address has booked (and so whether its owner will be away that day). Whether it is a place
   * or the waiting list follows from the places left, which the page shows to everyone, and the
   * request alone (docs/decisions/040-booking-answers.md); the mail to the address says what stands.
   */
  | {
      status: "received";
      /** A place, or the waiting list: what the places left give this request, whoever asks. */
      outcome: "place" | "waiting";
      /** This request's own Reference ID (booking_requests), which leads the console to the booking it made or found. */
      reference: string;
      /** The places asked for. */
      seats: number;
      /** The phone number as stored, read back so that a slip is seen while it can be mended. */ phone: string;
      /** On a priced event: what the places asked for cost. The same for a place, the waiting list and a repeat, as the rest of the answer. */
      due?: { price: number; seats: number; amount: number };
    }
  | { status: "closed" }
  | { status: "error"; fieldErrors: Record<string, string>; formError?: string; values: BookingValues };

export async function bookingAction(request: Request, context: Readonly<RouterContextProvider>, eventId: number, price = 0) {
  const { services, clientIp } = requestContextOf(context);
  const formData = await formDataOf(request);
  const { values, input, errors } = readFields(BookingSchema, formData, bookingFields);
  if (!input) return data<BookingAnswer>({ status: "error", fieldErrors: errors, values }, { status: 400, headers: NO_STORE });

  const decision = await limiterFor(services)
    .hit(clientIp)
    .catch((err: unknown) => (services.log.warn({ err, form: "booking" }, "rate limit could not be checked"), { allowed: true } as const));
  if (!decision.allowed) {
    services.log.warn({ form: "booking", clientIp }, "form submission refused: rate limit");
    return data<BookingAnswer>(
      { status: "error", fieldErrors: {}, formError: commonCopy.rateLimited(Math.ceil(decision.retryAfterSeconds / 60)), values },
      { status: 429, headers: { ...NO_STORE, "Retry-After": String(decision.retryAfterSeconds) } },
    );
  }
  // A bot that fills the hidden field is told it waits, and nothing is stored.
  if (isHoneypotFilled(formData)) return data<BookingAnswer>({ status: "closed" }, { headers: NO_STORE });

  try {
    const whenFewer = field(formData, WHEN_FEWER_FIELD) === "waitlist" ? "waitlist" : "ask";
    const result = await book(services, eventId, input, new Date(), whenFewer);
    if (result.outcome === "fewer") {
      services.log.info({ form: "booking", outcome: "fewer", asked: result.seats, left: result.placesLeft }, "booking asked for more places than are left: the visitor chooses");
      return data<BookingAnswer>({ status: "fewer", placesLeft: result.placesLeft, seats: result.seats, values }, { headers: NO_STORE });
    }
    if (result.outcome === "closed") return data<BookingAnswer>({ status: "closed" }, { status: 409, headers: NO_STORE });
    const { request } = result;
    if (result.outcome === "repeat") {
      services.log.info({ form: "booking", outcome: "repeat", reference: request.reference }, "repeat booking: no new booking, its owner mailed");
    } else {
      services.log.info({ form: "booking", reference: result.reference, outcome: result.outcome }, "booking stored");
      services.pages.changed();
    }
    const due = price > 0 ? { price, seats: input.seats, amount: bookingDue(price, input.seats) } : undefined;
    // Built the same way for every outcome, so that the answers' bytes differ only in the reference.
    const answer: BookingAnswer = { status: "received", outcome: request.answer, reference: request.reference, seats: input.seats, phone: input.phone, ...(due ? { due } : {}) };
    return data<BookingAnswer>(answer, { headers: NO_STORE });
  } catch (error) {
    services.log.error({ err: error, form: "booking" }, "booking could not be stored");
    return data<BookingAnswer>({ status: "error", fieldErrors: {}, formError: bookingPageCopy.failure, values }, { status: 503, headers: { ...NO_STORE, "Retry-After": "30" } });
  }
}
