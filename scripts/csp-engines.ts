// What WebKit and Chromium say about the site's Content-Security-Policy: every console message a
// page logs in each engine, and whether Chromium still loads the web app manifest. Run by hand
// after changing the policy (server/security-headers.ts); not part of `npm test` (it needs
// Debian's webkit2gtk-driver, which brings MiniBrowser, and xvfb). About 10-20 s.
//
//   npx tsx scripts/csp-engines.ts                          the policy alone, as a built site sends it
//                                                           over http and behind https
//   npx tsx scripts/csp-engines.ts http://127.0.0.1:3391    also pages of that running production
//                                                           server (--routes /,/contact to choose)
//
// The policy alone is served by this script with the server's own middleware on a page with nothing
// else in it, once as on http and once as behind https (which adds upgrade-insecure-requests). A
// control page with a directive no engine knows must be reported by each engine, or the script
// fails: an engine whose console was not read would otherwise pass every page.
//
// How WebKit's console is read: MiniBrowser (WebKitGTK's test browser) is started for each page
// under xvfb-run with the setting enable-write-console-messages-to-stdout, which prints each
// message as a line `CONSOLE <source> <level> <text>`, and --exit-after-load. Driven by WebKitWebDriver
// instead, the same MiniBrowser prints nothing of the page's console (WebKitGTK 2.50: the pages a
// session opens do not print, though the browser's own output still arrives), the driver has no
// "goog:loggingPrefs" and no WebDriver BiDi (a session asking for webSocketUrl is refused), and a
// `securitypolicyviolation` listener is never told of a directive the engine does not know: that
// is a console message only. Messages logged after the load event are not seen.
// Chromium (the end-to-end tests' browser) is read through the DevTools protocol (Log.entryAdded)
// and Playwright's console and page errors; its Page.getAppManifest says whether the manifest
// loaded. Firefox is not checked here.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { chromium } from "playwright-core";
import { securityHeaders } from "#server/security-headers.ts";
import { e2eBrowserPath, offlineChromiumFlags } from "./lib/chromium.ts";

const miniBrowserPath =
  process.env.MINIBROWSER_PATH ??
  ["/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser"].find((file) =>
    fs.existsSync(file),
  );

/** A directive no engine knows: each engine must report it on the control page. */
const UNKNOWN_DIRECTIVE = "no-such-directive";

type Page = { url: string; label: string; control?: boolean; site?: boolean };
type Result = { engine: string; page: Page; messages: string[]; problems: string[] };

function parseArgs(argv: string[]) {
  const options = { base: "", routes: ["/", "/about", "/contact", "/events", "/admin/login"] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--routes") options.routes = (argv[++i] ?? "").split(",").filter(Boolean);
    else if (!arg.startsWith("--")) options.base = arg.replace(/\/$/, "");
    else throw new Error(`unknown option ${arg}`);
  }
  if (options.base && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(options.base)) {
    throw new Error("give the address of a local production server, e.g. http://127.0.0.1:3391");
  }
  return options;
}

/** Serves the policy alone (as on http, as behind https) and the control page, on a free port. */
async function servePolicyPages(): Promise<{ base: string; close: () => void }> {
  const app = express();
  app.disable("x-powered-by");
  const page = (text: string) => `<!doctype html><html lang="en"><meta charset="utf-8"><title>CSP check</title><p>${text}</p></html>`;
  app.get("/favicon.ico", (_req, res) => void res.status(204).end());
  app.get("/http", securityHeaders({ development: false, https: false }), (_req, res) => void res.type("html").send(page("The policy of a built site on http.")));
  app.get("/https", securityHeaders({ development: false, https: true }), (_req, res) => void res.type("html").send(page("The policy of a built site behind https.")));
  app.get("/control", (_req, res) => {
    res.setHeader("Content-Security-Policy", `default-src 'self'; ${UNKNOWN_DIRECTIVE} 'self'`);
    res.type("html").send(page("A policy with a directive no engine knows."));
  });
  const server = http.createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** Whether a console message is one the site must not cause: any security message, error or warning. */
function isProblem(message: string): boolean {
  return /security|error|warn|Content.Security.Policy|Refused/i.test(message);
}

/** The console of one page in WebKit: `CONSOLE <source> <level> <text>` lines MiniBrowser prints. */
async function webkitConsole(url: string): Promise<string[]> {
  const args = ["-a", miniBrowserPath!, "--enable-write-console-messages-to-stdout=true", "--exit-after-load", url];
  // A process group of its own (xvfb-run, Xvfb, MiniBrowser and its web processes), ended together.
  const child = spawn("xvfb-run", args, { detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  // The messages come on standard output or standard error depending on how the streams are
  // connected; both are read, and only the CONSOLE lines kept (not GTK's and GStreamer's chatter).
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  }, 20_000);
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`MiniBrowser exited with ${code} on ${url}`);
  return out
    .split("\n")
    .filter((line) => line.startsWith("CONSOLE "))
    .map((line) => line.slice("CONSOLE ".length));
}

