// Owns what every console route shares on the HTTP side: parsing the URL's record type and id and
// a button's posted id (404 for anything else), the private-page headers, and the small notices
// carried across a redirect.
import { data } from "react-router";
import type { RecordType } from "#app/core/records.ts";
import { consoleSlugs, isConsoleSlug, type ConsoleSlug } from "#app/core/records.ts";
import { field } from "#app/schemas/form-data.ts";

/**
 * Console responses hold personal data: never stored by a browser or proxy cache, never indexed.
 * (The server's Referrer-Policy, strict-origin-when-cross-origin, already keeps console addresses,
 * which can carry a search for a name, from other sites.)
 */
export const privateHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export function notFound(): never {
  throw data("Not found", { status: 404, headers: privateHeaders });
}

export function typeParam(params: { type?: string }): { slug: ConsoleSlug; type: RecordType } {
  if (!isConsoleSlug(params.type)) notFound();
  return { slug: params.type, type: consoleSlugs[params.type] };
}

/**
 * A record's id as written in an address or a form: a positive whole number that PostgreSQL's
 * integer holds (at most 2,147,483,647), in digits only. Anything else ("abc", "1.5", "-1", "0",
 * "1e3", "99999999999") is undefined: no record has it, and the database is never asked.
 */
export function recordId(text: string | undefined): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text ?? "")) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

export function idParam(params: { id?: string }): number {
  const id = recordId(params.id);
  if (id === undefined) notFound();
  return id;
}

/**
 * The id a button posts in a hidden field (a booking, a mail, a payment). Nobody types it, so one
 * that cannot be a record's gets the console's page for a record that is not there (404, with the
 * way back to the overview), as a record erased since the page was loaded does.
 */
export function idField(form: FormData, name: string): number {
  const id = recordId(field(form, name));
  if (id === undefined) notFound();
  return id;
}

/** The same path with a notice for the next page (post → redirect → get, so a reload does not post again). */
export function withNotice(path: string, notice: Record<string, string>): string {
  const url = new URL(path, "http://console.invalid");
  for (const [k, v] of Object.entries(notice)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}`;
}
