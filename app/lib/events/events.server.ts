// Owns the programme itself: the operator's events (create, edit, publish, cancel,
// delete) and what the public pages read of them. Bookings are in bookings.server.ts (booking and
// the waiting list), visitor-cancellation.server.ts, operator-bookings.server.ts and reminders.server.ts.
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import { formatDate, todayIso } from "#app/core/calendar.ts";
import { consoleAuditCopy } from "#app/content/console-audit.ts";
import { changedKinds, changeKinds, seriesChanges, toldDetails, type ApplyTo, type ChangeKind } from "#app/core/event-series.ts";
import { eventSlug, occurrenceDates, type EventCategory, type EventRepeat } from "#app/core/events.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { eventRegistrations, events, eventSeries } from "#app/lib/db/schema.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { lockEvent, type BookingDeps, type EventRow } from "./booking-rows.server.ts";
import { promoteAfterCapacityChange } from "./bookings.server.ts";
import { cancelLockedEvent, tellOfChange } from "./operator-bookings.server.ts";
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

/** The console's list: upcoming first (soonest first), or past ones (latest first); with `q`, those whose title or venue holds it (case aside). */
export async function consoleEvents(db: Database, which: "upcoming" | "past", now = new Date(), q = "") {
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
  const words = q.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  const matches = words ? sql`(${events.title} ilike ${`%${words}%`} or ${events.venue} ilike ${`%${words}%`})` : undefined;
  return db
    .select({ event: events, repeat: eventSeries.repeat, waiting: sql<number>`coalesce(${counts.waiting}, 0)`, bookings: sql<number>`coalesce(${counts.bookings}, 0)` })
    .from(events)
    .leftJoin(counts, eq(counts.eventId, events.id))
    .leftJoin(eventSeries, eq(eventSeries.id, events.seriesId))
    .where(and(which === "upcoming" ? gte(events.date, today) : lt(events.date, today), matches))
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
export async function insertEvent(tx: Tx, actor: AuditActor, input: EventInput, detail: Record<string, string | number | null> = {}, seriesId: number | null = null): Promise<EventRow> {
  const { draft, ...fields } = input;
  const slug = await freeSlug(tx, input);
  const [row] = await tx
    .insert(events)
    .values({ ...fields, slug, seriesId, status: draft ? "draft" : "published" })
    .returning();
  await writeAudit(tx, actor, { action: "event_create", recordType: "event", recordId: row!.id, detail: { item: auditItemOf(row!), slug, status: row!.status, ...detail } });
  return row!;
}

export async function createEvent(db: Database, actor: AuditActor, input: EventInput): Promise<EventRow> {
  return db.transaction((tx) => insertEvent(tx, actor, input));
}

/**
 * A new event that may repeat: one event per date, each with its own page, places and
 * bookings, all saved in one transaction (all or none), soonest first; the dates of a repeat are
 * one series (event_series), which edits, cancellations and more dates can take as a whole.
 */
export async function createEvents(db: Database, actor: AuditActor, input: EventInput & { repeat: EventRepeat; repeatCount: number | null }): Promise<EventRow[]> {
  const { repeat, repeatCount, ...event } = input;
  const dates = occurrenceDates(event.date, repeat, repeatCount ?? 1);
  return db.transaction(async (tx) => {
    const rows: EventRow[] = [];
    const [series] = dates.length > 1 ? await tx.insert(eventSeries).values({ repeat }).returning() : [];
    for (const [i, date] of dates.entries()) rows.push(await insertEvent(tx, actor, { ...event, date }, series ? { repeat, occurrence: i + 1, of: dates.length } : {}, series?.id ?? null));
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

export type UpdateResult =
  /** `toldChange`: the date edited had a change the people booked were told of (those the mail does not reach are listed for the operator). */
  | { outcome: "updated"; event: EventRow; promoted: number; told: number; dates: number; toldChange: boolean }
  | { outcome: "not-found" }
  | { outcome: "cancelled-event" }
  | { outcome: "below-confirmed"; confirmedSeats: number; date?: string };

/** How an edit is saved: to this date or this and the later dates of its series, and whether the people booked are told. */
export type UpdateOptions = { applyTo?: ApplyTo; tell?: boolean };

/** The events an edit goes to, in date order: this one, and with "later" the series' later dates not cancelled. */
async function editTargets(tx: Tx | Database, event: EventRow, applyTo: ApplyTo): Promise<number[]> {
  if (applyTo !== "later" || event.seriesId === null) return [event.id];
  const later = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.seriesId, event.seriesId), gt(events.date, event.date), ne(events.status, "cancelled")))
    .orderBy(asc(events.date), asc(events.id));
  return [event.id, ...later.map((r) => r.id)];
}

/** Each target event as it would be saved: this one takes all the fields, a later one the series fields changed on this one. */
function editsOf(first: EventRow, rows: EventRow[], input: EventInput): { before: EventRow; set: Partial<EventRow> & Record<string, unknown> }[] {
  const { draft: _draft, ...fields } = input;
  const carried = seriesChanges(first, { ...first, ...fields });
  return rows.map((row) => ({ before: row, set: row.id === first.id ? fields : carried }));
}

/** What people booked on an event were last told of it, and what they would read after a change. */
const toldOf = (event: EventRow) => event.told ?? toldDetails(event);

/**
 * Who would be told of an edit, before anything is saved: the live bookings of each date whose
 * title, date, times or place would differ from what they were last told, what changed, and how
 * many dates the edit touches. Read without locks: the save decides again under them.
 */
export async function changePreview(db: Database, id: number, input: EventInput, applyTo: ApplyTo): Promise<{ people: number; mailed: number; unreached: number; kinds: ChangeKind[]; dates: number } | undefined> {
  const event = await eventById(db, id);
  if (!event) return undefined;
  const ids = await editTargets(db, event, applyTo);
  const rows = await db.select().from(events).where(inArray(events.id, ids));
  const kinds = new Set<ChangeKind>();
  let people = 0;
  // Who the mail reaches (an address) and who it does not (none, or they chose WhatsApp or a call: app/lib/contact).
  let mailed = 0;
  let unreached = 0;
  for (const { before, set } of editsOf(event, rows, input)) {
    const changed = changedKinds(toldOf(before), toldDetails({ ...before, ...set }));
    if (changed.length === 0) continue;
    const [live] = await db
      .select({
        n: sql<number>`count(*)::int`,
        mailed: sql<number>`(count(*) filter (where ${eventRegistrations.email} <> ''))::int`,
        unreached: sql<number>`(count(*) filter (where ${eventRegistrations.email} = '' or ${eventRegistrations.contactBy} <> 'email'))::int`,
      })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, before.id), ne(eventRegistrations.status, "cancelled"), isNull(eventRegistrations.erasedAt)));
    if ((live?.n ?? 0) === 0) continue;
    people += live!.n;
    mailed += live!.mailed;
    unreached += live!.unreached;
    for (const k of changed) kinds.add(k);
  }
  return { people, mailed, unreached, kinds: changeKinds.filter((k) => kinds.has(k)), dates: ids.length };
}

