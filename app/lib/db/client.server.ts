// Owns the database connection: PGlite in DATA_DIR/db by default, PostgreSQL when DATABASE_URL is set,
// and applying the generated migrations in drizzle/ on open.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.ts";
import type { Logger } from "#app/lib/log.server.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a transaction callback receives; the same query API as Database. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query; rejects otherwise (used by /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * The embedded database only: writes a consistent copy of the whole database to `file` (a gzipped
   * tarball PGlite can open again; restorePglite). PostgreSQL is backed up with pg_dump.
   */
  backup?(file: string): Promise<void>;
};

/**
 * The drizzle/ folder of the project: the nearest one above this module, which is app/lib/db/ when
 * run from source and build/server/ (or a chunk folder in it) when compiled.
 */
export const migrationsFolder = findMigrations(path.dirname(fileURLToPath(import.meta.url)));

function findMigrations(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta/_journal.json"))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`no drizzle/ migrations folder above ${from}`);
  }
}

/**
 * Tables rewritten once after a migration that emptied values in rows already there: the old row
 * versions stay in a table's files (and, on the embedded database, in its write-ahead log) until
 * the table is rewritten, which cannot be done in the migrations' transaction. 0016 empties the
 * personal links of mail sent before decision 035.
 */
const REWRITE_AFTER: Readonly<Record<string, readonly string[]>> = { "0016_empty_sent_link_mails": ["email_outbox"] };

/** A statement on the connection the migrations run on (node-postgres' client and PGlite answer alike). */
type RawQuery = (text: string) => Promise<{ rows: Array<Record<string, unknown>> }>;

/** The newest applied migration's time (its journal's `when`); 0 for a database never migrated. */
async function lastMigrationAt(query: RawQuery): Promise<number> {
  const [table] = (await query("select to_regclass('drizzle.__drizzle_migrations') is not null as there")).rows;
  if (!table?.there) return 0;
  const [last] = (await query("select coalesce(max(created_at), 0)::text as at from drizzle.__drizzle_migrations")).rows;
  return Number(last?.at ?? 0);
}

/**
 * Applies the pending migrations, then rewrites the tables REWRITE_AFTER names for those it applied
 * to a database that was migrated before (a new one holds no old rows), as an erasure does
 * (app/lib/console/erasure.server.ts): VACUUM FULL, and on the embedded database a checkpoint that
 * lets the old log segments go. A failure to rewrite is logged when there is a log (the site starts;
 * the old values stay in the files until the table is rewritten), thrown otherwise.
 */
async function migrateAndRewrite(kind: DatabaseHandle["kind"], query: RawQuery, migrate: () => Promise<void>, log?: Logger): Promise<void> {
  const before = await lastMigrationAt(query);
  await migrate();
  if (before === 0) return;
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: Array<{ tag: string; when: number }> };
  const tables = [...new Set(journal.entries.filter((e) => e.when > before).flatMap((e) => REWRITE_AFTER[e.tag] ?? []))];
  if (tables.length === 0) return;
  try {
    await query(`vacuum full ${tables.map((t) => `"${t}"`).join(", ")}`);
    if (kind === "pglite") {
      // The embedded database is the site's own: its log still holds the rows as they were.
      await query("checkpoint");
      await query("set wal_recycle = off");
      await query("select pg_switch_wal()");
      await query("checkpoint");
      await query("reset wal_recycle");
    }
    log?.info({ tables }, "tables rewritten after a migration that emptied values in them");
  } catch (error) {
    if (!log) throw error;
    log.error({ err: error, tables }, "tables a migration emptied values in could not be rewritten: the old values stay in the database's files until VACUUM FULL");
  }
}

export class DatabaseLockedError extends Error {
  override name = "DatabaseLockedError";
}

/**
 * PGlite is single-process: two processes opening one directory corrupt it. The first process
 * writes its identity into DATA_DIR/db.lock: its pid and the moment the kernel started it
 * (/proc/<pid>/stat, field 22). Any other process refuses with a clear message while that very
 * process lives. A pid alone is no proof: a killed process that is not yet reaped (a zombie) still
 * answers kill(pid, 0), and after a reboot or enough starts the pid may belong to an unrelated
 * process. So a lock is stale when its pid is gone, is a zombie, or was started at another moment.
 */
export function acquirePgliteLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "db.lock");
  const mine = `${process.pid} ${startTimeOf(process.pid) ?? ""}`.trim();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, mine, { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === mine) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const [pidText, started] = fs.readFileSync(lockPath, "utf8").trim().split(/\s+/);
      const holder = Number(pidText);
      if (holder && holder !== process.pid && holds(holder, started)) {
        throw new DatabaseLockedError(
          `The embedded database in ${path.join(dataDir, "db")} is in use by process ${holder}. ` +
            `PGlite allows one process at a time: stop that process first, or set DATABASE_URL to use PostgreSQL.`,
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new DatabaseLockedError(`Could not take the database lock ${lockPath}.`);
}

/** How long a process waits for a live holder of the embedded database to let go (a server shutting down). */
const LOCK_WAIT_MS = 5_000;

/**
 * The lock, waiting up to `waitMs` for a live holder to let go (a server still shutting down when
 * its successor starts) before refusing.
 */
export async function acquirePgliteLockWaiting(dataDir: string, waitMs = LOCK_WAIT_MS): Promise<() => void> {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      return acquirePgliteLock(dataDir);
    } catch (error) {
      if (!(error instanceof DatabaseLockedError) || Date.now() >= until) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/**
 * For a command run beside the site (`npm run operator`, `npm run dues`): the database, or the
 * running server's answer when a live server holds the embedded one. A server that answers is asked
 * at once, so the operator does not wait for a lock a running site never lets go. One that does not
 * answer may be shutting down: the command waits for it to let go as any process would, and asks
 * once more at the end (a server starting answers once it is up). `ask` answers undefined when
 * nobody answers; a holder that never answers ends in the DatabaseLockedError.
 */
export async function openOrAskServer<T>(
  open: (lockWaitMs: number) => Promise<DatabaseHandle>,
  ask: () => Promise<T | undefined>,
): Promise<{ database: DatabaseHandle } | { answer: T }> {
  try {
    return { database: await open(0) };
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
  }
  const first = await ask();
  if (first !== undefined) return { answer: first };
  try {
    return { database: await open(LOCK_WAIT_MS) };
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    const last = await ask();
    if (last !== undefined) return { answer: last };
    throw error;
  }
}

/** When the kernel started `pid` (clock ticks since boot), or undefined when it is gone or unknown. */
export function startTimeOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count from its last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[0] === "Z" ? undefined : fields[19];
  } catch {
    return undefined;
  }
}

