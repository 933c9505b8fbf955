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
};

export const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

export class DatabaseLockedError extends Error {
  override name = "DatabaseLockedError";
}

/**
 * PGlite is single-process: two processes opening one directory corrupt it. The first process
 * writes its pid into DATA_DIR/db.lock; any other refuses with a clear message. A lock left by
 * a process that no longer exists (a crash, SIGKILL) is taken over.
 */
export function acquirePgliteLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "db.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lockPath, "utf8").trim());
      if (holder && holder !== process.pid && isAlive(holder)) {
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

function isAlive(pid: number): boolean {
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
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on("error", (error) => log.error({ err: error }, "postgres pool error"));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    if (runMigrations) {
      // Several app instances may start at once: one migrates, the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(726451)");
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
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
  const release = acquirePgliteLock(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, "db"));
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    if (runMigrations) await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
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
    };
  } catch (error) {
    release();
    throw error;
  }
}
