// Owns the cash book: every movement of money in a period, members' fees and event bookings alike.
// Payments come in (by the day they were paid), refunds of fees and bookings go out (by the day
// they were given back, as negative amounts), and void payments are listed, marked, and left out of the totals. The
// totals by method are what the register's "taken this month" shows and what the payments CSV
// ends with, worked out here once so the two always agree (docs/decisions/036-one-ledger.md).
import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Database } from "#app/lib/db/client.server.ts";
import { bookingRefunds, eventRegistrations, events, payments, registerMembers } from "#app/lib/db/schema.ts";
import { bookingPaidBy, feePaidBy, paidForOf } from "./receipt.server.ts";

/** One line of the cash book. */
type Movement = {
  kind: "payment" | "refund";
  /** yyyy-mm-dd: paid on, or given back on. */
  date: string;
  /** The receipt's number; for a refund, the receipts of the booking it gives money back for. */
  receipt: string;
  memberNumber: number | null;
  name: string;
  /** Whole rupees: positive in, negative out. */
  amount: number;
  method: string;
  reference: string;
  /** Why a payment is void; null for money that stands. */
  voidReason: string | null;
  /** What it was for, as its receipt said it. */
  paidFor: string;
};

export type CashBook = {
  movements: Movement[];
  /** By method, in the methods' order: money in, money out (a positive number), in less out, void payments left out. */
  totals: { method: string; amount: number; in: number; out: number; movements: number }[];
  total: number;
};

/** The cash book from `from` to `to` (yyyy-mm-dd, both included), in date order, payments before refunds on a day. */
export async function cashBook(db: Database, from: string, to: string): Promise<CashBook> {
  const [paid, refunded] = await Promise.all([
    db
      .select({ payment: payments, member: registerMembers, booking: eventRegistrations, event: events })
      .from(payments)
      .leftJoin(registerMembers, eq(registerMembers.id, payments.memberId))
      .leftJoin(eventRegistrations, eq(eventRegistrations.id, payments.bookingId))
      .leftJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(and(gte(payments.paidOn, from), lte(payments.paidOn, to)))
      .orderBy(asc(payments.paidOn), asc(payments.receiptNumber)),
    db
      .select({ refund: bookingRefunds, booking: eventRegistrations, event: events, member: registerMembers, payment: payments })
      .from(bookingRefunds)
      .leftJoin(eventRegistrations, eq(eventRegistrations.id, bookingRefunds.bookingId))
      .leftJoin(events, eq(events.id, eventRegistrations.eventId))
      .leftJoin(registerMembers, eq(registerMembers.id, bookingRefunds.memberId))
      .leftJoin(payments, eq(payments.id, bookingRefunds.paymentId))
      .where(and(gte(bookingRefunds.refundedOn, from), lte(bookingRefunds.refundedOn, to)))
      .orderBy(asc(bookingRefunds.refundedOn), asc(bookingRefunds.id)),
  ]);
  // The receipts each refunded booking paid with, in one query however many bookings there are.
  const receiptsOf = new Map<number, string[]>();
  const ids = [...new Set(refunded.flatMap((r) => (r.booking ? [r.booking.id] : [])))];
  if (ids.length) {
    const rows = await db.select({ booking: payments.bookingId, receipt: payments.receiptNumber }).from(payments).where(inArray(payments.bookingId, ids)).orderBy(asc(payments.receiptNumber));
    for (const r of rows) receiptsOf.set(r.booking!, [...(receiptsOf.get(r.booking!) ?? []), r.receipt]);
  }
  const movements: Movement[] = [
    ...paid.map(({ payment, member, booking, event }): Movement => {
      const by = member ? feePaidBy(member) : bookingPaidBy(booking ?? { name: "", seats: 0, reference: "" }, event ?? { title: "", date: payment.paidOn });
      return {
        kind: "payment",
        date: payment.paidOn,
        receipt: payment.receiptNumber,
        memberNumber: member?.number ?? null,
        name: payment.payerName || by.name,
        amount: payment.amount,
        method: payment.method,
        reference: payment.reference,
        voidReason: payment.voidedAt ? (payment.voidReason ?? "") : null,
        paidFor: payment.paidFor || paidForOf(by, payment),
      };
    }),
    ...refunded.map(({ refund, booking, event, member, payment }): Movement => ({
      kind: "refund",
      date: refund.refundedOn,
      // A fee's refund names the payment it gives money back of; a booking's, every receipt the booking paid with.
      receipt: payment ? payment.receiptNumber : booking ? (receiptsOf.get(booking.id) ?? []).join(" ") : "",
      memberNumber: member?.number ?? null,
      name: payment?.payerName || member?.name || booking?.name || "",
      amount: -refund.amount,
      method: refund.method,
      reference: refund.reference,
      voidReason: null,
      paidFor: member
        ? payment?.paidFor || paidForOf(feePaidBy(member), payment ?? { coversFrom: null, coversTo: null })
        : paidForOf(bookingPaidBy(booking ?? { name: "", seats: 0, reference: "" }, event ?? { title: "", date: refund.refundedOn }), { coversFrom: null, coversTo: null }),
    })),
  ].sort((a, b) => a.date.localeCompare(b.date) || (a.kind === b.kind ? 0 : a.kind === "payment" ? -1 : 1));
  const byMethod = new Map<string, { amount: number; in: number; out: number; movements: number }>();
  for (const m of movements) {
    if (m.voidReason !== null) continue;
    const t = byMethod.get(m.method) ?? { amount: 0, in: 0, out: 0, movements: 0 };
    t.amount += m.amount;
    if (m.amount >= 0) t.in += m.amount;
    else t.out -= m.amount;
    t.movements += 1;
    byMethod.set(m.method, t);
  }
  const totals = [...byMethod].map(([method, t]) => ({ method, ...t })).sort((a, b) => a.method.localeCompare(b.method));
  return { movements, totals, total: totals.reduce((sum, t) => sum + t.amount, 0) };
}
