// What the console's money and booking forms refuse, against real databases, posted to their
// actions as a browser posts them (the editor's session, the site's Origin): a payment's or a
// refund's reference holding a control character is refused beside its field; a hidden booking,
// mail or payment id that is not a whole number the database can hold answers the console's 404
// page; one form token posted for two members (or two bookings) at once records one payment and
// answers the other as a repeated press; a payment or refund without exactly one form token is
// refused. Nothing refused is stored, and none of it answers 500 (each once did).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { createSession } from "#app/lib/auth/sessions.server.ts";
import { sessionCookieHeader } from "#app/lib/auth/cookie.server.ts";
import { auditLog, bookingRefunds, emailOutbox, eventRegistrations, payments, registerMembers } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { changeStatus } from "#app/lib/console/records.server.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { addDays, todayIso } from "#app/core/calendar.ts";
import { validationCopy } from "#app/content/form-words/validation.ts";
import { book } from "#app/lib/events/bookings.server.ts";
import { moveBooking } from "#app/lib/events/operator-bookings.server.ts";
import { createEvent, type EventInput } from "#app/lib/events/events.server.ts";
import { recordBookingPayment } from "#app/lib/events/booking-payments.server.ts";
import { action as eventAction } from "#app/routes/admin/event.tsx";
import { action as doorAction } from "#app/routes/admin/event-attendance.tsx";
import { action as memberAction } from "#app/routes/admin/register-member.tsx";
import { action as outboxAction } from "#app/routes/admin/outbox.tsx";
import { action as recordAction } from "#app/routes/admin/record.tsx";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { addContact, addMail, addMember } from "./console-fixtures.ts";

const password = "a long enough passphrase";
const site = "http://localhost:3000";

const outing = (): EventInput => ({
  title: "Heritage Walk, Basavanagudi",
  category: "outing",
  date: addDays(todayIso(), 10),
  startTime: "08:00",
  endTime: "11:00",
  venue: "Bull Temple gate, Basavanagudi, Bangalore",
  description: "A slow walk with a guide.",
  capacity: 10,
  price: 800,
  draft: false,
});

/** Ids a hidden field may be sent with that no record can have: not whole, not positive, past PostgreSQL's integer. */
const notIds = ["abc", "1.5", "-1", "0", "", "99999999999", "1e3"];

type Answer = { status: number; location: string; data: Record<string, unknown> };

