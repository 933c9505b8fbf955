import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // PGlite costs ~280 MB per open instance: few workers, one instance per worker (tests/support/db.ts).
    maxWorkers: 2,
    testTimeout: 90_000,
    hookTimeout: 180_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
