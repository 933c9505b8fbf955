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
    // Each file starts servers of its own; two at a time keeps a 2-core machine responsive enough
    // for the response-time checks to mean something. Three made the step longer in a whole run
    // (301 s against 280 s: the restarts and the fuzzing compete for the cores; the git history of
    // docs/testing.md, sixth round).
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    globalSetup: ["tests/faults/lib/global-setup.ts"],
    // The longest files first (scripts/lib/slowest-first.ts), from a whole run's report.
    sequence: {
      sequencer: slowestFirst([
        "mail-outage.test.ts",
        "restart-after-kill.test.ts",
        "shutdown.test.ts",
        "login-lockout.test.ts",
        "database-outage.test.ts",
        "fuzz.test.ts",
        "crash.test.ts",
        "mail-smtp.test.ts",
        "slow-clients.test.ts",
        "backup.test.ts",
      ]),
    },
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
