// Whether WebKit (Safari's engine) sends a console form once when it is pressed twice: the console is
// server HTML (decision 043) and app/enhance/post-guard.ts disables a form's buttons while it is being
// sent. tests/e2e/console-scripts.spec.ts checks that in Chromium only. Run by hand (needs Debian's
// webkit2gtk-driver, which brings MiniBrowser, and xvfb); not part of `npm test`. About 15 s. Exits 1
// when WebKit sent the form twice or the button was not disabled meanwhile.
//
//   npx tsx scripts/webkit-console-guard.ts [buildDir]     default: build
//
// A production server of the build on a fresh PGlite database, behind an HTTP proxy of this script
// that counts the posts and holds each answer 1.5 s, as a slow phone's connection would. WebKit is
// driven by WebKitWebDriver under xvfb-run (MiniBrowser, JavaScript on): the login page, a wrong
// password, the button pressed twice in one go; then the page's answer.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { copyPgliteTemplate, ensurePgliteTemplate } from "#tests/support/pglite-template.ts";
import { freePort, root, startServer } from "./lib/server-process.ts";
import { miniBrowserPath, sleep, startWebKitDriver, until } from "./lib/webkit.ts";

const buildDir = path.resolve(root, process.argv[2] ?? "build");
const miniBrowser = miniBrowserPath();

await ensurePgliteTemplate();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "webkit-console-"));
copyPgliteTemplate(dataDir);
const server = await startServer({ buildDir, env: { DATA_DIR: dataDir, DATABASE_URL: "", MAIL_TRANSPORT: "file" }, logFile: path.join(dataDir, "server.log") });
const cleanup: Array<() => unknown> = [() => fs.rmSync(dataDir, { recursive: true, force: true }), () => server.stop()];
let failed = false;

try {
  // The proxy: counts the posts to the login page and holds each answer 1.5 s.
  let posts = 0;
  const proxy = http.createServer((req, res) => {
    const held = req.method === "POST" ? (posts++, 1_500) : 0;
    const upstream = http.request({ host: "127.0.0.1", port: server.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      setTimeout(() => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      }, held);
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  const proxyPort = await freePort();
  await new Promise<void>((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));
  cleanup.push(() => (proxy.closeAllConnections(), proxy.close()));

  const { wd } = await startWebKitDriver(cleanup);
  const session = await wd("POST", "/session", { capabilities: { alwaysMatch: { browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: miniBrowser, args: ["--automation"] } } } });
  const s = `/session/${session.sessionId}`;
  const run = (script: string, ...args: unknown[]) => wd("POST", `${s}/execute/sync`, { script, args });
  const runAsync = (script: string) => wd("POST", `${s}/execute/async`, { script, args: [] });
  try {
    await wd("POST", `${s}/window/rect`, { width: 390, height: 844 });
    await wd("POST", `${s}/url`, { url: `http://127.0.0.1:${proxyPort}/admin/login` });
    await until("the console's script", () => run("return document.documentElement.dataset.enhanced === 'true'"));
    await run("document.querySelector('[name=email]').value = 'nobody-twice@example.org'; document.querySelector('[name=password]').value = 'not the password at all';");
    const meanwhile = (await runAsync(`const done = arguments[arguments.length - 1];
      const b = document.querySelector('form[method=post] button[type=submit]');
      b.click(); b.click();
      setTimeout(() => done({ disabled: b.disabled, busy: b.hasAttribute('data-busy') }), 100);`)) as { disabled: boolean; busy: boolean };
    console.log(`while the answer is on its way: button disabled ${meanwhile.disabled}, data-busy ${meanwhile.busy}`);
    const answer = await until("the login page's answer", async () => {
      const text = (await run("return document.querySelector('[role=alert], [tabindex=\"-1\"][aria-labelledby]')?.textContent ?? ''")) as string;
      return text.trim() || false;
    });
    await sleep(2_000);
    console.log(`the page answered: "${answer.slice(0, 120)}"; posts sent: ${posts}`);
    if (!meanwhile.disabled || posts !== 1) failed = true;
  } finally {
    await wd("DELETE", s).catch(() => undefined);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  for (const stop of cleanup.reverse()) await Promise.resolve().then(stop).catch(() => undefined);
}
console.log(failed ? "FAIL: WebKit sent the console's form more than once, or did not disable its button." : "ok: WebKit sent the console's form once and disabled its button meanwhile.");
process.exit(failed ? 1 : 0);
