// Owns paying for an event booking (docs/decisions/031-paid-outings.md): recording a payment with a
// receipt number from the same series as members' fees, the door's one-tap cash, refunds of a
// cancelled booking, each booking's money for the console, the door list and the CSV, the receipt's
// facts and mail, and how to pay in the mail that confirms a place. The rules it keeps: a payment
// and a refund are decided with the booking's row locked (SELECT … FOR UPDATE), then the receipt
// counter's row, always in that order (as a member's payment locks the member first), so numbers
// have no gaps across fees and bookings; a press of the same rendered form again finds the first
// record (its token, locked before the row, for whichever booking or member it is posted); a second tap at the door finds the booking paid; nothing is deleted: a
// refund is a record of its own; the receipt mail is queued in the transaction that records it.
import { and, asc, eq, isNull } from "drizzle-orm";
import { bookingPaymentsCopy as words } from "#app/content/booking-payments.ts";
import { consoleRegisterCopy } from "#app/content/console-register.ts";
import { feeMailCopy } from "#app/content/fee-mail.ts";
import { bookingDue, heldOf, paidState, refundDue, stillDue, type BookingMoney, type PaidState } from "#app/core/booking-payments.ts";
import { todayIso } from "#app/core/calendar.ts";
import type { PaymentMethod } from "#app/core/fees.ts";
import { rupees } from "#app/core/money.ts";
import { site } from "#app/core/site.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { bookingRefunds, eventRegistrations, events, payments, type MailAttachment } from "#app/lib/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { howToPay } from "#app/lib/fees/fee-mail.server.ts";
import type { Payment } from "#app/lib/fees/register.server.ts";
import { insertPayment, lockFormToken, lockPayment, pressedBefore } from "#app/lib/payments/record.server.ts";
import { insertRefund, refundPressedBefore, type Refund } from "#app/lib/payments/refund.server.ts";
import { render, type Section } from "#app/lib/mail/render.ts";
import { BOOKING_RECORD, queue } from "./booking-mail.server.ts";
import { queueWhatsApp, type WhatsAppEnv } from "#app/lib/whatsapp/outbox.server.ts";
import { receiptWhatsApp } from "#app/lib/whatsapp/payment-messages.server.ts";
import { paymentVoidCopy } from "#app/content/payment-void.ts";
import { bookingPaidBy, receiptFacts } from "#app/lib/payments/receipt.server.ts";
import { paymentQuestions, unanswered, type Question } from "#app/lib/payments/questions.server.ts";
import type { EventRow, RegistrationRow } from "./booking-rows.server.ts";

export type BookingPaymentInput = { amount: number; method: PaymentMethod; reference: string };
type UpiEnv = Partial<Pick<Env, "UPI_ID" | "UPI_PAYEE_NAME">>;

/** A booking's money as the console reads it: its payments (void ones too) and refunds, and the sums that stand. */
export type BookingLedger = { payments: Payment[]; refunds: Refund[]; paid: number; refunded: number };

const emptyLedger = (): BookingLedger => ({ payments: [], refunds: [], paid: 0, refunded: 0 });

/** Every booking's payments and refunds of an event, by booking id. */
export async function eventLedgers(db: Database | Tx, eventId: number): Promise<Map<number, BookingLedger>> {
  const [paid, refunds] = await Promise.all([
    db
      .select({ payment: payments })
      .from(payments)
      .innerJoin(eventRegistrations, eq(eventRegistrations.id, payments.bookingId))
      .where(eq(eventRegistrations.eventId, eventId))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    db
      .select({ refund: bookingRefunds })
      .from(bookingRefunds)
      .innerJoin(eventRegistrations, eq(eventRegistrations.id, bookingRefunds.bookingId))
      .where(eq(eventRegistrations.eventId, eventId))
      .orderBy(asc(bookingRefunds.createdAt), asc(bookingRefunds.id)),
  ]);
  const ledgers = new Map<number, BookingLedger>();
  const of = (id: number) => ledgers.get(id) ?? (ledgers.set(id, emptyLedger()), ledgers.get(id)!);
  for (const { payment } of paid) {
    const l = of(payment.bookingId!);
    l.payments.push(payment);
    if (!payment.voidedAt) l.paid += payment.amount;
  }
  for (const { refund } of refunds) {
    const l = of(refund.bookingId!);
    l.refunds.push(refund);
    l.refunded += refund.amount;
  }
  return ledgers;
}

