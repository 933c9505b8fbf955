// Owns writing fresh one-time form tokens into a page as it is sent: every
// placeholder gets its own random token, so two forms on one page, and two visitors of one page,
// never share one.
import crypto from "node:crypto";
import { FORM_TOKEN_PLACEHOLDER } from "#app/core/form-token-fields.ts";

export function fillFormTokens(html: string): string {
  if (!html.includes(FORM_TOKEN_PLACEHOLDER)) return html;
  return html.replaceAll(FORM_TOKEN_PLACEHOLDER, () => crypto.randomBytes(18).toString("base64url"));
}

/** One fresh token for a form a loader renders (the console's pages are rendered again in the browser). */
export function newFormToken(): string {
  return crypto.randomBytes(18).toString("base64url");
}
