// Owns the ways into the console besides the login (docs/decisions/019-operator-login.md):
// the first account through a one-time setup link printed while nobody has one, a forgotten
// password through a link mailed to the operator (30 minutes, once; the same answer for any
// address), and an operator's change of their own password (the current one first). Each ends with
// the operator logged in on this browser, which is then trusted, and the old password's sessions
// and trusted browsers ended.
import crypto from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import type { Database } from "#app/lib/db/client.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Logger } from "#app/lib/log.server.ts";
import { operators } from "#app/lib/db/schema.ts";
import { writeAudit } from "#app/lib/console/audit.server.ts";
import { countersOf as counters, type Window } from "#app/lib/rate-limit.server.ts";
import { hashPassword } from "#app/lib/auth/passwords.server.ts";
import { authenticate, byEmail, insertOperator, normaliseEmail, replacePassword } from "#app/lib/auth/operators.server.ts";
import { issueToken, peekToken, useToken } from "#app/lib/auth/tokens.server.ts";
import { queueAccessMail, resetMail } from "#app/lib/auth/access-mail.server.ts";
import { hashToken } from "#app/lib/auth/sessions.server.ts";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Reset links mailed per account, and asked for per client address, in 15 minutes at most. */
const RESET_PER_ACCOUNT: Window = { max: 3, windowMs: FIFTEEN_MINUTES };
const RESET_PER_ADDRESS: Window = { max: 10, windowMs: FIFTEEN_MINUTES };
/** Wrong current passwords typed on the console's own-password form, per operator. */
const CURRENT_PASSWORD_TRIES: Window = { max: 5, windowMs: FIFTEEN_MINUTES };

const accountKey = (email: string) => crypto.createHash("sha256").update(normaliseEmail(email)).digest("base64url");

async function hasOperators(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(operators);
  return Number(row?.n ?? 0) > 0;
}

/** The address of the page a setup or reset token opens. */
export const accessLink = (siteUrl: string, page: "setup" | "reset", token: string) => `${siteUrl}/admin/${page}?token=${encodeURIComponent(token)}`;

/**
 * A new one-time setup link's token while no operator exists (the server prints the link at
 * start); undefined once one does.
 */
export async function issueSetupToken(db: Database, now = new Date()): Promise<string | undefined> {
  if (await hasOperators(db)) return undefined;
  return issueToken(db, "setup", null, now);
}

/** Whether the setup page may show its form: the link is unused and still nobody has an account (changes nothing). */
export async function setupLinkWorks(db: Database, token: string, now = new Date()): Promise<boolean> {
  if (!token || (await hasOperators(db))) return false;
  return (await peekToken(db, "setup", token, now)) !== undefined;
}

/**
 * Creates the first operator, an owner, with a setup link: once, and only while nobody has an
 * account. The operators table is locked for the transaction, so two setup posts at once (or a
 * setup and `npm run operator -- add`) make one first owner. Undefined when the link no longer works.
 */
export async function createFirstOwner(db: Database, token: string, email: string, password: string, now = new Date()): Promise<{ id: number; email: string } | undefined> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${operators} in share row exclusive mode`);
    const [row] = await tx.select({ n: count() }).from(operators);
    if (Number(row?.n ?? 0) > 0) return undefined;
    if (!(await useToken(tx, "setup", token, now))) return undefined;
    const created = await insertOperator(tx, email, passwordHash, "owner");
    await writeAudit(tx, created, { action: "operator_setup", recordType: "operator", recordId: created.id }, now);
    return { id: created.id, email: created.email };
  });
}

/**
 * "Forgotten your password?": mails a reset link when the address is an operator's, within the
 * limits (3 links per account and 10 requests per client address in 15 minutes); otherwise does
 * nothing. The caller gives the same answer either way, so nobody learns who has an account.
 */
export async function requestPasswordReset(
  deps: { db: Database; env: Pick<Env, "PUBLIC_SITE_URL" | "SESSION_SECRET" | "DATA_DIR">; dispatcher?: { kick(): void }; log?: Pick<Logger, "warn"> },
  input: { email: string; ip: string },
  now = new Date(),
): Promise<"sent" | "unknown" | "limited"> {
  const { db } = deps;
  const t = now.getTime();
  const byAddress = await counters(db).hit(`reset-ip:${input.ip}`, RESET_PER_ADDRESS, t);
  if (!byAddress.counted) {
    deps.log?.warn({ ip: input.ip }, "password reset refused: too many requests from this address");
    return "limited";
  }
  const [operator] = await db.select({ id: operators.id, email: operators.email }).from(operators).where(byEmail(input.email)).limit(1);
  if (!operator) return "unknown";
  const byAccount = await counters(db).hit(`reset-account:${accountKey(input.email)}`, RESET_PER_ACCOUNT, t);
  if (!byAccount.counted) {
    deps.log?.warn({ ip: input.ip, account: operator.email }, "password reset refused: too many links sent to this account");
    return "limited";
  }
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, "reset", operator.id, now);
    await queueAccessMail(tx, deps.env, operator, `reset:${hashToken(token).slice(0, 16)}`, resetMail(operator.email, accessLink(deps.env.PUBLIC_SITE_URL, "reset", token)));
    await writeAudit(tx, operator, { action: "password_reset_requested", recordType: "operator", recordId: operator.id }, now);
  });
  deps.dispatcher?.kick();
  return "sent";
}

/**
 * Sets the password of the reset link's operator, once: every session and every trusted browser
 * of that operator end, but `device` (the browser that used the link, which proved the mailbox is
 * theirs). Undefined when the link is unknown, used or past its 30 minutes.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string; device?: string | null },
  now = new Date(),
): Promise<{ operator: { id: number; email: string }; endedSessions: number } | undefined> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const used = await useToken(tx, "reset", input.token, now);
    if (!used?.operatorId) return undefined;
    const [operator] = await tx.select({ id: operators.id, email: operators.email }).from(operators).where(eq(operators.id, used.operatorId)).for("update");
    if (!operator) return undefined;
    const { endedSessions } = await replacePassword(tx, operator.id, passwordHash, { device: input.device });
    await writeAudit(tx, operator, { action: "password_reset", recordType: "operator", recordId: operator.id, detail: { endedSessions } }, now);
    return { operator, endedSessions };
  });
}

export type OwnPasswordResult = { result: "changed"; endedSessions: number } | { result: "wrong" } | { result: "limited"; retryAfterMs: number };

/**
 * An operator's change of their own password: the current one first (five wrong tries in 15
 * minutes pause the form), then the new one; their other sessions and other browsers' trust end,
 * this session and this browser stay.
 */
export async function changeOwnPassword(
  db: Database,
  me: { id: number; email: string; sessionId: string },
  input: { current: string; password: string; device?: string | null },
  now = new Date(),
): Promise<OwnPasswordResult> {
  const key = `password-current:${me.id}`;
  const wait = await counters(db).waitMs([{ key, window: CURRENT_PASSWORD_TRIES }], now.getTime());
  if (wait > 0) return { result: "limited", retryAfterMs: wait };
  if (!(await authenticate(db, me.email, input.current))) {
    await counters(db).hit(key, CURRENT_PASSWORD_TRIES, now.getTime());
    return { result: "wrong" };
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const { endedSessions } = await replacePassword(tx, me.id, passwordHash, { sessionId: me.sessionId, device: input.device });
    await writeAudit(tx, me, { action: "password_change", recordType: "operator", recordId: me.id, detail: { endedSessions } }, now);
    return { result: "changed" as const, endedSessions };
  });
}