/** One booking's money (its payments and refunds). */
async function ledgerOf(tx: Database | Tx, bookingId: number): Promise<BookingLedger> {
  const [list, refunds] = await Promise.all([
    tx.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.createdAt), asc(payments.id)),
    tx.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, bookingId)),
  ]);
  return {
    payments: list,
    refunds,
    paid: list.filter((p) => !p.voidedAt).reduce((sum, p) => sum + p.amount, 0),
    refunded: refunds.reduce((sum, r) => sum + r.amount, 0),
  };
}

/** The facts the money rules read of a booking. */
export const moneyOf = (booking: Pick<RegistrationRow, "status" | "seats">, price: number, ledger: BookingLedger | undefined): BookingMoney => ({
  status: booking.status,
  seats: booking.seats,
  price,
  paid: ledger?.paid ?? 0,
  refunded: ledger?.refunded ?? 0,
});

/** What the console shows of a booking's money: its state, what it owes, holds and still owes, and its receipts. */
export type BookingMoneyView = { state: PaidState; due: number; held: number; stillDue: number; refundDue: number; method: string; reference: string; receipts: { id: number; number: string; void: boolean }[] };

export function moneyView(booking: Pick<RegistrationRow, "status" | "seats">, price: number, ledger: BookingLedger | undefined): BookingMoneyView {
  const money = moneyOf(booking, price, ledger);
  const standing = (ledger?.payments ?? []).filter((p) => !p.voidedAt);
  const methods = [...new Set(standing.map((p) => consoleRegisterCopy.methods[p.method as PaymentMethod] ?? p.method))];
  return {
    state: paidState(money),
    due: bookingDue(price, booking.seats),
    held: heldOf(money),
    stillDue: stillDue(money),
    refundDue: refundDue(money),
    method: methods.join(", "),
    reference: standing.map((p) => p.reference).filter(Boolean).join(", "),
    receipts: (ledger?.payments ?? []).map((p) => ({ id: p.id, number: p.receiptNumber, void: p.voidedAt !== null })),
  };
}

export type RecordBookingPaymentResult =
  | { result: "recorded"; payment: Payment; booking: RegistrationRow; event: EventRow }
  | { result: "already"; payment: Payment }
  | { result: "questions"; questions: Question[] }
  | { result: "not_confirmed" }
  | { result: "free" }
  | { result: "not_found" };

type PaymentOptions = {
  formToken?: string | null;
  now?: Date;
  /**
   * The door's one tap: records what is still due, in cash; a booking with nothing still due is
   * answered "already" with its last payment (a second tap records nothing).
   */
  door?: boolean;
  inside?: (tx: Tx, booking: RegistrationRow, event: EventRow, payment: Payment) => Promise<void>;
  /** The keys of the questions the operator has seen ("Record it anyway"; app/lib/payments/questions.server.ts). */
  seen?: readonly string[];
};

/**
 * Records a payment for a confirmed booking in one transaction: the booking's row is locked, the
 * same form's token finds the first payment, the receipt number is taken from the series members'
 * fees share, and the audit entry and `inside` (the receipt's mail) are written with it.
 */
export async function recordBookingPayment(db: Database, actor: AuditActor, eventId: number, bookingId: number, input: BookingPaymentInput | null, options: PaymentOptions = {}): Promise<RecordBookingPaymentResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockPayment(tx, options.formToken, input ? input.reference : null);
    const [booking] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.id, bookingId), eq(eventRegistrations.eventId, eventId), isNull(eventRegistrations.erasedAt)))
      .for("update");
    if (!booking) return { result: "not_found" } as const;
    const first = await pressedBefore(tx, options.formToken);
    if (first) return { result: "already", payment: first } as const;
    const [event] = await tx.select().from(events).where(eq(events.id, eventId));
    if (!event) return { result: "not_found" } as const;
    if (booking.status !== "confirmed") return { result: "not_confirmed" } as const;
    if (event.price <= 0) return { result: "free" } as const;
    let paid = input;
    if (options.door) {
      const ledger = await ledgerOf(tx, booking.id);
      const owed = stillDue(moneyOf(booking, event.price, ledger));
      const last = ledger.payments.filter((p) => !p.voidedAt).at(-1);
      if (owed <= 0 && last) return { result: "already", payment: last } as const;
      if (owed <= 0) return { result: "free" } as const;
      paid = { amount: owed, method: "cash", reference: "" };
    }
    if (!paid) return { result: "not_found" } as const;
    const owed = stillDue(moneyOf(booking, event.price, await ledgerOf(tx, booking.id)));
    if (!options.door) {
      const questions = unanswered(await paymentQuestions(tx, { bookingId: booking.id, amount: paid.amount, reference: paid.reference, paidOn: todayIso(now), stillDue: owed, now }), options.seen ?? []);
      if (questions.length) return { result: "questions", questions } as const;
    }
    const payment = await insertPayment(
      tx,
      actor,
      // A part payment's receipt says what was still to pay after it.
      { for: { bookingId: booking.id }, by: bookingPaidBy(booking, event, owed - paid.amount), ...paid, paidOn: todayIso(now), formToken: options.formToken, audit: { booking: booking.reference, event: event.id } },
      now,
    );
    if (options.inside) await options.inside(tx, booking, event, payment);
    return { result: "recorded", payment, booking, event } as const;
  });
}

