// Owns fitting a template message's parameters to what the Cloud API takes: each parameter on one
// line (the API refuses a newline, a tab or more than four spaces in a row, error 132018, and an
// empty one), each within its own length, and the body as WhatsApp shows it, template words and
// parameters together, within 1,024 characters (error 132005). A link is never cut: a cut link
// leads nowhere; other values lose their end and get "…". Pure.
import { whatsappFill, whatsappTemplates, type WhatsAppTemplateKind } from "#app/content/whatsapp-templates.ts";

/** The most characters a template message's body may have once its parameters are filled in. */
export const BODY_LIMIT = 1024;

/**
 * One line, as a parameter must be: every run of white space (newlines, tabs, non-breaking and
 * other spaces) becomes one space, control and invisible format characters go, and the ends are
 * trimmed. An empty value becomes "-": the API refuses an empty parameter.
 */
export function cleanParam(value: string): string {
  const line = value
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u200b\u2060\ufeff]/g, "")
    .replace(/[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/g, " ")
    .trim();
  return line === "" ? "-" : line;
}

/** The first `max` characters (whole code points) and "…", or the value when it fits. */
function cut(value: string, max: number): string {
  const chars = Array.from(value);
  if (chars.length <= max) return value;
  return `${chars.slice(0, Math.max(0, max - 1)).join("").trimEnd()}${whatsappFill.cut}`;
}

/** The body with its numbered places filled in, as the person reads it. */
export function filledBody(kind: WhatsAppTemplateKind, params: readonly string[]): string {
  return whatsappTemplates[kind].body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1] ?? "");
}

/**
 * The parameters as they are sent: cleaned, each within its length, and, when the body would still
 * be longer than BODY_LIMIT, the longest value that is not a link cut further until it fits.
 * Throws when the count is wrong (a programming error: the API would refuse it, 132000).
 */
export function fitParams(kind: WhatsAppTemplateKind, values: readonly string[]): string[] {
  const spec = whatsappTemplates[kind].params;
  if (values.length !== spec.length) throw new Error(`template ${kind} takes ${spec.length} parameters, not ${values.length}`);
  const params = values.map((value, i) => {
    const clean = cleanParam(value);
    const p = spec[i]!;
    return "link" in p ? clean : cut(clean, p.max);
  });
  for (let over = filledBody(kind, params).length - BODY_LIMIT; over > 0; over = filledBody(kind, params).length - BODY_LIMIT) {
    const longest = params.reduce((best, value, i) => (!("link" in spec[i]!) && value.length > (params[best]?.length ?? -1) ? i : best), -1);
    if (longest < 0 || params[longest]!.length <= 2) throw new Error(`template ${kind}: its links alone make the body longer than ${BODY_LIMIT} characters`);
    params[longest] = cut(params[longest]!, Math.max(2, Array.from(params[longest]!).length - over));
  }
  return params;
}
