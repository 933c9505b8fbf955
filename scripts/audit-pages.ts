// `npm run audit:pages`: measures the production build against the site's quality bars, route by
// route: first-load JavaScript and CSS (gzip), requests to other hosts, axe-core violations (wide
// screen and phone) and Lighthouse mobile scores. Prints a table, writes docs/performance.md and
// exits non-zero when a bar is missed.
//
//   npm run audit:pages                              build, measure every public route, write docs
//   npm run audit:pages -- --routes /,/about         only these routes (docs not written unless --write)
//   npm run audit:pages -- --skip-lighthouse         bytes and axe only (fast)
//   npm run audit:pages -- --skip-build              reuse the last audit build
//   npm run audit:pages -- --runs 3                  Lighthouse three times per route, medians reported
//   npm run audit:pages -- --event                   also an event's page: one event is published first
//                                                    (/ and /events then show it instead of the samples)
//   npm run audit:pages -- --photos                  uploads photos first: three in the gallery,
//                                                    a news post's cover (its page is measured too), a
//                                                    story's and a team member's photo
//   npm run audit:pages -- --console                 then the console's pages, logged in, with a
//                                                    register of 2,000 members (scripts/audit-console.ts)
//
// It builds into its own folder (AUDIT_BUILD_DIR, default .tmp/build-audit) and serves it on a free
// port with a throw-away data directory, so it can run beside development servers and tests.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { createRequire } from "node:module";
import { chromium, type Browser } from "playwright-core";
import { publicPages } from "#app/content/public-pages.ts";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";
import { ensureBuild, root, startServer } from "./lib/server-process.ts";
import { uploadSamplePhotos } from "./lib/sample-photos.ts";
import { median } from "./lib/stats.ts";

const require = createRequire(import.meta.url);

/**
 * The pages React hydrates (root.tsx, PageHandle; app/routes.test.ts lists their route modules):
 * the two public forms and an event's booking page. Every other page is a reading page.
 */
export const isFormPage = (route: string) => /^\/(contact|join-us)$|^\/events\/[^/]+$/.test(route);

/** The bars (decision 018). */
export const bars = {
  /** First-load JavaScript of a reading page: no React, only the enhancements. */
  readingJsGzipBytes: 15 * 1024,
  /** Of a form page: 130 KB, with at least 10 KB of room left. */
  formJsGzipBytes: 120 * 1024,
  cssGzipBytes: 20 * 1024,
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const;

type Options = {
  routes: string[];
  /** Publish one event before the server starts and measure its page too. */
  event: boolean;
  /** Upload photos into the gallery, a news post, a story and the team before the server starts. */
  photos: boolean;
  lighthouse: boolean;
  build: boolean;
  runs: number;
  write: boolean;
  /** Then the console's pages, logged in (scripts/audit-console.ts). */
  console: boolean;
};

export function parseArgs(argv: string[]): Options {
  const all = publicPages.map((r) => r.path);
  const options: Options = { routes: all, event: false, photos: false, lighthouse: true, build: true, runs: 1, write: true, console: false };
  let explicitWrite: boolean | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === "--routes") {
      const wanted = value()
        .split(",")
        .map((r) => r.trim())
        .filter(Boolean);
      const unknown = wanted.filter((r) => !all.includes(r));
      if (unknown.length) throw new Error(`not public routes: ${unknown.join(", ")}`);
      options.routes = wanted;
    } else if (arg === "--event") options.event = true;
    else if (arg === "--photos") options.photos = true;
    else if (arg === "--console") options.console = true;
    else if (arg === "--skip-lighthouse") options.lighthouse = false;
    else if (arg === "--skip-build") options.build = false;
    else if (arg === "--runs") {
      options.runs = Number(value());
      if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error("--runs expects a whole number >= 1");
    } else if (arg === "--write") explicitWrite = true;
    else if (arg === "--no-write") explicitWrite = false;
    else if (arg === "--help" || arg === "-h") {
      console.log(
        fs
          .readFileSync(import.meta.filename, "utf8")
          .split("\n")
          .slice(0, 15)
          .join("\n"),
      );
      process.exit(0);
    } else throw new Error(`unknown option ${arg}`);
  }
  // A partial run must not replace the full table in the docs unless asked to.
  options.write = explicitWrite ?? (options.routes.length === all.length && options.lighthouse);
  return options;
}

