// How long the browser's main thread is held by the loader that adds the page's JavaScript after
// the first paint (app/lib/deferred-scripts.server.ts): loads /contact (a page React hydrates; the
// reading pages have no loader) in headless Chromium with a
// Chrome trace, eleven times per build, interleaved, and reports each load's `go` tasks (one per
// slice of preloads), the median total and the median of the longest. Compares builds in one run:
//
//   npx tsx scripts/loader-tasks.ts <build dir> [<build dir> ...]
//
// e.g. a build of the previous commit (BUILD_DIR=.tmp/build-before npm run build after checking
// it out) against the current one (BUILD_DIR=.tmp/build-after npm run build).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";
import { startServer } from "./lib/server-process.ts";
import { median } from "./lib/stats.ts";

const RUNS = 11;
const dirs = process.argv.slice(2);
if (!dirs.length) throw new Error("usage: npx tsx scripts/loader-tasks.ts <build dir> [<build dir> ...]");
const dataDirs = dirs.map(() => fs.mkdtempSync(path.join(os.tmpdir(), "loader-tasks-")));
const servers = await Promise.all(
  dirs.map((buildDir, i) => startServer({ buildDir, env: { DATA_DIR: dataDirs[i]!, DATABASE_URL: "" } })),
);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const loads: number[][][] = dirs.map(() => []);
try {
  for (let run = 0; run < RUNS; run++) {
    for (const [i, server] of servers.entries()) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await browser.startTracing(page, { categories: ["devtools.timeline"] });
      await page.goto(`${server.base}/contact`);
      await page.waitForLoadState("networkidle");
      const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as {
        name: string;
        dur?: number;
        args?: { data?: { functionName?: string } };
      }[];
      const slices = events
        .filter((e) => e.name === "FunctionCall" && e.args?.data?.functionName === "go")
        .map((e) => (e.dur ?? 0) / 1000);
      loads[i]!.push(slices);
      await context.close();
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}

for (const [i, dir] of dirs.entries()) {
  const runs = loads[i]!;
  console.log(
    `${dir}: median total ${median(runs.map((r) => r.reduce((a, x) => a + x, 0))).toFixed(1)} ms, ` +
      `median longest ${median(runs.map((r) => Math.max(0, ...r))).toFixed(1)} ms; ` +
      `per load: ${runs.map((r) => r.map((x) => x.toFixed(1)).join("+")).join(" | ")}`,
  );
}
