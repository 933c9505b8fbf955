// Owns what every console route shares on the HTTP side: parsing the URL's record type and id
// (404 for anything else), the private-page headers, and the small notices carried across a redirect.
import { data } from "react-router";
import type { RecordType } from "#app/core/records.ts";
import { consoleSlugs, isConsoleSlug, type ConsoleSlug } from "#app/core/records.ts";

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

export function idParam(params: { id?: string }): number {
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? "") ? Number(params.id) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) notFound();
  return id;
}

/** The same path with a notice for the next page (post → redirect → get, so a reload does not post again). */
export function withNotice(path: string, notice: Record<string, string>): string {
  const url = new URL(path, "http://console.invalid");
  for (const [k, v] of Object.entries(notice)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}`;
}
