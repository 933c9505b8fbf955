// What the fault tests share: the production server as a child process on a database of its own
// (PGlite in a fresh DATA_DIR, or a fresh PostgreSQL database test_faults_*), form posts as a
// browser without JavaScript sends them, and a look into the database once the server is done.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import pino from "pino";
import { openDatabase } from "#app/lib/db/client.server.ts";
import { freshPostgresDatabase } from "#tests/support/db.ts";
import { copyPgliteTemplate } from "#tests/support/pglite-template.ts";
import { root, startServer, type ServerProcess } from "../../../scripts/lib/server-process.ts";
import type { FormKind } from "../../../scripts/bench-data.ts";

export { sampleSubmission, type FormKind } from "../../../scripts/bench-data.ts";
export { freePort, type ServerProcess } from "../../../scripts/lib/server-process.ts";

/** The production build the tests serve: BUILD_DIR (npm test builds into ./build first). */
/** Every server on one PostgreSQL database shares the session secret (the server requires one there). */
const TEST_SESSION_SECRET = "fault-tests-session-secret-0123456789abcdef";

export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

export const tableOf: Record<FormKind, string> = {
  contact: "contact_inquiries",
  newsletter: "newsletter_subscriptions",
  member: "members",
  volunteer: "volunteers",
};

/** Where a test's server keeps its data, and how the test reads it afterwards. */
export type Target = {
  name: "pglite" | "postgres";
  /** DATA_DIR: the PGlite database (db/, db.lock) and file mail (mail/). */
  dataDir: string;
  /** The PostgreSQL URL the server uses (unset for PGlite). */
  databaseUrl?: string;
  /** Environment for startServer. */
  env: Record<string, string>;
  /** Opens the database for reading. PGlite: only while no server holds it. */
  open(): Promise<Inspector>;
  /** The server's log file (appended by every server started on this target). */
  logFile: string;
};

export type Inspector = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
};

