// Paying for a booking of a priced event, against real databases: the mail that confirms a place
// says what is due with the UPI link and QR code (the waiting list is asked only once confirmed);
// the console's payment form refuses bad input beside its field and stores nothing, records a
// double press once and mails the receipt; receipt numbers stay gapless across members' fees and
// booking payments raced at once; a paid booking that is cancelled is "refund due" until a refund
// is recorded; the door's one tap records cash once; the CSVs carry what was paid and for what.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { createSession } from "#app/lib/auth/sessions.server.ts";
import { sessionCookieHeader } from "#app/lib/auth/cookie.server.ts";
import { openDatabase } from "#app/lib/db/client.server.ts";
import { bookingRefunds, emailOutbox, eventRegistrations, payments, registerMembers } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { changeStatus } from "#app/lib/console/records.server.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { addDays, todayIso } from "#app/core/calendar.ts";
import { financialYear } from "#app/core/fees.ts";
import { book } from "#app/lib/events/bookings.server.ts";
import { moveBooking } from "#app/lib/events/operator-bookings.server.ts";
import { createEvent, type EventInput } from "#app/lib/events/events.server.ts";
import { recordBookingPayment } from "#app/lib/events/booking-payments.server.ts";
import { recordPayment } from "#app/lib/fees/register.server.ts";
import { action as eventAction, loader as eventLoader } from "#app/routes/admin/event.tsx";
import { action as doorAction, loader as doorLoader } from "#app/routes/admin/event-attendance.tsx";
import { loader as bookingsCsvLoader } from "#app/routes/admin/event-export[.]csv.ts";
import { loader as paymentsCsvLoader } from "#app/routes/admin/register-payments[.]csv.ts";
import { loader as receiptLoader } from "#app/routes/admin/event-receipt.tsx";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { mailOf } from "#tests/support/outbox-mail.ts";
import { addMember } from "./console-fixtures.ts";

const password = "a long enough passphrase";
const site = "http://localhost:3000";
const year = financialYear(todayIso());
const receipt = (n: number) => `${year}/${String(n).padStart(4, "0")}`;

const outing = (): EventInput => ({
  title: "Heritage Walk, Basavanagudi",
  category: "outing",
  date: addDays(todayIso(), 10),
  startTime: "08:00",
  endTime: "11:00",
  venue: "Bull Temple gate, Basavanagudi, Bangalore",
  description: "A slow walk with a guide.",
  capacity: 3,
  price: 800,
  draft: false,
});
const person = (n: number, seats = 1) => ({ name: `Visitor ${n}`, email: `visitor${n}@example.in`, phone: "98450 12345", seats });

