// The mail a change to a booking queues (docs/decisions/001-mail-outbox.md, 022-booking-calendar-files.md):
// the outbox row about one booking, the message to the visitor with its calendar file, and the
// event and booking as the mail builder (./mail.ts) reads them. The rules it keeps: each message
// goes into the outbox in the caller's transaction, under a key that is never queued twice; a
// message carries a calendar file only when there is one to carry (the entry while a confirmed
// booking stands, its cancellation when one ends), always with the booking's own UID.
import { site } from "#app/core/site.ts";
import type { RegistrationStatus } from "#app/core/events.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { emailOutbox, type MailAttachment } from "#app/lib/db/schema.ts";
import { headerSafe, type RenderedMail, type Section } from "#app/lib/mail/render.ts";
import { sealedRow, type SealEnv } from "#app/lib/mail/sealed.server.ts";
import { queueWhatsApp, type WhatsAppEnv, type WhatsAppMessage } from "#app/lib/whatsapp/outbox.server.ts";
import { bookingWhatsApp } from "#app/lib/whatsapp/messages.server.ts";
import type { BookingDeps, EventRow, RegistrationRow } from "./booking-rows.server.ts";
import { bookingUid, eventIcs } from "./ics.server.ts";
import { visitorEventMail, type MailBooking, type VisitorMailKind } from "./mail.ts";

/** The outbox's record type for booking mail. */
export const BOOKING_RECORD = "event_registration";

function cancelUrl(siteUrl: string, event: Pick<EventRow, "slug">, reference: string, token: string): string {
  return `${siteUrl}/events/${event.slug}/cancel?ref=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}`;
}

export function mailEvent(event: EventRow) {
  return { slug: event.slug, title: event.title, date: event.date, startTime: event.startTime, endTime: event.endTime, venue: event.venue };
}

export function mailBooking(row: RegistrationRow): MailBooking {
  return { reference: row.reference, name: row.name, email: row.email, phone: row.phone, seats: row.seats, status: row.status as RegistrationStatus };
}

/**
 * A booking's calendar file (docs/decisions/022-booking-calendar-files.md): PUBLISH while the
 * booking stands (calendars add it without sending the organiser a reply), CANCEL when it ends, both
 * with the booking's UID (from `booking`, the row as it was when its entry was sent) and the
 * SEQUENCE given.
 */
export function icsAttachment(event: EventRow, deps: BookingDeps, booking: RegistrationRow, method: "PUBLISH" | "CANCEL", sequence = event.sequence): MailAttachment {
  const content = eventIcs(
    {
      id: event.id,
      slug: event.slug,
      title: event.title,
      date: event.date,
      startTime: event.startTime,
      endTime: event.endTime,
      venue: event.venue,
      description: event.description,
      sequence,
      cancelled: method === "CANCEL",
    },
    {
      siteUrl: deps.env.PUBLIC_SITE_URL,
      method,
      organizerEmail: site.email,
      organizerName: site.brand,
      // A booking without an address (phoned in, walked in) has no attendee (and its mail is dropped: queue).
      ...(booking.email ? { attendee: { name: booking.name, email: booking.email } } : {}),
      uid: bookingUid(booking, deps.env.PUBLIC_SITE_URL),
    },
  );
  return { filename: `${event.slug}.ics`, contentType: `text/calendar; charset=utf-8; method=${method}`, content };
}

/** A message about a booking; `sealWith` for one that carries the cancel link: it waits in the outbox only sealed with that key (decision 035). */
export type QueuedMail = {
  key: string;
  kind: string;
  to: string;
  replyTo?: string;
  mail: RenderedMail;
  attachments?: MailAttachment[];
  sealWith?: SealEnv;
  /** The same message as a WhatsApp template message, under the same key, for a person who chose WhatsApp (app/lib/whatsapp). */
  whatsapp?: { env: WhatsAppEnv; message: WhatsAppMessage };
};

/**
 * Inserts messages about one booking into the outbox; a key already queued is not queued twice.
 * A message to nobody is dropped: a booking made for someone without an e-mail address (they
 * phoned, or walked in) is never mailed, whatever happens to it. Returns how many were new.
 */
