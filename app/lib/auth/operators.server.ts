// Owns operator accounts: creating one, changing its password, and checking an e-mail and password (used by scripts/operator.ts and the login).
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/lib/db/client.server.ts";
import { operatorSessions, operators } from "#app/lib/db/schema.ts";
import { hashPassword, MAX_PASSWORD_LENGTH, passwordProblem, verifyPassword } from "#app/lib/auth/passwords.server.ts";

export class OperatorExistsError extends Error {
  override name = "OperatorExistsError";
}
export class OperatorNotFoundError extends Error {
  override name = "OperatorNotFoundError";
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The condition that finds an operator by e-mail address, in any case. */
export function byEmail(email: string) {
  return eq(sql`lower(${operators.email})`, normaliseEmail(email));
}

export async function createOperator(db: Database, email: string, password: string): Promise<{ id: number; email: string }> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  const inserted = await db
    .insert(operators)
    .values({ email: email.trim(), passwordHash })
    .onConflictDoNothing()
    .returning({ id: operators.id, email: operators.email });
  if (!inserted[0]) throw new OperatorExistsError(`An operator with the e-mail address ${email.trim()} already exists.`);
  return inserted[0];
}

/** Sets a new password and ends every session of that operator (a changed password locks out whoever had the old one). */
export async function changeOperatorPassword(db: Database, email: string, password: string): Promise<{ endedSessions: number }> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(operators)
      .set({ passwordHash, updatedAt: new Date() })
      .where(byEmail(email))
      .returning({ id: operators.id });
    if (!updated[0]) throw new OperatorNotFoundError(`There is no operator with the e-mail address ${email.trim()}.`);
    const ended = await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, updated[0].id)).returning({ id: operatorSessions.id });
    return { endedSessions: ended.length };
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * The operator whose e-mail and password match, or null. An unknown address costs the same
 * scrypt work as a known one, so the answer time does not tell which addresses have accounts.
 */
export async function authenticate(db: Database, email: string, password: string): Promise<{ id: number; email: string } | null> {
  if (password.length > MAX_PASSWORD_LENGTH) return null;
  const [operator] = await db.select({ id: operators.id, email: operators.email, passwordHash: operators.passwordHash }).from(operators).where(byEmail(email)).limit(1);
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString("hex"));
  const ok = await verifyPassword(password, operator?.passwordHash ?? (await dummyHash));
  return operator && ok ? { id: operator.id, email: operator.email } : null;
}
