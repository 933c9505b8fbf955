// Migration 0006: the confirm link and the unsubscribe link get a key each, and
// subscribers from before keep working: the unsubscribe link in every issue already delivered still
// unsubscribes, the confirm link a waiting address was sent still confirms, and the old key of a
// confirmed or unsubscribed reader confirms nothing any more.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "#app/lib/db/client.server.ts";
import { databaseNames, freshPostgresDatabase } from "#tests/support/db.ts";

const TAG = "0006_newsletter_link_tokens";

/** A copy of drizzle/ with the migrations before TAG only. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-before-"));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: Array<{ tag: string; idx: number }> };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at, `${tag} in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

type Query = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

const rows = [
  // reference, status, confirmed, token
  ["REQ-1700000000000-CONFIRM1", "active", true, "old-key-of-a-reader"],
  ["REQ-1700000000000-LEFT0001", "unsubscribed", true, "old-key-of-one-who-left"],
  ["REQ-1700000000000-WAITING1", "active", false, "old-key-in-a-confirm-mail"],
  ["REQ-1700000000000-SPAM0001", "spam", false, "old-key-of-a-bot"],
] as const;

async function migrateAndCheck(query: Query, migrate: (folder: string) => Promise<void>) {
  const before = migrationsBefore(TAG);
  try {
    await migrate(before);
  } finally {
    fs.rmSync(before, { recursive: true, force: true });
  }
  for (const [reference, status, confirmed, token] of rows) {
    await query(
      `insert into newsletter_subscriptions (reference, status, email, source, token, confirmed_at, confirmation_sent_at) values ($1, $2, $3, 'blog', $4, $5, now() - interval '40 days')`,
      [reference, status, `${reference.toLowerCase()}@example.org`, token, confirmed ? new Date() : null],
    );
  }
  await migrate(migrationsFolder);
  const after = new Map(
    (await query("select reference, token, unsubscribe_token from newsletter_subscriptions")).map((r) => [r.reference as string, r as { token: string; unsubscribe_token: string }]),
  );
  const [reader, left, waiting, bot] = rows.map(([reference]) => after.get(reference)!);
  // Delivered issues' unsubscribe links keep working…
  expect(reader!.unsubscribe_token).toBe("old-key-of-a-reader");
  expect(left!.unsubscribe_token).toBe("old-key-of-one-who-left");
  // …and those old keys confirm nothing any more.
  expect(reader!.token).not.toBe("old-key-of-a-reader");
  expect(left!.token).not.toBe("old-key-of-one-who-left");
  expect(reader!.token).toMatch(/^[0-9a-f]{64}$/);
  // The confirm mail a waiting address was sent still confirms; it has an unsubscribe key of its own.
  expect(waiting!.token).toBe("old-key-in-a-confirm-mail");
  expect(waiting!.unsubscribe_token).toMatch(/^[0-9a-f]{64}$/);
  expect(bot!.unsubscribe_token).toMatch(/^[0-9a-f]{64}$/);
  const keys = [...after.values()].flatMap((r) => [r.token, r.unsubscribe_token]);
  expect(new Set(keys).size).toBe(keys.length);
  await expect(query("insert into newsletter_subscriptions (reference, status, email, source, token) values ('REQ-1700000000000-NOKEY001', 'active', 'x@example.org', 'blog', 'k')")).rejects.toThrow();
}

describe.each(databaseNames)(`migration ${TAG} on %s`, (name) => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanup) await c();
  });

  it("gives every subscriber two keys, keeping the links already sent working", async () => {
    if (name === "pglite") {
      const client = await PGlite.create();
      cleanup.push(() => client.close());
      const db = drizzlePglite(client);
      await migrateAndCheck(async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows, (folder) => migratePglite(db, { migrationsFolder: folder }));
      return;
    }
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${await freshPostgresDatabase(url.toString(), `migration_0006_w${process.env.VITEST_POOL_ID ?? process.pid}`)}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    cleanup.push(() => client.end());
    const db = drizzlePg(client);
    await migrateAndCheck(async (text, params) => (await client.query(text, params)).rows as Array<Record<string, unknown>>, (folder) => migratePg(db, { migrationsFolder: folder }));
  });
});
