// Owns operator accounts: creating one, changing its password, its role (owner or editor),
// removing one, listing them, and checking an e-mail and password (used by the console's Operators
// page, scripts/operator.ts, the control socket, the login and the password's recovery). The
// console never loses its last owner: every change that could do it locks every account row first.
import crypto from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { operators } from "#app/lib/db/schema.ts";
import { hashPassword, MAX_PASSWORD_LENGTH, passwordProblem, verifyPassword } from "#app/lib/auth/passwords.server.ts";
import { endSessionsOf } from "#app/lib/auth/sessions.server.ts";
import { forgetDevices } from "#app/lib/auth/devices.server.ts";
import { voidTokens } from "#app/lib/auth/tokens.server.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { isRole, type Role } from "#app/core/roles.ts";

export { isRole, ROLES, type Role } from "#app/core/roles.ts";

export class OperatorExistsError extends Error {
  override name = "OperatorExistsError";
}
export class OperatorNotFoundError extends Error {
  override name = "OperatorNotFoundError";
}
/** Removing this account (or making it an editor) is not allowed: it is the operator's own, or the last owner. */
export class OperatorChangeRefusedError extends Error {
  override name = "OperatorChangeRefusedError";
  constructor(readonly reason: "self" | "last") {
    super(reason === "self" ? "You cannot remove your own account." : "The console must keep at least one owner: this is the last one.");
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

/** Inserts an account inside the caller's transaction; refuses an address already taken (in any case). */
export async function insertOperator(tx: Tx, email: string, passwordHash: string, role: Role): Promise<{ id: number; email: string; role: Role }> {
  const inserted = await tx
    .insert(operators)
    .values({ email: email.trim(), passwordHash, role })
    .onConflictDoNothing()
    .returning({ id: operators.id, email: operators.email });
  if (!inserted[0]) throw new OperatorExistsError(`An operator with the e-mail address ${email.trim()} already exists.`);
  return { ...inserted[0], role };
}

export async function createOperator(
  db: Database,
  email: string,
  password: string,
  actor: AccountActor = COMMAND_LINE_ACTOR,
  role: Role = "owner",
): Promise<{ id: number; email: string; role: Role }> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const created = await insertOperator(tx, email, passwordHash, role);
    await writeAudit(tx, actor, { action: "operator_add", recordType: "operator", recordId: created.id, detail: { item: created.email, role } });
    return created;
  });
}

/** What a new password ends: the operator's other sessions, the trust of their other browsers, and unused reset links. */
export type Keep = { sessionId?: string; device?: string | null };

/** Inside the caller's transaction: stores the new hash and ends what the old password opened, but what `keep` names. */
export async function replacePassword(tx: Tx, operatorId: number, passwordHash: string, keep: Keep = {}): Promise<{ endedSessions: number }> {
  await tx.update(operators).set({ passwordHash, updatedAt: new Date() }).where(eq(operators.id, operatorId));
  const endedSessions = await endSessionsOf(tx, operatorId, keep.sessionId);
  await forgetDevices(tx, operatorId, keep.device ?? undefined);
  await voidTokens(tx, operatorId, ["reset", "login_code"]);
  return { endedSessions };
}

/**
 * Sets a new password for an account and ends every session and trusted browser of it (a changed
 * password locks out whoever had the old one): an owner's change for a colleague, or the command's.
 */
export async function changeOperatorPassword(db: Database, email: string, password: string, actor: AccountActor = COMMAND_LINE_ACTOR): Promise<{ endedSessions: number }> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: operators.id }).from(operators).where(byEmail(email)).for("update");
    if (!target) throw new OperatorNotFoundError(`There is no operator with the e-mail address ${email.trim()}.`);
    const { endedSessions } = await replacePassword(tx, target.id, passwordHash);
    await writeAudit(tx, actor, { action: "operator_password", recordType: "operator", recordId: target.id, detail: { endedSessions } });
    return { endedSessions };
  });
}

export type OperatorSummary = { id: number; email: string; role: Role; lastLoginAt: Date | null; createdAt: Date };

/** Every account, oldest first. */
export async function listOperators(db: Database): Promise<OperatorSummary[]> {
  const rows = await db
    .select({ id: operators.id, email: operators.email, role: operators.role, lastLoginAt: operators.lastLoginAt, createdAt: operators.createdAt })
    .from(operators)
    .orderBy(asc(operators.createdAt), asc(operators.id));
  return rows.map((r) => ({ ...r, role: isRole(r.role) ? r.role : "editor" }));
}

/**
 * Every account row, locked for the rest of the caller's transaction, in one order (by id), so two
 * changes that each check "is another owner left?" run one after the other: two owners removing or
 * demoting each other at the same moment leave one owner.
 */
async function lockAll(tx: Tx) {
  return tx.select({ id: operators.id, email: operators.email, role: operators.role }).from(operators).orderBy(asc(operators.id)).for("update");
}

/**
 * Removes an account and ends its sessions (the sessions' rows go with it). Refuses the actor's own
 * account and the last owner.
 */
export async function removeOperator(db: Database, actor: AuditActor, id: number): Promise<{ email: string }> {
  if (id === actor.id) throw new OperatorChangeRefusedError("self");
  return db.transaction(async (tx) => {
    const all = await lockAll(tx);
    const target = all.find((o) => o.id === id);
    if (!target) throw new OperatorNotFoundError("That operator account no longer exists.");
    const otherOwners = all.filter((o) => o.id !== id && o.role === "owner");
    if (all.length <= 1 || otherOwners.length === 0) throw new OperatorChangeRefusedError("last");
    await tx.delete(operators).where(eq(operators.id, id));
    await writeAudit(tx, actor, { action: "operator_remove", recordType: "operator", recordId: id, detail: { item: target.email } });
    return { email: target.email };
  });
}

/** Makes an account an owner or an editor; refuses to make the last owner an editor (one's own included). */
export async function setOperatorRole(db: Database, actor: AccountActor, id: number, role: Role): Promise<{ email: string; changed: boolean }> {
  return db.transaction(async (tx) => {
    const all = await lockAll(tx);
    const target = all.find((o) => o.id === id);
    if (!target) throw new OperatorNotFoundError("That operator account no longer exists.");
    if (target.role === role) return { email: target.email, changed: false };
    if (role !== "owner" && !all.some((o) => o.id !== id && o.role === "owner")) throw new OperatorChangeRefusedError("last");
    await tx.update(operators).set({ role, updatedAt: new Date() }).where(eq(operators.id, id));
    await writeAudit(tx, actor, { action: "operator_role", recordType: "operator", recordId: id, detail: { item: target.email, from: target.role, to: role } });
    return { email: target.email, changed: true };
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
