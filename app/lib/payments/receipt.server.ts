// Owns what a receipt says, for a member's fee and for an event booking alike: one builder for the
// mail, the printable receipt, the member's own page and the payments CSV. A receipt says what it
// said when it was issued: who paid and what for are stored on the payment when it is recorded
// (payments.payer_name, payments.paid_for), and a reprint after a rename or an event's new title
// reads those. Payments recorded before they were stored are worked out from the member or the
// booking as they stand, as receipts were before (docs/decisions/036-one-ledger.md).
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import { consoleRegisterCopy } from "#app/content/console-register.ts";
import { feeMailCopy } from "#app/content/fee-mail.ts";
import { formatDate, formatStoredDate, todayIso } from "#app/core/calendar.ts";
import type { PaymentMethod } from "#app/core/fees.ts";
import { rupees, rupeesInWords } from "#app/core/money.ts";
import { site } from "#app/core/site.ts";
import type { payments } from "#app/lib/db/schema.ts";

type Payment = typeof payments.$inferSelect;

/** What a payment is for, as the console knows it when the payment is recorded or reprinted. */
export type PaidBy =
  | { kind: "fee"; memberNumber: number; name: string }
  | { kind: "booking"; name: string; event: { title: string; date: string }; seats: number; reference: string; stillOwed?: number };

/** Who paid, as a receipt names them. */
export const payerOf = (by: PaidBy) => by.name;

/** What the payment is for, as a receipt says it: a fee's months, or the event, its date and places. */
export function paidForOf(by: PaidBy, payment: Pick<Payment, "coversFrom" | "coversTo">): string {
  if (by.kind === "fee") return consoleRegisterCopy.member.covers(payment.coversFrom ?? "", payment.coversTo ?? "");
  const paidFor = bookingPaymentsCopy.receipt.forBooking(by.event.title, formatDate(by.event.date, "long"), by.seats, by.reference);
  // A part payment says what was still owed after it, as it stood when the receipt was issued (stored with it).
  return by.stillOwed ? `${paidFor}${bookingPaymentsCopy.receipt.stillOwed(by.stillOwed)}` : paidFor;
}

/** The receipt's lines (label and value), as the mail, the printable receipt and the member's page say them. */
export function receiptFacts(payment: Payment, by: PaidBy): { label: string; value: string }[] {
  const f = feeMailCopy.receipt.fields;
  const payer = payment.payerName || payerOf(by);
  const paidFor = payment.paidFor || paidForOf(by, payment);
  const method = consoleRegisterCopy.methods[payment.method as PaymentMethod] ?? payment.method;
  const who = by.kind === "fee" ? { label: f.member, value: feeMailCopy.receipt.memberOf(by.memberNumber, payer) } : { label: bookingPaymentsCopy.receipt.received, value: payer };
  return [
    { label: f.community, value: `${site.brand}, ${site.address.display}` },
    { label: f.receipt, value: payment.receiptNumber },
    { label: f.date, value: formatStoredDate(todayIso(payment.createdAt)) },
    who,
    ...(by.kind === "booking" ? [{ label: bookingPaymentsCopy.receipt.for, value: paidFor }] : []),
    { label: f.amount, value: rupees(payment.amount) },
    { label: f.inWords, value: rupeesInWords(payment.amount) },
    { label: f.method, value: method },
    ...(payment.reference ? [{ label: f.reference, value: payment.reference }] : []),
    { label: f.paidOn, value: formatStoredDate(payment.paidOn) },
    ...(by.kind === "fee" ? [{ label: f.covers, value: paidFor }] : []),
  ];
}

/** A member's fee: the member's number and name. */
export const feePaidBy = (member: { number: number; name: string }): PaidBy => ({ kind: "fee", memberNumber: member.number, name: member.name });

/** A booking's payment: the name booked under, the event, its places and the Reference ID; what is still owed after a part payment. */
export const bookingPaidBy = (booking: { name: string; seats: number; reference: string }, event: { title: string; date: string }, stillOwed = 0): PaidBy => ({
  kind: "booking",
  name: booking.name,
  event: { title: event.title, date: event.date },
  seats: booking.seats,
  reference: booking.reference,
  ...(stillOwed > 0 ? { stillOwed } : {}),
});