/**
 * Saves the operator's changes, to this date or (`applyTo` "later") to this and the later dates of
 * its series, all or none. Bookings stay; no date's capacity may drop below the seats already
 * confirmed on it (the operator moves people first); a raised capacity confirms people from the
 * waiting list. A published event goes back to draft only while nobody has booked.
 * With `tell` (the default), everyone booked on a date whose title, date, times or place differ
 * from what they were last told gets one mail saying what changed since; without it nobody is
 * mailed and the event keeps what they were told (`told`), for the next change's mail to compare.
 * So a correction undone, or the same post twice, mails nobody the second time.
 */
export async function updateEvent(deps: BookingDeps, actor: AuditActor, id: number, input: EventInput, options: UpdateOptions = {}): Promise<UpdateResult> {
  const { applyTo = "this", tell = true } = options;
  return deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) return { outcome: "not-found" as const };
    if (event.status === "cancelled") return { outcome: "cancelled-event" as const };
    // The later dates are locked in id order, as every writer of several events does.
    const ids = await editTargets(tx, event, applyTo);
    const others = ids.length > 1 ? await tx.select().from(events).where(inArray(events.id, ids.slice(1))).orderBy(asc(events.id)).for("update") : [];
    const rows = [event, ...others.filter((r) => r.status !== "cancelled").sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)];
    const edits = editsOf(event, rows, input);
    for (const { before, set } of edits) {
      const capacity = set.capacity ?? before.capacity;
      if (capacity < before.confirmedSeats) return { outcome: "below-confirmed" as const, confirmedSeats: before.confirmedSeats, ...(before.id === id ? {} : { date: before.date }) };
    }
    let promotedAll = 0;
    let toldAll = 0;
    let first: EventRow | undefined;
    let toldChange = false;
    for (const { before, set } of edits) {
      const after = { ...before, ...set };
      let status = before.status;
      if (before.id === id) {
        const [live] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(eventRegistrations)
          .where(and(eq(eventRegistrations.eventId, before.id), ne(eventRegistrations.status, "cancelled")));
        status = input.draft && (live?.n ?? 0) === 0 ? "draft" : "published";
      }
      const calendarChanged = after.date !== before.date || after.startTime !== before.startTime || after.endTime !== before.endTime || after.venue !== before.venue || after.title !== before.title;
      const wasTold = toldOf(before);
      const visibleChange = changedKinds(wasTold, toldDetails(after)).length > 0;
      const [updated] = await tx
        .update(events)
        .set({
          ...set,
          status,
          // Untold, the event keeps what people were last told until a change is told or undone.
          told: tell || !visibleChange ? null : wasTold,
          sequence: calendarChanged ? sql`${events.sequence} + 1` : events.sequence,
          updatedAt: sql`now()`,
        })
        .where(eq(events.id, before.id))
        .returning();
      const promoted = await promoteAfterCapacityChange(tx, updated!, deps);
      // Those just moved up already have the new details; everyone booked before hears of what changed since they were told.
      const told = tell && visibleChange ? await tellOfChange(tx, { ...before, ...wasTold }, updated!, deps, new Set(promoted.map((r) => r.id))) : 0;
      // The entry names the event as it was (the title someone looks for) and says what changed.
      await writeAudit(tx, actor, {
        action: "event_update",
        recordType: "event",
        recordId: before.id,
        detail: { item: auditItemOf(before), changed: auditChanges(before, updated!), status, capacity: updated!.capacity, promoted: promoted.length, told, ...(ids.length > 1 ? { applyTo } : {}) },
      });
      if (before.id === id && tell && visibleChange) toldChange = true;
      promotedAll += promoted.length;
      toldAll += told;
      first ??= updated!;
    }
    return { outcome: "updated" as const, event: first!, promoted: promotedAll, told: toldAll, dates: edits.length, toldChange };
  });
}

/**
 * Cancels an event for the reason the operator gives: it goes in the mail to everyone booked. With
 * `scope` "later", the later dates of its series are cancelled too, all in one transaction.
 */
export async function cancelEventByOperator(deps: BookingDeps, actor: AuditActor, id: number, reason: string | null = null, scope: ApplyTo = "this"): Promise<{ told: number; dates: number } | undefined> {
  const result = await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event || event.status === "cancelled") return undefined;
    const ids = await editTargets(tx, event, scope);
    const others = ids.length > 1 ? await tx.select().from(events).where(inArray(events.id, ids.slice(1))).orderBy(asc(events.id)).for("update") : [];
    let told = 0;
    let dates = 0;
    for (const row of [event, ...others]) {
      if (row.status === "cancelled") continue;
      const done = await cancelLockedEvent(tx, deps, row, reason);
      await writeAudit(tx, actor, { action: "event_cancel", recordType: "event", recordId: row.id, detail: { item: auditItemOf(row), reason, told: done.told, ...(ids.length > 1 ? { scope } : {}) } });
      told += done.told;
      dates += 1;
    }
    return { told, dates };
  });
  if (result && result.told > 0) deps.dispatcher?.kick();
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
