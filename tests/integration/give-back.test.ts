// Giving back some of a booking's places through the cancel link (the cancel page's second form):
// the booking stands with fewer places, the freed places go to the waiting list, what the booking
// holds beyond what its places now cost is refund due (the visitor is told, the operator is sent
// notice, an owner records the refund in the console), what it still owes is said; a part payment's
// receipt says what was still to pay. Wrong links, stale choices and the page itself change nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { emailOutbox, eventRegistrations, events, payments } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import type { Services } from "#app/lib/services/context.server.ts";
import { addDays, todayIso } from "#app/core/calendar.ts";
import { book } from "#app/lib/events/bookings.server.ts";
import { createEvent, type EventInput } from "#app/lib/events/events.server.ts";
import { eventLedgers, moneyView, recordBookingPayment, recordRefund } from "#app/lib/events/booking-payments.server.ts";
import { findByCancelLink, giveBackPlaces } from "#app/lib/events/visitor-cancellation.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { mailOf as opened } from "#tests/support/outbox-mail.ts";

const site = "http://localhost:3000";
const walk = (capacity: number): EventInput => ({
  title: "Heritage Walk, Basavanagudi",
  category: "outing",
  date: addDays(todayIso(), 12),
  startTime: "08:00",
  endTime: "11:00",
  venue: "Bull Temple gate, Basavanagudi, Bangalore",
  description: "A slow walk with a guide.",
  capacity,
  price: 800,
  draft: false,
});

