// Owns the second press where money may be doubled: before a payment is recorded, for a member's
// fee or an event booking alike, the console asks about what looks like the same money again (the
// same amount for the same member or booking within 10 minutes; a UPI, bank or cheque reference
// used on any payment that stands) and about what looks wrong (a booking paid above what is still
// due; a fee dated before the member joined). Each question names what it matches and has a key;
// the answer's "Record it anyway" posts the keys back, with the values as typed, and the payment is
// recorded once every question asked has been seen. A new question (a third press meanwhile) asks
// again. The questions are decided inside the payment's transaction, after its locks: the member's
// or the booking's row, and the reference's (lockReference), so two volunteers pressing at once,
// on two servers too, get one payment and one question.
import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";
import { paymentQuestionsCopy as words, type Matched } from "#app/content/payment-questions.ts";
import { compareDates, formatWhen, parseIsoDate } from "#app/core/calendar.ts";
import { SEEN_FIELD } from "#app/core/form-token-fields.ts";
import { SAME_MONEY_MINUTES } from "#app/core/payment-rules.ts";
import type { Tx } from "#app/lib/db/client.server.ts";
import { eventRegistrations, payments, registerMembers } from "#app/lib/db/schema.ts";


export type Question = { key: string; text: string };

/** A reference as it is compared: letters and digits only, upper case ("utr 4321-98" is "UTR432198"). */
const referenceKey = (reference: string) => reference.normalize("NFKC").toUpperCase().replace(/[^\p{L}\p{N}]/gu, "");

/**
 * Inside the payment's transaction, before the row it pays for is locked: holds the reference's
 * advisory lock, so two payments with one reference (two servers, two members) are decided one
 * after the other, and the second is asked about the first.
 */
export async function lockReference(tx: Tx, reference: string): Promise<void> {
  const key = referenceKey(reference);
  if (key) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-reference:${key}`}))`);
}

type For = { memberId: number; bookingId?: never } | { bookingId: number; memberId?: never };

export type QuestionFacts = For & {
  amount: number;
  reference: string;
  paidOn: string;
  /** A member's join date: a fee dated before it is asked about. */
  joinedOn?: string;
  /** A booking's money still due before this payment: more than it is asked about. */
  stillDue?: number;
  now: Date;
};

/** How a question names a payment already recorded. */
async function matched(tx: Tx, payment: typeof payments.$inferSelect): Promise<Matched> {
  let who = payment.payerName;
  if (payment.memberId !== null) {
    const [member] = await tx.select({ number: registerMembers.number, name: registerMembers.name }).from(registerMembers).where(eq(registerMembers.id, payment.memberId));
    who = `M-${member?.number ?? "?"}${member ? ` (${member.name})` : ""}`;
  } else if (payment.bookingId !== null) {
    const [booking] = await tx.select({ name: eventRegistrations.name, reference: eventRegistrations.reference }).from(eventRegistrations).where(eq(eventRegistrations.id, payment.bookingId));
    who = booking ? `${booking.name || "an erased booking"} (${booking.reference})` : who;
  }
  return { amount: payment.amount, who, by: payment.recordedBy, at: formatWhen(payment.createdAt), receipt: payment.receiptNumber };
}

/** The questions this payment raises, in the order they are shown; none for money that looks right. */
export async function paymentQuestions(tx: Tx, facts: QuestionFacts): Promise<Question[]> {
  const questions: Question[] = [];
  const since = new Date(facts.now.getTime() - SAME_MONEY_MINUTES * 60_000);
  const forThis = facts.memberId !== undefined ? eq(payments.memberId, facts.memberId) : eq(payments.bookingId, facts.bookingId);
  const [recent] = await tx
    .select()
    .from(payments)
    .where(and(forThis, eq(payments.amount, facts.amount), isNull(payments.voidedAt), gte(payments.createdAt, since)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (recent) questions.push({ key: `recent:${recent.id}`, text: words.recent(await matched(tx, recent)) });
  const key = referenceKey(facts.reference);
  if (key) {
    const [used] = await tx
      .select()
      .from(payments)
      .where(and(isNull(payments.voidedAt), sql`upper(regexp_replace(${payments.reference}, '[^[:alnum:]]', '', 'g')) = ${key}`))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (used) questions.push({ key: `reference:${used.id}`, text: words.reference(await matched(tx, used), facts.reference) });
  }
  if (facts.stillDue !== undefined && facts.amount > facts.stillDue) questions.push({ key: `over:${facts.amount}:${facts.stillDue}`, text: words.overDue(facts.amount, facts.stillDue) });
  const paid = parseIsoDate(facts.paidOn);
  const joined = facts.joinedOn ? parseIsoDate(facts.joinedOn) : null;
  if (paid && joined && compareDates(paid, joined) < 0) questions.push({ key: `before-joining:${facts.paidOn}`, text: words.beforeJoining(facts.paidOn, facts.joinedOn!) });
  return questions;
}

/** The questions not yet seen: those whose key the operator's "Record it anyway" did not post back. */
export const unanswered = (questions: readonly Question[], seen: readonly string[]) => questions.filter((q) => !seen.includes(q.key));

/** The keys of the questions a form's "Record it anyway" posted back: at most ten, each short. */
export function seenOf(form: FormData): string[] {
  return form
    .getAll(SEEN_FIELD)
    .filter((v): v is string => typeof v === "string" && /^[a-z-]+(:[0-9-]{1,12}){1,3}$/.test(v))
    .slice(0, 10);
}
