// `npm run bench`: drives the production server over HTTP with page requests and form posts and
// reports throughput, latency percentiles, errors, server memory, and whether every submission
// that got a Reference ID is in the database.
//
//   npm run bench                                   closed loop, 16 clients, 20 s, PGlite
//   npm run bench -- --db postgres                  the same on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL)
//   npm run bench -- --rate 40 --duration 60        open loop: a fixed 40 requests/s for 60 s (sustained mixed load)
//   npm run bench -- --runs 3                       three runs (fresh server and database each), then the medians
//   Every run publishes three events of 40 places first; every fifth form post books one of them
//   (1 or 2 places), and the report says whether any event ended overbooked (it must not).
//   options: --clients N  --duration S  --rate R  --forms F (share of requests that are form posts, 0..1)
//            --db pglite|postgres  --runs N  --no-build  --json FILE
//            --entry source (the TypeScript server through tsx, as production once ran it, to compare)
//
// Open loop: latency counts from when a request was due, not from when the generator got round to
// sending it, so a server that falls behind shows it (no "coordinated omission"). The report says
// how far behind schedule the generator itself ever was, so a busy load generator is visible too.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { publicPages } from "#app/content/public-pages.ts";
import { sampleSubmission, type FormKind as SubmissionKind } from "./bench-data.ts";
import { openDatabase } from "#app/lib/db/client.server.ts";
import { events } from "#app/lib/db/schema.ts";
import { addDays, todayIso } from "#app/core/calendar.ts";
import { log } from "#app/lib/log.server.ts";

/** The four forms, and bookings on an event's page. */
type FormKind = SubmissionKind | "booking";
import { ensureBuild, root, startServer } from "./lib/server-process.ts";
import { median } from "./lib/stats.ts";

const { values: opts } = parseArgs({
  options: {
    clients: { type: "string", default: "16" },
    duration: { type: "string", default: "20" },
    rate: { type: "string" },
    forms: { type: "string", default: "0.3" },
    db: { type: "string", default: "pglite" },
    runs: { type: "string", default: "1" },
    "no-build": { type: "boolean", default: false },
    json: { type: "string" },
    entry: { type: "string", default: "compiled" },
  },
});

const buildDir = path.resolve(root, process.env.BUILD_DIR ?? ".tmp/build-bench");
const clients = Math.max(1, Number(opts.clients));
const durationMs = Math.min(600, Math.max(1, Number(opts.duration))) * 1000; // bounded: at most 10 minutes
const rate = opts.rate ? Math.max(1, Number(opts.rate)) : undefined;
const formShare = Math.min(1, Math.max(0, Number(opts.forms)));
const useDb = opts.db === "postgres" ? "postgres" : "pglite";
const runs = Math.min(10, Math.max(1, Number(opts.runs)));
/** The most resident memory the server should hold at the end of a run. */
const rssGoalMb = { postgres: 250, pglite: 500 } as const;
/** Requests in flight at most (open loop): beyond it a due request is skipped and counted. */
const MAX_IN_FLIGHT = 512;

