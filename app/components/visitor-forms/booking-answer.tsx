// The answer to a booking on an event's page (docs/decisions/040-booking-answers.md): a place or
// the waiting list, the request's own Reference ID exactly and grouped for reading out, the phone
// number read back, and on a priced event what the places cost. Its words and markup depend only on
// the answer, never on whether the address had booked, so that a new address and one with a booking
// get the same bytes apart from the reference.
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import { bookingPageCopy as copy } from "#app/content/event-detail-page.ts";
import { receiptCopy } from "#app/content/form-words/receipt.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { PhoneText } from "#app/components/site/phone-text.tsx";
import type { BookingAnswer } from "#app/lib/submissions/booking.server.ts";
import { ReferenceReading } from "./reference-reading.tsx";

type Received = Extract<BookingAnswer, { status: "received" }>;

/** In view and focused when it comes: `id` is the answer's fragment, which the form posts to. */
export function BookingReceived({ answer, id }: { answer: Received; id: string }) {
  const words = copy.answers.received;
  const place = answer.outcome === "place";
  return (
    <Alert
      id={id}
      // The waiting list is not a place yet: its box is amber, with its own heading.
      tone={place ? "success" : "attention"}
      role="status"
      autoFocus
      heading={place ? words.place.heading(answer.seats) : words.waiting.heading}
      className="mt-10"
    >
      <p className="text-lg">{place ? words.place.body(answer.seats) : words.waiting.body(answer.seats)}</p>
      <ReferenceReading label={copy.answers.reference} reference={answer.reference} />
      <p className="text-lg">
        <PhoneText text={words.mail} />
      </p>
      {/* Read back as stored, so a slip is seen while it can be mended. */}
      <p className="text-lg">
        {receiptCopy.phoneLabel} <span className="font-bold whitespace-nowrap">{answer.phone}</span>.
      </p>
      <p className="text-ink-muted">
        <PhoneText text={words.mend} />
      </p>
      <p className="text-ink-muted">{words.bookedBefore}</p>
      {answer.due ? <PayingAnswer due={answer.due} /> : null}
    </Alert>
  );
}

/** On a priced event, the answer says what the places asked for cost and how and when to pay (the same for every outcome). */
function PayingAnswer({ due }: { due: { price: number; seats: number; amount: number } }) {
  const words = bookingPaymentsCopy.answer;
  return (
    <div className="mt-2">
      <h3 className="text-xl font-bold">{words.heading}</h3>
      <p className="mt-1 text-lg font-semibold">{words.forSeats(due.amount, due.seats)}</p>
      <p className="mt-1 text-lg">{words.body(due.price)}</p>
    </div>
  );
}
