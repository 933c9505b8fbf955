// `npm run bench:pages`: how fast the production server answers its reading pages, each as a share of
// a static file's rate measured in the same run, with the Accept-Encoding browsers send. Beside
// `npm run bench` (mixed load with form posts): this one asks for one page at a time, as a crawler
// or a crowd after a newsletter does, and says what each costs next to a file.
//
//   npm run bench:pages                                  build into .tmp/build-bench, 3 runs
//   npm run bench:pages -- --build .tmp/a --build .tmp/b two builds, one after the other in each run
//   options: --seconds S (per page, 6)  --connections N (8)  --threads T (2)  --runs N (3)
//            --events-connections N (64: /events' latency under a crowd)  --no-build
//            --paths /,/about,…  (the pages; the default is below)  --json FILE
//
// The load comes from wrk (`apt-get install wrk`), a C program that costs the machine a fraction of
// what a Node generator would, so the two cores go to the server being measured. Each run starts a
// fresh server on PGlite, warms every page, then measures the static file (the enhancements' script,
// which every page loads, compressed per answer by the same middleware) and each page for S seconds.
// Shares of the static rate are the figure to compare: the machine may be shared, and a busy
// neighbour slows the file and the pages alike. Loopback only; every run is bounded in time.
// During /events at many connections it also reads the server itself (scripts/lib/loop-delay.mjs):
// its event loop's delay, its longest collector pause, and how long its main thread waited for a core,
// which say whether a long latency was the server's own work or the machine's.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { blogSlugs } from "#app/content/blog/posts.ts";
import { ensureBuild, root, startServer } from "./lib/server-process.ts";
import { median } from "./lib/stats.ts";

const { values: opts } = parseArgs({
  options: {
    build: { type: "string", multiple: true },
    seconds: { type: "string", default: "6" },
    connections: { type: "string", default: "8" },
    threads: { type: "string", default: "2" },
    runs: { type: "string", default: "3" },
    "events-connections": { type: "string", default: "64" },
    paths: { type: "string" },
    "no-build": { type: "boolean", default: false },
    json: { type: "string" },
  },
});

/** What browsers send (Chromium and Firefox today). */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
const seconds = Math.min(30, Math.max(1, Number(opts.seconds)));
const connections = Math.min(256, Math.max(1, Number(opts.connections)));
const threads = Math.min(4, Math.max(1, Number(opts.threads)));
const runs = Math.min(10, Math.max(1, Number(opts.runs)));
const eventsConnections = Math.min(256, Math.max(1, Number(opts["events-connections"])));
const paths = opts.paths
  ? opts.paths.split(",").filter(Boolean)
  : ["/", "/about", "/faq", "/offerings/technology", `/blog/${blogSlugs[0]}`, "/blog", "/gallery", "/events"];
const builds = (opts.build?.length ? opts.build : [process.env.BUILD_DIR ?? ".tmp/build-bench"]).map((b) => path.resolve(root, b));

type Wrk = { perSecond: number; p50: number; p99: number; non2xx: number; requests: number };
/** A page's rate next to the static file's measured just before and just after it, and the server's CPU time per answer of each. */
type Paired = Wrk & { share: number; cpuMs: number; staticCpuMs: number };
/** The server during /events at many connections: its event loop's delay (ms; medians of each second's p99, and the largest), the longest collector pause, and its main thread's time running and waiting for a core (s). */
type Loop = { p99: number; max: number; gcMax: number; runS: number; waitS: number };
type Reading = { build: string; run: number; staticPath: string; staticRate: number; rates: Record<string, Paired>; bytes: Record<string, { br: number; gzip: number; identity: number }>; events64: Wrk; loop: Loop };

function wrkAvailable(): boolean {
  return spawnSync("wrk", ["--version"], { encoding: "utf8" }).error === undefined;
}

/** Milliseconds from wrk's "2.10ms", "850.00us", "1.02s". */
function ms(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return NaN;
  const value = Number(m[1]);
  return m[2] === "us" ? value / 1000 : m[2] === "ms" ? value : m[2] === "s" ? value * 1000 : value * 60_000;
}

