// The words of the WhatsApp Cloud API's template messages: the messages the server sends by itself,
// when the centre has the WhatsApp Business Platform (README, "WhatsApp Business Platform"), to the
// people who chose WhatsApp. A template's body is approved by Meta word for word, with numbered
// places ({{1}}, {{2}} …) the server fills in; these are the words to submit, each as category
// "Utility" and language English. The same facts as the mail: the Reference ID, the amount, the
// UPI link, the cancel link or the member's own page. The words the site fills in (a sentence such
// as why a booking was cancelled) are here too. app/lib/whatsapp/templates.test.ts fills every
// template with the longest values the site allows and checks it stays within WhatsApp's limits.
import { formatMonth } from "#app/core/calendar.ts";
import { rupees } from "#app/core/money.ts";
import { site } from "#app/core/site.ts";

/** How each template ends: who wrote, and how to reach them. */
const signOff = `${site.shortBrand}, ${site.phone.display}`;

/**
 * One template: the name it is submitted under (WHATSAPP_TEMPLATE_<KIND> replaces it), its body
 * word for word, and each numbered place in order: what it holds, an example Meta asks for when the
 * template is submitted, the most characters it may take, and whether it is a link (never cut short).
 */
type TemplateWords = {
  name: string;
  /** What the template is for, as the README and the Outbox say it. */
  purpose: string;
  body: string;
  params: readonly { what: string; example: string; max: number; link?: true }[];
};

const name = { what: "the person's name", example: "Lakshmi Narayan", max: 60 };
const title = { what: "the event", example: "Carnatic music evening", max: 120 };
const when = { what: "when it is", example: "Saturday 12 December 2026, 10:30 am to 1 pm", max: 80 };
const where = { what: "where it is", example: "Anandam Centre, 14 Temple Street, Malleshwaram", max: 150 };
const reference = { what: "the Reference ID", example: "EVT-1765432100000-AB12CD", max: 40 };
const places = { what: "how many places", example: "2 places", max: 20 };
const toPay = { what: "what is due and how to pay it", example: "Nothing: the event is free.", max: 300 };
const cancelLink = { what: "the booking's own cancel link", example: "https://anandam-seniors.example/events/music-evening/cancel?ref=EVT-1765432100000-AB12CD&token=8fQ2", max: 300, link: true } as const;

/** What a confirmed place's messages say after their first line (the booking and the move up): the same facts, the same words. */
const placeLines = [
  "Reference ID: {{3}}",
  "When: {{4}}",
  "Where: {{5}}",
  "Places: {{6}}",
  "To pay: {{7}}",
  "If you cannot come, cancel here so someone else can have your place: {{8}}",
  signOff,
];

