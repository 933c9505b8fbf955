// Owns the members register: a member made from an approved application, the register's list with
// its counts and this month's takings, a member's page, their details, and recording and voiding a
// payment with its receipt number (docs/decisions/025-members-and-fees.md).
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { emailOutbox, memberLinks, memberReminders, members, payments, registerMembers } from "#app/lib/db/schema.ts";
import { addDays, shiftMonth, todayIso } from "#app/core/calendar.ts";
import { coverOf, LAPSED_AFTER_MONTHS, MEMBER_STATES, type MemberState } from "#app/core/fees.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { consoleAuditCopy } from "#app/content/console-audit.ts";
import { pageOf } from "#app/lib/console/paging.ts";
import type { MemberDetailsInput, PaymentInput } from "#app/schemas/payment.ts";
import { feePaidBy } from "#app/lib/payments/receipt.server.ts";
import { insertPayment, lockFormToken, lockPayment, pressedBefore } from "#app/lib/payments/record.server.ts";
import { insertRefund, refundableOfPayment, refundPressedBefore, refundsOfMember, type Refund } from "#app/lib/payments/refund.server.ts";
import { paymentVoidCopy } from "#app/content/payment-void.ts";
import { cashBook } from "#app/lib/payments/cash-book.server.ts";
import { paymentQuestions, unanswered, type Question } from "#app/lib/payments/questions.server.ts";

export type RegisterMember = typeof registerMembers.$inferSelect;
export type Payment = typeof payments.$inferSelect;

const REGISTER_PAGE_SIZE = 50;

/** This month in Bangalore, "yyyy-mm". */
export const monthOf = (now: Date) => todayIso(now).slice(0, 7);

/**
 * Inside the caller's transaction: the approved application's person joins the register (once per
 * application: approving it again after a reopen finds the member it made).
 */
export async function addMemberFromApplication(tx: Tx, actor: AuditActor, applicationId: number, now = new Date()): Promise<RegisterMember | null> {
  const [app] = await tx.select().from(members).where(eq(members.id, applicationId)).limit(1);
  if (!app) return null;
  const plan = ["basic", "premium", "family"].includes(app.membershipType) ? app.membershipType : "basic";
  const [made] = await tx
    .insert(registerMembers)
    .values({
      applicationId,
      name: app.name,
      email: app.email,
      phone: app.phone,
      address: app.address,
      emergencyContact: app.emergencyContact,
      emergencyPhone: app.emergencyPhone,
      // How they asked to hear from us on their application.
      contactBy: app.contactBy,
      plan,
      joinedOn: todayIso(now),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: registerMembers.applicationId })
    .returning();
  if (!made) {
    const [existing] = await tx.select().from(registerMembers).where(eq(registerMembers.applicationId, applicationId));
    return existing ?? null;
  }
  await writeAudit(tx, actor, { action: "member_add", recordType: "register_member", recordId: made.id, reference: `M-${made.number}` }, now);
  return made;
}

/** The month index (year × 12 + month) of a "yyyy-mm" text in SQL. */
const monthIndex = (month: SQL) => sql`(substr(${month}, 1, 4)::int * 12 + substr(${month}, 6, 2)::int)`;

/** A member's state in `month`, in SQL: the same rule as app/core/fees.ts memberState. */
function stateSql(month: string): SQL {
  const last = sql`coalesce(${registerMembers.paidUntil}, to_char(${registerMembers.joinedOn} - interval '1 month', 'YYYY-MM'))`;
  const [year, m] = month.split("-").map(Number) as [number, number];
  const unpaid = sql`(${sql.raw(String(year * 12 + m))} - ${monthIndex(last)})`;
  return sql`case when ${registerMembers.leftOn} is not null then 'left' when ${unpaid} <= 0 then 'paid' when ${unpaid} < ${sql.raw(String(LAPSED_AFTER_MONTHS))} then 'due' else 'lapsed' end`;
}

