// Owns the login (docs/decisions/019-operator-login.md): its limits on failures (per account and
// per client address for a new browser, per browser for a trusted one), logIn, which checks them and
// the password, then opens a session or, on a browser that has not logged in before, mails a code;
// and confirmLoginCode, which opens the session once that code is typed.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#app/lib/db/client.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import { writeAudit } from "#app/lib/console/audit.server.ts";
import { countersOf, type RateLimitCounters, type Window } from "#app/lib/rate-limit.server.ts";
import { authenticate, byEmail, normaliseEmail } from "#app/lib/auth/operators.server.ts";
import { createSession, hashToken } from "#app/lib/auth/sessions.server.ts";
import { isTrustedDevice, trustDevice } from "#app/lib/auth/devices.server.ts";
import { checkLoginCode, issueToken, newLoginCode, newToken } from "#app/lib/auth/tokens.server.ts";
import { loginCodeMail, queueAccessMail } from "#app/lib/auth/access-mail.server.ts";
import type { SealEnv } from "#app/lib/mail/sealed.server.ts";
import { operators } from "#app/lib/db/schema.ts";
import type { Logger } from "#app/lib/log.server.ts";

/**
 * Counts failed logins from browsers that have not logged in before (new browsers) in three
 * sliding windows, so that guessing is bounded:
 * - per client address and account (5 in 15 minutes): guessing one account from one place stops;
 *   the operator at their own device, at another address, is not affected;
 * - per client address (20 in 15 minutes), across accounts;
 * - per account over every address (100 in 15 minutes): a ceiling only a spread-out attack reaches.
 * A correct password is refused too while a limit holds, or guessing could simply continue. The
 * account counts are kept for any address typed, known or not, so they tell nothing about which
 * accounts exist; the table keeps the address's SHA-256, never what was typed. The counts are in
 * the database (rate_limits), shared by every server and kept across restarts.
 * A trusted browser (one that has logged in: its device cookie) is never held back by these: a
 * stranger can fill them from anywhere, not from the operator's own browser. Its own failures are
 * counted per browser instead (10 in 15 minutes), so a stolen device cookie does not guess freely;
 * and a new browser's login, even with the right password, waits for a code mailed to the operator,
 * of which at most 5 are sent per account in 15 minutes.
 * Decision 019 says why these; decision 011 why in the database.
 */
export class LoginLimiter {
  constructor(
    readonly perIp: Window = { max: 20, windowMs: 15 * 60 * 1000 },
    readonly perAccount: Window = { max: 100, windowMs: 15 * 60 * 1000 },
    readonly perAccountAndIp: Window = { max: 5, windowMs: 15 * 60 * 1000 },
    readonly perDevice: Window = { max: 10, windowMs: 15 * 60 * 1000 },
    readonly codesPerAccount: Window = { max: 5, windowMs: 15 * 60 * 1000 },
  ) {}

  private countersOf(db: Database): RateLimitCounters {
    return countersOf(db);
  }

  private account(email: string): string {
    return crypto.createHash("sha256").update(normaliseEmail(email)).digest("base64url");
  }

  private deviceKey(device: string) {
    return { scope: "browser", key: `login-device:${crypto.createHash("sha256").update(device).digest("base64url")}`, window: this.perDevice } as const;
  }

  private keys(ip: string, email: string) {
    const account = this.account(email);
    return [
      { scope: "address", key: `login-ip:${ip}`, window: this.perIp },
      { scope: "account", key: `login-account:${account}`, window: this.perAccount },
      { scope: "account-at-address", key: `login-account-ip:${account}|${ip}`, window: this.perAccountAndIp },
    ] as const;
  }

  /** 0 when a login may be tried now; otherwise the milliseconds until it may. */
  retryAfterMs(db: Database, ip: string, email: string, now = Date.now()): Promise<number> {
    return this.countersOf(db).waitMs(this.keys(ip, email), now);
  }

