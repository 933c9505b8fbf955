// Owns the programme's bookings (docs/decisions/013-events.md): a visitor's booking, its
// cancellation, the waiting list's promotion, the operator's cancellation of an event, and the
// reminders. Every decision about places is taken inside one transaction holding the event's row
// lock (SELECT … FOR UPDATE), so two bookings never read the same count of confirmed seats, on one
// server or several sharing PostgreSQL; the mail each change needs goes into the outbox in the
// same transaction.
import crypto from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { addDays, clockNow, todayIso } from "#app/core/calendar.ts";
import { decideBooking, decideRequest, freePlaces, isBookable, promotable, type RegistrationStatus, type WhenFewer } from "#app/core/events.ts";
import { canonicalReference, newReference } from "#app/core/reference.ts";
import { site } from "#app/core/site.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { emailOutbox, eventRegistrations, events, type MailAttachment } from "#app/lib/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import { headerSafe, type RenderedMail } from "#app/lib/mail/render.ts";
import { writeAudit } from "#app/lib/console/audit.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { bookingUid, eventIcs } from "./ics.server.ts";
import { eventCancelledMail, eventChanges, operatorBookingMail, visitorEventMail, type MailBooking, type VisitorMailKind } from "./mail.ts";

export type EventRow = typeof events.$inferSelect;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;

export type BookingDeps = {
  db: Database;
  env: Pick<Env, "OPERATOR_EMAIL" | "PUBLIC_SITE_URL">;
  dispatcher?: { kick(): void };
};

export type BookingInput = { name: string; email: string; phone: string; seats: number };

export type BookingResult =
  /** `placesLeft`: on the waiting list by the visitor's choice while this many places were free. */
  | { outcome: "confirmed" | "waitlisted"; reference: string; seats: number; position?: number; placesLeft?: number }
  /**
   * Fewer places are free than asked (someone booked in between): nothing is stored, and the
   * visitor chooses between booking the `placesLeft` and the waiting list for all `seats`.
   */
  | { outcome: "fewer"; placesLeft: number; seats: number }
  /**
   * The address already has a live booking of this event: nothing is stored, the answer shows
   * nothing of that booking (anyone can type anyone's address), and its owner is mailed its details.
   */
  | { outcome: "repeat" }
  | { outcome: "closed" };

/** A repeat booking mails the address's owner at most once in this long, however often it is posted. */
const REPEAT_MAIL_EVERY_MS = 10 * 60 * 1000;

/** The outbox's record type for booking mail. */
export const BOOKING_RECORD = "event_registration";

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

export function cancelUrl(siteUrl: string, event: Pick<EventRow, "slug">, reference: string, token: string): string {
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
function icsAttachment(event: EventRow, deps: BookingDeps, booking: RegistrationRow, method: "PUBLISH" | "CANCEL", sequence = event.sequence): MailAttachment {
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
      attendee: { name: booking.name, email: booking.email },
      uid: bookingUid(booking, deps.env.PUBLIC_SITE_URL),
    },
  );
  return { filename: `${event.slug}.ics`, contentType: `text/calendar; charset=utf-8; method=${method}`, content };
}

export type QueuedMail = { key: string; kind: string; to: string; replyTo?: string; mail: RenderedMail; attachments?: MailAttachment[] };

/** Inserts messages about one booking into the outbox; a key already queued is not queued twice. Returns how many were new. */
export async function queue(tx: Tx | Database, registration: RegistrationRow, mails: QueuedMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  const inserted = await tx
    .insert(emailOutbox)
    .values(
      mails.map((m) => ({
        kind: m.kind,
        dedupeKey: m.key,
        recordType: BOOKING_RECORD,
        recordId: registration.id,
        reference: registration.reference,
        recipient: headerSafe(m.to),
        replyTo: m.replyTo ? headerSafe(m.replyTo) : null,
        ...m.mail,
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
function visitorMail(
  kind: VisitorMailKind,
  event: EventRow,
  row: RegistrationRow,
  deps: BookingDeps,
  extra: { token?: string; position?: number; placesLeft?: number; movedBack?: boolean; key?: string; changes?: readonly string[]; calendar?: CalendarCancel | null } = {},
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
  };
  return {
    key: extra.key ?? `${BOOKING_RECORD}:${row.reference}:${kind}`,
    kind: "visitor_confirmation",
    to: row.email,
    replyTo: site.email,
    mail: visitorEventMail(kind, mailEvent(event), mailBooking(row), ctx),
    attachments: attachment ? [attachment] : undefined,
  };
}

export async function lockEvent(tx: Tx, eventId: number): Promise<EventRow | undefined> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
  return event;
}

/** Position on the waiting list (1 = next), counting seats-blind, oldest first. */
async function waitingPosition(tx: Tx, eventId: number, registration: RegistrationRow): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.status, "waitlisted"),
        sql`(${eventRegistrations.createdAt}, ${eventRegistrations.id}) <= (${registration.createdAt.toISOString()}::timestamptz, ${registration.id})`,
      ),
    );
  return row?.n ?? 1;
}

