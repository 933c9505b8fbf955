// The messages the site sends by WhatsApp when the centre has the WhatsApp Business Platform, each
// queued where its mail is, on real databases, and delivered to the Graph API's stand-in: a booking
// (online, and for someone who phoned and has no e-mail), a move up from the waiting list, a change
// and the event's cancellation told to those booked, a message to everyone booked, the month's fee
// reminder and a receipt. One message per person, once: sending again, through a provider outage
// and after a restart, delivers nothing more. Nothing goes to those who chose e-mail, nor without
// the settings.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { emailOutbox, eventRegistrations, operators, registerMembers, whatsappOutbox } from "#app/lib/db/schema.ts";
import { parseEnv, type Env } from "#app/lib/env.server.ts";
import type { BookingDeps } from "#app/lib/events/booking-rows.server.ts";
import { book } from "#app/lib/events/bookings.server.ts";
import { bookForCaller } from "#app/lib/events/bookings-by-operator.server.ts";
import { cancelEventByOperator, createEvent, updateEvent, type EventInput } from "#app/lib/events/events.server.ts";
import { sendEventMessage } from "#app/lib/events/messages.server.ts";
import { moveBooking } from "#app/lib/events/operator-bookings.server.ts";
import { receiptMailer } from "#app/lib/fees/fee-mail.server.ts";
import { recordPayment } from "#app/lib/fees/register.server.ts";
import { sendReminders } from "#app/lib/fees/reminders.server.ts";
import { createWhatsAppDispatcher } from "#app/lib/whatsapp/dispatcher.server.ts";
import { openParam } from "#app/lib/whatsapp/outbox.server.ts";
import { captureLog } from "#tests/support/capture-log.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { testSealEnv } from "#tests/support/outbox-mail.ts";
import { startCloudApiStandIn, type CloudApiStandIn } from "#tests/support/whatsapp-cloud-api.ts";

const TOKEN = "EAAGmessages" + "y".repeat(40);
const PHONE_NUMBER_ID = "100200300400500";
const SITE = "https://seniors.example.org";
const walk: EventInput = {
  title: "Heritage Walk",
  category: "outing",
  date: "2099-01-10",
  startTime: "07:00",
  endTime: "09:00",
  venue: "Lalbagh Botanical Garden, Mavalli, Bangalore",
  description: "A slow walk.",
  capacity: 2,
  draft: false,
};

