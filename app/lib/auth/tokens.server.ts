// Owns the operators' one-time secrets (docs/decisions/019-operator-login.md): the code a new
// browser's login waits for, the password reset link and the first account's setup link. What
// travels (a cookie's or a link's token) is never stored: the table keeps its SHA-256, and a login
// code's digits only as an HMAC keyed by the browser's token. Reading a secret changes nothing (a
// page a link opens may be fetched by a mail scanner); using it happens once, under the row's lock.
import crypto from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { operators, operatorTokens } from "#app/lib/db/schema.ts";
import { hashToken } from "#app/lib/auth/sessions.server.ts";
import { LOGIN_CODE_MS, LOGIN_CODE_TRIES, RESET_LINK_MS, SETUP_LINK_MS } from "#app/lib/auth/lifetimes.ts";

export type TokenKind = "login_code" | "reset" | "setup";

const lifetimes: Record<TokenKind, number> = { login_code: LOGIN_CODE_MS, reset: RESET_LINK_MS, setup: SETUP_LINK_MS };

/** A new secret for a link or a cookie: 32 random bytes, URL-safe. */
export function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

const codeHash = (token: string, code: string) => crypto.createHmac("sha256", token).update(code).digest("hex");

/** Six digits, each from the platform's CSPRNG; leading zeros kept. */
export function newLoginCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
}

/** What a code typed with spaces or dashes ("123 456") means: its six digits, or null. */
function typedCode(value: string): string | null {
  const digits = value.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** Stores a new secret of `kind` (for `operatorId`, except a setup link) and returns its token. */
export async function issueToken(db: Database | Tx, kind: TokenKind, operatorId: number | null, now = new Date(), code?: string): Promise<string> {
  const token = newToken();
  await db.insert(operatorTokens).values({
    id: hashToken(token),
    kind,
    operatorId,
    codeHash: code === undefined ? null : codeHash(token, code),
    expiresAt: new Date(now.getTime() + lifetimes[kind]),
    createdAt: now,
  });
  return token;
}

const live = (kind: TokenKind, token: string, now: Date) =>
  and(eq(operatorTokens.id, hashToken(token)), eq(operatorTokens.kind, kind), isNull(operatorTokens.usedAt), gt(operatorTokens.expiresAt, now));

/** Whose unused, unexpired secret this is (null operator for a setup link), without using it; undefined when none. */
export async function peekToken(db: Database, kind: TokenKind, token: string, now = new Date()): Promise<{ operatorId: number | null; email: string | null } | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select({ operatorId: operatorTokens.operatorId, email: operators.email, attempts: operatorTokens.attempts })
    .from(operatorTokens)
    .leftJoin(operators, eq(operators.id, operatorTokens.operatorId))
    .where(live(kind, token, now))
    .limit(1);
  if (!row || row.attempts >= LOGIN_CODE_TRIES) return undefined;
  return { operatorId: row.operatorId, email: row.email };
}

/**
 * Uses a secret once, inside the caller's transaction: its row is locked, so two posts of one link
 * (two tabs, two servers) cannot both use it. Returns its operator (null for a setup link), or
 * undefined when it is unknown, used or expired.
 */
export async function useToken(tx: Tx, kind: TokenKind, token: string, now = new Date()): Promise<{ operatorId: number | null } | undefined> {
  if (!token) return undefined;
  const [row] = await tx.select({ operatorId: operatorTokens.operatorId }).from(operatorTokens).where(live(kind, token, now)).for("update");
  if (!row) return undefined;
  await tx.update(operatorTokens).set({ usedAt: now }).where(eq(operatorTokens.id, hashToken(token)));
  return row;
}

export type CodeCheck =
  | { result: "ok"; operatorId: number }
  /** A wrong code; with no tries left the login has ended. */
  | { result: "wrong"; operatorId: number; triesLeft: number }
  | { result: "expired" };

/**
 * Checks the code typed for the login waiting in this browser (its cookie's token). The right code
 * uses the secret; a wrong one counts, and the fifth wrong one ends the login (a new password
 * login mails a new code). Under the row's lock, so tries from two tabs are each counted.
 */
export async function checkLoginCode(db: Database, token: string, typed: string, now = new Date()): Promise<CodeCheck> {
  return db.transaction(async (tx): Promise<CodeCheck> => {
    const [row] = await tx
      .select({ operatorId: operatorTokens.operatorId, codeHash: operatorTokens.codeHash, attempts: operatorTokens.attempts })
      .from(operatorTokens)
      .where(live("login_code", token, now))
      .for("update");
    if (!row || row.operatorId === null || !row.codeHash || row.attempts >= LOGIN_CODE_TRIES) return { result: "expired" };
    const code = typedCode(typed);
    const right = code !== null && crypto.timingSafeEqual(Buffer.from(codeHash(token, code)), Buffer.from(row.codeHash));
    if (right) {
      await tx.update(operatorTokens).set({ usedAt: now }).where(eq(operatorTokens.id, hashToken(token)));
      return { result: "ok", operatorId: row.operatorId };
    }
    await tx.update(operatorTokens).set({ attempts: sql`${operatorTokens.attempts} + 1` }).where(eq(operatorTokens.id, hashToken(token)));
    return { result: "wrong", operatorId: row.operatorId, triesLeft: LOGIN_CODE_TRIES - row.attempts - 1 };
  });
}

/** Ends every unused secret of `kind` for an operator (a new password makes older reset links void). */
export async function voidTokens(db: Database | Tx, operatorId: number, kinds: readonly TokenKind[], now = new Date()): Promise<void> {
  for (const kind of kinds) {
    await db
      .update(operatorTokens)
      .set({ usedAt: now })
      .where(and(eq(operatorTokens.operatorId, operatorId), eq(operatorTokens.kind, kind), isNull(operatorTokens.usedAt)));
  }
}

/** Housekeeping: secrets that ended a day ago or more are deleted. */
export async function forgetOldTokens(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(operatorTokens)
    .where(lt(operatorTokens.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)))
    .returning({ id: operatorTokens.id });
  return gone.length;
}
