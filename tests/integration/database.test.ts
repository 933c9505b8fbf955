import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { acquirePgliteLock, DatabaseLockedError } from "#app/lib/db/client.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";

describe.each(databaseNames)("migrations on %s", (name) => {
  let t: TestDatabase;
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });

  it("creates every table of the design", async () => {
    t = await testDatabase(name);
    const result = await t.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
    );
    const rows = (result as unknown as { rows: Array<{ table_name: string }> }).rows;
    const names = rows.map((r) => r.table_name);
    for (const table of ["members", "volunteers", "contact_inquiries", "newsletter_subscriptions", "email_outbox", "operators", "operator_sessions", "audit_log"]) {
      expect(names).toContain(table);
    }
  });
});

describe("PGlite single-process lock", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("refuses a second holder while the first process lives, naming the process", () => {
    fs.writeFileSync(path.join(dir, "db.lock"), String(process.ppid)); // a live process that is not us
    expect(() => acquirePgliteLock(dir)).toThrow(DatabaseLockedError);
    expect(() => acquirePgliteLock(dir)).toThrow(new RegExp(`process ${process.ppid}`));
  });

  it("takes over a lock left by a process that no longer exists", () => {
    fs.writeFileSync(path.join(dir, "db.lock"), "999999");
    const release = acquirePgliteLock(dir);
    expect(fs.readFileSync(path.join(dir, "db.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(false);
  });
});
