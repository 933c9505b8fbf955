// What a booking of a priced event owes and whether it is paid (docs/decisions/031-paid-outings.md).
// Whole rupees. A booking owes the event's price × its places; a place on the waiting list owes
// nothing until it is confirmed; what stands received is the payments that are not void less the
// refunds; a cancelled booking with money still held, or one holding more than its places now cost,
// is "refund due" until a refund is recorded.
// Pure: the console, the door list, the CSV and the mail read these.

/** The most one place can cost: more is a typo's extra digits. */
export const MAX_PRICE = 1_00_000;

/** What `seats` places cost at `price` a place. */
export function bookingDue(price: number, seats: number): number {
  return Math.max(0, price) * seats;
}

const PAID_STATES = ["free", "nothing", "waiting", "unpaid", "part", "paid", "refund-due", "refunded"] as const;
export type PaidState = (typeof PAID_STATES)[number];

export type BookingMoney = {
  status: string;
  seats: number;
  /** The event's price of one place. */
  price: number;
  /** Payments that stand (not void), whole rupees. */
  paid: number;
  /** Refunds recorded. */
  refunded: number;
};

/** What the booking still holds of the visitor's money: paid less refunded. */
export const heldOf = (b: Pick<BookingMoney, "paid" | "refunded">) => Math.max(0, b.paid - b.refunded);

/** What is still to be paid: nothing for a cancelled booking or one on the waiting list. */
export function stillDue(b: BookingMoney): number {
  if (b.status !== "confirmed") return 0;
  return Math.max(0, bookingDue(b.price, b.seats) - heldOf(b));
}

/**
 * What is to be given back: everything held by a cancelled booking; what a confirmed booking holds
 * beyond what its places now cost (places given back on the cancel page); nothing while a place
 * waits (the money is kept for the place the booking may get).
 */
export function refundDue(b: BookingMoney): number {
  const held = heldOf(b);
  if (b.status === "cancelled") return held;
  if (b.status === "confirmed") return Math.max(0, held - bookingDue(b.price, b.seats));
  return 0;
}

/** The booking's paid state, as the console shows it. */
export function paidState(b: BookingMoney): PaidState {
  const held = heldOf(b);
  if (b.status === "cancelled") return held > 0 ? "refund-due" : b.refunded > 0 ? "refunded" : "nothing";
  if (b.price <= 0 && held === 0) return "free";
  if (b.status === "waitlisted") return held > 0 ? "part" : "waiting";
  if (refundDue(b) > 0) return "refund-due";
  const due = bookingDue(b.price, b.seats);
  return held >= due ? "paid" : held > 0 ? "part" : "unpaid";
}

/** The event's totals: what the confirmed bookings owe, and what is held (received less refunded) over all bookings. */
export function eventTotals(bookings: readonly BookingMoney[]): { due: number; received: number; refundsDue: number } {
  let due = 0;
  let received = 0;
  let refundsDue = 0;
  for (const b of bookings) {
    if (b.status === "confirmed") due += bookingDue(b.price, b.seats);
    received += heldOf(b);
    refundsDue += refundDue(b);
  }
  return { due, received, refundsDue };
}
