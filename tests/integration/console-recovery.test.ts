// The ways into the console besides the login, on PGlite and PostgreSQL:
// /admin/forgot answers alike for any address and mails an operator a link to /admin/reset?token=…
// that works once, for 30 minutes, and ends that operator's other sessions; opening the link
// changes nothing; one's own password needs the current one; the first account comes from a
// one-time /admin/setup?token=… link that stops working once anybody has an account, even when
// two people use two links at the same moment.
import { beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { auditLog, emailOutbox, operatorDevices, operators, rateLimits } from "#app/lib/db/schema.ts";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { createSession, findSession } from "#app/lib/auth/sessions.server.ts";
import { trustDevice, isTrustedDevice } from "#app/lib/auth/devices.server.ts";
import { changeOwnPassword, createFirstOwner, issueSetupToken, requestPasswordReset, resetPassword, setupLinkWorks } from "#app/lib/auth/recovery.server.ts";
import { authenticate, insertOperator } from "#app/lib/auth/operators.server.ts";
import { ACCESS_MAIL_KIND } from "#app/lib/auth/access-mail.server.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { openMail } from "#app/lib/mail/sealed.server.ts";
import { log } from "#app/lib/log.server.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import { action as forgotAction } from "#app/routes/admin/forgot.tsx";
import { loader as resetLoader, action as resetAction } from "#app/routes/admin/reset.tsx";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";

const SITE = "https://seniors.example.org";
const PASSWORD = "a long enough passphrase";
const env = parseEnv({ NODE_ENV: "test", PUBLIC_SITE_URL: SITE, LOG_LEVEL: "silent" });

/** The reset link in the newest mail to the operator (the row keeps it sealed). */
async function linkFromMail(t: TestDatabase): Promise<string> {
  const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, ACCESS_MAIL_KIND)).orderBy(asc(emailOutbox.id));
  return /https:\/\/\S+\/admin\/reset\?token=\S+/.exec(openMail(env, mail!.sealed!).text)![0];
}

