// Owns the programme itself: the operator's events (create, edit, publish, cancel,
// delete) and what the public pages read of them. Bookings are in bookings.server.ts (booking and
// the waiting list), visitor-cancellation.server.ts, operator-bookings.server.ts and reminders.server.ts.
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { formatDate, todayIso } from "#app/core/calendar.ts";
import { consoleAuditCopy } from "#app/content/console-audit.ts";
import { eventSlug, occurrenceDates, type EventCategory, type EventRepeat } from "#app/core/events.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { eventRegistrations, events } from "#app/lib/db/schema.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { lockEvent, type BookingDeps, type EventRow } from "./booking-rows.server.ts";
import { promoteAfterCapacityChange } from "./bookings.server.ts";
import { cancelEvent, tellOfChange } from "./operator-bookings.server.ts";
import { mailEvent } from "./booking-mail.server.ts";
import { eventChanges } from "./mail.ts";

/** How the audit names an event: its title and date ("Chair Yoga, Tuesday, 17 December 2026"). */
export function auditItemOf(event: Pick<EventRow, "title" | "date">): string {
  return `${event.title}, ${formatDate(event.date, "long")}`;
}

/** What an operator's edit changed, in the words the people booked read (the time as it was and is), and the places. */
function auditChanges(before: EventRow, after: EventRow): string {
  const lines = eventChanges(mailEvent(before), mailEvent(after));
  if (before.capacity !== after.capacity) lines.push(consoleAuditCopy.detail.places(before.capacity, after.capacity));
  if (before.price !== after.price) lines.push(consoleAuditCopy.detail.price(before.price, after.price));
  if (before.status !== after.status) lines.push(consoleAuditCopy.detail.eventStatus(after.status));
  return lines.join(" ");
}

/** What the operator types for an event (validated by app/schemas/event.ts). */
export type EventInput = {
  title: string;
  category: EventCategory;
  date: string;
  startTime: string;
  endTime: string;
  venue: string;
  description: string;
  capacity: number;
  /** Whole rupees a place; 0 is free. Absent: free for a new event, left as it is by an edit. */
  price?: number;
  draft: boolean;
  /** The offering page's programme it is a session of ("health-wellness/meditation"), null for none; left as it is when absent. */
  programme?: string | null;
};

/** Whether any event is published: until one is, the public calendar shows the spec's sample events. */
export async function hasPublishedEvents(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.status, "published")).limit(1);
  return row !== undefined;
}

/** Published events from `fromDate` (Bangalore, yyyy-mm-dd) on, soonest first. */
export async function publishedEventsFrom(db: Database, fromDate: string, limit = 200): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.status, "published"), gte(events.date, fromDate)))
    .orderBy(asc(events.date), asc(events.startTime), asc(events.id))
    .limit(limit);
}

/** The event a public page shows: published or cancelled (a cancelled event's page says so); never a draft. */
export async function publicEventBySlug(db: Database, slug: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.slug, slug));
  return row && row.status !== "draft" ? row : undefined;
}

export async function eventById(db: Database, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

/** The console's list: upcoming first (soonest first), or past ones (latest first). */
export async function consoleEvents(db: Database, which: "upcoming" | "past", now = new Date()) {
  const today = todayIso(now);
  const counts = db
    .select({
      eventId: eventRegistrations.eventId,
      waiting: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'waitlisted')::int`.as("waiting"),
      bookings: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'confirmed')::int`.as("bookings"),
    })
    .from(eventRegistrations)
    .groupBy(eventRegistrations.eventId)
    .as("counts");
  return db
    .select({ event: events, waiting: sql<number>`coalesce(${counts.waiting}, 0)`, bookings: sql<number>`coalesce(${counts.bookings}, 0)` })
    .from(events)
    .leftJoin(counts, eq(counts.eventId, events.id))
    .where(which === "upcoming" ? gte(events.date, today) : lt(events.date, today))
    .orderBy(...(which === "upcoming" ? [asc(events.date), asc(events.startTime)] : [desc(events.date), desc(events.startTime)]));
}

/**
 * A slug not yet taken: the title and date, then -2, -3… Writers of events take one advisory lock
 * first, so two events saved at once never pick the same slug.
 */
