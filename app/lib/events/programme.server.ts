// Owns which programme the public pages show: the operator's published events once there
// is one, else the spec's sample events, each marked as an example that cannot be booked.
import { clockNow, formatTimeRange, todayIso } from "#app/core/calendar.ts";
import { upcomingFrom, type CommunityEvent, type EventCategory } from "#app/core/events.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import type { EventRow } from "./booking-rows.server.ts";
import { hasPublishedEvents, publishedEventsFrom } from "./events.server.ts";
import { getEvents } from "./sample-event-generator.ts";
import { eventDrawing } from "#app/content/illustrations.ts";

/** A published event as every public part of the site shows one. */
export function communityEvent(row: EventRow): CommunityEvent {
  return {
    id: `event-${row.id}`,
    slug: row.slug,
    title: row.title,
    category: row.category as EventCategory,
    time: formatTimeRange(row.startTime, row.endTime),
    startTime: row.startTime,
    endTime: row.endTime,
    location: row.venue,
    venue: { name: row.venue, locality: "Bangalore" },
    description: row.description,
    capacity: row.capacity,
    enrolled: row.confirmedSeats,
    image: eventDrawing(row.category as EventCategory),
    date: row.date,
    ...(row.programme ? { programme: row.programme } : {}),
    ...(row.price > 0 ? { price: row.price } : {}),
  };
}

/** Every event from today (Bangalore) on, soonest first: the published ones, or the samples while there are none. */
export async function programme(db: Database, now = new Date()): Promise<CommunityEvent[]> {
  if (!(await hasPublishedEvents(db))) return getEvents(now);
  return (await publishedEventsFrom(db, todayIso(now))).map(communityEvent);
}

/** The next `limit` events that have not started yet. */
export async function upcomingProgramme(db: Database, limit: number, now = new Date()): Promise<CommunityEvent[]> {
  return upcomingFrom(await programme(db, now), `${todayIso(now)} ${clockNow(now)}`, limit);
}
