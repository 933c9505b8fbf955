// The console's event page's part about money (docs/decisions/031-paid-outings.md): what it
// loads (each booking's paid state, the totals, the booking a payment or refund form is open for)
// and what its payment and refund forms do. Every change is a post followed by a redirect; a
// refused form comes back with its fields as typed and a message beside each.
import { redirect } from "react-router";
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import { eventTotals, type PaidState } from "#app/core/booking-payments.ts";
import { onlyFormToken } from "#app/core/form-token-fields.ts";
import { consoleRegisterCopy } from "#app/content/console-register.ts";
import type { AuditActor } from "#app/lib/console/audit.server.ts";
import { idField, notFound, withNotice } from "#app/lib/console/http.server.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import { newFormToken } from "#app/lib/submissions/fill-form-tokens.server.ts";
import { field, readFields } from "#app/schemas/form-data.ts";
import { BookingPaymentSchema, bookingPaymentFields, RefundSchema } from "#app/schemas/booking-payment.ts";
import type { EventRow, RegistrationRow } from "./booking-rows.server.ts";
import type { WhatsAppEnv } from "#app/lib/whatsapp/outbox.server.ts";
import { bookingPaymentOf, bookingReceiptMailer, eventLedgers, moneyOf, moneyView, recordBookingPayment, recordRefund, type BookingMoneyView } from "./booking-payments.server.ts";
import { seenOf, type Question } from "#app/lib/payments/questions.server.ts";

const words = bookingPaymentsCopy.console;

/** The booking a payment or refund form is open for: who, and the amount it starts with. */
type MoneyFormFor = { kind: "payment" | "refund"; booking: number; name: string; reference: string; seats: number; amount: number };

export type EventMoney = {
  price: number;
  totals: { due: number; received: number; refundsDue: number };
  byBooking: Record<number, BookingMoneyView>;
  open: MoneyFormFor | null;
  formToken: string;
};

/**
 * An event's money for its console page: each booking's view, the totals, and the form `?pay=<id>`
 * or `?refund=<id>` opens (a payment defaults to what is still due, a refund to what is held).
 */
export async function eventMoney(db: Database, event: EventRow, bookings: readonly RegistrationRow[], query: URLSearchParams): Promise<EventMoney> {
  const ledgers = await eventLedgers(db, event.id);
  const byBooking: Record<number, BookingMoneyView> = {};
  for (const b of bookings) byBooking[b.id] = moneyView(b, event.price, ledgers.get(b.id));
  const totals = eventTotals(bookings.map((b) => moneyOf(b, event.price, ledgers.get(b.id))));
  const openFor = (kind: "payment" | "refund", id: string | null): MoneyFormFor | null => {
    const booking = bookings.find((b) => String(b.id) === id);
    const view = booking ? byBooking[booking.id] : undefined;
    if (!booking || !view) return null;
    const state: PaidState = view.state;
    if (kind === "payment" && (booking.status !== "confirmed" || event.price <= 0)) return null;
    if (kind === "refund" && state !== "refund-due") return null;
    return { kind, booking: booking.id, name: booking.name, reference: booking.reference, seats: booking.seats, amount: kind === "payment" ? view.stillDue || view.due : view.refundDue };
  };
  return { price: event.price, totals, byBooking, open: openFor("payment", query.get("pay")) ?? openFor("refund", query.get("refund")), formToken: newFormToken() };
}

/** What a refused payment or refund form comes back with. */
export type MoneyRefusal = { form: "payment" | "refund"; booking: number; values: Record<string, string>; errors: Record<string, string>; error?: string; questions?: Question[] };

/**
 * The payment form's and the refund form's post (intent "payment" or "refund"): records it and
 * redirects to the event's page with a notice, or returns what to show again beside the fields and
 * the answer's status (400 for a post without its form's one token, 422 otherwise). A booking id
 * that cannot be one answers the console's 404 page.
 */
export async function moneyAction(services: { db: Database; dispatcher: { kick(): void }; env?: WhatsAppEnv }, operator: AuditActor, eventId: number, form: FormData): Promise<MoneyRefusal & { status: 400 | 422 }> {
  const intent = field(form, "intent") === "refund" ? "refund" : "payment";
  const booking = idField(form, "booking");
  const here = `/admin/events/${eventId}`;
  const { values, input, errors } = readFields(intent === "refund" ? RefundSchema : BookingPaymentSchema, form, bookingPaymentFields);
  const refuse = (more: Partial<MoneyRefusal>, status: 400 | 422 = 422): MoneyRefusal & { status: 400 | 422 } => ({ form: intent, booking, values, errors, ...more, status });
  if (!input) return refuse({});
  const formToken = onlyFormToken(form);
  if (!formToken) return refuse({ errors: {}, error: consoleRegisterCopy.payment.messages.notFromPage }, 400);
  if (intent === "payment") {
    const result = await recordBookingPayment(services.db, operator, eventId, booking, input, { formToken, inside: bookingReceiptMailer(services.env), seen: seenOf(form) });
    if (result.result === "not_found") notFound();
    if (result.result === "questions") return refuse({ errors: {}, questions: result.questions });
    if (result.result === "not_confirmed") return refuse({ errors: {}, error: words.payment.notConfirmed });
    if (result.result === "free") return refuse({ errors: {}, error: words.payment.free });
    if (result.result === "already") throw redirect(`${withNotice(here, { done: "already-paid", payment: String(result.payment.id) })}#bookings`);
    services.dispatcher.kick();
    const mailed = result.booking.email !== "" && result.booking.erasedAt === null;
    throw redirect(`${withNotice(here, { done: mailed ? "paid-mailed" : "paid", payment: String(result.payment.id) })}#bookings`);
  }
  const result = await recordRefund(services.db, operator, eventId, booking, input, { formToken });
  if (result.result === "not_found") notFound();
  if (result.result === "too_much") return refuse({ errors: { amount: words.refund.tooMuch(result.due) } });
  if (result.result === "nothing_due") return refuse({ errors: {}, error: words.refund.nothingDue });
  throw redirect(`${withNotice(here, { done: result.result === "already" ? "already-refunded" : "refunded" })}#bookings`);
}

/**
 * The notice after a payment or refund (the event page's `done`), or null for another. A payment's
 * notice names its receipt as stored, found by the payment's id among this event's: nothing of the
 * address is shown as it was typed.
 */
export async function moneyNotice(db: Database, eventId: number, query: URLSearchParams): Promise<string | null> {
  const done = query.get("done");
  if (done !== "paid" && done !== "paid-mailed" && done !== "already-paid") return refundNotice(done);
  const id = Number(query.get("payment"));
  const found = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await bookingPaymentOf(db, eventId, id) : null;
  if (!found) return null;
  const receipt = found.payment.receiptNumber;
  switch (done) {
    case "paid":
      return words.payment.recorded(receipt);
    case "paid-mailed":
      return words.payment.recordedMailed(receipt);
    case "already-paid":
      return words.payment.already(receipt);
  }
}

function refundNotice(done: string | null): string | null {
  switch (done) {
    case "refunded":
      return words.refund.recorded;
    case "already-refunded":
      return words.refund.already;
    default:
      return null;
  }
}