/**
 * Books `input.seats` places for a visitor: confirmed while they fit, on the waiting list when no
 * place is free. When some are free but fewer than asked, the answer is "fewer" and nothing is
 * stored, unless the visitor already chose the waiting list for all of them (`whenFewer`); decided
 * under the event's row lock, so the count is the one the booking meets.
 * The same e-mail address booking the same event again stores nothing: the answer is "repeat",
 * which reveals nothing of the first booking, and the address's owner gets its details by mail.
 */
export async function book(deps: BookingDeps, eventId: number, input: BookingInput, now = new Date(), whenFewer: WhenFewer = "ask"): Promise<BookingResult> {
  const moment = `${todayIso(now)} ${clockNow(now)}`;
  const token = crypto.randomBytes(24).toString("base64url");
  const result = await deps.db.transaction(async (tx): Promise<BookingResult> => {
    const event = await lockEvent(tx, eventId);
    if (!event || !isBookable(event, moment)) return { outcome: "closed" };

    const [existing] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(sql`lower(${eventRegistrations.email})`, input.email.toLowerCase()), sql`${eventRegistrations.status} <> 'cancelled'`));
    if (existing) {
      const bucket = Math.floor(now.getTime() / REPEAT_MAIL_EVERY_MS);
      await queue(tx, existing, [visitorMail("repeat", event, existing, deps, { key: `${BOOKING_RECORD}:${existing.reference}:repeat:${bucket}` })]);
      return { outcome: "repeat" };
    }

    const decided = decideRequest(event, input.seats, whenFewer);
    const placesLeft = freePlaces(event);
    if (decided === "fewer") return { outcome: "fewer", placesLeft, seats: input.seats };
    const status = decided;
    const [row] = await tx
      .insert(eventRegistrations)
      .values({ ...input, eventId, reference: newReference(now.getTime()), status, cancelTokenHash: sha256(token), createdAt: now, updatedAt: now })
      .returning();
    if (status === "confirmed") {
      await tx.update(events).set({ confirmedSeats: sql`${events.confirmedSeats} + ${input.seats}` }).where(eq(events.id, eventId));
    }
    const position = status === "waitlisted" ? await waitingPosition(tx, eventId, row!) : undefined;
    await queue(tx, row!, [
      visitorMail(status, event, row!, deps, { token, position, placesLeft: status === "waitlisted" ? placesLeft : undefined }),
      {
        key: `${BOOKING_RECORD}:${row!.reference}:operator`,
        kind: "operator_notification",
        to: deps.env.OPERATOR_EMAIL,
        replyTo: row!.email,
        mail: operatorBookingMail(mailEvent(event), mailBooking(row!), { siteUrl: deps.env.PUBLIC_SITE_URL }),
      },
    ]);
    return { outcome: status, reference: row!.reference, seats: row!.seats, position, ...(status === "waitlisted" && placesLeft > 0 ? { placesLeft } : {}) };
  });
  if (result.outcome !== "closed" && result.outcome !== "fewer") deps.dispatcher?.kick();
  return result;
}

/**
 * Confirms bookings from the waiting list, oldest first, while their seats fit the free places;
 * each is told by mail. Runs inside the caller's transaction, with the event row locked.
 */
async function promoteWaiting(tx: Tx, event: EventRow, deps: BookingDeps): Promise<RegistrationRow[]> {
  const free = event.capacity - event.confirmedSeats;
  if (free <= 0 || event.status !== "published") return [];
  const waiting = await tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, "waitlisted")))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
  const chosen = promotable(waiting, free);
  if (chosen.length === 0) return [];
  const seats = chosen.reduce((sum, r) => sum + r.seats, 0);
  await tx.update(events).set({ confirmedSeats: sql`${events.confirmedSeats} + ${seats}` }).where(eq(events.id, event.id));
  const promoted: RegistrationRow[] = [];
  for (const row of chosen) {
    // A new link: the token of the first mail is only in that mail, and this one should work too.
    const token = crypto.randomBytes(24).toString("base64url");
    const [updated] = await tx
      .update(eventRegistrations)
      .set({ status: "confirmed", cancelTokenHash: sha256(token), updatedAt: sql`now()` })
      .where(eq(eventRegistrations.id, row.id))
      .returning();
    await queue(tx, updated!, [visitorMail("promoted", event, updated!, deps, { token })]);
    promoted.push(updated!);
  }
  return promoted;
}

