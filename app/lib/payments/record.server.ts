// Owns the steps every payment is recorded by, a member's fee and an event booking's alike
// (docs/decisions/036-one-ledger.md), in one order inside the caller's transaction:
//   1. lockPayment: the form token's advisory lock, then the reference's (two servers, two members);
//   2. the caller locks the row it pays for (the member's, the booking's) FOR UPDATE;
//   3. pressedBefore: the same form's token finds the first payment ("already");
//   4. the caller's own checks, then the ledger's questions (questions.server.ts);
//   5. insertPayment: the receipt number of the financial year the money was paid in (the counter's
//      row, locked last), the payment with who paid and what for as the receipt says them, and its
//      audit entry.
// fees (app/lib/fees/register.server.ts recordPayment) and bookings
// (app/lib/events/booking-payments.server.ts recordBookingPayment) supply only what a payment is
// for and what it covers.
import { eq, sql } from "drizzle-orm";
import type { Tx } from "#app/lib/db/client.server.ts";
import { payments, receiptCounters } from "#app/lib/db/schema.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { financialYear, receiptNumber } from "#app/core/fees.ts";
import { lockReference } from "./questions.server.ts";
import { paidForOf, payerOf, type PaidBy } from "./receipt.server.ts";

type Payment = typeof payments.$inferSelect;

/**
 * Inside the caller's transaction, before anything else it locks: holds one form token of `table`
 * (payments' or refunds'), so that the same token posted at once for two members or bookings is
 * decided one after the other, whichever member or booking each names: the second finds the first's
 * row and answers "already", where both would have found none and the second broken the token's
 * unique index. Fees and bookings share payments' tokens.
 */
export async function lockFormToken(tx: Tx, table: "payments" | "booking_refunds", token: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${table}.form_token:${token}`}))`);
}

/** Step 1: the form token's lock, then the reference's. */
export async function lockPayment(tx: Tx, formToken: string | null | undefined, reference: string | null): Promise<void> {
  if (formToken) await lockFormToken(tx, "payments", formToken);
  if (reference !== null) await lockReference(tx, reference);
}

/** Step 3: the payment the same rendered form recorded before, if it was pressed before. */
export async function pressedBefore(tx: Tx, formToken: string | null | undefined): Promise<Payment | null> {
  if (!formToken) return null;
  const [first] = await tx.select().from(payments).where(eq(payments.formToken, formToken)).limit(1);
  return first ?? null;
}

/**
 * Inside the caller's transaction: the next receipt number of the financial year of `paidOn`. The
 * counter's row is inserted or updated in one statement, which holds its lock until the transaction
 * ends: a concurrent payment waits, and one that rolls back gives its number back. Members' fees and
 * event bookings take their numbers from this one series.
 */
async function takeReceiptNumber(tx: Tx, paidOn: string): Promise<string> {
  const year = financialYear(paidOn);
  const [row] = await tx
    .insert(receiptCounters)
    .values({ financialYear: year, last: 1 })
    .onConflictDoUpdate({ target: receiptCounters.financialYear, set: { last: sql`${receiptCounters.last} + 1` } })
    .returning({ last: receiptCounters.last });
  return receiptNumber(year, row!.last);
}

export type NewPayment = {
  for: { memberId: number; bookingId?: never } | { bookingId: number; memberId?: never };
  by: PaidBy;
  amount: number;
  method: string;
  reference: string;
  paidOn: string;
  /** A fee's months and what they cover; none for a booking. */
  months?: number;
  covers?: { from: string; to: string };
  formToken?: string | null;
  /** What the audit entry says besides the amount (the member's number; the booking and event). */
  audit: Record<string, string | number>;
};

/** Step 5: the receipt number, the payment as its receipt says it, and its audit entry. */
export async function insertPayment(tx: Tx, actor: AuditActor, input: NewPayment, now: Date): Promise<Payment> {
  const receipt = await takeReceiptNumber(tx, input.paidOn);
  const covers = { coversFrom: input.covers?.from ?? null, coversTo: input.covers?.to ?? null };
  const [payment] = await tx
    .insert(payments)
    .values({
      receiptNumber: receipt,
      memberId: input.for.memberId ?? null,
      bookingId: input.for.bookingId ?? null,
      amount: input.amount,
      method: input.method,
      reference: input.reference,
      paidOn: input.paidOn,
      months: input.months ?? null,
      ...covers,
      formToken: input.formToken ?? null,
      payerName: payerOf(input.by),
      paidFor: paidForOf(input.by, covers),
      recordedBy: actor.email,
      recordedById: actor.id,
      createdAt: now,
    })
    .returning();
  await writeAudit(tx, actor, { action: "payment_record", recordType: "payment", recordId: payment!.id, reference: receipt, detail: { ...input.audit, amount: input.amount, method: input.method } }, now);
  return payment!;
}
