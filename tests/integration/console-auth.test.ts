import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { setHashCostForTests, verifyPassword } from "#app/lib/auth/passwords.server.ts";
import { lowerHashCostAgain } from "#tests/support/cheap-hashes.ts";
import { changeOperatorPassword, createOperator, OperatorExistsError, OperatorNotFoundError } from "#app/lib/auth/operators.server.ts";
import { endSession, findSession, hashToken, SESSION_IDLE_MS, SESSION_MAX_MS } from "#app/lib/auth/sessions.server.ts";
import { logIn, LoginLimiter } from "#app/lib/auth/login.server.ts";
import { auditLog, operatorSessions, operators } from "#app/lib/db/schema.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";

const PASSWORD = "a long enough passphrase";
/** These tests are about passwords, sessions and limits: new browsers log in without a mailed code. */
const noCodes = { OPERATOR_DEVICE_VERIFICATION: false } as const;

describe.each(databaseNames)("operator accounts and sessions on %s", (name) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await testDatabase(name);
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });

  it("creates an operator with a scrypt hash at the production cost, once per address whatever its case", async () => {
    setHashCostForTests(); // the production cost, which the other tests lower (tests/support/cheap-hashes.ts)
    const op = await createOperator(t.db, "Operator@Example.org", PASSWORD).finally(lowerHashCostAgain);
    const [row] = await t.db.select().from(operators).where(eq(operators.id, op.id));
    expect(row!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, row!.passwordHash)).toBe(true);
    await expect(createOperator(t.db, "operator@example.ORG", PASSWORD)).rejects.toBeInstanceOf(OperatorExistsError);
    await expect(createOperator(t.db, "short@example.org", "too short")).rejects.toThrow(/at least 12/);
  });

  it("logs in, keeps the session by its token's hash only, and logs out", async () => {
    await createOperator(t.db, "operator@example.org", PASSWORD);
    const limiter = new LoginLimiter();
    const result = await logIn({ db: t.db, env: noCodes, limiter }, { email: " OPERATOR@example.org ", password: PASSWORD, ip: "192.0.2.1" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const sessions = await t.db.select().from(operatorSessions);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.id).toBe(hashToken(result.token));
    expect(sessions[0]!.id).not.toContain(result.token);

    const found = await findSession(t.db, result.token);
    expect(found).toMatchObject({ id: result.operator.id, email: "operator@example.org" });
    expect(await findSession(t.db, `${result.token}x`)).toBeNull();

    const audit = await t.db.select().from(auditLog);
    // Creating the account is audited too (as the command line); the login is the one entry after it.
    expect(audit.map((a) => a.action)).toEqual(["operator_add", "login"]);

    await endSession(t.db, result.token);
    expect(await findSession(t.db, result.token)).toBeNull();
  });

  it("refuses a wrong password and an unknown address with the same answer", async () => {
    await createOperator(t.db, "operator@example.org", PASSWORD);
    const limiter = new LoginLimiter();
    const wrong = await logIn({ db: t.db, env: noCodes, limiter }, { email: "operator@example.org", password: "not the password", ip: "192.0.2.1" });
    const unknown = await logIn({ db: t.db, env: noCodes, limiter }, { email: "nobody@example.org", password: PASSWORD, ip: "192.0.2.1" });
    expect(wrong).toEqual({ ok: false, reason: "invalid" });
    expect(unknown).toEqual({ ok: false, reason: "invalid" });
    expect(await t.db.select().from(operatorSessions)).toHaveLength(0);
  });

  it("pauses logins after repeated failures, even with the right password", async () => {
    await createOperator(t.db, "operator@example.org", PASSWORD);
    const limiter = new LoginLimiter({ max: 20, windowMs: 60_000 }, { max: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) await logIn({ db: t.db, env: noCodes, limiter }, { email: "operator@example.org", password: "wrong guess number", ip: `192.0.2.${i}` });
    const blocked = await logIn({ db: t.db, env: noCodes, limiter }, { email: "operator@example.org", password: PASSWORD, ip: "198.51.100.7" });
    expect(blocked.ok).toBe(false);
    expect(blocked).toMatchObject({ reason: "limited" });
  });

  it("ten wrong passwords from one address do not keep the operator out from another; all of it is audited", async () => {
    await createOperator(t.db, "operator@example.org", PASSWORD);
    const limiter = new LoginLimiter();
    const warnings: unknown[] = [];
    const log = { warn: (details: unknown) => void warnings.push(details) };
    for (let i = 0; i < 10; i++) {
      await logIn({ db: t.db, env: noCodes, limiter, log }, { email: "operator@example.org", password: `guess number ${i}`, ip: "203.0.113.66" });
    }
    // The guesser's address is paused, even with the right password…
    expect(await logIn({ db: t.db, env: noCodes, limiter }, { email: "operator@example.org", password: PASSWORD, ip: "203.0.113.66" })).toMatchObject({ ok: false, reason: "limited" });
    // …the operator at their own device is not.
    expect((await logIn({ db: t.db, env: noCodes, limiter }, { email: "operator@example.org", password: PASSWORD, ip: "198.51.100.20" })).ok).toBe(true);

    const audit = await t.db.select().from(auditLog);
    const actions = audit.map((a) => a.action);
    expect(actions.filter((a) => a === "login_failed")).toHaveLength(5); // the last five were refused before the password check
    expect(actions.filter((a) => a === "login_paused")).toHaveLength(1);
    expect(actions.at(-1)).toBe("login");
    expect(audit.every((a) => !JSON.stringify(a).includes("guess number"))).toBe(true);
    expect(warnings).toHaveLength(5);

    await logIn({ db: t.db, env: noCodes, limiter, log }, { email: "nobody@example.org", password: "whatever it is", ip: "203.0.113.67" });
    const [unknown] = (await t.db.select().from(auditLog)).filter((a) => a.operatorId === null && a.action !== "operator_add");
    expect(unknown).toMatchObject({ action: "login_failed", operatorEmail: "(no such account)" });
  });

  it("ends a session after the idle time, slides it while in use, and ends it at the absolute limit", async () => {
    const op = await createOperator(t.db, "operator@example.org", PASSWORD);
    const start = new Date("2026-05-01T08:00:00Z");
    const result = await logIn({ db: t.db, env: noCodes, limiter: new LoginLimiter() }, { email: "operator@example.org", password: PASSWORD, ip: "192.0.2.1" }, start);
    if (!result.ok) throw new Error("login failed");
    const at = (ms: number) => new Date(start.getTime() + ms);

    // Idle for longer than the idle limit: gone.
    expect(await findSession(t.db, result.token, at(SESSION_IDLE_MS + 1000))).toBeNull();

    // Used every 90 minutes: still alive after 6 hours…
    const again = await logIn({ db: t.db, env: noCodes, limiter: new LoginLimiter() }, { email: "operator@example.org", password: PASSWORD, ip: "192.0.2.1" }, start);
    if (!again.ok) throw new Error("login failed");
    for (let ms = 90 * 60 * 1000; ms <= 6 * 60 * 60 * 1000; ms += 90 * 60 * 1000) {
      expect(await findSession(t.db, again.token, at(ms))).toMatchObject({ id: op.id });
    }
    // …but never past the absolute limit, however busy.
    for (let ms = 7.5 * 60 * 60 * 1000; ms < SESSION_MAX_MS; ms += 90 * 60 * 1000) {
      expect(await findSession(t.db, again.token, at(ms))).not.toBeNull();
    }
    expect(await findSession(t.db, again.token, at(SESSION_MAX_MS + 1000))).toBeNull();
  });

  it("ends every session of an operator whose password changes", async () => {
    await createOperator(t.db, "operator@example.org", PASSWORD);
    const a = await logIn({ db: t.db, env: noCodes, limiter: new LoginLimiter() }, { email: "operator@example.org", password: PASSWORD, ip: "192.0.2.1" });
    const b = await logIn({ db: t.db, env: noCodes, limiter: new LoginLimiter() }, { email: "operator@example.org", password: PASSWORD, ip: "192.0.2.2" });
    if (!a.ok || !b.ok) throw new Error("login failed");
    expect(await changeOperatorPassword(t.db, "Operator@Example.org", "a brand new passphrase")).toEqual({ endedSessions: 2 });
    expect(await findSession(t.db, a.token)).toBeNull();
    expect(await findSession(t.db, b.token)).toBeNull();
    expect((await logIn({ db: t.db, env: noCodes, limiter: new LoginLimiter() }, { email: "operator@example.org", password: PASSWORD, ip: "192.0.2.1" })).ok).toBe(false);
    expect((await logIn({ db: t.db, env: noCodes, limiter: new LoginLimiter() }, { email: "operator@example.org", password: "a brand new passphrase", ip: "192.0.2.1" })).ok).toBe(true);
    await expect(changeOperatorPassword(t.db, "nobody@example.org", "a brand new passphrase")).rejects.toBeInstanceOf(OperatorNotFoundError);
  });
});