export type RegisterFilter = { state?: MemberState | undefined; q?: string | undefined; page?: number };

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A name in part; a member number ("12", "M-12", "m 12"); or a phone number's digits, however written. */
function searchOf(q: string): SQL {
  const found: SQL[] = [ilike(registerMembers.name, likePattern(q))];
  const number = /^\s*m?[\s-]*(\d{1,7})\s*$/i.exec(q);
  if (number) found.push(eq(registerMembers.number, Number(number[1])));
  if (/^[\d\s()+.-]+$/.test(q)) {
    const digits = q.replace(/\D/g, "");
    if (digits.length >= 4) {
      const wanted = digits.length > 10 ? digits.slice(-10) : digits;
      found.push(sql`regexp_replace(${registerMembers.phone}, '[^0-9]', '', 'g') like ${likePattern(wanted)}`);
    }
  }
  return or(...found)!;
}

type RegisterRow = RegisterMember & { state: MemberState; remindedAt: Date | null };
export type RegisterPage = {
  month: string;
  counts: Record<MemberState, number>;
  takings: { method: string; amount: number; payments: number }[];
  rows: RegisterRow[];
  total: number;
  page: number;
  pages: number;
};

/** The register for `now`'s month: counts by state, this month's takings by method, one page of members by number. */
export async function listRegister(db: Database, filter: RegisterFilter, now = new Date()): Promise<RegisterPage> {
  const month = monthOf(now);
  const state = stateSql(month);
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(sql`${state} = ${filter.state}`);
  if (filter.q) conditions.push(searchOf(filter.q));
  const where = conditions.length ? and(...conditions) : undefined;
  const first = `${month}-01`;
  const last = `${shiftMonth(month, 1)}-01`;
  const [byState, takings, [{ n } = { n: 0 }]] = await Promise.all([
    db.select({ state: sql<string>`${state}`, n: count() }).from(registerMembers).groupBy(sql`1`),
    // Every movement of the month, fees and outings, refunds out, voids left out: the payments CSV's totals.
    cashBook(db, first, addDays(last, -1)),
    db.select({ n: count() }).from(registerMembers).where(where),
  ]);
  const total = Number(n);
  const { page, pages, offset } = pageOf(total, filter.page, REGISTER_PAGE_SIZE);
  const rows = await db
    .select({ member: registerMembers, state: sql<MemberState>`${state}`, remindedAt: memberReminders.sentAt })
    .from(registerMembers)
    .leftJoin(memberReminders, and(eq(memberReminders.memberId, registerMembers.id), eq(memberReminders.month, month)))
    .where(where)
    .orderBy(asc(registerMembers.number))
    .limit(REGISTER_PAGE_SIZE)
    .offset(offset);
  const counts = Object.fromEntries(MEMBER_STATES.map((s) => [s, 0])) as Record<MemberState, number>;
  for (const r of byState) counts[r.state as MemberState] = Number(r.n);
  return {
    month,
    counts,
    takings: takings.totals.map((t) => ({ method: t.method, amount: t.amount, payments: t.movements })),
    rows: rows.map((r) => ({ ...r.member, state: r.state, remindedAt: r.remindedAt })),
    total,
    page,
    pages,
  };
}

/** The member number an application made, once approved; null before. */
export async function memberNumberOfApplication(db: Database, applicationId: number): Promise<number | null> {
  const [row] = await db.select({ number: registerMembers.number }).from(registerMembers).where(eq(registerMembers.applicationId, applicationId)).limit(1);
  return row?.number ?? null;
}

export async function getMember(db: Database | Tx, number: number): Promise<RegisterMember | null> {
  const [row] = await db.select().from(registerMembers).where(eq(registerMembers.number, number)).limit(1);
  return row ?? null;
}

/** A member's payments (newest first) and the reminders they were sent. */
export async function memberActivity(db: Database, memberId: number) {
  const [list, reminders, refunds] = await Promise.all([
    db.select().from(payments).where(eq(payments.memberId, memberId)).orderBy(desc(payments.createdAt), desc(payments.id)),
    db.select().from(memberReminders).where(eq(memberReminders.memberId, memberId)).orderBy(desc(memberReminders.month)),
    refundsOfMember(db, memberId),
  ]);
  return { payments: list, reminders, refunds };
}

