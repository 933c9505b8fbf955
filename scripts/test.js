// `npm test`: the whole suite, in order: typecheck, dead code (knip), production build, the browser
// compatibility check, unit + integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), the server tests of tests/faults against that build
// (bad input and headers always; crash, outages and shutdown when FAULT_TESTS=1, which .ci/run
// sets), and last the end-to-end journeys in Chromium.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { e2eBrowserPath, e2eInHeadlessShell } from "./lib/chromium.ts";

if (!fs.existsSync(e2eBrowserPath)) {
  console.error(
    `No Chromium at ${e2eBrowserPath}. The end-to-end tests need one: install Chromium's headless shell with ` +
      `'apt-get install -y chromium-headless-shell' (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium/Chrome binary.`,
  );
  process.exit(1);
}
if (!e2eInHeadlessShell) {
  console.log(`The end-to-end tests run in ${e2eBrowserPath}, the full browser: about twice the CPU of Chromium's headless shell ('apt-get install -y chromium-headless-shell').`);
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
//
// Steps in one group run at the same time (the first printing as it goes, the others' output kept
// and printed whole when they end). The type check, knip and the build each keep about one core
// busy: together they take about 16 s against 23 s one after the other. The test steps each keep
// both cores busy, so each is a group of its own: side by side (unit beside faults, faults beside
// end-to-end) they gained little or nothing over one after the other and stretched tests towards
// their time limits (the git history of docs/testing.md: its first, third and eleventh rounds).
const faultsName = process.env.FAULT_TESTS ? "server: bad input, headers, faults" : "server: bad input, headers (FAULT_TESTS=1 adds the fault tests)";
const groups = [
  [
    ["typecheck", "npm", ["run", "typecheck"]],
    ["dead code (knip)", "npm", ["run", "knip"]],
    ["build", "npm", ["run", "build"], canaryEnv],
  ],
  [["browser compatibility (eslint-plugin-compat)", "npm", ["run", "compat"]]],
  [["unit and integration", "npx", ["vitest", "run", ...vitestJson("unit")]]],
  [[faultsName, "npx", ["vitest", "run", "--config", "vitest.faults.config.ts", ...vitestJson("faults")]]],
  [["end-to-end", "npx", ["playwright", "test", ...(timings ? ["--reporter=list,json"] : [])], timings ? { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(timings, "e2e.json") } : {}]],
];

const logs = path.resolve(".tmp/test-logs");
fs.mkdirSync(logs, { recursive: true });

/** Runs one step; with `kept`, its output goes to a file that is printed when it ends. */
function run([name, cmd, args, extraEnv], kept) {
  const started = Date.now();
  const env = { ...process.env, ...extraEnv, SECRETS_CANARY: canary };
  const logFile = path.join(logs, `${name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.log`);
  const out = kept ? fs.openSync(logFile, "w") : "inherit";
  console.log(kept ? `\n=== ${name}: started beside the step above; its output follows when it ends ===` : `\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ["ignore", out, out], env });
    child.on("close", (code) => {
      if (kept) {
        fs.closeSync(out);
        console.log(`\n=== ${name} (output) ===`);
        process.stdout.write(fs.readFileSync(logFile));
      }
      const seconds = (Date.now() - started) / 1000;
      console.log(`=== ${name}: ${code === 0 ? "passed" : "FAILED"} in ${seconds.toFixed(1)} s ===`);
      resolve({ step: name, seconds: Math.round(seconds * 10) / 10, passed: code === 0 });
    });
  });
}

const summary = [];
const runStarted = Date.now();
for (const group of groups) {
  const results = await Promise.all(group.map((step, i) => run(step, i > 0)));
  summary.push(...results);
  if (timings) fs.writeFileSync(path.join(timings, "steps.json"), `${JSON.stringify({ wallSeconds: Math.round((Date.now() - runStarted) / 100) / 10, steps: summary }, null, 2)}\n`);
  const failed = results.filter((r) => !r.passed);
  if (failed.length) {
    console.log(`\nFailed: ${failed.map((r) => r.step).join(", ")}`);
    process.exit(1);
  }
}
console.log(`\nAll steps passed in ${((Date.now() - runStarted) / 1000).toFixed(1)} s.`);
