// The door's one tap for a booking that has not paid (docs/decisions/031-paid-outings.md): "Paid
// ₹1,600 cash" records what is still due, in cash, with a receipt; a booking already paid shows
// that instead. A plain post that comes back to the person's row; a second tap records nothing
// (the server finds the booking paid).
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import { consoleButton } from "./buttons.ts";
import { PostButton } from "./post-button.tsx";

const words = bookingPaymentsCopy.console.door;

/** `owes`: what the booking still owes; `paid`: whether it holds what it owes (a priced event's only). */
export function DoorCash({ booking, owes, paid, search = "" }: { booking: { id: number; name: string }; owes: number; paid: boolean; search?: string }) {
  if (owes > 0) {
    return (
      <PostButton fields={{ intent: "paid-cash", booking: booking.id, ...(search ? { q: search } : {}) }} className={consoleButton.compact} label={words.label(owes, booking.name)}>
        {words.paidCash(owes)}
      </PostButton>
    );
  }
  return paid ? <span className="font-semibold">{words.paid}</span> : null;
}

/**
 * The printed door list's "Owes ₹1,600": on paper there is no button, so a booking that has not paid
 * in full says what to collect in a cell that prints (the actions cell does not).
 */
export function DoorOwes({ owes }: { owes: number }) {
  return owes > 0 ? <span className="hidden text-xl font-semibold print:inline">{words.owes(owes)}</span> : null;
}
