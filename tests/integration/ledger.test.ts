// The ledger a treasurer signs (docs/decisions/036-one-ledger.md), as the console's forms meet it:
// - a second press where money may be doubled: the same amount for the same member or booking
//   within 10 minutes, a reference used before (also on another member, and two volunteers at
//   once), a booking paid above what is due, a fee dated before joining: each is asked about,
//   naming what it matches, and recorded once "Record it anyway" posts the question back;
// - "00500" confirmed records ₹500 (it asked again for ever before);
// - the notice after recording names the stored receipt, never free text from the address;
// - a receipt says what it said when it was issued: a rename changes neither the reprint nor the
//   CSV; its series is the financial year of the day the money was paid.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { createSession } from "#app/lib/auth/sessions.server.ts";
import { sessionCookieHeader } from "#app/lib/auth/cookie.server.ts";
import { eventRegistrations, payments, registerMembers } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { changeStatus } from "#app/lib/console/records.server.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { addDays, todayIso } from "#app/core/calendar.ts";
import { financialYear, planPrice } from "#app/core/fees.ts";
import { book } from "#app/lib/events/bookings.server.ts";
import { createEvent } from "#app/lib/events/events.server.ts";
import { recordPayment } from "#app/lib/fees/register.server.ts";
import { action as memberAction, loader as memberLoader } from "#app/routes/admin/register-member.tsx";
import { loader as receiptLoader } from "#app/routes/admin/register-receipt.tsx";
import { loader as csvLoader } from "#app/routes/admin/register-payments[.]csv.ts";
import { action as eventAction, loader as eventLoader } from "#app/routes/admin/event.tsx";
import { action as doorAction, loader as doorLoader } from "#app/routes/admin/event-attendance.tsx";
import { action as eventReceiptAction } from "#app/routes/admin/event-receipt.tsx";
import { voidPayment } from "#app/lib/payments/void.server.ts";
import { action as plansAction, loader as plansLoader } from "#app/routes/admin/register-plans.tsx";
import { shiftMonth } from "#app/core/calendar.ts";
import { sendReminders } from "#app/lib/fees/reminders.server.ts";
import { addPlanPrice } from "#app/lib/fees/plan-prices.server.ts";
import { memberReminders, members } from "#app/lib/db/schema.ts";
import { getTableColumns } from "drizzle-orm";
import { eraseMemberOfApplication } from "#app/lib/fees/register.server.ts";
import { phoneBookingNotice } from "#app/lib/events/phone-booking-action.server.ts";
import { loader as moneyLoader } from "#app/routes/admin/register-money.tsx";
import { auditLog } from "#app/lib/db/schema.ts";
import { describeAuditEntry } from "#app/lib/console/history.ts";
import { bookingRefunds, emailOutbox } from "#app/lib/db/schema.ts";
import { formatStoredDate } from "#app/core/calendar.ts";
import { loader as faqLoader } from "#app/routes/faq.tsx";
import { loader as termsLoader } from "#app/routes/terms.tsx";
import { loader as joinUsLoader } from "#app/routes/join-us.tsx";
import { faqsAt } from "#app/content/faq.ts";
import { termsOfServiceAt } from "#app/content/legal.ts";
import { membershipPlansAt } from "#app/content/membership-plans.ts";
import { memberCopy } from "#app/content/form-words/member.ts";
import { joinUsDescription } from "#app/content/join-us-page.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { addMember } from "./console-fixtures.ts";

const password = "a long enough passphrase";
const site = "http://localhost:3000";
const price = planPrice("basic")!;

type Answer = { status: number; location?: string; questions?: Array<{ key: string; text: string }>; errors?: Record<string, string> };

