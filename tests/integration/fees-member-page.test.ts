// A member's own page behind the personal link in their mail: found by the link's hash for 60 days,
// nothing of anyone for a changed or old link; /membership mails a new link with the same answer
// for any address; the member's change of phone and emergency contact is audited and mailed to the operator.
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { auditLog, emailOutbox, memberLinks, registerMembers } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { changeStatus } from "#app/lib/console/records.server.ts";
import { receiptMailer } from "#app/lib/fees/fee-mail.server.ts";
import { memberByLink } from "#app/lib/fees/member-page.server.ts";
import { getMember, recordPayment } from "#app/lib/fees/register.server.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { todayIso } from "#app/core/calendar.ts";
import { action as askAction } from "#app/routes/membership.tsx";
import { action as ownAction, loader as ownLoader } from "#app/routes/membership-own.tsx";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { mailOf, testSealEnv } from "#tests/support/outbox-mail.ts";
import { addMember } from "./console-fixtures.ts";

const site = "https://anandam.example";

describe.each(databaseNames)("a member's own page on %s", (name) => {
  let t: TestDatabase;
  let context: ReturnType<typeof routerContextFor>;
  let number: number;
  let token: string;
  /** Work an action left for after its answer (/membership's lookup and mail), run as the server runs it once the answer is sent. */
  let later: Array<() => Promise<void>> = [];
  const runLater = async () => {
    const work = later;
    later = [];
    for (const w of work) await w();
  };
  beforeEach(async () => {
    t = await testDatabase(name);
    const owner = await createOperator(t.db, "owner@example.org", "a long enough passphrase");
    const env = parseEnv({ NODE_ENV: "test", PUBLIC_SITE_URL: site, LOG_LEVEL: "silent", OPERATOR_EMAIL: "office@example.org", UPI_ID: "anandam@okaxis", ...testSealEnv });
    const services = { db: t.db, env, log, dispatcher: { kick() {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
    later = [];
    context = routerContextFor({ services, clientIp: "192.0.2.1", cspNonce: "n", afterResponse: (work) => void later.push(work) });
    const app = await addMember(t.db, { name: "Kamala Devi", email: "Kamala@Example.org", phone: "98450 11111", emergencyContact: "Ravi Devi", emergencyPhone: "98450 22222" });
    await changeStatus(t.db, owner, "member", app.id, { from: "pending", to: "approved" });
    [{ number }] = (await t.db.select({ number: registerMembers.number }).from(registerMembers)) as [{ number: number }];
    await recordPayment(t.db, owner, number, { amount: 2000, method: "cash", reference: "", paidOn: todayIso(), months: 1 }, { inside: receiptMailer({ env }) });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "fee_receipt"));
    token = /\/membership\/([A-Za-z0-9_-]{43})/.exec(mailOf(mail!).text)![1]!;
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });

  const open = (tk: string) => ownLoader({ request: new Request(`${site}/membership/${tk}`), context, params: { token: tk } } as never) as Promise<unknown>;
  const post = (path: string, fields: Record<string, string>) => new Request(`${site}${path}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });

  it("shows the member's page behind their link, and nothing for a changed or expired link", async () => {
    const page = (await open(token)) as { member: { name: string; number: number }; receipts: Array<{ facts: Array<{ label: string; value: string }> }> };
    expect(page.member).toMatchObject({ name: "Kamala Devi", number });
    expect(page.receipts[0]!.facts).toContainEqual({ label: "In words", value: "Two thousand rupees only" });
    // Only the hash is stored.
    expect((await t.db.select().from(memberLinks)).map((l) => l.tokenHash)).not.toContain(token);
    const changed = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await open(changed)).toMatchObject({ data: { member: null }, init: { status: 404 } });
    expect(await memberByLink(t.db, token, new Date(Date.now() + 61 * 24 * 60 * 60 * 1000))).toBeNull();
    expect(await memberByLink(t.db, token, new Date(Date.now() + 59 * 24 * 60 * 60 * 1000))).not.toBeNull();
  });

  it("mails a new link to a member's address, answering the same for any address", async () => {
    const ask = async (email: string) => {
      const answer = (await askAction({ request: post("/membership", { email }), context, params: {} } as never)) as unknown as { data: { sent: string | null }; init: ResponseInit | null };
      await runLater();
      return answer;
    };
    const forMember = await ask("kamala@example.org");
    const forStranger = await ask("stranger@example.org");
    expect(forMember.data.sent).toBe("kamala@example.org");
    expect(forStranger.data.sent).toBe("stranger@example.org");
    expect(forMember.init?.status ?? 200).toBe(forStranger.init?.status ?? 200);
    // A second request within minutes sends nothing more.
    await ask("KAMALA@example.org");
    const links = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "member_link"));
    expect(links.map((m) => m.recipient)).toEqual(["Kamala@Example.org"]);
    const fresh = /\/membership\/([A-Za-z0-9_-]{43})/.exec(mailOf(links[0]!).text)![1]!;
    expect(await open(fresh)).toMatchObject({ member: { number } });
    expect(((await askAction({ request: post("/membership", { email: "not an address" }), context, params: {} } as never)) as unknown as { init: ResponseInit }).init.status).toBe(400);
  });

  it("saves the member's new phone and emergency contact, audited and mailed to the operator", async () => {
    const bad = (await ownAction({ request: post(`/membership/${token}`, { phone: "abc", emergencyContact: "", emergencyPhone: "98450 33333", contactBy: "email" }), context, params: { token } } as never)) as unknown as { data: { errors: Record<string, string> }; init: ResponseInit };
    expect(bad.init.status).toBe(400);
    expect(Object.keys(bad.data.errors)).toEqual(["phone", "emergencyContact"]);
    expect((await getMember(t.db, number))!.phone).toBe("98450 11111");

    const saved = (await ownAction({ request: post(`/membership/${token}`, { phone: "98450 44444", emergencyContact: "Ravi Devi", emergencyPhone: "98450 33333", contactBy: "email" }), context, params: { token } } as never)) as unknown as { data: { saved: boolean } };
    expect(saved.data.saved).toBe(true);
    // Numbers are stored in one form, grouped with the country code (as every form stores them).
    expect(await getMember(t.db, number)).toMatchObject({ phone: "+91 98450 44444", emergencyPhone: "+91 98450 33333", emergencyContact: "Ravi Devi" });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "member_contact_update"));
    expect(audit).toMatchObject({ operatorEmail: `member M-${number} (own page)`, detail: { fields: "phone,emergencyPhone" } });
    const [mail] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, "member_change"), eq(emailOutbox.recipient, "office@example.org")));
    expect(mail!.text).toContain("Phone number: +91 98450 44444 (was 98450 11111)");
    expect(mail!.text).toContain("Emergency contact's phone: +91 98450 33333 (was 98450 22222)");
    // A changed link changes nothing.
    const wrong = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(((await ownAction({ request: post(`/membership/${wrong}`, { phone: "1111111", emergencyContact: "X", emergencyPhone: "2222222", contactBy: "whatsapp" }), context, params: { token: wrong } } as never)) as unknown as { init: ResponseInit }).init.status).toBe(404);
  });

  it("limits how often one address may ask for links, as the public forms are limited", async () => {
    const env = parseEnv({ NODE_ENV: "test", PUBLIC_SITE_URL: site, LOG_LEVEL: "silent", RATE_LIMIT_MAX: "2", ...testSealEnv });
    const services = { db: t.db, env, log, dispatcher: { kick() {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
    const limited = routerContextFor({ services, clientIp: "198.51.100.7", cspNonce: "n" });
    const ask = async () => ((await askAction({ request: post("/membership", { email: "stranger@example.org" }), context: limited, params: {} } as never)) as unknown as { init: ResponseInit | null }).init;
    expect((await ask())?.status ?? 200).toBe(200);
    expect((await ask())?.status ?? 200).toBe(200);
    const third = await ask();
    expect(third?.status).toBe(429);
    expect(new Headers(third?.headers).get("Retry-After")).toMatch(/^\d+$/);
  });
});
