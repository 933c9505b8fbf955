// The booking form's answer says whether the request has a place or is on the waiting list, with a
// Reference ID of its own, and tells nobody whether an address has booked (and so whether its owner
// will be away that day): a new booking and a booking again with an address that has one get the
// same answer, byte for byte apart from the reference, on the page and to the island. Whether it is
// a place or the waiting list follows from the places left (which the page shows to everyone) and
// the request alone; when fewer places are free than asked, the address is not looked at before the
// visitor chooses. Every request is stored with its own reference, leading to the booking it made or
// found; a repeat is stored once, and the mail to the address says what stands (docs/decisions/040).
import { beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { bookingRequests, emailOutbox, eventRegistrations, operators } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { createEvent, type EventInput } from "#app/lib/events/events.server.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { bookingAction } from "#app/lib/submissions/booking.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { mailOf, testSealEnv } from "#tests/support/outbox-mail.ts";

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

const REFERENCE = /REQ-\d{13}-[A-Z0-9]{6,}/g;
/** The answer with its one reference masked: what must be alike for every address. */
const masked = (body: string) => body.replace(REFERENCE, "REQ-…");

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

  /**
   * Posts the booking form as a visitor would (with JavaScript: the island's post): the answer with
   * the address typed masked, the answer's own reference, and the body with that reference masked.
   */
  async function answer(eventId: number, who: { email: string; seats?: number; whenFewer?: "waitlist" }, ip = "192.0.2.1") {
    const body = new URLSearchParams({ name: "Asha Rao", email: who.email, phone: "98450 12345", seats: String(who.seats ?? 1), ...(who.whenFewer ? { whenFewer: who.whenFewer } : {}) });
    const request = new Request(`${SITE}/events/morning-yoga-2099-01-10`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE }, body });
    const result = (await bookingAction(request, routerContextFor({ services, clientIp: ip, cspNonce: "n" }), eventId)) as unknown as { data: unknown; init: ResponseInit | null };
    const text = JSON.stringify(result.data).replaceAll(who.email, "ADDRESS");
    const references = text.match(REFERENCE) ?? [];
    return { status: result.init?.status ?? 200, body: masked(text), reference: references[0] ?? "", references: references.length };
  }

  const requestsOf = () => t.db.select().from(bookingRequests).orderBy(asc(bookingRequests.id));
  const bookingOf = async (email: string) => (await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, email)))[0]!;
  const place = (seats = 1) => JSON.stringify({ status: "received", outcome: "place", reference: "REQ-…", seats, phone: "+91 98450 12345" });
  const waiting = (seats = 1) => JSON.stringify({ status: "received", outcome: "waiting", reference: "REQ-…", seats, phone: "+91 98450 12345" });

  it("says place or waiting list by the places left, each with a reference of its own, and alike for a new address and a booked one", async () => {
    const event = await createEvent(t.db, actor, yoga(1));
    const booked = await answer(event.id, { email: "asha@example.in" });
    // The last place is gone: a new address joins the waiting list.
    const waitingList = await answer(event.id, { email: "ravi@example.in" });
    // A stranger types Asha's address (in another case) and then Ravi's, while the event is full.
    const again = await answer(event.id, { email: "ASHA@example.in" }, "203.0.113.9");
    const againWaiting = await answer(event.id, { email: "ravi@example.in" }, "203.0.113.9");
    expect(booked).toMatchObject({ status: 200, body: place(), references: 1 });
    // The event is full: any request is on the waiting list, whether its address has a place, is
    // waiting already, or is new. The page cannot tell them apart, so neither can anyone.
    for (const a of [waitingList, again, againWaiting]) expect(a).toMatchObject({ status: 200, body: waiting(), references: 1 });

    // Stored once each; every request has its own reference, and none is another request's.
    const asha = await bookingOf("asha@example.in");
    const ravi = await bookingOf("ravi@example.in");
    expect([asha.status, ravi.status]).toEqual(["confirmed", "waitlisted"]);
    expect((await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id))).length).toBe(2);
    const references = [booked, waitingList, again, againWaiting].map((a) => a.reference);
    expect(new Set(references).size).toBe(4);
    // The request that made a booking has the booking's own Reference ID (the one its mail, its
    // cancel page and its payments carry); a repeat has a new one, leading to the booking it found.
    expect(await requestsOf()).toMatchObject([
      { reference: asha.reference, bookingId: asha.id, outcome: "place", repeat: false, seats: 1 },
      { reference: ravi.reference, bookingId: ravi.id, outcome: "waiting", repeat: false, seats: 1 },
      { reference: again.reference, bookingId: asha.id, outcome: "waiting", repeat: true, seats: 1 },
      { reference: againWaiting.reference, bookingId: ravi.id, outcome: "waiting", repeat: true, seats: 1 },
    ]);
    expect(references.slice(0, 2)).toEqual([asha.reference, ravi.reference]);

    // Only the mail to each address says what stands, with the request's reference.
    const visitorMails = (await t.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id))).filter((m) => m.recipient !== env.OPERATOR_EMAIL);
    expect(visitorMails.map((m) => `${m.recipient} ${m.dedupeKey.split(":")[2]}`)).toEqual([
      "asha@example.in confirmed",
      "ravi@example.in waitlisted",
      "asha@example.in repeat",
      "ravi@example.in repeat",
    ]);
    const [confirmed, waitlisted, repeatAsha, repeatRavi] = visitorMails.map((m) => mailOf(m).text);
    expect(confirmed).toContain(`Your Reference ID: ${booked.reference}`);
    expect(waitlisted).toContain(`Your Reference ID: ${waitingList.reference}`);
    // Asha's mail: this request's reference, her booking's own, and that her place stands.
    expect(repeatAsha).toContain(again.reference);
    expect(repeatAsha).toContain(`Your Reference ID: ${asha.reference}`);
    expect(repeatAsha).toContain("Your booking: Confirmed");
    expect(repeatRavi).toContain(againWaiting.reference);
    expect(repeatRavi).toContain("Your booking: On the waiting list");
  });

  it("tells a booked address asking again while places are left that it has a place, as it tells a new one", async () => {
    const event = await createEvent(t.db, actor, yoga(5));
    const first = await answer(event.id, { email: "asha@example.in", seats: 2 });
    const again = await answer(event.id, { email: "asha@example.in", seats: 2 }, "203.0.113.9");
    const fresh = await answer(event.id, { email: "meera@example.in", seats: 2 }, "203.0.113.9");
    expect(first.body).toBe(place(2));
    expect(again).toEqual({ ...fresh, reference: again.reference });
    expect(again.reference).not.toBe(first.reference);
    expect((await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, "asha@example.in"))).length).toBe(1);
  });

  it("answers a waiting booking's address by the places left too, when places have opened that its booking does not fit", async () => {
    const event = await createEvent(t.db, actor, yoga(3));
    await answer(event.id, { email: "asha@example.in", seats: 2 });
    // One place is left; Ravi chose the waiting list for all three he asked for.
    expect((await answer(event.id, { email: "ravi@example.in", seats: 3 })).body).toMatch(/"status":"fewer"/);
    expect((await answer(event.id, { email: "ravi@example.in", seats: 3, whenFewer: "waitlist" })).body).toBe(waiting(3));
    // Someone types Ravi's address asking for the one place that is free: answered as anyone asking
    // for one place is (a place), and nothing of Ravi's booking changes; his mail says it is waiting.
    const repeat = await answer(event.id, { email: "ravi@example.in", seats: 1 }, "203.0.113.9");
    const fresh = await answer(event.id, { email: "meera@example.in", seats: 1 }, "203.0.113.9");
    expect(repeat.body).toBe(place(1));
    expect(repeat.body).toBe(fresh.body);
    expect(await bookingOf("ravi@example.in")).toMatchObject({ status: "waitlisted", seats: 3 });
    const [request] = await t.db.select().from(bookingRequests).where(eq(bookingRequests.reference, repeat.reference));
    expect(request).toMatchObject({ outcome: "place", repeat: true, seats: 1, bookingId: (await bookingOf("ravi@example.in")).id });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `event_registration:${(await bookingOf("ravi@example.in")).reference}:repeat:${Math.floor(Date.now() / 600_000)}`));
    expect(mailOf(mail!).text).toContain(repeat.reference);
    expect(mailOf(mail!).text).toContain("Your booking: On the waiting list");
  });

  it("asks a booked address and a new one alike when fewer places are free than asked, and then answers them alike", async () => {
    const event = await createEvent(t.db, actor, yoga(3));
    await answer(event.id, { email: "asha@example.in", seats: 2 });
    const repeat = await answer(event.id, { email: "asha@example.in", seats: 2 }, "203.0.113.9");
    const fresh = await answer(event.id, { email: "meera@example.in", seats: 2 }, "203.0.113.9");
    expect(JSON.parse(repeat.body)).toMatchObject({ status: "fewer", placesLeft: 1, seats: 2 });
    // The question is not an answer: it carries no reference, and nothing is stored for it.
    expect(repeat.references).toBe(0);
    expect(repeat).toEqual(fresh);
    expect(await requestsOf()).toHaveLength(1);
    // Choosing the waiting list then: the same answer again, and Asha's booking is not doubled.
    const chosenRepeat = await answer(event.id, { email: "asha@example.in", seats: 2, whenFewer: "waitlist" }, "203.0.113.9");
    const chosenFresh = await answer(event.id, { email: "meera@example.in", seats: 2, whenFewer: "waitlist" }, "203.0.113.9");
    expect(chosenRepeat.body).toBe(waiting(2));
    expect(chosenRepeat.body).toBe(chosenFresh.body);
    expect((await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, "asha@example.in"))).length).toBe(1);
  });
});
