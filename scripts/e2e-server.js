// Serves the production build for the end-to-end tests: a fresh data directory, file mail,
// a rate limit high enough for the test journeys. Assumes `npm run build` has run.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { serverEnv, serverNodeArgs } from "./lib/build.js";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? path.join(root, ".tmp/e2e-data"));
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

// The console's journeys need an operator account and a dead mail, written before the server
// takes the embedded database (one process at a time): tests/e2e/admin-setup.ts.
const setup = spawnSync(process.execPath, ["--import", "tsx", "tests/e2e/admin-setup.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
});
if (setup.status !== 0) process.exit(setup.status ?? 1);

// The compiled server of the build, as `npm start` runs it.
const main = path.join(path.resolve(root, process.env.BUILD_DIR ?? "build"), "server/main.js");
const child = spawn(process.execPath, [...serverNodeArgs, main], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...serverEnv,
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: process.env.PORT ?? "3100",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    MAIL_TRANSPORT: "file",
    RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? "1000",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL ?? "http://localhost:3000",
    // The journeys log in from fresh browsers all the time; the code a new browser waits for is
    // tested on a server of its own (tests/e2e/admin-login.spec.ts).
    OPERATOR_DEVICE_VERIFICATION: process.env.OPERATOR_DEVICE_VERIFICATION ?? "false",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