export type FeeRefundInput = { payment: number; amount: number; method: string; reference: string; reason: string };
export type FeeRefundResult =
  | { result: "recorded"; refund: Refund; payment: Payment }
  | { result: "already"; refund: Refund }
  | { result: "nothing_left" }
  | { result: "too_much"; left: number }
  | { result: "not_found" };

/**
 * Records money given back of one of a member's payments (an owner's), the member's row locked as
 * recording a payment locks it (app/lib/payments/refund.server.ts keeps the steps): never more than
 * is left of that payment; the same form's token records it once. The payment stays as it was, and
 * so do the months it paid for.
 */
export async function refundFee(db: Database, actor: AuditActor, number: number, input: FeeRefundInput, options: { formToken?: string | null; now?: Date } = {}): Promise<FeeRefundResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    if (options.formToken) await lockFormToken(tx, "booking_refunds", options.formToken);
    const [member] = await tx.select().from(registerMembers).where(eq(registerMembers.number, number)).for("update").limit(1);
    if (!member) return { result: "not_found" } as const;
    const first = await refundPressedBefore(tx, options.formToken);
    if (first) return { result: "already", refund: first } as const;
    const [payment] = await tx.select().from(payments).where(and(eq(payments.id, input.payment), eq(payments.memberId, member.id)));
    if (!payment) return { result: "not_found" } as const;
    const left = await refundableOfPayment(tx, payment);
    if (left <= 0) return { result: "nothing_left" } as const;
    if (input.amount > left) return { result: "too_much", left } as const;
    const r = paymentVoidCopy.refundMail;
    const refund = await insertRefund(
      tx,
      actor,
      {
        for: { memberId: member.id, paymentId: payment.id },
        amount: input.amount,
        method: input.method,
        reference: input.reference,
        refundedOn: todayIso(now),
        reason: input.reason,
        formToken: options.formToken ?? null,
        audit: { recordType: "register_member", recordId: member.id, reference: `M-${member.number}` },
        tell:
          member.email && !member.erasedAt
            ? { email: member.email, name: member.name, subject: r.feeSubject(payment.receiptNumber), body: r.feeBody(input.amount, payment.receiptNumber, payment.amount), outboxRecord: { type: "register_member", id: member.id, reference: payment.receiptNumber } }
            : null,
      },
      now,
    );
    return { result: "recorded", refund, payment } as const;
  });
}

/**
 * Saves a member's details as the console edits them. The audit says what changed: the name, plan,
 * dates and reminders from old to new (what the accounts keep of a member, also after an erasure),
 * and only that the contact details changed, never to what (the audit holds no contact details).
 */
export async function updateMemberDetails(db: Database, actor: AuditActor, number: number, input: MemberDetailsInput, now = new Date()): Promise<"saved" | "not_found"> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(registerMembers).where(eq(registerMembers.number, number)).for("update");
    if (!before) return "not_found";
    const next = { ...input, household: input.plan === "family" ? input.household : [] };
    const [updated] = await tx
      .update(registerMembers)
      .set({ ...next, updatedAt: now })
      .where(eq(registerMembers.id, before.id))
      .returning({ id: registerMembers.id });
    await writeAudit(tx, actor, { action: "member_update", recordType: "register_member", recordId: updated!.id, reference: `M-${number}`, detail: { changed: memberChanges(before, next) } }, now);
    return "saved";
  });
}

/** What a save changed, in words for the audit: old → new for what the accounts keep, "changed" for contact details. */
function memberChanges(before: RegisterMember, after: MemberDetailsInput & { household: string[] }): string {
  const w = consoleAuditCopy.memberChange;
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const parts: string[] = [];
  for (const field of ["name", "plan", "joinedOn", "leftOn", "noReminders", "contactBy"] as const) {
    if (!same(before[field], after[field])) parts.push(w.fromTo(w.fields[field], w.value(field, before[field]), w.value(field, after[field])));
  }
  const contact = (["email", "phone", "address", "emergencyContact", "emergencyPhone", "household"] as const).filter((field) => !same(before[field], after[field]));
  if (contact.length) parts.push(w.contact(contact.map((f) => w.fields[f])));
  return parts.length ? parts.join(" ") : w.nothing;
}



