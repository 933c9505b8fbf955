// Full-page screenshots of every public route at a phone width (375 px) and a desktop width
// (1280 px), for looking at the pages as a visitor sees them before calling a change done.
//
//   npm start                                   (or any running production server)
//   npm run screenshots -- http://127.0.0.1:3000
//   npm run screenshots -- http://127.0.0.1:3000 --routes /,/testimonials --out .tmp/shots --no-js
//   npm run screenshots -- http://127.0.0.1:3000 --widths 320,375,1280 --text-size larger
//
// Files: <out>/<route>-<width>[-<text size>].png (default out: .tmp/screenshots). --no-js shows the
// pages as a visitor without JavaScript sees them; --text-size large|larger as a visitor who chose
// that step of the text-size control (kept in localStorage, as the control keeps it).
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { publicPages } from "#app/content/public-pages.ts";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";

function parseArgs(argv: string[]) {
  const options = { base: "", routes: publicPages.map((r) => r.path), out: ".tmp/screenshots", js: true, widths: [375, 1280], textSize: "" };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--routes") options.routes = (argv[++i] ?? "").split(",").filter(Boolean);
    else if (arg === "--out") options.out = argv[++i] ?? options.out;
    else if (arg === "--no-js") options.js = false;
    else if (arg === "--widths") options.widths = (argv[++i] ?? "").split(",").map(Number);
    else if (arg === "--text-size") options.textSize = argv[++i] ?? "";
    else if (!arg.startsWith("--")) options.base = arg.replace(/\/$/, "");
    else throw new Error(`unknown option ${arg}`);
  }
  if (options.widths.some((w) => !Number.isInteger(w) || w < 200)) throw new Error("--widths expects widths in px, e.g. 320,375,1280");
  if (!["", "large", "larger"].includes(options.textSize)) throw new Error("--text-size expects large or larger");
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(options.base)) {
    throw new Error("give the address of a local server, e.g. http://127.0.0.1:3000");
  }
  return options;
}

function fileName(route: string, width: number, textSize: string): string {
  const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "_");
  return `${name}-${width}${textSize ? `-${textSize}` : ""}.png`;
}

const options = parseArgs(process.argv.slice(2));
fs.mkdirSync(options.out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const width of options.widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: options.js });
    // The text-size control keeps the choice here; the page's head applies it before the first paint.
    if (options.textSize) await context.addInitScript((size) => localStorage.setItem("text-size", size), options.textSize);
    const page = await context.newPage();
    for (const route of options.routes) {
      const response = await page.goto(options.base + route, { waitUntil: "networkidle", timeout: 30_000 });
      const file = path.join(options.out, fileName(route, width, options.textSize));
      // Scrolled through as a visitor would, so pictures loaded lazily are in the shot too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${response?.status() ?? "---"} ${file}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
