// The mail API key must never reach the browser (the spec's original shipped it in its bundle).
// `npm test` makes its one build with a canary key (and SMTP password and session secret) in the
// environment and says so in SECRETS_CANARY; this searches every file under build/client for it.
// Run on its own, without that build, it makes a canary build of its own first.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { buildDir as suiteBuildDir } from "./lib/harness.ts";

const root = path.resolve(import.meta.dirname, "../..");
const ownBuildDir = path.join(root, ".tmp/build-canary");
const fromSuite = process.env.SECRETS_CANARY;
const canary = fromSuite ?? `re_canary_${Date.now().toString(36)}_do_not_ship`;

afterAll(() => fs.rmSync(ownBuildDir, { recursive: true, force: true }));

/** What a build made with the canary in its environment is given (scripts/test.js uses the same). */
function canaryEnv(value: string): Record<string, string> {
  return {
    RESEND_API_KEY: value,
    VITE_RESEND_API_KEY: value,
    SMTP_URL: `smtp://user:${value}@127.0.0.1:2525`,
    SESSION_SECRET: `${value}${value}`,
  };
}

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

it("a client build made with a mail API key in the environment contains neither the key nor source maps", () => {
  let buildDir = suiteBuildDir;
  if (!fromSuite) {
    buildDir = ownBuildDir;
    const result = spawnSync("npm", ["run", "build"], {
      cwd: root,
      env: { ...process.env, BUILD_DIR: buildDir, ...canaryEnv(canary) },
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
  }
  const all = files(path.join(buildDir, "client"));
  expect(all.length).toBeGreaterThan(10);
  const leaking = all.filter((f) => fs.readFileSync(f).includes(canary));
  expect(leaking).toEqual([]);
  expect(all.filter((f) => f.endsWith(".map"))).toEqual([]);
}, 240_000);
