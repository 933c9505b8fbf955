// Bookings against real databases: the capacity rule under a race (30 people asking for
// the last 10 places at once), the waiting list moving up in order, repeat bookings, cancellation
// by the visitor's link, the operator's cancellation of an event, and reminders queued once however
// many servers queue them.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, asc, eq, like } from "drizzle-orm";
import { emailOutbox, eventRegistrations, events, operators } from "#app/lib/db/schema.ts";
import type { BookingDeps } from "#app/lib/events/booking-rows.server.ts";
import { book } from "#app/lib/events/bookings.server.ts";
import { markAttended, moveBooking } from "#app/lib/events/operator-bookings.server.ts";
import { queueReminders } from "#app/lib/events/reminders.server.ts";
import { cancelByVisitor, findByCancelLink } from "#app/lib/events/visitor-cancellation.server.ts";
import { cancelEventByOperator, createEvent, updateEvent, type EventInput } from "#app/lib/events/events.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { mailOf, testSealEnv } from "#tests/support/outbox-mail.ts";

const env = { OPERATOR_EMAIL: "operator@seniors.example.org", PUBLIC_SITE_URL: "https://seniors.example.org", ...testSealEnv };
let actor = { id: 0, email: "operator@seniors.example.org" };

/** The operator whose changes the audit log records. */
async function addOperator(t: TestDatabase) {
  const [row] = await t.db.insert(operators).values({ email: actor.email, passwordHash: "unused" }).returning();
  actor = { id: row!.id, email: row!.email };
}
// 20 November 2026, 10:00 in Bangalore.
const now = new Date("2026-11-20T04:30:00Z");
const yoga: EventInput = {
  title: "Morning Yoga",
  category: "wellness",
  date: "2026-11-21",
  startTime: "07:00",
  endTime: "08:00",
  venue: "Community Hall, Jalahalli, Bangalore",
  description: "Gentle yoga for every level.",
  capacity: 10,
  draft: false,
};
const person = (n: number, seats = 1) => ({ name: `Visitor ${n}`, email: `visitor${n}@example.in`, phone: "98450 12345", seats });

/** The cancel link's token, as the visitor finds it in their mail. */
async function tokenFromMail(t: TestDatabase, reference: string): Promise<string> {
  const [mail] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.reference, reference), like(emailOutbox.dedupeKey, "%:confirmed"))).limit(1);
  const [promoted] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.reference, reference), like(emailOutbox.dedupeKey, "%:promoted"))).limit(1);
  const text = mailOf((promoted ?? mail)!).text;
  return new URL(/https:\/\/\S+\/cancel\?\S+/.exec(text)![0]).searchParams.get("token")!;
}

