// The words of a member's own pages: /membership, where a member asks for their personal link by
// e-mail, and /membership/<link>, their page behind it (payments, receipts, how to pay, their phone
// and emergency contact to keep up to date).
import { site } from "#app/core/site.ts";

export const membershipPageCopy = {
  ask: {
    title: "Your membership page",
    intro: `Members of ${site.brand} have a page of their own: your payments and receipts, how to pay, and your phone number and emergency contact to keep up to date. It needs no password: we send you a personal link by e-mail.`,
    fields: { email: { label: "Your e-mail address", hint: "The one you gave us when you joined.", required: "Please enter your e-mail address." } },
    submit: "Send me my link",
    sent: (email: string) =>
      `If ${email} belongs to a member, a link to your page is on its way to it. It works for 60 days. If nothing arrives within an hour, please call us on ${site.phone.display}.`,
    badEmail: "Please enter an e-mail address such as name@example.com.",
  },
  own: {
    title: "Your membership",
    gone: {
      title: "This link does not work",
      body: `The link may be older than 60 days, or mistyped. Ask for a new one on the membership page, or call us on ${site.phone.display}.`,
      again: "Send me a new link",
    },
    facts: { number: "Member number", plan: "Plan", joined: "Member since", paidUntil: "Paid until", household: "Household" },
    payments: "Your payments",
    noPayments: "No payment recorded yet.",
    /** Before the receipt's number, which never breaks: "Receipt 2026-27/0001". */
    receipt: "Receipt",
    void: "This receipt was cancelled.",
    print: "To print a receipt, use your browser's Print.",
    howToPay: "How to pay",
    due: (amount: string) => `Due now: ${amount}.`,
    notDue: "You are paid up. Thank you.",
    contact: {
      heading: "Your phone and emergency contact",
      intro: "If your number or your emergency contact changes, please tell us here. The office is told.",
      fields: {
        phone: { label: "Your phone number", required: "Please enter your phone number." },
        emergencyContact: { label: "Emergency contact (name)", required: "Please enter the name of your emergency contact." },
        emergencyPhone: { label: "Emergency contact's phone number", required: "Please enter your emergency contact's phone number." },
        contactBy: {
          label: "How would you like to hear from us?",
          hint: "Your fee reminders and receipts: by e-mail, or a WhatsApp message or a phone call from one of our volunteers.",
          required: "Please choose how you would like to hear from us.",
        },
      },
      errorHeading: "Your details were not saved",
      errorIntro: "Please correct the following:",
      submit: "Save my details",
      saved: "Thank you: your details were saved and the office was told.",
    },
  },
} as const;
