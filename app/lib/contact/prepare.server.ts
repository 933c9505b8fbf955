// Owns the WhatsApp messages and calls the console prepares for a person the site would mail but
// whose mail would not reach them (docs/decisions/042-whatsapp-and-the-telephone.md): the message
// written from the same facts as its mail (app/content/whatsapp-messages.ts), the row that records
// who prepared it and when (contact_prepared), and the address the volunteer's phone opens
// (https://wa.me/<number>?text=… or tel:). The rules it keeps: it runs only on a console POST, never
// on a GET; a personal link (the member's page, a booking's cancel link) is made here, at that
// moment, as a new mail makes its own, and is only ever in the address answered, never in a page,
// the database or a log; the record and the new link are one transaction.
import crypto from "node:crypto";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { whatsappMessages, type WaBooking } from "#app/content/whatsapp-messages.ts";
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import { feeMailCopy } from "#app/content/fee-mail.ts";
import { formatDate, formatEventWhen, shiftMonth } from "#app/core/calendar.ts";
import { bookingDue } from "#app/core/booking-payments.ts";
import { amountDue, unpaidMonths } from "#app/core/fees.ts";
import { site } from "#app/core/site.ts";
import { CHANNELS, PERSON_TYPES, type Channel, type PersonType, type Purpose } from "#app/core/contact-by.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { auditLog, contactPrepared, eventMessages, eventRegistrations, events, payments, registerMembers } from "#app/lib/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import { heldByBooking } from "#app/lib/events/booking-payments.server.ts";
import { sha256, type EventRow, type RegistrationRow } from "#app/lib/events/booking-rows.server.ts";
import { waitingPosition } from "#app/lib/events/bookings.server.ts";
import { newMemberLink, upiLink } from "#app/lib/fees/fee-mail.server.ts";
import { priceList } from "#app/lib/fees/plan-prices.server.ts";
import { monthOf, type RegisterMember } from "#app/lib/fees/register.server.ts";
import { bookingPaidBy, feePaidBy, receiptFacts } from "#app/lib/payments/receipt.server.ts";
import { telNumber, whatsappNumber } from "./numbers.server.ts";


/** What the console's form posts: whom, about what, and how. */
export type PrepareRequest = { person: PersonType; id: number; purpose: Purpose; about: string; channel: Channel };

/** The purposes each kind of person has. */
const PURPOSES_OF: Record<PersonType, readonly Purpose[]> = {
  booking: ["confirmation", "moved_up", "change", "message", "receipt"],
  member: ["reminder", "receipt"],
};

export function isPrepareRequest(r: { person: string; purpose: string; channel: string }): boolean {
  return (PERSON_TYPES as readonly string[]).includes(r.person) && (CHANNELS as readonly string[]).includes(r.channel) && (PURPOSES_OF[r.person as PersonType] ?? []).includes(r.purpose as Purpose);
}

/** WhatsApp's click-to-chat address: the number, digits only, and the message, percent-encoded. */
const waMeLink = (number: string, text: string) => `https://wa.me/${number}?text=${encodeURIComponent(text)}`;

type Deps = { db: Database; env: Pick<Env, "PUBLIC_SITE_URL" | "UPI_ID" | "UPI_PAYEE_NAME"> };
type Actor = { id: number; email: string };

/** Why nothing was prepared: no such person (or erased), or no number for the channel asked. */
export type PrepareResult = { location: string } | { refused: "not-found" | "no-number" };

const upiOf = (env: Deps["env"], amount: number, note: string) => (env.UPI_ID ? upiLink({ UPI_ID: env.UPI_ID, UPI_PAYEE_NAME: env.UPI_PAYEE_NAME ?? site.brand }, amount, note) : null);

/** A booking's facts as its messages say them; `cancelUrl` only when one was made for this message. */
async function waBookingOf(tx: Tx | Database, env: Deps["env"], event: EventRow, row: RegistrationRow, cancelUrl: string | null = null): Promise<WaBooking> {
  const held = row.status === "confirmed" && event.price > 0 ? await heldByBooking(tx, row.id) : 0;
  const amount = row.status === "confirmed" && event.price > 0 ? bookingDue(event.price, row.seats) - held : 0;
  return {
    name: row.name,
    title: event.title,
    when: formatEventWhen(event.date, event.startTime, event.endTime, "words"),
    venue: event.venue,
    reference: row.reference,
    seats: row.seats,
    status: row.status as WaBooking["status"],
    position: row.status === "waitlisted" ? await waitingPosition(tx as Tx, event.id, row) : undefined,
    due: amount > 0 ? { amount, upi: upiOf(env, amount, bookingPaymentsCopy.mail.note(row.reference)) } : null,
    cancelUrl,
    eventUrl: `${env.PUBLIC_SITE_URL}/events/${event.slug}`,
  };
}

/** What changed at the event's last told change, as its audit entry says it (the mail's own lines are gone with the mail). */
async function lastChange(tx: Tx, eventId: number): Promise<string[]> {
  const [entry] = await tx
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.recordType, "event"), eq(auditLog.recordId, eventId), eq(auditLog.action, "event_update")))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  const changed = (entry?.detail as { changed?: unknown } | null)?.changed;
  return typeof changed === "string" && changed.trim() !== "" ? [changed.trim()] : [];
}

/**
 * A new cancel link for a booking without an e-mail address (decision 042): nothing mailed holds
 * its link or a calendar entry made from it, so a new token replaces the one nobody was given. A
 * booking with an address keeps its mailed link (and its calendar entry's UID), and the message
 * asks them to reply or call instead.
 */
