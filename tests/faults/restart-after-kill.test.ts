// Restart after a crash: `npm start` killed with SIGKILL, its whole process group
// as a service manager does it, and started again at once must come up every time on the embedded
// database. Before, the lock check took the killed, not yet reaped server for a live holder and
// refused in most tries. Behind FAULT_TESTS: twenty starts take about a minute.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildDir, freePort, freshTarget } from "./lib/harness.ts";

const TRIES = 20;
const root = path.resolve(import.meta.dirname, "../..");

describe.skipIf(!process.env.FAULT_TESTS)("a restart straight after SIGKILL of the process group", () => {
  let current: ChildProcess | undefined;
  afterAll(() => {
    if (current?.pid) {
      try {
        process.kill(-current.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  });

  it(`comes up in ${TRIES} of ${TRIES} tries`, async () => {
    const target = await freshTarget("pglite", "restart-after-kill");
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
    for (let i = 0; i < TRIES; i++) {
      current = start();
      if (await ready(current)) cameUp++;
      else break;
      process.kill(-current.pid!, "SIGKILL"); // the whole group: npm's script runner and the server
    }
    fs.closeSync(log);
    const tail = fs.readFileSync(target.logFile, "utf8").split("\n").slice(-15).join("\n");
    expect(cameUp, tail).toBe(TRIES);
    expect(fs.readFileSync(target.logFile, "utf8")).not.toContain("DatabaseLockedError");
  }, 240_000);
});
