import { defineConfig } from "@playwright/test";
import path from "node:path";
import { e2eBrowserPath, offlineChromiumFlags } from "./scripts/lib/chromium.ts";

// End-to-end journeys run against the production build, served by scripts/e2e-server.js with a
// fresh data directory (its mail lands in E2E_DATA_DIR/mail, which tests read).
const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".tmp/e2e-data");
process.env.E2E_DATA_DIR = e2eDataDir;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: e2eBrowserPath, args: offlineChromiumFlags },
    // Each worker keeps one browser tab from test to test and puts back what a test changed: the
    // `context` and `page` fixtures of tests/support/e2e.ts (docs/testing.md, "The kept browser
    // tab"; decision 034). A spec that imports Playwright's own `test` gets a new context per test.
  },
  webServer: {
    command: "node scripts/e2e-server.js",
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { PORT: String(port), E2E_DATA_DIR: e2eDataDir },
  },
});
