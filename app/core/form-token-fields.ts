// The one-time token in every public form: a repeated post of the same
// rendered form (a double click, Back and send again) is answered with the first Reference ID
// instead of storing a second record. The server writes a fresh token into each page it sends
// (prerendered pages too, as it serves them); where it could not, the placeholder stays and the
// post is simply not deduplicated. Pure, for browser and server.

export const FORM_TOKEN_FIELD = "formToken";
/** Stands where each response's tokens go; never a valid token itself. */
export const FORM_TOKEN_PLACEHOLDER = "formtokenplaceholder0000000000000";
/** Set by the page's script on posts it makes without a page load: those are answered with data, never redirected. */
export const FORM_SCRIPT_FIELD = "_js";

/** Whether a posted value can be a token the server issued (base64url, 22 to 64 characters). */
export function isFormToken(value: unknown): value is string {
  return typeof value === "string" && value !== FORM_TOKEN_PLACEHOLDER && /^[A-Za-z0-9_-]{22,64}$/.test(value);
}

/**
 * The one token a console form with money in it posted (a payment, a refund), or null when it sent
 * none, a value that cannot be a token, or more than one: its page always sends exactly one, and
 * without it a second press could not be told from a new payment, so such a post is refused.
 */
export function onlyFormToken(form: FormData): string | null {
  const sent = form.getAll(FORM_TOKEN_FIELD);
  return sent.length === 1 && isFormToken(sent[0]) ? sent[0] : null;
}

/** The keys of the questions a money form's "Record it anyway" carries back (app/lib/payments/questions.server.ts). */
export const SEEN_FIELD = "seen";
