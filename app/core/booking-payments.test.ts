import { describe, expect, it } from "vitest";
import { bookingDue, eventTotals, heldOf, paidState, stillDue, type BookingMoney } from "./booking-payments.ts";

const booking = (b: Partial<BookingMoney> = {}): BookingMoney => ({ status: "confirmed", seats: 2, price: 800, paid: 0, refunded: 0, ...b });

describe("what a booking owes", () => {
  it("is the price of a place times the places, in whole rupees", () => {
    expect(bookingDue(800, 2)).toBe(1600);
    expect(bookingDue(1200, 4)).toBe(4800);
    expect(bookingDue(0, 3)).toBe(0);
  });

  it("is still due only while confirmed and not all paid", () => {
    expect(stillDue(booking())).toBe(1600);
    expect(stillDue(booking({ paid: 800 }))).toBe(800);
    expect(stillDue(booking({ paid: 1600 }))).toBe(0);
    expect(stillDue(booking({ paid: 2000 }))).toBe(0);
    // The waiting list pays once confirmed; a cancelled booking owes nothing.
    expect(stillDue(booking({ status: "waitlisted" }))).toBe(0);
    expect(stillDue(booking({ status: "cancelled" }))).toBe(0);
    // A refund given back makes what was paid owed again while the booking stands.
    expect(stillDue(booking({ paid: 1600, refunded: 800 }))).toBe(800);
  });

  it("holds what was paid less what was given back", () => {
    expect(heldOf({ paid: 1600, refunded: 600 })).toBe(1000);
    expect(heldOf({ paid: 0, refunded: 0 })).toBe(0);
  });
});

describe("a booking's paid state", () => {
  it.each([
    [booking({ price: 0 }), "free"],
    [booking({ price: 0, status: "waitlisted" }), "free"],
    [booking(), "unpaid"],
    [booking({ paid: 800 }), "part"],
    [booking({ paid: 1600 }), "paid"],
    [booking({ status: "waitlisted" }), "waiting"],
    [booking({ status: "cancelled" }), "nothing"],
    [booking({ status: "cancelled", paid: 1600 }), "refund-due"],
    [booking({ status: "cancelled", paid: 1600, refunded: 800 }), "refund-due"],
    [booking({ status: "cancelled", paid: 1600, refunded: 1600 }), "refunded"],
  ] as const)("%o is %s", (money, state) => expect(paidState(money)).toBe(state));
});

describe("an event's totals", () => {
  it("adds what the confirmed bookings owe, what is held, and the refunds due", () => {
    expect(
      eventTotals([
        booking({ paid: 1600 }),
        booking({ seats: 1 }),
        booking({ status: "waitlisted", seats: 3 }),
        booking({ status: "cancelled", paid: 800, seats: 1 }),
        booking({ status: "cancelled", paid: 800, refunded: 800, seats: 1 }),
      ]),
    ).toEqual({ due: 2400, received: 2400, refundsDue: 800 });
  });
});
