import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // PGlite costs ~280 MB per open instance: few workers, one instance per worker (tests/support/db.ts).
    maxWorkers: 2,
    // A worker runs file after file without starting again (about 1.7 s saved per file, and one
    // migrated PGlite per worker instead of one per file). Tests keep no state between files: each
    // takes its database through tests/support/db.ts, which empties it first.
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
