// Owns the operator's answer to a visitor, written on the record's page: one mail through the
// outbox, from the site's address with replies to OPERATOR_EMAIL (the community's inbox), in the
// record's mail list and history with who sent it. A new enquiry that is answered moves to "in
// progress" in the same transaction. The same answer posted twice (a double press, a retry) goes
// once: its outbox key is made of the record and a digest of the words.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { RecordType } from "#app/core/records.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import { emailOutbox, recordTables } from "#app/lib/db/schema.ts";
import { headerSafe, paragraphsOf, render } from "#app/lib/mail/render.ts";
import type { ReplyMailInput } from "#app/schemas/reply-mail.ts";
import { writeAudit, type AuditActor } from "./audit.server.ts";

/** The outbox's kind for an answer (the console names it in a record's mail list). */
const REPLY_KIND = "reply";

/** The records a visitor can be answered on: those a person wrote to the community with. */
export const isAnswerable = (type: RecordType): type is "contact" | "member" | "volunteer" => type !== "newsletter";

/** The status an answered record moves to, from the status it moves from; other statuses stay. */
const answeredMoves: Partial<Record<RecordType, { from: string; to: string }>> = { contact: { from: "new", to: "in_progress" } };

/** Whether answering a record in this status moves it on (the form says so before it is sent). */
export const answerMovesOn = (type: RecordType, status: string): boolean => answeredMoves[type]?.from === status;

export type ReplyResult = "sent" | "sent-and-moved" | "already-sent" | "no-address" | "not-found";

type ReplyDeps = { db: Database; env: Pick<Env, "OPERATOR_EMAIL">; dispatcher: { kick(): void } };

export async function sendReply(deps: ReplyDeps, actor: AuditActor, type: RecordType, id: number, input: ReplyMailInput, now = new Date()): Promise<ReplyResult> {
  const table = recordTables[type];
  const digest = crypto.createHash("sha256").update(JSON.stringify([input.subject, input.body])).digest("hex").slice(0, 32);
  const result = await deps.db.transaction(async (tx): Promise<ReplyResult> => {
    const [row] = await tx.select({ id: table.id, reference: table.reference, email: table.email, status: table.status }).from(table).where(eq(table.id, id)).for("update");
    if (!row) return "not-found";
    if (!row.email) return "no-address";
    const [queued] = await tx
      .insert(emailOutbox)
      .values({
        kind: REPLY_KIND,
        dedupeKey: `${type}:${row.reference}:reply:${digest}`,
        recordType: type,
        recordId: row.id,
        reference: row.reference,
        recipient: headerSafe(row.email),
        replyTo: headerSafe(deps.env.OPERATOR_EMAIL),
        ...render(input.subject, paragraphsOf(input.body)),
      })
      .onConflictDoNothing({ target: emailOutbox.dedupeKey })
      .returning({ id: emailOutbox.id });
    if (!queued) return "already-sent";
    // The audit says that an answer went and which mail it is, never its words.
    await writeAudit(tx, actor, { action: "reply", recordType: type, recordId: row.id, reference: row.reference, detail: { mail: queued.id } }, now);
    const move = answeredMoves[type];
    if (!move || row.status !== move.from) return "sent";
    await tx.update(table).set({ status: move.to, updatedAt: now }).where(eq(table.id, row.id));
    await writeAudit(tx, actor, { action: "status", recordType: type, recordId: row.id, reference: row.reference, detail: { from: move.from, to: move.to } }, now);
    return "sent-and-moved";
  });
  if (result === "sent" || result === "sent-and-moved") deps.dispatcher.kick();
  return result;
}
