// Owns console sessions: their database rows (stored by token hash), and their idle and maximum ages.
import crypto from "node:crypto";
import { and, eq, gt, lt, ne, or } from "drizzle-orm";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { operatorSessions, operators } from "#app/lib/db/schema.ts";

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** …and in any case this long after logging in (one working day). */
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** The idle expiry is pushed forward at most this often, so page views do not each write. */
const SESSION_TOUCH_MS = 5 * 60 * 1000;

/** Sessions are stored by the SHA-256 of their token: a copy of the table cannot be used to log in. */
export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export type ConsoleOperator = { id: number; email: string; role: string; sessionId: string };

export async function createSession(db: Database, operatorId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await db.transaction(async (tx) => {
    // Housekeeping at the one moment a session is made: this operator's ended sessions go.
    await tx
      .delete(operatorSessions)
      .where(
        and(
          eq(operatorSessions.operatorId, operatorId),
          or(lt(operatorSessions.expiresAt, now), lt(operatorSessions.createdAt, new Date(now.getTime() - SESSION_MAX_MS))),
        ),
      );
    await tx.insert(operatorSessions).values({ id: hashToken(token), operatorId, expiresAt, createdAt: now });
    await tx.update(operators).set({ lastLoginAt: now }).where(eq(operators.id, operatorId));
  });
  return { token, expiresAt };
}

/** The operator of a live session, sliding its idle expiry forward; null when unknown or ended. */
export async function findSession(db: Database, token: string, now = new Date()): Promise<ConsoleOperator | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({ operatorId: operators.id, email: operators.email, role: operators.role, expiresAt: operatorSessions.expiresAt, createdAt: operatorSessions.createdAt })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.id, id), gt(operatorSessions.expiresAt, now), gt(operatorSessions.createdAt, new Date(now.getTime() - SESSION_MAX_MS))))
    .limit(1);
  if (!row) return null;
  const idleEnd = now.getTime() + SESSION_IDLE_MS;
  if (idleEnd - row.expiresAt.getTime() > SESSION_TOUCH_MS) {
    const absoluteEnd = row.createdAt.getTime() + SESSION_MAX_MS;
    await db
      .update(operatorSessions)
      .set({ expiresAt: new Date(Math.min(idleEnd, absoluteEnd)) })
      .where(eq(operatorSessions.id, id));
  }
  return { id: row.operatorId, email: row.email, role: row.role, sessionId: id };
}

export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.id, hashToken(token)));
}

/** Ends every session of an operator but the one whose id (token hash) is `keep`; returns how many ended. */
export async function endSessionsOf(db: Database | Tx, operatorId: number, keep?: string): Promise<number> {
  const ended = await db
    .delete(operatorSessions)
    .where(and(eq(operatorSessions.operatorId, operatorId), keep ? ne(operatorSessions.id, keep) : undefined))
    .returning({ id: operatorSessions.id });
  return ended.length;
}
