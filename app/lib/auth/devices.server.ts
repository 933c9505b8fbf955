// Owns trusted browsers (docs/decisions/019-operator-login.md, after OWASP's device cookies and
// Ghost's staff device verification): a browser that has logged in as an operator keeps a random
// token in its device cookie, and this table holds its SHA-256 for that operator. Such a browser is
// never held back by the failed-login limits strangers can fill, and needs no code by mail.
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { operatorDevices } from "#app/lib/db/schema.ts";
import { hashToken } from "#app/lib/auth/sessions.server.ts";
import { DEVICE_TRUST_MS } from "#app/lib/auth/lifetimes.ts";

/** Whether the browser holding `device` (its cookie's token) is trusted for this operator now. */
export async function isTrustedDevice(db: Database, device: string | null, operatorId: number, now = new Date()): Promise<boolean> {
  if (!device) return false;
  const [row] = await db
    .select({ id: operatorDevices.id })
    .from(operatorDevices)
    .where(and(eq(operatorDevices.id, hashToken(device)), eq(operatorDevices.operatorId, operatorId), gt(operatorDevices.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}

/** Trusts the browser holding `device` for this operator for DEVICE_TRUST_MS from now (again, if it was). */
export async function trustDevice(db: Database | Tx, device: string, operatorId: number, now = new Date()): Promise<void> {
  const expiresAt = new Date(now.getTime() + DEVICE_TRUST_MS);
  await db
    .insert(operatorDevices)
    .values({ id: hashToken(device), operatorId, createdAt: now, lastUsedAt: now, expiresAt })
    .onConflictDoUpdate({ target: [operatorDevices.id, operatorDevices.operatorId], set: { lastUsedAt: now, expiresAt } });
}

/** Ends the trust of every browser of this operator but `except` (the one that set a new password). */
export async function forgetDevices(db: Database | Tx, operatorId: number, except?: string): Promise<number> {
  const gone = await db
    .delete(operatorDevices)
    .where(and(eq(operatorDevices.operatorId, operatorId), except ? ne(operatorDevices.id, hashToken(except)) : sql`true`))
    .returning({ id: operatorDevices.id });
  return gone.length;
}

/** Housekeeping: trusts that have run out are deleted. */
export async function forgetExpiredDevices(db: Database, now = new Date()): Promise<number> {
  const gone = await db.delete(operatorDevices).where(lt(operatorDevices.expiresAt, now)).returning({ id: operatorDevices.id });
  return gone.length;
}