export type RecordPaymentResult =
  | { result: "recorded"; payment: Payment; member: RegisterMember }
  | { result: "already"; payment: Payment }
  | { result: "left" }
  | { result: "questions"; questions: Question[] }
  | { result: "not_found" };

/**
 * Records a payment in one transaction: the member's row is locked, a press of the same rendered
 * form again (its token) finds the first payment, the receipt number is taken, paid-until moves on
 * by the months paid, and the audit entry and `inside` (the receipt's mail) are written with it.
 */
export async function recordPayment(
  db: Database,
  actor: AuditActor,
  number: number,
  input: PaymentInput,
  options: {
    formToken?: string | null;
    now?: Date;
    inside?: (tx: Tx, member: RegisterMember, payment: Payment) => Promise<void>;
    /** Questions the caller asks besides the ledger's (an amount that is not the plan's price). */
    asked?: readonly Question[];
    /** The keys of the questions the operator has seen ("Record it anyway"). */
    seen?: readonly string[];
  } = {},
): Promise<RecordPaymentResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockPayment(tx, options.formToken, input.reference);
    const [member] = await tx.select().from(registerMembers).where(eq(registerMembers.number, number)).for("update").limit(1);
    if (!member) return { result: "not_found" } as const;
    const first = await pressedBefore(tx, options.formToken);
    if (first) return { result: "already", payment: first } as const;
    if (member.leftOn) return { result: "left" } as const;
    const questions = unanswered([...(options.asked ?? []), ...(await paymentQuestions(tx, { memberId: member.id, amount: input.amount, reference: input.reference, paidOn: input.paidOn, joinedOn: member.joinedOn, now }))], options.seen ?? []);
    if (questions.length) return { result: "questions", questions } as const;
    const cover = coverOf(member, input.months);
    const payment = await insertPayment(
      tx,
      actor,
      { for: { memberId: member.id }, by: feePaidBy(member), ...input, covers: cover, formToken: options.formToken, audit: { member: member.number, months: input.months } },
      now,
    );
    const [moved] = await tx.update(registerMembers).set({ paidUntil: cover.to, updatedAt: now }).where(eq(registerMembers.id, member.id)).returning();
    if (options.inside) await options.inside(tx, moved!, payment);
    return { result: "recorded", payment, member: moved! } as const;
  });
}

/**
 * Inside an erasure's transaction, for an erased membership application: the member it made keeps
 * their number, name and payments (receipts are accounts, which must be kept), and loses everything
 * else: e-mail, phone, address, emergency contact, household, their personal links and every mail
 * about them. Returns what was kept and the mails' dedupe keys (their files go too), or null.
 */
export async function eraseMemberOfApplication(tx: Tx, applicationId: number, now = new Date()): Promise<{ memberId: number; receipts: number; mailKeys: string[] } | null> {
  const [member] = await tx
    .update(registerMembers)
    .set({ email: "", phone: "", address: "", emergencyContact: "", emergencyPhone: "", household: [], noReminders: true, erasedAt: now, updatedAt: now, applicationId: null })
    .where(eq(registerMembers.applicationId, applicationId))
    .returning({ id: registerMembers.id });
  if (!member) return null;
  await tx.delete(memberLinks).where(eq(memberLinks.memberId, member.id));
  const mails = await tx
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.recordType, "register_member"), eq(emailOutbox.recordId, member.id)))
    .returning({ dedupeKey: emailOutbox.dedupeKey });
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(payments).where(eq(payments.memberId, member.id));
  return { memberId: member.id, receipts: Number(n), mailKeys: mails.map((m) => m.dedupeKey) };
}
