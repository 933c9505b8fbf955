// A booking request's own Reference ID in the console (docs/decisions/040-booking-answers.md): typed
// into the overview's box in any spacing or case, it leads to the booking it made or found (a
// repeat's to the event's page, which says whose booking it is and that the request found it); the
// owner's search for a person finds the booking by it; and once the booking is erased, none of its
// requests' references leads to anyone.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { createSession } from "#app/lib/auth/sessions.server.ts";
import { sessionCookieHeader } from "#app/lib/auth/cookie.server.ts";
import { erasePeople } from "#app/lib/console/erasure.server.ts";
import { findPerson, readPersonQuery } from "#app/lib/console/people.server.ts";
import { createBackups } from "#app/lib/db/backups.server.ts";
import { bookingRequests, eventRegistrations } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { book } from "#app/lib/events/bookings.server.ts";
import { requestByReference } from "#app/lib/events/booking-requests.server.ts";
import { createEvent } from "#app/lib/events/events.server.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { groupedReference } from "#app/core/reference.ts";
import { loader as overviewLoader } from "#app/routes/admin/index.tsx";
import { loader as eventLoader } from "#app/routes/admin/event.tsx";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { testSealEnv } from "#tests/support/outbox-mail.ts";

const SITE = "http://localhost:3000";

describe.each(databaseNames)("a booking request's Reference ID in the console on %s", (name) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "requests-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = parseEnv({ NODE_ENV: "test", PUBLIC_SITE_URL: SITE, LOG_LEVEL: "silent", ...testSealEnv, DATA_DIR: dataDir });
  let t: TestDatabase;
  let services: Services;
  beforeEach(async () => {
    t = await testDatabase(name);
    services = { db: t.db, env, log, dispatcher: { kick() {} }, backups: createBackups({ database: t.handle, env, log }), pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
  });

  it("leads from a request's reference, however typed, to the booking it made or found, until the booking is erased", async () => {
    const owner = await createOperator(t.db, "owner@example.org", "a long enough passphrase");
    const editor = await createOperator(t.db, "editor@example.org", "a long enough passphrase", owner, "editor");
    const context = routerContextFor({ services, clientIp: "192.0.2.1", cspNonce: "n" });
    const cookieOf = async (id: number) => (await sessionCookieHeader((await createSession(t.db, id)).token, new Request(`${SITE}/admin`), env)).split(";")[0]!;
    const asEditor = await cookieOf(editor.id);
    const asOwner = await cookieOf(owner.id);
    const get = (url: string, cookie: string) => new Request(`${SITE}${url}`, { headers: { Cookie: cookie } });
    const overview = async (typed: string, cookie = asEditor) => {
      try {
        return await overviewLoader({ request: get(`/admin?reference=${encodeURIComponent(typed)}`, cookie), context, params: {} } as never);
      } catch (thrown) {
        return thrown instanceof Response ? thrown.headers.get("Location") : thrown;
      }
    };
    const noticeAt = async (url: string) => {
      const id = /\/admin\/events\/(\d+)/.exec(url)![1]!;
      return ((await eventLoader({ request: get(url, asEditor), context, params: { id } } as never)) as { notice: string | null }).notice;
    };

    const yoga = await createEvent(t.db, owner, { title: "Morning Yoga", category: "wellness", date: "2099-01-10", startTime: "07:00", endTime: "08:00", venue: "Community Hall", description: "Gentle yoga.", capacity: 5, draft: false });
    const walk = await createEvent(t.db, owner, { title: "Lalbagh Walk", category: "outing", date: "2099-01-11", startTime: "07:00", endTime: "08:00", venue: "Lalbagh", description: "A walk.", capacity: 5, draft: false });
    const asha = { name: "Asha Rao", email: "asha@example.in", phone: "+91 98450 12345", seats: 1 };
    const made = await book(services, yoga.id, asha);
    const repeat = await book(services, yoga.id, { ...asha, name: "Someone Else", seats: 2 });
    const elsewhere = await book(services, walk.id, { ...asha, email: "ravi@example.in", name: "Ravi Kumar" });
    if (made.outcome !== "confirmed" || repeat.outcome !== "repeat" || elsewhere.outcome !== "confirmed") throw new Error("booked otherwise than expected");
    expect(made.request.reference).toBe(made.reference);
    expect(repeat.request.reference).not.toBe(made.reference);

    // The request that made the booking: its reference is the booking's, which leads to its event.
    expect(await overview(made.request.reference)).toBe(`/admin/events/${yoga.id}`);
    // The repeat's: typed in lower case and grouped for reading out, it leads to the same event,
    // whose page says whose booking the request found.
    const typed = groupedReference(repeat.request.reference).toLowerCase();
    const there = (await overview(typed)) as string;
    expect(there).toBe(`/admin/events/${yoga.id}?request=${encodeURIComponent(repeat.request.reference)}`);
    const notice = (await noticeAt(there))!;
    expect(notice).toContain(repeat.request.reference);
    expect(notice).toContain(`the booking of Asha Rao, ${made.reference}, which is confirmed`);
    expect(notice).toContain("for 2 places");
    expect(notice).not.toContain("Someone Else");
    // Another event's page says nothing of it (the address names the request, the page reads it).
    expect(await noticeAt(`/admin/events/${walk.id}?request=${encodeURIComponent(repeat.request.reference)}`)).toBeNull();
    // The owner's search for a person finds the booking by the request's reference too.
    const found = await findPerson(t.db, readPersonQuery(repeat.request.reference)!);
    expect(found.map((r) => [r.kind, r.reference])).toEqual([["booking", made.reference]]);

    // Asha asks to be forgotten: her booking is erased, and no reference of it leads to her.
    const [row] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.reference, made.reference));
    await erasePeople(services, owner, [{ kind: "booking", id: row!.id }]);
    for (const reference of [made.request.reference, repeat.request.reference]) {
      expect(await requestByReference(t.db, reference)).toBeUndefined();
      expect(await findPerson(t.db, readPersonQuery(reference)!)).toEqual([]);
      // An editor is told it is not found; an owner is taken to the people search, which finds nobody.
      expect(await overview(reference)).toMatchObject({ notFound: true });
      expect(await overview(reference, asOwner)).toBe(`/admin/people?q=${encodeURIComponent(reference)}`);
    }
    expect(await noticeAt(there)).toBeNull();
    // The requests stay as anonymous counts; Ravi's, of another booking, is untouched.
    const requests = await t.db.select().from(bookingRequests);
    expect(requests.map((r) => r.reference).sort()).toEqual([elsewhere.reference, `ERASED-R${requests.find((r) => r.seats === 1 && r.bookingId === row!.id)!.id}`, `ERASED-R${requests.find((r) => r.seats === 2)!.id}`].sort());
    expect(JSON.stringify(requests)).not.toContain(repeat.request.reference);
    expect(await overview(elsewhere.reference)).toBe(`/admin/events/${walk.id}`);
  });
});
