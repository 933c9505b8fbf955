// Operators who cannot be locked out (docs/decisions/019-operator-login.md), on
// PGlite and PostgreSQL: a browser that has logged in is trusted and no failed-login limit a
// stranger can fill holds it back, however the failures are spread; a new browser, after the right
// password, waits for a six-digit code mailed to the operator (five tries, 15 minutes), unless
// OPERATOR_DEVICE_VERIFICATION=false; limits on new browsers stay.
import { beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { confirmLoginCode, logIn, LoginLimiter, type LoginDeps } from "#app/lib/auth/login.server.ts";
import { findSession } from "#app/lib/auth/sessions.server.ts";
import { ACCESS_MAIL_KIND } from "#app/lib/auth/access-mail.server.ts";
import { createDispatcher, SENT_SECRET_TEXT } from "#app/lib/mail/dispatcher.server.ts";
import { openMail } from "#app/lib/mail/sealed.server.ts";
import { auditLog, emailOutbox, operatorDevices, operatorTokens } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import type { Transport } from "#app/lib/mail/transports.server.ts";

const PASSWORD = "a long enough passphrase";
const EMAIL = "operator@example.org";
const env = parseEnv({ NODE_ENV: "test", PUBLIC_SITE_URL: "https://seniors.example.org", LOG_LEVEL: "silent" });

/** The code in the newest login-code mail, as the operator reads it (the row keeps it sealed). */
async function codeFromMail(t: TestDatabase): Promise<string> {
  const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, ACCESS_MAIL_KIND)).orderBy(asc(emailOutbox.id));
  const text = openMail(env, mails.at(-1)!.sealed!).text;
  return /\b(\d{6})\b/.exec(text)![1]!;
}

