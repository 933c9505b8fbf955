// Owns the mails that let an operator in: the six-digit code a new browser waits for and
// the password reset link. Queued in the outbox inside the caller's transaction, like every mail;
// their text holds a secret, so once sent the dispatcher keeps only the subject
// (OUTBOX_SECRET_KINDS). The words are content/console-access.ts.
import { consoleAccessCopy } from "#app/content/console-access.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { emailOutbox } from "#app/lib/db/schema.ts";
import { headerSafe, render, type RenderedMail } from "#app/lib/mail/render.ts";

/** The outbox kind of these mails: their text is emptied once they are sent. */
export const ACCESS_MAIL_KIND = "operator_access";

const words = consoleAccessCopy.mail;

export function loginCodeMail(email: string, code: string): RenderedMail {
  return render(words.code.subject(code), [
    { kind: "paragraph", text: words.code.greeting },
    { kind: "paragraph", text: words.code.intro(email) },
    { kind: "fields", fields: [{ label: words.code.codeLabel, value: code }] },
    { kind: "paragraph", text: words.code.validity },
    { kind: "paragraph", text: words.code.notYou },
    { kind: "paragraph", text: words.regards },
  ]);
}

export function resetMail(email: string, link: string): RenderedMail {
  return render(words.reset.subject, [
    { kind: "paragraph", text: words.reset.greeting },
    { kind: "paragraph", text: words.reset.intro(email) },
    { kind: "link", label: words.reset.linkLabel, href: link },
    { kind: "paragraph", text: words.reset.notYou },
    { kind: "paragraph", text: words.regards },
  ]);
}

/** Queues one of these mails to the operator; `key` makes it one message however often it is queued. */
export async function queueAccessMail(db: Database | Tx, operator: { id: number; email: string }, key: string, mail: RenderedMail): Promise<void> {
  await db
    .insert(emailOutbox)
    .values({
      kind: ACCESS_MAIL_KIND,
      dedupeKey: `operator:${operator.id}:${key}`,
      recordType: "operator",
      recordId: operator.id,
      reference: operator.email,
      recipient: headerSafe(operator.email),
      replyTo: null,
      ...mail,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey });
}