export type RecordRefundResult =
  | { result: "recorded"; refund: Refund; booking: RegistrationRow }
  | { result: "already" }
  | { result: "nothing_due" }
  | { result: "too_much"; due: number }
  | { result: "not_found" };

/**
 * Records money given back for a booking, the booking's row locked (app/lib/payments/refund.server.ts
 * keeps the steps): never more than is to be given back (all it holds once cancelled; what it holds
 * beyond what its places now cost after some were given back); the same form's token records it
 * once. The payments stay as they were.
 */
export async function recordRefund(db: Database, actor: AuditActor, eventId: number, bookingId: number, input: BookingPaymentInput, options: { formToken?: string | null; now?: Date } = {}): Promise<RecordRefundResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    if (options.formToken) await lockFormToken(tx, "booking_refunds", options.formToken);
    const [booking] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.id, bookingId), eq(eventRegistrations.eventId, eventId)))
      .for("update");
    if (!booking) return { result: "not_found" } as const;
    if (await refundPressedBefore(tx, options.formToken)) return { result: "already" } as const;
    const [event] = await tx.select({ title: events.title, date: events.date, price: events.price }).from(events).where(eq(events.id, eventId));
    const due = refundDue(moneyOf(booking, event?.price ?? 0, await ledgerOf(tx, booking.id)));
    if (due <= 0) return { result: "nothing_due" } as const;
    if (input.amount > due) return { result: "too_much", due } as const;
    const r = paymentVoidCopy.refundMail;
    const refund = await insertRefund(
      tx,
      actor,
      {
        for: { bookingId: booking.id },
        ...input,
        refundedOn: todayIso(now),
        formToken: options.formToken ?? null,
        audit: { recordType: "event_registration", recordId: booking.id, reference: booking.reference },
        // The person is told the money was given back, when the site can reach them.
        tell: reachable(booking)
          ? { email: booking.email, name: booking.name, subject: r.subject(event?.title ?? ""), body: r.body(input.amount, event?.title ?? "", booking.reference), outboxRecord: { type: BOOKING_RECORD, id: booking.id, reference: booking.reference } }
          : null,
      },
      now,
    );
    return { result: "recorded", refund, booking } as const;
  });
}

/** A booking payment with its booking and event, for its printable receipt (null when it is not this event's). */
export async function bookingPaymentOf(db: Database, eventId: number, paymentId: number) {
  const [row] = await db
    .select({ payment: payments, booking: eventRegistrations, event: events })
    .from(payments)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, payments.bookingId))
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(eq(payments.id, paymentId), eq(events.id, eventId)));
  return row ?? null;
}

/** Whether mail can reach the person booked: an address, and not erased. */
const reachable = (booking: RegistrationRow) => booking.email !== "" && booking.erasedAt === null;

/** The receipt mail, queued inside the payment's transaction (recordBookingPayment's `inside`); none without an address. */
export function bookingReceiptMailer(env?: WhatsAppEnv) {
  return async (tx: Tx, booking: RegistrationRow, event: EventRow, payment: Payment): Promise<void> => {
    // And by WhatsApp to a person who chose it, address or not (app/lib/whatsapp).
    if (env && booking.erasedAt === null) {
      const message = receiptWhatsApp(booking.name, payment, bookingPaidBy(booking, event));
      await queueWhatsApp(tx, env, { dedupeKey: `payment:${payment.receiptNumber}:receipt`, recordType: BOOKING_RECORD, recordId: booking.id, phone: booking.phone, contactBy: booking.contactBy, message });
    }
    if (!reachable(booking)) return;
    const r = words.receipt;
    const mail = render(r.subject(payment.receiptNumber), [
      { kind: "paragraph", text: r.greeting(booking.name) },
      { kind: "paragraph", text: r.thanks(event.title) },
      { kind: "heading", text: r.heading },
      { kind: "fields", fields: receiptFacts(payment, bookingPaidBy(booking, event)) },
      { kind: "paragraph", text: feeMailCopy.signOff },
    ]);
    await queue(tx, booking, [{ key: `payment:${payment.receiptNumber}:receipt`, kind: "fee_receipt", to: booking.email, replyTo: site.email, mail }]);
  };
}

