// Bookings an operator makes or marks for a person, on real databases: booking for someone who
// phoned (the visitor's own decision under the same lock: confirmed, "fewer", the waiting list;
// the usual mail only when they gave an address; who made it; the audit log), the door list
// (a walk-in marked as come past the places, people counted not bookings, "2 came" of 3, finding
// a person by name or phone, the CSV), the public form's couple when one place is left, and the
// capacity holding when 30 bookings from visitors and the console arrive at once.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { auditLog, emailOutbox, eventRegistrations, events, operators } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import type { BookingDeps } from "#app/lib/events/booking-rows.server.ts";
import { book } from "#app/lib/events/bookings.server.ts";
import { addWalkIn, bookForCaller } from "#app/lib/events/bookings-by-operator.server.ts";
import { doorList } from "#app/lib/events/door-list.server.ts";
import { cancelEventByOperator, createEvent, eventBookings, updateEvent, type EventInput } from "#app/lib/events/events.server.ts";
import { markAttended, moveBooking } from "#app/lib/events/operator-bookings.server.ts";
import { phoneBookingAction } from "#app/lib/events/phone-booking-action.server.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { bookingAction } from "#app/lib/submissions/booking.server.ts";
import { bookingRecord } from "#app/schemas/event.ts";
import { csvTable } from "#app/schemas/stored-fields.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { mailOf, testSealEnv } from "#tests/support/outbox-mail.ts";

const SITE = "https://seniors.example.org";
const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_SITE_URL: SITE, RATE_LIMIT_MAX: "1000", OPERATOR_EMAIL: "operator@seniors.example.org", ...testSealEnv });
const walk: EventInput = {
  title: "Heritage Walk",
  category: "outing",
  date: "2099-01-10",
  startTime: "07:00",
  endTime: "09:00",
  venue: "Lalbagh Botanical Garden, Mavalli, Bangalore",
  description: "A slow walk.",
  capacity: 4,
  draft: false,
};
const caller = (name: string, seats = 1, email = "") => ({ name, phone: "+91 98450 12345", seats, email, note: null });
const visitor = (n: number, seats = 1) => ({ name: `Visitor ${n}`, email: `visitor${n}@example.in`, phone: "98450 12345", seats });

