// Knip (`npm run knip`, a step of `npm test`): files, exports, types and packages nothing uses.
// Its plugins read most entry points from the tools' own configs: React Router's (react-router.config.ts,
// app/routes.ts and every route module, app/root.tsx, app/entry.client.tsx, app/entry.server.tsx),
// Vite's, the two Vitest configs, Playwright's (tests/e2e) and drizzle.config.ts; the npm scripts
// in package.json name scripts/*. Listed here: what those do not show.
// Route modules import ./+types/<route>, which `react-router typegen` writes: run it first (as
// `npm run typecheck` does), or those imports are reported unresolved.
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // Browser entries of their own, built beside React Router's by vite.config.ts (ownEntry).
    "app/islands/main.tsx",
    "app/enhance/main.ts",
    "app/enhance/console.ts",
    // Programs run by file name: from npm scripts, from other scripts (scripts/build-server.js
    // compiles operator.ts, backup.ts, restore.ts and dues.ts, which scripts/run.js then runs) or by hand
    // (the generators, the benchmarks). server/index.ts comes from the npm script "dev".
    "scripts/*.{ts,js,mjs}",
    // Run as a program by the end-to-end setup: scripts/e2e-server.js spawns it with `node --import tsx`.
    "tests/e2e/admin-setup.ts",
    // Spawned with `node --import tsx` by tests/integration/whatsapp-outbox.test.ts, which kills it mid-send.
    "tests/support/whatsapp-dispatcher-child.ts",
    // Loaded into the server by scripts/bench-pages.ts with `node --import`.
    "scripts/lib/loop-delay.mjs",
  ],
  project: ["app/**/*.{ts,tsx,css}", "server/**/*.ts", "scripts/**/*.{ts,js,mjs}", "tests/**/*.ts", "*.config.ts"],
  // The fault tests have a config of their own besides the default vitest.config.ts.
  vitest: { config: ["vitest.config.ts", "vitest.faults.config.ts"] },
  // PostgreSQL's own tools, from the machine's PostgreSQL client, not from npm: scripts/backup.ts
  // and scripts/restore.ts run them for a PostgreSQL database. wrk, the load generator of
  // scripts/bench-pages.ts, is a Debian package (apt-get install wrk), and so is ffmpeg, which
  // scripts/gallery-clips.mjs runs to make the sample clips' MP4s. zbarimg (zbar-tools, installed
  // by .ci/run) reads the QR codes of the fee mails back in a test. openssl makes the throwaway
  // certificate of scripts/webkit-member-form.ts's HTTPS proxy.
  ignoreBinaries: ["pg_dump", "pg_restore", "wrk", "ffmpeg", "zbarimg", "openssl"],
  // Used by scripts/generate-illustrations.ts only, which finds the icons' folder through
  // createRequire(…).resolve("lucide-static/package.json"): Knip does not read that as an import.
  ignoreDependencies: ["lucide-static"],
};

export default config;