describe.each(databaseNames)("logging in as an operator on %s", (name) => {
  let t: TestDatabase;
  let deps: LoginDeps;
  beforeEach(async () => {
    t = await testDatabase(name);
    deps = { db: t.db, env, limiter: new LoginLimiter() };
    await createOperator(t.db, EMAIL, PASSWORD);
  });

  /** Logs in on a new browser from `ip`: password, then the mailed code. Returns the browser's device token. */
  async function firstLogin(ip: string): Promise<string> {
    const step = await logIn(deps, { email: EMAIL, password: PASSWORD, ip, device: null });
    if (step.ok || step.reason !== "code") throw new Error(`expected a code step, got ${JSON.stringify(step)}`);
    const done = await confirmLoginCode(t.db, { challenge: step.challenge, code: await codeFromMail(t), device: null });
    if (!done.ok) throw new Error(`code refused: ${done.reason}`);
    return done.device;
  }

  it("keeps a trusted browser in after 100 failures from 20 addresses and 20 more at the operator's own address; a new browser stays paused", async () => {
    const trusted = await firstLogin("198.51.100.1");
    const t0 = Date.now();
    // The distributed attack: 5 wrong passwords from each of 20 addresses (IPv6 makes them free)…
    // (counted as logIn counts a wrong password, without 120 scrypt hashes; the fault test
    // tests/faults/login-lockout.test.ts sends them all to the built server)
    const limiter = deps.limiter!;
    await logIn(deps, { email: EMAIL, password: "the first wrong guess", ip: "2001:db8::", device: null }, new Date(t0));
    for (let i = 1; i < 100; i++) await limiter.fail(t.db, `2001:db8::${Math.floor(i / 5)}`, EMAIL, t0 + i);
    // …and 20 failures on any accounts from the address the operator shares (an office's Wi-Fi).
    for (let i = 0; i < 20; i++) await limiter.fail(t.db, "203.0.113.9", `guess${i}@example.org`, t0 + 200 + i);

    const at = new Date(t0 + 1000);
    // A new browser, even with the right password, is refused: limits on new browsers stay.
    expect(await logIn(deps, { email: EMAIL, password: PASSWORD, ip: "192.0.2.77", device: null }, at)).toMatchObject({ ok: false, reason: "limited" });
    expect(await logIn(deps, { email: EMAIL, password: PASSWORD, ip: "203.0.113.9", device: null }, at)).toMatchObject({ ok: false, reason: "limited" });
    // The operator's own browser goes straight in, from a fresh address and from the shared one, without a code.
    for (const ip of ["192.0.2.77", "203.0.113.9"]) {
      const mailsBefore = await t.db.$count(emailOutbox);
      const result = await logIn(deps, { email: EMAIL, password: PASSWORD, ip, device: trusted }, at);
      expect(result, ip).toMatchObject({ ok: true, device: trusted });
      if (result.ok) expect(await findSession(t.db, result.token)).toMatchObject({ email: EMAIL });
      expect(await t.db.$count(emailOutbox)).toBe(mailsBefore);
    }
  });

  it("counts a trusted browser's own failures apart: ten pause that browser only", async () => {
    const trusted = await firstLogin("198.51.100.1");
    const other = await firstLogin("198.51.100.2");
    const t0 = Date.now();
    for (let i = 0; i < 10; i++) await logIn(deps, { email: EMAIL, password: `wrong ${i}`, ip: "198.51.100.1", device: trusted }, new Date(t0 + i));
    expect(await logIn(deps, { email: EMAIL, password: PASSWORD, ip: "198.51.100.1", device: trusted }, new Date(t0 + 100))).toMatchObject({ reason: "limited" });
    expect(await logIn(deps, { email: EMAIL, password: PASSWORD, ip: "198.51.100.1", device: other }, new Date(t0 + 100))).toMatchObject({ ok: true });
    // The new-browser limits were not touched by the trusted browser's mistakes.
    expect(await logIn(deps, { email: EMAIL, password: PASSWORD, ip: "198.51.100.1", device: null }, new Date(t0 + 100))).toMatchObject({ reason: "code" });
  });

  it("mails a new browser's operator a code; five wrong tries end the wait; the code is kept nowhere once sent", async () => {
    const step = await logIn(deps, { email: EMAIL, password: PASSWORD, ip: "192.0.2.1", device: null });
    if (step.ok || step.reason !== "code") throw new Error("expected the code step");
    // No session yet; the mail is queued to the operator.
    expect(await t.db.$count(operatorDevices)).toBe(0);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, ACCESS_MAIL_KIND));
    expect(mail).toMatchObject({ recipient: EMAIL });
    const code = await codeFromMail(t);
    // The row shows neither the code nor the mail's words: the message is stored sealed.
    expect(openMail(env, mail!.sealed!).subject).toContain(code);
    expect(JSON.stringify(mail)).not.toContain(code);
    // The table holds neither the browser's token nor the code.
    const stored = JSON.stringify(await t.db.select().from(operatorTokens));
    expect(stored).not.toContain(step.challenge);
    expect(stored).not.toContain(code);

    const wrong = code === "000000" ? "111111" : "000000";
    expect(await confirmLoginCode(t.db, { challenge: step.challenge, code: wrong })).toEqual({ ok: false, reason: "wrong", triesLeft: 4 });
    // Spaces, as a person copies it, do not matter.
    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
    const ok = await confirmLoginCode(t.db, { challenge: step.challenge, code: spaced });
    expect(ok).toMatchObject({ ok: true, operator: { email: EMAIL } });
    // Used once.
    expect(await confirmLoginCode(t.db, { challenge: step.challenge, code })).toEqual({ ok: false, reason: "expired" });

    const again = await logIn(deps, { email: EMAIL, password: PASSWORD, ip: "192.0.2.1", device: null });
    if (again.ok || again.reason !== "code") throw new Error("expected the code step");
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await confirmLoginCode(t.db, { challenge: again.challenge, code: wrong }));
    expect(results.map((r) => (r.ok ? "ok" : r.reason === "wrong" ? r.triesLeft : r.reason))).toEqual([4, 3, 2, 1, "expired"]);
    expect(await confirmLoginCode(t.db, { challenge: again.challenge, code: await codeFromMail(t) })).toEqual({ ok: false, reason: "expired" });

    // Once sent, the outbox keeps the subject only.
    const sent: string[] = [];
    const transport: Transport = { name: "memory", send: async (m) => void sent.push(m.text), close: async () => {} };
    const dispatcher = createDispatcher({ db: t.db, env, log, transport });
    await (dispatcher as unknown as { drain(): Promise<unknown> }).drain();
    expect(sent.some((text) => text.includes(code))).toBe(true);
    for (const row of await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, ACCESS_MAIL_KIND))) {
      expect(row.status).toBe("sent");
      expect(row.text).toBe(SENT_SECRET_TEXT);
      expect(row.html).toBe(SENT_SECRET_TEXT);
      expect(row.sealed).toBeNull();
    }
    await dispatcher.stop();
    const audit = (await t.db.select().from(auditLog).orderBy(asc(auditLog.id))).map((a) => a.action);
    expect(audit.filter((a) => a === "login_code_sent")).toHaveLength(2);
    expect(audit.filter((a) => a === "login_code_failed")).toHaveLength(6);
  });

  it("sends at most five codes to an account in 15 minutes", async () => {
    const t0 = Date.now();
    const reasons = [];
    for (let i = 0; i < 6; i++) {
      const r = await logIn(deps, { email: EMAIL, password: PASSWORD, ip: `192.0.2.${i}`, device: null }, new Date(t0 + i));
      reasons.push(r.ok ? "ok" : r.reason);
    }
    expect(reasons).toEqual(["code", "code", "code", "code", "code", "codes"]);
    expect(await t.db.$count(emailOutbox)).toBe(5);
  });

  it("with OPERATOR_DEVICE_VERIFICATION=false a new browser goes in with the password alone, and is trusted from then on", async () => {
    const noCodes = { ...deps, env: parseEnv({ NODE_ENV: "test", OPERATOR_DEVICE_VERIFICATION: "false" }) };
    const first = await logIn(noCodes, { email: EMAIL, password: PASSWORD, ip: "192.0.2.1", device: null });
    expect(first).toMatchObject({ ok: true });
    expect(await t.db.$count(emailOutbox)).toBe(0);
    if (!first.ok) return;
    for (let i = 0; i < 100; i++) await deps.limiter!.fail(t.db, `2001:db8::${Math.floor(i / 5)}`, EMAIL);
    expect(await logIn(noCodes, { email: EMAIL, password: PASSWORD, ip: "192.0.2.9", device: null })).toMatchObject({ reason: "limited" });
    expect(await logIn(noCodes, { email: EMAIL, password: PASSWORD, ip: "192.0.2.9", device: first.device })).toMatchObject({ ok: true });
  });

  it("trusts a browser for one operator only", async () => {
    const trusted = await firstLogin("198.51.100.1");
    await createOperator(t.db, "colleague@example.org", PASSWORD);
    const result = await logIn(deps, { email: "colleague@example.org", password: PASSWORD, ip: "198.51.100.1", device: trusted });
    expect(result).toMatchObject({ ok: false, reason: "code" });
  });
});
