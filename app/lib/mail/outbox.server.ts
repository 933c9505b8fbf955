// Owns writing mail into email_outbox. Rows are inserted inside the caller's transaction, so a
// stored submission always has its mail queued and a rolled-back one never does; the dispatcher
// sends them after commit.
import type { Tx } from "#app/lib/db/client.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import { emailOutbox } from "#app/lib/db/schema.ts";
import { site } from "#app/core/site.ts";
import { confirmationRequest } from "#app/lib/newsletter/mail.ts";
import { sealedRow, type SealEnv } from "./sealed.server.ts";
import { headerSafe, operatorNotification, visitorConfirmation, type SubmissionRecord } from "./render.ts";

export type { SubmissionRecord } from "./render.ts";

const outboxKinds = { operator: "operator_notification", confirmation: "visitor_confirmation" } as const;

/** Stable per message, e.g. "contact:REQ-1763800000000-AB12CD:operator"; also the provider's Idempotency-Key. */
function dedupeKey(record: SubmissionRecord, suffix: "operator" | "confirmation"): string {
  return `${record.type}:${record.row.reference}:${suffix}`;
}

/**
 * Inserts the operator notification and (when env.MAIL_CONFIRMATIONS) the visitor confirmation into
 * email_outbox, inside the caller's transaction. A newsletter subscription's visitor mail is the
 * request to confirm the address (double opt-in), so it always goes; `visitorOnly` sends just that
 * (a repeated request for an address not yet confirmed). For a subscription, `record.row.confirmToken`
 * is the key the link carries (the row stores only its hash).
 */
export async function enqueueSubmissionMail(
  tx: Tx,
  record: SubmissionRecord,
  env: Pick<Env, "OPERATOR_EMAIL" | "MAIL_CONFIRMATIONS" | "PUBLIC_SITE_URL"> & SealEnv,
  options: { visitorOnly?: boolean } = {},
): Promise<void> {
  const ctx = { siteUrl: env.PUBLIC_SITE_URL };
  const visitorAddress = headerSafe(record.row.email);
  const common = { recordType: record.type, recordId: record.row.id, reference: record.row.reference };

  const rows: Array<typeof emailOutbox.$inferInsert> = [];
  if (!options.visitorOnly) {
    rows.push({
      ...common,
      kind: outboxKinds.operator,
      dedupeKey: dedupeKey(record, "operator"),
      recipient: headerSafe(env.OPERATOR_EMAIL),
      // The operator answers the visitor with their mail client's Reply button.
      replyTo: visitorAddress,
      ...operatorNotification(record, ctx),
    });
  }
  if (env.MAIL_CONFIRMATIONS || record.type === "newsletter") {
    rows.push({
      ...common,
      kind: outboxKinds.confirmation,
      dedupeKey: dedupeKey(record, "confirmation"),
      recipient: visitorAddress,
      // Replies from visitors go to the community's public mailbox, not to the no-reply sender.
      replyTo: headerSafe(site.email),
      // A subscription is confirmed by its owner first (double opt-in): its visitor mail asks for
      // that, with the confirm link, so it waits in the outbox only sealed (decision 035).
      ...(record.type === "newsletter" ? sealedRow(env, confirmationRequest(record.row, ctx, "confirm")) : visitorConfirmation(record, ctx)),
    });
  }
  if (rows.length === 0) return;
  // A repeated call for the same record (a retried request) must not queue a second copy.
  await tx.insert(emailOutbox).values(rows).onConflictDoNothing({ target: emailOutbox.dedupeKey });
}