/** The databases to prove each fault on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const targetNames: Array<"pglite" | "postgres"> = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** A fresh, empty place for one test's server: `label` names the data folder and database (test_faults_<label>). */
export async function freshTarget(name: "pglite" | "postgres", label: string): Promise<Target> {
  const dataDir = path.join(root, ".tmp", `faults-${label}-${name}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, "server.log");
  if (name === "pglite") {
    copyPgliteTemplate(dataDir);
    return {
      name,
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      logFile,
      async open() {
        const db = await PGlite.create(path.join(dataDir, "db"));
        return {
          query: async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows,
          close: () => db.close(),
        };
      },
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const url = new URL(base);
  url.pathname = `/${await freshPostgresDatabase(base, `faults_${process.env.TEST_DATABASE_LABEL ? `${process.env.TEST_DATABASE_LABEL}_` : ""}${label}`)}`;
  const databaseUrl = url.toString();
  return {
    name,
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SESSION_SECRET: TEST_SESSION_SECRET },
    logFile,
    async open() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return {
        query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
        close: () => client.end(),
      };
    },
  };
}

/** Starts the production server on `target` (file mail, log in the target's folder unless env says otherwise). */
export function serve(target: Target, env: Record<string, string> = {}, port?: number): Promise<ServerProcess> {
  return startServer({ buildDir, env: { ...target.env, ...env }, logFile: target.logFile, ...(port ? { port } : {}) });
}

/** The last lines of the target's server log, for a failure message. */
export function logTail(target: Target, lines = 40): string {
  try {
    return fs.readFileSync(target.logFile, "utf8").trim().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no server log)";
  }
}

export type Answer = { status: number; ms: number; html: string; reference: string | undefined; headers: Headers };

const REFERENCE = /REQ-\d{13}-[A-Z0-9]+/;

/**
 * The Reference ID a page shows, or undefined. The receipt prints it in groups with break
 * opportunities (`<span>REQ-<wbr/></span>…`, React's `<!-- -->` between text parts), and a page
 * without React has no other copy of it, so those are taken out before it is read.
 */
export function referenceIn(html: string): string | undefined {
  return REFERENCE.exec(html.replace(/<!-- -->|<wbr\/?>|<\/?span>/g, ""))?.[0];
}

/**
 * An answer's body as its client reads it: decompressed by its Content-Encoding (gzip, br or
 * deflate, as the server offers them to a browser that asks), or as it came when it is not
 * compressed or cannot be decompressed.
 */
export function bodyText(raw: Buffer, encoding: string | undefined): string {
  try {
    if (encoding === "gzip") return zlib.gunzipSync(raw).toString("utf8");
    if (encoding === "br") return zlib.brotliDecompressSync(raw).toString("utf8");
    if (encoding === "deflate") return zlib.inflateSync(raw).toString("utf8");
  } catch {
    // not what it says it is: read as it came
  }
  return raw.toString("utf8");
}

/** Posts a body to `route` the way a browser without JavaScript does, and times the answer. */
export async function post(
  base: string,
  route: string,
  body: URLSearchParams | string | FormData,
  headers: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(base + route, {
    method: "POST",
    headers: typeof body === "string" || body instanceof URLSearchParams ? { "Content-Type": "application/x-www-form-urlencoded", ...headers } : headers,
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const html = await res.text();
  return { status: res.status, ms: performance.now() - started, html, reference: referenceIn(html), headers: res.headers };
}

/** Polls `check` until it returns a truthy value or `timeoutMs` passes (then throws with `what`). */
export async function waitFor<T>(what: string, check: () => T | Promise<T>, timeoutMs: number, everyMs = 250): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Acknowledged references that are not stored in their table. */
export async function missingReferences(db: Inspector, refs: Map<string, FormKind>): Promise<string[]> {
  const missing: string[] = [];
  for (const kind of Object.keys(tableOf) as FormKind[]) {
    const list = [...refs].filter(([, k]) => k === kind).map(([r]) => r);
    if (list.length === 0) continue;
    const rows = await db.query<{ reference: string }>(`select reference from ${tableOf[kind]} where reference = any($1)`, [list]);
    const found = new Set(rows.map((r) => r.reference));
    missing.push(...list.filter((r) => !found.has(r)));
  }
  return missing;
}

/** Outbox rows per reference, for the given references. */
export async function outboxByReference(db: Inspector, refs: string[]): Promise<Map<string, Array<{ kind: string; status: string; dedupe_key: string }>>> {
  const rows = await db.query<{ reference: string; kind: string; status: string; dedupe_key: string }>(
    "select reference, kind, status, dedupe_key from email_outbox where reference = any($1) order by id",
    [refs],
  );
  const map = new Map<string, Array<{ kind: string; status: string; dedupe_key: string }>>();
  for (const row of rows) map.set(row.reference, [...(map.get(row.reference) ?? []), row]);
  return map;
}

/** Rows in each submission table and in the outbox. */
export async function rowCounts(db: Inspector): Promise<Record<FormKind | "outbox", number>> {
  const count = async (table: string) => Number((await db.query<{ n: string | number }>(`select count(*) as n from ${table}`))[0]!.n);
  return {
    contact: await count(tableOf.contact),
    newsletter: await count(tableOf.newsletter),
    member: await count(tableOf.member),
    volunteer: await count(tableOf.volunteer),
    outbox: await count("email_outbox"),
  };
}

/** .eml files the file transport wrote. */
export function emlFiles(target: Target): string[] {
  const dir = path.join(target.dataDir, "mail");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".eml")) : [];
}

/** Stops a server if it is still running (for finally blocks). */
export async function kill(server: ServerProcess | undefined): Promise<void> {
  if (server && server.child.exitCode === null && server.child.signalCode === null) await server.stop("SIGKILL");
}

/** The console's operator the hostile-input tests log in as (seeded by seedConsole). */
const FAULT_OPERATOR = { email: "fault-operator@example.org", password: "fault-operator-password-1" } as const;

/**
 * Stores the console's operator and one published event a month ahead in the target's database,
 * before its server starts (the embedded database admits one process at a time; PostgreSQL is
 * migrated first). Returns the event's slug.
 */
export async function seedConsole(target: Target): Promise<{ eventSlug: string }> {
  const { hashPassword } = await import("#app/lib/auth/passwords.server.ts");
  const eventSlug = "fault-test-morning-walk";
  const date = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  // A fresh PostgreSQL database is empty until a server migrates it; a PGlite one is a migrated copy.
  if (target.databaseUrl) await (await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, log: pino({ level: "silent" }) })).close();
  const db = await target.open();
  try {
    await db.query("insert into operators (email, password_hash) values ($1, $2)", [FAULT_OPERATOR.email, await hashPassword(FAULT_OPERATOR.password)]);
    await db.query(
      "insert into events (slug, title, category, date, start_time, end_time, venue, description, capacity, status) values ($1, 'Morning walk', 'wellness', $2, '07:00', '08:00', 'Cubbon Park gate', 'A gentle walk.', 40, 'published')",
      [eventSlug, date],
    );
  } finally {
    await db.close();
  }
  return { eventSlug };
}

/** Logs in as FAULT_OPERATOR (or as told) and returns the answer: its status, where it sends one, and the session cookie. */
export async function consoleLogIn(base: string, fields: Record<string, string> = {}): Promise<{ status: number; location: string | null; cookie: string | undefined }> {
  const res = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ email: FAULT_OPERATOR.email, password: FAULT_OPERATOR.password, ...fields }),
    signal: AbortSignal.timeout(30_000),
  });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get("location"), cookie: res.headers.getSetCookie().find((c) => c.startsWith("console_session="))?.split(";")[0] };
}

/**
 * Stored text that no person types: every text column of every table searched for a
 * control character other than line breaks and tabs, U+FFFD, or a NUL. "table.column: count" for each found.
 */
export async function unreadableStored(db: Inspector): Promise<string[]> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    "select table_name, column_name from information_schema.columns where table_schema = current_schema() and data_type in ('text', 'character varying') and table_name not like '__drizzle%' order by table_name, column_name",
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = await db.query<{ n: string | number }>(
      `select count(*) as n from "${table_name}" where "${column_name}" ~ '[\\u0001-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u0084\\u0086-\\u009f\\ufffd]'`,
    );
    if (Number(row!.n) > 0) found.push(`${table_name}.${column_name}: ${row!.n}`);
  }
  return found;
}

/** What a stack trace in an answer looks like: a frame, a module path, a file and line. */
export const STACK_TRACE = /\bat [\w.<>$]+ \(|node_modules|\.(ts|js):\d+:\d+|\bTypeError\b|\bReferenceError\b/;

/** Lines of the target's server log at error level or above, or holding a stack trace. */
export function faultLines(target: Target): string[] {
  let log = "";
  try {
    log = fs.readFileSync(target.logFile, "utf8");
  } catch {
    return [];
  }
  // pino's JSON lines at error level or above, a stack inside one, and anything written to stderr
  // around them (Express's default error handler prints a stack there).
  return log.split("\n").filter((line) => /"level":(5|6)\d/.test(line) || /\\n\s+at /.test(line) || /^\s+at /.test(line) || /^\w*Error\b/.test(line));
}
