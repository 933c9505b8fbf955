// Owns the events the site shows. Until the community keeps a real programme, they are sample data
// as the spec describes (next 60 days, 1 to 3 a day, capacities 20, 15, 50, 30, 25, enrolled at most
// 80 % of capacity), drawn from app/content/sample-event-templates.ts by a PRNG seeded with today's date in
// Bangalore: the same day always gives the same events, so the server's HTML and the hydrated page
// agree, and the calendar moves on by itself each day. Pure (no server-only code): the browser tests
// draw the same events.
import { addDays, clockNow, formatTimeRange, todayIso } from "#app/core/calendar.ts";
import { eventCategories, upcomingFrom, type CommunityEvent, type EventCategory } from "#app/core/events.ts";
import { SAMPLE_CAPACITIES, SAMPLE_DAYS, SAMPLE_MAX_FILL, sampleEventTemplates as templates, type EventTemplate } from "#app/content/sample-event-templates.ts";
import { drawing } from "#app/content/illustrations.ts";

/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same sequence everywhere. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: turns the date string into a 32-bit seed. */
function seedFrom(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The sample programme for the SAMPLE_DAYS days starting on `startDate` (yyyy-mm-dd): 1 to 3 events
 * a day, no title twice on one day, sorted by date and start time. Pure: the same date gives the
 * same events.
 */
export function generateSampleEvents(startDate: string): CommunityEvent[] {
  const random = mulberry32(seedFrom(startDate));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const events: CommunityEvent[] = [];
  for (let day = 0; day < SAMPLE_DAYS; day++) {
    const date = addDays(startDate, day);
    const count = 1 + Math.floor(random() * 3);
    const chosen: { category: EventCategory; template: EventTemplate }[] = [];
    while (chosen.length < count) {
      const category = pick(eventCategories);
      const template = pick(templates[category]);
      if (!chosen.some((c) => c.template === template)) chosen.push({ category, template });
    }
    chosen.sort((a, b) => a.template.start.localeCompare(b.template.start));
    chosen.forEach(({ category, template }, n) => {
      const capacity = pick(SAMPLE_CAPACITIES);
      // Up to 80 % of capacity, whole places: 0 ..= floor(0.8 * capacity).
      const enrolled = Math.floor(random() * (Math.floor(capacity * SAMPLE_MAX_FILL) + 1));
      events.push({
        id: `${date}-${n + 1}`,
        title: template.title,
        category,
        time: formatTimeRange(template.start, template.end),
        startTime: template.start,
        endTime: template.end,
        location: `${template.venue.name}, ${template.venue.locality}`,
        venue: template.venue,
        description: template.description,
        capacity,
        enrolled,
        image: drawing(template.art),
        date,
        ...(template.programme ? { programme: template.programme } : {}),
        example: true,
      });
    });
  }
  return events;
}

// One day's sample programme is the same for every request that day: keep the last one.
let cached: { date: string; events: CommunityEvent[] } | undefined;

/**
 * Every scheduled event from today (Bangalore) onwards, sorted by date and start time.
 * The single source of events for the site: swap the sample generator for real data here.
 */
export function getEvents(now: Date = new Date()): CommunityEvent[] {
  const today = todayIso(now);
  if (cached?.date !== today) cached = { date: today, events: generateSampleEvents(today) };
  return cached.events;
}


/** "yyyy-mm-dd HH:MM" in Bangalore: the moment upcoming events are counted from. */
export function bangaloreMoment(now: Date = new Date()): string {
  return `${todayIso(now)} ${clockNow(now)}`;
}

/** The next `limit` events that have not started yet (Bangalore time). */
export function getUpcomingEvents(limit: number, now: Date = new Date()): CommunityEvent[] {
  return upcomingFrom(getEvents(now), bangaloreMoment(now), limit);
}