export type RouteBytes = {
  js: number;
  css: number;
  jsFiles: number;
  cssFiles: number;
  foreign: string[];
  consoleErrors: string[];
};

/** `cookie`: a Cookie header's value ("a=1; b=2") the page is loaded with (the console, logged in). */
export async function measureBytes(browser: Browser, base: string, route: string, cookie?: string): Promise<RouteBytes> {
  // A fresh context: nothing cached, so this is what a first visit downloads.
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  if (cookie) await context.addCookies(cookie.split("; ").map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url: base })));
  const page = await context.newPage();
  const origin = new URL(base).origin;
  const assets = new Map<string, "js" | "css">();
  const foreign: string[] = [];
  const consoleErrors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(m.text());
  });
  page.on("pageerror", (e) => consoleErrors.push(e.message));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.protocol.startsWith("http")) return;
    if (url.origin !== origin) {
      foreign.push(url.href);
      return;
    }
    if (/\.m?js$/.test(url.pathname) || request.resourceType() === "script") assets.set(url.href, "js");
    else if (url.pathname.endsWith(".css") || request.resourceType() === "stylesheet") assets.set(url.href, "css");
  });
  await page.route(
    (url) => url.origin !== origin,
    (r) => r.abort(),
  );
  const response = await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
  const result: RouteBytes = { js: 0, css: 0, jsFiles: 0, cssFiles: 0, foreign, consoleErrors };
  // Inline code counts too: the stylesheet is inlined in <head>, and React Router's hydration
  // scripts are inline (JSON-LD is data, not code, and is left out). Read from the HTML as it was
  // downloaded: a script the page later builds from one of these is not downloaded twice.
  const html = (await response?.text()) ?? "";
  const inline = {
    js: [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!),
    css: [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!),
  };
  // They travel inside one compressed document, so they are compressed together.
  if (inline.js.length) result.js += zlib.gzipSync(inline.js.join("\n"), { level: 9 }).length;
  if (inline.css.length) result.css += zlib.gzipSync(inline.css.join("\n"), { level: 9 }).length;
  for (const [url, kind] of assets) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const gz = zlib.gzipSync(body, { level: 9 }).length;
    result[kind] += gz;
    result[kind === "js" ? "jsFiles" : "cssFiles"] += 1;
    // AUDIT_LIST_FILES=1 prints each file a route loads, to see what a byte change came from.
    if (process.env.AUDIT_LIST_FILES) console.log(`  ${route} ${kind} ${(gz / 1024).toFixed(1)} KB ${new URL(url).pathname}`);
  }
  if (process.env.AUDIT_LIST_FILES) console.log(`  ${route} js total ${result.js} bytes (inline and files), css total ${result.css} bytes`);
  await context.close();
  return result;
}

const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

async function axeViolations(browser: Browser, base: string, route: string, width: number, height: number) {
  // The site's CSP refuses injected inline scripts, as it should; the audit bypasses it.
  const context = await browser.newContext({ viewport: { width, height }, bypassCSP: true });
  const page = await context.newPage();
  await page.route(
    (url) => url.origin !== new URL(base).origin,
    (r) => r.abort(),
  );
  await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const w = window as unknown as {
      axe: { run(ctx: Document, o: object): Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
    };
    const result = await w.axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => `${v.id}×${v.nodes.length}`);
  });
  await context.close();
  return violations;
}

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of this machine's speed while it ran (a desktop scores ~1500+). */
  benchmarkIndex: number;
  failed: string[];
};