/** True when `pid` is a live process and, when the lock names it, the same one that wrote it. */
export function holds(pid: number, started: string | undefined): boolean {
  if (fs.existsSync("/proc/self/stat")) {
    const now = startTimeOf(pid);
    return now !== undefined && (started === undefined || started === now);
  }
  // No /proc (not Linux): the pid is all there is to go by.
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  log: Logger;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  /** How long to wait for a live holder of the embedded database to let go (default 5 s). */
  lockWaitMs?: number;
}): Promise<DatabaseHandle> {
  const { log } = options;
  const runMigrations = options.migrate ?? true;

  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A database outage must answer quickly with an error, never hang a visitor's request.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      query_timeout: 15_000,
    });
    // A connection lost (the database stopped or restarted, the network cut) must never crash the
    // process. pg emits it as an "error" event on the client, which throws without a listener:
    // the pool listens only while a client is idle, so one lost in the middle of a transaction (a
    // booking, the mail dispatcher's claim) would take every visitor's request down with it. Each
    // client keeps its own listener; the query in flight, or the next one, fails as an ordinary
    // error, and the pool drops the broken client when it is released.
    pool.on("connect", (client) => {
      client.on("error", (error) => log.error({ err: error }, "postgres connection lost"));
    });
    // The pool re-emits an idle client's error as its own; the client's listener above logged it.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    if (runMigrations) {
      // Several app instances may start at once: one migrates, the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(726451)");
        await migrateAndRewrite("postgres", (text) => client.query(text), () => migratePg(drizzlePg(client, { schema }), { migrationsFolder }), log);
      } finally {
        await client.query("select pg_advisory_unlock(726451)").catch(() => {});
        client.release();
      }
    }
    return {
      db,
      kind: "postgres",
      async ping() {
        await pool.query("select 1");
      },
      async close() {
        await pool.end();
      },
    };
  }

  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true }); // PGlite creates only the last folder of its path
  const release = await acquirePgliteLockWaiting(dataDir, options.lockWaitMs);
  try {
    const client = await PGlite.create(path.join(dataDir, "db"));
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    if (runMigrations) await migrateAndRewrite("pglite", (text) => client.query(text), () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }), log);
    return {
      db,
      kind: "pglite",
      async ping() {
        await db.execute(sql`select 1`);
      },
      async close() {
        await client.close();
        release();
      },
      async backup(file) {
        // Queries run one at a time on this instance, so nothing changes while it is copied.
        await client.query("checkpoint");
        const tarball = await client.dumpDataDir("gzip");
        fs.mkdirSync(path.dirname(file), { recursive: true });
        const partial = `${file}.partial`;
        fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
        fs.renameSync(partial, file); // never a half-written backup under the final name
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Where backups go by default, and the name of one made now. */
export function backupFileName(dataDir: string, now = new Date()): string {
  return path.join(path.resolve(dataDir), "backups", `backup-${now.toISOString().replace(/[:.]/g, "-")}.tar.gz`);
}

/** A backup's name as backupFileName makes it (a .pgdump for PostgreSQL): its time sorts as its name does. */
const BACKUP_NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.(tar\.gz|pgdump)$/;

/**
 * Keeps the newest `keep` backups in DATA_DIR/backups and removes the older ones, so a
 * daily backup does not fill the disk. Only files named as backups are touched. Returns the paths removed.
 */
export function pruneBackups(dataDir: string, keep: number): string[] {
  const dir = path.dirname(backupFileName(dataDir));
  if (!fs.existsSync(dir)) return [];
  const backups = fs.readdirSync(dir).filter((name) => BACKUP_NAME.test(name)).sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep)).map((name) => path.join(dir, name));
  for (const file of old) fs.rmSync(file, { force: true });
  return old;
}

/**
 * Brings an embedded-database backup back into `dataDir`, which must hold no database yet (a
 * restore never overwrites data by accident), and applies any newer migrations.
 */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  const dbDir = path.join(path.resolve(dataDir), "db");
  if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0) {
    throw new Error(`${dbDir} already holds a database: restore into an empty DATA_DIR, or move it aside first.`);
  }
  fs.mkdirSync(path.resolve(dataDir), { recursive: true });
  const release = await acquirePgliteLockWaiting(path.resolve(dataDir), 0);
  try {
    const client = await PGlite.create(dbDir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    await migrateAndRewrite("pglite", (text) => client.query(text), () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }));
    await client.close();
  } finally {
    release();
  }
}
