// Owns reading a mail's raw last error (as the transports and the dispatcher write it) as a cause
// the operator can act on: the words are consoleCopy.mailErrors. Pure.
import { consoleCopy } from "#app/content/console.ts";
import { SKIPPED_UNSUBSCRIBED } from "#app/content/newsletter.ts";

export type MailErrorCause = Exclude<keyof typeof consoleCopy.mailErrors, "technical">;

const causes: Array<[MailErrorCause, RegExp | string]> = [
  ["unsubscribed", SKIPPED_UNSUBSCRIBED],
  ["refusedLogin", /\b(EAUTH|HTTP 40[13])\b|invalid login|authentication|api key/i],
  ["slowDown", /\b(HTTP 429|421|451|452)\b|too many|rate limit|try again later/i],
  ["refusedMessage", /\b(HTTP 4(?:00|04|22)|55[0-46]|553)\b|mailbox unavailable|no such user|invalid .*(to|recipient)/i],
  ["unreachable", /ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ESOCKET|ECONNECTION|ETIMEOUT|no answer within|socket|connect/i],
];

export function mailErrorCause(raw: string): MailErrorCause {
  return causes.find(([, pattern]) => (typeof pattern === "string" ? raw === pattern : pattern.test(raw)))?.[0] ?? "other";
}

/** What the operator reads for a mail's last error: what it means and what to do (empty when there is none). */
export function explainMailError(raw: string | null | undefined): { meaning: string; todo: string; technical: string } | null {
  if (!raw) return null;
  const words = consoleCopy.mailErrors[mailErrorCause(raw)];
  return { meaning: words.meaning, todo: words.todo, technical: raw };
}
