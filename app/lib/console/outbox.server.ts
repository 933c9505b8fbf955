// Owns the console's view of the mail outbox: counts, undelivered mail, a record's mail, and
// "retry now" (which hands the row to the dispatcher and records who asked).
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#app/lib/db/client.server.ts";
import { emailOutbox, type RecordType } from "#app/lib/db/schema.ts";
import type { Dispatcher } from "#app/lib/mail/dispatcher.server.ts";
import { consoleCopy } from "#app/content/console.ts";
import { formatWhen } from "#app/core/calendar.ts";
import { isConsoleSlug, slugOf } from "#app/core/records.ts";
import { writeAudit, type AuditActor } from "./audit.server.ts";
import { explainMailError } from "./mail-errors.ts";

/** What the console shows of a mail: never its body, which repeats the visitor's words. */
const mailColumns = {
  id: emailOutbox.id,
  kind: emailOutbox.kind,
  recordType: emailOutbox.recordType,
  recordId: emailOutbox.recordId,
  reference: emailOutbox.reference,
  recipient: emailOutbox.recipient,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  lastError: emailOutbox.lastError,
  sentAt: emailOutbox.sentAt,
  createdAt: emailOutbox.createdAt,
};
export type MailRow = {
  id: number;
  kind: string;
  recordType: string;
  recordId: number;
  reference: string;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
};

const RETRYABLE = ["pending", "dead"] as const;
function isRetryable(status: string): boolean {
  return (RETRYABLE as readonly string[]).includes(status);
}

/** A mail as the console's mail table shows it (on a record's page and in the outbox), in the operator's words. */
export function mailView(m: MailRow) {
  const slug = slugOf[m.recordType as RecordType];
  return {
    id: m.id,
    reference: m.reference,
    href: slug && isConsoleSlug(slug) ? `/admin/${slug}/${m.recordId}` : null,
    kind: consoleCopy.mailKinds[m.kind] ?? m.kind,
    recipient: m.recipient,
    status: m.status,
    statusLabel: consoleCopy.mailStatuses[m.status] ?? m.status,
    attempts: m.attempts,
    when: m.sentAt ? formatWhen(m.sentAt) : m.status === "pending" ? formatWhen(m.nextAttemptAt) : "",
    error: explainMailError(m.lastError),
    retryable: isRetryable(m.status),
  };
}

export async function outboxCounts(db: Database): Promise<{ pending: number; dead: number }> {
  const rows = await db
    .select({ status: emailOutbox.status, n: count() })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, [...RETRYABLE]))
    .groupBy(emailOutbox.status);
  const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { pending: of("pending"), dead: of("dead") };
}

/** Dead mail first (it needs the operator), then waiting mail by its next attempt. */
export async function undeliveredMail(db: Database, limit = 200): Promise<MailRow[]> {
  return db
    .select(mailColumns)
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, [...RETRYABLE]))
    .orderBy(sql`case when ${emailOutbox.status} = 'dead' then 0 else 1 end`, asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(limit);
}

export async function mailsOfRecord(db: Database, type: RecordType | "register_member", id: number): Promise<MailRow[]> {
  return db
    .select(mailColumns)
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recordType, type), eq(emailOutbox.recordId, id)))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id));
}

export type RetryResult = { result: "retried"; mail: MailRow } | { result: "not_retryable" | "not_found" };

/** Asks the dispatcher to send a pending or dead mail now; the audit entry names the mail, not its content. */
export async function retryMail(db: Database, dispatcher: Pick<Dispatcher, "retry">, actor: AuditActor, id: number): Promise<RetryResult> {
  const [mail] = await db.select(mailColumns).from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  if (!mail) return { result: "not_found" };
  if (!isRetryable(mail.status)) return { result: "not_retryable" };
  await writeAudit(db, actor, {
    action: "mail_retry",
    recordType: mail.recordType as RecordType,
    recordId: mail.recordId,
    reference: mail.reference,
    detail: { mail: mail.id, kind: mail.kind, was: mail.status, attempts: mail.attempts },
  });
  await dispatcher.retry(id);
  return { result: "retried", mail };
}
