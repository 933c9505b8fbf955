// Whether WebKit (Safari's engine) can send the form of a member's own page, /membership/<token>:
// a phone of nine digits refused with a message beside the phone field, then "98450 77777" saved
// and shown when the page is read again. Why: the page's Referrer-Policy was no-referrer, with which
// browsers post its form with `Origin: null`, and React Router's origin check answers a bare 400
// "Bad Request"; it is same-origin since e0728a8. tests/e2e/form-sweep.spec.ts checks that in
// Chromium only. Run by hand (needs Debian's webkit2gtk-driver, which brings MiniBrowser, xvfb and
// openssl); not part of `npm test`. About 15 s. Exits 1 when the form does not save.
//
//   npx tsx scripts/webkit-member-form.ts [buildDir]     default: build
//
// A production server of the build on a fresh PGlite database. The member is made as the sweep
// makes it, in Chromium with JavaScript off: the first owner from the setup link, an application
// posted to /join-us, approved, paid in cash; the receipt, mailed as a file, carries the link.
// WebKit reaches the server through an HTTPS proxy of this script (a throwaway certificate): the
// site, with PUBLIC_SITE_URL https, sends HSTS and upgrade-insecure-requests, after which WebKit goes
// to https even on 127.0.0.1, so the proxy is the site's TLS end as nginx is in production
// (X-Forwarded-Proto, TRUST_PROXY). It prints each post's Origin and Referer and the answer.
// WebKit is driven by WebKitWebDriver under xvfb-run, MiniBrowser once with JavaScript off and once
// on (the page has no React; its enhancement scripts run, and the form posts itself either way).
// Screenshots of the page after the save, at MiniBrowser's narrowest window (447 CSS px wide, a
// phone's layout), go to .tmp/webkit-member/<build>-js-<off|on>.png.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import { planPrice } from "#app/core/fees.ts";
import { readMailDir } from "#tests/support/mail-eml.ts";
import { copyPgliteTemplate, ensurePgliteTemplate } from "#tests/support/pglite-template.ts";
import { validPost } from "#tests/support/valid-forms.ts";
import { e2eBrowserPath, offlineChromiumFlags } from "./lib/chromium.ts";
import { freePort, root, startServer } from "./lib/server-process.ts";
import { miniBrowserPath, startWebKitDriver, until } from "./lib/webkit.ts";

const buildDir = path.resolve(root, process.argv[2] ?? "build");
const miniBrowser = miniBrowserPath();
const shots = path.join(root, ".tmp/webkit-member");

// ---- A server of the build, and a member with their link ----
await ensurePgliteTemplate();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "webkit-member-"));
copyPgliteTemplate(dataDir);
const logFile = path.join(dataDir, "server.log");
// TRUST_PROXY: the proxy below is the site's TLS end, as nginx is in production (X-Forwarded-Proto).
const env = { TRUST_PROXY: "loopback", DATA_DIR: dataDir, DATABASE_URL: "", MAIL_TRANSPORT: "file", UPI_ID: "anandamcentre@okaxis", PUBLIC_SITE_URL: "https://anandam.example" };
const server = await startServer({ buildDir, env, logFile });
console.log(`server ${server.base} (pid ${server.child.pid}), build ${path.relative(root, buildDir)}, data ${dataDir}`);
const cleanup: Array<() => unknown> = [() => fs.rmSync(dataDir, { recursive: true, force: true }), () => server.stop()];
let failed = false;

