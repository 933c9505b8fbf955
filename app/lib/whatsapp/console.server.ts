// Owns the console's view of whatsapp_outbox: the messages not yet delivered (dead first, then
// waiting) with WhatsApp's answer in the operator's words, and "retry now", which makes a dead or
// waiting message due now (a dead one with a fresh schedule) and records who asked. Never a
// message's parameters: they repeat a person's details and may hold a sealed link.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { consoleCopy } from "#app/content/console.ts";
import { consoleWhatsAppCopy as words } from "#app/content/console-whatsapp.ts";
import { whatsappTemplates, type WhatsAppTemplateKind } from "#app/content/whatsapp-templates.ts";
import { formatWhen } from "#app/core/calendar.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import { whatsappOutbox } from "#app/lib/db/schema.ts";
import type { WhatsAppConfig } from "#app/lib/env.server.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { DEFAULT_LEASE_MS } from "./dispatcher.server.ts";

const RETRYABLE = ["pending", "dead"] as const;

const columns = {
  id: whatsappOutbox.id,
  dedupeKey: whatsappOutbox.dedupeKey,
  recordType: whatsappOutbox.recordType,
  recordId: whatsappOutbox.recordId,
  recipient: whatsappOutbox.recipient,
  template: whatsappOutbox.template,
  status: whatsappOutbox.status,
  attempts: whatsappOutbox.attempts,
  nextAttemptAt: whatsappOutbox.nextAttemptAt,
  lastError: whatsappOutbox.lastError,
  claimedAt: whatsappOutbox.claimedAt,
};
type Row = Pick<typeof whatsappOutbox.$inferSelect, keyof typeof columns>;

/** Dead messages first (they need the operator), then waiting ones by their next attempt. */
export function undeliveredWhatsApp(db: Database, limit = 200): Promise<Row[]> {
  return db
    .select(columns)
    .from(whatsappOutbox)
    .where(inArray(whatsappOutbox.status, [...RETRYABLE]))
    .orderBy(sql`case when ${whatsappOutbox.status} = 'dead' then 0 else 1 end`, asc(whatsappOutbox.nextAttemptAt), asc(whatsappOutbox.id))
    .limit(limit);
}

type Cause = keyof typeof words.errors;

/** WhatsApp's answer (as ./cloud-api.server.ts writes it) read as a cause the operator can act on. */
function whatsappErrorCause(raw: string): Cause {
  const code = Number(/\(code (\d+)\)/.exec(raw)?.[1] ?? NaN);
  const status = Number(/^HTTP (\d{3}) /.exec(raw)?.[1] ?? NaN);
  if (/^HTTP request to .* failed/.test(raw) || status >= 500) return "unreachable";
  if ([0, 10, 190].includes(code) || (code >= 200 && code <= 299) || status === 401 || status === 403) return "login";
  if ([132001, 132015, 132016].includes(code)) return "template";
  if ([4, 17, 32, 613, 80007, 130429, 131048, 131056].includes(code) || status === 429) return "slowDown";
  if (status >= 400 && status < 500) return "refused";
  return "other";
}

/** "+91 98450 12345" from "919845012345": the number as the operator would dial it. */
function readableNumber(digits: string): string {
  return /^91\d{10}$/.test(digits) ? `+91 ${digits.slice(2, 7)} ${digits.slice(7)}` : `+${digits}`;
}

/** A message as the Outbox shows it, in the operator's words. */
export function whatsappView(row: Row, config: WhatsAppConfig | null) {
  const kind = config ? (Object.keys(config.templates) as WhatsAppTemplateKind[]).find((k) => config.templates[k] === row.template) : undefined;
  const cause = row.lastError ? whatsappErrorCause(row.lastError) : null;
  return {
    id: row.id,
    // The key names the booking, payment or member and the message ("event_registration:EVT-…:confirmed").
    reference: row.dedupeKey.split(":")[1] ?? row.dedupeKey,
    what: kind ? whatsappTemplates[kind].purpose : words.unknownTemplate(row.template),
    recipient: readableNumber(row.recipient),
    status: row.status,
    statusLabel: consoleCopy.mailStatuses[row.status] ?? row.status,
    attempts: row.attempts,
    when: row.status === "pending" ? formatWhen(row.nextAttemptAt) : "",
    error: cause && row.lastError ? { ...words.errors[cause], technical: row.lastError } : null,
    retryable: (RETRYABLE as readonly string[]).includes(row.status),
  };
}

export type WhatsAppRetryResult = "retried" | "not_retryable" | "not_found";

/**
 * Makes a dead or waiting message due now (a dead one starts a fresh schedule) and kicks the
 * dispatcher; a sent one is left alone. The audit entry names the message, not what it says.
 */
export async function retryWhatsApp(db: Database, dispatcher: { kick(): void }, actor: AuditActor, id: number, now = new Date()): Promise<WhatsAppRetryResult> {
  const result = await db.transaction(async (tx): Promise<WhatsAppRetryResult> => {
    const [row] = await tx.select(columns).from(whatsappOutbox).where(eq(whatsappOutbox.id, id)).for("update");
    if (!row) return "not_found";
    if (!(RETRYABLE as readonly string[]).includes(row.status)) return "not_retryable";
    // A waiting message under a dispatcher's lease may be on its way to WhatsApp this moment: made due
    // now, another dispatcher would send it a second time (WhatsApp takes no idempotency key).
    if (row.status === "pending" && row.claimedAt && row.claimedAt.getTime() > now.getTime() - DEFAULT_LEASE_MS) return "not_retryable";
    await tx
      .update(whatsappOutbox)
      .set({ status: "pending", nextAttemptAt: now, attempts: row.status === "dead" ? 0 : row.attempts, updatedAt: now })
      .where(and(eq(whatsappOutbox.id, id), inArray(whatsappOutbox.status, [...RETRYABLE])));
    await writeAudit(tx, actor, {
      action: "whatsapp_retry",
      recordType: row.recordType === "register_member" || row.recordType === "event_registration" ? row.recordType : undefined,
      recordId: row.recordId,
      detail: { whatsapp: row.id, template: row.template, was: row.status, attempts: row.attempts },
    });
    return "retried";
  });
  if (result === "retried") dispatcher.kick();
  return result;
}
