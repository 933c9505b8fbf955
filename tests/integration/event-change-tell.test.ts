// Asking before mailing people, on real databases and through the console's event page: saving a
// new date, time or place for an event people booked (or a change to several dates of a series)
// answers with a step that says who will be told ("This will e-mail 3 people about the new time")
// and saves nothing; "Save and tell them" mails each once, "Save without telling them" mails
// nobody and the next told change says all that changed since; a correction undone mails nobody,
// and the same post twice (one after the other, or at once) mails once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, like } from "drizzle-orm";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { createSession } from "#app/lib/auth/sessions.server.ts";
import { sessionCookieHeader } from "#app/lib/auth/cookie.server.ts";
import { emailOutbox, events } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import type { BookingDeps } from "#app/lib/events/booking-rows.server.ts";
import { book } from "#app/lib/events/bookings.server.ts";
import { changePreview, createEvent, createEvents, updateEvent, type EventInput } from "#app/lib/events/events.server.ts";
import { action as eventAction } from "#app/routes/admin/event.tsx";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";

const password = "a long enough passphrase";
const site = "http://localhost:3000";
// 20 November 2026, 10:00 in Bangalore.
const now = new Date("2026-11-20T04:30:00Z");
const yoga: EventInput = {
  title: "Chair Yoga",
  category: "wellness",
  date: "2027-03-02",
  startTime: "07:00",
  endTime: "08:00",
  venue: "Community Hall, Jalahalli, Bangalore",
  description: "Gentle yoga on a chair.",
  capacity: 2,
  draft: false,
};
const person = (name: string, seats = 1) => ({ name, email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.in`, phone: "98450 12345", seats });
/** The edit form as posted: every field as text. */
const posted = (e: EventInput, extra: Record<string, string> = {}) => ({
  intent: "save",
  title: e.title,
  category: e.category,
  programme: "",
  date: e.date,
  startTime: e.startTime,
  endTime: e.endTime,
  venue: e.venue,
  description: e.description,
  capacity: String(e.capacity),
  ...extra,
});

describe.each(databaseNames)("asking before mailing people on %s", (name) => {
  let t: TestDatabase;
  let dataDir: string;
  let context: ReturnType<typeof routerContextFor>;
  let cookie: string;
  let deps: BookingDeps;
  let actor: { id: number; email: string };

  beforeEach(async () => {
    t = await testDatabase(name);
    const owner = await createOperator(t.db, "owner@example.org", password);
    actor = { id: owner.id, email: owner.email };
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tell-"));
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_SITE_URL: site, LOG_LEVEL: "silent" });
    deps = { db: t.db, env };
    const services = { db: t.db, env, log, dispatcher: { kick() {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
    context = routerContextFor({ services, clientIp: "192.0.2.1", cspNonce: "n" });
    cookie = (await sessionCookieHeader((await createSession(t.db, owner.id)).token, new Request(`${site}/admin`), env)).split(";")[0]!;
  });
  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (t?.name === "postgres") await t.handle.close();
  });

  /** What the event page's action answered: a redirect's Location, or the data and status of an answer on the page. */
  async function send(id: number, fields: Record<string, string>) {
    const request = new Request(`${site}/admin/events/${id}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    try {
      const answer = (await eventAction({ request, context, params: { id: String(id) } } as never)) as unknown as {
        data: { tell?: { people: number; kinds: string[]; dates: number }; values?: Record<string, string>; errors?: Record<string, string> };
        init: ResponseInit;
      };
      return { status: answer.init.status, ...answer.data };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") ?? "" };
      throw thrown;
    }
  }
  const changedMails = () => t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, "%:changed:%")).orderBy(asc(emailOutbox.id));
  const stored = async (id: number) => (await t.db.select().from(events).where(eq(events.id, id)))[0]!;

  it("asks who will be told before saving a new time for an event people booked, and saves nothing until the answer", async () => {
    const event = await createEvent(t.db, actor, yoga);
    for (const n of ["Asha Rao", "Ravi Kumar", "Zarina Begum"]) await book(deps, event.id, person(n), now); // two confirmed, one waiting
    const later = { ...yoga, startTime: "07:30", endTime: "08:30" };
    const asked = await send(event.id, posted(later));
    expect(asked).toMatchObject({ status: 200, tell: { people: 3, kinds: ["time"], dates: 1 } });
    // The step carries the values as typed, to post again as they are.
    expect((asked as { values?: Record<string, string> }).values).toMatchObject({ startTime: "07:30", endTime: "08:30", applyTo: "" });
    expect(await stored(event.id)).toMatchObject({ startTime: "07:00", sequence: 0 });
    expect(await changedMails()).toEqual([]);

    const told = await send(event.id, posted(later, { tell: "yes" }));
    expect(told).toMatchObject({ status: 302 });
    expect(told.location).toContain("changed=3");
    expect(await stored(event.id)).toMatchObject({ startTime: "07:30", told: null });
    const mails = await changedMails();
    expect(mails.map((m) => m.recipient).sort()).toEqual(["asha.rao@example.in", "ravi.kumar@example.in", "zarina.begum@example.in"]);
    expect(mails[0]!.text).toContain("The time: was 7:00 AM to 8:00 AM, now 7:30 AM to 8:30 AM.");
    // Pressed twice: the second post finds nothing new to tell, and mails nobody.
    expect(await send(event.id, posted(later, { tell: "yes" }))).toMatchObject({ status: 302 });
    expect(await changedMails()).toHaveLength(3);
  });

  it("saves without asking what nobody booked would be told of: a description, or an event nobody booked", async () => {
    const booked = await createEvent(t.db, actor, yoga);
    await book(deps, booked.id, person("Asha Rao"), now);
    expect(await send(booked.id, posted({ ...yoga, description: "Bring a shawl." }))).toMatchObject({ status: 302 });
    const empty = await createEvent(t.db, actor, { ...yoga, title: "Temple Walk" });
    expect(await send(empty.id, posted({ ...yoga, title: "Temple Walk", date: "2027-03-03" }))).toMatchObject({ status: 302 });
    expect(await stored(empty.id)).toMatchObject({ date: "2027-03-03" });
    expect(await changedMails()).toEqual([]);
  });

  it("asks before a change to several dates of a series, naming how many people on them will be told", async () => {
    const rows = await createEvents(t.db, actor, { ...yoga, repeat: "weekly", repeatCount: 4 });
    await book(deps, rows[2]!.id, person("Asha Rao"), now);
    await book(deps, rows[3]!.id, person("Ravi Kumar"), now);
    await book(deps, rows[0]!.id, person("Meena Iyer"), now); // an earlier date: not told
    const moved = { ...yoga, date: rows[1]!.date, venue: "Hall B", description: "New words." };
    expect(await send(rows[1]!.id, posted(moved, { applyTo: "later" }))).toMatchObject({ status: 200, tell: { people: 2, kinds: ["place"], dates: 3 } });
    // Nobody booked on them, but three dates change: asked too, with nobody to tell.
    const quiet = await createEvents(t.db, actor, { ...yoga, title: "Temple Walk", repeat: "weekly", repeatCount: 3 });
    expect(await send(quiet[0]!.id, posted({ ...yoga, title: "Temple Walk", startTime: "09:00", endTime: "10:00" }, { applyTo: "later" }))).toMatchObject({ status: 200, tell: { people: 0, dates: 3 } });
    expect(await changedMails()).toEqual([]);
    expect(await send(rows[1]!.id, posted(moved, { applyTo: "later", tell: "yes" }))).toMatchObject({ status: 302 });
    expect((await changedMails()).map((m) => m.recipient).sort()).toEqual(["asha.rao@example.in", "ravi.kumar@example.in"]);
  });

  it("saves without telling when asked to; the next told change says all that changed since; a correction undone mails nobody", async () => {
    const event = await createEvent(t.db, actor, yoga);
    await book(deps, event.id, person("Asha Rao"), now);
    const wrong = { ...yoga, startTime: "17:00", endTime: "18:00" };
    const quiet = await send(event.id, posted(wrong, { tell: "no" }));
    expect(quiet).toMatchObject({ status: 302 });
    expect(quiet.location).toContain("quiet=1");
    expect(await stored(event.id)).toMatchObject({ startTime: "17:00", told: { startTime: "07:00", venue: yoga.venue } });
    expect(await changedMails()).toEqual([]);
    // Put back as it was: nothing the visitor was told has changed, so nobody is asked about or mailed.
    expect(await changePreview(t.db, event.id, yoga, "this")).toEqual({ people: 0, mailed: 0, unreached: 0, kinds: [], dates: 1 });
    expect(await send(event.id, posted(yoga))).toMatchObject({ status: 302 });
    expect(await stored(event.id)).toMatchObject({ startTime: "07:00", told: null });
    expect(await changedMails()).toEqual([]);
    // Untold again, then a new place told: the mail names the time and the place, from what they were told.
    await updateEvent(deps, actor, event.id, wrong, { tell: false });
    expect(await changePreview(t.db, event.id, { ...wrong, venue: "Hall B" }, "this")).toMatchObject({ people: 1, mailed: 1, kinds: ["time", "place"], dates: 1 });
    await updateEvent(deps, actor, event.id, { ...wrong, venue: "Hall B" }, { tell: true });
    const [mail, ...more] = await changedMails();
    expect(more).toEqual([]);
    expect(mail!.text).toContain("The time: was 7:00 AM to 8:00 AM, now 5:00 PM to 6:00 PM.");
    expect(mail!.text).toContain("The place: was Community Hall, Jalahalli, Bangalore, now Hall B.");
  });

  it("mails each person once when the same change is posted twice at the same moment", async () => {
    const event = await createEvent(t.db, actor, yoga);
    for (const n of ["Asha Rao", "Ravi Kumar"]) await book(deps, event.id, person(n), now);
    const later = posted({ ...yoga, date: "2027-03-09" }, { tell: "yes" });
    const answers = await Promise.all([send(event.id, later), send(event.id, later)]);
    expect(answers.map((a) => a.status)).toEqual([302, 302]);
    expect((await changedMails()).map((m) => m.recipient).sort()).toEqual(["asha.rao@example.in", "ravi.kumar@example.in"]);
  });
});