try {
  const memberLink = await makeMember();
  console.log(`member's link: ${memberLink}`);

  // ---- An HTTPS proxy, as in production (the site sends HSTS and upgrade-insecure-requests, which
  // send WebKit to https even on 127.0.0.1), that logs each post WebKit sends and its answer ----
  const key = path.join(dataDir, "proxy.key");
  const cert = path.join(dataDir, "proxy.crt");
  const made = spawnSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert], { stdio: "ignore" });
  if (made.status !== 0) throw new Error("openssl could not make the proxy's certificate");
  const posts: Array<{ path: string; origin?: string; referer?: string; status?: number; type?: string; body: string }> = [];
  const proxy = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
    const upstream = http.request({ host: "127.0.0.1", port: server.port, method: req.method, path: req.url, headers: { ...req.headers, "x-forwarded-proto": "https" } }, (answer) => {
      if (req.method === "POST") {
        const post = { path: req.url!, origin: req.headers.origin, referer: req.headers.referer, status: answer.statusCode, type: answer.headers["content-type"], body: "" };
        posts.push(post);
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => (post.body = decoded(Buffer.concat(chunks), answer.headers["content-encoding"]).slice(0, 200)));
      }
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  const proxyPort = await freePort();
  await new Promise<void>((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));
  cleanup.push(() => (proxy.closeAllConnections(), proxy.close()));
  const pageUrl = `https://127.0.0.1:${proxyPort}${new URL(memberLink).pathname}`;

  // ---- WebKit: WebKitWebDriver under xvfb-run, in a process group of its own ----
  const { wd, pid } = await startWebKitDriver(cleanup);
  console.log(`WebKitWebDriver under xvfb-run (process group ${pid})`);

  for (const js of [false, true]) {
    const mode = `JavaScript ${js ? "on" : "off"}`;
    const args = ["--automation", ...(js ? [] : ["--enable-javascript=false"])];
    const session = await wd("POST", "/session", { capabilities: { alwaysMatch: { browserName: "MiniBrowser", acceptInsecureCerts: true, "webkitgtk:browserOptions": { binary: miniBrowser, args } } } });
    const s = `/session/${session.sessionId}`;
    const run = (script: string, ...args: unknown[]) => wd("POST", `${s}/execute/sync`, { script, args });
    const find = async (css: string) => Object.values(await wd("POST", `${s}/element`, { using: "css selector", value: css }))[0] as string;
    const open = async () => {
      await wd("POST", `${s}/url`, { url: pageUrl });
      // With JavaScript, the page's scripts have started (tests/support/e2e.ts, hydrated()).
      if (js) await until("the page's scripts started", () => run(ready));
    };
    /** Types `phone`, presses the button, logs the post; returns what `answer` reads off the page it leads to. */
    const post = async (phone: string, answer: string) => {
      const field = await find('input[name="phone"]');
      await wd("POST", `${s}/element/${field}/clear`, {});
      await wd("POST", `${s}/element/${field}/value`, { text: phone });
      const before = posts.length;
      await wd("POST", `${s}/element/${await find('form[method="post"] button[type="submit"]')}/click`, {});
      const seen = await until("the form's post", async () => posts.length > before && posts.at(-1)!.status !== undefined && posts.at(-1)!);
      const plain = seen.type?.startsWith("text/plain") ? ` "${seen.body.trim()}"` : "";
      console.log(`  ${mode}: phone "${phone}": POST /membership/<token>  Origin: ${seen.origin ?? "(none)"}  Referer: ${seen.referer ?? "(none)"}  answered ${seen.status} ${seen.type}${plain}`);
      if (plain) return undefined;
      return until(answer, () => run(answer), 10_000).catch(() => undefined);
    };
    const ready = `const root = document.documentElement;
      const react = !("__reactRouterContext" in window || document.querySelector("[data-island]")) || root.dataset.hydrated === "true";
      return react && (!document.querySelector('script[src*="/enhance"]') || root.dataset.enhanced === "true");`;
    const phoneRefused = "const f = document.querySelector('[name=phone]'); return f?.getAttribute('aria-invalid') === 'true' && document.getElementById(f.getAttribute('aria-describedby').split(' ')[0])?.textContent";
    const savedStatus = "return document.querySelector('[role=status]')?.textContent";
    try {
      await wd("POST", `${s}/window/rect`, { width: 390, height: 844 });
      await open();
      const refused = await post("984501234", phoneRefused);
      if (refused) console.log(`    beside the phone field: "${refused.trim()}"`);
      if (!refused) await open(); // from the refusal back to the page: is a valid number taken?
      const saved = await post("98450 77777", savedStatus);
      if (saved) {
        console.log(`    the page says: "${saved.trim()}"`);
        fs.mkdirSync(shots, { recursive: true });
        const shot = path.join(shots, `${path.basename(buildDir)}-js-${js ? "on" : "off"}.png`);
        fs.writeFileSync(shot, Buffer.from(await wd("GET", `${s}/screenshot`), "base64"));
        console.log(`    screenshot (window ${(await run("return innerWidth + 'x' + innerHeight"))}): ${path.relative(root, shot)}`);
        await open();
        const readBack = await run("return document.querySelector('[name=phone]').value");
        console.log(`    read again: phone "${readBack}"`);
        if (!/98450\s?77777/.test(readBack)) failed = true;
      } else {
        console.log(`  ${mode}: FAIL, the form did not save`);
        failed = true;
      }
      // Back to the member's first number, so the next round's read-back shows its own save.
      if (saved) {
        const back = new URLSearchParams({ phone: "98450 12345", emergencyContact: "Ravi Narayan", emergencyPhone: "+91 98860 54321", contactBy: "whatsapp" });
        const reset = await fetch(`${server.base}${new URL(memberLink).pathname}`, { method: "POST", headers: { Origin: server.base }, body: back });
        if (!reset.ok) throw new Error(`putting the first number back was answered ${reset.status}`);
      }
    } finally {
      await wd("DELETE", s).catch(() => undefined);
    }
  }
  const refusals = fs.readFileSync(logFile, "utf8").split("\n").filter((line) => line.includes("Origin header is not this site's"));
  for (const line of refusals) console.log(`server log: ${line}`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  for (const stop of cleanup.reverse()) await Promise.resolve().then(stop).catch(() => undefined);
}
console.log(failed ? "FAIL: the member's form did not save in WebKit." : "ok: WebKit sent the member's form and it saved.");
process.exitCode = failed ? 1 : 0;

function decoded(body: Buffer, encoding = ""): string {
  const decode = ({ br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, deflate: zlib.inflateSync } as Record<string, (b: Buffer) => Buffer>)[encoding];
  return (decode ? decode(body) : body).toString();
}

/** The sweep's member (tests/e2e/form-sweep.spec.ts), made in Chromium with JavaScript off; returns the link their receipt carries. */
async function makeMember(): Promise<string> {
  const browser = await chromium.launch({ executablePath: e2eBrowserPath, args: offlineChromiumFlags });
  try {
    const context = await browser.newContext({ baseURL: server.base, javaScriptEnabled: false });
    const page = await context.newPage();
    const token = /\/admin\/setup\?token=(\S+)/.exec(fs.readFileSync(logFile, "utf8"))?.[1];
    await page.goto(`/admin/setup?token=${token}`);
    await page.fill('[name="email"]', "owner@example.org");
    await page.fill('[name="password"]', "the owner's long passphrase");
    await page.fill('[name="again"]', "the owner's long passphrase");
    await page.click('form[method="post" i] button[type="submit"]');
    const joined = await context.request.post("/join-us", { data: validPost("member").toString(), headers: { Origin: server.base, "Content-Type": "application/x-www-form-urlencoded" } });
    if (!joined.ok()) throw new Error(`the application was answered ${joined.status()}`);
    await page.goto("/admin/members");
    await page.getByRole("link", { name: "Lakshmi Narayan" }).first().click();
    await page.getByRole("button", { name: "Mark as approved", exact: true }).click();
    const number = /M-(\d+)/.exec((await page.getByRole("link", { name: /^In the members register as M-\d+$/ }).textContent()) ?? "")?.[1];
    await page.goto(`/admin/register/${number}`);
    const form = page.locator('form[method="post" i]', { has: page.locator('[name="amount"]') });
    await form.locator('[name="amount"]').fill(String(planPrice("premium")));
    await form.locator('[name="method"]').selectOption("cash");
    await form.locator('button[type="submit"]').click();
    const receipt = await until("the receipt mail", async () => [...readMailDir(path.join(dataDir, "mail")).values()].find((m) => /receipt/i.test(m.subject)));
    const link = /https?:\/\/\S+\/membership\/[A-Za-z0-9_-]+/.exec(receipt.text)?.[0];
    if (!link) throw new Error(`no member's link in the receipt:\n${receipt.text}`);
    return link;
  } finally {
    await browser.close();
  }
}
