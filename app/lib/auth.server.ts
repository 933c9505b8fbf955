// Owns operator authentication: password hashing (scrypt), operator accounts, database-backed
// sessions and their cookie, the login rate limit, and the origin check on console posts.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import { createCookie, redirect, type Cookie } from "react-router";
import type { Database } from "#app/lib/db/client.server.ts";
import { auditLog, operatorSessions, operators } from "#app/lib/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";

// ---------------------------------------------------------------------------------------------
// Passwords

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * N = 2^15, r = 8, p = 1: about 32 MB and a few tenths of a second per hash on a small server,
 * the cost OWASP lists for scrypt. Stored with the hash, so it can be raised later without
 * invalidating existing passwords.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
export const MIN_PASSWORD_LENGTH = 12;
/** Bounds the work a login post can cause; no real passphrase is longer. */
export const MAX_PASSWORD_LENGTH = 1024;

function scryptOptions(N: number, r: number, p: number): crypto.ScryptOptions {
  // Node's default memory cap (32 MB) is exactly what N=2^15, r=8 needs, and it refuses at the limit.
  return { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
}

/** Why a new password is not acceptable, or null when it is. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  if (password.trim() === "") return "The password must not be only spaces.";
  return null;
}

/** "scrypt$N$r$p$salt$hash" with salt and hash in base64 (the format noted in schema.ts). */
export async function hashPassword(password: string, params = SCRYPT_PARAMS): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const hash = await scrypt(password.normalize("NFC"), salt, KEY_LENGTH, scryptOptions(params.N, params.r, params.p));
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

/** True when `password` matches `stored`; compares in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // A damaged row must not make the server allocate gigabytes.
  const sane = Number.isInteger(N) && N >= 2 && N <= 2 ** 20 && (N & (N - 1)) === 0 && r >= 1 && r <= 32 && p >= 1 && p <= 16;
  if (!sane) return false;
  const salt = Buffer.from(parts[4]!, "base64");
  const expected = Buffer.from(parts[5]!, "base64");
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await scrypt(password.normalize("NFC"), salt, expected.length, scryptOptions(N, r, p));
  return crypto.timingSafeEqual(actual, expected);
}

// ---------------------------------------------------------------------------------------------
// Operator accounts (used by scripts/operator.ts and the login)

export class OperatorExistsError extends Error {
  override name = "OperatorExistsError";
}
export class OperatorNotFoundError extends Error {
  override name = "OperatorNotFoundError";
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function byEmail(email: string) {
  return eq(sql`lower(${operators.email})`, normaliseEmail(email));
}

export async function createOperator(db: Database, email: string, password: string): Promise<{ id: number; email: string }> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  const inserted = await db
    .insert(operators)
    .values({ email: email.trim(), passwordHash })
    .onConflictDoNothing()
    .returning({ id: operators.id, email: operators.email });
  if (!inserted[0]) throw new OperatorExistsError(`An operator with the e-mail address ${email.trim()} already exists.`);
  return inserted[0];
}

/** Sets a new password and ends every session of that operator (a changed password locks out whoever had the old one). */
export async function changeOperatorPassword(db: Database, email: string, password: string): Promise<{ endedSessions: number }> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(operators)
      .set({ passwordHash, updatedAt: new Date() })
      .where(byEmail(email))
      .returning({ id: operators.id });
    if (!updated[0]) throw new OperatorNotFoundError(`There is no operator with the e-mail address ${email.trim()}.`);
    const ended = await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, updated[0].id)).returning({ id: operatorSessions.id });
    return { endedSessions: ended.length };
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * The operator whose e-mail and password match, or null. An unknown address costs the same
 * scrypt work as a known one, so the answer time does not tell which addresses have accounts.
 */
export async function authenticate(db: Database, email: string, password: string): Promise<{ id: number; email: string } | null> {
  if (password.length > MAX_PASSWORD_LENGTH) return null;
  const [operator] = await db.select({ id: operators.id, email: operators.email, passwordHash: operators.passwordHash }).from(operators).where(byEmail(email)).limit(1);
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString("hex"));
  const ok = await verifyPassword(password, operator?.passwordHash ?? (await dummyHash));
  return operator && ok ? { id: operator.id, email: operator.email } : null;
}

// ---------------------------------------------------------------------------------------------
// Sessions

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** …and in any case this long after logging in (one working day). */
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** The idle expiry is pushed forward at most this often, so page views do not each write. */
const SESSION_TOUCH_MS = 5 * 60 * 1000;

/** Sessions are stored by the SHA-256 of their token: a copy of the table cannot be used to log in. */
export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export type ConsoleOperator = { id: number; email: string; sessionId: string };

export async function createSession(db: Database, operatorId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await db.transaction(async (tx) => {
    // Housekeeping at the one moment a session is made: this operator's ended sessions go.
    await tx
      .delete(operatorSessions)
      .where(
        and(
          eq(operatorSessions.operatorId, operatorId),
          or(lt(operatorSessions.expiresAt, now), lt(operatorSessions.createdAt, new Date(now.getTime() - SESSION_MAX_MS))),
        ),
      );
    await tx.insert(operatorSessions).values({ id: hashToken(token), operatorId, expiresAt, createdAt: now });
    await tx.update(operators).set({ lastLoginAt: now }).where(eq(operators.id, operatorId));
  });
  return { token, expiresAt };
}