  /** Counts a failure; returns the scopes this failure has just paused (for the audit log). */
  async fail(db: Database, ip: string, email: string, now = Date.now()): Promise<string[]> {
    const paused: string[] = [];
    for (const k of this.keys(ip, email)) {
      const hit = await this.countersOf(db).hit(k.key, k.window, now);
      if (hit.counted && hit.hits >= k.window.max) paused.push(k.scope);
    }
    return paused;
  }

  /** A trusted browser's own wait: 0 unless it has failed too often itself. */
  deviceRetryAfterMs(db: Database, device: string, now = Date.now()): Promise<number> {
    return this.countersOf(db).waitMs([this.deviceKey(device)], now);
  }

  /** Counts a trusted browser's failure; returns the scopes it has just paused. */
  async failDevice(db: Database, device: string, now = Date.now()): Promise<string[]> {
    const k = this.deviceKey(device);
    const hit = await this.countersOf(db).hit(k.key, k.window, now);
    return hit.counted && hit.hits >= k.window.max ? [k.scope] : [];
  }

  /** Counts a code mailed for this account; the milliseconds to wait when too many were sent (none is sent then). */
  async codeSent(db: Database, email: string, now = Date.now()): Promise<number> {
    const hit = await this.countersOf(db).hit(`login-code:${this.account(email)}`, this.codesPerAccount, now);
    return hit.counted ? 0 : Math.max(1, hit.waitMs);
  }

  /** A correct login clears the account's counts (not the address's: it may be shared by an attacker). */
  async succeed(db: Database, email: string, ip?: string): Promise<void> {
    const [, account, accountAtIp] = this.keys(ip ?? "", email);
    await this.countersOf(db).forget(ip === undefined ? [account.key] : [account.key, accountAtIp.key]);
  }
}

const loginLimiter = new LoginLimiter();

/** What a login needs besides the database: whether new browsers confirm by mail, and where links point. */
export type LoginDeps = {
  db: Database;
  /** With codes on, the key that seals the code's mail (SESSION_SECRET, or the file in DATA_DIR). */
  env: { OPERATOR_DEVICE_VERIFICATION: false } | (Pick<Env, "OPERATOR_DEVICE_VERIFICATION"> & SealEnv);
  dispatcher?: { kick(): void };
  log?: Pick<Logger, "warn">;
  limiter?: LoginLimiter;
};

export type LoginInput = {
  email: string;
  password: string;
  ip: string;
  /** The browser's device cookie token, or null for a browser without one. */
  device?: string | null;
};

type Operator = { id: number; email: string };

export type LoginResult =
  /** Logged in: `device` is the browser's device token to keep (a new one when it had none). */
  | { ok: true; operator: Operator; token: string; device: string }
  /** The right password on a new browser: a code was mailed; `challenge` goes into the browser's login cookie. */
  | { ok: false; reason: "code"; operator: Operator; challenge: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; retryAfterMs: number }
  /** The right password on a new browser, but too many codes were sent to this account lately. */
  | { ok: false; reason: "codes"; retryAfterMs: number };

/** Stands in the audit log for an address that is no operator's (what was typed is not kept). */
const UNKNOWN_ACCOUNT = "(no such account)";

/**
 * Opens a session for an operator who has proved who they are (password on a trusted browser, the
 * code, a reset link, the setup link) and (re)trusts the browser; audited as a login.
 */
export async function admit(db: Database, operator: Operator, device: string | null | undefined, detail: Record<string, string>, now: Date) {
  const kept = device ?? newToken();
  const { token } = await createSession(db, operator.id, now);
  await trustDevice(db, kept, operator.id, now);
  await writeAudit(db, operator, { action: "login", detail }, now);
  return { ok: true as const, operator, token, device: kept };
}

