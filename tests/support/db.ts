// Test databases: one in-memory PGlite per test worker, and one PostgreSQL database per worker
// when TEST_DATABASE_URL is set, each migrated once. Tests empty what the test before wrote
// instead of opening new ones (a PGlite start and a migration cost seconds of CPU).
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "#app/lib/db/schema.ts";
import { holds, migrationsFolder, openDatabase, type Database, type DatabaseHandle } from "#app/lib/db/client.server.ts";
import { log } from "#app/lib/log.server.ts";

export type TestDatabase = { name: "pglite" | "postgres"; handle: DatabaseHandle; db: Database; reset(): Promise<void>; /** PostgreSQL's address, for a second server's own pool. */ url?: string };

/**
 * Empties the tables a test wrote to and restarts the sequences it used: every table empty and
 * every sequence at its start, as the next test expects. Only those tables are truncated: TRUNCATE
 * costs about the same for an empty table as for a full one (new files for the table and its
 * indexes), so emptying all 30 took about 110 ms on PostgreSQL and 50 ms on PGlite before every
 * test, where most tests touch a few. A table counts as written to when it has rows or one of its
 * sequences has handed out a value since its last restart; CASCADE also empties the tables that
 * refer to those (their sequences too). The tables are read from the database once, so a new one
 * cannot be left out.
 */
function emptier(db: Database): () => Promise<void> {
  // Both drivers answer with { rows } (node-postgres' QueryResult, PGlite's Results).
  const names = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: { name: string }[] }).rows.map(({ name }) => name);
  let dirtyQuery: string | undefined;
  return async () => {
    if (!dirtyQuery) {
      const tablesNow = await names(sql`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`);
      const withRows = tablesNow.map((name) => `select '${name}' as name where exists (select 1 from "${name}")`);
      const withUsedSequence =
        "select t.relname as name from pg_sequences used " +
        "join pg_class s on s.relname = used.sequencename and s.relnamespace = used.schemaname::regnamespace " +
        "join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i') " +
        "join pg_class t on t.oid = d.refobjid " +
        "where used.schemaname = current_schema() and used.last_value is not null";
      dirtyQuery = [...withRows, withUsedSequence].join(" union ");
    }
    const dirty = await names(sql.raw(dirtyQuery));
    if (dirty.length) await db.execute(sql.raw(`truncate table ${dirty.map((name) => `"${name}"`).join(", ")} restart identity cascade`));
  };
}

let pglite: Promise<TestDatabase> | undefined;

/** The worker's in-memory PGlite, migrated, emptied before it is returned. */
export function pgliteTestDatabase(): Promise<TestDatabase> {
  pglite ??= (async () => {
    const client = await PGlite.create();
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const database = db as unknown as Database;
    const handle: DatabaseHandle = {
      db: database,
      kind: "pglite",
      ping: async () => void (await database.execute(sql`select 1`)),
      close: async () => {}, // shared by the worker; closed at process exit
    };
    return { name: "pglite", handle, db: database, reset: emptier(database) };
  })();
  return pglite.then(async (t) => (await t.reset(), t));
}

let postgres: Promise<TestDatabase> | undefined;

/**
 * PostgreSQL from TEST_DATABASE_URL, in a database of its own per worker process (test_it_p<pid>)
 * so parallel workers and the e2e server do not see each other's rows: created and migrated once
 * per worker, as the worker's PGlite is (dropping, creating and migrating it before every test took
 * about 0.4 s), and emptied before each test like it. Its pool is shared by the worker's files, so
 * closing it is left to the worker's exit. Named by the process, not vitest's worker number: a file
 * that runs isolated gets a process of its own that may carry the same number as a live worker.
 * The databases of worker processes that are gone are dropped first. Undefined when unset.
 */
async function postgresTestDatabase(): Promise<TestDatabase | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  postgres ??= (async () => {
    const scoped = new URL(url);
    // TEST_DATABASE_LABEL keeps two checkouts that test at once on one PostgreSQL apart.
    const scope = process.env.TEST_DATABASE_LABEL ? `${process.env.TEST_DATABASE_LABEL}_it` : "it";
    await dropDatabasesOfGoneWorkers(url, databaseName(`${scope}_p`));
    scoped.pathname = `/${await freshPostgresDatabase(url, `${scope}_p${process.pid}`)}`;
    const opened = await openDatabase({ databaseUrl: scoped.toString(), dataDir: ".", log });
    const handle: DatabaseHandle = { ...opened, close: async () => {} }; // shared by the worker; closed at process exit
    return { name: "postgres", handle, db: handle.db, reset: emptier(handle.db), url: scoped.toString() };
  })();
  return postgres;
}

/**
 * Drops the databases named `prefix`<pid> whose process no longer runs on this machine (gone or a
 * zombie: the same test the embedded database's lock makes, `holds`).
 */
async function dropDatabasesOfGoneWorkers(url: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where starts_with(datname, $1)", [prefix]);
    for (const { datname } of rows) {
      const pid = datname.slice(prefix.length);
      if (!/^\d+$/.test(pid) || holds(Number(pid), undefined)) continue;
      // Two workers starting at once may both find it; the second's drop finds nothing.
      await admin.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
    }
  } finally {
    await admin.end();
  }
}

/** The database test_<suffix>, spelt as PostgreSQL keeps an unquoted name. */
const databaseName = (suffix: string) => `test_${suffix.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}`;

/** Drops and creates database test_<suffix> next to the one in `url`; returns its name. */
export async function freshPostgresDatabase(url: string, suffix: string): Promise<string> {
  const name = databaseName(suffix);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return name;
}

/** The databases to run integration tests against: PGlite always, PostgreSQL when configured. */
export const databaseNames: Array<"pglite" | "postgres"> = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export async function testDatabase(name: "pglite" | "postgres"): Promise<TestDatabase> {
  if (name === "pglite") return pgliteTestDatabase();
  const t = await postgresTestDatabase();
  if (!t) throw new Error("TEST_DATABASE_URL is not set");
  await t.reset();
  return t;
}
