// Owns which template says what about a booking: the parameters of each WhatsApp message, from the
// same facts as its mail (app/lib/events/mail.ts), in the order of the template's numbered places
// (app/content/whatsapp-templates.ts). The cancel link is marked, so the outbox keeps it only sealed.
// A member's fees and receipts are ./payment-messages.server.ts.
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import { whatsappFill as fill } from "#app/content/whatsapp-templates.ts";
import { bookingDue } from "#app/core/booking-payments.ts";
import { formatDate, formatEventWhen } from "#app/core/calendar.ts";
import type { Env } from "#app/lib/env.server.ts";
import { upiLink } from "#app/lib/fees/fee-mail.server.ts";
import type { WhatsAppMessage } from "./outbox.server.ts";

type Event = { title: string; date: string; startTime: string; endTime: string; venue: string; price: number };
type Booking = { name: string; reference: string; seats: number; status: string };
type UpiEnv = Partial<Pick<Env, "UPI_ID" | "UPI_PAYEE_NAME">>;

/** The UPI link for `amount` with `note`, when the centre has a UPI ID. */
function upi(env: UpiEnv, amount: number, note: string): string | null {
  return env.UPI_ID ? upiLink({ UPI_ID: env.UPI_ID, UPI_PAYEE_NAME: env.UPI_PAYEE_NAME ?? "" }, amount, note) : null;
}

/** What a confirmed place at the event costs and how to pay it, as its mail says (nothing for a free event). */
function toPay(env: UpiEnv, event: Event, booking: Booking): string {
  const amount = booking.status === "confirmed" ? bookingDue(event.price, booking.seats) : 0;
  return amount > 0 ? fill.toPay.due(amount, upi(env, amount, bookingPaymentsCopy.mail.note(booking.reference))) : fill.toPay.free;
}

const when = (event: Event) => formatEventWhen(event.date, event.startTime, event.endTime, "words");

/** The kinds of a booking's mail that have a template; the others (the day-before reminder, a repeated request) go by mail only. */
type BookingKind = "confirmed" | "waitlisted" | "promoted" | "changed" | "visitorCancelled" | "cancelledByUs";

/** The message beside a booking's mail of `kind`, or undefined when that mail has no template (or lacks its cancel link). */
export function bookingWhatsApp(
  kind: string,
  event: Event,
  booking: Booking,
  env: UpiEnv,
  extra: { cancelUrl?: string; position?: number; changes?: readonly string[] },
): WhatsAppMessage | undefined {
  const b = booking;
  switch (kind as BookingKind) {
    case "confirmed":
    case "promoted":
      if (!extra.cancelUrl) return undefined;
      return {
        template: kind === "confirmed" ? "booking_confirmed" : "booking_promoted",
        params: [b.name, event.title, b.reference, when(event), event.venue, fill.places(b.seats), toPay(env, event, b), extra.cancelUrl],
        sealed: [7],
      };
    case "waitlisted":
      if (!extra.cancelUrl) return undefined;
      return { template: "booking_waitlisted", params: [b.name, String(extra.position ?? 1), event.title, b.reference, when(event), fill.places(b.seats), extra.cancelUrl], sealed: [6] };
    case "changed":
      return { template: "booking_changed", params: [b.name, event.title, (extra.changes ?? []).join(" "), b.reference, when(event), event.venue] };
    case "visitorCancelled":
    case "cancelledByUs":
      return { template: "booking_cancelled", params: [b.name, event.title, formatDate(event.date, "long"), kind === "visitorCancelled" ? fill.cancelled.byThem : fill.cancelled.byUs, b.reference] };
    default:
      return undefined;
  }
}

/** To everyone booked when the centre cancels the event, with the reason it gave. */
export function eventCancelledWhatsApp(event: Event, booking: Booking, reason: string | null | undefined): WhatsAppMessage {
  return { template: "booking_cancelled", params: [booking.name, event.title, formatDate(event.date, "long"), reason?.trim() ? reason : fill.cancelled.eventNoReason, booking.reference] };
}

/** The centre's message to one person booked: its subject and words (a long one cut short), and which booking. */
export function eventMessageWhatsApp(event: Event, booking: Booking, message: { subject: string; body: string }): WhatsAppMessage {
  return { template: "event_message", params: [booking.name, event.title, formatDate(event.date, "long"), message.subject, message.body, booking.reference] };
}
