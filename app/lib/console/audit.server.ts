// Owns the console's audit trail: who changed what, when. Entries never hold personal data (no
// names, addresses, notes or search terms), so erasing a record leaves nothing of the person here.
import { and, asc, count, desc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { auditLog, type RecordType } from "#app/lib/db/schema.ts";
import { pageOf } from "./paging.ts";

export type AuditActor = { id: number; email: string };
/** Who a login attempt was for: an operator, or no account at all (id null). */
type LoginActor = AuditActor | { id: null; email: string };

/**
 * Every action the log records, by the kind the audit page filters on (/admin/audit). A new action
 * is added here, under its kind, and its words in content/console-audit.ts.
 */
export const AUDIT_KINDS = {
  logins: ["login", "login_failed", "login_paused", "login_code_sent", "login_code_failed", "login_code_paused"],
  operators: ["operator_setup", "operator_add", "operator_password", "operator_role", "operator_remove", "password_reset_requested", "password_reset", "password_change"],
  records: ["status", "note", "reply"],
  erasures: ["erase"],
  exports: ["export"],
  events: ["event_create", "event_update", "event_cancel", "event_delete", "booking_status", "booking_attended", "booking_by_phone", "booking_walk_in", "event_message", "event_message_test"],
  newsletter: ["newsletter_issue_create", "newsletter_issue_update", "newsletter_issue_delete", "newsletter_issue_test", "newsletter_issue_send"],
  content: [
    "media_upload",
    "media_update",
    "media_delete",
    "gallery_create",
    "gallery_update",
    "gallery_move",
    "gallery_delete",
    "blog_create",
    "blog_update",
    "blog_delete",
    "story_create",
    "story_update",
    "story_move",
    "story_delete",
    "team_create",
    "team_update",
    "team_move",
    "team_delete",
  ],
  mail: ["mail_retry", "welcome_mail", "whatsapp_retry"],
  backups: ["backup_make", "backup_download"],
  register: ["member_add", "member_update", "member_import", "payment_record", "payment_void", "payment_undo", "plan_price", "member_contact_update", "refund_record"],
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;
type AuditAction = (typeof AUDIT_KINDS)[AuditKind][number];
const kinds = new Map<string, AuditKind>(Object.entries(AUDIT_KINDS).flatMap(([kind, actions]) => actions.map((a): [string, AuditKind] => [a, kind as AuditKind])));
/** The kind an action is listed under. */
export const auditKindOf = (action: string): AuditKind | undefined => kinds.get(action);
export const isAuditKind = (value: unknown): value is AuditKind => typeof value === "string" && Object.hasOwn(AUDIT_KINDS, value);

type AuditEntry = {
  action: AuditAction;
  /** A visitor record, or the programme's: an event or one of its bookings. */
  recordType?: RecordType | "event" | "event_registration" | "newsletter_issue" | "media" | "gallery_item" | "blog_post" | "story" | "team_member" | "operator" | "register_member" | "payment" | "plan_price";
  recordId?: number;
  reference?: string;
  detail?: Record<string, string | number | boolean | null>;
};

export async function writeAudit(db: Database | Tx, actor: AuditActor | LoginActor, entry: AuditEntry, now = new Date()): Promise<void> {
  await db.insert(auditLog).values({
    operatorId: actor.id,
    operatorEmail: actor.email,
    action: entry.action,
    recordType: entry.recordType ?? null,
    recordId: entry.recordId ?? null,
    reference: entry.reference ?? null,
    detail: entry.detail ?? null,
    createdAt: now,
  });
}

type AuditRow = typeof auditLog.$inferSelect;

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilter = { operator?: string | undefined; kind?: AuditKind | undefined; since?: Date | undefined; before?: Date | undefined; page?: number };

/** The audit page: every entry, newest first, by operator (their address as logged), kind and time, 50 a page. */
export async function listAudit(db: Database, filter: AuditFilter): Promise<{ rows: AuditRow[]; total: number; page: number; pages: number }> {
  const conditions = [];
  if (filter.operator) conditions.push(eq(auditLog.operatorEmail, filter.operator));
  if (filter.kind) conditions.push(inArray(auditLog.action, [...AUDIT_KINDS[filter.kind]]));
  if (filter.since) conditions.push(gte(auditLog.createdAt, filter.since));
  if (filter.before) conditions.push(lt(auditLog.createdAt, filter.before));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(auditLog).where(where);
  const total = Number(n);
  const { page, pages, offset } = pageOf(total, filter.page, AUDIT_PAGE_SIZE);
  const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(AUDIT_PAGE_SIZE).offset(offset);
  return { rows, total, page, pages };
}

/** Everyone the log names (operators, the command line, "no such account"), for the operator filter. */
export async function auditActors(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ email: auditLog.operatorEmail }).from(auditLog).orderBy(asc(auditLog.operatorEmail)).limit(500);
  return rows.map((r) => r.email);
}

/** A record's history, newest first. */
export async function recordHistory(db: Database, type: RecordType, id: number): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, type), eq(auditLog.recordId, id)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(200);
}