async function freeSlug(tx: Tx, input: Pick<EventInput, "title" | "date">): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('events.slug'))`);
  const base = eventSlug(input.title, input.date);
  const taken = new Set(
    (await tx.select({ slug: events.slug }).from(events).where(sql`${events.slug} = ${base} or ${events.slug} like ${`${base}-%`}`)).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Inserts one event with its audit entry, inside the caller's transaction. */
async function insertEvent(tx: Tx, actor: AuditActor, input: EventInput, detail: Record<string, string | number | null> = {}): Promise<EventRow> {
  const { draft, ...fields } = input;
  const slug = await freeSlug(tx, input);
  const [row] = await tx
    .insert(events)
    .values({ ...fields, slug, status: draft ? "draft" : "published" })
    .returning();
  await writeAudit(tx, actor, { action: "event_create", recordType: "event", recordId: row!.id, detail: { item: auditItemOf(row!), slug, status: row!.status, ...detail } });
  return row!;
}

export async function createEvent(db: Database, actor: AuditActor, input: EventInput): Promise<EventRow> {
  return db.transaction((tx) => insertEvent(tx, actor, input));
}

/**
 * A new event that may repeat: one event per date, each with its own page, places and
 * bookings, all saved in one transaction (all or none), soonest first.
 */
export async function createEvents(db: Database, actor: AuditActor, input: EventInput & { repeat: EventRepeat; repeatCount: number | null }): Promise<EventRow[]> {
  const { repeat, repeatCount, ...event } = input;
  const dates = occurrenceDates(event.date, repeat, repeatCount ?? 1);
  return db.transaction(async (tx) => {
    const rows: EventRow[] = [];
    for (const [i, date] of dates.entries()) rows.push(await insertEvent(tx, actor, { ...event, date }, dates.length > 1 ? { repeat, occurrence: i + 1, of: dates.length } : {}));
    return rows;
  });
}

/** A draft copy of an event on another date: its details and places, none of its bookings. */
export async function duplicateEvent(db: Database, actor: AuditActor, id: number, date: string): Promise<EventRow | undefined> {
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(events).where(eq(events.id, id));
    if (!source) return undefined;
    const { title, category, startTime, endTime, venue, description, capacity, programme, price } = source;
    return insertEvent(tx, actor, { title, category: category as EventCategory, date, startTime, endTime, venue, description, capacity, programme, price, draft: true }, { copyOf: id });
  });
}

export type UpdateResult = { outcome: "updated"; event: EventRow; promoted: number; told: number } | { outcome: "not-found" } | { outcome: "cancelled-event" } | { outcome: "below-confirmed"; confirmedSeats: number };

/**
 * Saves the operator's changes. Bookings stay; the capacity may not drop below the seats already
 * confirmed (the operator moves people first); a raised capacity confirms people from the waiting
 * list. A published event goes back to draft only while nobody has booked.
 */
export async function updateEvent(deps: BookingDeps, actor: AuditActor, id: number, input: EventInput): Promise<UpdateResult> {
  return deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) return { outcome: "not-found" as const };
    if (event.status === "cancelled") return { outcome: "cancelled-event" as const };
    if (input.capacity < event.confirmedSeats) return { outcome: "below-confirmed" as const, confirmedSeats: event.confirmedSeats };
    const { draft, ...fields } = input;
    const [live] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, id), sql`${eventRegistrations.status} <> 'cancelled'`));
    const status = draft && (live?.n ?? 0) === 0 ? "draft" : "published";
    const calendarChanged = input.date !== event.date || input.startTime !== event.startTime || input.endTime !== event.endTime || input.venue !== event.venue || input.title !== event.title;
    const [updated] = await tx
      .update(events)
      .set({ ...fields, status, sequence: calendarChanged ? sql`${events.sequence} + 1` : events.sequence, updatedAt: sql`now()` })
      .where(eq(events.id, id))
      .returning();
    const promoted = await promoteAfterCapacityChange(tx, updated!, deps);
    // Those just moved up already have the new details; everyone booked before hears of the change.
    const told = calendarChanged ? await tellOfChange(tx, event, updated!, deps, new Set(promoted.map((r) => r.id))) : 0;
    // The entry names the event as it was (the title someone looks for) and says what changed.
    await writeAudit(tx, actor, {
      action: "event_update",
      recordType: "event",
      recordId: id,
      detail: { item: auditItemOf(event), changed: auditChanges(event, updated!), status, capacity: input.capacity, promoted: promoted.length, told },
    });
    return { outcome: "updated" as const, event: updated!, promoted: promoted.length, told };
  });
}

/** Cancels an event for the reason the operator gives: it goes in the mail to everyone booked. */
export async function cancelEventByOperator(deps: BookingDeps, actor: AuditActor, id: number, reason: string | null = null): Promise<{ told: number } | undefined> {
  const result = await cancelEvent(deps, id, reason);
  const event = result ? await eventById(deps.db, id) : undefined;
  if (result) await writeAudit(deps.db, actor, { action: "event_cancel", recordType: "event", recordId: id, detail: { ...(event ? { item: auditItemOf(event) } : {}), reason, told: result.told } });
  return result;
}

/** Deletes an event nobody ever booked; one with bookings (even cancelled ones) is cancelled instead. */
export async function deleteEvent(db: Database, actor: AuditActor, id: number): Promise<"deleted" | "has-bookings" | "not-found"> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) return "not-found";
    const [any] = await tx.select({ id: eventRegistrations.id }).from(eventRegistrations).where(eq(eventRegistrations.eventId, id)).limit(1);
    if (any) return "has-bookings";
    await tx.delete(events).where(eq(events.id, id));
    await writeAudit(tx, actor, { action: "event_delete", recordType: "event", recordId: id, detail: { item: auditItemOf(event), slug: event.slug } });
    return "deleted";
  });
}

/** An event's bookings for the console: confirmed first, then waiting (each oldest first), then cancelled; erased ones are only counted (erasedBookings). */
export async function eventBookings(db: Database, eventId: number) {
  return db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), isNull(eventRegistrations.erasedAt)))
    .orderBy(sql`case ${eventRegistrations.status} when 'confirmed' then 0 when 'waitlisted' then 1 else 2 end`, asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
}

/** How many of an event's bookings, and places, belonged to people since erased: counts without anyone. */
export async function erasedBookings(db: Database, eventId: number): Promise<{ bookings: number; seats: number }> {
  const [row] = await db
    .select({ bookings: sql<number>`count(*)::int`, seats: sql<number>`coalesce(sum(${eventRegistrations.seats}), 0)::int` })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), isNotNull(eventRegistrations.erasedAt)));
  return { bookings: row?.bookings ?? 0, seats: row?.seats ?? 0 };
}

/** Who is expected at the door: the confirmed bookings, by name (case aside), then by when they booked. */
export async function attendanceList(db: Database, eventId: number) {
  return db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "confirmed"), isNull(eventRegistrations.erasedAt)))
    .orderBy(sql`lower(${eventRegistrations.name})`, asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
}