type Sample = { kind: "page" | FormKind; ms: number; ok: boolean; status: number };
const tableOf: Record<FormKind, string> = {
  booking: "event_registrations",
  contact: "contact_inquiries",
  newsletter: "newsletter_subscriptions",
  member: "members",
  volunteer: "volunteers",
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

type Checked = { found: number; overbooked: string[] };

async function prepareDatabase(): Promise<{ env: Record<string, string>; check: (refs: Map<string, FormKind>) => Promise<Checked> }> {
  if (useDb === "postgres") {
    const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!base) throw new Error("--db postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL");
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query("drop database if exists test_bench with (force)");
    await admin.query("create database test_bench");
    await admin.end();
    const url = new URL(base);
    url.pathname = "/test_bench";
    return {
      env: { DATABASE_URL: url.toString(), SESSION_SECRET: "bench-session-secret-0123456789abcdef0123" },
      async check(refs) {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        try {
          const found = await countFound(refs, async (table, list) => (await client.query(`select reference from ${table} where reference = any($1)`, [list])).rows);
          const overbooked = (await client.query<{ slug: string }>(OVERBOOKED_SQL)).rows.map((r) => r.slug);
          return { found, overbooked };
        } finally {
          await client.end();
        }
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    async check(refs) {
      const db = await PGlite.create(path.join(dataDir, "db"));
      try {
        const found = await countFound(refs, async (table, list) => (await db.query<{ reference: string }>(`select reference from ${table} where reference = any($1)`, [list])).rows);
        const overbooked = (await db.query<{ slug: string }>(OVERBOOKED_SQL)).rows.map((r) => r.slug);
        return { found, overbooked };
      } finally {
        await db.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** Events published before each run: every fifth form post books one of them (1 or 2 places). */
const BENCH_EVENTS = 3;
const BENCH_CAPACITY = 40;

async function publishBenchEvents(env: Record<string, string>): Promise<string[]> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR ?? ".", log: log.child({}, { level: "warn" }) });
  try {
    const date = addDays(todayIso(), 7);
    const rows = await handle.db
      .insert(events)
      .values(
        Array.from({ length: BENCH_EVENTS }, (_, i) => ({
          slug: `bench-event-${i + 1}-${date}`,
          title: `Bench event ${i + 1}`,
          category: "social",
          date,
          startTime: "10:00",
          endTime: "11:00",
          venue: "Community Hall, Jalahalli, Bangalore",
          description: "An event for the load test.",
          capacity: BENCH_CAPACITY,
          status: "published",
        })),
      )
      .returning({ slug: events.slug });
    return rows.map((r) => r.slug);
  } finally {
    await handle.close();
  }
}

/** Events whose confirmed seats exceed their capacity, or disagree with their bookings (must be none). */
const OVERBOOKED_SQL = `select e.slug from events e left join event_registrations r on r.event_id = e.id and r.status = 'confirmed'
  group by e.id having coalesce(sum(r.seats), 0) > e.capacity or coalesce(sum(r.seats), 0) <> e.confirmed_seats or e.confirmed_seats > e.capacity`;

async function countFound(refs: Map<string, FormKind>, query: (table: string, list: string[]) => Promise<Array<{ reference: string }>>) {
  let found = 0;
  for (const kind of Object.keys(tableOf) as FormKind[]) {
    const list = [...refs].filter(([, k]) => k === kind).map(([r]) => r);
    if (list.length === 0) continue;
    found += (await query(tableOf[kind], list)).length;
  }
  return found;
}

type RunResult = {
  date: string;
  database: string;
  server: string;
  mode: string;
  durationS: number;
  formShare: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  errorsByStatus: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  /** Open loop: requests not started because MAX_IN_FLIGHT were still running. */
  skipped: number;
  /** Open loop: the longest the generator was behind its own schedule (ms). */
  maxGeneratorLagMs: number;
  /**
   * Server CPU time per request (ms, user + system): what the work costs, whatever else the
   * machine is doing. A quiet core can serve about 1000 / this many requests a second.
   */
  serverCpuMsPerRequest: number;
  serverStartMs: number;
  startRssMb: number;
  peakRssMb: number;
  endRssMb: number;
  rssGoalMb: number;
  endRssWithinGoal: boolean;
  /** Server memory (MB) at each 10 s mark and at the end. */
  memoryEvery10s: string;
  /** Requests and p95 latency per 10 s window: whether the server keeps up for the whole run. */
  p95Every10s: string;
  acknowledged: number;
  storedOfAcknowledged: number;
  allAcknowledgedStored: boolean;
  overbookedEvents: string[];
  byKind: Array<{ kind: string; requests: number; errors: number; p50: number; p95: number; p99: number }>;
};

async function runOnce(run: number): Promise<RunResult> {
  const database = await prepareDatabase();
  const eventSlugs = await publishBenchEvents(database.env);
  const server = await startServer({ buildDir, env: database.env, entry: opts.entry === "source" ? "source" : "compiled" });
  const { base, child } = server;
  try {
    const pages = publicPages.map((r) => r.path);
    const samples: Array<Sample & { at: number }> = [];
    const acknowledged = new Map<string, FormKind>();
    const memory: Array<{ s: number; mb: number }> = [];
    const startRss = server.rssMb();
    const startCpu = server.cpuMs();
    let peak = startRss;
    let skipped = 0;
    let maxLag = 0;
    const started = Date.now();
    const sampler = setInterval(() => {
      const mb = server.rssMb();
      peak = Math.max(peak, mb);
      memory.push({ s: Math.round((Date.now() - started) / 1000), mb: Math.round(mb) });
    }, 1000);

    let seq = 0;
    /** One request; `due` is when it should have started (open loop), else now. */
    const one = async (due = performance.now()) => {
      const n = seq++;
      const isForm = Math.random() < formShare;
      const record = (kind: Sample["kind"], ok: boolean, status: number) =>
        samples.push({ kind, ms: performance.now() - due, ok, status, at: Date.now() - started });
      try {
        if (!isForm) {
          const res = await fetch(base + pages[n % pages.length]!);
          await res.arrayBuffer();
          record("page", res.status === 200, res.status);
          return;
        }
        const submission = sampleSubmission(n, `${process.pid.toString(36)}r${run}`);
        let kind: FormKind = submission.kind;
        let { path: route, body } = submission;
        if (n % 5 === 0) {
          kind = "booking";
          route = `/events/${eventSlugs[n % eventSlugs.length]}`;
          body = new URLSearchParams({ name: `Load Test ${n}`, email: `bench-${process.pid.toString(36)}r${run}-${n}@example.org`, phone: "+91 98450 12345", seats: String(1 + (n % 2)) });
        }
        const res = await fetch(base + route, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body,
        });
        const html = await res.text();
        const reference = /REQ-\d{13}-[A-Z0-9]+/.exec(html)?.[0];
        if (res.status === 200 && reference) acknowledged.set(reference, kind);
        record(kind, res.status === 200 && !!reference, res.status);
      } catch {
        record(isForm ? "contact" : "page", false, 0);
      }
    };

    if (rate) {
      // Open loop: requests start on schedule whether or not earlier ones have finished (bounded in flight).
      const inFlight = new Set<Promise<void>>();
      const interval = 1000 / rate;
      const t0 = performance.now();
      for (let i = 0; t0 + i * interval < t0 + durationMs; i++) {
        const due = t0 + i * interval;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        maxLag = Math.max(maxLag, performance.now() - due);
        if (inFlight.size >= MAX_IN_FLIGHT) {
          skipped++;
          continue;
        }
        const p = one(due).finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      await Promise.all(inFlight);
    } else {
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (Date.now() - started < durationMs) await one();
        }),
      );
    }
    clearInterval(sampler);
    const elapsed = (Date.now() - started) / 1000;
    const endRss = server.rssMb();
    const cpuUsed = server.cpuMs() - startCpu;
    memory.push({ s: Math.round(elapsed), mb: Math.round(endRss) });

    await server.stop("SIGTERM");
    const { found, overbooked } = await database.check(acknowledged);

    const stats = (list: Sample[]) => {
      const ms = list.map((s) => s.ms).sort((a, b) => a - b);
      return { p50: +percentile(ms, 50).toFixed(1), p95: +percentile(ms, 95).toFixed(1), p99: +percentile(ms, 99).toFixed(1) };
    };
    const byKind = (["page", "contact", "newsletter", "member", "volunteer", "booking"] as const).map((kind) => {
      const ks = samples.filter((s) => s.kind === kind);
      return { kind, requests: ks.length, errors: ks.filter((s) => !s.ok).length, ...stats(ks) };
    });
    const windows: string[] = [];
    for (let from = 0; from < elapsed * 1000; from += 10_000) {
      const inWindow = samples.filter((s) => s.at >= from && s.at < from + 10_000);
      if (inWindow.length > 0) windows.push(`${from / 1000}s:${inWindow.length}req/p95=${Math.round(stats(inWindow).p95)}ms`);
    }
    const errorsByStatus: Record<string, number> = {};
    for (const s of samples) if (!s.ok) errorsByStatus[String(s.status)] = (errorsByStatus[String(s.status)] ?? 0) + 1;
    return {
      date: new Date().toISOString(),
      database: useDb,
      server: opts.entry === "source" ? "source (tsx)" : "compiled",
      mode: rate ? `open loop, ${rate} req/s` : `closed loop, ${clients} clients`,
      durationS: +elapsed.toFixed(1),
      formShare,
      requests: samples.length,
      requestsPerSecond: +(samples.length / elapsed).toFixed(1),
      errors: samples.filter((s) => !s.ok).length,
      errorsByStatus,
      ...stats(samples),
      skipped,
      maxGeneratorLagMs: Math.round(maxLag),
      serverCpuMsPerRequest: +(cpuUsed / Math.max(1, samples.length)).toFixed(2),
      serverStartMs: server.startMs,
      startRssMb: Math.round(startRss),
      peakRssMb: Math.round(peak),
      endRssMb: Math.round(endRss),
      // The goal for the server's memory at the end of a run (60 s of mixed load):
      // 250 MB on PostgreSQL, 500 MB on PGlite (which keeps the database in the process).
      rssGoalMb: rssGoalMb[useDb],
      endRssWithinGoal: endRss <= rssGoalMb[useDb],
      memoryEvery10s: memory.filter((m, i) => m.s % 10 === 0 || i === memory.length - 1).map((m) => `${m.s}s:${m.mb}MB`).join(" "),
      p95Every10s: windows.join(" "),
      acknowledged: acknowledged.size,
      storedOfAcknowledged: found,
      allAcknowledgedStored: found === acknowledged.size,
      // Events whose confirmed seats exceed their places (or disagree with their bookings): must be none.
      overbookedEvents: overbooked,
      byKind,
    };
  } finally {
    if (child.exitCode === null) await server.stop("SIGKILL");
  }
}

