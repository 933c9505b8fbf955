// The questions the console asks before it records money that may be recorded twice or wrongly
// (app/lib/payments/questions.server.ts): each names what it matches, and "Record it anyway"
// records it once the operator has read it.
import { formatStoredDate } from "#app/core/calendar.ts";
import { rupees } from "#app/core/money.ts";

/** A payment already recorded, as a question names it. */
export type Matched = { amount: number; who: string; by: string; at: string; receipt: string };

const named = (p: Matched) => `${rupees(p.amount)} was recorded for ${p.who} by ${p.by} at ${p.at}, receipt ${p.receipt}`;

export const paymentQuestionsCopy = {
  heading: "Please check before it is recorded",
  recent: (p: Matched) => `${named(p)}. Is this the same money recorded again, or a second payment?`,
  reference: (p: Matched, reference: string) => `The reference ${reference} was already used: ${named(p)}. A reference belongs to one payment; please check it.`,
  beforeJoining: (paidOn: string, joinedOn: string) => `The payment is dated ${formatStoredDate(paidOn)}, before the member joined on ${formatStoredDate(joinedOn)}. Please check the date.`,
  overDue: (amount: number, due: number) =>
    due > 0 ? `${rupees(amount)} is more than the ${rupees(due)} still due for this booking. Please check the amount.` : `Nothing is due for this booking: it is paid. ${rupees(amount)} would be paid twice. Please check.`,
  anyway: "Record it anyway",
  /** What a UTR is, where the reference is asked for. */
  utr: "A UPI payment's UTR is the 12-digit transaction number the payer's UPI app shows under the payment.",
} as const;
