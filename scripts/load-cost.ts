// `npx tsx scripts/load-cost.ts [--url http://127.0.0.1:3190] [--paths /about,/events] [--runs 20]
//   [--browser /usr/bin/chromium] [--locator]`: the CPU one page load costs each of the browser's
// processes, in milliseconds, the median of three rounds of `runs` loads in one open tab (after one
// load to warm it). The processes are told apart by their command line (the browser, the GPU
// process, the network service, the renderer of the page, and any renderer of the browser's own
// pages, "renderer:browser-ui"), and read from /proc after each round. With --locator each load is
// followed by a Playwright locator call (the test runner's script, injected into each new document).
// The git history of docs/testing.md (fifth round) has the figures; start a server first, as for
// scripts/tab-cost.ts: `PORT=3190 node scripts/e2e-server.js`.
//
//   npx tsx scripts/load-cost.ts                                           the end-to-end tests' browser
//   npx tsx scripts/load-cost.ts --browser /usr/bin/chromium               the full browser
import fs from "node:fs";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { e2eBrowserPath, offlineChromiumFlags } from "./lib/chromium.ts";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3190" },
    paths: { type: "string", default: "/about" },
    runs: { type: "string", default: "20" },
    browser: { type: "string", default: e2eBrowserPath },
    locator: { type: "boolean", default: false },
  },
});
const base = values.url!.replace(/\/+$/, "");
const paths = values.paths!.split(",");
const runs = Number(values.runs);

/** CPU seconds so far of each kind of Chromium process (user and system, from /proc/<pid>/stat). */
function cpuByKind(): Map<string, number> {
  const ticks = 100; // USER_HZ on Linux
  const kinds = new Map<string, number>();
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      // Chromium rewrites its processes' titles, so the arguments may be one string with spaces.
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split(/[\0 ]/);
      if (!/chrom/.test(args[0] ?? "")) continue;
      let kind = args.find((a) => a.startsWith("--type="))?.slice(7) ?? "browser";
      const sub = args.find((a) => a.startsWith("--utility-sub-type="));
      if (sub) kind += `:${sub.split(".").pop()}`;
      if (args.includes("--top-chrome-webui")) kind += ":browser-ui";
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      kinds.set(kind, (kinds.get(kind) ?? 0) + (Number(fields[11]) + Number(fields[12])) / ticks);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return kinds;
}

const browser = await chromium.launch({ executablePath: values.browser, args: offlineChromiumFlags });
try {
  const page = await (await browser.newContext()).newPage();
  const load = async (path: string) => {
    await page.goto(`${base}${path}`);
    if (values.locator) await page.locator("h1").first().isVisible();
  };
  for (const path of paths) await load(path);
  const rounds: Map<string, number>[] = [];
  for (let round = 0; round < 3; round++) {
    const before = cpuByKind();
    for (let i = 0; i < runs; i++) for (const path of paths) await load(path);
    const after = cpuByKind();
    rounds.push(new Map([...after].map(([kind, seconds]) => [kind, ((seconds - (before.get(kind) ?? 0)) / (runs * paths.length)) * 1000])));
  }
  console.log(`${values.browser}, ${paths.join(" ")}, ${runs} loads a round${values.locator ? ", a locator call after each" : ""}: CPU ms per load (median of 3 rounds)`);
  let total = 0;
  for (const kind of [...new Set(rounds.flatMap((r) => [...r.keys()]))].sort()) {
    const each = rounds.map((r) => r.get(kind) ?? 0).sort((a, b) => a - b);
    total += each[1]!;
    if (each[1]! >= 0.5) console.log(`  ${kind.padEnd(32)} ${each[1]!.toFixed(0).padStart(5)}`);
  }
  console.log(`  ${"all".padEnd(32)} ${total.toFixed(0).padStart(5)}`);
} finally {
  await browser.close();
}
