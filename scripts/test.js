// `npm test`: the whole suite, in order: typecheck, unit + integration (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), production build, the server tests of tests/faults against that build
// (bad input and headers always; crash, outages and shutdown when FAULT_TESTS=1, which .ci/run
// sets), end-to-end journeys in Chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}. The end-to-end tests need one: install it with ` +
      `'apt-get install -y chromium' (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium/Chrome binary.`,
  );
  process.exit(1);
}
if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: integration tests run on PGlite only.");
}

// The one build is made with a canary mail key, SMTP password and session secret in its
// environment; tests/faults/secrets.test.ts then proves none of them reached build/client.
const canary = `re_canary_${Date.now().toString(36)}_do_not_ship`;
const canaryEnv = {
  RESEND_API_KEY: canary,
  VITE_RESEND_API_KEY: canary,
  SMTP_URL: `smtp://user:${canary}@127.0.0.1:2525`,
  SESSION_SECRET: `${canary}${canary}`,
};

const steps = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["unit and integration", "npx", ["vitest", "run"]],
  ["build", "npm", ["run", "build"], canaryEnv],
  [process.env.FAULT_TESTS ? "server: bad input, headers, faults" : "server: bad input, headers (FAULT_TESTS=1 adds the fault tests)", "npx", ["vitest", "run", "--config", "vitest.faults.config.ts"]],
  ["end-to-end", "npx", ["playwright", "test"]],
];
for (const [name, cmd, args, extraEnv] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...extraEnv, SECRETS_CANARY: canary } });
  console.log(`=== ${name}: ${result.status === 0 ? "passed" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
