// Owns the steps every refund is recorded by, a member's fee and an event booking's alike
// (docs/decisions/036-one-ledger.md), inside the caller's transaction, in the order recording a
// payment keeps:
//   1. lockFormToken("booking_refunds", token): the same form posted twice at once is decided one
//      after the other, whichever member or booking each names;
//   2. the caller locks the row the money was paid for (the member's, the booking's) FOR UPDATE;
//   3. refundPressedBefore: the same form's token finds the first refund ("already");
//   4. the caller's own limit: never more than was paid (a fee: what is left of that payment; a
//      booking: what it holds beyond what it still owes);
//   5. insertRefund: the refund as a record of its own, its audit entry, and the mail telling the
//      person, queued in the same transaction. The payment stays as it was.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { paymentVoidCopy as words } from "#app/content/payment-void.ts";
import { consoleRegisterCopy } from "#app/content/console-register.ts";
import { formatStoredDate } from "#app/core/calendar.ts";
import { site } from "#app/core/site.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { bookingRefunds, emailOutbox, payments } from "#app/lib/db/schema.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { headerSafe, render } from "#app/lib/mail/render.ts";

export type Refund = typeof bookingRefunds.$inferSelect;

/** Step 3: the refund the same rendered form recorded before, if it was pressed before. */
export async function refundPressedBefore(tx: Tx, formToken: string | null | undefined): Promise<Refund | null> {
  if (!formToken) return null;
  const [first] = await tx.select().from(bookingRefunds).where(eq(bookingRefunds.formToken, formToken)).limit(1);
  return first ?? null;
}

/**
 * What is left of one payment to give back: its amount less the refunds recorded against it; nothing
 * for a void payment (it stands for no money).
 */
export async function refundableOfPayment(tx: Tx, payment: Pick<typeof payments.$inferSelect, "id" | "amount" | "voidedAt">): Promise<number> {
  if (payment.voidedAt) return 0;
  const [{ given } = { given: 0 }] = await tx
    .select({ given: sql<number>`coalesce(sum(${bookingRefunds.amount}), 0)::int` })
    .from(bookingRefunds)
    .where(eq(bookingRefunds.paymentId, payment.id));
  return Math.max(0, payment.amount - Number(given));
}

/** The refunds of a member's fees, oldest first. */
export async function refundsOfMember(db: Database | Tx, memberId: number): Promise<Refund[]> {
  return db.select().from(bookingRefunds).where(and(eq(bookingRefunds.memberId, memberId), isNull(bookingRefunds.bookingId))).orderBy(asc(bookingRefunds.createdAt), asc(bookingRefunds.id));
}

export type NewRefund = {
  for: { memberId: number; paymentId: number; bookingId?: never } | { bookingId: number; paymentId?: never; memberId?: never };
  amount: number;
  method: string;
  reference: string;
  refundedOn: string;
  reason?: string;
  formToken?: string | null;
  /** Where the audit entry points: the member's or the booking's record and its reference. */
  audit: { recordType: "register_member" | "event_registration"; recordId: number; reference: string };
  /** Whom the mail tells, when the site can reach them (an address, not erased). */
  tell: { email: string; name: string; subject: string; body: string; outboxRecord: { type: string; id: number; reference: string } } | null;
};

/** Step 5: the refund, its audit entry and its mail. */
export async function insertRefund(tx: Tx, actor: AuditActor, input: NewRefund, now: Date): Promise<Refund> {
  const [refund] = await tx
    .insert(bookingRefunds)
    .values({
      bookingId: input.for.bookingId ?? null,
      memberId: input.for.memberId ?? null,
      paymentId: input.for.paymentId ?? null,
      amount: input.amount,
      method: input.method,
      reference: input.reference,
      refundedOn: input.refundedOn,
      reason: input.reason ?? "",
      formToken: input.formToken ?? null,
      recordedBy: actor.email,
      recordedById: actor.id,
      createdAt: now,
    })
    .returning();
  await writeAudit(tx, actor, { action: "refund_record", recordType: input.audit.recordType, recordId: input.audit.recordId, reference: input.audit.reference, detail: { amount: input.amount, method: input.method } }, now);
  if (input.tell && input.tell.email) {
    const r = words.refundMail;
    const mail = render(input.tell.subject, [
      { kind: "paragraph", text: r.greeting(input.tell.name) },
      { kind: "paragraph", text: input.tell.body },
      {
        kind: "fields",
        fields: [
          { label: r.how, value: consoleRegisterCopy.methods[input.method as keyof typeof consoleRegisterCopy.methods] ?? input.method },
          ...(input.reference ? [{ label: r.reference, value: input.reference }] : []),
          { label: r.on, value: formatStoredDate(refund!.refundedOn) },
        ],
      },
      { kind: "paragraph", text: r.signOff },
    ]);
    await tx
      .insert(emailOutbox)
      .values({
        kind: "fee_receipt",
        dedupeKey: `refund:${refund!.id}:mail`,
        recordType: input.tell.outboxRecord.type,
        recordId: input.tell.outboxRecord.id,
        reference: input.tell.outboxRecord.reference,
        recipient: headerSafe(input.tell.email),
        replyTo: headerSafe(site.email),
        ...mail,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: emailOutbox.dedupeKey });
  }
  return refund!;
}
