// Running the programme on real databases: a repeating event made as one event per
// date, a draft copy for another date, the door list and its marks, a message to everyone booked
// sent once per person however often (and however simultaneously) it is posted, a cancellation's
// reason in the mail, and a change's mail saying what changed.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, asc, eq, like } from "drizzle-orm";
import { auditLog, emailOutbox, eventMessages, eventRegistrations, events, operators } from "#app/lib/db/schema.ts";
import type { BookingDeps } from "#app/lib/events/booking-rows.server.ts";
import { book } from "#app/lib/events/bookings.server.ts";
import { markAttended } from "#app/lib/events/operator-bookings.server.ts";
import { attendanceList, cancelEventByOperator, createEvent, createEvents, duplicateEvent, updateEvent, type EventInput } from "#app/lib/events/events.server.ts";
import { previewEventMessage, sendEventMessage, sendEventMessageTest } from "#app/lib/events/messages.server.ts";
import { bookingRecord } from "#app/schemas/event.ts";
import { csvTable } from "#app/schemas/stored-fields.ts";
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

describe.each(databaseNames)("running the programme on %s", (name) => {
  let t: TestDatabase;
  let deps: BookingDeps;
  let actor = { id: 0, email: "volunteer@seniors.example.org" };
  beforeAll(async () => {
    t = await testDatabase(name);
    deps = { db: t.db, env };
  });
  beforeEach(async () => {
    await t.reset();
    const [row] = await t.db.insert(operators).values({ email: actor.email, passwordHash: "unused" }).returning();
    actor = { id: row!.id, email: row!.email };
  });

  it("makes a weekly class one event per date, each with its own page, places and bookings", async () => {
    const rows = await createEvents(t.db, actor, { ...yoga, repeat: "weekly", repeatCount: 4 });
    expect(rows.map((r) => r.date)).toEqual(["2026-11-24", "2026-12-01", "2026-12-08", "2026-12-15"]);
    expect(rows.map((r) => r.slug)).toEqual(["chair-yoga-2026-11-24", "chair-yoga-2026-12-01", "chair-yoga-2026-12-08", "chair-yoga-2026-12-15"]);
    expect(rows.every((r) => r.status === "published" && r.capacity === 2)).toBe(true);
    // Bookings of one date do not touch another's places.
    await book(deps, rows[0]!.id, person("Asha Rao", 2), now);
    expect((await book(deps, rows[1]!.id, person("Asha Rao", 2), now)).outcome).toBe("confirmed");
    const monthly = await createEvents(t.db, actor, { ...yoga, title: "Temple Walk", date: "2027-01-31", repeat: "monthly", repeatCount: 3 });
    expect(monthly.map((r) => r.date)).toEqual(["2027-01-31", "2027-02-28", "2027-03-31"]);
    expect(await createEvents(t.db, actor, { ...yoga, title: "Once", repeat: "none", repeatCount: null })).toHaveLength(1);
  });

  it("duplicates an event as a draft on the chosen date, without its bookings", async () => {
    const event = await createEvent(t.db, actor, yoga);
    await book(deps, event.id, person("Asha Rao"), now);
    const copy = (await duplicateEvent(t.db, actor, event.id, "2026-12-24"))!;
    expect(copy).toMatchObject({ title: yoga.title, venue: yoga.venue, capacity: 2, date: "2026-12-24", status: "draft", confirmedSeats: 0, slug: "chair-yoga-2026-12-24" });
    expect(await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, copy.id))).toEqual([]);
    // A copy on the same date gets an address of its own.
    expect((await duplicateEvent(t.db, actor, event.id, yoga.date))!.slug).toBe("chair-yoga-2026-11-24-2");
    expect(await duplicateEvent(t.db, actor, 999_999, "2026-12-24")).toBeUndefined();
  });

  it("lists the confirmed people by name for the door and marks who came, only for that event's confirmed places; the CSV says who came", async () => {
    const event = await createEvent(t.db, actor, yoga);
    const other = await createEvent(t.db, actor, { ...yoga, title: "Other" });
    await book(deps, event.id, person("ravi Kumar"), now);
    await book(deps, event.id, person("Asha Rao"), now);
    await book(deps, event.id, person("Zarina Begum"), now); // waiting: not at the door
    await book(deps, other.id, person("Meena Iyer"), now);
    const door = await attendanceList(t.db, event.id);
    expect(door.map((r) => r.name)).toEqual(["Asha Rao", "ravi Kumar"]);
    const [waiting] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.name, "Zarina Begum"));
    const [elsewhere] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.name, "Meena Iyer"));
    expect(await markAttended(t.db, actor, event.id, door[0]!.id, true)).toBe(true);
    expect(await markAttended(t.db, actor, event.id, waiting!.id, true)).toBe(false);
    expect(await markAttended(t.db, actor, event.id, elsewhere!.id, true)).toBe(false);
    const rows = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id)).orderBy(asc(eventRegistrations.id));
    const csv = csvTable(bookingRecord, rows);
    const attended = csv.header.indexOf("attended");
    expect(attended).toBeGreaterThan(-1);
    expect(csv.rows.map((r) => [r[csv.header.indexOf("name")], r[attended]])).toEqual([
      ["ravi Kumar", "no"],
      ["Asha Rao", "yes"],
      ["Zarina Begum", "no"],
    ]);
  });

  it("sends a message once to each confirmed person, and to the waiting list only when ticked, recorded with who sent it", async () => {
    const event = await createEvent(t.db, actor, yoga);
    for (const n of ["Asha Rao", "Ravi Kumar", "Zarina Begum"]) await book(deps, event.id, person(n), now);
    const message = { subject: "Please bring a water bottle", body: "Dear friends,\n\nIt will be warm.\nBring water.", includeWaitlist: false };
    const first = await sendEventMessage(deps, actor, event.id, message);
    expect(first).toMatchObject({ outcome: "sent", message: { recipients: 2, sentBy: actor.email, subject: message.subject } });
    const mails = await t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, "%:message:%"));
    expect(mails.map((m) => m.recipient).sort()).toEqual(["asha.rao@example.in", "ravi.kumar@example.in"]);
    expect(mails[0]!.subject).toBe("Please bring a water bottle");
    expect(mails[0]!.text).toContain("It will be warm.\nBring water.");
    expect(mails[0]!.text).toContain("Chair Yoga");
    expect(mails[0]!.html).toContain("It will be warm.<br>Bring water.");
    // The same message again: nothing more is sent.
    expect(await sendEventMessage(deps, actor, event.id, message)).toMatchObject({ outcome: "already-sent" });
    const withWaiting = await sendEventMessage(deps, actor, event.id, { ...message, includeWaitlist: true });
    expect(withWaiting).toMatchObject({ outcome: "sent", message: { recipients: 3 } });
    expect(await t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, "%:message:%"))).toHaveLength(5);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "event_message"));
    expect(audit).toHaveLength(2);
    // The audit never keeps the words.
    expect(JSON.stringify(audit)).not.toContain("water");
  });

  it("opens a message with one greeting, each person's own, even when the operator wrote one too", async () => {
    const event = await createEvent(t.db, actor, yoga);
    await book(deps, event.id, person("Asha Rao"), now);
    await sendEventMessage(deps, actor, event.id, { subject: "Water", body: "Dear all,\n\nIt will be warm.", includeWaitlist: false });
    const [mail] = await t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, "%:message:%"));
    expect(mail!.text).toMatch(/^Dear Asha Rao,\n\nIt will be warm\./);
    expect(mail!.text.match(/Dear/g)).toHaveLength(1);
    expect(mail!.html).not.toContain("Dear all");
    // A first line that is a sentence, not a greeting, stays.
    const kept = await previewEventMessage(deps, event.id, { subject: "S", body: "Hi-tea is served at four.\nCome early.", includeWaitlist: false });
    expect(kept!.text).toContain("Hi-tea is served at four.\nCome early.");
  });

  it("previews a message and sends a test copy to the operator who asked, and to nobody booked", async () => {
    const event = await createEvent(t.db, actor, yoga);
    await book(deps, event.id, person("Asha Rao"), now);
    const message = { subject: "Please bring a water bottle", body: "Namaste everyone!\nIt will be warm.", includeWaitlist: false };
    const preview = await previewEventMessage(deps, event.id, message);
    expect(preview!.subject).toBe("Please bring a water bottle");
    expect(preview!.text).toMatch(/^Dear \(each person's own name\),\n\nIt will be warm\./);
    expect(preview!.text).toContain("Chair Yoga");
    expect(preview!.text).not.toContain("Asha");
    const colleague = { id: actor.id, email: "colleague@seniors.example.org" };
    expect(await sendEventMessageTest(deps, colleague, event.id, message, now)).toBe("sent");
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "event_message_test"));
    expect(mails).toEqual([expect.objectContaining({ recipient: colleague.email, subject: "[Test] Please bring a water bottle" })]);
    expect(mails[0]!.recipient).not.toBe(env.OPERATOR_EMAIL);
    // Not a sending: nobody booked got it, and the same words can still be sent.
    expect(await t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, "%:message:%"))).toEqual([]);
    expect(await t.db.select().from(eventMessages)).toEqual([]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "event_message_test"))).toHaveLength(1);
    expect(await sendEventMessageTest(deps, colleague, 999_999, message, now)).toBe("not-found");
  });

  // On PostgreSQL both posts run at once on two connections; the event's row lock and the unique
  // digest make the second find the first. PGlite runs one transaction at a time.
  it("sends a message pressed twice at once (or by two operators) once per person", async () => {
    const event = await createEvent(t.db, actor, { ...yoga, capacity: 10 });
    for (let i = 0; i < 8; i++) await book(deps, event.id, person(`Visitor ${i}`), now);
    const message = { subject: "Room change", body: "We meet in the garden.", includeWaitlist: false };
    const results = await Promise.all(Array.from({ length: 4 }, () => sendEventMessage(deps, actor, event.id, message)));
    expect(results.filter((r) => r.outcome === "sent")).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "already-sent")).toHaveLength(3);
    const mails = await t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, "%:message:%"));
    expect(mails).toHaveLength(8);
    expect(new Set(mails.map((m) => m.recipient)).size).toBe(8);
    expect(await t.db.select().from(eventMessages)).toHaveLength(1);
  });

  it("refuses a message about a cancelled event", async () => {
    const event = await createEvent(t.db, actor, yoga);
    await cancelEventByOperator(deps, actor, event.id, "The hall is closed.");
    expect(await sendEventMessage(deps, actor, event.id, { subject: "S", body: "B", includeWaitlist: false })).toEqual({ outcome: "event-cancelled" });
  });

  it("puts the operator's reason in the cancellation mail and keeps it on the event", async () => {
    const event = await createEvent(t.db, actor, yoga);
    await book(deps, event.id, person("Asha Rao"), now);
    await cancelEventByOperator(deps, actor, event.id, "Our yoga teacher is unwell.\nWe will write with a new date.");
    const [mail] = await t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, "%:event-cancelled"));
    expect(mail!.text).toContain("Why it is cancelled:\n  Our yoga teacher is unwell.\n  We will write with a new date.");
    expect(mail!.html).toContain("Our yoga teacher is unwell.");
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.cancelReason).toBe("Our yoga teacher is unwell.\nWe will write with a new date.");
  });

  it("says in the changed mail what changed: the date, the time and the place, as they were and are", async () => {
    const event = await createEvent(t.db, actor, yoga);
    await book(deps, event.id, person("Asha Rao"), now);
    await updateEvent(deps, actor, event.id, { ...yoga, date: "2026-11-25", startTime: "07:30", endTime: "08:30", venue: "Lalbagh West Gate" });
    const [mail] = await t.db.select().from(emailOutbox).where(and(like(emailOutbox.dedupeKey, "%:changed:1")));
    expect(mail!.text).toContain("The date: was Tuesday, 24 November 2026, now Wednesday, 25 November 2026.");
    expect(mail!.text).toContain("The time: was 7:00 AM to 8:00 AM, now 7:30 AM to 8:30 AM.");
    expect(mail!.text).toContain("The place: was Community Hall, Jalahalli, Bangalore, now Lalbagh West Gate.");
    // Only what changed is named.
    await updateEvent(deps, actor, event.id, { ...yoga, date: "2026-11-25", startTime: "08:00", endTime: "09:00", venue: "Lalbagh West Gate" });
    const [second] = await t.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, "%:changed:2"));
    expect(second!.text).toContain("The time: was 7:30 AM to 8:30 AM, now 8:00 AM to 9:00 AM.");
    expect(second!.text).not.toContain("The date:");
    expect(second!.text).not.toContain("The place:");
  });
});