describe.each(databaseNames)("paying for bookings on %s", (name) => {
  let t: TestDatabase;
  let dataDir: string;
  let services: Services;
  let context: ReturnType<typeof routerContextFor>;
  let asEditor: string;
  let asOwner: string;
  let actor: { id: number; email: string };

  beforeEach(async () => {
    t = await testDatabase(name);
    const owner = await createOperator(t.db, "owner@example.org", password);
    const editor = await createOperator(t.db, "editor@example.org", password, owner, "editor");
    actor = { id: editor.id, email: editor.email };
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "booking-pay-"));
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_SITE_URL: site, LOG_LEVEL: "silent", UPI_ID: "anandam@okaxis" });
    services = { db: t.db, env, log, dispatcher: { kick() {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
    context = routerContextFor({ services, clientIp: "192.0.2.1", cspNonce: "n" });
    const cookieOf = async (id: number) => (await sessionCookieHeader((await createSession(t.db, id)).token, new Request(`${site}/admin`), env)).split(";")[0]!;
    asEditor = await cookieOf(editor.id);
    asOwner = await cookieOf(owner.id);
  });
  afterAll(async () => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (t?.name === "postgres") await t.handle.close();
  });

  async function bookOne(eventId: number, n: number, seats = 1) {
    const result = await book(services, eventId, person(n, seats));
    if (result.outcome !== "confirmed" && result.outcome !== "waitlisted") throw new Error(`not booked: ${result.outcome}`);
    const [row] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.reference, result.reference));
    return row!;
  }

  /** What a console post answered: a redirect's Location, or the data and status of a refusal. */
  async function send(action: typeof eventAction | typeof doorAction, url: string, eventId: number, fields: Record<string, string>, cookie = asEditor) {
    const request = new Request(`${site}${url}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    try {
      const answer = (await action({ request, context, params: { id: String(eventId) } } as never)) as unknown as { data: { money?: { errors: Record<string, string>; error?: string } }; init: ResponseInit };
      return { status: answer.init.status, errors: answer.data.money?.errors ?? {}, error: answer.data.money?.error, location: "" };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, errors: {}, error: undefined, location: thrown.headers.get("Location") ?? "" };
      const failed = thrown as { init?: { status?: number } };
      return { status: failed.init?.status ?? 500, errors: {}, error: undefined, location: "" };
    }
  }
  let tokens = 0;
  /** A payment or refund form's token, as its page gives each form (a post without one records nothing). */
  const formToken = () => `BookingPayToken${String(++tokens).padStart(9, "0")}`;
  const pay = (eventId: number, fields: Record<string, string>) => send(eventAction, `/admin/events/${eventId}`, eventId, { intent: "payment", formToken: formToken(), ...fields });

  it("says in the confirming mail what is due and how to pay by UPI; the waiting list is asked only once confirmed", async () => {
    const event = await createEvent(t.db, actor, { ...outing(), capacity: 2 });
    const couple = await bookOne(event.id, 1, 2);
    const waiting = await bookOne(event.id, 2, 2);
    expect([couple.status, waiting.status]).toEqual(["confirmed", "waitlisted"]);

    const [confirmed] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.reference, couple.reference), like(emailOutbox.dedupeKey, "%:confirmed")));
    // The mail with the cancel link is stored sealed (decision 035): as sent.
    const confirmedMail = mailOf(confirmed!, { DATA_DIR: dataDir });
    expect(confirmedMail.text).toContain("Due: ₹1,600 for 2 places.");
    const link = `upi://pay?pa=anandam%40okaxis&pn=Anandam%20Seniors%20Community&am=1600.00&cu=INR&tn=${encodeURIComponent(`Booking ${couple.reference}`)}`;
    expect(confirmedMail.text).toContain(link);
    const qr = confirmed!.attachments!.find((a) => a.contentType === "image/png")!;
    expect(qr).toMatchObject({ cid: "upi-qr", encoding: "base64" });
    // The QR code reads back as the same link.
    const png = path.join(dataDir, "qr.png");
    fs.writeFileSync(png, Buffer.from(qr.content, "base64"));
    expect(execFileSync("zbarimg", ["--quiet", "--raw", png]).toString().trim()).toBe(link);
    // The calendar file still goes with it.
    expect(confirmed!.attachments!.some((a) => a.filename.endsWith(".ics"))).toBe(true);

    const [onList] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.reference, waiting.reference), like(emailOutbox.dedupeKey, "%:waitlisted")));
    expect(mailOf(onList!, { DATA_DIR: dataDir }).text).not.toContain("Due:");
    expect(mailOf(onList!, { DATA_DIR: dataDir }).text).not.toContain("upi://");

    // The couple cancels: the waiting pair is confirmed, and now asked to pay.
    await moveBooking(services, actor, couple.id, "cancelled");
    const [promoted] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.reference, waiting.reference), like(emailOutbox.dedupeKey, "%:promoted")));
    expect(mailOf(promoted!, { DATA_DIR: dataDir }).text).toContain("Due: ₹1,600 for 2 places.");
    expect(mailOf(promoted!, { DATA_DIR: dataDir }).text).toContain(`tn=${encodeURIComponent(`Booking ${waiting.reference}`)}`);
  });

  it("refuses bad input beside its field and stores nothing", async () => {
    const event = await createEvent(t.db, actor, { ...outing(), capacity: 2 });
    const booking = await bookOne(event.id, 1, 2);
    const valid = { booking: String(booking.id), amount: "1600", method: "cash", reference: "" };
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ amount: "0" }, "amount", /at least ₹1/],
      [{ amount: "1e9" }, "amount", /whole rupees/],
      [{ amount: "abc" }, "amount", /whole rupees/],
      [{ amount: "" }, "amount", /enter the amount/],
      [{ amount: "99999999" }, "amount", /at most ₹10,00,000/],
      [{ method: "upi", reference: "" }, "reference", /reference of the UPI payment/],
      [{ method: "bitcoin" }, "method", /how it was paid/],
      [{ method: "" }, "method", /how it was paid/],
    ];
    for (const [change, field, message] of cases) {
      const answer = await pay(event.id, { ...valid, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(422);
      expect(Object.keys(answer.errors), JSON.stringify(change)).toEqual([field]);
      expect(answer.errors[field]).toMatch(message);
    }
    expect(await t.db.$count(payments)).toBe(0);
    expect(await t.db.$count(emailOutbox, eq(emailOutbox.kind, "fee_receipt"))).toBe(0);
    // A booking on the waiting list is not paid for yet.
    const waiting = await bookOne(event.id, 2, 2);
    const refused = await pay(event.id, { ...valid, booking: String(waiting.id) });
    expect(refused.error).toMatch(/confirm the place first/);
    expect(await t.db.$count(payments)).toBe(0);
  });

  it("records a double press once, mails the receipt and shows the booking paid with the totals", async () => {
    const event = await createEvent(t.db, actor, outing());
    const booking = await bookOne(event.id, 1, 2);
    const fields = { booking: String(booking.id), amount: "1600", method: "upi", reference: "UTR 5566 7788", formToken: "AbCdEfGhIjKlMnOpQrStUvWx" };
    const [first, again] = await Promise.all([pay(event.id, fields), pay(event.id, fields)]);
    expect([first.location, again.location].map((l) => /done=([a-z-]+)/.exec(l)?.[1]).sort()).toEqual(["already-paid", "paid-mailed"]);
    expect(await t.db.$count(payments)).toBe(1);
    const [payment] = await t.db.select().from(payments);
    expect(payment).toMatchObject({ bookingId: booking.id, memberId: null, amount: 1600, method: "upi", reference: "UTR 5566 7788", receiptNumber: receipt(1), months: null });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "fee_receipt"));
    expect(mail!.recipient).toBe("visitor1@example.in");
    for (const fact of ["Received from: Visitor 1", `Heritage Walk, Basavanagudi`, `2 places (Reference ID ${booking.reference})`, "Amount: ₹1,600", "In words: One thousand six hundred rupees only", "Paid by: UPI"]) {
      expect(mail!.text).toContain(fact);
    }

    const page = (await eventLoader({ request: new Request(`${site}/admin/events/${event.id}`, { headers: { Cookie: asEditor } }), context, params: { id: String(event.id) } } as never)) as {
      money: { totals: { due: number; received: number }; byBooking: Record<number, { state: string; held: number }> };
    };
    expect(page.money.totals).toMatchObject({ due: 1600, received: 1600 });
    expect(page.money.byBooking[booking.id]).toMatchObject({ state: "paid", held: 1600 });
    // Its receipt prints.
    const printed = (await receiptLoader({ request: new Request(`${site}/admin/events/${event.id}/receipt/${payment!.id}`, { headers: { Cookie: asEditor } }), context, params: { id: String(event.id), payment: String(payment!.id) } } as never)) as {
      receipt: string;
      facts: { label: string; value: string }[];
    };
    expect(printed.receipt).toBe(receipt(1));
    expect(printed.facts).toContainEqual({ label: "In words", value: "One thousand six hundred rupees only" });
  });

  it("numbers receipts without gaps across members' fees and booking payments raced at once", async () => {
    const app = await addMember(t.db, { name: "Kamala Devi", membershipType: "basic" });
    await changeStatus(t.db, actor, "member", app.id, { from: "pending", to: "approved" });
    const [member] = await t.db.select().from(registerMembers);
    const event = await createEvent(t.db, actor, { ...outing(), capacity: 20 });
    const bookings: Array<{ id: number }> = [];
    for (let i = 0; i < 10; i++) bookings.push(await bookOne(event.id, i + 1));
    const second = t.url ? await openDatabase({ databaseUrl: t.url, dataDir: ".", log, migrate: false }) : undefined;
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const db = i % 3 === 1 && second ? second.db : t.db;
          return i % 2
            ? // Ten different amounts: the same amount again within minutes is asked about, not recorded (tests/integration/ledger.test.ts).
              recordPayment(db, actor, member!.number, { amount: 2000 + i, method: "cash", reference: "", paidOn: todayIso(), months: 1 }).then((r) => (r.result === "recorded" ? r.payment.receiptNumber : r.result))
            : recordBookingPayment(db, actor, event.id, bookings[i / 2]!.id, { amount: 800, method: "cash", reference: "" }).then((r) => (r.result === "recorded" ? r.payment.receiptNumber : r.result));
        }),
      );
      expect(results.sort()).toEqual(Array.from({ length: 20 }, (_, i) => receipt(i + 1)));
    } finally {
      await second?.close();
    }
    expect(await t.db.$count(payments, eq(payments.amount, 800))).toBe(10);
  });

  it("shows a paid booking that is cancelled as refund due until a refund is recorded, and deletes nothing", async () => {
    const event = await createEvent(t.db, actor, outing());
    const booking = await bookOne(event.id, 1, 2);
    expect((await pay(event.id, { booking: String(booking.id), amount: "1600", method: "cash", reference: "" })).status).toBe(302);
    expect(await moveBooking(services, actor, booking.id, "cancelled")).toBe("done");
    const load = async () =>
      (
        (await eventLoader({ request: new Request(`${site}/admin/events/${event.id}?refund=${booking.id}`, { headers: { Cookie: asOwner } }), context, params: { id: String(event.id) } } as never)) as {
          money: { totals: { refundsDue: number }; byBooking: Record<number, { state: string; held: number }>; open: { kind: string; amount: number } | null };
        }
      ).money;
    let money = await load();
    expect(money.byBooking[booking.id]).toMatchObject({ state: "refund-due", held: 1600 });
    expect(money.totals.refundsDue).toBe(1600);
    expect(money.open).toMatchObject({ kind: "refund", amount: 1600 });

    // A refund is an owner's (tests/integration/refund-roles.test.ts has the editor's).
    const refund = (fields: Record<string, string>) => send(eventAction, `/admin/events/${event.id}`, event.id, { intent: "refund", booking: String(booking.id), formToken: formToken(), ...fields }, asOwner);
    // More than is held is refused beside the amount, and nothing is stored.
    const tooMuch = await refund({ amount: "2000", method: "cash", reference: "" });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.errors).toEqual({ amount: "The refund cannot be more than what is to be given back: ₹1,600." });
    expect((await refund({ amount: "1600", method: "bank", reference: "" })).errors).toHaveProperty("reference");
    expect(await t.db.$count(bookingRefunds)).toBe(0);

    expect((await refund({ amount: "1600", method: "cash", reference: "", formToken: "RefundFormToken012345678" })).location).toContain("done=refunded");
    expect((await refund({ amount: "1600", method: "cash", reference: "", formToken: "RefundFormToken012345678" })).location).toContain("done=already-refunded");
    money = await load();
    expect(money.byBooking[booking.id]).toMatchObject({ state: "refunded", held: 0 });
    expect(money.totals.refundsDue).toBe(0);
    // The payment stands as it was; the refund is a record of its own.
    expect(await t.db.select({ amount: payments.amount, voidedAt: payments.voidedAt }).from(payments)).toEqual([{ amount: 1600, voidedAt: null }]);
    expect(await t.db.$count(bookingRefunds)).toBe(1);
  });

  it("records the door's one-tap cash once, and the CSVs say what was paid and for what", async () => {
    const event = await createEvent(t.db, actor, outing());
    const booking = await bookOne(event.id, 1, 2);
    const door = `/admin/events/${event.id}/attendance`;
    const before = (await doorLoader({ request: new Request(`${site}${door}`, { headers: { Cookie: asEditor } }), context, params: { id: String(event.id) } } as never)) as { money: Record<number, { owes: number }> };
    expect(before.money[booking.id]).toEqual({ owes: 1600, paid: false });
    const [tap, again] = await Promise.all([send(doorAction, door, event.id, { intent: "paid-cash", booking: String(booking.id) }), send(doorAction, door, event.id, { intent: "paid-cash", booking: String(booking.id) })]);
    expect(tap.location).toContain("done=cash");
    expect(again.location).toContain("done=cash");
    expect(await t.db.select({ amount: payments.amount, method: payments.method }).from(payments)).toEqual([{ amount: 1600, method: "cash" }]);
    const after = (await doorLoader({ request: new Request(`${site}${door}`, { headers: { Cookie: asEditor } }), context, params: { id: String(event.id) } } as never)) as { money: Record<number, { owes: number; paid: boolean }> };
    expect(after.money[booking.id]).toEqual({ owes: 0, paid: true });

    const csv = (await bookingsCsvLoader({ request: new Request(`${site}/admin/events/${event.id}/export.csv`, { headers: { Cookie: asOwner } }), context, params: { id: String(event.id) } } as never)) as Response;
    const [header, row] = (await csv.text()).replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    expect(header).toMatch(/"paid","paid_state","method","payment_reference","receipt"$/);
    expect(row).toMatch(new RegExp(`"1600","paid","cash","","${receipt(1).replace("/", "\\/")}"$`));

    const today = todayIso();
    const payments_ = (await paymentsCsvLoader({ request: new Request(`${site}/admin/register/payments.csv?from=${today}&to=${today}`, { headers: { Cookie: asOwner } }), context, params: {} } as never)) as Response;
    const lines = (await payments_.text()).replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    expect(lines[1]).toMatch(new RegExp(`^"${today}","Payment","${receipt(1)}","","Visitor 1","1600","Cash","","","Heritage Walk, Basavanagudi, \\w+, \\d+ \\w+ \\d{4}: 2 places \\(Reference ID ${booking.reference}\\)"$`));
    expect(lines.slice(2)).toEqual(['"","Total cash","","","","1600","Cash","","",""', '"","Total","","","","1600","","","",""']);
  });
});
