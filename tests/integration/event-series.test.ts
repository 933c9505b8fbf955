// A weekly class as one series, on real databases: the dates of a repeat name one series; the
// console's page says where a date stands ("2 of 4 in the weekly series") and the public page lists
// the next dates; an edit goes to this date or this and the later ones (the fields changed here
// only, a later date's own venue kept), all or none; a cancellation of this and later dates; more
// dates on the series' rule, once each even when two volunteers add them at once; the console's
// list by month with a series as one group, and its search.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { consoleEventsCopy } from "#app/content/console-events.ts";
import { events, operators } from "#app/lib/db/schema.ts";
import type { BookingDeps } from "#app/lib/events/booking-rows.server.ts";
import { book } from "#app/lib/events/bookings.server.ts";
import { groupByMonth } from "#app/lib/events/event-groups.ts";
import { cancelEventByOperator, consoleEvents, createEvent, createEvents, updateEvent, type EventInput } from "#app/lib/events/events.server.ts";
import { consoleSeries, extendSeries, nextSeriesDates } from "#app/lib/events/series.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { mailOf, testSealEnv } from "#tests/support/outbox-mail.ts";

const env = { OPERATOR_EMAIL: "operator@seniors.example.org", PUBLIC_SITE_URL: "https://seniors.example.org", ...testSealEnv };
// 20 November 2026, 10:00 in Bangalore.
const now = new Date("2026-11-20T04:30:00Z");
const yoga: EventInput = {
  title: "Chair Yoga",
  category: "wellness",
  date: "2026-11-24",
  startTime: "07:00",
  endTime: "08:00",
  venue: "Community Hall, Jalahalli, Bangalore",
  description: "Gentle yoga on a chair.",
  capacity: 2,
  draft: false,
};
const person = (name: string, seats = 1) => ({ name, email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.in`, phone: "98450 12345", seats });

describe.each(databaseNames)("a weekly class as one series on %s", (name) => {
  let t: TestDatabase;
  let deps: BookingDeps;
  let actor = { id: 0, email: "volunteer@seniors.example.org" };
  beforeAll(async () => {
    t = await testDatabase(name);
    deps = { db: t.db, env };
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });
  beforeEach(async () => {
    await t.reset();
    const [row] = await t.db.insert(operators).values({ email: actor.email, passwordHash: "unused" }).returning();
    actor = { id: row!.id, email: row!.email };
  });
  const all = (seriesId: number) => t.db.select().from(events).where(eq(events.seriesId, seriesId)).orderBy(asc(events.date));
  const weekly = () => createEvents(t.db, actor, { ...yoga, repeat: "weekly", repeatCount: 4 });

  it("keeps the dates of a repeat one series: '2 of 4 in the weekly series' with the others, and the public page's next dates", async () => {
    const rows = await weekly();
    const seriesId = rows[0]!.seriesId;
    expect(seriesId).not.toBeNull();
    expect(rows.every((r) => r.seriesId === seriesId)).toBe(true);
    expect((await createEvent(t.db, actor, { ...yoga, title: "Once" })).seriesId).toBeNull();
    expect((await createEvents(t.db, actor, { ...yoga, title: "Single", repeat: "none", repeatCount: null }))[0]!.seriesId).toBeNull();

    const series = (await consoleSeries(t.db, rows[1]!))!;
    expect(consoleEventsCopy.series.position(series.position, series.dates.length, series.repeat)).toBe("2 of 4 in the weekly series");
    expect(series.dates.map((d) => [d.id, d.current])).toEqual(rows.map((r, i) => [r.id, i === 1]));
    expect(series.later).toBe(2);
    expect(await consoleSeries(t.db, { id: 1, seriesId: null, date: "2026-11-24" })).toBeNull();

    // The public page: the next published dates, itself, a cancelled one and a draft left out.
    await cancelEventByOperator(deps, actor, rows[2]!.id, "The hall is booked.");
    expect((await nextSeriesDates(t.db, rows[0]!, "2026-11-20")).map((r) => r.date)).toEqual(["2026-12-01", "2026-12-15"]);
    expect((await nextSeriesDates(t.db, rows[3]!, "2026-11-20")).map((r) => r.date)).toEqual(["2026-11-24", "2026-12-01"]);
    expect((await nextSeriesDates(t.db, rows[0]!, "2026-12-02")).map((r) => r.date)).toEqual(["2026-12-15"]);
  });

  it("saves an edit to this and the later dates: the fields changed here only, each keeping its date and bookings; earlier dates untouched", async () => {
    const rows = await weekly();
    // The last date has a venue of its own.
    await updateEvent(deps, actor, rows[3]!.id, { ...yoga, date: rows[3]!.date, venue: "The garden" });
    const result = await updateEvent(deps, actor, rows[1]!.id, { ...yoga, date: rows[1]!.date, title: "Chair Yoga for All", startTime: "07:30", endTime: "08:30", description: "Yoga on a chair, gently.", capacity: 5 }, { applyTo: "later" });
    expect(result).toMatchObject({ outcome: "updated", dates: 3 });
    const after = await all(rows[0]!.seriesId!);
    expect(after.map((r) => [r.date, r.title, r.startTime, r.endTime, r.venue, r.description, r.capacity])).toEqual([
      ["2026-11-24", "Chair Yoga", "07:00", "08:00", yoga.venue, yoga.description, 2],
      ["2026-12-01", "Chair Yoga for All", "07:30", "08:30", yoga.venue, "Yoga on a chair, gently.", 5],
      ["2026-12-08", "Chair Yoga for All", "07:30", "08:30", yoga.venue, "Yoga on a chair, gently.", 5],
      ["2026-12-15", "Chair Yoga for All", "07:30", "08:30", "The garden", "Yoga on a chair, gently.", 5],
    ]);
    // A venue changed here goes to the later dates, the garden too; "this" touches this date only.
    await updateEvent(deps, actor, rows[2]!.id, { ...yoga, ...pick(after[2]!), venue: "Hall B" }, { applyTo: "later" });
    await updateEvent(deps, actor, rows[1]!.id, { ...yoga, ...pick(after[1]!), venue: "Hall C" }, { applyTo: "this" });
    expect((await all(rows[0]!.seriesId!)).map((r) => r.venue)).toEqual([yoga.venue, "Hall C", "Hall B", "Hall B"]);
  });

  it("refuses an edit of the later dates that leaves one with fewer places than confirmed, and saves none of it", async () => {
    const rows = await weekly();
    await book(deps, rows[3]!.id, person("Asha Rao", 2), now);
    const result = await updateEvent(deps, actor, rows[1]!.id, { ...yoga, date: rows[1]!.date, capacity: 1, title: "Renamed" }, { applyTo: "later" });
    expect(result).toEqual({ outcome: "below-confirmed", confirmedSeats: 2, date: "2026-12-15" });
    expect((await all(rows[0]!.seriesId!)).map((r) => [r.title, r.capacity])).toEqual(rows.map(() => ["Chair Yoga", 2]));
  });

  it("cancels this date and the later ones, telling everyone booked on each; an earlier date stands", async () => {
    const rows = await weekly();
    await book(deps, rows[2]!.id, person("Asha Rao"), now);
    await book(deps, rows[3]!.id, person("Ravi Kumar"), now);
    await book(deps, rows[0]!.id, person("Meena Iyer"), now);
    expect(await cancelEventByOperator(deps, actor, rows[1]!.id, "The teacher has moved away.", "later")).toEqual({ told: 2, dates: 3 });
    const after = await all(rows[0]!.seriesId!);
    expect(after.map((r) => r.status)).toEqual(["published", "cancelled", "cancelled", "cancelled"]);
    expect(after[3]!.cancelReason).toBe("The teacher has moved away.");
    // "this" cancels one date; an edit of the later dates passes over cancelled ones.
    const other = await weekly();
    expect(await cancelEventByOperator(deps, actor, other[2]!.id, "Holiday.", "this")).toEqual({ told: 0, dates: 1 });
    expect(await updateEvent(deps, actor, other[0]!.id, { ...yoga, title: "Renamed" }, { applyTo: "later" })).toMatchObject({ dates: 3 });
    expect((await all(other[0]!.seriesId!)).map((r) => [r.title, r.status])).toEqual([
      ["Renamed", "published"],
      ["Renamed", "published"],
      ["Chair Yoga", "cancelled"],
      ["Renamed", "published"],
    ]);
  });

  it("adds more dates on the series' rule after its last date, with the latest date's details; a monthly class on the 31st stays on it", async () => {
    const rows = await weekly();
    await updateEvent(deps, actor, rows[3]!.id, { ...yoga, date: rows[3]!.date, venue: "The garden" });
    const added = (await extendSeries(t.db, actor, rows[1]!.id, 2))!;
    expect(added.map((r) => [r.date, r.venue, r.status, r.seriesId, r.slug])).toEqual([
      ["2026-12-22", "The garden", "published", rows[0]!.seriesId, "chair-yoga-2026-12-22"],
      ["2026-12-29", "The garden", "published", rows[0]!.seriesId, "chair-yoga-2026-12-29"],
    ]);
    expect((await consoleSeries(t.db, rows[0]!))!.dates).toHaveLength(6);
    const monthly = await createEvents(t.db, actor, { ...yoga, title: "Temple Walk", date: "2027-01-31", repeat: "monthly", repeatCount: 3 });
    expect((await extendSeries(t.db, actor, monthly[0]!.id, 2))!.map((r) => r.date)).toEqual(["2027-04-30", "2027-05-31"]);
    const once = await createEvent(t.db, actor, { ...yoga, title: "Once" });
    expect(await extendSeries(t.db, actor, once.id, 2)).toBeUndefined();
  });

  it("adds each date once when two volunteers extend the series at the same moment", async () => {
    const rows = await weekly();
    const both = await Promise.all([extendSeries(t.db, actor, rows[0]!.id, 1), extendSeries(t.db, actor, rows[3]!.id, 1)]);
    expect(both.map((added) => added!.map((r) => r.date)).flat().sort()).toEqual(["2026-12-22", "2026-12-29"]);
    expect((await all(rows[0]!.seriesId!)).map((r) => r.date)).toEqual(["2026-11-24", "2026-12-01", "2026-12-08", "2026-12-15", "2026-12-22", "2026-12-29"]);
  });

  it("lists the console's events by month, a series as one group with its dates, and finds them by title or venue", async () => {
    await weekly();
    await createEvent(t.db, actor, { ...yoga, title: "Temple Walk", date: "2026-12-05", venue: "ISKCON, Rajajinagar" });
    await createEvent(t.db, actor, { ...yoga, title: "100% Laughter Club", date: "2027-01-09" });
    const rows = (await consoleEvents(t.db, "upcoming", now)).map(({ event }) => ({ id: event.id, seriesId: event.seriesId, date: event.date, title: event.title }));
    const months = groupByMonth(rows).map((m) => [m.month, m.groups.map((g) => (g.kind === "event" ? g.row.title : `${g.rows[0]!.title} ×${g.rows.length}`))]);
    expect(months).toEqual([
      ["2026-11", ["Chair Yoga ×4"]],
      ["2026-12", ["Temple Walk"]],
      ["2027-01", ["100% Laughter Club"]],
    ]);
    const titles = async (q: string) => (await consoleEvents(t.db, "upcoming", now, q)).map(({ event }) => event.title);
    expect(await titles("temple")).toEqual(["Temple Walk"]);
    expect(await titles("RAJAJI")).toEqual(["Temple Walk"]);
    expect(await titles("%")).toEqual(["100% Laughter Club"]);
    expect(await titles("_")).toEqual([]);
    expect(await titles("yoga")).toHaveLength(4);
  });
});

/** The fields of a stored event an edit form posts back. */
function pick(row: typeof events.$inferSelect): Partial<EventInput> {
  return { title: row.title, date: row.date, startTime: row.startTime, endTime: row.endTime, venue: row.venue, description: row.description, capacity: row.capacity };
}