export async function queue(tx: Tx | Database, registration: RegistrationRow, mails: QueuedMail[]): Promise<number> {
  // WhatsApp's copy goes whether or not there is an address: a person without one may read WhatsApp.
  for (const m of registration.erasedAt === null ? mails : []) {
    if (!m.whatsapp) continue;
    const { env, message } = m.whatsapp;
    await queueWhatsApp(tx, env, { dedupeKey: m.key, recordType: BOOKING_RECORD, recordId: registration.id, phone: registration.phone, contactBy: registration.contactBy, message });
  }
  const addressed = mails.filter((m) => m.to.trim() !== "");
  if (addressed.length === 0) return 0;
  const inserted = await tx
    .insert(emailOutbox)
    .values(
      addressed.map((m) => ({
        kind: m.kind,
        dedupeKey: m.key,
        recordType: BOOKING_RECORD,
        recordId: registration.id,
        reference: registration.reference,
        recipient: headerSafe(m.to),
        replyTo: m.replyTo ? headerSafe(m.replyTo) : null,
        ...(m.sealWith ? sealedRow(m.sealWith, m.mail) : m.mail),
        attachments: m.attachments ?? null,
      })),
    )
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return inserted.length;
}

/** A calendar file that takes a booking's entry out of the visitor's calendar: `row` as it was when its entry was sent. */
type CalendarCancel = { method: "CANCEL"; row: RegistrationRow; sequence: number };

/** The kinds of message that carry the entry of a booking that stands. */
const ADDS_ENTRY: ReadonlySet<VisitorMailKind> = new Set(["confirmed", "promoted", "reminder", "changed"]);

/**
 * A message to the visitor about their booking. It carries a calendar file only when there is one
 * to carry, and says so only then: the entry while a confirmed booking stands, or
 * `calendar`'s cancellation when a confirmed booking ends; a place on the waiting list has none.
 */
export function visitorMail(
  kind: VisitorMailKind,
  event: EventRow,
  row: RegistrationRow,
  deps: BookingDeps,
  extra: {
    token?: string;
    position?: number;
    placesLeft?: number;
    movedBack?: boolean;
    key?: string;
    changes?: readonly string[];
    calendar?: CalendarCancel | null;
    /** What is due and how to pay it, for a confirmed place at a priced event (./booking-payments.server.ts payPartOf). */
    pay?: { sections: Section[]; attachments: MailAttachment[] } | null;
    /** A repeat: the Reference ID the page gave the request (booking_requests). */
    request?: string;
  } = {},
): QueuedMail {
  const attachment =
    extra.calendar === null
      ? undefined
      : extra.calendar
        ? icsAttachment(event, deps, extra.calendar.row, "CANCEL", extra.calendar.sequence)
        : ADDS_ENTRY.has(kind) && row.status === "confirmed"
          ? icsAttachment(event, deps, row, "PUBLISH")
          : undefined;
  const ctx = {
    siteUrl: deps.env.PUBLIC_SITE_URL,
    position: extra.position,
    placesLeft: extra.placesLeft,
    movedBack: extra.movedBack,
    changes: extra.changes,
    calendar: attachment ? (extra.calendar ? ("removed" as const) : ("added" as const)) : undefined,
    cancelUrl: extra.token ? cancelUrl(deps.env.PUBLIC_SITE_URL, event, row.reference, extra.token) : undefined,
    pay: extra.pay?.sections,
    request: extra.request,
  };
  const attachments = [...(attachment ? [attachment] : []), ...(extra.pay?.attachments ?? [])];
  return {
    key: extra.key ?? `${BOOKING_RECORD}:${row.reference}:${kind}`,
    kind: "visitor_confirmation",
    to: row.email,
    replyTo: site.email,
    mail: visitorEventMail(kind, mailEvent(event), mailBooking(row), ctx),
    attachments: attachments.length ? attachments : undefined,
    // The cancel link opens the booking to anyone who has it: such a mail waits only sealed.
    ...(ctx.cancelUrl ? { sealWith: deps.env } : {}),
    ...whatsappPart(deps.env, bookingWhatsApp(kind, event, row, deps.env, { cancelUrl: ctx.cancelUrl, position: extra.position, changes: extra.changes })),
  };
}

/** A mail's WhatsApp copy, when the centre sends WhatsApp messages and the mail has a template. */
export function whatsappPart(env: WhatsAppEnv, message: WhatsAppMessage | undefined): Pick<QueuedMail, "whatsapp"> {
  return env.WHATSAPP && message ? { whatsapp: { env, message } } : {};
}