/**
 * Checks the limits, the password, and then: on a trusted browser (or with verification off),
 * opens a session; on a new browser, mails the operator a code and returns the challenge the
 * browser keeps until the code is typed (confirmLoginCode). Failed logins and the pauses they
 * cause are audited (never the password typed, nor an address that is no account) and logged with
 * the client address for whoever runs the server.
 */
export async function logIn(deps: LoginDeps, input: LoginInput, now = new Date()): Promise<LoginResult> {
  const { db, log } = deps;
  const limiter = deps.limiter ?? loginLimiter;
  const [known] = await db.select({ id: operators.id, email: operators.email }).from(operators).where(byEmail(input.email)).limit(1);
  const trusted = known ? await isTrustedDevice(db, input.device ?? null, known.id, now) : false;
  const t = now.getTime();

  const wait = trusted ? await limiter.deviceRetryAfterMs(db, input.device!, t) : await limiter.retryAfterMs(db, input.ip, input.email, t);
  if (wait > 0) return { ok: false, reason: "limited", retryAfterMs: wait };

  const operator = await authenticate(db, input.email, input.password);
  if (!operator) {
    const paused = trusted ? await limiter.failDevice(db, input.device!, t) : await limiter.fail(db, input.ip, input.email, t);
    const actor = known ?? { id: null, email: UNKNOWN_ACCOUNT };
    const browser = trusted ? "trusted" : "new";
    await writeAudit(db, actor, { action: "login_failed", detail: { browser } }, now);
    for (const scope of paused) await writeAudit(db, actor, { action: "login_paused", detail: { scope } }, now);
    log?.warn({ ip: input.ip, account: actor.email, browser, paused }, paused.length ? "login failed; logins paused" : "login failed");
    return { ok: false, reason: "invalid" };
  }
  if (trusted) return admit(db, operator, input.device, { browser: "trusted" }, now);

  await limiter.succeed(db, input.email, input.ip);
  const env = deps.env;
  if (!env.OPERATOR_DEVICE_VERIFICATION) return admit(db, operator, input.device, { browser: "new" }, now);

  const codesWait = await limiter.codeSent(db, input.email, t);
  if (codesWait > 0) {
    await writeAudit(db, operator, { action: "login_code_paused" }, now);
    return { ok: false, reason: "codes", retryAfterMs: codesWait };
  }
  const code = newLoginCode();
  const challenge = await db.transaction(async (tx) => {
    const token = await issueToken(tx, "login_code", operator.id, now, code);
    await queueAccessMail(tx, env, operator, `login-code:${hashToken(token).slice(0, 16)}`, loginCodeMail(operator.email, code));
    await writeAudit(tx, operator, { action: "login_code_sent" }, now);
    return token;
  });
  deps.dispatcher?.kick();
  return { ok: false, reason: "code", operator, challenge };
}

export type CodeResult =
  | { ok: true; operator: Operator; token: string; device: string }
  | { ok: false; reason: "wrong"; triesLeft: number }
  | { ok: false; reason: "expired" };

/** The code typed on the new browser holding `challenge`: the right one logs in and trusts the browser. */
export async function confirmLoginCode(db: Database, input: { challenge: string; code: string; device?: string | null }, now = new Date()): Promise<CodeResult> {
  const check = await checkLoginCode(db, input.challenge, input.code, now);
  if (check.result === "expired") return { ok: false, reason: "expired" };
  const [operator] = await db.select({ id: operators.id, email: operators.email }).from(operators).where(eq(operators.id, check.operatorId)).limit(1);
  if (!operator) return { ok: false, reason: "expired" };
  if (check.result === "wrong") {
    await writeAudit(db, operator, { action: "login_code_failed", detail: { triesLeft: check.triesLeft } }, now);
    return check.triesLeft > 0 ? { ok: false, reason: "wrong", triesLeft: check.triesLeft } : { ok: false, reason: "expired" };
  }
  return admit(db, operator, input.device, { browser: "new" }, now);
}
