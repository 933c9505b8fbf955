// Owns the session secret and the signed session cookie: building its Set-Cookie header and reading it back.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createCookie, type Cookie } from "react-router";
import type { Env } from "#app/lib/env.server.ts";
import { SESSION_MAX_MS } from "#app/lib/auth/sessions.server.ts";

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

const SESSION_COOKIE = "console_session";
const cookies = new Map<string, Cookie>();

function sessionCookie(env: Pick<Env, "SESSION_SECRET" | "DATA_DIR">): Cookie {
  const secret = sessionSecret(env);
  let cookie = cookies.get(secret);
  if (!cookie) {
    cookie = createCookie(SESSION_COOKIE, {
      // Signed: a forged or altered cookie is rejected before any database lookup.
      secrets: [secret],
      httpOnly: true,
      sameSite: "lax",
      // Path=/ rather than /admin: React Router fetches the overview's data from /admin.data,
      // which a cookie limited to /admin would not reach (the browser would seem logged out).
      path: "/",
      maxAge: SESSION_MAX_MS / 1000,
    });
    cookies.set(secret, cookie);
  }
  return cookie;
}

/** Secure when the public site is HTTPS or this request arrived over HTTPS (behind TRUST_PROXY too). */
function secureFor(request: Request, env: Pick<Env, "PUBLIC_SITE_URL">): boolean {
  return env.PUBLIC_SITE_URL.startsWith("https://") || new URL(request.url).protocol === "https:";
}

type CookieEnv = Pick<Env, "SESSION_SECRET" | "DATA_DIR" | "PUBLIC_SITE_URL">;

export async function sessionCookieHeader(token: string, request: Request, env: CookieEnv): Promise<string> {
  return sessionCookie(env).serialize(token, { secure: secureFor(request, env) });
}

export async function clearedSessionCookieHeader(request: Request, env: CookieEnv): Promise<string> {
  return sessionCookie(env).serialize("", { secure: secureFor(request, env), maxAge: 0, expires: new Date(0) });
}

export async function readSessionToken(request: Request, env: CookieEnv): Promise<string | null> {
  const value: unknown = await sessionCookie(env).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}
