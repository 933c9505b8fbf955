// The words of the mail about a member's fees: the receipt for a payment, the month's reminder,
// the member's own link, and the operator's notice when a member changes their phone or emergency
// contact. The mail builder (app/lib/fees/fee-mail.server.ts) holds no words.
import { formatMonth } from "#app/core/calendar.ts";
import { rupees } from "#app/core/money.ts";
import { site } from "#app/core/site.ts";
import { openingHours } from "./opening-hours.ts";

/** "November 2026 to December 2026": the months a payment is for, as a receipt says them. */
const monthSpan = (from: string, to: string) => (from === to ? formatMonth(from) : `${formatMonth(from)} to ${formatMonth(to)}`);

export const feeMailCopy = {
  receipt: {
    subject: (receipt: string) => `Your receipt ${receipt} from ${site.brand}`,
    greeting: (name: string) => `Dear ${name},`,
    thanks: "Thank you for your membership fee. This is your receipt; please keep it.",
    heading: "Receipt",
    fields: {
      community: "Received by",
      receipt: "Receipt number",
      date: "Date of receipt",
      member: "Member",
      amount: "Amount",
      inWords: "In words",
      method: "Paid by",
      reference: "Reference",
      paidOn: "Paid on",
      covers: "For the months",
    },
    memberOf: (number: number, name: string) => `M-${number}, ${name}`,
  },
  reminder: {
    subject: (month: string) => `Your membership fee for ${formatMonth(month)}`,
    greeting: (name: string) => `Dear ${name},`,
    due: (amount: number, month: string, months: number) =>
      months > 1
        ? `Your membership fee of ${rupees(amount)} is due: ${months} months up to and including ${formatMonth(month)}.`
        : `Your membership fee of ${rupees(amount)} for ${formatMonth(month)} is due.`,
    already: "If you have paid in the last few days, thank you: please ignore this reminder.",
  },
  howToPay: {
    heading: "How to pay",
    upi: (amount: number) => `By UPI: open the link below on your phone, or scan the QR code with any UPI app (it is also attached). It fills in ${rupees(amount)} and the note for us.`,
    upiLink: "Pay by UPI",
    upiId: "UPI ID",
    payee: "Payee",
    amount: "Amount",
    note: "Note",
    qrAlt: "QR code to pay by UPI",
    /** Beside the QR code on a member's page, where the screen cannot open a UPI app (a computer's). */
    scanWithPhone: "Scan this code with the UPI app on your phone (Google Pay, PhonePe, Paytm or your bank's app): it fills in the amount and the note for us.",
    /** The same page on a phone, below the button: the code is for paying from another phone. */
    scanFromAnotherPhone: "Or scan this code with the UPI app of another phone.",
    /** Where the UPI ID is given to type in a UPI app by hand. */
    typeId: "Or type our UPI ID in your UPI app",
    /** The note a UPI payment carries, which our bank statement shows: the member and the months it pays for. */
    upiNote: (memberNumber: number, from: string, to: string) => `Member M-${memberNumber} fee ${monthSpan(from, to)}`,
    afterUpi: "We record your payment when it reaches our bank account and send you the receipt.",
    otherWays: `In cash or by cheque at the centre (${site.address.display}), ${openingHours.sentence}, or ask us for our bank details: ${site.phone.display}, ${site.email}.`,
  },
  ownLink: {
    label: "Your membership page (payments, receipts, your details)",
    validity: (days: number) => `This personal link works for ${days} days; each mail from us brings a fresh one. Please do not forward it.`,
  },
  link: {
    subject: `Your membership page at ${site.brand}`,
    greeting: (name: string) => `Dear ${name},`,
    intro: "Here is the link to your membership page, as you asked: your payments and receipts, how to pay, and your phone and emergency contact to keep up to date.",
  },
  change: {
    subject: (number: number) => `Member M-${number} changed their contact details`,
    intro: (number: number, name: string) => `${name} (member M-${number}) changed their details on their membership page:`,
    fields: { phone: "Phone number", emergencyContact: "Emergency contact", emergencyPhone: "Emergency contact's phone", contactBy: "Hears from us by" },
    was: (before: string, after: string) => `${after} (was ${before || "empty"})`,
  },
  signOff: `With warm regards,\n${site.brand}\n${site.address.display}\n${site.phone.display}`,
} as const;