describe.each(databaseNames)("giving back some places on the cancel page on %s", (name) => {
  let t: TestDatabase;
  let dataDir: string;
  let services: Services;
  let actor: { id: number; email: string };

  beforeEach(async () => {
    t = await testDatabase(name);
    const owner = await createOperator(t.db, "owner@example.org", "a long enough passphrase");
    actor = { id: owner.id, email: owner.email };
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "give-back-"));
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_SITE_URL: site, LOG_LEVEL: "silent", UPI_ID: "anandam@okaxis", OPERATOR_EMAIL: "desk@example.org" });
    services = { db: t.db, env, log, dispatcher: { kick() {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
  });
  afterAll(async () => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (t?.name === "postgres") await t.handle.close();
  });

  async function bookOne(eventId: number, n: number, seats: number) {
    await book(services, eventId, { name: `Visitor ${n}`, email: `visitor${n}@example.in`, phone: "98450 12345", seats });
    const [row] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, `visitor${n}@example.in`));
    return row!;
  }
  async function mailOf(reference: string, key: string) {
    const [mail] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.reference, reference), like(emailOutbox.dedupeKey, `%${key}`)));
    return mail && { ...mail, ...opened(mail, { DATA_DIR: dataDir }) };
  }
  async function tokenOf(reference: string) {
    const [mail] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.reference, reference), eq(emailOutbox.kind, "visitor_confirmation")));
    const text = opened(mail!, { DATA_DIR: dataDir }).text;
    return new URL(/https?:\/\/\S+\/cancel\?\S+/.exec(text)![0]).searchParams.get("token")!;
  }
  const moneyOfBooking = async (eventId: number, id: number, seats: number, status = "confirmed") => moneyView({ status, seats }, 800, (await eventLedgers(t.db, eventId)).get(id));

  it("keeps one of two paid places: the other goes to the waiting list, ₹800 is refund due, the visitor and the operator are told, and an owner records it", async () => {
    const event = await createEvent(t.db, actor, walk(2));
    const pair = await bookOne(event.id, 1, 2);
    const waiting = await bookOne(event.id, 2, 1);
    expect(waiting.status).toBe("waitlisted");
    expect((await recordBookingPayment(t.db, actor, event.id, pair.id, { amount: 1600, method: "upi", reference: "UTR 1600" })).result).toBe("recorded");
    const token = await tokenOf(pair.reference);

    // Looking changes nothing; the page offers keeping 1 place at ₹800 with ₹800 back.
    const found = await findByCancelLink(t.db, pair.reference, token);
    expect(found).toMatchObject({ held: 1600, registration: { seats: 2 } });
    expect(await giveBackPlaces(services, pair.reference, token, 2)).toEqual({ outcome: "not-a-choice", seats: 2 });
    expect(await giveBackPlaces(services, pair.reference, token, 0)).toEqual({ outcome: "not-a-choice", seats: 2 });
    expect(await giveBackPlaces(services, pair.reference, "wrong-token", 1)).toEqual({ outcome: "not-found" });
    expect((await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, pair.id)))[0]!.seats).toBe(2);

    expect(await giveBackPlaces(services, pair.reference, token, 1)).toEqual({ outcome: "given-back", reference: pair.reference, seats: 1, refund: 800, paid: 1600, stillDue: 0 });
    const [kept] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, pair.id));
    expect(kept).toMatchObject({ seats: 1, status: "confirmed" });
    // The freed place went to the waiting list; the event's count of confirmed places stayed true.
    expect((await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, waiting.id)))[0]!.status).toBe("confirmed");
    expect((await t.db.select({ confirmedSeats: events.confirmedSeats }).from(events).where(eq(events.id, event.id)))[0]!.confirmedSeats).toBe(2);

    const visitorMail = (await mailOf(pair.reference, ":gave-back:1"))!;
    expect(visitorMail.subject).toBe(`Your booking is changed: Heritage Walk, Basavanagudi - ${pair.reference}`);
    expect(visitorMail.text).toContain("the centre will arrange the refund of ₹800 for the places you gave back");
    const notice = (await mailOf(pair.reference, ":gave-back:1:operator"))!;
    expect(notice).toMatchObject({ recipient: "desk@example.org", subject: "Places given back, refund due: Heritage Walk, Basavanagudi - Visitor 1" });
    expect(notice.text).toContain("refund due ₹800");

    // The console: refund due ₹800 on a confirmed booking; the owner's refund is capped at it.
    expect(await moneyOfBooking(event.id, pair.id, 1)).toMatchObject({ state: "refund-due", refundDue: 800, held: 1600 });
    expect(await recordRefund(t.db, actor, event.id, pair.id, { amount: 1600, method: "cash", reference: "" })).toEqual({ result: "too_much", due: 800 });
    expect((await recordRefund(t.db, actor, event.id, pair.id, { amount: 800, method: "cash", reference: "" })).result).toBe("recorded");
    expect(await moneyOfBooking(event.id, pair.id, 1)).toMatchObject({ state: "paid", refundDue: 0, held: 800 });
    expect(await recordRefund(t.db, actor, event.id, pair.id, { amount: 1, method: "cash", reference: "" })).toEqual({ result: "nothing_due" });
  });

  it("says what a part payment still owes on its receipt, and what the places kept still owe after giving some back", async () => {
    const event = await createEvent(t.db, actor, walk(10));
    const three = await bookOne(event.id, 1, 3);
    const part = await recordBookingPayment(t.db, actor, event.id, three.id, { amount: 800, method: "cash", reference: "" });
    expect(part.result).toBe("recorded");
    const [stored] = await t.db.select().from(payments);
    expect(stored!.paidFor).toMatch(/3 places \(Reference ID .+\)\. Part payment: ₹1,600 still to pay$/);
    // Keeping two: ₹1,600 cost, ₹800 paid, ₹800 still to pay; nothing to give back and no notice.
    const token = await tokenOf(three.reference);
    expect(await giveBackPlaces(services, three.reference, token, 2)).toMatchObject({ outcome: "given-back", seats: 2, refund: 0, stillDue: 800 });
    expect((await mailOf(three.reference, ":gave-back:2"))!.text).toContain("Still to pay for the places you kept: ₹800.");
    expect(await mailOf(three.reference, ":gave-back:2:operator")).toBeUndefined();
    // The receipt as issued still says what it said.
    expect((await t.db.select().from(payments))[0]!.paidFor).toBe(stored!.paidFor);
    // Paying the rest (the same ₹800 again is asked about first): its receipt owes nothing more.
    const rest = { amount: 800, method: "cash" as const, reference: "" };
    const asked = await recordBookingPayment(t.db, actor, event.id, three.id, rest);
    expect(asked.result).toBe("questions");
    const seen = asked.result === "questions" ? asked.questions.map((q) => q.key) : [];
    expect((await recordBookingPayment(t.db, actor, event.id, three.id, rest, { seen })).result).toBe("recorded");
    const [, second] = await t.db.select().from(payments).orderBy(payments.id);
    expect(second!.paidFor).not.toContain("still to pay");
  });

  it("gives back places of two bookings at once without losing count of the event's places", async () => {
    const event = await createEvent(t.db, actor, walk(6));
    const a = await bookOne(event.id, 1, 3);
    const b = await bookOne(event.id, 2, 3);
    const [ta, tb] = [await tokenOf(a.reference), await tokenOf(b.reference)];
    const results = await Promise.all([giveBackPlaces(services, a.reference, ta, 1), giveBackPlaces(services, b.reference, tb, 2), giveBackPlaces(services, a.reference, ta, 2)]);
    // The second give-back of the same booking finds it with fewer places than it asked to keep, or keeps 2 first: never both.
    const seatsA = (await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, a.id)))[0]!.seats;
    expect(results.filter((r) => r.outcome === "given-back").length).toBeGreaterThanOrEqual(2);
    const [{ confirmedSeats }] = (await t.db.select({ confirmedSeats: events.confirmedSeats }).from(events).where(eq(events.id, event.id))) as [{ confirmedSeats: number }];
    expect(confirmedSeats).toBe(seatsA + 2);
  });
});
