// The door's one tap for a booking that has not paid (docs/decisions/031-paid-outings.md): "Paid
// ₹1,600 cash" records what is still due, in cash, with a receipt; a booking already paid shows
// that instead. A plain post that comes back to the person's row; a second tap records nothing
// (the server finds the booking paid).
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import { consoleButton } from "./buttons.ts";
import { PostButton } from "./post-button.tsx";

const words = bookingPaymentsCopy.console.door;

/** `owes`: what the booking still owes; `paid`: whether it holds what it owes (a priced event's only). */
export function DoorCash({ booking, owes, paid }: { booking: { id: number; name: string }; owes: number; paid: boolean }) {
  if (owes > 0) {
    return (
      <>
        <span className="hidden font-semibold print:inline">{words.owes(owes)}</span>
        <div className="print:hidden">
          <PostButton fields={{ intent: "paid-cash", booking: booking.id }} className={consoleButton.secondary} label={words.label(owes, booking.name)}>
            {words.paidCash(owes)}
          </PostButton>
        </div>
      </>
    );
  }
  return paid ? <span className="font-semibold">{words.paid}</span> : null;
}
