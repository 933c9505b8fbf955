// Owns the operator's messages to the people booked on an event
// (docs/decisions/021-running-the-programme.md): one mail per confirmed booking, and per waiting one
// when the operator ticks it, through the outbox, recorded on the event with who sent it and when.
// Sending is one transaction holding the event's row lock: the message's row is inserted under a
// digest of what it says, unique per event, and each person's mail under a key of that row and
// their booking. The same message posted twice (a double press, two tabs, two operators, a retry)
// therefore reaches each person once.
import crypto from "node:crypto";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { consoleEventsCopy } from "#app/content/console-events.ts";
import { formatWhen } from "#app/core/calendar.ts";
import { site } from "#app/core/site.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import { emailOutbox, eventMessages, eventRegistrations } from "#app/lib/db/schema.ts";
import { eventMailCopy } from "#app/content/event-mail.ts";
import { headerSafe, type RenderedMail } from "#app/lib/mail/render.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { BOOKING_RECORD, mailBooking, mailEvent, queue, whatsappPart } from "./booking-mail.server.ts";
import { eventMessageWhatsApp } from "#app/lib/whatsapp/messages.server.ts";
import { lockEvent, type BookingDeps } from "./booking-rows.server.ts";
import { eventMessageMail, sampleBooking } from "./mail.ts";
import { auditItemOf, eventById } from "./events.server.ts";

export type EventMessageRow = typeof eventMessages.$inferSelect;
export type EventMessage = { subject: string; body: string; includeWaitlist: boolean };

/** The outbox's kind for these mails (the console names it in a record's mail list). */
const EVENT_MESSAGE_KIND = "event_message";

/** What a message says, as one value: the same words to the same people are the same message. */
function messageDigest(message: EventMessage): string {
  return crypto.createHash("sha256").update(JSON.stringify([message.subject, message.body, message.includeWaitlist])).digest("hex");
}

export type SendMessageResult =
  | { outcome: "sent"; message: EventMessageRow }
  | { outcome: "already-sent"; message: EventMessageRow }
  | { outcome: "not-found" }
  | { outcome: "event-cancelled" };

/** Who a message goes to: the confirmed bookings, and the waiting ones when asked. */
function recipientStatuses(includeWaitlist: boolean) {
  return includeWaitlist ? ["confirmed", "waitlisted"] : ["confirmed"];
}

/** How many people a message would reach now (the form says so before it is sent). */
export async function messageAudience(db: Database, eventId: number): Promise<{ confirmed: number; waiting: number }> {
  const rows = await db.select({ status: eventRegistrations.status }).from(eventRegistrations).where(and(eq(eventRegistrations.eventId, eventId), isNull(eventRegistrations.erasedAt)));
  return { confirmed: rows.filter((r) => r.status === "confirmed").length, waiting: rows.filter((r) => r.status === "waitlisted").length };
}

/**
 * Sends the operator's message to everyone booked on the event (and the waiting list when
 * ticked). A message already sent for this event is not sent again: its first sending is returned.
 */
export async function sendEventMessage(deps: BookingDeps, actor: AuditActor, eventId: number, message: EventMessage): Promise<SendMessageResult> {
  const digest = messageDigest(message);
  const result = await deps.db.transaction(async (tx): Promise<SendMessageResult> => {
    const event = await lockEvent(tx, eventId);
    if (!event) return { outcome: "not-found" };
    if (event.status === "cancelled") return { outcome: "event-cancelled" };
    const [earlier] = await tx.select().from(eventMessages).where(and(eq(eventMessages.eventId, eventId), eq(eventMessages.digest, digest)));
    if (earlier) return { outcome: "already-sent", message: earlier };
    const people = await tx
      .select()
      .from(eventRegistrations)
      // A person erased from the site is not written to.
      .where(and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, recipientStatuses(message.includeWaitlist)), isNull(eventRegistrations.erasedAt)));
    const [row] = await tx
      .insert(eventMessages)
      .values({ eventId, digest, ...message, recipients: people.length, sentBy: actor.email, sentById: actor.id })
      .returning();
    for (const person of people) {
      await queue(tx, person, [
        {
          key: `${BOOKING_RECORD}:${person.reference}:message:${row!.id}`,
          kind: EVENT_MESSAGE_KIND,
          to: person.email,
          replyTo: site.email,
          mail: eventMessageMail(mailEvent(event), mailBooking(person), message, { siteUrl: deps.env.PUBLIC_SITE_URL }),
          ...whatsappPart(deps.env, eventMessageWhatsApp(event, person, message)),
        },
      ]);
    }
    // The audit keeps that a message went and to how many, never its words.
    await writeAudit(tx, actor, { action: "event_message", recordType: "event", recordId: eventId, detail: { item: auditItemOf(event), message: row!.id, recipients: people.length, waitlist: message.includeWaitlist } });
    return { outcome: "sent", message: row! };
  });
  if (result.outcome === "sent" && result.message.recipients > 0) deps.dispatcher?.kick();
  return result;
}

/** The outbox's kind for a test copy of a message (to the operator who asked for it). */
const EVENT_MESSAGE_TEST_KIND = "event_message_test";

/** The mail each person booked would get, with a stand-in for their own name and Reference ID; undefined when no such event. */
export async function previewEventMessage(deps: Pick<BookingDeps, "db" | "env">, eventId: number, message: EventMessage): Promise<RenderedMail | undefined> {
  const event = await eventById(deps.db, eventId);
  if (!event) return undefined;
  return eventMessageMail(mailEvent(event), sampleBooking(), message, { siteUrl: deps.env.PUBLIC_SITE_URL });
}

/**
 * A test copy of the message to the operator who asked for it (their own address, not the
 * community's), marked as a test in its subject; nobody booked gets it, and the message is not
 * recorded as sent. The audit keeps that a test went.
 */
export async function sendEventMessageTest(deps: BookingDeps, actor: AuditActor, eventId: number, message: EventMessage, now = new Date()): Promise<"sent" | "not-found"> {
  const event = await eventById(deps.db, eventId);
  const mail = event ? await previewEventMessage(deps, eventId, message) : undefined;
  if (!event || !mail) return "not-found";
  await deps.db.transaction(async (tx) => {
    await tx.insert(emailOutbox).values({
      kind: EVENT_MESSAGE_TEST_KIND,
      dedupeKey: `event-message-test:${eventId}:${actor.id}:${now.getTime()}`,
      recordType: "event",
      recordId: eventId,
      reference: `event-${eventId}`,
      recipient: headerSafe(actor.email),
      replyTo: headerSafe(site.email),
      ...mail,
      subject: eventMailCopy.message.testSubject(mail.subject),
    });
    await writeAudit(tx, actor, { action: "event_message_test", recordType: "event", recordId: eventId, detail: { item: auditItemOf(event) } }, now);
  });
  deps.dispatcher?.kick();
  return "sent";
}

/** The messages sent about an event, newest first. */
export async function eventMessagesOf(db: Database, eventId: number): Promise<EventMessageRow[]> {
  return db.select().from(eventMessages).where(eq(eventMessages.eventId, eventId)).orderBy(desc(eventMessages.sentAt), desc(eventMessages.id));
}

/** The messages sent about an event as the console lists them (app/components/admin/event-messages.tsx). */
export async function sentMessages(db: Database, eventId: number) {
  return (await eventMessagesOf(db, eventId)).map((m) => ({
    id: m.id,
    subject: m.subject,
    by: m.sentBy,
    sent: formatWhen(m.sentAt),
    recipients: consoleEventsCopy.messages.recipients(m.recipients, m.includeWaitlist),
  }));
}
