// Shared by `npm start` and the operator's commands: makes sure a build exists and is newer than the
// sources it came from, building it (once) when not, and says where its compiled entries are.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
// resolve, not join: BUILD_DIR may be absolute.
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

/**
 * How the server's Node runs (docs/operations.md, Memory). V8 sizes its heap from the machine's
 * memory (a 128 MB young generation and a 4 GB limit on a 24 GB machine) and so collects lazily,
 * and glibc keeps memory that PGlite's start-up (its 300 MB file-system bundle) freed: together
 * hundreds of MB of resident memory the site never uses. Its live heap is 40-70 MB under load; a
 * 16 MB semi-space, a 256 MB heap limit (SERVER_MAX_HEAP_MB to change it), two malloc arenas and
 * an eager trim keep it near that, at no measurable cost in throughput (docs/benchmarks.md).
 */
export const serverNodeArgs = ["--max-semi-space-size=16", `--max-old-space-size=${Number(process.env.SERVER_MAX_HEAP_MB) || 256}`];
export const serverEnv = { MALLOC_ARENA_MAX: "2", MALLOC_TRIM_THRESHOLD_: "131072" };

/** The compiled entry `name` (main, operator, backup, restore, dues) of the build. */
export function builtEntry(name) {
  return path.join(buildDir, "server", `${name}.js`);
}

// What the build is made from: a newer file in any of these means the build is stale.
const sources = ["app", "server", "scripts/operator.ts", "scripts/backup.ts", "scripts/restore.ts", "scripts/dues.ts"];

function newestMtime(file) {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

/** Builds when there is no build or a source is newer than it; exits the process when the build fails. */
export function ensureBuild() {
  const marker = builtEntry("main");
  const stale = !fs.existsSync(marker) || sources.some((source) => newestMtime(path.join(root, source)) > fs.statSync(marker).mtimeMs);
  if (!stale) return;
  console.log("Building the site (first start or sources changed)...");
  const result = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
