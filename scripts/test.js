// `npm test`: the whole suite, in order: typecheck, dead code (knip), production build, unit +
// integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), the server tests of tests/faults against that build
// (bad input and headers always; crash, outages and shutdown when FAULT_TESTS=1, which .ci/run
// sets), end-to-end journeys in Chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

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

// TEST_TIMINGS_DIR=<folder> also writes each step's own timings there (vitest's and Playwright's
// JSON reports) and a summary of the steps, for docs/testing.md's table.
const timings = process.env.TEST_TIMINGS_DIR ? path.resolve(process.env.TEST_TIMINGS_DIR) : undefined;
if (timings) fs.mkdirSync(timings, { recursive: true });
const vitestJson = (name) => (timings ? ["--reporter=default", "--reporter=json", `--outputFile=${path.join(timings, `${name}.json`)}`] : []);

// The build comes before the unit and integration tests: the operator command's test runs the
// compiled command, as `npm run operator` does.
const steps = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["dead code (knip)", "npm", ["run", "knip"]],
  ["build", "npm", ["run", "build"], canaryEnv],
  ["browser compatibility (eslint-plugin-compat)", "npm", ["run", "compat"]],
  ["unit and integration", "npx", ["vitest", "run", ...vitestJson("unit")]],
  [process.env.FAULT_TESTS ? "server: bad input, headers, faults" : "server: bad input, headers (FAULT_TESTS=1 adds the fault tests)", "npx", ["vitest", "run", "--config", "vitest.faults.config.ts", ...vitestJson("faults")]],
  ["end-to-end", "npx", ["playwright", "test", ...(timings ? ["--reporter=list,json"] : [])], timings ? { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(timings, "e2e.json") } : {}],
];
const summary = [];
for (const [name, cmd, args, extraEnv] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...extraEnv, SECRETS_CANARY: canary } });
  const seconds = (Date.now() - started) / 1000;
  console.log(`=== ${name}: ${result.status === 0 ? "passed" : "FAILED"} in ${seconds.toFixed(1)} s ===`);
  summary.push({ step: name, seconds: Math.round(seconds * 10) / 10, passed: result.status === 0 });
  if (timings) fs.writeFileSync(path.join(timings, "steps.json"), `${JSON.stringify(summary, null, 2)}\n`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
