// `npm run audit:console`: the operator console as a volunteer's phone loads it, logged in, with the
// data of a centre a few years on (2,000 members and 50,000 payments in the register, an event with
// 60 people booked, an enquiry): each page's first-load JavaScript (gzip, as `npm run audit:pages`
// counts it) and Lighthouse's mobile performance, first paint and blocking time. The bars are the
// console's (docs/decisions/043-the-console-without-react-router.md): at most 90 KB of JavaScript on any
// console page, none on a page with nothing that needs it, performance 100 and a first paint under
// 1.2 s.
//
//   npm run audit:console                                 build into .tmp/build-audit, measure, report
//   npm run audit:console -- --skip-build                 reuse that build (AUDIT_BUILD_DIR)
//   npm run audit:console -- --builds <dir>,<dir>         two builds (before, after), served side by
//                                                         side and measured in turns, page by page
//   npm run audit:console -- --runs 3                     Lighthouse three times per page and build
//   npm run audit:console -- --skip-lighthouse            bytes only
//   npm run audit:console -- --pages /admin,/admin/login  only these (door and record: "door", "record")
//   npm run audit:console -- --html <dir>                 also write each page's HTML there, and
//                                                         print its size and number of elements,
//                                                         and a screenshot of its first 2,200 px on
//                                                         a 375 px phone (look at them)
//
// The database: PostgreSQL by AUDIT_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test;
// a database of its own beside it, test_audit_console, made afresh), or the embedded one with
// AUDIT_DATABASE_URL=pglite (a copy per server). Each server is started with a throw-away data
// directory and device verification off (OPERATOR_DEVICE_VERIFICATION=false), as the browser tests'
// servers are; the first makes the owner's account with the setup link it prints, and each logs in
// with the login form's own POST.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pino from "pino";
import { chromium, type Browser } from "playwright-core";
import { openDatabase, type Database } from "#app/lib/db/client.server.ts";
import { contactInquiries, eventRegistrations, events } from "#app/lib/db/schema.ts";
import { addDays, todayIso } from "#app/core/calendar.ts";
import { eventSlug } from "#app/core/events.ts";
import { freshPostgresDatabase } from "#tests/support/db.ts";
import { copyPgliteTemplate, ensurePgliteTemplate } from "#tests/support/pglite-template.ts";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";
import { seedRegister } from "./lib/register-seed.ts";
import { ensureBuild, root, startServer, type ServerProcess } from "./lib/server-process.ts";
import { median } from "./lib/stats.ts";
import { measureBytes, runLighthouse, type LighthouseScores, type RouteBytes } from "./audit-pages.ts";

/** The console's bars. */
export const consoleBars = {
  /** First-load JavaScript of any console page, gzip. */
  jsGzipBytes: 90 * 1024,
  performance: 100,
  /** Lighthouse's simulated first contentful paint, ms. */
  firstPaintMs: 1200,
} as const;

const OWNER = { email: "audit-owner@example.org", password: "an audit owner's long passphrase" } as const;

/** The pages: the issue's, the door list, a record, the month's money and the message page. `login` is measured logged out. */
function consolePages(ids: { event: number; inquiry: number }): Record<string, string> {
  return {
    overview: "/admin",
    register: "/admin/register",
    member: "/admin/register/1000",
    events: "/admin/events",
    login: "/admin/login",
    door: `/admin/events/${ids.event}/attendance`,
    record: `/admin/contact-inquiries/${ids.inquiry}`,
    money: "/admin/register/money",
    event: `/admin/events/${ids.event}`,
    message: `/admin/events/${ids.event}/message`,
  };
}

type Options = { builds: string[]; build: boolean; runs: number; lighthouse: boolean; pages?: string[]; html?: string };

function readOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      builds: { type: "string" },
      "skip-build": { type: "boolean", default: false },
      "skip-lighthouse": { type: "boolean", default: false },
      runs: { type: "string", default: "1" },
      pages: { type: "string" },
      html: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(fs.readFileSync(import.meta.filename, "utf8").split("\n").slice(0, 22).join("\n"));
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs expects a whole number >= 1");
  const list = (v: string | undefined) => v?.split(",").filter(Boolean);
  return {
    builds: list(values.builds) ?? [process.env.AUDIT_BUILD_DIR ?? ".tmp/build-audit"],
    build: !values.builds && !values["skip-build"],
    runs,
    lighthouse: !values["skip-lighthouse"],
    pages: list(values.pages),
    html: values.html,
  };
}

/** An event a week ahead with 60 people booked (the door list), and one enquiry (a record). */
async function seedConsole(db: Database): Promise<{ event: number; inquiry: number }> {
  await seedRegister(db);
  const date = addDays(todayIso(), 7);
  const title = "Lalbagh Flower Show Outing";
  const [event] = await db
    .insert(events)
    .values({ slug: eventSlug(title, date), title, category: "outing", date, startTime: "09:00", endTime: "13:00", venue: "Lalbagh West Gate, Bangalore", description: "A morning among the flowers, with tea after.", capacity: 80, confirmedSeats: 60, price: 400, status: "published" })
    .returning({ id: events.id });
  await db.insert(eventRegistrations).values(
    Array.from({ length: 60 }, (_, i) => ({
      reference: `REQ-1700000000000-AUDIT${String(i).padStart(3, "0")}`,
      eventId: event!.id,
      name: `Booked Person ${i + 1}`,
      email: `booked${i + 1}@example.org`,
      phone: `98450 ${String(10000 + i)}`,
      seats: 1,
      status: "confirmed",
      cancelTokenHash: `audit-${i}`,
    })),
  );
  const [inquiry] = await db
    .insert(contactInquiries)
    .values({ reference: "REQ-1700000000000-AUDITENQ", status: "new", name: "Lakshmi Rao", email: "lakshmi@example.org", phone: "+91 98450 12345", subject: "outings", message: "Is there a place on the next outing? I would like to join with a friend." })
    .returning({ id: contactInquiries.id });
  return { event: event!.id, inquiry: inquiry!.id };
}

