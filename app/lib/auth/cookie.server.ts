// Owns the session secret and the console's signed cookies (session, trusted device, login in
// progress): building their Set-Cookie headers and reading them back.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createCookie, type Cookie } from "react-router";
import type { Env } from "#app/lib/env.server.ts";
import { SESSION_MAX_MS } from "#app/lib/auth/sessions.server.ts";
import { DEVICE_TRUST_MS, LOGIN_CODE_MS } from "#app/lib/auth/lifetimes.ts";

const secrets = new Map<string, string>();

/**
 * SESSION_SECRET, or one generated on first use and kept in DATA_DIR/session-secret (mode 0600),
 * so cookies survive restarts without any set-up. Several servers sharing one PostgreSQL database
 * must be given the same SESSION_SECRET.
 */
export function sessionSecret(env: Pick<Env, "SESSION_SECRET" | "DATA_DIR">): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.resolve(env.DATA_DIR, "session-secret");
  const known = secrets.get(file);
  if (known) return known;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let secret: string;
  try {
    secret = crypto.randomBytes(32).toString("base64url");
    // "wx": if another process wrote it first, read theirs instead of replacing it.
    fs.writeFileSync(file, `${secret}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    secret = fs.readFileSync(file, "utf8").trim();
    if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters: delete it to have a new one generated.`);
  }
  secrets.set(file, secret);
  return secret;
}

type CookieEnv = Pick<Env, "SESSION_SECRET" | "DATA_DIR" | "PUBLIC_SITE_URL">;

/**
 * The console's cookies, each HttpOnly, SameSite=Lax and signed with the session secret (a forged
 * or altered cookie is rejected before any database lookup):
 * - the session (Path=/ rather than /admin: React Router fetches the overview's data from
 *   /admin.data, which a cookie limited to /admin would not reach; the browser would seem logged out);
 * - the device cookie, which makes a browser that has logged in a trusted one (90 days);
 * - the login in progress on a new browser, until its code is typed (15 minutes).
 */
const cookieKinds = {
  session: { name: "console_session", path: "/", maxAgeMs: SESSION_MAX_MS },
  device: { name: "console_device", path: "/admin", maxAgeMs: DEVICE_TRUST_MS },
  challenge: { name: "console_login", path: "/admin", maxAgeMs: LOGIN_CODE_MS },
} as const;
type CookieKind = keyof typeof cookieKinds;

const cookies = new Map<string, Cookie>();

function cookieOf(kind: CookieKind, env: Pick<Env, "SESSION_SECRET" | "DATA_DIR">): Cookie {
  const secret = sessionSecret(env);
  const key = `${kind}:${secret}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    const { name, path, maxAgeMs } = cookieKinds[kind];
    cookie = createCookie(name, { secrets: [secret], httpOnly: true, sameSite: "lax", path, maxAge: maxAgeMs / 1000 });
    cookies.set(key, cookie);
  }
  return cookie;
}

/** Secure when the public site is HTTPS or this request arrived over HTTPS (behind TRUST_PROXY too). */
function secureFor(request: Request, env: Pick<Env, "PUBLIC_SITE_URL">): boolean {
  return env.PUBLIC_SITE_URL.startsWith("https://") || new URL(request.url).protocol === "https:";
}

/** The Set-Cookie header that gives this browser `token` in the cookie of `kind`. */
export function setCookieHeader(kind: CookieKind, token: string, request: Request, env: CookieEnv): Promise<string> {
  return cookieOf(kind, env).serialize(token, { secure: secureFor(request, env) });
}

/** The Set-Cookie header that removes the cookie of `kind`. */
export function clearedCookieHeader(kind: CookieKind, request: Request, env: CookieEnv): Promise<string> {
  return cookieOf(kind, env).serialize("", { secure: secureFor(request, env), maxAge: 0, expires: new Date(0) });
}

/** The token in this request's cookie of `kind`, or null when it is missing or its signature is wrong. */
export async function readCookieToken(kind: CookieKind, request: Request, env: CookieEnv): Promise<string | null> {
  const value: unknown = await cookieOf(kind, env).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

export const sessionCookieHeader = (token: string, request: Request, env: CookieEnv) => setCookieHeader("session", token, request, env);
export const clearedSessionCookieHeader = (request: Request, env: CookieEnv) => clearedCookieHeader("session", request, env);
export const readSessionToken = (request: Request, env: CookieEnv) => readCookieToken("session", request, env);

/**
 * The cookies of a browser that has just logged in: its session, its device cookie (it is trusted
 * from now on) and, when it waited for a code, the end of that wait. As headers for a redirect.
 */
export async function loggedInCookies(result: { token: string; device: string }, request: Request, env: CookieEnv): Promise<[string, string][]> {
  return [
    ["Set-Cookie", await setCookieHeader("session", result.token, request, env)],
    ["Set-Cookie", await setCookieHeader("device", result.device, request, env)],
    ["Set-Cookie", await clearedCookieHeader("challenge", request, env)],
  ];
}