describe.each(databaseNames)("the console's money and booking forms on %s", (name) => {
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
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "console-refusals-"));
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_SITE_URL: site, LOG_LEVEL: "silent" });
    services = { db: t.db, env, log, dispatcher: { kick() {}, retry: async () => {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
    context = routerContextFor({ services, clientIp: "192.0.2.1", cspNonce: "n" });
    const cookieOf = async (id: number) => (await sessionCookieHeader((await createSession(t.db, id)).token, new Request(`${site}/admin`), env)).split(";")[0]!;
    asEditor = await cookieOf(editor.id);
    asOwner = await cookieOf(owner.id);
  });
  afterAll(async () => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (t?.name === "postgres") await t.handle.close();
  });

  /** Posts `fields` (a list, so a field may be sent twice) to a console action as a browser does; what it answered, a thrown error as 500. */
  async function send(action: (args: never) => unknown, url: string, params: Record<string, string>, fields: Record<string, string> | Array<[string, string]>, cookie = asEditor): Promise<Answer> {
    const request = new Request(`${site}${url}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    try {
      const answer = (await action({ request, context, params } as never)) as { data: Record<string, unknown>; init: ResponseInit | null };
      return { status: answer.init?.status ?? 200, location: "", data: answer.data };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") ?? "", data: {} };
      const failed = thrown as { init?: { status?: number }; data?: unknown };
      if (failed.init?.status) return { status: failed.init.status, location: "", data: { thrown: failed.data } };
      return { status: 500, location: "", data: { error: String(thrown) } };
    }
  }

  async function memberNumber(n: number): Promise<number> {
    const app = await addMember(t.db, { name: `Member ${n}`, email: `member${n}@example.org`, membershipType: "basic" });
    await changeStatus(t.db, actor, "member", app.id, { from: "pending", to: "approved" });
    const [row] = await t.db.select({ number: registerMembers.number }).from(registerMembers).where(eq(registerMembers.applicationId, app.id));
    return row!.number;
  }

  async function bookOne(eventId: number, n: number) {
    const result = await book(services, eventId, { name: `Visitor ${n}`, email: `visitor${n}@example.in`, phone: "98450 12345", seats: 1 });
    if (result.outcome !== "confirmed") throw new Error(`not booked: ${result.outcome}`);
    const [row] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.reference, result.reference));
    return row!;
  }

  /** A booking of a priced event, paid 800 in cash and then cancelled: its refund is due. */
  async function refundDue(eventId: number, n: number) {
    const booking = await bookOne(eventId, n);
    await recordBookingPayment(t.db, actor, eventId, booking.id, { amount: 800, method: "cash", reference: "" });
    expect(await moveBooking(services, actor, booking.id, "cancelled")).toBe("done");
    return booking;
  }

  const feePayment = (number: number, fields: Record<string, string>) =>
    send(memberAction, `/admin/register/${number}`, { number: String(number) }, { intent: "payment", amount: "2000", method: "upi", reference: "UTR 1234", paidOn: todayIso(), months: "1", ...fields });
  /** A booking's payment (an editor's) or refund (an owner's: money going out, app/core/roles.ts). */
  const bookingMoney = (eventId: number, fields: Record<string, string>) =>
    send(eventAction, `/admin/events/${eventId}`, { id: String(eventId) }, { amount: "800", method: "upi", reference: "UTR 1234", ...fields }, fields.intent === "refund" ? asOwner : asEditor);
  const token = (n: number) => `FormToken${String(n).padStart(15, "0")}`;

  it("refuses a payment's or a refund's reference holding a NUL or another control character beside its field, and stores nothing", async () => {
    const number = await memberNumber(1);
    const event = await createEvent(t.db, actor, outing());
    const booking = await bookOne(event.id, 1);
    const cancelled = await refundDue(event.id, 2);
    const paymentsBefore = await t.db.$count(payments);
    const unreadable = validationCopy.unreadable("the reference");
    for (const reference of ["UTR\u00001234", "\u0000", "UTR 1234\u001b[2J", "UTR\u007f1234", "cheque\u0085\u0090 5"]) {
      const fee = await feePayment(number, { reference, formToken: token(1) });
      expect(fee.status, JSON.stringify(reference)).toBe(422);
      expect(fee.data.errors, JSON.stringify(reference)).toEqual({ reference: unreadable });
      const paid = await bookingMoney(event.id, { intent: "payment", booking: String(booking.id), reference, formToken: token(2) });
      expect(paid.status, JSON.stringify(reference)).toBe(422);
      expect((paid.data.money as { errors: object }).errors, JSON.stringify(reference)).toEqual({ reference: unreadable });
      const refund = await bookingMoney(event.id, { intent: "refund", booking: String(cancelled.id), reference, formToken: token(3) });
      expect(refund.status, JSON.stringify(reference)).toBe(422);
      expect((refund.data.money as { errors: object }).errors, JSON.stringify(reference)).toEqual({ reference: unreadable });
    }
    // Cash needs no reference, but one typed in is still checked.
    expect((await feePayment(number, { method: "cash", reference: "a\u0000b", formToken: token(4) })).data.errors).toEqual({ reference: unreadable });
    expect(await t.db.$count(payments)).toBe(paymentsBefore);
    expect(await t.db.$count(bookingRefunds)).toBe(0);
    expect(await t.db.$count(emailOutbox, eq(emailOutbox.kind, "fee_receipt"))).toBe(0);
    // Text a person types, in any script, is still a reference.
    expect((await feePayment(number, { reference: "ಚೆಕ್ 004512 — SBI", formToken: token(5) })).location).toContain("done=mailed");
    expect((await t.db.select({ reference: payments.reference }).from(payments).where(eq(payments.memberId, (await t.db.select().from(registerMembers))[0]!.id)))[0]!.reference).toBe("ಚೆಕ್ 004512 — SBI");
  });

  it("answers the console's 404 page for a hidden booking, mail or payment id that is not a whole number the database can hold, and changes nothing", async () => {
    const event = await createEvent(t.db, actor, outing());
    const booking = await bookOne(event.id, 1);
    const contact = await addContact(t.db);
    await addMail(t.db, { type: "contact", id: contact.id, reference: contact.reference }, { status: "dead" });
    const number = await memberNumber(1);
    const auditBefore = await t.db.$count(auditLog);
    const eventPage = { id: String(event.id) };
    const door = `/admin/events/${event.id}/attendance`;
    for (const id of notIds) {
      const what = (button: string) => `${button} with ${JSON.stringify(id)}`;
      const posts: Array<[string, Promise<Answer>]> = [
        ["came", send(doorAction, door, eventPage, { intent: "came", booking: id, came: "yes" })],
        ["came (how many)", send(doorAction, door, eventPage, { intent: "came", booking: id, came: "2" })],
        ["paid cash", send(doorAction, door, eventPage, { intent: "paid-cash", booking: id })],
        ["mark as attended", send(eventAction, `/admin/events/${event.id}`, eventPage, { intent: "attended", booking: id, attended: "yes" })],
        ["move (asked)", send(eventAction, `/admin/events/${event.id}`, eventPage, { intent: "move", booking: id, to: "cancelled" })],
        ["move (sure)", send(eventAction, `/admin/events/${event.id}`, eventPage, { intent: "move", booking: id, to: "cancelled", sure: "yes" })],
        ["booking payment", bookingMoney(event.id, { intent: "payment", booking: id, formToken: token(1) })],
        ["refund", bookingMoney(event.id, { intent: "refund", booking: id, formToken: token(2) })],
        ["outbox retry", send(outboxAction, "/admin/outbox", {}, { intent: "retry", mail: id })],
        ["record's mail retry", send(recordAction, `/admin/contact-inquiries/${contact.id}`, { type: "contact-inquiries", id: String(contact.id) }, { intent: "retry", mail: id })],
        ["void", send(memberAction, `/admin/register/${number}`, { number: String(number) }, { intent: "void", payment: id, reason: "Entered twice" }, asOwner)],
      ];
      for (const [button, answer] of posts) expect((await answer).status, what(button)).toBe(404);
    }
    expect(await t.db.$count(payments)).toBe(0);
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
    const [row] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, booking.id));
    expect(row).toMatchObject({ status: "confirmed", attended: false });
  });

  it("records one payment for a form token posted for two members at once and answers the other as a repeated press", async () => {
    for (let round = 0; round < 5; round++) {
      // Two members of their own and a reference of its own each round: the same money for a member,
      // or a reference used before, is asked about before it is recorded (tests/integration/ledger.test.ts).
      const first = await memberNumber(10 * round + 1);
      const second = await memberNumber(10 * round + 2);
      const answers = await Promise.all([feePayment(first, { formToken: token(round), reference: `UTR 1234 ${round}` }), feePayment(second, { formToken: token(round), reference: `UTR 1234 ${round}` })]);
      expect(answers.map((a) => a.status), JSON.stringify(answers.map((a) => a.data))).toEqual([302, 302]);
      expect(answers.map((a) => /done=([a-z]+)/.exec(a.location)?.[1]).sort()).toEqual(["already", "mailed"]);
    }
    expect(await t.db.$count(payments)).toBe(5);
    expect(await t.db.$count(emailOutbox, eq(emailOutbox.kind, "fee_receipt"))).toBe(5);
    expect(await t.db.$count(auditLog, eq(auditLog.action, "payment_record"))).toBe(5);
  });

  it("records one booking payment and one refund for a form token posted for two bookings at once", async () => {
    const event = await createEvent(t.db, actor, outing());
    const [a, b] = [await bookOne(event.id, 1), await bookOne(event.id, 2)];
    const [c, d] = [await refundDue(event.id, 3), await refundDue(event.id, 4)];
    const paymentsBefore = await t.db.$count(payments);
    const paid = await Promise.all([bookingMoney(event.id, { intent: "payment", booking: String(a.id), formToken: token(7) }), bookingMoney(event.id, { intent: "payment", booking: String(b.id), formToken: token(7) })]);
    expect(paid.map((p) => p.status), JSON.stringify(paid.map((p) => p.data))).toEqual([302, 302]);
    expect(paid.map((p) => /done=([a-z-]+)/.exec(p.location)?.[1]).sort()).toEqual(["already-paid", "paid-mailed"]);
    expect(await t.db.$count(payments)).toBe(paymentsBefore + 1);
    const refunded = await Promise.all([bookingMoney(event.id, { intent: "refund", booking: String(c.id), amount: "800", formToken: token(8) }), bookingMoney(event.id, { intent: "refund", booking: String(d.id), amount: "800", formToken: token(8) })]);
    expect(refunded.map((r) => r.status), JSON.stringify(refunded.map((r) => r.data))).toEqual([302, 302]);
    expect(refunded.map((r) => /done=([a-z-]+)/.exec(r.location)?.[1]).sort()).toEqual(["already-refunded", "refunded"]);
    expect(await t.db.$count(bookingRefunds)).toBe(1);
  });

  it("refuses a payment or refund posted without exactly one form token, and stores nothing", async () => {
    const number = await memberNumber(1);
    const event = await createEvent(t.db, actor, outing());
    const booking = await bookOne(event.id, 1);
    const cancelled = await refundDue(event.id, 2);
    const paymentsBefore = await t.db.$count(payments);
    const fee = [["intent", "payment"], ["amount", "2000"], ["method", "cash"], ["reference", ""], ["paidOn", todayIso()], ["months", "1"]] as Array<[string, string]>;
    const money = (intent: string, id: number) => [["intent", intent], ["booking", String(id)], ["amount", "800"], ["method", "cash"], ["reference", ""]] as Array<[string, string]>;
    const tokens: Array<[string, Array<[string, string]>]> = [
      ["none", []],
      ["empty", [["formToken", ""]]],
      ["not a token", [["formToken", "short"]]],
      ["a NUL", [["formToken", `${token(1)}\u0000`]]],
      ["twice", [["formToken", token(1)], ["formToken", token(2)]]],
      ["twice the same", [["formToken", token(1)], ["formToken", token(1)]]],
    ];
    for (const [kind, sent] of tokens) {
      const feeAnswer = await send(memberAction, `/admin/register/${number}`, { number: String(number) }, [...fee, ...sent]);
      expect(feeAnswer.status, kind).toBe(400);
      expect(feeAnswer.data.error, kind).toMatch(/reload the page/);
      for (const [intent, id] of [["payment", booking.id], ["refund", cancelled.id]] as const) {
        const answer = await send(eventAction, `/admin/events/${event.id}`, { id: String(event.id) }, [...money(intent, id), ...sent], intent === "refund" ? asOwner : asEditor);
        expect(answer.status, `${intent}, token ${kind}`).toBe(400);
        expect((answer.data.money as { error?: string }).error, `${intent}, token ${kind}`).toMatch(/reload the page/);
      }
    }
    expect(await t.db.$count(payments)).toBe(paymentsBefore);
    expect(await t.db.$count(bookingRefunds)).toBe(0);
  });
});
