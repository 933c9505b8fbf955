// Owns the outbox's sealed messages: a mail that carries a one-time secret (a login code, a
// password reset link) or a personal link (a member's page, a booking's cancel link, the
// newsletter's confirm and unsubscribe links) is stored in email_outbox only encrypted, so neither
// the table, nor a backup, nor the database's write-ahead log ever holds the secret in clear
// (docs/decisions/029, 035). The key is not in the database: it is derived (HKDF-SHA-256) from the
// session secret, which is SESSION_SECRET or the file DATA_DIR/session-secret. AES-256-GCM, a
// fresh 12-byte nonce per message; the stored value is "v1." + base64url(nonce ‖ tag ‖ ciphertext)
// of the message's JSON {subject, text, html} and, when it has any, its headers (a newsletter's
// List-Unsubscribe carries its link).
import crypto from "node:crypto";
import { sessionSecret } from "#app/lib/auth/cookie.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { RenderedMail } from "./render.ts";

export type SealEnv = Pick<Env, "SESSION_SECRET" | "DATA_DIR">;

const VERSION = "v1.";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** Thrown when a sealed message cannot be opened: the session secret changed since it was queued, or the value was altered. */
export class SealError extends Error {
  override name = "SealError";
}

const keys = new Map<string, Buffer>();

function keyOf(env: SealEnv): Buffer {
  const secret = sessionSecret(env);
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync("sha256", secret, "", "email_outbox sealed message v1", 32));
    keys.set(secret, key);
  }
  return key;
}

/** A message as it is sealed: its words, and the headers that go with it (a newsletter's). */
export type SealedMail = RenderedMail & { headers?: Record<string, string> };

/** The message encrypted for the outbox's `sealed` column. */
export function sealMail(env: SealEnv, mail: SealedMail): string {
  const nonce = crypto.randomBytes(NONCE_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", keyOf(env), nonce);
  const message = { subject: mail.subject, text: mail.text, html: mail.html, ...(mail.headers ? { headers: mail.headers } : {}) };
  const body = Buffer.concat([cipher.update(JSON.stringify(message), "utf8"), cipher.final()]);
  return VERSION + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString("base64url");
}

/** What the row of a mail with a personal link says while its message waits, sealed. */
const SEALED_LINK_TEXT = "(its personal link is stored only encrypted until it is sent)";
/** What is left of it once sent: the sealed copy is dropped. */
export const SENT_LINK_TEXT = "(sent; its personal link is not kept)";

/**
 * A personal link in a message written in clear, as mail queued before 035 was: a member's page
 * (/membership/<token>), or a `token=` parameter (a booking's cancel link, the newsletter's confirm
 * and unsubscribe links; `&amp;token=` in HTML) other than a test copy's. Migration 0016 looks for
 * the same in the mail already sent (its SQL repeats this pattern: keep the two alike).
 */
const PERSONAL_LINK = /\/membership\/[A-Za-z0-9_-]|[?&;]token=(?!test-copy)[A-Za-z0-9_%-]/;

/** Whether a row written in clear (not sealed) carries a personal link in its text, HTML or headers: the dispatcher empties it once sent. */
export function holdsPersonalLink(row: { text: string; html: string; headers: Record<string, string> | null }): boolean {
  return PERSONAL_LINK.test(row.text) || PERSONAL_LINK.test(row.html) || (row.headers !== null && PERSONAL_LINK.test(JSON.stringify(row.headers)));
}

/**
 * The outbox columns of a mail that carries a personal link: its subject (which carries none, and
 * the console lists), words in place of its text and HTML, no headers in clear, and the whole
 * message sealed. The dispatcher opens it to send it and drops it once sent.
 */
export function sealedRow(env: SealEnv, mail: SealedMail): { subject: string; text: string; html: string; headers: null; sealed: string } {
  return { subject: mail.subject, text: SEALED_LINK_TEXT, html: SEALED_LINK_TEXT, headers: null, sealed: sealMail(env, mail) };
}

/** The message a `sealed` value holds; a SealError when it cannot be opened with this server's key. */
export function openMail(env: SealEnv, sealed: string): SealedMail {
  if (!sealed.startsWith(VERSION)) throw new SealError("the sealed message is in a form this server does not know");
  const raw = Buffer.from(sealed.slice(VERSION.length), "base64url");
  if (raw.length < NONCE_BYTES + TAG_BYTES) throw new SealError("the sealed message is cut short");
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", keyOf(env), raw.subarray(0, NONCE_BYTES));
    decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    const json = Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
    const mail = JSON.parse(json) as SealedMail;
    return { subject: String(mail.subject), text: String(mail.text), html: String(mail.html), ...(mail.headers ? { headers: mail.headers } : {}) };
  } catch {
    throw new SealError("the sealed message cannot be opened with this server's key: SESSION_SECRET (or DATA_DIR/session-secret) changed after it was queued");
  }
}