/** `cookie`: sent with every request of the page (the console, logged in). */
export async function runLighthouse(port: number, url: string, runs: number, cookie?: string): Promise<LighthouseScores> {
  const { default: lighthouse } = await import("lighthouse");
  const samples: LighthouseScores[] = [];
  let retried = false;
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      // A run that failed to load the page measures nothing: report it, and try once more.
      console.warn(
        `  Lighthouse could not measure ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
      if (!retried) {
        retried = true;
        i--;
        continue;
      }
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
    const failed = Object.entries(categories)
      .filter(([id]) => id !== "performance")
      .flatMap(([, cat]) =>
        cat.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
      );
    samples.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: numeric("first-contentful-paint"),
      lcp: numeric("largest-contentful-paint"),
      tbt: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      failed,
    });
  }
  const m = (key: Exclude<keyof LighthouseScores, "failed">) => median(samples.map((s) => s[key]));
  return {
    performance: m("performance"),
    accessibility: m("accessibility"),
    bestPractices: m("bestPractices"),
    seo: m("seo"),
    fcp: m("fcp"),
    lcp: m("lcp"),
    tbt: m("tbt"),
    cls: m("cls"),
    benchmarkIndex: m("benchmarkIndex"),
    failed: [...new Set(samples.flatMap((s) => s.failed))],
  };
}

type RouteResult = {
  route: string;
  bytes: RouteBytes;
  axeDesktop: string[];
  axePhone: string[];
  lighthouse?: LighthouseScores;
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function problems(r: RouteResult): string[] {
  const out: string[] = [];
  const jsBar = isFormPage(r.route) ? bars.formJsGzipBytes : bars.readingJsGzipBytes;
  if (r.bytes.js > jsBar) out.push(`JS ${kb(r.bytes.js)} KB > ${kb(jsBar)} KB (${isFormPage(r.route) ? "a form page: 130 KB with 10 KB of room" : "a reading page"})`);
  if (r.bytes.css > bars.cssGzipBytes) out.push(`CSS ${kb(r.bytes.css)} KB > ${kb(bars.cssGzipBytes)} KB`);
  if (r.bytes.foreign.length) out.push(`requests to other hosts: ${r.bytes.foreign.join(", ")}`);
  if (r.bytes.consoleErrors.length) out.push(`console errors: ${r.bytes.consoleErrors.join(" | ")}`);
  if (r.axeDesktop.length) out.push(`axe (1280 px): ${r.axeDesktop.join(", ")}`);
  if (r.axePhone.length) out.push(`axe (375 px): ${r.axePhone.join(", ")}`);
  const lh = r.lighthouse;
  if (lh) {
    if (lh.performance < bars.performance) out.push(`performance ${lh.performance} < ${bars.performance}`);
    if (lh.accessibility < bars.accessibility) out.push(`accessibility ${lh.accessibility}`);
    if (lh.bestPractices < bars.bestPractices) out.push(`best practices ${lh.bestPractices}`);
    if (lh.seo < bars.seo) out.push(`SEO ${lh.seo}`);
    if (lh.failed.length) out.push(`failed audits: ${lh.failed.join(", ")}`);
  }
  return out;
}

function table(results: RouteResult[], lighthouse: boolean): string {
  const head = ["Route", "JS gzip KB", "CSS gzip KB", "Other hosts", "axe 1280/375"];
  if (lighthouse) head.push("Perf", "A11y", "BP", "SEO", "FCP ms", "LCP ms", "TBT ms", "CLS", "Machine BI");
  const rows = results.map((r) => {
    const row = [
      `\`${r.route}\``,
      kb(r.bytes.js),
      kb(r.bytes.css),
      String(r.bytes.foreign.length),
      `${r.axeDesktop.length}/${r.axePhone.length}`,
    ];
    const lh = r.lighthouse;
    if (lighthouse && lh) {
      row.push(
        String(lh.performance),
        String(lh.accessibility),
        String(lh.bestPractices),
        String(lh.seo),
        lh.fcp.toFixed(0),
        lh.lcp.toFixed(0),
        lh.tbt.toFixed(0),
        lh.cls.toFixed(3),
        lh.benchmarkIndex.toFixed(0),
      );
    }
    return row;
  });
  return [head, head.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

function gitCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

/**
 * The part of docs/performance.md from its "## Before and after" heading on: a record of what a
 * change measured (first loads, and a visit measured with scripts/visit-cost.ts), kept as it is
 * when the audit writes the rest of the file again.
 */
function keptRecord(): string {
  const file = path.join(root, "docs/performance.md");
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const at = text.indexOf("\n## Before and after");
  return at < 0 ? "" : text.slice(at);
}

function writeDocs(results: RouteResult[], options: Options, failures: string[]) {
  const max = (f: (r: RouteResult) => number) => Math.max(...results.map(f));
  const maxOf = (rs: RouteResult[], f: (r: RouteResult) => number) => (rs.length ? Math.max(...rs.map(f)) : 0);
  const forms = results.filter((r) => isFormPage(r.route));
  const reading = results.filter((r) => !isFormPage(r.route));
  const min = (f: (r: RouteResult) => number) => Math.min(...results.map((r) => f(r)));
  const lhRuns =
    options.runs > 1 ? `median of ${options.runs} Lighthouse runs per route` : "one Lighthouse run per route";
  const summary = [
    `- First-load JavaScript of the reading pages: largest ${kb(maxOf(reading, (r) => r.bytes.js))} KB gzip (bar ${kb(bars.readingJsGzipBytes)} KB).`,
    `- First-load JavaScript of the form pages (${forms.map((r) => r.route).join(", ") || "none measured"}): largest ${kb(maxOf(forms, (r) => r.bytes.js))} KB gzip (bar ${kb(bars.formJsGzipBytes)} KB: 130 KB with at least 10 KB of room).`,
    `- CSS: largest ${kb(max((r) => r.bytes.css))} KB gzip (bar ${kb(bars.cssGzipBytes)} KB).`,
    `- Requests to other hosts during page load: ${results.reduce((n, r) => n + r.bytes.foreign.length, 0)}.`,
    `- axe-core violations: ${results.reduce((n, r) => n + r.axeDesktop.length + r.axePhone.length, 0)} (every route at 1280 px and 375 px).`,
  ];
  if (options.lighthouse) {
    summary.push(
      `- Lighthouse mobile (${lhRuns}): performance ${min((r) => r.lighthouse!.performance)}–${max((r) => r.lighthouse!.performance)}, ` +
        `accessibility ${min((r) => r.lighthouse!.accessibility)}, best practices ${min((r) => r.lighthouse!.bestPractices)}, ` +
        `SEO ${min((r) => r.lighthouse!.seo)} (lowest per category; bars ${bars.performance} / 100 / 100 / 100).`,
    );
  }
  const doc = `# Performance and accessibility figures

Measured by \`npm run audit:pages\` (scripts/audit-pages.ts) on ${new Date().toISOString().slice(0, 10)}, commit ${gitCommit()},
against the production build served by the project's own server on 127.0.0.1${options.photos ? ", with photos uploaded first as an operator would (`--photos`, scripts/lib/sample-photos.ts: three in the gallery, a published news post's cover, the first story's and the first team member's photo; /gallery, /, /about, /testimonials, /blog and the post show them)" : ""}.
Command: \`npm run audit:pages${options.photos ? " -- --photos" : ""}\`.

How it measures:

- **Bytes**: each route is loaded in a fresh headless Chromium context (nothing cached) until the
  network is idle; every same-origin JavaScript and CSS file it requested is gzipped (level 9) and
  summed, plus the inline scripts and stylesheets of the HTML as downloaded (JSON-LD excepted),
  gzipped together as they travel in one compressed document. This is what a first visit
  downloads, including the route chunks fetched after the first paint.
- **Other hosts**: any request to another origin while the page loads (there must be none).
- **axe-core** ${require("axe-core/package.json").version}: all default rules (WCAG 2 A/AA, best practices), at 1280×900 and 375×740.
- **Lighthouse** ${require("lighthouse/package.json").version}, default mobile settings (simulated slow 4G and 4× CPU slowdown),
  Chromium started by chrome-launcher with the project's flags. Lighthouse slows the CPU 4× on top
  of the machine's own speed, which it reports as its benchmark index ("Machine BI"; a current
  desktop scores about 1500 or more). On a slower or busier machine the simulated phone is slower
  than Lighthouse's reference, and blocking time and paint times grow accordingly. Scores vary
  between runs; use \`--runs 3\` for medians.

## Summary

${summary.join("\n")}
${failures.length ? `\n### Bars missed\n\n${failures.map((f) => `- ${f}`).join("\n")}\n` : "\nEvery route meets every bar.\n"}
## Per route

${table(results, options.lighthouse)}

## Reading the Lighthouse figures

Lighthouse does not time the page on a slow phone: it loads it once at full speed and then
simulates the phone from that trace. Requests that finished before the page was first painted
in the fast load are counted as needed for the first paint. The reading pages load no React at
all ([decision 018](decisions/018-reading-pages-without-react.md)): their HTML, the cached
stylesheet and the 3.3 KB enhancements' file. The form pages load React for their form alone,
without React Router ([decision 023](decisions/023-form-islands.md)): one module script at the end
of the page, which the browser fetches after the page itself, and which hydrates the form once the
page has been painted.
Scores still vary a little between runs; the medians of \`--runs 3\` are the fairer figure.
${keptRecord()}`;
  fs.mkdirSync(path.join(root, "docs"), { recursive: true });
  fs.writeFileSync(path.join(root, "docs/performance.md"), doc);
  console.log("\nwrote docs/performance.md");
}

/** Publishes one event, a fortnight ahead, in the audit's fresh database; returns its page's path. */
async function publishAuditEvent(dataDir: string): Promise<string> {
  const { openDatabase } = await import("#app/lib/db/client.server.ts");
  const { events } = await import("#app/lib/db/schema.ts");
  const { addDays, todayIso } = await import("#app/core/calendar.ts");
  const { eventSlug } = await import("#app/core/events.ts");
  const { log } = await import("#app/lib/log.server.ts");
  const handle = await openDatabase({ dataDir, log: log.child({}, { level: "warn" }) });
  try {
    const date = addDays(todayIso(), 14);
    const title = "Morning Yoga and Pranayama";
    const slug = eventSlug(title, date);
    await handle.db.insert(events).values({
      slug,
      title,
      category: "wellness",
      date,
      startTime: "07:30",
      endTime: "08:30",
      venue: "Community Hall, Jalahalli, Bangalore",
      description: "Gentle yoga and breathing for every level, on mats or chairs. Wear something comfortable; water is provided.",
      capacity: 20,
      status: "published",
    });
    return `/events/${slug}`;
  } finally {
    await handle.close();
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const buildDir = process.env.AUDIT_BUILD_DIR ?? ".tmp/build-audit";
  if (options.build) {
    console.log(`building into ${buildDir} ...`);
    ensureBuild(buildDir, true);
  } else if (!fs.existsSync(path.join(root, buildDir, "server/main.js"))) {
    throw new Error(`--skip-build: no build in ${buildDir}`);
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-pages-"));
  if (options.event) options.routes = [...options.routes, await publishAuditEvent(dataDir)];
  if (options.photos) options.routes = [...options.routes, await uploadSamplePhotos(dataDir)];
  const server = await startServer({ buildDir, env: { DATA_DIR: dataDir, DATABASE_URL: "" } });
  const { base } = server;
  const stop = async () => {
    const timer = setTimeout(() => void server.stop("SIGKILL"), 10_000).unref();
    await server.stop();
    clearTimeout(timer);
  };
  process.on("SIGINT", () => {
    void stop().then(() => process.exit(130));
  });

  let browser: Browser | undefined;
  let chrome: { port: number; kill(): void } | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    if (options.lighthouse) {
      const { launch } = await import("chrome-launcher");
      chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, logLevel: "error" });
    }

    const results: RouteResult[] = [];
    for (const route of options.routes) {
      const bytes = await measureBytes(browser, base, route);
      const axeDesktop = await axeViolations(browser, base, route, 1280, 900);
      const axePhone = await axeViolations(browser, base, route, 375, 740);
      const lighthouse = chrome ? await runLighthouse(chrome.port, `${base}${route}`, options.runs) : undefined;
      const result: RouteResult = { route, bytes, axeDesktop, axePhone, lighthouse };
      results.push(result);
      const lh = lighthouse
        ? ` LH ${lighthouse.performance}/${lighthouse.accessibility}/${lighthouse.bestPractices}/${lighthouse.seo}`
        : "";
      console.log(
        `${route.padEnd(40)} JS ${kb(bytes.js).padStart(6)} KB  CSS ${kb(bytes.css).padStart(5)} KB  axe ${axeDesktop.length}/${axePhone.length}${lh}`,
      );
    }

    const failures = results.flatMap((r) => problems(r).map((p) => `\`${r.route}\`: ${p}`));
    console.log(`\n${table(results, options.lighthouse)}\n`);
    if (failures.length) console.log(`Bars missed:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
    else console.log("Every measured route meets every bar.");
    if (options.write) writeDocs(results, options, failures);
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    await browser?.close();
    chrome?.kill();
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (options.console) {
    const { auditConsole } = await import("./audit-console.ts");
    const consoleFailures = await auditConsole({ builds: [path.resolve(root, buildDir)], runs: options.runs, lighthouse: options.lighthouse });
    if (consoleFailures) process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