describe.each(databaseNames)("event bookings on %s", (name) => {
  let t: TestDatabase;
  let deps: BookingDeps;
  beforeAll(async () => {
    t = await testDatabase(name);
    deps = { db: t.db, env };
  });
  beforeEach(async () => {
    await t.reset();
    await addOperator(t);
  });

  it("confirms while places last, then puts people on the waiting list, and never stores a repeat twice", async () => {
    const event = await createEvent(t.db, actor, { ...yoga, capacity: 3 });
    expect(await book(deps, event.id, person(1, 2), now)).toMatchObject({ outcome: "confirmed", seats: 2 });
    // Two asked for, one left: the visitor is asked, nothing is stored; they choose to wait for both.
    expect(await book(deps, event.id, person(2, 2), now)).toEqual({ outcome: "fewer", placesLeft: 1, seats: 2 });
    expect(await t.db.select().from(eventRegistrations)).toHaveLength(1);
    const second = await book(deps, event.id, person(2, 2), now, "waitlist");
    expect(second).toMatchObject({ outcome: "waitlisted", position: 1, placesLeft: 1 });
    expect(await book(deps, event.id, person(3, 1), now)).toMatchObject({ outcome: "confirmed" });
    // The event is full: the repeat is answered as the waiting list, as a new address would be (decision 040).
    expect(await book(deps, event.id, { ...person(2, 2), email: "VISITOR2@example.in" }, now)).toEqual({ outcome: "repeat", request: { reference: expect.stringMatching(/^REQ-/), answer: "waiting" } });
    expect(await t.db.select().from(eventRegistrations)).toHaveLength(3);
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.confirmedSeats).toBe(3);
  });

  it("answers a repeat booking without a word of the first one, and mails its details to the address's owner, at most every 10 minutes", async () => {
    const event = await createEvent(t.db, actor, yoga);
    const first = await book(deps, event.id, person(1, 2), now);
    if (!("reference" in first)) throw new Error(first.outcome);
    // A stranger types the visitor's address with a name and phone of their own.
    const stranger = { name: "Someone Else", email: "Visitor1@Example.IN", phone: "90000 00000", seats: 1 };
    const answer = await book(deps, event.id, stranger, now);
    // Answered with a place (one is free, as for anyone), under a reference of the request's own.
    expect(answer).toEqual({ outcome: "repeat", request: { reference: expect.stringMatching(/^REQ-/), answer: "place" } });
    expect(JSON.stringify(answer)).not.toContain(first.reference);
    const told = await t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `%${first.reference}:repeat:%`));
    expect(told).toHaveLength(1);
    // To the address that booked, with the booking as it stands, and nothing the stranger typed.
    expect(told[0]).toMatchObject({ recipient: "visitor1@example.in", kind: "visitor_confirmation" });
    expect(mailOf(told[0]!).text).toContain(first.reference);
    expect(mailOf(told[0]!).text).toContain("Dear Visitor 1");
    expect(mailOf(told[0]!).text).not.toContain("Someone Else");
    // Posting it again at once mails nothing more; ten minutes later it may.
    await book(deps, event.id, stranger, new Date(now.getTime() + 60_000));
    expect(await t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `%${first.reference}:repeat:%`))).toHaveLength(1);
    await book(deps, event.id, stranger, new Date(now.getTime() + 11 * 60_000));
    expect(await t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `%${first.reference}:repeat:%`))).toHaveLength(2);
    expect(await t.db.select().from(eventRegistrations)).toHaveLength(1);
  });

  it("mails the visitor with a calendar file and a cancel link, and tells the operator", async () => {
    const event = await createEvent(t.db, actor, yoga);
    const result = await book(deps, event.id, person(1, 2), now);
    const mails = await t.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(mails.map((m) => m.recipient).sort()).toEqual(["operator@seniors.example.org", "visitor1@example.in"]);
    const visitor = mails.find((m) => m.recipient === "visitor1@example.in")!;
    expect(visitor.subject).toContain("Morning Yoga");
    expect(mailOf(visitor).text).toContain("reference" in result ? result.reference : "?");
    expect(mailOf(visitor).text).toContain("https://seniors.example.org/events/morning-yoga-2026-11-21/cancel?ref=");
    expect(visitor.attachments).toHaveLength(1);
    expect(visitor.attachments![0]!.content).toContain("DTSTART:20261121T013000Z");
  });

  it("refuses bookings for a draft, a cancelled or a past event", async () => {
    const draft = await createEvent(t.db, actor, { ...yoga, draft: true });
    expect(await book(deps, draft.id, person(1), now)).toEqual({ outcome: "closed" });
    const past = await createEvent(t.db, actor, { ...yoga, date: "2026-11-19" });
    expect(await book(deps, past.id, person(1), now)).toEqual({ outcome: "closed" });
    const cancelled = await createEvent(t.db, actor, yoga);
    await cancelEventByOperator(deps, actor, cancelled.id);
    expect(await book(deps, cancelled.id, person(1), now)).toEqual({ outcome: "closed" });
  });

  it("moves the waiting list up in order when a confirmed visitor cancels through their link", async () => {
    const event = await createEvent(t.db, actor, { ...yoga, capacity: 2 });
    const first = await book(deps, event.id, person(1, 2), now);
    const big = await book(deps, event.id, person(2, 2), now);
    const small = await book(deps, event.id, person(3, 1), now);
    expect([first.outcome, big.outcome, small.outcome]).toEqual(["confirmed", "waitlisted", "waitlisted"]);
    if (!("reference" in first) || !("reference" in big) || !("reference" in small)) throw new Error("closed");

    const token = await tokenFromMail(t, first.reference);
    expect(await findByCancelLink(t.db, first.reference, "wrong")).toBeUndefined();
    expect((await findByCancelLink(t.db, first.reference, token))?.registration.status).toBe("confirmed");
    expect(await cancelByVisitor(deps, first.reference, "wrong")).toEqual({ outcome: "not-found" });
    expect(await cancelByVisitor(deps, first.reference, token)).toMatchObject({ outcome: "cancelled" });
    expect(await cancelByVisitor(deps, first.reference, token)).toEqual({ outcome: "already-cancelled" });

    const rows = await t.db.select().from(eventRegistrations).orderBy(asc(eventRegistrations.id));
    expect(rows.map((r) => r.status)).toEqual(["cancelled", "confirmed", "waitlisted"]);
    const promotedMail = await t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `%${big.reference}:promoted`));
    expect(promotedMail).toHaveLength(1);
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.confirmedSeats).toBe(2);
  });

  it("confirms from the waiting list when the operator raises the capacity, and refuses a capacity below the confirmed seats", async () => {
    const event = await createEvent(t.db, actor, { ...yoga, capacity: 1 });
    await book(deps, event.id, person(1), now);
    await book(deps, event.id, person(2), now);
    expect(await updateEvent(deps, actor, event.id, { ...yoga, capacity: 0 })).toEqual({ outcome: "below-confirmed", confirmedSeats: 1 });
    expect(await updateEvent(deps, actor, event.id, { ...yoga, capacity: 2 })).toMatchObject({ outcome: "updated", promoted: 1 });
    const rows = await t.db.select().from(eventRegistrations);
    expect(rows.every((r) => r.status === "confirmed")).toBe(true);
  });

  it("sends everyone booked the new details and a calendar update with a higher SEQUENCE when the date or time changes", async () => {
    const event = await createEvent(t.db, actor, { ...yoga, capacity: 1 });
    await book(deps, event.id, person(1), now);
    await book(deps, event.id, person(2), now);
    expect(await updateEvent(deps, actor, event.id, { ...yoga, capacity: 1, description: "Now with chairs." })).toMatchObject({ told: 0 });
    expect(await updateEvent(deps, actor, event.id, { ...yoga, capacity: 1, startTime: "07:30", endTime: "08:30" })).toMatchObject({ told: 2 });
    const changed = await t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, "%:changed:1"));
    expect(changed.map((m) => m.recipient).sort()).toEqual(["visitor1@example.in", "visitor2@example.in"]);
    expect(changed[0]!.attachments![0]!.content).toContain("SEQUENCE:1");
    expect(changed[0]!.attachments![0]!.content).toContain("DTSTART:20261121T020000Z");
    expect(mailOf(changed[0]!).text).toContain("7:30 AM");
  });

  it("tells everyone booked when the operator cancels the event, with a calendar cancellation", async () => {
    const event = await createEvent(t.db, actor, { ...yoga, capacity: 1 });
    await book(deps, event.id, person(1), now);
    await book(deps, event.id, person(2), now);
    expect(await cancelEventByOperator(deps, actor, event.id)).toEqual({ told: 2, dates: 1 });
    const mails = await t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, "%:event-cancelled"));
    expect(mails).toHaveLength(2);
    expect(mails[0]!.attachments![0]!.content).toMatch(/METHOD:CANCEL/);
    expect(mails[0]!.attachments![0]!.content).toMatch(/STATUS:CANCELLED/);
  });

  it("queues tomorrow's reminders once, to confirmed visitors only, even when two servers queue them together", async () => {
    const event = await createEvent(t.db, actor, { ...yoga, capacity: 1 });
    await book(deps, event.id, person(1), now);
    await book(deps, event.id, person(2), now); // waiting: no reminder
    const [a, b] = await Promise.all([queueReminders(deps, now), queueReminders(deps, now)]);
    expect(a + b).toBe(1);
    expect(await queueReminders(deps, now)).toBe(0);
    const reminders = await t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, "%:reminder:%"));
    expect(reminders.map((m) => m.recipient)).toEqual(["visitor1@example.in"]);
  });

  it("lets the operator move bookings between the lists, cancel one (the waiting list moves up) and mark attendance", async () => {
    const event = await createEvent(t.db, actor, { ...yoga, capacity: 2 });
    await book(deps, event.id, person(1, 2), now);
    await book(deps, event.id, person(2, 1), now);
    await book(deps, event.id, person(3, 1), now);
    const [a, b, c] = await t.db.select().from(eventRegistrations).orderBy(asc(eventRegistrations.id));
    expect(await moveBooking(deps, actor, b!.id, "confirmed")).toBe("no-room");
    expect(await moveBooking(deps, actor, a!.id, "waitlisted")).toBe("done");
    // The mail says the organisers moved it, not that all places were taken when a booking came in.
    const [moved] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.reference, a!.reference), like(emailOutbox.dedupeKey, "%:waitlisted:%")));
    expect(mailOf(moved!).text).toContain("We have had to move your booking");
    expect(mailOf(moved!).text).not.toContain("All places are taken");
    expect(await moveBooking(deps, actor, b!.id, "confirmed")).toBe("done");
    expect(await moveBooking(deps, actor, b!.id, "confirmed")).toBe("unchanged");
    // Cancelling the confirmed one frees its place; the oldest waiting booking that fits (a needs 2, c needs 1) moves up.
    expect(await moveBooking(deps, actor, b!.id, "cancelled")).toBe("done");
    // The visitor is told, with the calendar cancellation of their confirmed booking.
    const [told] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.reference, b!.reference), like(emailOutbox.dedupeKey, "%:cancelledByUs")));
    expect(told!.subject).toContain("Your booking is cancelled");
    expect(mailOf(told!).text).toContain("We have cancelled your booking");
    expect(told!.attachments?.[0]?.content).toMatch(/METHOD:CANCEL/);
    const rows = await t.db.select().from(eventRegistrations).orderBy(asc(eventRegistrations.id));
    expect(rows.map((r) => r.status)).toEqual(["confirmed", "cancelled", "waitlisted"]);
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.confirmedSeats).toBe(2);
    expect(await markAttended(t.db, actor, event.id, a!.id, true)).toBe(true);
    expect((await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, a!.id)))[0]!.attended).toBe(true);
    expect(c!.status).toBe("waitlisted");
  });

  it("tells a visitor who asks for more than is left exactly that, in the answer and the mail, and waits for all only when they choose", async () => {
    const event = await createEvent(t.db, actor, { ...yoga, capacity: 3 });
    await book(deps, event.id, person(1, 1), now);
    expect(await book(deps, event.id, person(2, 3), now)).toEqual({ outcome: "fewer", placesLeft: 2, seats: 3 });
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, "visitor2@example.in"))).toHaveLength(0);
    // The places that are left, booked as such.
    expect(await book(deps, event.id, person(2, 2), now)).toMatchObject({ outcome: "confirmed", seats: 2 });
    // Nothing free: the waiting list, as before, and the mail says all places are taken, with no calendar file.
    const waiting = await book(deps, event.id, person(3, 2), now);
    expect(waiting).toMatchObject({ outcome: "waitlisted", position: 1 });
    expect(waiting).not.toHaveProperty("placesLeft");
    const [mail] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.recipient, "visitor3@example.in"), like(emailOutbox.dedupeKey, "%:waitlisted")));
    expect(mailOf(mail!).text).toContain("All places are taken at the moment");
    expect(mailOf(mail!).text).not.toMatch(/calendar file/i);
    expect(mail!.attachments).toBeNull();

    // One place free again; a visitor who chooses to wait for two is told the truth.
    const other = await createEvent(t.db, actor, { ...yoga, date: "2026-11-22", capacity: 1 });
    const chosen = await book(deps, other.id, person(4, 2), now, "waitlist");
    expect(chosen).toMatchObject({ outcome: "waitlisted", position: 1, placesLeft: 1 });
    const [told] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.recipient, "visitor4@example.in"), like(emailOutbox.dedupeKey, "%:waitlisted")));
    expect(mailOf(told!).text).toContain("You asked for 2 places and only 1 place was free, so, as you chose, you are on the waiting list for both places: number 1.");
    expect(mailOf(told!).text).not.toContain("All places are taken");
    expect(told!.attachments).toBeNull();
  });

  it("sends the booking's calendar entry as PUBLISH, and a CANCEL with its UID and a higher SEQUENCE when it ends, to confirmed bookings only", async () => {
    const event = await createEvent(t.db, actor, { ...yoga, capacity: 1 });
    const first = await book(deps, event.id, person(1), now);
    const waiting = await book(deps, event.id, person(2), now);
    if (!("reference" in first) || !("reference" in waiting)) throw new Error("not booked");
    const mailOf = async (reference: string, kind: string) =>
      (await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.reference, reference), like(emailOutbox.dedupeKey, `%:${kind}%`))))[0]!;
    const ics = (mail: { attachments: { content: string; contentType: string }[] | null }) => mail.attachments?.[0]?.content ?? "";
    const prop = (text: string, name: string) => new RegExp(`^${name}[:;](.*)$`, "m").exec(text.replace(/\r\n /g, ""))?.[1];

    const confirmed = await mailOf(first.reference, "confirmed");
    expect(confirmed.attachments![0]!.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(prop(ics(confirmed), "METHOD")).toBe("PUBLISH");
    expect(prop(ics(confirmed), "ATTENDEE")).toBeUndefined();
    const uid = prop(ics(confirmed), "UID")!;
    expect(uid).toMatch(new RegExp(`^booking-${first.reference}-[0-9a-f]{12}@seniors.example.org$`));
    expect(prop(ics(confirmed), "SEQUENCE")).toBe("0");

    // The visitor cancels: their entry goes (same UID, SEQUENCE 1); the waiting visitor moves up with an entry of their own.
    expect(await cancelByVisitor(deps, first.reference, await tokenFromMail(t, first.reference))).toMatchObject({ outcome: "cancelled" });
    const cancelled = await mailOf(first.reference, "visitorCancelled");
    expect(cancelled.attachments![0]!.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(prop(ics(cancelled), "UID")).toBe(uid);
    expect(prop(ics(cancelled), "SEQUENCE")).toBe("1");
    expect(prop(ics(cancelled), "STATUS")).toBe("CANCELLED");
    expect(cancelled.text).toContain("takes the event out of your phone's or computer's calendar");
    const promoted = await mailOf(waiting.reference, "promoted");
    const promotedUid = prop(ics(promoted), "UID")!;
    expect(promotedUid).toMatch(new RegExp(`^booking-${waiting.reference}-`));

    // The operator moves them back to the waiting list: their entry goes; confirmed again, a new UID (never one already cancelled).
    const [row] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.reference, waiting.reference));
    expect(await moveBooking(deps, actor, row!.id, "waitlisted")).toBe("done");
    const moved = (await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.reference, waiting.reference), like(emailOutbox.dedupeKey, "%:waitlisted:%"))))[0]!;
    expect(prop(ics(moved), "METHOD")).toBe("CANCEL");
    expect(prop(ics(moved), "UID")).toBe(promotedUid);
    expect(await moveBooking(deps, actor, row!.id, "confirmed")).toBe("done");
    const again = (await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.reference, waiting.reference), like(emailOutbox.dedupeKey, "%:promoted:%"))))[0]!;
    expect(prop(ics(again), "METHOD")).toBe("PUBLISH");
    expect(prop(ics(again), "UID")).not.toBe(promotedUid);

    // A waiting booking has no entry: the event's cancellation sends a calendar cancellation only to the confirmed.
    const third = await book(deps, event.id, person(3), now);
    if (!("reference" in third)) throw new Error("not booked");
    expect(await cancelEventByOperator(deps, actor, event.id)).toEqual({ told: 2, dates: 1 });
    const toConfirmed = await mailOf(waiting.reference, "event-cancelled");
    expect(prop(ics(toConfirmed), "METHOD")).toBe("CANCEL");
    expect(prop(ics(toConfirmed), "UID")).toBe(prop(ics(again), "UID"));
    expect(Number(prop(ics(toConfirmed), "SEQUENCE"))).toBeGreaterThan(Number(prop(ics(again), "SEQUENCE")));
    const toWaiting = await mailOf(third.reference, "event-cancelled");
    expect(toWaiting.attachments).toBeNull();
    expect(toWaiting.text).not.toMatch(/calendar file/i);
  });

  // Nobody is put on the waiting list for want of a place that is free: under the lock, the first
  // request that fits is confirmed and every later one meets the count it left.
  it("when ten people ask for two places at once for the last three, confirms one, and asks or waits the rest as they chose", async () => {
    const event = await createEvent(t.db, actor, { ...yoga, capacity: 4 });
    await book(deps, event.id, person(100, 1), now); // 3 places left
    const asked = await Promise.all(Array.from({ length: 10 }, (_, i) => book(deps, event.id, person(i, 2), now)));
    expect(asked.filter((r) => r.outcome === "confirmed")).toHaveLength(1);
    expect(asked.filter((r) => r.outcome === "fewer")).toEqual(Array.from({ length: 9 }, () => ({ outcome: "fewer", placesLeft: 1, seats: 2 })));
    expect(await t.db.select().from(eventRegistrations)).toHaveLength(2);
    const chose = await Promise.all(Array.from({ length: 9 }, (_, i) => book(deps, event.id, person(20 + i, 2), now, "waitlist")));
    expect(chose.every((r) => r.outcome === "waitlisted" && r.placesLeft === 1)).toBe(true);
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.confirmedSeats).toBe(3);
  });

  // On PostgreSQL the 30 bookings run on as many connections as the pool holds, truly at once;
  // PGlite runs one transaction at a time, so there it proves the rule, not the lock.
  it("confirms exactly 10 seats when 30 people press Register at once for the last 10 places", async () => {
    const event = await createEvent(t.db, actor, { ...yoga, capacity: 12 });
    await book(deps, event.id, person(100, 2), now); // 10 places left
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => book(deps, event.id, person(i), now)));
    expect(results.filter((r) => r.outcome === "confirmed")).toHaveLength(10);
    expect(results.filter((r) => r.outcome === "waitlisted")).toHaveLength(20);
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.confirmedSeats).toBe(12);
    const seats = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.status, "confirmed"));
    expect(seats.reduce((sum, r) => sum + r.seats, 0)).toBe(12);
  });
});
