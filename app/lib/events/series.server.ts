// A weekly class as one series (docs/decisions/033-a-weekly-class-as-one-series.md): the dates of
// an event's series for its console page ("2 of 6 in the weekly series") and its public page (the
// next dates), and more dates for a series on its rule. Edits and cancellations of "this and later
// dates" are in events.server.ts, with the single-date ones.
import { and, asc, eq, gte, ne } from "drizzle-orm";
import { formatDate } from "#app/core/calendar.ts";
import { occurrenceDates } from "#app/core/events.ts";
import type { SeriesRepeat } from "#app/core/event-series.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import { events, eventSeries } from "#app/lib/db/schema.ts";
import type { AuditActor } from "#app/lib/console/audit.server.ts";
import type { EventRow } from "./booking-rows.server.ts";
import { insertEvent } from "./events.server.ts";

export type SeriesDate = { id: number; slug: string; date: string; status: string };

/** An event's series: its rule and every date (cancelled ones too), soonest first; undefined for an event on its own. */
async function seriesOf(db: Database, event: Pick<EventRow, "seriesId">): Promise<{ repeat: SeriesRepeat; dates: SeriesDate[] } | undefined> {
  if (event.seriesId === null) return undefined;
  const [series] = await db.select().from(eventSeries).where(eq(eventSeries.id, event.seriesId));
  if (!series) return undefined;
  const dates = await db
    .select({ id: events.id, slug: events.slug, date: events.date, status: events.status })
    .from(events)
    .where(eq(events.seriesId, series.id))
    .orderBy(asc(events.date), asc(events.startTime), asc(events.id));
  return { repeat: series.repeat as SeriesRepeat, dates };
}

/** The next published dates of an event's series from `today` on, itself left out, soonest first: what its public page lists. */
export async function nextSeriesDates(db: Database, event: Pick<EventRow, "id" | "seriesId">, today: string, limit = 6): Promise<EventRow[]> {
  if (event.seriesId === null) return [];
  return db
    .select()
    .from(events)
    .where(and(eq(events.seriesId, event.seriesId), eq(events.status, "published"), gte(events.date, today), ne(events.id, event.id)))
    .orderBy(asc(events.date), asc(events.startTime), asc(events.id))
    .limit(limit);
}

/**
 * Adds `count` dates to the series of event `id` after its last date, on the series' rule counted
 * from its first date (a monthly class on the 31st stays on the 31st where the month has one). Each
 * takes the details and places of the series' latest date not cancelled, none of its bookings, and
 * is published unless that date is a draft. The series row is locked, so two extensions at once
 * never make the same date twice. Undefined when the event is on its own.
 */
export async function extendSeries(db: Database, actor: AuditActor, id: number, count: number): Promise<EventRow[] | undefined> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, id));
    if (!event || event.seriesId === null) return undefined;
    const [series] = await tx.select().from(eventSeries).where(eq(eventSeries.id, event.seriesId)).for("update");
    if (!series) return undefined;
    const dates = await tx.select().from(events).where(eq(events.seriesId, series.id)).orderBy(asc(events.date), asc(events.id));
    const first = dates[0]!;
    const last = dates[dates.length - 1]!;
    const template = dates.findLast((d) => d.status !== "cancelled") ?? last;
    const repeat = series.repeat as SeriesRepeat;
    const more = occurrenceDates(first.date, repeat, dates.length + count + 12)
      .filter((d) => d > last.date)
      .slice(0, count);
    const { title, category, startTime, endTime, venue, description, capacity, programme, price } = template;
    const rows: EventRow[] = [];
    for (const date of more) {
      const input = { title, category: category as Parameters<typeof insertEvent>[2]["category"], date, startTime, endTime, venue, description, capacity, programme, price, draft: template.status === "draft" };
      rows.push(await insertEvent(tx, actor, input, { repeat, series: series.id }, series.id));
    }
    return rows;
  });
}

/** An event's series as its console page shows it (SeriesFacts): each date short, this one marked, the later dates not cancelled counted. */
export async function consoleSeries(db: Database, event: Pick<EventRow, "id" | "seriesId" | "date">) {
  const series = await seriesOf(db, event);
  if (!series) return null;
  return {
    repeat: series.repeat,
    position: series.dates.findIndex((d) => d.id === event.id) + 1,
    dates: series.dates.map((d) => ({ id: d.id, date: formatDate(d.date, "short"), cancelled: d.status === "cancelled", current: d.id === event.id })),
    later: series.dates.filter((d) => d.date > event.date && d.status !== "cancelled").length,
  };
}
