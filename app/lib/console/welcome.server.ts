// Owns the welcome mail the console offers once a membership or volunteer application is approved:
// its starting words (app/content/welcome-mail.ts), which the operator may change, and
// sending it through the outbox, once per application (its key is the application's), and only
// while the application stands approved: the record's row is locked while that is checked.
import { eq } from "drizzle-orm";
import { welcomeMailCopy } from "#app/content/welcome-mail.ts";
import { site } from "#app/core/site.ts";
import type { RecordType } from "#app/core/records.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import { emailOutbox, recordTables } from "#app/lib/db/schema.ts";
import { headerSafe, paragraphsOf, render } from "#app/lib/mail/render.ts";
import type { WelcomeMailInput } from "#app/schemas/welcome-mail.ts";
import { writeAudit, type AuditActor } from "./audit.server.ts";

export type Applicant = "member" | "volunteer";
export const isApplicant = (type: RecordType): type is Applicant => type === "member" || type === "volunteer";

/** The outbox's kind for a welcome (the console names it in the record's mail list). */
const WELCOME_KIND = "welcome";
const keyOf = (type: Applicant, reference: string) => `${type}:${reference}:welcome`;

/** The welcome's starting words for an applicant. */
export function welcomeDraft(type: Applicant, name: string): WelcomeMailInput {
  const draft = welcomeMailCopy.draft[type];
  return { subject: draft.subject, body: draft.body(name) };
}

/** Whether a welcome was already queued for this application. */
export async function welcomeQueued(db: Database, type: Applicant, reference: string): Promise<boolean> {
  const [row] = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.dedupeKey, keyOf(type, reference)));
  return row !== undefined;
}

export type WelcomeResult = "sent" | "already-sent" | "not-approved" | "not-found";

/** Queues the operator's welcome to the applicant, once, while the application is approved. */
export async function sendWelcomeMail(db: Database, dispatcher: { kick(): void }, actor: AuditActor, type: Applicant, id: number, input: WelcomeMailInput): Promise<WelcomeResult> {
  const table = recordTables[type];
  const result = await db.transaction(async (tx): Promise<WelcomeResult> => {
    const [row] = await tx.select({ id: table.id, reference: table.reference, email: table.email, status: table.status }).from(table).where(eq(table.id, id)).for("update");
    if (!row) return "not-found";
    if (row.status !== "approved") return "not-approved";
    const queued = await tx
      .insert(emailOutbox)
      .values({
        kind: WELCOME_KIND,
        dedupeKey: keyOf(type, row.reference),
        recordType: type,
        recordId: row.id,
        reference: row.reference,
        recipient: headerSafe(row.email),
        replyTo: headerSafe(site.email),
        ...render(input.subject, paragraphsOf(input.body)),
      })
      .onConflictDoNothing({ target: emailOutbox.dedupeKey })
      .returning({ id: emailOutbox.id });
    if (queued.length === 0) return "already-sent";
    await writeAudit(tx, actor, { action: "welcome_mail", recordType: type, recordId: row.id, reference: row.reference });
    return "sent";
  });
  if (result === "sent") dispatcher.kick();
  return result;
}
