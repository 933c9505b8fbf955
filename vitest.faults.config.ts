import { defineConfig } from "vitest/config";
import { slowestFirst } from "./scripts/lib/slowest-first.ts";

// The tests that drive the production server as a child process (tests/faults): bad input and
// security headers always; crash, mail and database outages and shutdown when FAULT_TESTS=1
// (.ci/run sets it). They serve the build in BUILD_DIR (default ./build; built first if missing).
export default defineConfig({
  test: {
    include: ["tests/faults/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // Each file starts servers of its own, and the longest ones mostly wait (the mail dispatcher's
    // real retry schedule, restarts): three at a time on two cores (280 s → 253 s, docs/testing.md).
    // The response-time checks keep margins of seconds (a provider's 10 s timeout, a slow client's
    // 2 s); four at a time gained nothing more (283 s), so the step stays at three.
    maxWorkers: 3,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    globalSetup: ["tests/faults/lib/global-setup.ts"],
    // The longest files first (scripts/lib/slowest-first.ts), from a whole run's report.
    sequence: {
      sequencer: slowestFirst([
        "mail-outage.test.ts",
        "restart-after-kill.test.ts",
        "login-lockout.test.ts",
        "crash.test.ts",
        "fuzz.test.ts",
        "shutdown.test.ts",
        "database-outage.test.ts",
        "mail-smtp.test.ts",
        "secrets.test.ts",
        "backup.test.ts",
        "slow-clients.test.ts",
      ]),
    },
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