/**
 * After the operator changed an event's date, times, venue or title (inside their transaction, row
 * locked, its SEQUENCE already raised): everyone still booked gets the new details, what changed
 * (`before` is the event as it was) and a calendar file that updates their entry. One message per
 * booking per change (the key carries the sequence).
 */
export async function tellOfChange(tx: Tx, before: EventRow, event: EventRow, deps: BookingDeps, skip: ReadonlySet<number> = new Set()): Promise<number> {
  const changes = eventChanges(mailEvent(before), mailEvent(event));
  const live = await tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), sql`${eventRegistrations.status} <> 'cancelled'`));
  let told = 0;
  for (const row of live) {
    if (skip.has(row.id)) continue;
    told += await queue(tx, row, [visitorMail("changed", event, row, deps, { key: `${BOOKING_RECORD}:${row.reference}:changed:${event.sequence}`, changes })]);
  }
  return told;
}

/** After the operator changed an event (inside their transaction, row locked): a raised capacity moves the waiting list up. */
export function promoteAfterCapacityChange(tx: Tx, event: EventRow, deps: BookingDeps): Promise<RegistrationRow[]> {
  return promoteWaiting(tx, event, deps);
}

/** Frees a booking's places (if confirmed), marks it cancelled and moves the waiting list up. Inside the caller's transaction, event locked. */
async function cancelLocked(tx: Tx, event: EventRow, row: RegistrationRow, deps: BookingDeps): Promise<RegistrationRow[]> {
  await tx.update(eventRegistrations).set({ status: "cancelled", cancelledAt: sql`now()`, updatedAt: sql`now()` }).where(eq(eventRegistrations.id, row.id));
  if (row.status !== "confirmed") return [];
  const [freed] = await tx
    .update(events)
    .set({ confirmedSeats: sql`${events.confirmedSeats} - ${row.seats}` })
    .where(eq(events.id, event.id))
    .returning();
  return promoteWaiting(tx, freed!, deps);
}

export type CancelResult = { outcome: "cancelled"; reference: string; eventTitle: string } | { outcome: "already-cancelled" } | { outcome: "not-found" };

/** The cancel page's post, its two hidden fields as posted: text that is not readable reads as none, so it matches no booking. */
export async function cancelLinkPosted(request: Request): Promise<{ reference: string; token: string }> {
  const form = await formDataOf(request);
  return { reference: field(form, "ref"), token: field(form, "token") };
}

/** The visitor's cancellation through the link in their mail (a POST): the reference and the token must match. */
export async function cancelByVisitor(deps: BookingDeps, reference: string, token: string): Promise<CancelResult> {
  const result = await deps.db.transaction(async (tx): Promise<CancelResult> => {
    const [found] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.reference, reference));
    if (!found || !crypto.timingSafeEqual(Buffer.from(found.cancelTokenHash), Buffer.from(sha256(token)))) return { outcome: "not-found" };
    const event = await lockEvent(tx, found.eventId);
    // Read again under the lock: a concurrent cancellation or promotion may have changed it.
    const [row] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, found.id));
    if (!event || !row) return { outcome: "not-found" };
    if (row.status === "cancelled") return { outcome: "already-cancelled" };
    await cancelLocked(tx, event, row, deps);
    // A confirmed booking's entry leaves the visitor's calendar: its UID, a higher SEQUENCE.
    const calendar = row.status === "confirmed" ? { method: "CANCEL" as const, row, sequence: event.sequence + 1 } : null;
    await queue(tx, row, [visitorMail("visitorCancelled", event, { ...row, status: "cancelled" }, deps, { calendar })]);
    return { outcome: "cancelled", reference: row.reference, eventTitle: event.title };
  });
  if (result.outcome === "cancelled") deps.dispatcher?.kick();
  return result;
}

