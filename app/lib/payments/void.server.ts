// Owns voiding a payment, a member's fee and an event booking's alike (docs/decisions/036-one-ledger.md):
// - an owner voids any payment, with a reason;
// - the operator who recorded a payment undoes it within 10 minutes of recording it (a mis-tap of
//   "Paid ₹800 cash" at the door), without a reason to type: the void says it was undone.
// A void payment stays listed with its number (numbers are accounted for); a fee's paid-until moves
// back; a booking's paid state follows by itself (it is worked out from the payments that stand).
// The payer is mailed that the receipt is void, when they have an address. The member's or the
// booking's row is locked first, as recording locks it, then the payment's.
import { and, eq, isNull, sql } from "drizzle-orm";
import { paymentVoidCopy as words } from "#app/content/payment-void.ts";
import { site } from "#app/core/site.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { emailOutbox, eventRegistrations, payments, registerMembers } from "#app/lib/db/schema.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { headerSafe, render } from "#app/lib/mail/render.ts";
import { BOOKING_RECORD } from "#app/lib/events/booking-mail.server.ts";
import { baselineMonth } from "#app/core/fees.ts";
import { shiftMonth } from "#app/core/calendar.ts";
import { UNDO_MINUTES } from "#app/core/payment-rules.ts";

type Payment = typeof payments.$inferSelect;


/** How an operator may void this payment now: as an owner, as its recorder undoing it, or not at all. */
export function voidRight(operator: { id: number; role: string }, payment: Pick<Payment, "recordedById" | "createdAt" | "voidedAt">, now = new Date()): "owner" | "undo" | null {
  if (payment.voidedAt) return null;
  if (operator.role === "owner") return "owner";
  const fresh = now.getTime() - payment.createdAt.getTime() <= UNDO_MINUTES * 60_000;
  return payment.recordedById === operator.id && fresh ? "undo" : null;
}

export type VoidResult = "voided" | "already" | "not_found" | "not_allowed";

/** The month a member has paid until, from the payments that stand: the month before joining plus every month paid. */
async function paidUntilFrom(tx: Tx, member: typeof registerMembers.$inferSelect): Promise<string | null> {
  const [{ months } = { months: 0 }] = await tx
    .select({ months: sql<number>`coalesce(sum(${payments.months}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.memberId, member.id), isNull(payments.voidedAt)));
  return Number(months) > 0 ? shiftMonth(baselineMonth(member.joinedOn), Number(months)) : null;
}

/**
 * Voids a payment in one transaction: an owner's with `reason`; the recorder's undo within
 * UNDO_MINUTES (the reason is then the undo's own words). `expect` names what it must pay for (the
 * member or booking whose page posted it): another's payment is not found.
 */
export async function voidPayment(
  db: Database,
  operator: AuditActor & { role: string },
  paymentId: number,
  reason: string,
  expect: { memberId: number } | { bookingId: number },
  now = new Date(),
): Promise<VoidResult> {
  return db.transaction(async (tx) => {
    const [first] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    if (!first) return "not_found";
    if ("memberId" in expect ? first.memberId !== expect.memberId : first.bookingId !== expect.bookingId) return "not_found";
    // The row it pays for first, as recording locks it; then the payment as it stands under that lock.
    const [member] = first.memberId !== null ? await tx.select().from(registerMembers).where(eq(registerMembers.id, first.memberId)).for("update") : [];
    const [booking] = first.bookingId !== null ? await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, first.bookingId)).for("update") : [];
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (payment!.voidedAt) return "already";
    const right = voidRight(operator, payment!, now);
    if (!right) return "not_allowed";
    const why = right === "owner" && reason ? reason : words.undone(operator.email);
    await tx.update(payments).set({ voidedAt: now, voidReason: why, voidedBy: operator.email }).where(eq(payments.id, paymentId));
    if (member) await tx.update(registerMembers).set({ paidUntil: await paidUntilFrom(tx, member), updatedAt: now }).where(eq(registerMembers.id, member.id));
    await writeAudit(tx, operator, { action: right === "undo" ? "payment_undo" : "payment_void", recordType: "payment", recordId: paymentId, reference: payment!.receiptNumber, detail: member ? { member: member.number } : { booking: booking?.reference ?? "" } }, now);
    // The payer is told, when the site can reach them.
    const to = member && !member.erasedAt ? member.email : booking && !booking.erasedAt ? booking.email : "";
    const name = member?.name ?? booking?.name ?? "";
    if (to) {
      const mail = render(words.mail.subject(payment!.receiptNumber), [
        { kind: "paragraph", text: words.mail.greeting(name) },
        { kind: "paragraph", text: words.mail.body(payment!.receiptNumber, payment!.amount) },
        { kind: "paragraph", text: words.mail.question },
        { kind: "paragraph", text: words.mail.signOff },
      ]);
      await tx
        .insert(emailOutbox)
        .values({
          kind: "fee_receipt",
          dedupeKey: `payment:${payment!.receiptNumber}:void`,
          recordType: member ? "register_member" : BOOKING_RECORD,
          recordId: member ? member.id : booking!.id,
          reference: payment!.receiptNumber,
          recipient: headerSafe(to),
          replyTo: headerSafe(site.email),
          ...mail,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: emailOutbox.dedupeKey });
    }
    return "voided";
  });
}
