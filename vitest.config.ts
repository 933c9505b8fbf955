import fs from "node:fs";
import { configDefaults, defineConfig } from "vitest/config";
import { slowestFirst } from "./scripts/lib/slowest-first.ts";

const include = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"];

// A file that replaces a module (vi.mock) needs a module graph of its own: a module an earlier file
// imported would not be replaced. Such files run isolated; found by reading them, so a new one
// cannot be forgotten.
const replacesModules = fs.globSync(include).filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(file, "utf8")));

export default defineConfig({
  test: {
    environment: "node",
    pool: "forks",
    // PGlite costs ~280 MB per open instance: few workers, one instance per worker (tests/support/db.ts).
    // Three were tried on the 2-core machine: each file took about 40 % longer and the step no
    // less (the git history of docs/testing.md, sixth round).
    maxWorkers: 2,
    testTimeout: 90_000,
    hookTimeout: 180_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
    setupFiles: ["tests/support/cheap-hashes.ts"],
    // The longest files first (scripts/lib/slowest-first.ts), from a whole run's report.
    sequence: {
      sequencer: slowestFirst([
        "console-operator-command.test.ts",
        "console-records.test.ts",
        "fees-reminders.test.ts",
        "media-library.test.ts",
        "people-erasure.test.ts",
        "mail-dispatcher.test.ts",
        "rate-limits-shared.test.ts",
        "outbox-sealed.test.ts",
        "erasure.test.ts",
        "process.server.test.ts",
        "newsletter-link-tokens-migration.test.ts",
        "booking-payments.test.ts",
        "page-cache.test.ts",
        "submissions-service.test.ts",
        "event-bookings.test.ts",
        "console-login.test.ts",
      ]),
    },
    projects: [
      // A worker runs file after file without starting again (about 1.7 s saved per file, and one
      // migrated PGlite per worker instead of one per file). Tests keep no state between files: each
      // takes its database through tests/support/db.ts, which empties it first.
      { extends: true, test: { name: "shared", include, exclude: [...configDefaults.exclude, ...replacesModules], isolate: false } },
      ...(replacesModules.length ? [{ extends: true, test: { name: "isolated", include: replacesModules, isolate: true } }] : []),
    ],
  },
});
