import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { openDatabase } from "#app/lib/db/client.server.ts";
import { emailOutbox, memberLinks, members, payments, registerMembers } from "#app/lib/db/schema.ts";
import { erasePeople } from "#app/lib/console/erasure.server.ts";
import { receiptMailer } from "#app/lib/fees/fee-mail.server.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import type { Services } from "#app/lib/services/context.server.ts";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { changeStatus } from "#app/lib/console/records.server.ts";
import { getMember, listRegister, recordPayment } from "#app/lib/fees/register.server.ts";
import { voidPayment } from "#app/lib/payments/void.server.ts";
import { log } from "#app/lib/log.server.ts";
import type { PaymentInput } from "#app/schemas/payment.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { addMember } from "./console-fixtures.ts";

const november = new Date("2026-11-15T06:00:00Z");
// Paid on the day the members of these tests join (an earlier date is asked about: tests/integration/ledger.test.ts).
const cash = (months = 1, amount = 2000 * months): PaymentInput => ({ amount, method: "cash", reference: "", paidOn: "2026-11-15", months });

describe.each(databaseNames)("the members register on %s", (name) => {
  let t: TestDatabase;
  let actor: { id: number; email: string };
  beforeEach(async () => {
    t = await testDatabase(name);
    actor = await createOperator(t.db, "operator@example.org", "a long enough passphrase");
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });

  async function approve(values: Parameters<typeof addMember>[1] = {}, now = november) {
    const app = await addMember(t.db, values);
    expect(await changeStatus(t.db, actor, "member", app.id, { from: "pending", to: "approved" }, now)).toBe("changed");
    const [member] = await t.db.select().from(registerMembers).where(eq(registerMembers.applicationId, app.id));
    return { app, member: member! };
  }

  it("makes a member of an approved application, once, with a number never given twice", async () => {
    const { app, member } = await approve({ name: "Kamala Devi", membershipType: "family", phone: "+91 98450 11111" });
    expect(member).toMatchObject({ name: "Kamala Devi", plan: "family", phone: "+91 98450 11111", joinedOn: "2026-11-15", paidUntil: null, noReminders: false });
    // Reopened and approved again: still one member, the same number.
    await changeStatus(t.db, actor, "member", app.id, { from: "approved", to: "pending" }, november);
    await changeStatus(t.db, actor, "member", app.id, { from: "pending", to: "approved" }, november);
    expect(await t.db.select().from(registerMembers)).toHaveLength(1);
    // A rejected application makes nobody.
    const rejected = await addMember(t.db);
    await changeStatus(t.db, actor, "member", rejected.id, { from: "pending", to: "rejected" }, november);
    expect(await t.db.select().from(registerMembers)).toHaveLength(1);
    // Numbers come from a sequence: a number taken by a rolled-back insert is not handed out again.
    await t.db.transaction(async (tx) => {
      await tx.insert(registerMembers).values({ name: "x", email: "x@example.org", phone: "1234567", address: "x", plan: "basic", joinedOn: "2026-11-01" });
      tx.rollback();
    }).catch(() => {});
    const { member: next } = await approve();
    expect(next.number).toBeGreaterThan(member.number + 1);
  });

  it("derives each member's state from the month paid until and counts them", async () => {
    const { member: paid } = await approve({ name: "Paid Person" }, new Date("2026-08-01T06:00:00Z"));
    await recordPayment(t.db, actor, paid.number, cash(4), { now: november });
    const { member: due } = await approve({ name: "Due Person" }, new Date("2026-10-01T06:00:00Z"));
    await approve({ name: "Lapsed Person" }, new Date("2026-08-10T06:00:00Z"));
    const { member: left } = await approve({ name: "Left Person" }, new Date("2026-08-10T06:00:00Z"));
    await t.db.update(registerMembers).set({ leftOn: "2026-10-31" }).where(eq(registerMembers.id, left.id));
    const page = await listRegister(t.db, {}, november);
    expect(page.counts).toEqual({ paid: 1, due: 1, lapsed: 1, left: 1 });
    expect(Object.fromEntries(page.rows.map((r) => [r.name, r.state]))).toEqual({ "Paid Person": "paid", "Due Person": "due", "Lapsed Person": "lapsed", "Left Person": "left" });
    expect((await listRegister(t.db, { state: "due" }, november)).rows.map((r) => r.number)).toEqual([due.number]);
    expect(page.takings).toEqual([{ method: "cash", amount: 8000, payments: 1 }]);
    // Search by part of a name, by number however written, by phone digits.
    expect((await listRegister(t.db, { q: "lapsed" }, november)).rows.map((r) => r.name)).toEqual(["Lapsed Person"]);
    expect((await listRegister(t.db, { q: `M-${due.number}` }, november)).rows.map((r) => r.name)).toEqual(["Due Person"]);
    expect((await listRegister(t.db, { q: "98450 00001" }, november)).total).toBe(4);
  });

  it("moves paid-until on by the months paid and numbers receipts by financial year", async () => {
    const { member } = await approve({}, new Date("2026-11-01T06:00:00Z"));
    const first = await recordPayment(t.db, actor, member.number, cash(3), { now: november });
    expect(first).toMatchObject({ result: "recorded", payment: { receiptNumber: "2026-27/0001", coversFrom: "2026-11", coversTo: "2027-01" }, member: { paidUntil: "2027-01" } });
    const march = await recordPayment(t.db, actor, member.number, { ...cash(1), paidOn: "2027-03-31" }, { now: new Date("2027-03-31T18:00:00Z") });
    // 18:00 UTC on 31 March is 23:30 in Bangalore: still the old year.
    expect(march).toMatchObject({ payment: { receiptNumber: "2026-27/0002" } });
    // Recorded on 1 April in Bangalore, paid on 31 March: the year the money was paid in (docs/decisions/036-one-ledger.md).
    const april = await recordPayment(t.db, actor, member.number, { ...cash(1), paidOn: "2027-03-31" }, { now: new Date("2027-03-31T18:30:00Z") });
    expect(april).toMatchObject({ payment: { receiptNumber: "2026-27/0003", coversFrom: "2027-03", coversTo: "2027-03" } });
    const paidInApril = await recordPayment(t.db, actor, member.number, { ...cash(1, 2001), paidOn: "2027-04-01" }, { now: new Date("2027-04-01T06:00:00Z") });
    expect(paidInApril).toMatchObject({ payment: { receiptNumber: "2027-28/0001" } });
  });

  it("gives 20 payments at the same moment consecutive receipts, no gaps, no repeats", async () => {
    const { member } = await approve();
    // With PostgreSQL, half go through a second server's own connections to the same database.
    const second = t.url ? await openDatabase({ databaseUrl: t.url, dataDir: ".", log, migrate: false }) : undefined;
    try {
      const results = await Promise.all(
        // Twenty different amounts: the same amount again within minutes is asked about (tests/integration/ledger.test.ts).
        Array.from({ length: 20 }, (_, i) =>
          recordPayment(i % 2 && second ? second.db : t.db, actor, member.number, cash(1, 2000 + i), { now: november, formToken: `token-${i}-abcdefghijklmnopqrstuv` }),
        ),
      );
      const numbers = results.map((r) => (r.result === "recorded" ? r.payment.receiptNumber : r.result)).sort();
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `2026-27/${String(i + 1).padStart(4, "0")}`));
    } finally {
      await second?.close();
    }
    expect((await getMember(t.db, member.number))!.paidUntil).toBe("2028-06");
  });

  it("gives a rolled-back payment's number to the next one", async () => {
    const { member } = await approve();
    await expect(
      recordPayment(t.db, actor, member.number, cash(1), {
        now: november,
        inside: async () => {
          throw new Error("mail could not be queued");
        },
      }),
    ).rejects.toThrow("mail could not be queued");
    expect(await t.db.select().from(payments)).toHaveLength(0);
    expect(await recordPayment(t.db, actor, member.number, cash(1), { now: november })).toMatchObject({ payment: { receiptNumber: "2026-27/0001" } });
  });

  it("records a double press of one form once, also when both arrive together", async () => {
    const { member } = await approve();
    const token = "same-form-token-0123456789ab";
    const [a, b] = await Promise.all([recordPayment(t.db, actor, member.number, cash(1), { now: november, formToken: token }), recordPayment(t.db, actor, member.number, cash(1), { now: november, formToken: token })]);
    expect([a.result, b.result].sort()).toEqual(["already", "recorded"]);
    expect(await t.db.select().from(payments)).toHaveLength(1);
    expect((await getMember(t.db, member.number))!.paidUntil).toBe("2026-11");
  });

  it("voids a payment with its reason: listed as void, number kept, paid-until moves back", async () => {
    const { member } = await approve();
    const one = await recordPayment(t.db, actor, member.number, cash(2), { now: november });
    const two = await recordPayment(t.db, actor, member.number, cash(3), { now: november });
    expect((await getMember(t.db, member.number))!.paidUntil).toBe("2027-03");
    if (one.result !== "recorded" || two.result !== "recorded") throw new Error("not recorded");
    expect(await voidPayment(t.db, { ...actor, role: "owner" }, one.payment.id, "Entered twice", { memberId: member.id }, november)).toBe("voided");
    expect(await voidPayment(t.db, { ...actor, role: "owner" }, one.payment.id, "Again", { memberId: member.id }, november)).toBe("already");
    expect((await getMember(t.db, member.number))!.paidUntil).toBe("2027-01");
    const [voided] = await t.db.select().from(payments).where(eq(payments.id, one.payment.id));
    expect(voided).toMatchObject({ receiptNumber: "2026-27/0001", voidReason: "Entered twice", voidedBy: "operator@example.org" });
    expect(await recordPayment(t.db, actor, member.number, cash(1), { now: november })).toMatchObject({ payment: { receiptNumber: "2026-27/0003" } });
    expect(await voidPayment(t.db, { ...actor, role: "owner" }, 99999, "x", { memberId: member.id })).toBe("not_found");
  });

  it("erasing the application erases the member's contact details, links and mail but keeps their receipts", async () => {
    const { app, member } = await approve({ name: "Kamala Devi", email: "kamala@example.org", phone: "+91 98450 55555" });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "erase-fees-"));
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_SITE_URL: "https://anandam.example", LOG_LEVEL: "silent" });
    await recordPayment(t.db, actor, member.number, cash(2), { now: november, inside: receiptMailer({ env }, november) });
    expect(await t.db.$count(memberLinks)).toBe(1);
    const services = { db: t.db, env, log, database: t.handle, dispatcher: { kick() {} }, pages: { changed() {} } } as unknown as Services;
    const result = await erasePeople(services, actor, [{ kind: "member", id: app.id }]);
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(result).toMatchObject({ references: [app.reference], keptReceipts: 1 });
    expect(await getMember(t.db, member.number)).toMatchObject({ name: "Kamala Devi", email: "", phone: "", address: "", emergencyContact: "", emergencyPhone: "", applicationId: null, noReminders: true });
    expect((await getMember(t.db, member.number))!.erasedAt).not.toBeNull();
    expect(await t.db.select({ amount: payments.amount, receipt: payments.receiptNumber }).from(payments)).toEqual([{ amount: 4000, receipt: "2026-27/0001" }]);
    expect(await t.db.$count(memberLinks)).toBe(0);
    expect(await t.db.$count(emailOutbox, eq(emailOutbox.recordType, "register_member"))).toBe(0);
    expect(await t.db.$count(members)).toBe(0);
  });
});
