// Owns writing fresh one-time form tokens into a page as it is sent: every
// placeholder gets its own random token, so two forms on one page, and two visitors of one page,
// never share one.
import { FORM_TOKEN_PLACEHOLDER } from "#app/core/form-token-fields.ts";
import { randomText } from "#app/lib/random-text.server.ts";

/** Random bytes in a token: 144 bits, 24 characters of base64url. */
const TOKEN_BYTES = 18;

export function fillFormTokens(html: string): string {
  if (!html.includes(FORM_TOKEN_PLACEHOLDER)) return html;
  return html.replaceAll(FORM_TOKEN_PLACEHOLDER, newFormToken);
}

/** One fresh token for a form a loader renders (the console's pages are rendered again in the browser). */
export function newFormToken(): string {
  return randomText(TOKEN_BYTES, "base64url");
}
