// Where a page's main-thread time goes while it loads and hydrates, on a CPU slowed down as
// Lighthouse's mobile run slows it (4x): a sampled JavaScript profile, summed by function (self
// time) and by script. Use it when Lighthouse reports blocking time it does not explain; build
// without minification for readable function names.
//
//   npm start                                   (or any running production server)
//   npm run profile:page -- http://127.0.0.1:3000/testimonials
//   npm run profile:page -- http://127.0.0.1:3000/events --runs 5 --slowdown 4 --top 20
//
// Readable names: BUILD_DIR=.tmp/build-plain npm run build with `minify: false` set in
// vite.config.ts for that build only, then serve it with node .tmp/build-plain/server/main.js.
// Figures are medians over the runs; these machines are noisy, so compare pages within one session.
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";
import { median } from "./lib/stats.ts";

type Options = { url: string; runs: number; slowdown: number; top: number };

function parseArgs(argv: string[]): Options {
  const options: Options = { url: "", runs: 3, slowdown: 4, top: 15 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = Number(argv[++i]);
      if (!Number.isFinite(v) || v < 1) throw new Error(`${arg} expects a number >= 1`);
      return v;
    };
    if (arg === "--runs") options.runs = Math.min(value(), 20);
    else if (arg === "--slowdown") options.slowdown = value();
    else if (arg === "--top") options.top = value();
    else if (!arg.startsWith("--")) options.url = arg;
    else throw new Error(`unknown option ${arg}`);
  }
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(options.url)) {
    throw new Error("give the URL of a page on a local server, e.g. http://127.0.0.1:3000/testimonials");
  }
  return options;
}

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };

const fileOf = (url: string) => url.split("/").pop() || "(browser)";

async function profileOnce(url: string, slowdown: number) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    // The root layout marks the page once React has hydrated it; pages without React just load.
    await page.waitForSelector("html[data-hydrated]", { timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(1_000);
    const { profile } = await cdp.send("Profiler.stop");
    const nodes = new Map((profile.nodes as ProfileNode[]).map((n) => [n.id, n]));
    const byFunction = new Map<string, number>();
    const byScript = new Map<string, number>();
    (profile.samples ?? []).forEach((id, i) => {
      const frame = nodes.get(id)!.callFrame;
      if (frame.functionName === "(idle)") return;
      const ms = (profile.timeDeltas?.[i] ?? 0) / 1000;
      const fn = `${frame.functionName || "(anonymous)"}  ${fileOf(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ""}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
      byScript.set(fileOf(frame.url), (byScript.get(fileOf(frame.url)) ?? 0) + ms);
    });
    return { byFunction, byScript };
  } finally {
    await browser.close();
  }
}

function report(title: string, runs: Map<string, number>[], top: number) {
  const keys = new Set(runs.flatMap((run) => [...run.keys()]));
  const rows = [...keys].map((key) => [key, median(runs.map((run) => run.get(key) ?? 0))] as const);
  console.log(`\n${title} (median ms over ${runs.length} runs)`);
  for (const [key, ms] of rows.sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(1).padStart(9)}  ${key}`);
}

const options = parseArgs(process.argv.slice(2));
const results = [];
for (let i = 0; i < options.runs; i++) results.push(await profileOnce(options.url, options.slowdown));
console.log(`${options.url}, CPU slowed ${options.slowdown}x`);
report("Self time by script", results.map((r) => r.byScript), options.top);
report("Self time by function", results.map((r) => r.byFunction), options.top);
