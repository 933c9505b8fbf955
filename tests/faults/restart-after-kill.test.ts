// Restart after a crash: `npm start` killed with SIGKILL, its whole process group
// as a service manager does it, and started again at once must come up every time on the embedded
// database. Before, the lock check took the killed, not yet reaped server for a live holder and
// refused in most tries. Behind FAULT_TESTS: twenty starts, in two chains of ten side by side (a
// quarter less time beside mail-outage, which mostly waits: the git history of docs/testing.md,
// eleventh round), each on a data directory and port of its own, each start straight after the
// kill of the one before.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildDir, freePort, freshTarget, logTail } from "./lib/harness.ts";

const CHAINS = 2;
const TRIES_PER_CHAIN = 10;
const root = path.resolve(import.meta.dirname, "../..");

describe.skipIf(!process.env.FAULT_TESTS)("a restart straight after SIGKILL of the process group", () => {
  const current = new Set<ChildProcess>();
  afterAll(() => {
    for (const child of current) {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    }
  });

  /** Starts, waits for, and kills one data directory's server `TRIES_PER_CHAIN` times; answers how many came up, and where. */
  async function chain(label: string) {
    const target = await freshTarget("pglite", label);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const log = fs.openSync(target.logFile, "a");
    const start = () =>
      spawn(process.execPath, ["scripts/start.js"], {
        cwd: root,
        detached: true, // its own process group, as a service manager starts it
        stdio: ["ignore", log, log],
        env: { ...process.env, ...target.env, BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", LOG_LEVEL: "warn" },
      });
    const ready = async (child: ChildProcess) => {
      const until = Date.now() + 60_000;
      while (Date.now() < until) {
        if (child.exitCode !== null) return false;
        try {
          if ((await fetch(`${base}/readyz`)).ok) return true;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      return false;
    };

    let cameUp = 0;
    for (let i = 0; i < TRIES_PER_CHAIN; i++) {
      const child = start();
      current.add(child);
      if (!(await ready(child))) break; // left as it is for the log; afterAll kills it
      cameUp++;
      process.kill(-child.pid!, "SIGKILL"); // the whole group: npm's script runner and the server
      current.delete(child);
    }
    fs.closeSync(log);
    return { cameUp, target };
  }

  it(`comes up in ${CHAINS * TRIES_PER_CHAIN} of ${CHAINS * TRIES_PER_CHAIN} tries`, async () => {
    const chains = await Promise.all(Array.from({ length: CHAINS }, (_, i) => chain(`restart-after-kill-${i + 1}`)));
    for (const [i, { cameUp, target }] of chains.entries()) {
      expect(cameUp, `chain ${i + 1}: ${logTail(target, 15)}`).toBe(TRIES_PER_CHAIN);
      expect(fs.readFileSync(target.logFile, "utf8"), `chain ${i + 1}`).not.toContain("DatabaseLockedError");
    }
  }, 240_000);
});