/** Whether the reference and token of a cancel link belong together (for the page the link opens; changes nothing). */
export async function findByCancelLink(db: Database, reference: string, token: string): Promise<{ registration: RegistrationRow; event: EventRow } | undefined> {
  const [row] = await db.select().from(eventRegistrations).where(eq(eventRegistrations.reference, reference));
  if (!row || !crypto.timingSafeEqual(Buffer.from(row.cancelTokenHash), Buffer.from(sha256(token)))) return undefined;
  const [event] = await db.select().from(events).where(eq(events.id, row.eventId));
  return event ? { registration: row, event } : undefined;
}

/**
 * The operator's cancellation of an event: every live booking is cancelled and told, with the
 * operator's reason (kept on the event) and a calendar cancellation.
 */
export async function cancelEvent(deps: BookingDeps, eventId: number, reason: string | null = null): Promise<{ told: number } | undefined> {
  const result = await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event || event.status === "cancelled") return undefined;
    const [cancelled] = await tx
      .update(events)
      .set({ status: "cancelled", confirmedSeats: 0, sequence: sql`${events.sequence} + 1`, cancelReason: reason, updatedAt: sql`now()` })
      .where(eq(events.id, eventId))
      .returning();
    // As they were: a confirmed booking has an entry to take out of the calendar, a waiting one has none.
    const live = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), sql`${eventRegistrations.status} <> 'cancelled'`));
    await tx
      .update(eventRegistrations)
      .set({ status: "cancelled", cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(eventRegistrations.eventId, eventId), sql`${eventRegistrations.status} <> 'cancelled'`));
    for (const row of live) {
      const withCalendar = row.status === "confirmed";
      await queue(tx, row, [
        {
          key: `${BOOKING_RECORD}:${row.reference}:event-cancelled`,
          kind: "visitor_confirmation",
          to: row.email,
          replyTo: site.email,
          mail: eventCancelledMail(mailEvent(cancelled!), mailBooking(row), { siteUrl: deps.env.PUBLIC_SITE_URL, reason, calendar: withCalendar ? "removed" : undefined }),
          // The event's SEQUENCE was raised above, so it is higher than the entry's.
          attachments: withCalendar ? [icsAttachment(cancelled!, deps, row, "CANCEL", cancelled!.sequence)] : undefined,
        },
      ]);
    }
    return { told: live.length };
  });
  if (result && result.told > 0) deps.dispatcher?.kick();
  return result;
}

/**
 * Queues the reminder for every confirmed booking of the events that take place tomorrow in
 * Bangalore. Each reminder's outbox key is unique (`…:reminder:<date>`), so however many servers
 * run this, and however often, each visitor gets one. Returns how many were newly queued.
 */
export async function queueReminders(deps: BookingDeps, now = new Date()): Promise<number> {
  const tomorrow = addDays(todayIso(now), 1);
  const rows = await deps.db
    .select({ event: events, registration: eventRegistrations })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(eq(events.date, tomorrow), eq(events.status, "published"), eq(eventRegistrations.status, "confirmed")));
  let queued = 0;
  for (const { event, registration } of rows) {
    const key = `${BOOKING_RECORD}:${registration.reference}:reminder:${event.date}`;
    queued += await queue(deps.db, registration, [visitorMail("reminder", event, registration, deps, { key })]);
  }
  if (queued > 0) deps.dispatcher?.kick();
  return queued;
}

export type MoveResult = "done" | "unchanged" | "no-room" | "not-found" | "event-closed";

/**
 * The operator moves a booking between the lists, with the event row locked:
 * - to confirmed: only while its seats fit (else "no-room": raise the places first); the visitor is
 *   told their place is confirmed;
 * - to waiting: its seats are freed but nobody is moved up (the operator chose this); the visitor
 *   is told;
 * - to cancelled: its places are freed and the waiting list moves up, each told by mail.
 */
