// The mail API key must never reach the browser (the spec's original shipped it in its bundle):
// build the client with a canary key in the environment and search every file under build/client.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, ".tmp/build-canary");
const canary = `re_canary_${Date.now().toString(36)}_do_not_ship`;

afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

it("a client build made with a mail API key in the environment contains neither the key nor source maps", () => {
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      RESEND_API_KEY: canary,
      VITE_RESEND_API_KEY: canary,
      SMTP_URL: `smtp://user:${canary}@127.0.0.1:2525`,
      SESSION_SECRET: `${canary}${canary}`,
    },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
  const all = files(path.join(buildDir, "client"));
  expect(all.length).toBeGreaterThan(10);
  const leaking = all.filter((f) => fs.readFileSync(f).includes(canary));
  expect(leaking).toEqual([]);
  expect(all.filter((f) => f.endsWith(".map"))).toEqual([]);
}, 240_000);
