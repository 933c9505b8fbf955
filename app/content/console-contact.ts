// The console's words for the people the site's mail does not reach (decision 042): the lists of
// whom to send a WhatsApp message or ring, beside each name, on an event, after a change, a
// cancellation or a message, on the register for the month's fees, and on a member's receipts.
import { rupees } from "#app/core/money.ts";

const places = (n: number) => (n === 1 ? "1 place" : `${n} places`);

export const consoleContactCopy = {
  /** The event page's list, and the register's for the month. */
  eventHeading: "Not reached by e-mail",
  eventIntro: "These people have no e-mail address or chose WhatsApp or a phone call. Send them the message from your own WhatsApp, or ring them.",
  monthHeading: (month: string) => `Fee reminders by WhatsApp or a call: ${month}`,
  monthIntro: "Members who owe for this month and have no e-mail address or chose WhatsApp or a call. The reminder e-mail does not reach them: send the prepared reminder, or ring them.",
  monthNone: "Nobody who owes this month is to be reminded by WhatsApp or a call.",
  receiptsHeading: "Receipts by WhatsApp or a call",
  receiptsIntro: "The member has no e-mail address or chose WhatsApp or a call, so the receipt e-mail does not reach them: send each receipt from your own WhatsApp.",
  /** The two lists inside a section. */
  whatsappList: "Send on WhatsApp",
  ringList: "Ring them",
  ringNone: "Nobody to ring.",
  whatsappNone: "Nobody to send a WhatsApp message to.",
  noNumber: "No phone number: they cannot be told.",
  /** After a change, a cancellation or a message: the answer's list. */
  tellHeading: {
    change: "Tell these people yourself",
    message: "Send the message to these people yourself",
  } as Record<string, string>,
  tellIntro: (n: number) => `The e-mail did not reach ${n === 1 ? "this person" : `these ${n} people`}: they have no e-mail address or chose WhatsApp or a call.`,
  /** The buttons: a post that records who prepared it, then opens WhatsApp or the phone. */
  whatsappButton: "WhatsApp",
  whatsappButtonLabel: (what: string, name: string) => `WhatsApp ${name}: ${what}`,
  callButton: "Call",
  callButtonLabel: (name: string) => `Call ${name} (records the call)`,
  /** The number as a plain tel: link. */
  telLabel: (name: string) => `Ring ${name}`,
  why: {
    noEmail: "No e-mail address",
    choseWhatsapp: "Chose WhatsApp",
    chosePhone: "Chose a phone call",
  },
  purposes: {
    confirmation: "their booking",
    moved_up: "moved up from the waiting list",
    change: "the change",
    message: "your message",
    reminder: "the fee reminder",
    receipt: "the receipt",
  },
  prepared: (channel: "whatsapp" | "call", by: string, at: string, what: string) => `${channel === "call" ? "Call" : "WhatsApp"} prepared by ${by} at ${at}: ${what}.`,
  stillToRemind: "Still to be reminded",
  stillToTell: "Still to be told",
  bookingLine: (status: string, seats: number) => `${status === "confirmed" ? "Confirmed" : status === "waitlisted" ? "On the waiting list" : "Cancelled"}, ${places(seats)}`,
  dueLine: (number: number, amount: string) => `M-${number}: ${amount} due`,
  receiptLine: (receipt: string, amount: string) => `Receipt ${receipt}: ${amount}`,
  /** The tell step, before a change is saved: who the e-mail reaches and who it does not. */
  askMailed: (mailed: number, about: string) => `This will e-mail ${mailed} ${mailed === 1 ? "person" : "people"} about the new ${about}.`,
  askNoMail: (about: string) => `Nobody booked will be e-mailed about the new ${about}.`,
  askUnreached: (n: number) =>
    `${n === 1 ? "1 person has" : `${n} people have`} no e-mail address or chose WhatsApp or a call: after you save, the page lists ${n === 1 ? "them" : "each"} with a prepared WhatsApp message and their number to ring.`,
  /** After the notice of a change or cancellation told by e-mail. */
  notReached: (n: number) => (n === 0 ? "" : `${n === 1 ? "1 person was" : `${n} people were`} not reached by e-mail: tell them yourself (below).`),
  /** An application's record: how they would like to hear from us, changed by the operator. */
  record: {
    heading: "How they would like to hear from us",
    label: "Hears from us by",
    hint: "As they asked on the form; change it if they tell you otherwise. WhatsApp and a call are prepared beside their name when the site would write to them.",
    save: "Save",
    saved: "How they would like to hear from us is saved.",
  },
  /** Why preparing failed (the post's own answer, a page of the console). */
  refusedTitle: "Nothing to prepare",
  back: "Back to the console",
  refused: {
    "not-found": "There is nothing to prepare for this person any more (the booking or payment is gone, or nothing is due).",
    "no-number": "This person has no number that WhatsApp or a call can use.",
  },
  /** Shown to the operator: the price a reminder asks for. */
  amount: (n: number) => rupees(n),
};