export async function moveBooking(deps: BookingDeps, actor: { id: number; email: string }, registrationId: number, to: RegistrationStatus): Promise<MoveResult> {
  const result = await deps.db.transaction(async (tx): Promise<MoveResult> => {
    const [found] = await tx.select({ eventId: eventRegistrations.eventId }).from(eventRegistrations).where(eq(eventRegistrations.id, registrationId));
    if (!found) return "not-found";
    const event = await lockEvent(tx, found.eventId);
    const [row] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, registrationId));
    if (!event || !row) return "not-found";
    if (event.status === "cancelled") return "event-closed";
    if (row.status === to || row.status === "cancelled") return "unchanged";
    const token = crypto.randomBytes(24).toString("base64url");
    if (to === "confirmed") {
      if (decideBooking(event, row.seats) !== "confirmed") return "no-room";
      await tx.update(events).set({ confirmedSeats: sql`${events.confirmedSeats} + ${row.seats}` }).where(eq(events.id, event.id));
      const [moved] = await tx.update(eventRegistrations).set({ status: "confirmed", cancelTokenHash: sha256(token), updatedAt: sql`now()` }).where(eq(eventRegistrations.id, row.id)).returning();
      await queue(tx, moved!, [visitorMail("promoted", event, moved!, deps, { token, key: `${BOOKING_RECORD}:${row.reference}:promoted:${Date.now()}` })]);
    } else if (to === "waitlisted") {
      await tx.update(events).set({ confirmedSeats: sql`${events.confirmedSeats} - ${row.seats}` }).where(eq(events.id, event.id));
      const [moved] = await tx.update(eventRegistrations).set({ status: "waitlisted", cancelTokenHash: sha256(token), updatedAt: sql`now()` }).where(eq(eventRegistrations.id, row.id)).returning();
      const position = await waitingPosition(tx, event.id, moved!);
      // Its entry leaves the visitor's calendar (a later confirmation sends a new one, with a new UID).
      const calendar = { method: "CANCEL" as const, row, sequence: event.sequence + 1 };
      await queue(tx, moved!, [visitorMail("waitlisted", event, moved!, deps, { token, position, calendar, movedBack: true, key: `${BOOKING_RECORD}:${row.reference}:waitlisted:${Date.now()}` })]);
    } else {
      await cancelLocked(tx, event, row, deps);
      // The visitor is told, and a confirmed booking's entry leaves their calendar.
      const calendar = row.status === "confirmed" ? { method: "CANCEL" as const, row, sequence: event.sequence + 1 } : null;
      await queue(tx, row, [visitorMail("cancelledByUs", event, { ...row, status: "cancelled" }, deps, { calendar })]);
    }
    await writeAudit(tx, actor, { action: "booking_status", recordType: "event_registration", recordId: row.id, reference: row.reference, detail: { from: row.status, to } });
    return "done";
  });
  if (result === "done") deps.dispatcher?.kick();
  return result;
}

/** The operator marks whether a visitor came: a confirmed booking of this event (false for any other). */
export async function markAttended(db: Database, actor: { id: number; email: string }, eventId: number, registrationId: number, attended: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(eventRegistrations)
      .set({ attended, updatedAt: sql`now()` })
      .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "confirmed")))
      .returning();
    if (!row) return false;
    await writeAudit(tx, actor, { action: "booking_attended", recordType: "event_registration", recordId: row.id, reference: row.reference, detail: { attended } });
    return true;
  });
}

/**
 * Erases the person from one booking, inside the caller's transaction and with its
 * event's row locked: a live booking is cancelled first (its places freed, the waiting list moved
 * up and told, as any cancellation), then its name, e-mail, phone and note are emptied, its
 * Reference ID and cancel link replaced, and it stays only as a cancelled, anonymous count of
 * places for the event. Its mail is the caller's to delete (it reads the outbox keys first).
 * Returns the Reference ID it had, or undefined when there is no such booking or it was erased before.
 */
export async function eraseBooking(tx: Tx, deps: BookingDeps, registrationId: number, now = new Date()): Promise<{ reference: string } | undefined> {
  const [found] = await tx.select({ eventId: eventRegistrations.eventId }).from(eventRegistrations).where(eq(eventRegistrations.id, registrationId));
  if (!found) return undefined;
  const event = await lockEvent(tx, found.eventId);
  const [row] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, registrationId));
  if (!event || !row || row.erasedAt) return undefined;
  if (row.status !== "cancelled" && event.status !== "cancelled") await cancelLocked(tx, event, row, deps);
  await tx
    .update(eventRegistrations)
    .set({
      name: "",
      email: "",
      phone: "",
      note: null,
      status: "cancelled",
      reference: `ERASED-${row.id}`,
      cancelTokenHash: sha256(crypto.randomBytes(24).toString("base64url")),
      cancelledAt: row.cancelledAt ?? now,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(eventRegistrations.id, row.id));
  return { reference: row.reference };
}

/** A booking by its Reference ID, however it was typed (the console's "Go to a record"). */
export async function bookingByReference(db: Database, typed: string): Promise<RegistrationRow | undefined> {
  const reference = canonicalReference(typed);
  if (!reference) return undefined;
  const [row] = await db.select().from(eventRegistrations).where(eq(eventRegistrations.reference, reference));
  return row;
}
