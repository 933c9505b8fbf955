// Page throughput of a running server: `npx tsx scripts/page-rate.ts http://127.0.0.1:3000 / /events /about`
// GETs each path from `--connections` keep-alive connections for `--seconds`, three times, and
// prints the median requests per second (and the statuses seen). Loopback only.
import http from "node:http";
import { median } from "./lib/stats.ts";

function parse(argv: string[]) {
  const options = { base: "", paths: [] as string[], seconds: 5, connections: 16, runs: 3 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--seconds") options.seconds = Number(argv[++i]);
    else if (arg === "--connections") options.connections = Number(argv[++i]);
    else if (arg === "--runs") options.runs = Number(argv[++i]);
    else if (!options.base) options.base = arg;
    else options.paths.push(arg);
  }
  const host = new URL(options.base).hostname;
  if (!/^127\.0\.0\.\d+$|^localhost$/.test(host)) throw new Error("page-rate talks to loopback addresses only");
  if (!options.paths.length) options.paths.push("/");
  return options;
}

function get(agent: http.Agent, url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { "accept-encoding": "gzip" } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
  });
}

async function rate(base: string, path: string, seconds: number, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(path, base);
  const until = Date.now() + seconds * 1000;
  const statuses = new Map<number, number>();
  let done = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const status = await get(agent, url);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        done++;
      }
    }),
  );
  agent.destroy();
  return { perSecond: done / seconds, statuses };
}

const options = parse(process.argv.slice(2));
for (const path of options.paths) {
  const runs: number[] = [];
  const statuses = new Set<number>();
  for (let i = 0; i < options.runs; i++) {
    const r = await rate(options.base, path, options.seconds, options.connections);
    runs.push(r.perSecond);
    for (const s of r.statuses.keys()) statuses.add(s);
  }
  console.log(`${path.padEnd(24)} ${median(runs).toFixed(0).padStart(6)} req/s (median of ${options.runs} x ${options.seconds} s, ${options.connections} connections; statuses ${[...statuses].join(",")})`);
}
