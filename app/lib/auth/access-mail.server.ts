// Owns the mails that let an operator in: the six-digit code a new browser waits for and
// the password reset link. Queued in the outbox inside the caller's transaction, like every mail.
// The message itself is stored only sealed (encrypted with a key outside the database,
// app/lib/mail/sealed.server.ts); the row's subject, text and html hold words without the secret,
// and once sent the dispatcher drops the sealed copy. The words are content/console-access.ts.
import { consoleAccessCopy } from "#app/content/console-access.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { emailOutbox } from "#app/lib/db/schema.ts";
import { headerSafe, render, type RenderedMail } from "#app/lib/mail/render.ts";
import { sealMail, type SealEnv } from "#app/lib/mail/sealed.server.ts";

/** The outbox kind of these mails: their text is emptied once they are sent. */
export const ACCESS_MAIL_KIND = "operator_access";

/** What the row's text and html say while the message waits, sealed. */
export const SEALED_TEXT = "(its one-time code or link is stored only encrypted until it is sent)";

const words = consoleAccessCopy.mail;

/** A mail that lets an operator in, and the subject the outbox row may show of it (without the secret). */
type AccessMail = { mail: RenderedMail; keptSubject: string };

export function loginCodeMail(email: string, code: string): AccessMail {
  return { mail: loginCodeMessage(email, code), keptSubject: words.code.keptSubject };
}

function loginCodeMessage(email: string, code: string): RenderedMail {
  return render(words.code.subject(code), [
    { kind: "paragraph", text: words.code.greeting },
    { kind: "paragraph", text: words.code.intro(email) },
    { kind: "fields", fields: [{ label: words.code.codeLabel, value: code }] },
    { kind: "paragraph", text: words.code.validity },
    { kind: "paragraph", text: words.code.notYou },
    { kind: "paragraph", text: words.regards },
  ]);
}

export function resetMail(email: string, link: string): AccessMail {
  return { mail: resetMessage(email, link), keptSubject: words.reset.subject };
}

function resetMessage(email: string, link: string): RenderedMail {
  return render(words.reset.subject, [
    { kind: "paragraph", text: words.reset.greeting },
    { kind: "paragraph", text: words.reset.intro(email) },
    { kind: "link", label: words.reset.linkLabel, href: link },
    { kind: "paragraph", text: words.reset.notYou },
    { kind: "paragraph", text: words.regards },
  ]);
}

/**
 * Queues one of these mails to the operator, sealed with the key `env` gives; `key` makes it one
 * message however often it is queued.
 */
export async function queueAccessMail(db: Database | Tx, env: SealEnv, operator: { id: number; email: string }, key: string, access: AccessMail): Promise<void> {
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
      subject: access.keptSubject,
      text: SEALED_TEXT,
      html: SEALED_TEXT,
      sealed: sealMail(env, access.mail),
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey });
}
