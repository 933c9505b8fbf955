// Test databases: one in-memory PGlite per test worker (migrated once), and PostgreSQL when
// TEST_DATABASE_URL is set. Tests reset tables instead of opening new instances (PGlite is costly).
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "#app/lib/db/schema.ts";
import { migrationsFolder, openDatabase, type Database, type DatabaseHandle } from "#app/lib/db/client.server.ts";
import { log } from "#app/lib/log.server.ts";

export type TestDatabase = { name: "pglite" | "postgres"; handle: DatabaseHandle; db: Database; reset(): Promise<void>; /** PostgreSQL's address, for a second server's own pool. */ url?: string };

const tables = ["member_links", "member_reminders", "booking_refunds", "payments", "receipt_counters", "register_members", "operator_tokens", "operator_devices", "gallery_items", "blog_posts", "stories", "team_members", "content_seeds", "media_variants", "media", "event_registrations", "events", "event_series", "newsletter_issues", "form_submissions", "audit_log", "operator_sessions", "operators", "email_outbox", "members", "volunteers", "contact_inquiries", "newsletter_subscriptions", "rate_limits"];

async function truncateAll(db: Database) {
  await db.execute(sql.raw(`truncate table ${tables.join(", ")} restart identity cascade`));
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
    return { name: "pglite", handle, db: database, reset: () => truncateAll(database) };
  })();
  return pglite.then(async (t) => (await t.reset(), t));
}

/**
 * PostgreSQL from TEST_DATABASE_URL, in a database of its own per worker (test_<name>_w<N>) so
 * parallel workers and the e2e server do not see each other's rows. Undefined when unset.
 */
async function postgresTestDatabase(label = "it"): Promise<TestDatabase | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const scoped = new URL(url);
  // TEST_DATABASE_LABEL keeps two checkouts that test at once on one PostgreSQL apart.
  const scope = process.env.TEST_DATABASE_LABEL ? `${process.env.TEST_DATABASE_LABEL}_${label}` : label;
  scoped.pathname = `/${await freshPostgresDatabase(url, `${scope}_w${process.env.VITEST_POOL_ID ?? process.pid}`)}`;
  const handle = await openDatabase({ databaseUrl: scoped.toString(), dataDir: ".", log });
  return { name: "postgres", handle, db: handle.db, reset: () => truncateAll(handle.db), url: scoped.toString() };
}

/** Drops and creates database test_<suffix> next to the one in `url`; returns its name. */
export async function freshPostgresDatabase(url: string, suffix: string): Promise<string> {
  const name = `test_${suffix.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}`;
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
