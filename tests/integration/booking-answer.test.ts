// The booking form's answer tells nobody whether an address has booked (and so whether its owner
// will be away that day): a new booking, a place or the waiting list, and a booking again with an
// address that has one get the same status and the same body, on the page and to the island; when
// fewer places are free than asked, the address is not looked at before the visitor chooses. What
// happened goes by mail to the address only; a repeat is stored once.
import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { emailOutbox, eventRegistrations, operators } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { createEvent, type EventInput } from "#app/lib/events/events.server.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { bookingAction } from "#app/lib/submissions/booking.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { testSealEnv } from "#tests/support/outbox-mail.ts";

const SITE = "https://seniors.example.org";
const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_SITE_URL: SITE, RATE_LIMIT_MAX: "1000", ...testSealEnv });
const yoga = (capacity: number): EventInput => ({
  title: "Morning Yoga",
  category: "wellness",
  date: "2099-01-10",
  startTime: "07:00",
  endTime: "08:00",
  venue: "Community Hall, Jalahalli, Bangalore",
  description: "Gentle yoga for every level.",
  capacity,
  draft: false,
});

describe.each(databaseNames)("the booking form's answer on %s", (name) => {
  let t: TestDatabase;
  let services: Services;
  let actor: { id: number; email: string };
  beforeEach(async () => {
    t = await testDatabase(name);
    services = { db: t.db, env, log, dispatcher: { kick() {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
    const [row] = await t.db.insert(operators).values({ email: "operator@seniors.example.org", passwordHash: "unused" }).returning();
    actor = { id: row!.id, email: row!.email };
  });

  /** Posts the booking form as a visitor would (with JavaScript: the island's post); the answer with the address typed masked. */
  async function answer(eventId: number, who: { email: string; seats?: number; whenFewer?: "waitlist" }, ip = "192.0.2.1") {
    const body = new URLSearchParams({ name: "Asha Rao", email: who.email, phone: "98450 12345", seats: String(who.seats ?? 1), ...(who.whenFewer ? { whenFewer: who.whenFewer } : {}) });
    const request = new Request(`${SITE}/events/morning-yoga-2099-01-10`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE }, body });
    const result = (await bookingAction(request, routerContextFor({ services, clientIp: ip, cspNonce: "n" }), eventId)) as unknown as { data: unknown; init: ResponseInit | null };
    return { status: result.init?.status ?? 200, body: JSON.stringify(result.data).replaceAll(who.email, "ADDRESS") };
  }

  it("answers a new booking, a place on the waiting list and a booking again with a booked address alike", async () => {
    const event = await createEvent(t.db, actor, yoga(1));
    const booked = await answer(event.id, { email: "asha@example.in" });
    // The last place is gone: a new address joins the waiting list.
    const waiting = await answer(event.id, { email: "ravi@example.in" });
    // A stranger types Asha's address (in another case) and then Ravi's.
    const again = await answer(event.id, { email: "ASHA@example.in" }, "203.0.113.9");
    const againWaiting = await answer(event.id, { email: "ravi@example.in" }, "203.0.113.9");
    // The answer reads back the phone number typed (as stored), the same in all four posts.
    expect(booked).toEqual({ status: 200, body: JSON.stringify({ status: "received", phone: "+91 98450 12345" }) });
    expect([waiting, again, againWaiting]).toEqual([booked, booked, booked]);

    // Stored once each; only the mail to each address says what happened.
    const rows = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    expect(rows.map((r) => [r.email, r.status]).sort()).toEqual([
      ["asha@example.in", "confirmed"],
      ["ravi@example.in", "waitlisted"],
    ]);
    const visitorMails = (await t.db.select({ to: emailOutbox.recipient, key: emailOutbox.dedupeKey }).from(emailOutbox)).filter((m) => m.to !== env.OPERATOR_EMAIL);
    expect(visitorMails.map((m) => `${m.to} ${m.key.split(":")[2]}`).sort()).toEqual([
      "asha@example.in confirmed",
      "asha@example.in repeat",
      "ravi@example.in repeat",
      "ravi@example.in waitlisted",
    ]);
  });

  it("asks a booked address and a new one alike when fewer places are free than asked", async () => {
    const event = await createEvent(t.db, actor, yoga(3));
    await answer(event.id, { email: "asha@example.in", seats: 2 });
    const repeat = await answer(event.id, { email: "asha@example.in", seats: 2 }, "203.0.113.9");
    const fresh = await answer(event.id, { email: "meera@example.in", seats: 2 }, "203.0.113.9");
    expect(JSON.parse(repeat.body)).toMatchObject({ status: "fewer", placesLeft: 1, seats: 2 });
    expect(repeat).toEqual(fresh);
    // Choosing the waiting list then: the same answer again, and Asha's booking is not doubled.
    expect(await answer(event.id, { email: "asha@example.in", seats: 2, whenFewer: "waitlist" }, "203.0.113.9")).toEqual(
      await answer(event.id, { email: "meera@example.in", seats: 2, whenFewer: "waitlist" }, "203.0.113.9"),
    );
    expect((await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, "asha@example.in"))).length).toBe(1);
  });
});