describe.each(databaseNames)("bookings made by an operator on %s", (name) => {
  let t: TestDatabase;
  let deps: BookingDeps;
  let services: Services;
  let actor = { id: 0, email: "volunteer@seniors.example.org" };
  beforeAll(async () => {
    t = await testDatabase(name);
    deps = { db: t.db, env };
    services = { db: t.db, env, log, dispatcher: { kick() {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
  });
  beforeEach(async () => {
    await t.reset();
    const [row] = await t.db.insert(operators).values({ email: actor.email, passwordHash: "unused" }).returning();
    actor = { id: row!.id, email: row!.email };
  });

  const outbox = () => t.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
  const confirmedSeats = async (eventId: number) => (await t.db.select().from(events).where(eq(events.id, eventId)))[0]!.confirmedSeats;

  /** Posts the console's form as the event's page does; the redirect's address, or the answer's body. */
  async function post(eventId: number, fields: Record<string, string>) {
    const form = new FormData();
    form.set("intent", "book-for-caller");
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    try {
      const result = (await phoneBookingAction(services, actor, eventId, form)) as unknown as { data: { phone: Record<string, unknown> }; init: ResponseInit | null };
      return { status: result.init?.status ?? 200, answer: result.data.phone };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") ?? "" };
      throw thrown;
    }
  }

  describe("booking for someone who phoned", () => {
    it("stores the phone as every form does, records the operator who made it and the audit, and mails nobody without an address", async () => {
      const event = await createEvent(t.db, actor, walk);
      const refused = await post(event.id, { name: "", phone: "98450", seats: "9", email: "not an address", note: "" });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.answer!.errors as object)).toEqual(["name", "phone", "seats", "email"]);

      const booked = await post(event.id, { name: "Kamala Devi", phone: "098450 12345", seats: "2", email: "", note: "Comes with a walker" });
      expect(booked.status).toBe(302);
      const [row] = await eventBookings(t.db, event.id);
      expect(booked.location).toBe(`/admin/events/${event.id}?done=booked-for-caller&ref=${row!.reference}#bookings-heading`);
      expect(row).toMatchObject({ name: "Kamala Devi", phone: "+91 98450 12345", email: "", seats: 2, status: "confirmed", note: "Comes with a walker", source: "phone", bookedBy: actor.email });
      expect(await confirmedSeats(event.id)).toBe(2);
      // Nobody is mailed: not the caller (no address), and not the operator, who made it.
      expect(await outbox()).toEqual([]);
      const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "booking_by_phone"));
      expect(audit).toMatchObject({ operatorEmail: actor.email, reference: row!.reference, recordId: row!.id, detail: { seats: 2, status: "confirmed", mailed: false } });
    });

    it("sends the visitor's usual confirmation, with its calendar file and cancel link, when they gave an address", async () => {
      const event = await createEvent(t.db, actor, walk);
      const result = await bookForCaller(deps, actor, event.id, caller("Ravi Kumar", 1, "ravi@example.in"));
      expect(result).toMatchObject({ outcome: "confirmed", seats: 1, mailed: true });
      const mails = await outbox();
      expect(mails.map((m) => [m.recipient, m.dedupeKey.split(":").at(-1)])).toEqual([["ravi@example.in", "confirmed"]]);
      expect(mailOf(mails[0]!).text).toContain("Heritage Walk");
      expect(mailOf(mails[0]!).text).toMatch(/\/cancel\?ref=/);
      expect(mails[0]!.attachments).toHaveLength(1);
    });

    it("decides as a visitor's booking does: fewer places than asked books nothing until chosen, then the waiting list; an address booked already is refused", async () => {
      const event = await createEvent(t.db, actor, walk);
      await book(deps, event.id, visitor(1, 3)); // 1 place left
      expect(await bookForCaller(deps, actor, event.id, caller("Shanta Rao", 2))).toEqual({ outcome: "fewer", placesLeft: 1, seats: 2 });
      expect(await eventBookings(t.db, event.id)).toHaveLength(1);
      // The page asks which they want, with what was typed.
      const asked = await post(event.id, { name: "Shanta Rao", phone: "98450 12345", seats: "2", email: "", note: "" });
      expect(asked.answer).toMatchObject({ fewer: { placesLeft: 1, seats: 2 } });
      const waiting = await bookForCaller(deps, actor, event.id, caller("Shanta Rao", 2), new Date(), "waitlist");
      expect(waiting).toMatchObject({ outcome: "waitlisted", seats: 2, position: 1, mailed: false });
      expect(await bookForCaller(deps, actor, event.id, caller("Mohan", 1))).toMatchObject({ outcome: "confirmed" });
      // Full: the next goes on the waiting list, as a visitor would.
      expect(await bookForCaller(deps, actor, event.id, caller("Gita", 1, "gita@example.in"))).toMatchObject({ outcome: "waitlisted", position: 2, mailed: true });
      expect(await confirmedSeats(event.id)).toBe(4);
      // Two callers without an address are two bookings; an address that has one is refused, and named to the operator.
      const repeat = await bookForCaller(deps, actor, event.id, caller("Someone", 1, "VISITOR1@example.in"));
      expect(repeat).toMatchObject({ outcome: "repeat", name: "Visitor 1" });
      // A draft or cancelled event cannot be booked.
      const draft = await createEvent(t.db, actor, { ...walk, title: "Draft", draft: true });
      expect(await bookForCaller(deps, actor, draft.id, caller("Anyone"))).toEqual({ outcome: "closed" });
    });

    it("never mails a booking without an address, whatever happens to it (moved, the event changed or cancelled)", async () => {
      const event = await createEvent(t.db, actor, walk);
      const phoned = await bookForCaller(deps, actor, event.id, caller("Kamala Devi", 1));
      const [row] = await eventBookings(t.db, event.id);
      expect(phoned.outcome).toBe("confirmed");
      expect(await moveBooking(deps, actor, row!.id, "waitlisted")).toBe("done");
      expect(await moveBooking(deps, actor, row!.id, "confirmed")).toBe("done");
      await updateEvent({ ...deps, dispatcher: { kick() {} } } as never, actor, event.id, { ...walk, programme: null, startTime: "08:00", endTime: "10:00" });
      await cancelEventByOperator({ ...deps, dispatcher: { kick() {} } } as never, actor, event.id, "Rain");
      expect((await outbox()).filter((m) => m.recipient !== env.OPERATOR_EMAIL)).toEqual([]);
    });
  });

  describe("the door list", () => {
    it("adds a walk-in as come, past the places, counted in people; marks 2 of 3 as come; the CSV has them", async () => {
      const event = await createEvent(t.db, actor, walk);
      await book(deps, event.id, visitor(1, 3));
      await bookForCaller(deps, actor, event.id, caller("Kamala Devi", 1));
      // Full; two more walk in: the door decides.
      const walkIn = await addWalkIn(t.db, actor, event.id, { name: "Joseph Dsouza", seats: 2, phone: "" });
      expect(walkIn).toBeDefined();
      expect(await confirmedSeats(event.id)).toBe(6);
      const [three] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.name, "Visitor 1"));
      expect(await doorList(t.db, event.id)).toMatchObject({ came: 2, expected: 6, bookings: 3 });
      expect(await markAttended(t.db, actor, event.id, three!.id, 2)).toBe(true);
      expect(await doorList(t.db, event.id)).toMatchObject({ came: 4, expected: 6 });
      // Never more than were booked.
      expect(await markAttended(t.db, actor, event.id, three!.id, 9)).toBe(true);
      expect((await doorList(t.db, event.id)).came).toBe(5);
      expect(await markAttended(t.db, actor, event.id, three!.id, false)).toBe(true);
      expect((await doorList(t.db, event.id)).came).toBe(2);
      expect(await markAttended(t.db, actor, event.id, three!.id, 2)).toBe(true);

      const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "booking_walk_in"));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ reference: walkIn!.reference, detail: { seats: 2 } });
      expect((await outbox()).filter((m) => m.recipient !== env.OPERATOR_EMAIL)).toHaveLength(1); // Visitor 1's own confirmation only

      const csv = csvTable(bookingRecord, await eventBookings(t.db, event.id));
      const col = (heading: string) => csv.header.indexOf(heading);
      expect(csv.rows.map((r) => [r[col("name")], r[col("status")], r[col("seats")], r[col("attended")], r[col("came")], r[col("made")], r[col("booked_by")]])).toEqual([
        ["Visitor 1", "confirmed", "3", "yes", "2", "online", ""],
        ["Kamala Devi", "confirmed", "1", "no", "0", "phone", actor.email],
        ["Joseph Dsouza", "confirmed", "2", "yes", "2", "door", actor.email],
      ]);
      // A cancelled event takes nobody at the door.
      await cancelEventByOperator({ ...deps, dispatcher: { kick() {} } } as never, actor, event.id, "Rain");
      expect(await addWalkIn(t.db, actor, event.id, { name: "Late", seats: 1, phone: "" })).toBeUndefined();
    });

    it("counts a mark made before places were counted as all of a booking's places", async () => {
      const event = await createEvent(t.db, actor, walk);
      await book(deps, event.id, visitor(1, 2));
      await t.db.update(eventRegistrations).set({ attended: true, cameSeats: null }).where(and(eq(eventRegistrations.eventId, event.id)));
      expect(await doorList(t.db, event.id)).toMatchObject({ came: 2, expected: 2 });
    });

    it("finds a person by any of their name's words or by their phone's digits, however typed", async () => {
      const event = await createEvent(t.db, actor, { ...walk, capacity: 20 });
      await bookForCaller(deps, actor, event.id, { ...caller("Kamala Devi"), phone: "+91 98450 12345" });
      await bookForCaller(deps, actor, event.id, { ...caller("Ravi Kumar"), phone: "+91 80 4000 0000" });
      await addWalkIn(t.db, actor, event.id, { name: "Devika Menon", seats: 1, phone: "" });
      const found = async (typed: string) => (await doorList(t.db, event.id, typed)).rows.map((r) => r.name);
      expect(await found("devi")).toEqual(["Devika Menon", "Kamala Devi"]);
      expect(await found("kamala DEVI")).toEqual(["Kamala Devi"]);
      expect(await found("98450 12345")).toEqual(["Kamala Devi"]);
      expect(await found("080-4000")).toEqual(["Ravi Kumar"]);
      expect(await found("12")).toEqual([]);
      // The counts stay those of the whole list.
      expect(await doorList(t.db, event.id, "ravi")).toMatchObject({ bookings: 3, expected: 3, came: 1 });
    });
  });

  it("takes a couple's request for 2 when one place is left: nothing booked until they choose, then the waiting list for both", async () => {
    const event = await createEvent(t.db, actor, walk);
    await book(deps, event.id, visitor(1, 3)); // 1 place left
    const ask = async (fields: Record<string, string>) => {
      const body = new URLSearchParams({ name: "Suresh Rao", email: "suresh@example.in", phone: "98450 12345", ...fields });
      const request = new Request(`${SITE}/events/heritage-walk-2099-01-10`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE }, body });
      return (await bookingAction(request, routerContextFor({ services, clientIp: "192.0.2.7", cspNonce: "n" }), event.id)) as unknown as { data: unknown };
    };
    expect((await ask({ seats: "2" })).data).toMatchObject({ status: "fewer", placesLeft: 1, seats: 2 });
    expect(await eventBookings(t.db, event.id)).toHaveLength(1);
    expect((await ask({ seats: "2", whenFewer: "waitlist" })).data).toMatchObject({ status: "received" });
    const [, couple] = await eventBookings(t.db, event.id);
    expect(couple).toMatchObject({ name: "Suresh Rao", seats: 2, status: "waitlisted", source: "online", bookedBy: null });
  });

  // On PostgreSQL the 30 run on as many connections as the pool holds, truly at once; PGlite runs
  // one transaction at a time, so there it proves the rule, not the lock.
  it("never confirms more seats than places when 30 bookings from visitors and the console arrive at once", async () => {
    const event = await createEvent(t.db, actor, { ...walk, capacity: 12 });
    await book(deps, event.id, visitor(100, 2)); // 10 places left
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const seats = (i % 3) + 1;
        // Visitors and the console alternate; some ask the waiting list for all when fewer are left.
        const whenFewer = i % 4 === 0 ? "waitlist" : "ask";
        return i % 2 === 0 ? book(deps, event.id, visitor(i, seats), new Date(), whenFewer) : bookForCaller(deps, actor, event.id, caller(`Caller ${i}`, seats, i % 4 === 1 ? `caller${i}@example.in` : ""), new Date(), whenFewer);
      }),
    );
    const rows = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id));
    const confirmed = rows.filter((r) => r.status === "confirmed").reduce((sum, r) => sum + r.seats, 0);
    expect(confirmed).toBeLessThanOrEqual(12);
    expect(await confirmedSeats(event.id)).toBe(confirmed);
    // The places fill: once fewer than asked are free, each request is asked, waits, or takes what fits.
    expect(confirmed).toBeGreaterThanOrEqual(10);
    expect(results.filter((r) => r.outcome === "confirmed").length).toBe(rows.filter((r) => r.status === "confirmed").length - 1);
    const fromConsole = rows.filter((r) => r.source === "phone");
    expect(fromConsole.length).toBeGreaterThan(0);
    expect(fromConsole.every((r) => r.bookedBy === actor.email)).toBe(true);
  });

  it("confirms exactly 10 of 30 one-place bookings, half from the console, for the last 10 places", async () => {
    const event = await createEvent(t.db, actor, { ...walk, capacity: 12 });
    await book(deps, event.id, visitor(100, 2));
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? book(deps, event.id, visitor(i)) : bookForCaller(deps, actor, event.id, caller(`Caller ${i}`)))));
    expect(results.filter((r) => r.outcome === "confirmed")).toHaveLength(10);
    expect(results.filter((r) => r.outcome === "waitlisted")).toHaveLength(20);
    expect(await confirmedSeats(event.id)).toBe(12);
    const seats = await t.db.select().from(eventRegistrations).where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, "confirmed")));
    expect(seats.reduce((sum, r) => sum + r.seats, 0)).toBe(12);
  });
});
