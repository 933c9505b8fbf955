// The register's console pages as an operator uses them: the payment form refuses bad input beside
// its field and records nothing, warns before an amount that is not the plan's price, records a
// double press once and mails the receipt; editors record, only owners void and export.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { createSession } from "#app/lib/auth/sessions.server.ts";
import { sessionCookieHeader } from "#app/lib/auth/cookie.server.ts";
import { emailOutbox, payments, registerMembers } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { changeStatus } from "#app/lib/console/records.server.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { addDays, todayIso } from "#app/core/calendar.ts";
import { action as memberAction, loader as memberLoader } from "#app/routes/admin/register-member.tsx";
import { loader as registerLoader } from "#app/routes/admin/register.tsx";
import { loader as csvLoader } from "#app/routes/admin/register-payments[.]csv.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { mailOf } from "#tests/support/outbox-mail.ts";
import { addMember } from "./console-fixtures.ts";

const password = "a long enough passphrase";
const site = "http://localhost:3000";

describe.each(databaseNames)("the register's console on %s", (name) => {
  let t: TestDatabase;
  let dataDir: string;
  let context: ReturnType<typeof routerContextFor>;
  let asOwner: string;
  let asEditor: string;
  let number: number;

  beforeEach(async () => {
    t = await testDatabase(name);
    const owner = await createOperator(t.db, "owner@example.org", password);
    const editor = await createOperator(t.db, "editor@example.org", password, owner, "editor");
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fees-"));
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_SITE_URL: site, LOG_LEVEL: "silent" });
    const services = { db: t.db, env, log, dispatcher: { kick() {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
    context = routerContextFor({ services, clientIp: "192.0.2.1", cspNonce: "n" });
    const cookieOf = async (id: number) => (await sessionCookieHeader((await createSession(t.db, id)).token, new Request(`${site}/admin`), env)).split(";")[0]!;
    asOwner = await cookieOf(owner.id);
    asEditor = await cookieOf(editor.id);
    const app = await addMember(t.db, { name: "Kamala Devi", membershipType: "basic", email: "kamala@example.org" });
    await changeStatus(t.db, owner, "member", app.id, { from: "pending", to: "approved" });
    [{ number }] = (await t.db.select({ number: registerMembers.number }).from(registerMembers)) as [{ number: number }];
  });
  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (t?.name === "postgres") await t.handle.close();
  });

  const post = (cookie: string, fields: Record<string, string>) =>
    new Request(`${site}/admin/register/${number}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  /** What the action answered: a redirect's Location, or the data and status of a refusal. */
  async function send(cookie: string, fields: Record<string, string>) {
    try {
      const answer = (await memberAction({ request: post(cookie, fields), context, params: { number: String(number) } } as never)) as unknown as { data: { errors: Record<string, string>; warning?: string; error?: string }; init: ResponseInit };
      return { status: answer.init.status, ...answer.data };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") ?? "" };
      const t = thrown as { init?: { status?: number } };
      return { status: t.init?.status ?? 500 };
    }
  }
  // With its page's one token, without which nothing is recorded (the second press's test sends its own).
  const valid = { intent: "payment", amount: "2000", method: "cash", reference: "", paidOn: todayIso(), months: "1", formToken: "FeesConsoleFormToken0001" };

  it("refuses bad input with a message beside its field and records nothing", async () => {
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ amount: "0" }, "amount", /at least ₹1/],
      [{ amount: "1e9" }, "amount", /whole rupees/],
      [{ amount: "1000000000" }, "amount", /at most ₹10,00,000/],
      [{ amount: "abc" }, "amount", /whole rupees/],
      [{ amount: "" }, "amount", /enter the amount/],
      [{ months: "40" }, "months", /1 to 36 months/],
      [{ months: "0" }, "months", /1 to 36 months/],
      [{ months: "two" }, "months", /whole number/],
      [{ paidOn: addDays(todayIso(), 1) }, "paidOn", /cannot be in the future/],
      [{ paidOn: "31/12/2026" }, "paidOn", /day, month and year/],
      [{ method: "upi", reference: "" }, "reference", /reference of the UPI payment/],
      [{ method: "cheque", reference: " " }, "reference", /reference of the Cheque payment/],
      [{ method: "bitcoin" }, "method", /how it was paid/],
    ];
    for (const [change, fieldName, message] of cases) {
      const answer = await send(asEditor, { ...valid, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(422);
      expect(Object.keys((answer as { errors: object }).errors), JSON.stringify(change)).toEqual([fieldName]);
      expect((answer as { errors: Record<string, string> }).errors[fieldName]).toMatch(message);
    }
    expect(await t.db.$count(payments)).toBe(0);
    expect(await t.db.$count(emailOutbox, eq(emailOutbox.kind, "fee_receipt"))).toBe(0);
  });

  it("warns before an amount that is not the plan's price × months, then records it when confirmed", async () => {
    const warned = await send(asEditor, { ...valid, amount: "5,000", months: "3" });
    expect(warned.status).toBe(422);
    const asked = (warned as unknown as { questions: Array<{ key: string; text: string }> }).questions;
    expect(asked.map((q) => q.text)).toEqual(['₹5,000 is not the plan\'s price for 3 months (₹6,000). A discount is fine: press "Record it anyway" to record ₹5,000.']);
    expect(await t.db.$count(payments)).toBe(0);
    // Confirming another amount than the one warned about is warned again.
    expect((await send(asEditor, { ...valid, amount: "4000", months: "3", seen: asked[0]!.key })).status).toBe(422);
    const recorded = await send(asEditor, { ...valid, amount: "5000", months: "3", seen: asked[0]!.key });
    expect(recorded).toMatchObject({ status: 302 });
    const [stored] = await t.db.select().from(payments);
    // The notice names the stored payment, never what the address says.
    expect((recorded as { location: string }).location).toBe(`/admin/register/${number}?done=mailed&payment=${stored!.id}`);
    const [payment] = await t.db.select().from(payments);
    expect(payment).toMatchObject({ amount: 5000, months: 3, method: "cash", recordedBy: "editor@example.org" });
  });

  it("records a second press of the same form once, and mails the receipt with the amount in words", async () => {
    const token = "AbCdEfGhIjKlMnOpQrStUvWx";
    const first = await send(asEditor, { ...valid, amount: "126000", months: "36", seen: "price:126000:72000", method: "upi", reference: "UTR 4321 0987 6543", formToken: token });
    const again = await send(asEditor, { ...valid, amount: "126000", months: "36", seen: "price:126000:72000", method: "upi", reference: "UTR 4321 0987 6543", formToken: token });
    expect((first as { location: string }).location).toContain("done=mailed");
    expect((again as { location: string }).location).toContain("done=already");
    expect(await t.db.$count(payments)).toBe(1);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "fee_receipt"));
    expect(mail!.recipient).toBe("kamala@example.org");
    // Sealed with the key the server derives from DATA_DIR/session-secret.
    const { text } = mailOf(mail!, { DATA_DIR: dataDir });
    for (const fact of ["Anandam Seniors Community, Jalahalli, Bangalore, Karnataka 560013", `M-${number}, Kamala Devi`, "Amount: ₹1,26,000", "In words: One lakh twenty-six thousand rupees only", "Paid by: UPI", "Reference: UTR 4321 0987 6543"]) {
      expect(text).toContain(fact);
    }
    expect(text).toMatch(/For the months: \w+ \d{4} to \w+ \d{4}/);
    expect(text).toMatch(new RegExp(`${site}/membership/[A-Za-z0-9_-]{43}`));
    // The member's page lists it, with its receipt.
    const page = (await memberLoader({ request: new Request(`${site}/admin/register/${number}`, { headers: { Cookie: asEditor } }), context, params: { number: String(number) } } as never)) as { payments: Array<{ receipt: string; amount: string }>; state: string };
    expect(page.payments).toMatchObject([{ amount: "₹1,26,000" }]);
    expect(page.state).toBe("paid");
  });

  it("lets editors record payments, and only owners void and export", async () => {
    await send(asEditor, valid);
    const [payment] = await t.db.select().from(payments);
    expect((await send(asEditor, { intent: "void", payment: String(payment!.id), reason: "Entered twice" })).status).toBe(403);
    expect((await send(asOwner, { intent: "void", payment: String(payment!.id), reason: "" })).status).toBe(422);
    expect(await send(asOwner, { intent: "void", payment: String(payment!.id), reason: "Entered twice" })).toMatchObject({ status: 302 });
    expect((await t.db.select().from(payments))[0]).toMatchObject({ voidReason: "Entered twice", voidedBy: "owner@example.org" });

    const today = todayIso();
    const csv = (cookie: string, query: string) => csvLoader({ request: new Request(`${site}/admin/register/payments.csv?${query}`, { headers: { Cookie: cookie } }), context, params: {} } as never);
    await expect(csv(asEditor, `from=${today}&to=${today}`)).rejects.toMatchObject({ init: { status: 403 } });
    await expect(csv(asOwner, `from=${today}&to=2020-01-01`)).rejects.toMatchObject({ init: { status: 400 } });
    const file = (await csv(asOwner, `from=${addDays(today, -30)}&to=${today}`)) as Response;
    const lines = (await file.text()).replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    expect(lines[0]).toBe('"Date","Kind","Receipt","Member number","Name","Amount","Method","Reference","Void","For"');
    expect(lines[1]).toBe(`"${today}","Payment","${payment!.receiptNumber}","M-${number}","Kamala Devi","2000","Cash","","Entered twice","${payment!.paidFor}"`);
    // The void payment is listed, marked, and left out of the totals.
    expect(lines.slice(2)).toEqual(['"","Total","","","","0","","","",""']);

    const list = (await registerLoader({ request: new Request(`${site}/admin/register`, { headers: { Cookie: asEditor } }), context, params: {} } as never)) as { countsLine: string; canExport: boolean };
    expect(list.countsLine).toMatch(/^1 member: 0 paid for \w+, 1 due, 0 lapsed$/);
    expect(list.canExport).toBe(false);
  });
});
