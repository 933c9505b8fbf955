// The words of the WhatsApp messages the console prepares for a volunteer to send from their own
// phone, to the people the site would mail but whose mail would not reach them (no e-mail, or they
// chose WhatsApp): one function per purpose, each the same facts as its mail, short and plain.
// Each message is cut to WHATSAPP_TEXT_LIMIT (app/content/whatsapp-messages.test.ts checks the
// longest each can be); the Cloud API's templates are the other worker's app/content/whatsapp-templates.ts.
import { formatMonth } from "#app/core/calendar.ts";
import { rupees } from "#app/core/money.ts";
import { site } from "#app/core/site.ts";

/**
 * The longest text a prepared message may be: a click-to-chat address carries its text in the
 * address (percent-encoded, three bytes a character for ₹ and Indian scripts), and the Cloud API
 * takes a template body of at most 1,024 characters. 1,000 keeps every message within both.
 */
export const WHATSAPP_TEXT_LIMIT = 1000;

/** What a booking's messages say of the event and the booking. */
export type WaBooking = {
  name: string;
  title: string;
  /** "Saturday 12 December 2026, 10:30 am to 1 pm" (app/core/calendar.ts formatEventWhen, words). */
  when: string;
  venue: string;
  reference: string;
  seats: number;
  status: "confirmed" | "waitlisted" | "cancelled";
  /** Place on the waiting list. */
  position?: number;
  /** What is due for a confirmed place at a priced event, and the UPI link when the centre has one. */
  due?: { amount: number; upi: string | null } | null;
  /** The booking's cancel link, made when the message was prepared (none in what the console shows). */
  cancelUrl?: string | null;
  /** The event's public page. */
  eventUrl: string;
};

const places = (n: number) => (n === 1 ? "1 place" : `${n} places`);
const signOff = `${site.shortBrand}, ${site.phone.display}`;

/**
 * A message within the limit: the parts joined by blank lines; when too long, the parts named by
 * `cut` (free text: a greeting with a long name and title, an operator's words, a reason) are
 * shortened in that order, each ending in "…", so the facts and links after them stay whole.
 */
function fit(parts: readonly (string | null | undefined | false)[], cut: readonly number[] = [0]): string {
  const kept = parts.map((p) => (typeof p === "string" && p !== "" ? p : null));
  const join = () => kept.filter((p): p is string => p !== null).join("\n\n");
  for (const index of cut) {
    const over = join().length - WHATSAPP_TEXT_LIMIT;
    const part = kept[index];
    if (over <= 0) break;
    if (part) kept[index] = `${part.slice(0, Math.max(20, part.length - over - 1)).trimEnd()}…`;
  }
  return join().slice(0, WHATSAPP_TEXT_LIMIT);
}

/** A title or a place of the longest kind, shortened in the facts (the event's page has it whole). */
const upTo = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

function bookingFacts(b: WaBooking): string {
  return [`Reference ID: ${b.reference}`, upTo(b.title, 90), `When: ${b.when}`, `Where: ${upTo(b.venue, 90)}`, places(b.seats)].join("\n");
}

function payLine(b: WaBooking): string | null {
  if (!b.due || b.due.amount <= 0) return null;
  const upi = b.due.upi ? `\nPay by UPI: ${b.due.upi}` : "";
  return `Due: ${rupees(b.due.amount)} for ${places(b.seats)}. Please quote your Reference ID.${upi}\nOr pay in cash at the centre or at the door.`;
}

const cancelLine = (b: WaBooking) => (b.cancelUrl ? `If you cannot come, cancel here so someone else can have your place: ${b.cancelUrl}` : `If you cannot come, please reply here or call us so someone else can have your place.`);

export const whatsappMessages = {
  /** A booking made (for someone who phoned, or one whose mail would not reach them): the place or the waiting list, and what is due. */
  confirmation(b: WaBooking): string {
    const intro =
      b.status === "waitlisted"
        ? `Namaste ${b.name}. All places at ${b.title} are taken for now, so you are number ${b.position ?? 1} on the waiting list. If a place becomes free we will confirm it and tell you.`
        : `Namaste ${b.name}. Your place at ${b.title} is booked.`;
    return fit([intro, bookingFacts(b), payLine(b), b.status === "cancelled" ? null : cancelLine(b), signOff]);
  },

  /** A place from the waiting list has become theirs. */
  movedUp(b: WaBooking): string {
    return fit([`Namaste ${b.name}. Good news: a place has become free at ${b.title}, and it is yours. Your booking is now confirmed.`, bookingFacts(b), payLine(b), cancelLine(b), signOff]);
  },

  /** The event's details changed: what changed (as the mail says it) and the details now. */
  change(b: WaBooking, changes: readonly string[]): string {
    const stands = b.status === "waitlisted" ? "Your place on the waiting list stands as it was." : "Your booking stands as it was.";
    return fit([`Namaste ${b.name}. Please note that the details of ${b.title} have changed. ${stands}`, changes.length ? changes.join("\n") : null, bookingFacts(b), signOff], [1, 0]);
  },

  /** The centre cancelled the event: the reason given, and the refund when money was paid. */
  eventCancelled(b: WaBooking, date: string, reason: string | null, refund: number): string {
    return fit(
      [
        `Namaste ${b.name}. We are sorry: ${b.title} on ${date} has been cancelled.`,
        reason ? `Why: ${reason}` : null,
        `Reference ID: ${b.reference}`,
        refund > 0 ? `You had paid ${rupees(refund)}: the centre will arrange the refund and call you about it.` : null,
        signOff,
      ],
      [1, 0],
    );
  },

  /** The operator's message to everyone booked: its subject and words, then which booking it is about. A long one is cut, never its facts. */
  message(b: WaBooking, message: { subject: string; body: string }): string {
    return fit([`Namaste ${b.name}. ${message.subject}`, message.body.trim(), `About your booking:\n${bookingFacts(b)}`, signOff], [1, 0]);
  },

  /** The month's membership fee: the amount, the months, the UPI link and the member's own page. */
  reminder(m: { name: string; amount: number; month: string; months: number; upi: string | null; ownLink: string | null }): string {
    const due =
      m.months > 1
        ? `Your membership fee of ${rupees(m.amount)} is due: ${m.months} months up to and including ${formatMonth(m.month)}.`
        : `Your membership fee of ${rupees(m.amount)} for ${formatMonth(m.month)} is due.`;
    return fit([
      `Namaste ${m.name}. ${due}`,
      m.upi ? `Pay by UPI: ${m.upi}` : null,
      `Or pay in cash at the centre. If you have paid in the last few days, thank you: please ignore this message.`,
      m.ownLink ? `Your own page (fees and receipts): ${m.ownLink}` : null,
      signOff,
    ]);
  },

  /** A receipt: the same facts as the receipt mail, one a line, and the member's own page where there is one. */
  receipt(r: { name: string; facts: readonly { label: string; value: string }[]; ownLink: string | null }): string {
    return fit([`Namaste ${r.name}. Thank you for your payment. This is your receipt; please keep it.`, r.facts.map((f) => `${f.label}: ${f.value}`).join("\n"), r.ownLink ? `Your own page (fees and receipts): ${r.ownLink}` : null, signOff]);
  },
};