/** The operator of a live session, sliding its idle expiry forward; null when unknown or ended. */
export async function findSession(db: Database, token: string, now = new Date()): Promise<ConsoleOperator | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({ operatorId: operators.id, email: operators.email, expiresAt: operatorSessions.expiresAt, createdAt: operatorSessions.createdAt })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.id, id), gt(operatorSessions.expiresAt, now), gt(operatorSessions.createdAt, new Date(now.getTime() - SESSION_MAX_MS))))
    .limit(1);
  if (!row) return null;
  const idleEnd = now.getTime() + SESSION_IDLE_MS;
  if (idleEnd - row.expiresAt.getTime() > SESSION_TOUCH_MS) {
    const absoluteEnd = row.createdAt.getTime() + SESSION_MAX_MS;
    await db
      .update(operatorSessions)
      .set({ expiresAt: new Date(Math.min(idleEnd, absoluteEnd)) })
      .where(eq(operatorSessions.id, id));
  }
  return { id: row.operatorId, email: row.email, sessionId: id };
}

export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.id, hashToken(token)));
}

// ---------------------------------------------------------------------------------------------
// Session secret and cookie

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

export const SESSION_COOKIE = "console_session";
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

// ---------------------------------------------------------------------------------------------
// Login rate limit

type Window = { max: number; windowMs: number };

/**
 * Counts failed logins per client address and per account, in memory. A correct password is
 * refused too while a limit holds, or guessing could simply continue. The per-account count is
 * kept for any address typed, known or not, so it tells nothing about which accounts exist.
 * One process's memory: several servers each keep their own count (a higher total, still bounded).
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();
  constructor(
    readonly perIp: Window = { max: 20, windowMs: 15 * 60 * 1000 },
    readonly perAccount: Window = { max: 5, windowMs: 15 * 60 * 1000 },
    private readonly maxKeys = 10_000,
  ) {}

  /** 0 when a login may be tried now; otherwise the milliseconds until it may. */
  retryAfterMs(ip: string, email: string, now = Date.now()): number {
    return Math.max(this.wait(`ip:${ip}`, this.perIp, now), this.wait(`account:${normaliseEmail(email)}`, this.perAccount, now));
  }

  fail(ip: string, email: string, now = Date.now()): void {
    this.add(`ip:${ip}`, this.perIp, now);
    this.add(`account:${normaliseEmail(email)}`, this.perAccount, now);
  }

  /** A correct login clears the account's count (not the address's: it may be shared by an attacker). */
  succeed(email: string): void {
    this.failures.delete(`account:${normaliseEmail(email)}`);
  }

  private recent(key: string, window: Window, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => t > now - window.windowMs);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  private wait(key: string, window: Window, now: number): number {
    const list = this.recent(key, window, now);
    if (list.length < window.max) return 0;
    return list[list.length - window.max]! + window.windowMs - now;
  }

  private add(key: string, window: Window, now: number): void {
    const list = this.recent(key, window, now);
    list.push(now);
    this.failures.delete(key); // re-insert: the map's order is then least recently failed first
    this.failures.set(key, list.slice(-window.max));
    // Random addresses must not grow memory without bound: the stalest keys go first.
    while (this.failures.size > this.maxKeys) {
      const oldest = this.failures.keys().next().value;
      if (oldest === undefined) break;
      this.failures.delete(oldest);
    }
  }
}

export const loginLimiter = new LoginLimiter();

export type LoginResult =
  | { ok: true; operator: { id: number; email: string }; token: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; retryAfterMs: number };

/** Checks the limit, the password, and opens a session with an audit entry. */
export async function logIn(
  db: Database,
  input: { email: string; password: string; ip: string },
  limiter: LoginLimiter = loginLimiter,
  now = new Date(),
): Promise<LoginResult> {
  const wait = limiter.retryAfterMs(input.ip, input.email, now.getTime());
  if (wait > 0) return { ok: false, reason: "limited", retryAfterMs: wait };
  const operator = await authenticate(db, input.email, input.password);
  if (!operator) {
    limiter.fail(input.ip, input.email, now.getTime());
    return { ok: false, reason: "invalid" };
  }
  limiter.succeed(input.email);
  const { token } = await createSession(db, operator.id, now);
  await db.insert(auditLog).values({ operatorId: operator.id, operatorEmail: operator.email, action: "login", createdAt: now });
  return { ok: true, operator, token };
}

// ---------------------------------------------------------------------------------------------
// Origin check

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

// ---------------------------------------------------------------------------------------------
// Guards for console routes

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

/** Where to come back to after logging in: only a console path, never another site. */
export function safeNext(value: string | null | undefined): string {
  if (!value || !value.startsWith("/admin") || value.startsWith("//") || value.includes("\\")) return "/admin";
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
