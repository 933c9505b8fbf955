// The words of paying for an event booking (docs/decisions/031-paid-outings.md): the price on the
// public pages, what is due in the visitor's answer and mail, the console's paid state, payment and
// refund forms, the door's one-tap cash, the booking's receipt and its mail.
import type { PaidState } from "#app/core/booking-payments.ts";
import { rupees } from "#app/core/money.ts";
import { site } from "#app/core/site.ts";
import { openingHours } from "./opening-hours.ts";

const places = (n: number) => (n === 1 ? "1 place" : `${n} places`);

/** The Reference field of a booking's payment and of its refund: the same words for both. */
const referenceField = { label: "Reference", hint: "The UPI transaction number (UTR), the bank transfer's reference or the cheque number.", name: "the reference" };

export const bookingPaymentsCopy = {
  /** "₹800 a person" on the event's page, cards and calendar. */
  perPerson: (price: number) => `${rupees(price)} a person`,
  priceLabel: "Price",
  /** "₹1,600 for 2 places". */
  due: (amount: number, seats: number) => `${rupees(amount)} for ${places(seats)}`,

  /** The visitor's answer after booking a priced event (the same whether confirmed, waiting or a repeat). */
  answer: {
    heading: "Paying for your place",
    body: (price: number) =>
      `This outing costs ${rupees(price)} a person. You pay only once your place is confirmed: the e-mail that confirms it says what is due, with a UPI link and QR code that carry your Reference ID. You can also pay in cash at the centre or on the day. On the waiting list you pay nothing until a place is confirmed for you.`,
    /** Under the places chosen: what they would cost. */
    forSeats: (amount: number, seats: number) => `For ${places(seats)}: ${rupees(amount)}.`,
  },

  /** In the mail that confirms a place (a booking, or one moved up from the waiting list). */
  mail: {
    heading: "Paying for your place",
    due: (amount: number, seats: number) => `Due: ${rupees(amount)} for ${places(seats)}.`,
    /** The UPI note (tn): the bank statement shows it, so the payment finds its booking. */
    note: (reference: string) => `Booking ${reference}`,
    otherWays: `Or pay in cash at the centre (${site.address.display}), ${openingHours.sentence}, or on the day at the door. Please quote your Reference ID.`,
    afterUpi: "We record your payment when it reaches our bank account and send you a receipt.",
    /** A booking that has paid part of what it owes (the day-before reminder): what is left to pay. */
    stillDue: (amount: number, seats: number, held: number) => `Still due: ${rupees(amount)} (we have received ${rupees(held)} of ${rupees(amount + held)} for ${places(seats)}).`,
  },

  /** The visitor's own cancellation of a booking that had paid: its page, its mail and the operator's notice. */
  /** Giving back some of a booking's places on the cancel page: what it means for the money. */
  gaveBack: {
    /** A choice of how many places to keep, with what they cost and what comes back. */
    option: (keep: number, cost: number, back: number) =>
      `${keep === 1 ? "1 place" : `${keep} places`}${cost > 0 ? `: ${rupees(cost)}` : ""}${back > 0 ? `, ${rupees(back)} given back to you` : ""}`,
    /** In the answer and the mail: the centre gives money back. */
    refund: (paid: number, back: number) =>
      `You had paid ${rupees(paid)}: the centre will arrange the refund of ${rupees(back)} for the places you gave back. We will call you about it; you can also call us on ${site.phone.display} and quote your Reference ID.`,
    /** In the answer and the mail: money is still to be paid for the places kept. */
    stillDue: (due: number) => `Still to pay for the places you kept: ${rupees(due)}.`,
    operator: {
      subject: (title: string, name: string) => `Places given back, refund due: ${title} - ${name}`,
      intro: (gaveBack: number, keep: number, amount: number) =>
        `A visitor has given back ${gaveBack === 1 ? "1 place" : `${gaveBack} places`} of their booking through the link in their mail and keeps ${keep === 1 ? "1 place" : `${keep} places`}. They had paid for more than they now have: refund due ${rupees(amount)}. Please arrange it and record the refund on the event's page in the console.`,
    },
  },
  cancelled: {
    /** On the cancel page, before the button: what cancelling means for the money. */
    before: (amount: number) => `You have paid ${rupees(amount)} for this booking. If you cancel, the centre will arrange the refund of ${rupees(amount)}.`,
    /** In the answer and the mail. */
    refund: (amount: number) => `You had paid ${rupees(amount)} for this booking: the centre will arrange the refund of ${rupees(amount)}. We will call you about it; you can also call us on ${site.phone.display} and quote your Reference ID.`,
    operator: {
      subject: (title: string, name: string) => `Booking cancelled, refund due: ${title} - ${name}`,
      intro: (amount: number) => `A visitor has cancelled their booking through the link in their mail. They had paid for it: refund due ${rupees(amount)}. Please arrange it and record the refund on the event's page in the console.`,
      refundDue: "Refund due",
    },
  },

  /** The console's words. */
  console: {
    states: {
      free: "Free",
      nothing: "Nothing paid",
      waiting: "Pays once confirmed",
      unpaid: "Not paid",
      part: "Part paid",
      paid: "Paid",
      "refund-due": "Refund due",
      refunded: "Refunded",
    } satisfies Record<PaidState, string>,
    column: "Paid",
    /** Under a booking's paid state: what it holds of what it owes. */
    held: (held: number, due: number) => `${rupees(held)} of ${rupees(due)}`,
    totals: (due: number, received: number, refundsDue: number) =>
      `Due from confirmed bookings: ${rupees(due)}. Received: ${rupees(received)}.${refundsDue > 0 ? ` Refunds due: ${rupees(refundsDue)}.` : ""}`,
    priceLine: (price: number) => `Price: ${rupees(price)} a person.`,
    receipts: "Receipts",
    /** Leaves the payment or refund form without recording anything. */
    close: "Close without recording",
    payment: {
      open: (name: string) => `Record a payment for ${name}`,
      openShort: "Record a payment",
      heading: (name: string, reference: string) => `Payment for ${name} (${reference})`,
      intro: (amount: number, seats: number) => `Due: ${rupees(amount)} for ${places(seats)}.`,
      errorHeading: "The payment was not recorded",
      errorIntro: "Please correct the following:",
      fields: {
        amount: { label: "Amount in rupees", hint: "Whole rupees, digits only: 1600.", required: "Please enter the amount in rupees." },
        method: { label: "How it was paid", required: "Please choose how it was paid." },
        reference: referenceField,
      },
      submit: "Record the payment",
      recorded: (receipt: string) => `Payment recorded: receipt ${receipt}.`,
      recordedMailed: (receipt: string) => `Payment recorded: receipt ${receipt}. The receipt is on its way by e-mail.`,
      already: (receipt: string) => `This payment was already recorded: receipt ${receipt}.`,
      notConfirmed: "Only a confirmed booking can be paid for: confirm the place first.",
      free: "This event is free: there is nothing to pay.",
    },
    refund: {
      open: (name: string) => `Record a refund for ${name}`,
      /** An editor's row of a booking whose refund is due: refunds are recorded by an owner (app/core/roles.ts). */
      byOwner: "An owner records the refund.",
      heading: (name: string, reference: string) => `Refund to ${name} (${reference})`,
      intro: (amount: number) => `To be given back: ${rupees(amount)} (paid, less what the places now cost and what was given back before).`,
      errorHeading: "The refund was not recorded",
      fields: {
        amount: { label: "Amount given back, in rupees", hint: "Whole rupees, digits only.", required: "Please enter the amount given back." },
        method: { label: "How it was given back", required: "Please choose how it was given back." },
        reference: referenceField,
      },
      submit: "Record the refund",
      recorded: "Refund recorded.",
      already: "This refund was already recorded.",
      tooMuch: (due: number) => `The refund cannot be more than what is to be given back: ${rupees(due)}.`,
      nothingDue: "Nothing is to be given back for this booking: it holds no more than its places cost.",
    },
    door: {
      paidCash: (amount: number) => `Paid ${rupees(amount)} cash`,
      label: (amount: number, name: string) => `${name} paid ${rupees(amount)} in cash`,
      owes: (amount: number) => `Owes ${rupees(amount)}`,
      paid: "Paid",
      done: (name: string, receipt: string) => `${name}: cash recorded, receipt ${receipt}.`,
    },
  },

  /** The receipt of a booking's payment: mailed, and printable in the console. */
  receipt: {
    subject: (receipt: string) => `Your receipt ${receipt} from ${site.brand}`,
    greeting: (name: string) => `Dear ${name},`,
    thanks: (title: string) => `Thank you for your payment for ${title}. This is your receipt; please keep it.`,
    heading: "Receipt",
    received: "Received from",
    for: "For",
    forBooking: (title: string, date: string, seats: number, reference: string) => `${title}, ${date}: ${places(seats)} (Reference ID ${reference})`,
    /** After a part payment: what was still to pay when the receipt was issued. */
    stillOwed: (amount: number) => `. Part payment: ${rupees(amount)} still to pay`,
    back: "Back to the event",
  },
};
