import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import { acquirePgliteLock, acquirePgliteLockWaiting, DatabaseLockedError, holds, openDatabase, openOrAskServer, startTimeOf, type DatabaseHandle } from "#app/lib/db/client.server.ts";
import { log } from "#app/lib/log.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { startTcpProxy } from "#tests/faults/lib/tcp-proxy.ts";

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
    // The lock names this process: its pid, then when the kernel started it.
    expect(fs.readFileSync(path.join(dir, "db.lock"), "utf8")).toBe(`${process.pid} ${startTimeOf(process.pid)}`);
    release();
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(false);
  });

  it("takes over a lock whose pid now belongs to another process, started at another moment", () => {
    // Our parent lives, but the lock says its writer started at a different moment: a reused pid.
    fs.writeFileSync(path.join(dir, "db.lock"), `${process.ppid} 1`);
    const release = acquirePgliteLock(dir);
    release();
  });

  it("takes over a lock held by a killed process that is not yet reaped (a zombie)", async () => {
    const child = spawn("sleep", ["30"], { stdio: "ignore" });
    const started = startTimeOf(child.pid!);
    expect(started).toBeDefined();
    fs.writeFileSync(path.join(dir, "db.lock"), `${child.pid} ${started}`);
    expect(() => acquirePgliteLock(dir)).toThrow(DatabaseLockedError); // alive: refused
    // Killed, and not reaped: the event loop has not run the child's exit handler yet.
    spawnSync("kill", ["-KILL", String(child.pid)]);
    for (let i = 0; i < 50 && startTimeOf(child.pid!) !== undefined; i++) spawnSync("sleep", ["0.05"]);
    expect(holds(child.pid!, started)).toBe(false);
    acquirePgliteLock(dir)();
  });

  it("waits a little for a live holder before refusing", async () => {
    fs.writeFileSync(path.join(dir, "db.lock"), String(process.ppid));
    const t0 = Date.now();
    await expect(acquirePgliteLockWaiting(dir, 600)).rejects.toThrow(DatabaseLockedError);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(500);
    setTimeout(() => fs.rmSync(path.join(dir, "db.lock")), 300);
    (await acquirePgliteLockWaiting(dir, 3_000))();
  });
});

describe("a command beside the running site (openOrAskServer)", () => {
  const handle = { kind: "pglite" } as DatabaseHandle;
  /** An opener whose database is held until `freeAfter` calls, recording how long each was willing to wait. */
  const opener = (freeAfter: number) => {
    const waits: number[] = [];
    return {
      waits,
      open: async (lockWaitMs: number) => {
        waits.push(lockWaitMs);
        if (waits.length > freeAfter) return handle;
        throw new DatabaseLockedError("in use by process 42");
      },
    };
  };

  it("opens the database when nobody holds it, asking no server", async () => {
    const { open, waits } = opener(0);
    const asked: string[] = [];
    expect(await openOrAskServer(open, async () => void asked.push("asked"))).toEqual({ database: handle });
    expect(waits).toEqual([0]);
    expect(asked).toEqual([]);
  });

  it("asks a server that holds the database at once, without waiting for a lock it keeps", async () => {
    const { open, waits } = opener(Infinity);
    expect(await openOrAskServer(open, async () => "answered")).toEqual({ answer: "answered" });
    expect(waits).toEqual([0]);
  });

  it("waits for a holder that does not answer (a server shutting down), then opens", async () => {
    const { open, waits } = opener(1);
    expect(await openOrAskServer(open, async () => undefined)).toEqual({ database: handle });
    expect(waits).toEqual([0, 5_000]);
  });

  it("asks once more after the wait (a server that was starting), and refuses when nobody answers", async () => {
    let asks = 0;
    expect(await openOrAskServer(opener(Infinity).open, async () => (++asks === 2 ? "answered" : undefined))).toEqual({ answer: "answered" });
    await expect(openOrAskServer(opener(Infinity).open, async () => undefined)).rejects.toThrow(DatabaseLockedError);
  });

  it("passes on any other failure to open", async () => {
    await expect(openOrAskServer(async () => { throw new Error("disk full"); }, async () => "answered")).rejects.toThrow("disk full");
  });
});

// PostgreSQL lost while a transaction holds a connection (a booking, the mail dispatcher's claim):
// the transaction fails as an ordinary error and the process lives on. pg reports a lost connection
// as an "error" event on its client, which throws when nobody listens; the pool listens only while
// a client is idle. The connection runs through a TCP proxy the test cuts, as the fault tests do.
describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL lost in the middle of a transaction", () => {
  for (const when of ["between two of its queries", "during one of its queries"] as const) {
    it(`fails that transaction, ${when}, without taking the process down, and the next one runs once it is back`, async () => {
      const real = new URL(process.env.TEST_DATABASE_URL!);
      const proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
      const handle = await openDatabase({ databaseUrl: proxy.urlThrough(real.toString()), dataDir: ".", log, migrate: false });
      const uncaught: unknown[] = [];
      const onUncaught = (error: unknown) => void uncaught.push(error);
      process.on("uncaughtException", onUncaught);
      try {
        const cut = handle.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          if (when === "during one of its queries") {
            const slow = tx.execute(sql`select pg_sleep(5)`);
            await new Promise((resolve) => setTimeout(resolve, 200));
            await proxy.set("refuse");
            await slow;
          } else {
            await proxy.set("refuse");
            await new Promise((resolve) => setTimeout(resolve, 200));
            await tx.execute(sql`select 1`);
          }
        });
        await expect(cut).rejects.toThrow();
        expect(uncaught).toEqual([]);
        await proxy.set("forward");
        await handle.ping();
        const rows = await handle.db.transaction(async (tx) => tx.execute<{ n: number }>(sql`select 2 as n`));
        expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
      } finally {
        process.off("uncaughtException", onUncaught);
        await handle.close();
        await proxy.close();
      }
    });
  }
});
