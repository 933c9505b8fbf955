// `npx tsx scripts/tab-cost.ts [--url http://127.0.0.1:3000] [--runs 10]`: what the end-to-end tests
// pay Chromium for, in CPU seconds of the browser and everything it starts (decision 034; the
// figures are in the git history of docs/testing.md, third round):
//   - a new context and tab (what each test cost before the tab was reused), with one tiny load;
//   - a load of /about in a tab that is already open;
//   - five page loads with and without a request interceptor in the test (page.route), the way the
//     tests once kept the browser off the network.
// The CPU is read from a cpuacct cgroup of its own (Linux, cgroup v1, as root), which also counts
// the renderer processes that have ended; without one the script says so and stops. Start a server
// first (`npm start`, or the end-to-end server `PORT=3190 node scripts/e2e-server.js`).
import fs from "node:fs";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { chromiumPath, offlineChromiumFlags } from "./lib/chromium.ts";

const { values } = parseArgs({ options: { url: { type: "string", default: "http://127.0.0.1:3000" }, runs: { type: "string", default: "10" } } });
const base = values.url!.replace(/\/+$/, "");
const runs = Number(values.runs);

const group = `/sys/fs/cgroup/cpuacct/tab-cost-${process.pid}`;
try {
  fs.mkdirSync(group, { recursive: true });
  fs.writeFileSync(`${group}/cgroup.procs`, String(process.pid));
} catch (error) {
  console.error(`No cpuacct cgroup to count in (${(error as Error).message}): this needs Linux with cgroup v1's cpuacct, as root.`);
  process.exit(1);
}
const cpu = () => Number(fs.readFileSync(`${group}/cpuacct.usage`, "utf8")) / 1e9;

/** CPU seconds per run of `work`, the median of `runs`. */
async function measure(name: string, work: () => Promise<void>) {
  const each: number[] = [];
  for (let i = 0; i < runs; i++) {
    const before = cpu();
    await work();
    each.push(cpu() - before);
  }
  each.sort((a, b) => a - b);
  console.log(`${name}: median ${each[Math.floor(each.length / 2)]!.toFixed(2)} CPU-s (min ${each[0]!.toFixed(2)}, max ${each.at(-1)!.toFixed(2)}, ${runs} runs)`);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: offlineChromiumFlags });
try {
  await measure("a new context and tab, one tiny load", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/robots.txt`);
    await context.close();
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await measure("a load of /about in an open tab", async () => {
    await page.goto(`${base}/about`);
  });
  const five = ["/about", "/", "/events", "/faq", "/blog"];
  await measure("five loads, nothing intercepted", async () => {
    for (const path of five) await page.goto(`${base}${path}`);
  });
  await page.route((url) => url.origin !== base, (route) => route.abort());
  await measure("five loads, every request through the test's interceptor", async () => {
    for (const path of five) await page.goto(`${base}${path}`);
  });
  await context.close();
} finally {
  await browser.close();
  // Back to the parent group, so this one is empty and can go.
  fs.writeFileSync("/sys/fs/cgroup/cpuacct/cgroup.procs", String(process.pid));
  fs.rmdirSync(group);
}
