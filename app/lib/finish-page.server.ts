// Owns the last changes to a page's HTML before it is sent: every page, whether rendered for its
// request (app/entry.server.tsx), kept by the day cache (server/page-cache.ts) or prerendered by the
// build (server/app.ts), goes out through finishPage(); a kept page whose answers differ only in their
// forms' tokens is cut by splitKeptPage() so that the server compresses the rest once.
import { FORM_TOKEN_FIELD, FORM_TOKEN_PLACEHOLDER } from "#app/core/form-token-fields.ts";
import { fillFormTokens } from "#app/lib/submissions/fill-form-tokens.server.ts";
import { withSiteUrl } from "./site-url.server.ts";

/**
 * Stands where a response's CSP nonce goes: the production renderer gives it to React for every
 * page, so a page rendered once and sent many times carries it, and each copy gets its own nonce
 * by one replacement. No response's policy names it: a copy that missed its nonce runs no script.
 */
export const NONCE_PLACEHOLDER = "nonceplaceholder00000000";

/** What is known at the moment of the call; what is not stays a placeholder for a later call. */
export type PageFinish = {
  /**
   * The CSP nonce of the response this copy goes out in (the one its Content-Security-Policy
   * header names); with it the copy gets its own one-time form tokens. Absent while the page is
   * kept to be sent many times (prerendered, or day-cached): both stay placeholders.
   */
  nonce?: string;
  /**
   * PUBLIC_SITE_URL, for a page the build prerendered: the build wrote SITE_URL_PLACEHOLDER where
   * the address goes (site-url.server.ts). A page this server renders has the address already.
   */
  siteUrl?: string;
};

/**
 * The page with everything known now written in: the site's address where the build left its placeholder,
 * and, for the copy one response sends, that response's nonce on every inline script and a fresh
 * one-time token in every form (app/lib/submissions/fill-form-tokens.server.ts).
 *
 * A step already done, or with nothing to do in the page, leaves it as it is. So a page rendered
 * for one response is finished in one call; a kept page is finished in a call as it is kept (a
 * prerendered one again when the server reads its file and knows the address) and one per copy.
 */
export function finishPage(html: string, { nonce, siteUrl }: PageFinish = {}): string {
  const addressed = siteUrl === undefined ? html : withSiteUrl(html, siteUrl);
  return nonce === undefined ? addressed : fillFormTokens(addressed.replaceAll(NONCE_PLACEHOLDER, nonce));
}

/** A token input that names its form, as SubmissionForm renders it for a form that posts the ordinary way. */
const TOKEN_INPUT = new RegExp(`<input type="hidden" form="[A-Za-z][\\w-]*" name="${FORM_TOKEN_FIELD}" value="${FORM_TOKEN_PLACEHOLDER}"/>`, "g");

/**
 * A kept page cut where its answers start to differ: `fixed`, the same bytes in every answer (the
 * server compresses it once), and `tail`, the end of the page, finished for each answer by
 * finishTail(). Undefined when what varies cannot be gathered at the end (a form React hydrates
 * keeps its token where React rendered it, and a page with a nonce needs one per answer): such a
 * page is finished whole for each answer, as finishPage() does.
 *
 * What varies is the one-time token of each form that posts the ordinary way. Its input names its
 * form (`form="…"`, SubmissionForm's plainPost), so it belongs to that form wherever it stands in
 * the page: it is moved just before `</body>`, and the form posts it as before, with or without
 * JavaScript. The nonce is the response's header alone: the page's inline scripts are allowed by
 * their hashes (app/core/inline-scripts.ts).
 */
export function splitKeptPage(html: string): { fixed: string; tail: string } | undefined {
  const tokens: string[] = [];
  const moved = html.replace(TOKEN_INPUT, (input: string) => {
    tokens.push(input);
    return "";
  });
  const end = moved.lastIndexOf("</body>");
  const fixed = end === -1 ? moved : moved.slice(0, end);
  if (fixed.includes(NONCE_PLACEHOLDER) || fixed.includes(FORM_TOKEN_PLACEHOLDER)) return undefined;
  if (end === -1) return tokens.length === 0 ? { fixed, tail: "" } : undefined;
  return { fixed, tail: tokens.join("") + moved.slice(end) };
}

/** The tail of a kept page for one answer: a fresh one-time token in every form (none is shared). */
export function finishTail(tail: string): string {
  return fillFormTokens(tail);
}