describe.each(databaseNames)("the ledger's second press and receipts as issued on %s", (name) => {
  let t: TestDatabase;
  let dataDir: string;
  let context: ReturnType<typeof routerContextFor>;
  let services: Services;
  let asEditor: string;
  let asOwner: string;
  let asOtherEditor: string;
  let owner: { id: number; email: string };

  /** A member approved into the register, by name; returns their number. */
  async function member(name: string, email: string): Promise<number> {
    const app = await addMember(t.db, { name, membershipType: "basic", email });
    await changeStatus(t.db, owner, "member", app.id, { from: "pending", to: "approved" });
    const [row] = await t.db.select({ number: registerMembers.number }).from(registerMembers).where(eq(registerMembers.email, email));
    return row!.number;
  }

  beforeEach(async () => {
    t = await testDatabase(name);
    const o = await createOperator(t.db, "owner@example.org", password);
    const editor = await createOperator(t.db, "editor@example.org", password, o, "editor");
    owner = { id: o.id, email: o.email };
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ledger-"));
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_SITE_URL: site, LOG_LEVEL: "silent" });
    services = { db: t.db, env, log, dispatcher: { kick() {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
    context = routerContextFor({ services, clientIp: "192.0.2.1", cspNonce: "n" });
    const cookieOf = async (id: number) => (await sessionCookieHeader((await createSession(t.db, id)).token, new Request(`${site}/admin`), env)).split(";")[0]!;
    asEditor = await cookieOf(editor.id);
    asOwner = await cookieOf(o.id);
    asOtherEditor = await cookieOf((await createOperator(t.db, "second@example.org", password, o, "editor")).id);
  });
  afterAll(async () => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (t?.name === "postgres") await t.handle.close();
  });

  let tokens = 0;
  const token = () => `LedgerFormToken${String(++tokens).padStart(9, "0")}`;

  /** A console form's post, as its page sends it: what the action answered. */
  async function post(action: (args: never) => unknown, url: string, params: Record<string, string>, fields: Record<string, string | string[]>, cookie = asEditor): Promise<Answer> {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
    const request = new Request(`${site}${url}`, { method: "POST", headers: { Cookie: cookie, Origin: site, "Content-Type": "application/x-www-form-urlencoded" }, body });
    try {
      const answer = (await action({ request, context, params } as never)) as { data: { questions?: Answer["questions"]; errors?: Record<string, string>; money?: { questions?: Answer["questions"]; errors: Record<string, string> } }; init: ResponseInit };
      return { status: answer.init.status ?? 200, questions: answer.data.questions ?? answer.data.money?.questions, errors: answer.data.errors ?? answer.data.money?.errors };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") ?? "" };
      return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500 };
    }
  }
  const fee = (number: number, fields: Record<string, string | string[]>, cookie = asEditor) =>
    post(memberAction as never, `/admin/register/${number}`, { number: String(number) }, { intent: "payment", amount: String(price), method: "cash", reference: "", paidOn: todayIso(), months: "1", formToken: token(), ...fields }, cookie);
  const keys = (a: Answer) => (a.questions ?? []).map((q) => q.key);

  it("asks before the same amount for the same member again within 10 minutes, naming the first receipt, and records it once seen", async () => {
    const number = await member("Kamala Devi", "kamala@example.org");
    expect((await fee(number, {})).status).toBe(302);
    // Another volunteer, another page (another token): asked, not recorded.
    const asked = await fee(number, {}, asOwner);
    expect(asked.status).toBe(422);
    expect(asked.questions).toHaveLength(1);
    expect(asked.questions![0]!.text).toMatch(new RegExp(`^₹2,000 was recorded for M-${number} \\(Kamala Devi\\) by editor@example.org at .+, receipt \\d{4}-\\d{2}/0001\\. Is this the same money recorded again, or a second payment\\?$`));
    expect(await t.db.$count(payments)).toBe(1);
    expect((await fee(number, { seen: keys(asked) }, asOwner)).status).toBe(302);
    expect(await t.db.$count(payments)).toBe(2);
  });

  it("asks once when two volunteers record the same money for one member at the same moment", async () => {
    const number = await member("Kamala Devi", "kamala@example.org");
    const answers = await Promise.all([fee(number, {}), fee(number, {}, asOwner)]);
    expect(answers.map((a) => a.status).sort()).toEqual([302, 422]);
    expect(await t.db.$count(payments)).toBe(1);
  });

  it("asks before a UPI reference used on any payment before, also another member's, however it is spaced", async () => {
    const first = await member("Kamala Devi", "kamala@example.org");
    const second = await member("Suresh Iyer", "suresh@example.org");
    expect((await fee(first, { method: "upi", reference: "4321 0987 6543" })).status).toBe(302);
    const asked = await fee(second, { method: "upi", reference: "432109876543" });
    expect(asked.status).toBe(422);
    expect(asked.questions![0]!.text).toMatch(new RegExp(`^The reference 432109876543 was already used: ₹2,000 was recorded for M-${first} \\(Kamala Devi\\)`));
    expect(await t.db.$count(payments)).toBe(1);
    // Two servers, two members, one reference at once: one payment, one question.
    const third = await member("Meera Rao", "meera@example.org");
    const raced = await Promise.all([fee(second, { method: "upi", reference: "UTR-7777" }), fee(third, { method: "upi", reference: "utr 7777" }, asOwner)]);
    expect(raced.map((a) => a.status).sort()).toEqual([302, 422]);
  });

  it("asks before a fee dated before the member joined", async () => {
    const number = await member("Kamala Devi", "kamala@example.org");
    await t.db.update(registerMembers).set({ joinedOn: todayIso() }).where(eq(registerMembers.number, number));
    const asked = await fee(number, { paidOn: addDays(todayIso(), -3) });
    expect(asked.status).toBe(422);
    expect(asked.questions![0]!.text).toMatch(/before the member joined/);
    expect((await fee(number, { paidOn: addDays(todayIso(), -3), seen: keys(asked) })).status).toBe(302);
  });

  it("records an amount typed as 00500 once its question is seen, instead of asking again", async () => {
    const number = await member("Kamala Devi", "kamala@example.org");
    const asked = await fee(number, { amount: "00500" });
    expect(asked.status).toBe(422);
    const recorded = await fee(number, { amount: "00500", seen: keys(asked) });
    expect(recorded.status).toBe(302);
    expect((await t.db.select().from(payments))[0]!.amount).toBe(500);
  });

  it("names the stored receipt after recording, never text from the address", async () => {
    const number = await member("Kamala Devi", "kamala@example.org");
    const recorded = await fee(number, {});
    const load = async (query: string) => ((await memberLoader({ request: new Request(`${site}/admin/register/${number}?${query}`, { headers: { Cookie: asEditor } }), context, params: { number: String(number) } } as never)) as { notice: string | null }).notice;
    expect(await load(recorded.location!.split("?")[1]!)).toMatch(/^Payment recorded: receipt \d{4}-\d{2}\/0001\./);
    expect(await load("done=paid&receipt=Call+98450+00000+to+claim+a+refund")).toBeNull();
    expect(await load("done=paid&payment=99999")).toBeNull();
  });

  it("keeps a receipt as it was issued after the member is renamed, on the reprint and in the CSV", async () => {
    const number = await member("Kamala Devi", "kamala@example.org");
    expect((await fee(number, {})).status).toBe(302);
    const [payment] = await t.db.select().from(payments);
    expect(payment).toMatchObject({ payerName: "Kamala Devi", paidFor: expect.stringMatching(/^\w+ \d{4}$/) });
    await t.db.update(registerMembers).set({ name: "Kamala Devi Rao" }).where(eq(registerMembers.number, number));
    const receipt = (await receiptLoader({ request: new Request(`${site}/admin/register/${number}/receipt/${payment!.id}`, { headers: { Cookie: asEditor } }), context, params: { number: String(number), payment: String(payment!.id) } } as never)) as { facts: Array<{ label: string; value: string }> };
    expect(receipt.facts.find((f) => f.label === "Member")!.value).toBe(`M-${number}, Kamala Devi`);
    const csv = (await csvLoader({ request: new Request(`${site}/admin/register/payments.csv?from=${addDays(todayIso(), -1)}&to=${todayIso()}`, { headers: { Cookie: asOwner } }), context, params: {} } as never)) as Response;
    const text = await csv.text();
    expect(text).toContain("Kamala Devi");
    expect(text).not.toContain("Kamala Devi Rao");
  });

  it("numbers a payment in the financial year it was paid in, not the one it is recorded in", async () => {
    const number = await member("Kamala Devi", "kamala@example.org");
    await t.db.update(registerMembers).set({ joinedOn: "2025-01-01" }).where(eq(registerMembers.number, number));
    // Paid on 31 March, recorded on 2 April: the old year's series.
    const result = await recordPayment(t.db, owner, number, { amount: price, method: "cash", reference: "", paidOn: "2026-03-31", months: 1 }, { now: new Date("2026-04-02T05:00:00Z") });
    expect(result.result).toBe("recorded");
    expect((result as { payment: { receiptNumber: string } }).payment.receiptNumber).toBe(`${financialYear("2026-03-31")}/0001`);
    expect(financialYear("2026-03-31")).toBe("2025-26");
  });

  it("asks before a booking payment above what is still due, and before paying a paid booking again", async () => {
    const event = await createEvent(t.db, owner, { title: "Heritage Walk", category: "outing", date: addDays(todayIso(), 10), startTime: "08:00", endTime: "11:00", venue: "Bull Temple gate", description: "A slow walk.", capacity: 5, price: 800, draft: false });
    const booked = await book(services, event.id, { name: "Asha Rao", email: "asha@example.in", phone: "98450 12345", seats: 1 });
    const [booking] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.reference, (booked as { reference: string }).reference));
    const pay = (fields: Record<string, string | string[]>) => post(eventAction as never, `/admin/events/${event.id}`, { id: String(event.id) }, { intent: "payment", booking: String(booking!.id), method: "cash", reference: "", formToken: token(), ...fields });
    const over = await pay({ amount: "1000000" });
    expect(over.status).toBe(422);
    expect(over.questions![0]!.text).toBe("₹10,00,000 is more than the ₹800 still due for this booking. Please check the amount.");
    expect(await t.db.$count(payments)).toBe(0);
    const paid = await pay({ amount: "800" });
    expect(paid.status).toBe(302);
    // The notice is the stored receipt's.
    const page = (await eventLoader({ request: new Request(`${site}${paid.location!.replace(/#.*/, "")}`, { headers: { Cookie: asEditor } }), context, params: { id: String(event.id) } } as never)) as { notice: string | null };
    expect(page.notice).toMatch(/^Payment recorded: receipt \d{4}-\d{2}\/0001\./);
    // ?pay=<id> on a paid booking: asked, not paid twice.
    const again = await pay({ amount: "800" });
    expect(again.status).toBe(422);
    expect(keys(again).some((k) => k.startsWith("over:"))).toBe(true);
    expect(await t.db.$count(payments)).toBe(1);
  });

  async function pricedBooking() {
    const event = await createEvent(t.db, owner, { title: "Heritage Walk", category: "outing", date: addDays(todayIso(), 10), startTime: "08:00", endTime: "11:00", venue: "Bull Temple gate", description: "A slow walk.", capacity: 5, price: 800, draft: false });
    const booked = await book(services, event.id, { name: "Asha Rao", email: "asha@example.in", phone: "98450 12345", seats: 1 });
    const [booking] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.reference, (booked as { reference: string }).reference));
    return { event, booking: booking! };
  }

  it("undoes a door mis-tap for whoever tapped it, within 10 minutes; nobody else, and not later", async () => {
    const { event, booking } = await pricedBooking();
    const door = (fields: Record<string, string>, cookie = asEditor) => post(doorAction as never, `/admin/events/${event.id}/attendance`, { id: String(event.id) }, fields, cookie);
    const tapped = await door({ intent: "paid-cash", booking: String(booking.id) });
    expect(tapped.status).toBe(302);
    const [payment] = await t.db.select().from(payments);
    const page = (query: string, cookie = asEditor) => doorLoader({ request: new Request(`${site}/admin/events/${event.id}/attendance?${query}`, { headers: { Cookie: cookie } }), context, params: { id: String(event.id) } } as never) as Promise<{ notice: string | null; undo: { payment: number } | null }>;
    const after = await page(tapped.location!.split("?")[1]!.replace(/#.*/, ""));
    expect(after.notice).toBe(`Asha Rao: cash recorded, receipt ${payment!.receiptNumber}.`);
    expect(after.undo).toEqual({ payment: payment!.id, booking: booking.id });
    // Another editor sees no undo and cannot post one.
    expect((await page(tapped.location!.split("?")[1]!.replace(/#.*/, ""), asOtherEditor)).undo).toBeNull();
    expect((await door({ intent: "undo", booking: String(booking.id), payment: String(payment!.id) }, asOtherEditor)).status).toBe(403);
    expect((await t.db.select().from(payments))[0]!.voidedAt).toBeNull();
    // Ten minutes on, the one who tapped cannot either: an owner voids it, with a reason.
    expect(await voidPayment(t.db, { id: payment!.recordedById!, email: "editor@example.org", role: "editor" }, payment!.id, "", { bookingId: booking.id }, new Date(payment!.createdAt.getTime() + 11 * 60_000))).toBe("not_allowed");
    const undone = await door({ intent: "undo", booking: String(booking.id), payment: String(payment!.id) });
    expect(undone.status).toBe(302);
    const [voided] = await t.db.select().from(payments);
    expect(voided).toMatchObject({ receiptNumber: payment!.receiptNumber, voidedBy: "editor@example.org", voidReason: expect.stringMatching(/^Undone by editor@example.org/) });
    expect((await page(undone.location!.split("?")[1]!.replace(/#.*/, ""))).notice).toMatch(/is undone/);
    // The booking owes again, and its payer is told.
    expect((await door({ intent: "paid-cash", booking: String(booking.id) })).status).toBe(302);
    expect(await t.db.$count(payments)).toBe(2);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `payment:${payment!.receiptNumber}:void`));
    expect(mail).toMatchObject({ recipient: "asha@example.in", subject: expect.stringMatching(/is void$/) });
  });

  it("lets an owner void a booking's payment with a reason on its receipt page, and an editor not", async () => {
    const { event, booking } = await pricedBooking();
    const pay = await post(eventAction as never, `/admin/events/${event.id}`, { id: String(event.id) }, { intent: "payment", booking: String(booking.id), amount: "800", method: "cash", reference: "", formToken: token() }, asOtherEditor);
    expect(pay.status).toBe(302);
    const [payment] = await t.db.select().from(payments);
    const receipt = (fields: Record<string, string>, cookie: string) => post(eventReceiptAction as never, `/admin/events/${event.id}/receipt/${payment!.id}`, { id: String(event.id), payment: String(payment!.id) }, fields, cookie);
    expect((await receipt({ intent: "void", reason: "Entered on the wrong booking" }, asEditor)).status).toBe(403);
    expect((await receipt({ intent: "void", reason: "" }, asOwner)).status).toBe(422);
    expect((await receipt({ intent: "void", reason: "Entered on the wrong booking" }, asOwner)).status).toBe(302);
    expect((await t.db.select().from(payments))[0]).toMatchObject({ voidReason: "Entered on the wrong booking", voidedBy: "owner@example.org" });
    expect((await receipt({ intent: "void", reason: "Again" }, asOwner)).status).toBe(409);
  });

  it("undoes a member's fee for the editor who recorded it: paid-until moves back, the member is told", async () => {
    const number = await member("Kamala Devi", "kamala@example.org");
    expect((await fee(number, {})).status).toBe(302);
    const [payment] = await t.db.select().from(payments);
    expect((await fee(number, { intent: "undo", payment: String(payment!.id) }, asOtherEditor)).status).toBe(403);
    expect((await fee(number, { intent: "undo", payment: String(payment!.id) })).status).toBe(302);
    const [m] = await t.db.select().from(registerMembers).where(eq(registerMembers.number, number));
    expect(m!.paidUntil).toBeNull();
    expect(await t.db.$count(emailOutbox, eq(emailOutbox.dedupeKey, `payment:${payment!.receiptNumber}:void`))).toBe(1);
  });

  it("lets an owner set a plan's price from a month on, keeps what months gone by cost, and asks for a payment at each month's price", async () => {
    const thisMonth = todayIso().slice(0, 7);
    const next = shiftMonth(thisMonth, 1);
    const plans = (fields: Record<string, string>, cookie = asOwner) => post(plansAction as never, "/admin/register/plans", {}, fields, cookie);
    expect((await plans({ plan: "basic", price: "2500", fromMonth: next }, asEditor)).status).toBe(403);
    const past = await plans({ plan: "basic", price: "2500", fromMonth: shiftMonth(thisMonth, -1) });
    expect(past.status).toBe(422);
    expect(past.errors!.fromMonth).toMatch(/months gone by keep the price they had/);
    const set = await plans({ plan: "basic", price: "2,500", fromMonth: next });
    expect(set).toMatchObject({ status: 302 });
    expect((await plans({ plan: "basic", price: "2600", fromMonth: next })).status).toBe(409);
    const page = (await plansLoader({ request: new Request(`${site}${set.location}`, { headers: { Cookie: asOwner } }), context, params: {} } as never)) as { notice: string; plans: Array<{ plan: string; now: number; history: string[] }> };
    expect(page.notice).toMatch(/^Basic costs ₹2,500 a month from /);
    expect(page.plans.find((p) => p.plan === "basic")).toMatchObject({ now: price, history: [expect.stringMatching(/from the start/), expect.stringMatching(/₹2,500 a month from .* \(set by owner@example.org\)/)] });
    // Two months from this one: this month at ₹2,000 and the next at ₹2,500 is no discount; 2 × ₹2,000 is asked about.
    const number = await member("Kamala Devi", "kamala@example.org");
    expect((await fee(number, { amount: String(price + 2500), months: "2" })).status).toBe(302);
    const second = await member("Suresh Iyer", "suresh@example.org");
    const asked = await fee(second, { amount: String(2 * price), months: "2" });
    expect(asked.status).toBe(422);
    expect(keys(asked)).toEqual([`price:${2 * price}:${price + 2500}`]);
  });

  it("says this month's prices on /join-us, its form, /faq and /terms, and has them rendered again when an owner sets a price", async () => {
    const thisMonth = todayIso().slice(0, 7);
    let changed = 0;
    services.pages = { changed: () => void changed++, onChange() {} } as Services["pages"];
    const load = async (loader: (args: never) => unknown, url: string) => (await loader({ request: new Request(`${site}${url}`), context, params: {} } as never)) as { prices: Record<string, number> };
    expect((await load(faqLoader as never, "/faq")).prices).toEqual({ basic: price, premium: planPrice("premium"), family: planPrice("family") });
    // A price from next month changes nothing today but has the pages rendered again (they show it on its first day); one from this month changes what every page says.
    expect((await post(plansAction as never, "/admin/register/plans", {}, { plan: "premium", price: "3800", fromMonth: shiftMonth(thisMonth, 1) }, asOwner)).status).toBe(302);
    expect((await load(termsLoader as never, "/terms")).prices.premium).toBe(planPrice("premium"));
    await addPlanPrice(t.db, owner, { plan: "premium", price: 3700, fromMonth: thisMonth });
    expect(changed).toBe(1);
    const faq = (await load(faqLoader as never, "/faq")).prices;
    expect(faqsAt(faq).find((f) => f.id === "membership-plans")!.answer[0]).toContain("Premium at ₹3,700 a month");
    const terms = termsOfServiceAt((await load(termsLoader as never, "/terms")).prices);
    expect(JSON.stringify(terms)).toContain("Premium ₹3,700");
    const joinUs = (await load(joinUsLoader as never, "/join-us")).prices;
    expect(membershipPlansAt(joinUs).find((p) => p.value === "premium")!.pricePerMonth).toBe(3700);
    expect(memberCopy.membershipOptions(joinUs).find((o) => o.value === "premium")!.label).toBe("Premium: ₹3,700 a month");
    expect(joinUsDescription(joinUs)).toContain(`plans from ₹${price.toLocaleString("en-IN")} a month`);
  });

  it("reminds a member of three months' arrears at the prices of those months after a price change", async () => {
    const number = await member("Kamala Devi", "kamala@example.org");
    // Joined in September, nothing paid; from December the price is ₹3,000.
    await t.db.update(registerMembers).set({ joinedOn: "2026-09-10" }).where(eq(registerMembers.number, number));
    expect(await addPlanPrice(t.db, owner, { plan: "basic", price: 3000, fromMonth: "2026-12" })).toBe("added");
    expect(await sendReminders({ db: t.db, env: services.env }, new Date("2026-11-05T04:00:00Z"))).toBe(1);
    expect((await t.db.select().from(memberReminders))[0]!.amount).toBe(3 * price);
    expect(await sendReminders({ db: t.db, env: services.env }, new Date("2026-12-05T04:00:00Z"))).toBe(1);
    expect((await t.db.select().from(memberReminders).where(eq(memberReminders.month, "2026-12")))[0]!.amount).toBe(3 * price + 3000);
  });

  it("clears every personal column of the register on erasure, the columns read from the table itself", async () => {
    // Every column of register_members is either personal (cleared by an erasure) or kept for the
    // accounts (decision 025: number, name and payments stay). A column added to the table and to
    // neither list fails here until someone decides which it is.
    // contactBy (e-mail, WhatsApp or a call) says nothing of the person once the numbers it names are gone.
    const kept = ["id", "number", "name", "plan", "joinedOn", "paidUntil", "leftOn", "erasedAt", "createdAt", "updatedAt", "contactBy"];
    const personal = ["applicationId", "email", "phone", "address", "emergencyContact", "emergencyPhone", "household", "noReminders"];
    const columns = Object.keys(getTableColumns(registerMembers));
    expect(columns.filter((c) => !kept.includes(c) && !personal.includes(c)), "columns of register_members neither kept nor cleared by an erasure").toEqual([]);
    const number = await member("Kamala Devi", "kamala@example.org");
    await t.db.update(registerMembers).set({ household: ["Ravi Devi"], emergencyContact: "Ravi Devi", emergencyPhone: "+91 98860 54321" }).where(eq(registerMembers.number, number));
    const [before] = await t.db.select().from(registerMembers).where(eq(registerMembers.number, number));
    const [application] = await t.db.select({ id: members.id }).from(members).where(eq(members.email, "kamala@example.org"));
    await t.db.transaction((tx) => eraseMemberOfApplication(tx, application!.id));
    const [after] = await t.db.select().from(registerMembers).where(eq(registerMembers.number, number));
    const empty = (v: unknown) => v === null || v === "" || (Array.isArray(v) && v.length === 0) || v === true;
    for (const c of personal) {
      expect(empty((before as Record<string, unknown>)[c]) && c !== "applicationId" && c !== "noReminders", `${c} holds something before the erasure`).toBe(false);
      expect(empty((after as Record<string, unknown>)[c]), `${c} is cleared by the erasure`).toBe(true);
    }
    expect(after!.name).toBe("Kamala Devi");
  });

  it("gives the caller's Reference ID grouped for reading aloud, and what is due to tell them", () => {
    const reference = "REQ-1763800000000-K3J9QX2A";
    const notice = phoneBookingNotice(new URLSearchParams({ done: "booked-for-caller", ref: reference }), [{ reference, name: "Kamala Devi", seats: 2, status: "confirmed", email: "" }], 800);
    expect(notice).toBe(`Kamala Devi is booked for 2 places. Reference ID ${reference} (to read out: REQ 1763 8000 0000 0 K3J9 QX2A). Due: ₹1,600; tell them they can pay by UPI or at the door. Nobody was e-mailed: tell them on the phone.`);
  });

  it("shows a month's money in and out, fees and outings, by method, with the void left out, as the CSV adds it", async () => {
    const number = await member("Kamala Devi", "kamala@example.org");
    expect((await fee(number, {})).status).toBe(302);
    const { event, booking } = await pricedBooking();
    expect((await post(doorAction as never, `/admin/events/${event.id}/attendance`, { id: String(event.id) }, { intent: "paid-cash", booking: String(booking.id) })).status).toBe(302);
    // A mis-tap undone: listed, counting for nothing.
    const [door] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect((await post(doorAction as never, `/admin/events/${event.id}/attendance`, { id: String(event.id) }, { intent: "undo", booking: String(booking.id), payment: String(door!.id) })).status).toBe(302);
    expect((await post(doorAction as never, `/admin/events/${event.id}/attendance`, { id: String(event.id) }, { intent: "paid-cash", booking: String(booking.id) })).status).toBe(302);
    const page = (await moneyLoader({ request: new Request(`${site}/admin/register/money`, { headers: { Cookie: asEditor } }), context, params: {} } as never)) as { totals: Array<{ method: string; in: string; out: string; net: string }>; total: { net: string }; movements: Array<{ void: string | null }> };
    expect(page.totals).toEqual([{ method: "Cash", in: "₹2,800", out: "₹0", net: "₹2,800" }]);
    expect(page.total.net).toBe("₹2,800");
    expect(page.movements).toHaveLength(3);
    expect(page.movements.filter((m) => m.void)).toHaveLength(1);
  });

  it("writes in the audit what a member's save changed: old → new for the accounts' facts, only 'changed' for contact details", async () => {
    const number = await member("Kamala Devi", "kamala@example.org");
    const [m] = await t.db.select().from(registerMembers).where(eq(registerMembers.number, number));
    const details = { intent: "details", name: "Kamala Devi Rao", email: m!.email, phone: "98450 99999", address: m!.address, emergencyContact: m!.emergencyContact, emergencyPhone: m!.emergencyPhone, plan: "premium", household: "", joinedOn: m!.joinedOn, leftOn: "", contactBy: m!.contactBy };
    expect((await post(memberAction as never, `/admin/register/${number}`, { number: String(number) }, details)).status).toBe(302);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "member_update"));
    const words = describeAuditEntry(entry!.action, entry!.detail);
    expect(words).toContain("Name: Kamala Devi → Kamala Devi Rao. Plan: basic → premium. Changed: phone.");
    expect(JSON.stringify(entry!.detail)).not.toContain("99999");
  });

  it("gives back money of a member's fee as a refund of its own: owners only, never more than is left of the payment, once per form, in the cash book and the member's mail", async () => {
    const number = await member("Kamala Devi", "kamala@example.org");
    expect((await fee(number, { amount: String(price * 2), months: "2" })).status).toBe(302);
    const [payment] = await t.db.select().from(payments);
    const refund = (fields: Record<string, string>, cookie = asOwner) =>
      post(memberAction as never, `/admin/register/${number}`, { number: String(number) }, { intent: "refund", payment: String(payment!.id), amount: "500", method: "cash", reference: "", reason: "Paid twice at the desk", formToken: token(), ...fields }, cookie);
    // An editor cannot; more than was paid is refused beside the amount; a reason is asked for.
    expect((await refund({}, asEditor)).status).toBe(403);
    expect((await refund({ amount: String(price * 2 + 1) })).errors).toEqual({ amount: `The refund cannot be more than what is left of that payment: ₹${(price * 2).toLocaleString("en-IN")}.` });
    expect((await refund({ reason: "" })).errors).toHaveProperty("reason");
    expect(await t.db.$count(bookingRefunds)).toBe(0);
    // The same form pressed twice at once records one refund.
    const once = token();
    const both = await Promise.all([refund({ formToken: once }), refund({ formToken: once })]);
    expect(both.map((a) => a.location?.replace(/refund=\d+/, "refund=N")).sort()).toEqual([`/admin/register/${number}?done=already-refunded`, `/admin/register/${number}?done=refunded&refund=N`].sort());
    expect(await t.db.$count(bookingRefunds)).toBe(1);
    // What is left is the limit: ₹500 given, so one rupee more than the rest is refused.
    expect((await refund({ amount: String(price * 2 - 500 + 1) })).errors).toEqual({ amount: `The refund cannot be more than what is left of that payment: ₹${(price * 2 - 500).toLocaleString("en-IN")}.` });
    const [stored] = await t.db.select().from(bookingRefunds);
    expect(stored).toMatchObject({ memberId: expect.any(Number), bookingId: null, paymentId: payment!.id, amount: 500, reason: "Paid twice at the desk", recordedBy: "owner@example.org" });
    // The payment and the months it paid for stand as they were.
    expect((await t.db.select().from(payments))[0]).toMatchObject({ amount: price * 2, voidedAt: null });
    // The member is told; the cash book has it as money out, beside the payment, and the totals net it.
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, `Money given back on your receipt ${payment!.receiptNumber}`));
    expect(mail).toMatchObject({ recipient: "kamala@example.org" });
    expect(mail!.text).toContain(`We have given back ₹500 of the ₹${(price * 2).toLocaleString("en-IN")} you paid for your membership (receipt ${payment!.receiptNumber}).`);
    const csv = await ((await csvLoader({ request: new Request(`${site}/admin/register/payments.csv?from=${addDays(todayIso(), -1)}&to=${todayIso()}`, { headers: { Cookie: asOwner } }), context, params: {} } as never)) as Response).text();
    const refundLine = csv.split(/\r?\n/).find((l) => l.includes("-500"));
    expect(refundLine).toContain(payment!.receiptNumber);
    expect(refundLine).toContain("Kamala Devi");
    expect(csv).toContain(String(price * 2 - 500));
    // The member's page lists it under the payment.
    const page = (await memberLoader({ request: new Request(`${site}/admin/register/${number}`, { headers: { Cookie: asOwner } }), context, params: { number: String(number) } } as never)) as { payments: { refunds: string[]; left: number }[] };
    expect(page.payments[0]).toMatchObject({ refunds: [`₹500 given back on ${formatStoredDate(todayIso())}: Paid twice at the desk`], left: price * 2 - 500 });
  });

  it("tells the person by mail when their booking's money is given back", async () => {
    const { event, booking } = await pricedBooking();
    expect((await post(eventAction as never, `/admin/events/${event.id}`, { id: String(event.id) }, { intent: "payment", booking: String(booking.id), amount: "800", method: "cash", reference: "", formToken: token() })).status).toBe(302);
    await t.db.update(eventRegistrations).set({ status: "cancelled", cancelledAt: new Date() }).where(eq(eventRegistrations.id, booking.id));
    const refunded = await post(eventAction as never, `/admin/events/${event.id}`, { id: String(event.id) }, { intent: "refund", booking: String(booking.id), amount: "800", method: "upi", reference: "UTR 8888", formToken: token() }, asOwner);
    expect(refunded.status).toBe(302);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, "Your money for Heritage Walk was given back"));
    expect(mail).toMatchObject({ recipient: "asha@example.in" });
    expect(mail!.text).toContain(`We have given back ₹800 for your booking of Heritage Walk (Reference ID ${booking.reference}).`);
  });
});