async function main() {
  console.log(`building into ${path.relative(root, buildDir)} ...`);
  ensureBuild(buildDir, !opts["no-build"]);
  const results: RunResult[] = [];
  for (let run = 1; run <= runs; run++) {
    if (runs > 1) console.log(`\n--- run ${run} of ${runs} ---`);
    const result = await runOnce(run);
    results.push(result);
    console.table(result.byKind);
    const { byKind: _, ...summary } = result;
    console.log(summary);
    if (result.overbookedEvents.length > 0) {
      console.error(`OVERBOOKED: ${result.overbookedEvents.join(", ")}`);
      process.exitCode = 1;
    }
    if (!result.allAcknowledgedStored) {
      console.error(`LOST: ${result.acknowledged - result.storedOfAcknowledged} acknowledged submissions are not in the database`);
      process.exitCode = 1;
    }
  }
  let medians: Record<string, number> | undefined;
  if (runs > 1) {
    const keys = ["requestsPerSecond", "errors", "p50", "p95", "p99", "serverCpuMsPerRequest", "serverStartMs", "peakRssMb", "endRssMb"] as const;
    medians = Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))]));
    console.log(`\nmedians of ${runs} runs (${results[0]!.mode}, ${useDb}):`, medians);
  }
  if (opts.json) fs.writeFileSync(opts.json, JSON.stringify({ runs: results, medians }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