async function checkWebkit(pages: Page[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const page of pages) {
    const messages = await webkitConsole(page.url);
    results.push({ engine: "WebKit", page, messages, problems: [] });
  }
  return results;
}

async function checkChromium(pages: Page[]): Promise<Result[]> {
  const browser = await chromium.launch({ executablePath: e2eBrowserPath, args: offlineChromiumFlags });
  const results: Result[] = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const messages = new Set<string>();
      const cdp = await context.newCDPSession(tab);
      cdp.on("Log.entryAdded", ({ entry }) => messages.add(`${entry.source.toUpperCase()} ${entry.level.toUpperCase()} ${entry.text}`));
      await cdp.send("Log.enable");
      tab.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") messages.add(`JS ${message.type().toUpperCase()} ${message.text()}`);
      });
      tab.on("pageerror", (error) => messages.add(`JS ERROR ${error.message}`));
      await tab.goto(page.url, { waitUntil: "load" });
      const problems: string[] = [];
      if (page.site) {
        // What Chromium does for an install prompt: fetch the manifest the page links, under the policy.
        const manifest = await cdp.send("Page.getAppManifest");
        // A manifest the policy refuses comes back with no address at all, and a console message.
        if (!manifest.url.endsWith("/manifest.webmanifest")) problems.push(`manifest not loaded (address: ${manifest.url || "none, or refused"})`);
        else if (manifest.errors.length > 0 || !manifest.data) {
          problems.push(`manifest not loaded: ${manifest.errors.map((e) => e.message).join("; ") || "empty"}`);
        }
      }
      results.push({ engine: "Chromium", page, messages: [...messages], problems });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

function judge(result: Result): void {
  if (result.page.control) {
    if (!result.messages.some((message) => message.includes(UNKNOWN_DIRECTIVE))) {
      result.problems.push(`did not report '${UNKNOWN_DIRECTIVE}': the engine's console was not read`);
    }
  } else {
    result.problems.push(...result.messages.filter(isProblem));
  }
}

const options = parseArgs(process.argv.slice(2));
if (!miniBrowserPath) throw new Error("MiniBrowser not found: install Debian's webkit2gtk-driver and xvfb (or set MINIBROWSER_PATH)");
const policyPages = await servePolicyPages();
try {
  const pages: Page[] = [
    { url: `${policyPages.base}/control`, label: "control (a directive no engine knows)", control: true },
    { url: `${policyPages.base}/http`, label: "the policy on http" },
    { url: `${policyPages.base}/https`, label: "the policy behind https" },
    ...(options.base ? options.routes.map((route) => ({ url: options.base + route, label: route, site: true })) : []),
  ];
  const started = performance.now();
  const results = [...(await checkWebkit(pages)), ...(await checkChromium(pages))];
  let failed = 0;
  for (const result of results) {
    judge(result);
    if (result.problems.length > 0) failed++;
    const verdict = result.page.control ? (result.problems.length ? "FAIL" : "ok (reported)") : result.problems.length ? "FAIL" : "ok";
    console.log(`${result.engine.padEnd(8)} ${result.page.label.padEnd(40)} ${verdict}`);
    for (const message of result.messages) console.log(`           ${message}`);
    for (const problem of result.problems) if (!result.messages.includes(problem)) console.log(`           ! ${problem}`);
  }
  console.log(`\n${failed === 0 ? "No engine reported anything about the policy." : `${failed} page(s) failed.`} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  process.exitCode = failed === 0 ? 0 : 1;
} finally {
  policyPages.close();
}