export const whatsappTemplates = {
  booking_confirmed: {
    name: "booking_confirmed",
    purpose: "A place booked (on the website or by the centre for someone who phoned)",
    body: ["Namaste {{1}}. Your place at {{2}} is booked.", ...placeLines].join("\n"),
    params: [name, title, reference, when, where, places, toPay, cancelLink],
  },
  booking_waitlisted: {
    name: "booking_waitlisted",
    purpose: "A booking on the waiting list",
    body: [
      "Namaste {{1}}. You are number {{2}} on the waiting list for {{3}}. If places become free we will confirm them for you and tell you; you do not need to do anything.",
      "Reference ID: {{4}}",
      "When: {{5}}",
      "Places asked for: {{6}}",
      "If you no longer wish to come, cancel here: {{7}}",
      signOff,
    ].join("\n"),
    params: [name, { what: "the place on the waiting list", example: "3", max: 6 }, title, reference, when, places, cancelLink],
  },
  booking_promoted: {
    name: "booking_promoted",
    purpose: "A place from the waiting list became the person's",
    body: ["Namaste {{1}}. Good news: a place has become free at {{2}}, and it is yours. Your booking is now confirmed.", ...placeLines].join("\n"),
    params: [name, title, reference, when, where, places, toPay, cancelLink],
  },
  booking_changed: {
    name: "booking_changed",
    purpose: "The event's name, date, time or place changed",
    body: [
      "Namaste {{1}}. Please note that the details of {{2}} have changed. Your booking stands as it was.",
      "What has changed: {{3}}",
      "Reference ID: {{4}}",
      "When: {{5}}",
      "Where: {{6}}",
      signOff,
    ].join("\n"),
    params: [
      name,
      title,
      { what: "what changed, as it was and as it is now", example: "The time: was 10:30 am to 1 pm, now 11 am to 1:30 pm.", max: 400 },
      reference,
      when,
      where,
    ],
  },
  booking_cancelled: {
    name: "booking_cancelled",
    purpose: "A booking cancelled (by the person, by the centre, or with the whole event)",
    body: [
      "Namaste {{1}}. Your booking for {{2}} on {{3}} is cancelled.",
      "Why: {{4}}",
      "Reference ID: {{5}}",
      "If you have a question, please reply here or call us.",
      signOff,
    ].join("\n"),
    params: [name, title, { what: "the date", example: "Saturday 12 December 2026", max: 40 }, { what: "why, in a sentence", example: "Heavy rain is forecast and the hall is closed.", max: 400 }, reference],
  },
  event_message: {
    name: "event_message",
    purpose: "The centre's message to everyone booked on an event",
    body: [
      "Namaste {{1}}. A message from us about {{2}} on {{3}}, which you are booked on.",
      "Subject: {{4}}",
      "Message: {{5}}",
      "Reference ID: {{6}}",
      signOff,
    ].join("\n"),
    params: [
      name,
      title,
      { what: "the date", example: "Saturday 12 December 2026", max: 40 },
      { what: "the message's subject", example: "Please bring a shawl", max: 150 },
      { what: "the message (a long one is cut short)", example: "The hall will be cool in the evening. Tea is served at 4 pm.", max: 900 },
      reference,
    ],
  },
  fee_reminder: {
    name: "fee_reminder",
    purpose: "The month's membership fee reminder",
    body: [
      "Namaste {{1}}. Your membership fee of {{2}} is due: {{3}}.",
      "How to pay: {{4}}",
      "If you have paid in the last few days, thank you: please ignore this message.",
      "Your own page (fees and receipts): {{5}}",
      signOff,
    ].join("\n"),
    params: [
      name,
      { what: "the amount", example: "₹1,500", max: 20 },
      { what: "the months", example: "3 months up to and including December 2026", max: 60 },
      { what: "how to pay (the UPI link when the centre has one)", example: "by UPI with this link, upi://pay?pa=anandam@okaxis&pn=Anandam&am=1500.00&cu=INR&tn=Member%20M-12, or in cash at the centre.", max: 400, link: true },
      { what: "the member's own page (a new link, valid 60 days)", example: "https://anandam-seniors.example/membership/8fQ2", max: 120, link: true },
    ],
  },
  payment_receipt: {
    name: "payment_receipt",
    purpose: "A receipt for a payment (a member's fee, or a booking's)",
    body: [
      "Namaste {{1}}. Thank you for your payment of {{2}} for {{3}}.",
      "Receipt number: {{4}}",
      "Paid on: {{5}}",
      "Paid by: {{6}}",
      "Please keep this message as your receipt.",
      signOff,
    ].join("\n"),
    params: [
      name,
      { what: "the amount", example: "₹800", max: 20 },
      { what: "what it pays for", example: "the membership fee, November 2026 to December 2026", max: 200 },
      { what: "the receipt number", example: "2026-27/0042", max: 30 },
      { what: "the date", example: "12 December 2026", max: 40 },
      { what: "how it was paid", example: "UPI, reference 412345678901", max: 120 },
    ],
  },
} as const satisfies Record<string, TemplateWords>;

export type WhatsAppTemplateKind = keyof typeof whatsappTemplates;

/** The words the server fills in. */
export const whatsappFill = {
  places: (n: number) => (n === 1 ? "1 place" : `${n} places`),
  toPay: {
    free: "Nothing: the event is free.",
    due: (amount: number, upi: string | null) =>
      upi
        ? `${rupees(amount)}. Pay by UPI with this link, ${upi}, or in cash at the centre or at the door. Please quote your Reference ID.`
        : `${rupees(amount)}, in cash at the centre or at the door. Please quote your Reference ID.`,
    paid: (amount: number) => `Nothing more: ${rupees(amount)} is paid, thank you.`,
  },
  cancelled: {
    byThem: "You cancelled it on our website.",
    byUs: "The centre cancelled your booking.",
    eventNoReason: "The event cannot take place.",
  },
  months: (month: string, months: number) => (months > 1 ? `${months} months up to and including ${formatMonth(month)}` : formatMonth(month)),
  howToPay: (upi: string | null) => (upi ? `by UPI with this link, ${upi}, or in cash at the centre.` : "in cash at the centre, or ask us how to pay by bank transfer."),
  /** What a cut value ends with. */
  cut: "…",
} as const;
