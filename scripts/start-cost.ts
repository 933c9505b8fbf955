// `npm run start-cost`: how long the production server takes from spawn to ready (/readyz answers)
// and how much memory it holds then and after 5 s idle, for the compiled server (node
// build/server/main.js, as `npm start` runs it) against the TypeScript source through the tsx
// loader (how production ran before the server was compiled). Runs
// alternate so both see the same machine.
//
//   npm run start-cost                 5 runs of each on PGlite (a fresh data folder per run)
//   npm run start-cost -- --runs 9 --db postgres      PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureBuild, root, startServer } from "./lib/server-process.ts";
import { median } from "./lib/stats.ts";

const { values: opts } = parseArgs({
  options: { runs: { type: "string", default: "5" }, db: { type: "string", default: "pglite" }, "no-build": { type: "boolean", default: false } },
});
const runs = Math.min(20, Math.max(1, Number(opts.runs)));
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? ".tmp/build-bench");
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "";
if (opts.db === "postgres" && !databaseUrl) throw new Error("--db postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL");


async function once(entry: "compiled" | "source") {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "start-cost-"));
  try {
    const server = await startServer({ buildDir, entry, env: { DATA_DIR: dataDir, DATABASE_URL: opts.db === "postgres" ? databaseUrl : "", SESSION_SECRET: "start-cost-".repeat(4) } });
    const readyRss = server.rssMb();
    await fetch(`${server.base}/`).then((r) => r.arrayBuffer());
    await new Promise((r) => setTimeout(r, 5_000));
    const idleRss = server.rssMb();
    await server.stop("SIGTERM");
    return { startMs: server.startMs, readyRssMb: Math.round(readyRss), idleRssMb: Math.round(idleRss) };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureBuild(buildDir, !opts["no-build"]);
const results = { compiled: [] as Awaited<ReturnType<typeof once>>[], source: [] as Awaited<ReturnType<typeof once>>[] };
for (let run = 1; run <= runs; run++) {
  for (const entry of ["compiled", "source"] as const) {
    const result = await once(entry);
    results[entry].push(result);
    console.log(`run ${run} ${entry}:`, result);
  }
}
console.log(`\nmedians of ${runs} runs on ${opts.db} (${new Date().toISOString()}, load average ${os.loadavg()[0]!.toFixed(1)}):`);
console.table(
  Object.fromEntries(
    (["compiled", "source"] as const).map((entry) => [
      entry,
      {
        startMs: median(results[entry].map((r) => r.startMs)),
        readyRssMb: median(results[entry].map((r) => r.readyRssMb)),
        idleRssMb: median(results[entry].map((r) => r.idleRssMb)),
      },
    ]),
  ),
);