describe.each(databaseNames)("messages by WhatsApp on %s", (name) => {
  let t: TestDatabase;
  let api: CloudApiStandIn;
  let env: Env;
  let deps: BookingDeps;
  let actor = { id: 0, email: "volunteer@seniors.example.org" };
  /** Set just ahead of the database's now() before a dispatcher runs, so the rows queued are due. */
  const clock = { now: 0 };

  const rows = () => t.db.select().from(whatsappOutbox).orderBy(asc(whatsappOutbox.id));
  const dispatcher = () => createWhatsAppDispatcher({ db: t.db, env: { ...env, WHATSAPP: env.WHATSAPP! }, log: captureLog().log, now: () => clock.now, intervalMs: 60_000 });
  const byTemplate = async () => (await rows()).map((r) => `${r.template} ${r.recipient} ${r.dedupeKey.split(":").slice(1).join(":")}`);

  beforeAll(async () => {
    t = await testDatabase(name);
  });
  beforeEach(async () => {
    await t.reset();
    api = await startCloudApiStandIn({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID });
    env = parseEnv({ NODE_ENV: "test", PUBLIC_SITE_URL: SITE, UPI_ID: "anandam@okaxis", WHATSAPP_TOKEN: TOKEN, WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID, WHATSAPP_API_URL: api.url, ...testSealEnv });
    deps = { db: t.db, env };
    const [row] = await t.db.insert(operators).values({ email: actor.email, passwordHash: "unused" }).returning();
    actor = { id: row!.id, email: row!.email };
  });
  afterEach(async () => {
    await api.close();
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });

  it("a booking's messages: confirmed online and by phone (no e-mail), the waiting list, moving up, a change, a message to all, the event cancelled", async () => {
    const event = await createEvent(t.db, actor, { ...walk, price: 400 } as EventInput);
    const lakshmi = await book(deps, event.id, { name: "Lakshmi Narayan", email: "lakshmi@example.in", phone: "+91 98450 11111", seats: 1, contactBy: "whatsapp" });
    const byMail = await book(deps, event.id, { name: "Meera Rao", email: "meera@example.in", phone: "+91 98450 22222", seats: 1, contactBy: "email" });
    const phoned = await bookForCaller(deps, actor, event.id, { name: "Ramaiah", phone: "98450 33333", seats: 1, email: "", note: null, contactBy: "whatsapp" }, new Date(), "waitlist");
    expect([lakshmi.outcome, byMail.outcome, phoned.outcome]).toEqual(["confirmed", "confirmed", "waitlisted"]);
    const [lakshmiRow] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.name, "Lakshmi Narayan"));
    const [ramaiahRow] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.name, "Ramaiah"));

    // Meera chose e-mail: nothing for her. Ramaiah has no address: WhatsApp only, no mail.
    expect(await byTemplate()).toEqual([`booking_confirmed 919845011111 ${lakshmiRow!.reference}:confirmed`, `booking_waitlisted 919845033333 ${ramaiahRow!.reference}:waitlisted`]);
    expect((await t.db.select().from(emailOutbox).where(eq(emailOutbox.recordId, ramaiahRow!.id))).filter((m) => m.recordType === "event_registration")).toEqual([]);

    // Meera cancels by the console: Ramaiah moves up.
    const [meeraRow] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.name, "Meera Rao"));
    expect(await moveBooking(deps, actor, meeraRow!.id, "cancelled")).toBe("done");
    await updateEvent(deps, actor, event.id, { ...walk, price: 400, startTime: "07:30", endTime: "09:30" } as EventInput, { tell: true });
    expect(await sendEventMessage(deps, actor, event.id, { subject: "Bring water", body: "Dear all,\n\nThe walk is long.\n\tBring water and a hat.", includeWaitlist: false })).toMatchObject({ outcome: "sent" });
    await cancelEventByOperator(deps, actor, event.id, "The garden is closed for a flower show.");

    const all = await rows();
    const of = (template: string, person: string) => all.find((r) => r.template === template && r.recipient === person);
    expect(all.map((r) => r.template).sort()).toEqual(
      ["booking_confirmed", "booking_waitlisted", "booking_promoted", "booking_changed", "booking_changed", "event_message", "event_message", "booking_cancelled", "booking_cancelled"].sort(),
    );
    // The confirmation says what is due with the UPI link, and its cancel link works (its token's hash is the booking's).
    const confirmation = of("booking_confirmed", "919845011111")!;
    expect(confirmation.params[6]).toContain("₹400. Pay by UPI with this link, upi://pay?pa=anandam%40okaxis");
    expect(openParam(env, confirmation.params[7]!)).toMatch(new RegExp(`^${SITE}/events/[a-z0-9-]+/cancel\\?ref=${lakshmiRow!.reference}&token=[A-Za-z0-9_-]+$`));
    expect(of("booking_promoted", "919845033333")!.params.slice(0, 2)).toEqual(["Ramaiah", "Heritage Walk"]);
    expect(of("booking_changed", "919845011111")!.params[2]).toContain("The time: was");
    expect(of("event_message", "919845033333")!.params[4]).toBe("Dear all, The walk is long. Bring water and a hat.");
    expect(of("booking_cancelled", "919845011111")!.params[3]).toBe("The garden is closed for a flower show.");

    // Delivered: one message per person and purpose, once, through an outage and a restart.
    api.plan({ status: 503 }, { status: 503 });
    clock.now = Date.now() + 1000;
    await dispatcher().drain();
    clock.now += 60_000;
    await dispatcher().drain();
    clock.now += 3 * 60_000;
    expect(await dispatcher().drain()).toEqual({ sent: 0, failed: 0, dead: 0 });
    expect(api.delivered).toHaveLength(9);
    expect(new Set(api.delivered.map((m) => `${m.to} ${m.template}`)).size).toBe(9);
    expect((await rows()).every((r) => r.status === "sent" && r.params.every((p) => !p.includes("token=")))).toBe(true);
  });

  it("the month's fee reminder to a member who chose WhatsApp (with or without an address), and a receipt; none to one who chose e-mail", async () => {
    const member = async (values: Partial<typeof registerMembers.$inferInsert> & { name: string }) =>
      (await t.db.insert(registerMembers).values({ email: "", phone: "98450 44444", address: "Jalahalli", plan: "basic", joinedOn: "2026-10-10", paidUntil: "2026-11", ...values }).returning())[0]!;
    const kamala = await member({ name: "Kamala Devi", contactBy: "whatsapp" });
    await member({ name: "Gopal Rao", email: "gopal@example.in", phone: "98450 55555", contactBy: "email" });
    const december5 = new Date("2026-12-05T04:00:00Z");
    expect(await sendReminders({ db: t.db, env }, december5)).toBe(2);
    expect(await sendReminders({ db: t.db, env }, december5)).toBe(0);
    const [reminder, ...others] = await rows();
    expect(others).toEqual([]);
    expect(reminder).toMatchObject({ template: "fee_reminder", recipient: "919845044444", dedupeKey: `member:${kamala.id}:reminder:2026-12`, recordType: "register_member" });
    expect(reminder!.params[3]).toContain("upi://pay?pa=anandam%40okaxis");
    expect(openParam(env, reminder!.params[4]!)).toMatch(new RegExp(`^${SITE}/membership/[A-Za-z0-9_-]{43}$`));
    // No mail to Kamala, who has no address; Gopal's mail as before.
    expect((await t.db.select().from(emailOutbox)).map((m) => m.recipient)).toEqual(["gopal@example.in"]);

    await recordPayment(t.db, actor, kamala.number, { amount: 500, method: "cash", reference: "", paidOn: "2026-12-06", months: 1 }, { inside: receiptMailer({ env }) });
    const receipt = (await rows()).find((r) => r.template === "payment_receipt")!;
    expect(receipt.params.slice(0, 2)).toEqual(["Kamala Devi", "₹500"]);
    clock.now = Date.now() + 1000;
    expect(await dispatcher().drain()).toEqual({ sent: 2, failed: 0, dead: 0 });
  });

  it("sends nothing by WhatsApp without the settings", async () => {
    deps = { db: t.db, env: parseEnv({ NODE_ENV: "test", PUBLIC_SITE_URL: SITE, ...testSealEnv }) };
    const event = await createEvent(t.db, actor, walk);
    await book(deps, event.id, { name: "Lakshmi Narayan", email: "lakshmi@example.in", phone: "+91 98450 11111", seats: 1, contactBy: "whatsapp" });
    await bookForCaller(deps, actor, event.id, { name: "Ramaiah", phone: "98450 33333", seats: 1, email: "", note: null, contactBy: "whatsapp" });
    expect(await rows()).toEqual([]);
  });
});