function wrk(url: string, conns: number, secs: number): Wrk {
  if (!/^http:\/\/127\.0\.0\.\d+:\d+\//.test(url)) throw new Error("bench-pages talks to loopback addresses only");
  const out = spawnSync(
    "wrk",
    ["-t", String(Math.min(threads, conns)), "-c", String(conns), "-d", `${secs}s`, "--timeout", "10s", "--latency", "-H", `Accept-Encoding: ${BROWSER_ENCODINGS}`, url],
    { encoding: "utf8", timeout: (secs + 30) * 1000 },
  );
  if (out.status !== 0) throw new Error(`wrk failed on ${url}: ${out.stderr || out.error?.message}`);
  const text = out.stdout;
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? NaN);
  const p50 = ms(/^\s+50%\s+(\S+)/m.exec(text)?.[1] ?? "");
  const p99 = ms(/^\s+99%\s+(\S+)/m.exec(text)?.[1] ?? "");
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1] ?? 0);
  const requests = Number(/(\d+) requests in/.exec(text)?.[1] ?? NaN);
  return { perSecond, p50, p99, non2xx, requests };
}

async function measure(buildDir: string, run: number): Promise<Reading> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
  const loopFile = path.join(dataDir, "loop-delay.jsonl");
  const server = await startServer({
    buildDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: "", LOOP_DELAY_FILE: loopFile, NODE_OPTIONS: `--import ${path.join(root, "scripts/lib/loop-delay.mjs")}` },
  });
  try {
    const home = await (await fetch(server.base + "/")).text();
    const staticPath = /src="(\/assets\/enhance-[^"]+\.js)"/.exec(home)?.[1];
    if (!staticPath) throw new Error("no enhancements script on /: nothing to compare with");
    // Warm every page (the day cache renders each once) and the file.
    for (const p of [staticPath, ...paths]) for (let i = 0; i < 3; i++) await (await fetch(server.base + p, { headers: { "accept-encoding": BROWSER_ENCODINGS } })).arrayBuffer();
    const rates: Record<string, Paired> = {};
    const bytes: Reading["bytes"] = {};
    // The file before and after each page: the share compares the page with the file as the machine
    // was at that moment. CPU time per answer is the steadier figure on a busy machine.
    const timed = (url: string) => {
      const cpu = server.cpuMs();
      const result = wrk(url, connections, seconds);
      return { ...result, cpuMs: (server.cpuMs() - cpu) / Math.max(1, result.requests) };
    };
    let before = timed(server.base + staticPath);
    const staticRates = [before.perSecond];
    for (const p of paths) {
      const page = timed(server.base + p);
      const after = timed(server.base + staticPath);
      staticRates.push(after.perSecond);
      const fileRate = (before.perSecond + after.perSecond) / 2;
      const fileCpu = (before.cpuMs + after.cpuMs) / 2;
      rates[p] = { ...page, share: page.perSecond / fileRate, staticCpuMs: fileCpu };
      bytes[p] = await wireBytes(server.base + p);
      before = after;
    }
    const from = Date.now();
    const thread = mainThread(server.child.pid);
    const events64 = wrk(server.base + "/events", eventsConnections, seconds);
    const threadAfter = mainThread(server.child.pid);
    const perSecond = fs.readFileSync(loopFile, "utf8").trim().split("\n").map((line) => JSON.parse(line) as { t: number; p99: number; max: number; gcMax: number });
    // The whole seconds inside the run.
    const during = perSecond.filter((s) => s.t >= from + 1000 && s.t <= Date.now());
    const loop = {
      p99: median(during.map((s) => s.p99)),
      max: Math.max(...during.map((s) => s.max)),
      gcMax: Math.max(...during.map((s) => s.gcMax)),
      runS: (threadAfter.run - thread.run) / 1e9,
      waitS: (threadAfter.wait - thread.wait) / 1e9,
    };
    return { build: path.relative(root, buildDir), run, staticPath, staticRate: median(staticRates), rates, bytes, events64, loop };
  } finally {
    await server.stop("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Nanoseconds the process's main thread has run on a core and waited for one (Linux's schedstat; zeros elsewhere). */
function mainThread(pid: number | undefined): { run: number; wait: number } {
  try {
    const [run, wait] = fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8").split(" ").map(Number);
    return { run: run ?? 0, wait: wait ?? 0 };
  } catch {
    return { run: 0, wait: 0 };
  }
}

/** The compressed body's length for each encoding, as sent (read raw, not decoded). */
async function wireBytes(url: string) {
  const one = (encoding: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get(url, { agent: false, headers: { "accept-encoding": encoding } }, (res) => {
          let n = 0;
          res.on("data", (chunk: Buffer) => (n += chunk.length));
          res.on("end", () => resolve(n));
        })
        .on("error", reject);
    });
  return { br: await one("br"), gzip: await one("gzip"), identity: await one("identity") };
}

async function main() {
  if (!wrkAvailable()) {
    console.error("bench-pages needs wrk on the PATH (Debian: apt-get install wrk)");
    process.exit(1);
  }
  if (opts.build?.length) {
    for (const b of builds) if (!fs.existsSync(path.join(b, "server/main.js"))) throw new Error(`no build in ${b}`);
  } else {
    console.log(`building into ${path.relative(root, builds[0]!)} ...`);
    ensureBuild(builds[0]!, !opts["no-build"]);
  }
  const readings: Reading[] = [];
  for (let run = 1; run <= runs; run++) {
    for (const b of builds) {
      const r = await measure(b, run);
      readings.push(r);
      console.log(
        `run ${run} ${r.build}: static ${r.staticRate.toFixed(0)}/s; ` +
          paths.map((p) => `${p} ${(100 * r.rates[p]!.share).toFixed(0)}%`).join(", ") +
          `; /events at ${eventsConnections}: p50 ${r.events64.p50.toFixed(1)} ms, p99 ${r.events64.p99.toFixed(1)} ms; ` +
          `loop delay p99 ${r.loop.p99.toFixed(1)} ms, max ${r.loop.max.toFixed(1)} ms, GC pause max ${r.loop.gcMax.toFixed(1)} ms; main thread ran ${r.loop.runS.toFixed(1)} s, waited for a core ${r.loop.waitS.toFixed(1)} s`,
      );
    }
  }
  for (const b of builds.map((x) => path.relative(root, x))) {
    const mine = readings.filter((r) => r.build === b);
    const staticRate = median(mine.map((r) => r.staticRate));
    const staticCpu = median(mine.flatMap((r) => paths.map((p) => r.rates[p]!.staticCpuMs)));
    console.log(`\n${b}: medians of ${mine.length} runs, ${seconds} s each, wrk ${threads} threads ${connections} connections, Accept-Encoding: ${BROWSER_ENCODINGS}`);
    console.log(`| Page | answers/s | share of the static file's rate | server CPU ms per answer | br bytes | gzip bytes | HTML bytes |`);
    console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
    console.log(`| static file (${mine[0]!.staticPath}) | ${staticRate.toFixed(0)} | 100 % | ${staticCpu.toFixed(2)} | | | |`);
    for (const p of paths) {
      const share = median(mine.map((r) => 100 * r.rates[p]!.share));
      const last = mine.at(-1)!.bytes[p]!;
      const errors = mine.reduce((n, r) => n + r.rates[p]!.non2xx, 0);
      console.log(
        `| \`${p}\` | ${median(mine.map((r) => r.rates[p]!.perSecond)).toFixed(0)} | ${share.toFixed(0)} %${errors ? ` (${errors} not 2xx)` : ""} | ${median(mine.map((r) => r.rates[p]!.cpuMs)).toFixed(2)} | ${last.br} | ${last.gzip} | ${last.identity} |`,
      );
    }
    console.log(
      `| \`/events\` at ${eventsConnections} connections | ${median(mine.map((r) => r.events64.perSecond)).toFixed(0)} | p50 ${median(mine.map((r) => r.events64.p50)).toFixed(1)} ms, p99 ${median(mine.map((r) => r.events64.p99)).toFixed(1)} ms | | | |`,
    );
    console.log(
      `/events at ${eventsConnections} connections, the server (medians): event-loop delay p99 ${median(mine.map((r) => r.loop.p99)).toFixed(1)} ms, max ${median(mine.map((r) => r.loop.max)).toFixed(1)} ms; ` +
        `longest GC pause ${median(mine.map((r) => r.loop.gcMax)).toFixed(1)} ms; main thread waited for a core ${median(mine.map((r) => r.loop.waitS)).toFixed(1)} s of ${seconds} s`,
    );
  }
  if (opts.json) fs.writeFileSync(opts.json, JSON.stringify(readings, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