describe.each(databaseNames)("recovering and creating operator accounts on %s", (name) => {
  let t: TestDatabase;
  let services: Services;
  /** Work an action left for after its answer, as the server runs it once the answer is sent. */
  let later: Array<() => Promise<void>> = [];
  const afterResponse = (work: () => Promise<void>) => void later.push(work);
  const runLater = async () => {
    const work = later;
    later = [];
    for (const w of work) await w();
  };
  const context = (ip = "192.0.2.1") => routerContextFor({ services, clientIp: ip, cspNonce: "n", afterResponse });
  const post = (path: string, fields: Record<string, string>) =>
    new Request(`${SITE}${path}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE }, body: new URLSearchParams(fields) });

  beforeEach(async () => {
    t = await testDatabase(name);
    services = { db: t.db, env, log, dispatcher: { kick() {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
  });

  it("answers /admin/forgot alike for an operator's address and any other, and mails only the operator", async () => {
    await createOperator(t.db, "operator@example.org", PASSWORD);
    const answer = async (email: string) => {
      const result = (await forgotAction({ request: post("/admin/forgot", { email }), context: context(), params: {} } as never)) as unknown as { data: { sent: string }; init: ResponseInit | null };
      return { status: result.init?.status ?? 200, body: JSON.stringify(result.data).replace(email, "ADDRESS") };
    };
    const known = await answer("Operator@Example.org");
    const unknown = await answer("nobody@example.org");
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    await runLater();
    const mails = await t.db.select().from(emailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: "operator@example.org", kind: ACCESS_MAIL_KIND });
    expect(mails[0]!.text).not.toContain("token=");
    expect(openMail(env, mails[0]!.sealed!).text).toContain(`${SITE}/admin/reset?token=`);
  });

  it("answers /admin/forgot before doing anything that depends on the address: nothing is read, counted or written until the answer is sent", async () => {
    await createOperator(t.db, "operator@example.org", PASSWORD);
    const before = { limits: await t.db.$count(rateLimits), mails: await t.db.$count(emailOutbox), audit: await t.db.$count(auditLog) };
    const result = (await forgotAction({ request: post("/admin/forgot", { email: "operator@example.org" }), context: context("192.0.2.50"), params: {} } as never)) as unknown as { data: { sent: string } };
    expect(result.data.sent).toBe("operator@example.org");
    expect(later).toHaveLength(1);
    expect({ limits: await t.db.$count(rateLimits), mails: await t.db.$count(emailOutbox), audit: await t.db.$count(auditLog) }).toEqual(before);
    // Sent, the work is done: the link is mailed and the request counted.
    await runLater();
    expect(await t.db.$count(emailOutbox)).toBe(before.mails + 1);
    expect(await t.db.$count(rateLimits)).toBeGreaterThan(before.limits);
  });

  it("answers /admin/forgot in the same time for an operator's address and an unknown one (interleaved samples)", async () => {
    // Twenty operators, so that every sample of theirs would mail a link (three per account in 15 minutes).
    const passwordHash = (await t.db.select({ h: operators.passwordHash }).from(operators).where(eq(operators.id, (await createOperator(t.db, "op0@example.org", PASSWORD)).id)))[0]!.h;
    await t.db.transaction(async (tx) => {
      for (let i = 1; i < 20; i++) await insertOperator(tx, `op${i}@example.org`, passwordHash, "editor");
    });
    const timeOf = async (email: string, ip: string) => {
      const start = process.hrtime.bigint();
      await forgotAction({ request: post("/admin/forgot", { email }), context: context(ip), params: {} } as never);
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      // The work left for after the answer is done between samples, outside the measured time.
      await runLater();
      return ms;
    };
    // Warm up both paths, then 40 pairs in ABBA order so a drift of the machine's speed falls on both alike.
    for (let i = 0; i < 4; i++) await timeOf(i % 2 ? `op${i}@example.org` : `warm${i}@example.org`, `198.51.100.${i}`);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 40; i++) {
      const ip = (k: number) => `203.0.${i}.${k}`;
      const op = `op${i % 20}@example.org`;
      const nobody = `nobody${i}@example.org`;
      if (i % 2 === 0) {
        known.push(await timeOf(op, ip(1)));
        unknown.push(await timeOf(nobody, ip(2)));
      } else {
        unknown.push(await timeOf(nobody, ip(2)));
        known.push(await timeOf(op, ip(1)));
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const [k, u] = [median(known), median(unknown)];
    // Work done before the answer (a counter, a lookup, a link, its mail, the audit) made an operator's
    // median several times an unknown one's; the same work leaves two medians apart by noise only.
    expect(Math.abs(k - u), `medians: operator ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms`).toBeLessThanOrEqual(Math.max(0.5, 0.35 * Math.min(k, u)));
    // Every operator sample did mail a link (after its answer).
    expect(await t.db.$count(emailOutbox)).toBeGreaterThanOrEqual(40);
  });

  it("limits reset links: three per account and ten requests per client address in 15 minutes", async () => {
    await createOperator(t.db, "operator@example.org", PASSWORD);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await requestPasswordReset(services, { email: "operator@example.org", ip: `192.0.2.${i}` }));
    expect(results).toEqual(["sent", "sent", "sent", "limited"]);
    const fromOne = [];
    for (let i = 0; i < 11; i++) fromOne.push(await requestPasswordReset(services, { email: `x${i}@example.org`, ip: "198.51.100.3" }));
    expect(fromOne.slice(0, 10).every((r) => r === "unknown")).toBe(true);
    expect(fromOne[10]).toBe("limited");
  });

  it("a reset link works once, for 30 minutes: it sets the password, ends every other session and trusted browser, and opening it changes nothing", async () => {
    const op = await createOperator(t.db, "operator@example.org", PASSWORD);
    const elsewhere = await createSession(t.db, op.id);
    await trustDevice(t.db, "another-browser", op.id);
    await trustDevice(t.db, "this-browser", op.id);
    const requested = new Date();
    expect(await requestPasswordReset(services, { email: "operator@example.org", ip: "192.0.2.1" }, requested)).toBe("sent");
    const link = new URL(await linkFromMail(t));
    const token = link.searchParams.get("token")!;

    // Opening the page (twice: a mail scanner, then the operator) says whose password it sets.
    for (let i = 0; i < 2; i++) {
      const page = (await resetLoader({ request: new Request(link), context: context(), params: {} } as never)) as { email: string };
      expect(page.email).toBe("operator@example.org");
    }
    // 31 minutes later the link no longer works.
    expect(await resetPassword(t.db, { token, password: "a new long passphrase" }, new Date(requested.getTime() + 31 * 60_000))).toBeUndefined();

    const reset = await resetPassword(t.db, { token, password: "a new long passphrase", device: "this-browser" }, new Date(requested.getTime() + 5 * 60_000));
    expect(reset).toMatchObject({ operator: { email: "operator@example.org" }, endedSessions: 1 });
    expect(await findSession(t.db, elsewhere.token)).toBeNull();
    expect(await isTrustedDevice(t.db, "another-browser", op.id)).toBe(false);
    expect(await isTrustedDevice(t.db, "this-browser", op.id)).toBe(true);
    expect(await authenticate(t.db, "operator@example.org", "a new long passphrase")).toMatchObject({ id: op.id });
    // Once only.
    expect(await resetPassword(t.db, { token, password: "yet another passphrase" })).toBeUndefined();
    const page = (await resetLoader({ request: new Request(link), context: context(), params: {} } as never)) as { data: { email: string | null }; init: ResponseInit };
    expect(page.data.email).toBeNull();
    expect(page.init.status).toBe(404);
    const actions = (await t.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["password_reset_requested", "password_reset"]));
  });

  it("the reset page's post logs the operator in on this browser and says how many others were logged out", async () => {
    const op = await createOperator(t.db, "operator@example.org", PASSWORD);
    await createSession(t.db, op.id);
    await requestPasswordReset(services, { email: "operator@example.org", ip: "192.0.2.1" });
    const token = new URL(await linkFromMail(t)).searchParams.get("token")!;
    const mismatch = (await resetAction({ request: post("/admin/reset", { token, password: "a new long passphrase", again: "another thing" }), context: context(), params: {} } as never)) as unknown as { init: ResponseInit };
    expect(mismatch.init.status).toBe(422);
    let thrown: unknown;
    try {
      await resetAction({ request: post("/admin/reset", { token, password: "a new long passphrase", again: "a new long passphrase" }), context: context(), params: {} } as never);
    } catch (error) {
      thrown = error;
    }
    const redirect = thrown as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/admin?done=reset&ended=1");
    expect(redirect.headers.get("Set-Cookie")).toMatch(/console_session=.+console_device=/s);
    expect(await t.db.$count(operatorDevices)).toBe(1);
  });

  it("changing one's own password needs the current one; other browsers are logged out, this one stays", async () => {
    const op = await createOperator(t.db, "operator@example.org", PASSWORD);
    const here = await createSession(t.db, op.id);
    const there = await createSession(t.db, op.id);
    const me = (await findSession(t.db, here.token))!;
    expect(await changeOwnPassword(t.db, me, { current: "not my password", password: "a new long passphrase" })).toEqual({ result: "wrong" });
    expect(await authenticate(t.db, "operator@example.org", PASSWORD)).not.toBeNull();
    expect(await changeOwnPassword(t.db, me, { current: PASSWORD, password: "a new long passphrase" })).toEqual({ result: "changed", endedSessions: 1 });
    expect(await findSession(t.db, here.token)).not.toBeNull();
    expect(await findSession(t.db, there.token)).toBeNull();
    // Five wrong current passwords pause the form (a session left open is not a way to guess it).
    for (let i = 0; i < 5; i++) await changeOwnPassword(t.db, me, { current: `wrong ${i}`, password: "whatever long passphrase" });
    expect(await changeOwnPassword(t.db, me, { current: "a new long passphrase", password: "whatever long passphrase" })).toMatchObject({ result: "limited" });
  });

  it("makes a one-time setup link only while nobody has an account; it creates the first owner once", async () => {
    const token = (await issueSetupToken(t.db))!;
    expect(token).toBeTruthy();
    expect(await setupLinkWorks(t.db, token)).toBe(true);
    expect(await setupLinkWorks(t.db, `${token}x`)).toBe(false);
    const owner = await createFirstOwner(t.db, token, "first@example.org", PASSWORD);
    expect(owner).toMatchObject({ email: "first@example.org" });
    expect(await t.db.select({ role: operators.role }).from(operators)).toEqual([{ role: "owner" }]);
    // The link has done its work; no new one is made while an account exists.
    expect(await setupLinkWorks(t.db, token)).toBe(false);
    expect(await createFirstOwner(t.db, token, "second@example.org", PASSWORD)).toBeUndefined();
    expect(await issueSetupToken(t.db)).toBeUndefined();
    expect((await t.db.select().from(auditLog)).map((a) => [a.action, a.operatorEmail])).toEqual([["operator_setup", "first@example.org"]]);
  });

  it("two setup links used at the same moment make one first owner", async () => {
    const [a, b] = [(await issueSetupToken(t.db))!, (await issueSetupToken(t.db))!];
    const results = await Promise.all([createFirstOwner(t.db, a, "one@example.org", PASSWORD), createFirstOwner(t.db, b, "two@example.org", PASSWORD)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await t.db.$count(operators)).toBe(1);
  });
});
