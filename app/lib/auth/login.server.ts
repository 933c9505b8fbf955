// Owns the login: its rate limit (failures per account and per client address) and logIn, which checks it, the password, and opens a session.
import crypto from "node:crypto";
import type { Database } from "#app/lib/db/client.server.ts";
import { writeAudit } from "#app/lib/console/audit.server.ts";
import { RateLimitCounters, type Window } from "#app/lib/rate-limit.server.ts";
import { authenticate, byEmail, normaliseEmail } from "#app/lib/auth/operators.server.ts";
import { createSession } from "#app/lib/auth/sessions.server.ts";
import { operators } from "#app/lib/db/schema.ts";
import type { Logger } from "#app/lib/log.server.ts";

/**
 * Counts failed logins in three sliding windows, so that guessing is bounded without letting a
 * stranger lock the real operator out:
 * - per client address and account (5 in 15 minutes): guessing one account from one place stops;
 *   the operator at their own device, at another address, is not affected;
 * - per client address (20 in 15 minutes), across accounts;
 * - per account over every address (100 in 15 minutes): a ceiling only a spread-out attack reaches.
 * A correct password is refused too while a limit holds, or guessing could simply continue. The
 * account counts are kept for any address typed, known or not, so they tell nothing about which
 * accounts exist; the table keeps the address's SHA-256, never what was typed. The counts are in
 * the database (rate_limits), shared by every server and kept across restarts.
 * Decision 009 says why these and not a hard per-account lock; decision 011 why in the database.
 */
export class LoginLimiter {
  private readonly counters = new WeakMap<Database, RateLimitCounters>();
  constructor(
    readonly perIp: Window = { max: 20, windowMs: 15 * 60 * 1000 },
    readonly perAccount: Window = { max: 100, windowMs: 15 * 60 * 1000 },
    readonly perAccountAndIp: Window = { max: 5, windowMs: 15 * 60 * 1000 },
  ) {}

  private countersOf(db: Database): RateLimitCounters {
    let counters = this.counters.get(db);
    if (!counters) this.counters.set(db, (counters = new RateLimitCounters(db)));
    return counters;
  }

  private keys(ip: string, email: string) {
    const account = crypto.createHash("sha256").update(normaliseEmail(email)).digest("base64url");
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

  /** A correct login clears the account's counts (not the address's: it may be shared by an attacker). */
  async succeed(db: Database, email: string, ip?: string): Promise<void> {
    const [, account, accountAtIp] = this.keys(ip ?? "", email);
    await this.countersOf(db).forget(ip === undefined ? [account.key] : [account.key, accountAtIp.key]);
  }
}

const loginLimiter = new LoginLimiter();

type LoginResult =
  | { ok: true; operator: { id: number; email: string }; token: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; retryAfterMs: number };

/** Stands in the audit log for an address that is no operator's (what was typed is not kept). */
const UNKNOWN_ACCOUNT = "(no such account)";

/**
 * Checks the limit, the password, and opens a session with an audit entry. Failed logins and the
 * pauses they cause are audited too (never the password typed, nor an address that is no account)
 * and logged with the client address for whoever runs the server.
 */
export async function logIn(
  db: Database,
  input: { email: string; password: string; ip: string },
  limiter: LoginLimiter = loginLimiter,
  now = new Date(),
  log?: Pick<Logger, "warn">,
): Promise<LoginResult> {
  const wait = await limiter.retryAfterMs(db, input.ip, input.email, now.getTime());
  if (wait > 0) return { ok: false, reason: "limited", retryAfterMs: wait };
  const operator = await authenticate(db, input.email, input.password);
  if (!operator) {
    const paused = await limiter.fail(db, input.ip, input.email, now.getTime());
    const [known] = await db.select({ id: operators.id, email: operators.email }).from(operators).where(byEmail(input.email)).limit(1);
    const actor = known ?? { id: null, email: UNKNOWN_ACCOUNT };
    await writeAudit(db, actor, { action: "login_failed" }, now);
    for (const scope of paused) await writeAudit(db, actor, { action: "login_paused", detail: { scope } }, now);
    log?.warn({ ip: input.ip, account: actor.email, paused }, paused.length ? "login failed; logins paused" : "login failed");
    return { ok: false, reason: "invalid" };
  }
  await limiter.succeed(db, input.email, input.ip);
  const { token } = await createSession(db, operator.id, now);
  await writeAudit(db, operator, { action: "login" }, now);
  return { ok: true, operator, token };
}