/** What the mail confirming a place says of paying: what is due and how (the UPI link and QR code with the Reference ID). */
export type PayPart = { sections: Section[]; attachments: MailAttachment[] };

/**
 * How a confirmed booking of a priced event pays, for its mail (the booking's, its move up from the
 * waiting list, the day-before reminder): what is still due after `held` (what it has paid), and
 * how, the UPI link for that amount. Null for a free event, a place not confirmed (the waiting list
 * pays once confirmed) or a booking that has paid in full.
 */
export async function payPartOf(env: UpiEnv, event: Pick<EventRow, "price">, booking: Pick<RegistrationRow, "status" | "seats" | "reference">, held = 0): Promise<PayPart | null> {
  if (event.price <= 0 || booking.status !== "confirmed") return null;
  const amount = bookingDue(event.price, booking.seats) - held;
  if (amount <= 0) return null;
  const m = words.mail;
  const pay = await howToPay({ UPI_ID: env.UPI_ID, UPI_PAYEE_NAME: env.UPI_PAYEE_NAME ?? site.brand }, amount, m.note(booking.reference), { heading: m.heading, afterUpi: m.afterUpi, otherWays: m.otherWays });
  const [heading, ...rest] = pay.sections;
  const due = held > 0 ? m.stillDue(amount, booking.seats, held) : m.due(amount, booking.seats);
  return { sections: [heading!, { kind: "paragraph", text: due }, ...rest], attachments: pay.attachments };
}

/** What a booking holds of the visitor's money (paid less refunded), read in the caller's transaction. */
export async function heldByBooking(tx: Database | Tx, bookingId: number): Promise<number> {
  return heldOf(await ledgerOf(tx, bookingId));
}

/** The door list's money: what each booking still owes and whether it is paid; empty for a free event. */
export async function doorMoney(db: Database, event: Pick<EventRow, "id" | "price">, people: readonly Pick<RegistrationRow, "id" | "status" | "seats">[]): Promise<Record<number, { owes: number; paid: boolean }>> {
  if (event.price <= 0) return {};
  const ledgers = await eventLedgers(db, event.id);
  return Object.fromEntries(
    people.map((p) => {
      const money = moneyOf(p, event.price, ledgers.get(p.id));
      return [p.id, { owes: stillDue(money), paid: paidState(money) === "paid" }];
    }),
  );
}

/**
 * The door's one tap: records what the booking still owes, in cash, with its receipt (mailed when
 * the person has an address). Returns the receipt number, or null when there was nothing to record.
 */
export async function doorCash(db: Database, actor: AuditActor, eventId: number, bookingId: number, env?: WhatsAppEnv): Promise<{ receipt: string; paymentId: number; recorded: boolean } | null> {
  const result = await recordBookingPayment(db, actor, eventId, bookingId, null, { door: true, inside: bookingReceiptMailer(env) });
  if (result.result === "recorded") return { receipt: result.payment.receiptNumber, paymentId: result.payment.id, recorded: true };
  if (result.result === "already") return { receipt: result.payment.receiptNumber, paymentId: result.payment.id, recorded: false };
  return null;
}

/** The bookings CSV's money columns, after the booking's own: what it paid (whole rupees, less refunds), how, the references and the receipts. */
export const BOOKING_MONEY_CSV_HEADER = ["paid", "paid_state", "method", "payment_reference", "receipt"] as const;

/** Each booking's money columns for the bookings CSV, by booking id (methods and receipts of the payments that stand). */
export async function bookingMoneyCsv(db: Database, event: Pick<EventRow, "id" | "price">, rows: readonly Pick<RegistrationRow, "id" | "status" | "seats">[]): Promise<Map<number, string[]>> {
  const ledgers = await eventLedgers(db, event.id);
  return new Map(
    rows.map((row) => {
      const ledger = ledgers.get(row.id);
      const standing = (ledger?.payments ?? []).filter((p) => !p.voidedAt);
      const money = moneyOf(row, event.price, ledger);
      return [
        row.id,
        [String(heldOf(money)), paidState(money), [...new Set(standing.map((p) => p.method))].join(" "), standing.map((p) => p.reference).filter(Boolean).join(" "), standing.map((p) => p.receiptNumber).join(" ")],
      ];
    }),
  );
}
