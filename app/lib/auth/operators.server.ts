// Owns operator accounts: creating one, changing its password, removing one, listing them, and
// checking an e-mail and password (used by the console's Operators page, scripts/operator.ts, the
// control socket and the login).
import crypto from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/lib/db/client.server.ts";
import { operatorSessions, operators } from "#app/lib/db/schema.ts";
import { hashPassword, MAX_PASSWORD_LENGTH, passwordProblem, verifyPassword } from "#app/lib/auth/passwords.server.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";

export class OperatorExistsError extends Error {
  override name = "OperatorExistsError";
}
export class OperatorNotFoundError extends Error {
  override name = "OperatorNotFoundError";
}
/** Removing this account is not allowed: it is the operator's own, or the last one. */
export class OperatorRemovalRefusedError extends Error {
  override name = "OperatorRemovalRefusedError";
  constructor(readonly reason: "self" | "last") {
    super(reason === "self" ? "You cannot remove your own account." : "The last operator account cannot be removed.");
  }
}

/** Who changed an account: an operator in the console, or the command line (no account). */
export type AccountActor = AuditActor | { id: null; email: string };
/** The actor the audit log names for `npm run operator` (through the running server or not). */
export const COMMAND_LINE_ACTOR: AccountActor = { id: null, email: "npm run operator (command line)" };

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The condition that finds an operator by e-mail address, in any case. */
export function byEmail(email: string) {
  return eq(sql`lower(${operators.email})`, normaliseEmail(email));
}

export async function createOperator(db: Database, email: string, password: string, actor: AccountActor = COMMAND_LINE_ACTOR): Promise<{ id: number; email: string }> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(operators)
      .values({ email: email.trim(), passwordHash })
      .onConflictDoNothing()
      .returning({ id: operators.id, email: operators.email });
    if (!inserted[0]) throw new OperatorExistsError(`An operator with the e-mail address ${email.trim()} already exists.`);
    await writeAudit(tx, actor, { action: "operator_add", recordType: "operator", recordId: inserted[0].id });
    return inserted[0];
  });
}

/** Sets a new password and ends every session of that operator (a changed password locks out whoever had the old one). */
export async function changeOperatorPassword(db: Database, email: string, password: string, actor: AccountActor = COMMAND_LINE_ACTOR): Promise<{ endedSessions: number }> {
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
    await writeAudit(tx, actor, { action: "operator_password", recordType: "operator", recordId: updated[0].id, detail: { endedSessions: ended.length } });
    return { endedSessions: ended.length };
  });
}

export type OperatorSummary = { id: number; email: string; lastLoginAt: Date | null; createdAt: Date };

/** Every account, oldest first. */
export async function listOperators(db: Database): Promise<OperatorSummary[]> {
  return db
    .select({ id: operators.id, email: operators.email, lastLoginAt: operators.lastLoginAt, createdAt: operators.createdAt })
    .from(operators)
    .orderBy(asc(operators.createdAt), asc(operators.id));
}

/**
 * Removes an account and ends its sessions (the sessions' rows go with it). Refuses the actor's own
 * account and the last one. Every account row is locked first, so two operators removing each other
 * at the same moment cannot leave the console with nobody to log in.
 */
export async function removeOperator(db: Database, actor: AuditActor, id: number): Promise<{ email: string }> {
  if (id === actor.id) throw new OperatorRemovalRefusedError("self");
  return db.transaction(async (tx) => {
    const all = await tx.select({ id: operators.id, email: operators.email }).from(operators).orderBy(asc(operators.id)).for("update");
    const target = all.find((o) => o.id === id);
    if (!target) throw new OperatorNotFoundError("That operator account no longer exists.");
    if (all.length <= 1) throw new OperatorRemovalRefusedError("last");
    await tx.delete(operators).where(eq(operators.id, id));
    await writeAudit(tx, actor, { action: "operator_remove", recordType: "operator", recordId: id });
    return { email: target.email };
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
