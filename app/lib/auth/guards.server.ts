// Owns the guards on console routes: the origin check on posts, the signed-in operator, and where the login sends one back to.
import { data, redirect } from "react-router";
import type { Database } from "#app/lib/db/client.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import { OWNERS_ONLY, OWNERS_ONLY_PAGE } from "#app/lib/console/owners.ts";
import { readSessionToken } from "#app/lib/auth/cookie.server.ts";
import { findSession, type ConsoleOperator } from "#app/lib/auth/sessions.server.ts";

/**
 * A console post must come from the console's own pages: its Origin (or, when a browser sends
 * none, its Referer) must be PUBLIC_SITE_URL's origin or this request's own. This stops another
 * site from making a logged-in operator's browser change or erase records (cross-site request
 * forgery); SameSite=Lax alone leaves same-site subdomains and old browsers open.
 */
export function isAllowedOrigin(request: Request, publicSiteUrl: string): boolean {
  const allowed = new Set([new URL(publicSiteUrl).origin, new URL(request.url).origin]);
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null") return allowed.has(origin);
  const referer = request.headers.get("Referer");
  if (!referer) return false;
  try {
    return allowed.has(new URL(referer).origin);
  } catch {
    return false;
  }
}

type GuardServices = { db: Database; env: Env };

const lookups = new WeakMap<Request, Promise<ConsoleOperator | null>>();

/** The signed-in operator of this request, or null. Looked up once per request, whichever loader asks first. */
export function getOperator(request: Request, services: GuardServices): Promise<ConsoleOperator | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = (async () => {
      const token = await readSessionToken(request, services.env);
      return token ? findSession(services.db, token) : null;
    })();
    lookups.set(request, lookup);
  }
  return lookup;
}

/**
 * Longer than any address the console makes (a search is at most 200 characters, 1,800 once a
 * script of India is percent-encoded; app/lib/console/records.server.ts):
 * beyond it, the login's redirect would carry a Location header a proxy or a browser may refuse.
 */
const MAX_NEXT_LENGTH = 2_000;

/**
 * Where to come back to after logging in: only a console path, never another site, and only as an
 * address is written on the wire (printable ASCII, no spaces; loginUrl percent-encodes what it
 * carries), since it becomes the redirect's Location header: anything else (a line feed, U+2028, a
 * letter of another script) would make that header invalid after the session had been opened.
 */
export function safeNext(value: string | null | undefined): string {
  if (!value || value.length > MAX_NEXT_LENGTH || !/^[\x21-\x7e]+$/.test(value)) return "/admin";
  if (!value.startsWith("/admin") || value.startsWith("//") || value.includes("\\")) return "/admin";
  if (value.startsWith("/admin/login") || value.startsWith("/admin/logout")) return "/admin";
  return value;
}

export function loginUrl(request: Request): string {
  const url = new URL(request.url);
  const next = safeNext(`${url.pathname.replace(/\.data$/, "")}${url.search}`);
  return next === "/admin" ? "/admin/login" : `/admin/login?next=${encodeURIComponent(next)}`;
}

/** The operator, or a redirect to the login page (no record data for anyone without a session). */
export async function requireOperator(request: Request, services: GuardServices): Promise<ConsoleOperator> {
  const operator = await getOperator(request, services);
  if (!operator) throw redirect(loginUrl(request));
  return operator;
}

/** Every console post: first the origin (403), then the session. */
export async function requireConsolePost(request: Request, services: GuardServices): Promise<ConsoleOperator> {
  if (!isAllowedOrigin(request, services.env.PUBLIC_SITE_URL)) {
    throw new Response("Forbidden: this request did not come from the console's own pages.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return requireOperator(request, services);
}

export const isOwner = (operator: Pick<ConsoleOperator, "role">) => operator.role === "owner";

/** An owner's page or download (operators, people, erasure, CSV, the audit): an editor gets 403. */
export async function requireOwner(request: Request, services: GuardServices): Promise<ConsoleOperator> {
  const operator = await requireOperator(request, services);
  if (!isOwner(operator)) throw ownersOnly();
  return operator;
}

/**
 * An owner's download (a CSV file, a backup): a file has no page to say why it is refused, so an
 * editor is sent to the console's page that says so (/admin/owners-only, a 403) instead of a bare answer.
 */
export async function requireOwnerDownload(request: Request, services: GuardServices): Promise<ConsoleOperator> {
  const operator = await requireOperator(request, services);
  if (!isOwner(operator)) throw redirect(OWNERS_ONLY_PAGE);
  return operator;
}

/** An owner's post: origin, session, then role. */
export async function requireOwnerPost(request: Request, services: GuardServices): Promise<ConsoleOperator> {
  const operator = await requireConsolePost(request, services);
  if (!isOwner(operator)) throw ownersOnly();
  return operator;
}

function ownersOnly() {
  return data({ reason: OWNERS_ONLY }, { status: 403, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } });
}
