// `npx tsx scripts/visit-cost.ts <build> [<build> …]`: what a visit of five pages costs a visitor.
// For each build it starts the production server on a free port with a throw-away data directory,
// opens one Chromium profile (its HTTP cache kept across the pages, as a visitor's phone keeps it)
// and goes from home to an offering, /events, an article and /contact as a visitor does: by a link
// on the page where there is one (a whole document, or React Router's navigation on a page it has
// hydrated), else as a link elsewhere would (React Router's navigation when the page has it, else
// a document load), waiting for each to be idle. It
// counts the bytes that came over the wire (compressed bodies and headers, as Chromium reports
// them; answers from the cache count nothing), page by page and by kind: the HTML, stylesheets,
// scripts, pictures and the rest.
//
//   npx tsx scripts/visit-cost.ts build                         this build
//   npx tsx scripts/visit-cost.ts .tmp/build-before build       two builds, one after the other
//   VISIT_PAGES=/,/about npx tsx scripts/visit-cost.ts build     other pages
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";
import { startServer } from "./lib/server-process.ts";

export const visitPages = (process.env.VISIT_PAGES ?? "/,/offerings/health-wellness,/events,/blog/digital-banking-seniors,/contact").split(",");

type Kind = "html" | "css" | "js" | "images" | "other";
type PageCost = Record<Kind, number> & { page: string };

function kindOf(resourceType: string): Kind {
  if (resourceType === "Document") return "html";
  if (resourceType === "Stylesheet") return "css";
  if (resourceType === "Script") return "js";
  if (resourceType === "Image") return "images";
  return "other";
}

async function measure(buildDir: string): Promise<PageCost[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "visit-cost-"));
  const server = await startServer({ buildDir, env: { DATA_DIR: dataDir } });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const types = new Map<string, string>();
    let current: PageCost | undefined;
    cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type));
    cdp.on("Network.loadingFinished", (e) => {
      if (!current) return;
      current[kindOf(types.get(e.requestId) ?? "Other")] += e.encodedDataLength;
    });
    const costs: PageCost[] = [];
    for (const route of visitPages) {
      current = { page: route, html: 0, css: 0, js: 0, images: 0, other: 0 };
      if (costs.length === 0) await page.goto(`${server.base}${route}`, { waitUntil: "networkidle" });
      else {
        await page.evaluate((route) => {
          const link = document.querySelector<HTMLAnchorElement>(`a[href="${route}"]`);
          const router = (window as unknown as { __reactRouterDataRouter?: { navigate(to: string): unknown } }).__reactRouterDataRouter;
          if (link) link.click();
          else if (router) void router.navigate(route);
          else location.href = route;
        }, route);
        await page.waitForURL(`${server.base}${route}`);
        await page.waitForLoadState("networkidle");
      }
      // Anything the page starts after it is idle (a part loaded when near, a late script).
      await page.waitForTimeout(500);
      costs.push(current);
    }
    current = undefined;
    await context.close();
    return costs;
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (n: number) => (n / 1024).toFixed(1);

async function main() {
  const builds = process.argv.slice(2);
  if (builds.length === 0) throw new Error("usage: npx tsx scripts/visit-cost.ts <build dir> [<build dir> …]");
  for (const build of builds) {
    const costs = await measure(path.resolve(build));
    const total = (k: Kind) => costs.reduce((sum, c) => sum + c[k], 0);
    const all = (c: PageCost) => c.html + c.css + c.js + c.images + c.other;
    console.log(`\n${build}: a visit of ${costs.length} pages, KB over the wire (compressed, with headers)\n`);
    console.log("| Page | HTML | CSS | JS | Pictures | Other | All |\n| --- | --- | --- | --- | --- | --- | --- |");
    for (const c of costs) console.log(`| \`${c.page}\` | ${kb(c.html)} | ${kb(c.css)} | ${kb(c.js)} | ${kb(c.images)} | ${kb(c.other)} | ${kb(all(c))} |`);
    const sum = costs.reduce((s, c) => s + all(c), 0);
    console.log(`| **Visit** | ${kb(total("html"))} | ${kb(total("css"))} | ${kb(total("js"))} | ${kb(total("images"))} | ${kb(total("other"))} | **${kb(sum)}** |`);
  }
}

await main();
