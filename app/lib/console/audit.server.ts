// Owns the console's audit trail: who changed what, when. Entries never hold personal data (no
// names, addresses, notes or search terms), so erasing a record leaves nothing of the person here.
import { and, desc, eq } from "drizzle-orm";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { auditLog, type RecordType } from "#app/lib/db/schema.ts";

export type AuditActor = { id: number; email: string };
/** Who a login attempt was for: an operator, or no account at all (id null). */
type LoginActor = AuditActor | { id: null; email: string };

type AuditAction =
  | "status"
  | "note"
  | "erase"
  | "mail_retry"
  | "export"
  | "login"
  | "login_failed"
  | "login_paused"
  | "event_create"
  | "event_update"
  | "event_cancel"
  | "event_delete"
  | "booking_status"
  | "booking_attended"
  | "newsletter_issue_create"
  | "newsletter_issue_update"
  | "newsletter_issue_delete"
  | "newsletter_issue_test"
  | "newsletter_issue_send"
  | "media_upload"
  | "media_update"
  | "media_delete"
  | "gallery_create"
  | "gallery_update"
  | "gallery_move"
  | "gallery_delete"
  | "blog_create"
  | "blog_update"
  | "blog_delete"
  | "story_create"
  | "story_update"
  | "story_move"
  | "story_delete"
  | "team_create"
  | "team_update"
  | "team_move"
  | "team_delete"
  | "operator_add"
  | "operator_password"
  | "operator_remove";

type AuditEntry = {
  action: AuditAction;
  /** A visitor record, or the programme's: an event or one of its bookings. */
  recordType?: RecordType | "event" | "event_registration" | "newsletter_issue" | "media" | "gallery_item" | "blog_post" | "story" | "team_member" | "operator";
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

/** A record's history, newest first. */
export async function recordHistory(db: Database, type: RecordType, id: number): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, type), eq(auditLog.recordId, id)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(200);
}