async function newCancelLink(tx: Tx, env: Deps["env"], event: EventRow, row: RegistrationRow): Promise<string | null> {
  if (row.email !== "" || row.status === "cancelled") return null;
  const token = crypto.randomBytes(24).toString("base64url");
  await tx.update(eventRegistrations).set({ cancelTokenHash: sha256(token) }).where(eq(eventRegistrations.id, row.id));
  return `${env.PUBLIC_SITE_URL}/events/${event.slug}/cancel?ref=${encodeURIComponent(row.reference)}&token=${encodeURIComponent(token)}`;
}

async function bookingText(tx: Tx, env: Deps["env"], row: RegistrationRow, req: PrepareRequest): Promise<string | null> {
  const [event] = await tx.select().from(events).where(eq(events.id, row.eventId));
  if (!event) return null;
  switch (req.purpose) {
    case "confirmation":
    case "moved_up": {
      const b = await waBookingOf(tx, env, event, row, req.channel === "whatsapp" ? await newCancelLink(tx, env, event, row) : null);
      return req.purpose === "moved_up" && row.status === "confirmed" ? whatsappMessages.movedUp(b) : whatsappMessages.confirmation(b);
    }
    case "change": {
      const b = await waBookingOf(tx, env, event, row);
      if (event.status === "cancelled" || row.status === "cancelled") return whatsappMessages.eventCancelled(b, formatDate(event.date, "long"), event.cancelReason, await heldByBooking(tx, row.id));
      return whatsappMessages.change(b, await lastChange(tx, event.id));
    }
    case "message": {
      const [message] = await tx
        .select()
        .from(eventMessages)
        .where(and(eq(eventMessages.eventId, event.id), eq(eventMessages.id, Number(req.about) || 0)));
      if (!message) return null;
      return whatsappMessages.message(await waBookingOf(tx, env, event, row), message);
    }
    case "receipt": {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, Number(req.about) || 0), eq(payments.bookingId, row.id)));
      if (!payment) return null;
      return whatsappMessages.receipt({ name: row.name, facts: receiptFacts(payment, bookingPaidBy(row, event)), ownLink: null });
    }
    default:
      return null;
  }
}

async function memberText(tx: Tx, env: Deps["env"], member: RegisterMember, req: PrepareRequest, now: Date): Promise<string | null> {
  // The member's own page: a new link, as each mail makes its own (valid 60 days; only its hash is stored).
  const ownLink = () => (req.channel === "whatsapp" ? newMemberLink(tx, member.id, env.PUBLIC_SITE_URL, now) : Promise.resolve(null));
  if (req.purpose === "reminder") {
    const month = /^\d{4}-\d{2}$/.test(req.about) ? req.about : monthOf(now);
    const months = unpaidMonths(member, month);
    const amount = amountDue(await priceList(tx as unknown as Database), member, month);
    if (months === 0 || amount === 0) return null;
    const note = feeMailCopy.howToPay.upiNote(member.number, shiftMonth(month, 1 - months), month);
    return whatsappMessages.reminder({ name: member.name, amount, month, months, upi: upiOf(env, amount, note), ownLink: await ownLink() });
  }
  if (req.purpose === "receipt") {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, Number(req.about) || 0), eq(payments.memberId, member.id)));
    if (!payment) return null;
    return whatsappMessages.receipt({ name: member.name, facts: receiptFacts(payment, feePaidBy(member)), ownLink: await ownLink() });
  }
  return null;
}

/**
 * Prepares one message or call (a console POST): writes the message, records who prepared it, and
 * answers the address to open. A call records the same row and dials; its message is not needed.
 */
export async function prepareContact(deps: Deps, actor: Actor, req: PrepareRequest, now = new Date()): Promise<PrepareResult> {
  return deps.db.transaction(async (tx): Promise<PrepareResult> => {
    let phone: string;
    let text: string | null = null;
    if (req.person === "booking") {
      const [row] = await tx
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.id, req.id), isNull(eventRegistrations.erasedAt)));
      if (!row) return { refused: "not-found" };
      phone = row.phone;
      if (req.channel === "whatsapp") text = await bookingText(tx, deps.env, row, req);
    } else {
      const [member] = await tx
        .select()
        .from(registerMembers)
        .where(and(eq(registerMembers.id, req.id), isNull(registerMembers.erasedAt)));
      if (!member) return { refused: "not-found" };
      phone = member.phone;
      if (req.channel === "whatsapp") text = await memberText(tx, deps.env, member, req, now);
    }
    const number = req.channel === "whatsapp" ? whatsappNumber(phone) : telNumber(phone);
    if (!number) return { refused: "no-number" };
    if (req.channel === "whatsapp" && text === null) return { refused: "not-found" };
    await tx.insert(contactPrepared).values({
      personType: req.person,
      personId: req.id,
      purpose: req.purpose,
      about: req.about,
      channel: req.channel,
      preparedBy: actor.email,
      preparedById: actor.id,
      createdAt: now,
    });
    return { location: req.channel === "whatsapp" ? waMeLink(number, text!) : `tel:${number}` };
  });
}

export type PreparedRow = typeof contactPrepared.$inferSelect;

/** What was prepared for these people, newest first. */
export async function preparedFor(db: Database, person: PersonType, ids: readonly number[]): Promise<PreparedRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(contactPrepared)
    .where(and(eq(contactPrepared.personType, person), inArray(contactPrepared.personId, [...ids])))
    .orderBy(desc(contactPrepared.createdAt), desc(contactPrepared.id));
}