const postForm = (base: string, where: string, fields: Record<string, string>, cookie?: string) =>
  fetch(`${base}${where}`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual", headers: { Origin: base, ...(cookie ? { Cookie: cookie } : {}) } });

/** The owner's account, made with the setup link the first server prints (as a volunteer makes it). */
async function makeOwner(base: string, logFile: string): Promise<void> {
  const setupLink = /\/admin\/setup\?token=(\S+)/;
  for (let waited = 0; !setupLink.test(fs.readFileSync(logFile, "utf8")); waited += 100) {
    if (waited > 15_000) throw new Error(`no setup link in ${logFile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const token = decodeURIComponent(setupLink.exec(fs.readFileSync(logFile, "utf8"))![1]!);
  const answer = await postForm(base, "/admin/setup", { token, email: OWNER.email, password: OWNER.password, again: OWNER.password });
  if (answer.status !== 302) throw new Error(`the owner's account was not made (${answer.status})`);
}

async function logIn(base: string): Promise<string> {
  const answer = await postForm(base, "/admin/login", OWNER);
  if (answer.status !== 302) throw new Error(`the owner could not log in (${answer.status})`);
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

type Served = { buildDir: string; server: ServerProcess; cookie: string; dataDir: string };
type Sample = { bytes?: RouteBytes; lighthouse: LighthouseScores[] };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** What misses a bar on one page of one build. */
export function consoleProblems(page: string, bytes: RouteBytes, lighthouse?: { performance: number; fcp: number }): string[] {
  const out: string[] = [];
  if (bytes.js > consoleBars.jsGzipBytes) out.push(`${page}: JS ${kb(bytes.js)} KB > ${kb(consoleBars.jsGzipBytes)} KB`);
  if (bytes.consoleErrors.length) out.push(`${page}: console errors: ${bytes.consoleErrors.join(" | ")}`);
  if (bytes.foreign.length) out.push(`${page}: requests to other hosts: ${bytes.foreign.join(", ")}`);
  if (lighthouse && lighthouse.performance < consoleBars.performance) out.push(`${page}: performance ${lighthouse.performance} < ${consoleBars.performance}`);
  if (lighthouse && lighthouse.fcp >= consoleBars.firstPaintMs) out.push(`${page}: first paint ${lighthouse.fcp.toFixed(0)} ms >= ${consoleBars.firstPaintMs} ms`);
  return out;
}

export async function auditConsole(options: Omit<Options, "build">): Promise<number> {
  const databaseUrl = process.env.AUDIT_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const embedded = databaseUrl === "pglite";
  const log = pino({ level: "silent" });
  const dataDirs = options.builds.map(() => fs.mkdtempSync(path.join(os.tmpdir(), "audit-console-")));
  let scoped = "";
  let ids: { event: number; inquiry: number };
  const started = performance.now();
  if (embedded) {
    await ensurePgliteTemplate();
    copyPgliteTemplate(dataDirs[0]!);
    const handle = await openDatabase({ dataDir: dataDirs[0]!, log });
    try {
      ids = await seedConsole(handle.db);
    } finally {
      await handle.close();
    }
    // The embedded database admits one process: each further server gets a copy of the seeded one.
    for (const dir of dataDirs.slice(1)) fs.cpSync(dataDirs[0]!, dir, { recursive: true });
  } else {
    const url = new URL(databaseUrl);
    url.pathname = `/${await freshPostgresDatabase(databaseUrl, "audit_console")}`;
    scoped = url.toString();
    const handle = await openDatabase({ databaseUrl: scoped, dataDir: ".", log });
    try {
      ids = await seedConsole(handle.db);
    } finally {
      await handle.close();
    }
  }
  console.log(`seeded ${embedded ? "the embedded database" : "PostgreSQL"} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const pages = consolePages(ids);
  const wanted = options.pages ? options.pages.map((p) => (p in pages ? pages[p]! : p)) : Object.values(pages);

  const served: Served[] = [];
  let browser: Browser | undefined;
  let chrome: { port: number; kill(): void } | undefined;
  try {
    for (const [i, buildDir] of options.builds.entries()) {
      const dataDir = dataDirs[i]!;
      const logFile = path.join(dataDir, "server.log");
      const server = await startServer({
        buildDir,
        logFile,
        env: { DATA_DIR: dataDir, DATABASE_URL: embedded ? "" : scoped, ...(embedded ? {} : { SESSION_SECRET: "the console audit's session secret, the same for every server it starts" }), OPERATOR_DEVICE_VERIFICATION: "false", RATE_LIMIT_MAX: "100000" },
      }).catch((error: unknown) => {
        throw new Error(`${(error as Error).message}; its log:\n${fs.readFileSync(logFile, "utf8").slice(-3000)}`);
      });
      // One account for all: the first server (or, embedded, each copy) prints the setup link.
      if (i === 0 || embedded) await makeOwner(server.base, logFile);
      served.push({ buildDir, server, cookie: await logIn(server.base), dataDir });
    }
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    if (options.lighthouse) {
      const { launch } = await import("chrome-launcher");
      chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, logLevel: "error" });
    }
    const samples = new Map<string, Sample>();
    const key = (build: string, page: string) => `${build} ${page}`;
    for (const page of wanted) {
      for (const s of served) {
        const cookie = page === "/admin/login" ? undefined : s.cookie;
        const bytes = await measureBytes(browser, s.server.base, page, cookie);
        samples.set(key(s.buildDir, page), { bytes, lighthouse: [] });
        console.log(`${path.basename(s.buildDir).padEnd(22)} ${page.padEnd(36)} JS ${kb(bytes.js).padStart(6)} KB in ${bytes.jsFiles} files`);
        if (options.html) {
          const html = await (await fetch(`${s.server.base}${page}`, { headers: cookie ? { Cookie: cookie } : {} })).text();
          const file = path.join(options.html, `${path.basename(s.buildDir)}${page.replaceAll("/", "_")}.html`);
          fs.mkdirSync(options.html, { recursive: true });
          fs.writeFileSync(file, html);
          console.log(`${"".padEnd(22)} ${"".padEnd(36)} HTML ${kb(Buffer.byteLength(html)).padStart(6)} KB, ${html.match(/<[a-z][a-z0-9-]*[\s>]/g)?.length ?? 0} elements: ${path.relative(root, file)}`);
          const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
          if (cookie) await phone.addCookies(cookie.split("; ").map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url: s.server.base })));
          const tab = await phone.newPage();
          await tab.goto(`${s.server.base}${page}`, { waitUntil: "load" });
          // The page's first 2,200 px: past the console's header and notices, into the page's own content.
          await tab.screenshot({ path: file.replace(/\.html$/, ".png"), fullPage: true, clip: { x: 0, y: 0, width: 375, height: 2200 } });
          await phone.close();
        }
      }
    }
    // Lighthouse in turns: run r of every page on every build before run r + 1, so that the
    // machine's changing load falls on both builds alike.
    for (let run = 0; chrome && run < options.runs; run++) {
      for (const page of wanted) {
        for (const s of served) {
          const cookie = page === "/admin/login" ? undefined : s.cookie;
          const [scores] = [await runLighthouse(chrome.port, `${s.server.base}${page}`, 1, cookie)];
          samples.get(key(s.buildDir, page))!.lighthouse.push(scores);
          console.log(`  run ${run + 1} ${path.basename(s.buildDir).padEnd(22)} ${page.padEnd(36)} perf ${scores.performance} FCP ${scores.fcp.toFixed(0)} ms LCP ${scores.lcp.toFixed(0)} ms TBT ${scores.tbt.toFixed(0)} ms BI ${scores.benchmarkIndex.toFixed(0)}`);
        }
      }
    }

    const head = ["Page", ...served.flatMap((s) => [`JS KB (${path.basename(s.buildDir)})`, "files", ...(chrome ? ["Perf", "FCP ms", "LCP ms", "TBT ms", "BI"] : [])])];
    const rows = wanted.map((page) => [
      `\`${page}\``,
      ...served.flatMap((s) => {
        const sample = samples.get(key(s.buildDir, page))!;
        const m = (f: (l: LighthouseScores) => number) => median(sample.lighthouse.map(f));
        return [kb(sample.bytes!.js), String(sample.bytes!.jsFiles), ...(chrome ? [String(m((l) => l.performance)), m((l) => l.fcp).toFixed(0), m((l) => l.lcp).toFixed(0), m((l) => l.tbt).toFixed(0), m((l) => l.benchmarkIndex).toFixed(0)] : [])];
      }),
    ]);
    console.log(`\n${[head, head.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n")}\n`);
    if (chrome) console.log(`Lighthouse: median of ${options.runs} run${options.runs > 1 ? "s" : ""} per page and build.`);
    // The bars are the last build's (the one being judged; the others are for comparison).
    const last = served[served.length - 1]!;
    const failures = wanted.flatMap((page) => {
      const sample = samples.get(key(last.buildDir, page))!;
      const lh = sample.lighthouse.length ? { performance: median(sample.lighthouse.map((l) => l.performance)), fcp: median(sample.lighthouse.map((l) => l.fcp)) } : undefined;
      return consoleProblems(page, sample.bytes!, lh);
    });
    if (failures.length) console.log(`Bars missed (${path.basename(last.buildDir)}):\n${failures.map((f) => `  - ${f}`).join("\n")}`);
    else console.log(`Every console page of ${path.basename(last.buildDir)} meets the console's bars.`);
    return failures.length ? 1 : 0;
  } finally {
    await browser?.close();
    chrome?.kill();
    for (const s of served) await s.server.stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const { build, ...options } = readOptions(process.argv.slice(2));
  if (build) {
    console.log(`building into ${options.builds[0]} ...`);
    ensureBuild(options.builds[0]!, true);
  }
  for (const dir of options.builds) if (!fs.existsSync(path.join(path.resolve(root, dir), "server/main.js"))) throw new Error(`no build in ${dir}`);
  process.exitCode = await auditConsole({ ...options, builds: options.builds.map((dir) => path.resolve(root, dir)) });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
