// WebKit (Safari's engine) for the scripts run by hand that drive it: Debian's webkit2gtk-driver
// brings MiniBrowser and WebKitWebDriver, run under xvfb-run. Used by scripts/webkit-member-form.ts
// and scripts/webkit-console-guard.ts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { freePort } from "./server-process.ts";

/** MiniBrowser's path, or an error saying what to install. */
export function miniBrowserPath(): string {
  const found = ["/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser"].find((f) => fs.existsSync(f));
  if (!found) throw new Error("MiniBrowser not found: install Debian's webkit2gtk-driver and xvfb");
  return found;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `check`'s first truthy answer, asked every 200 ms for at most `ms`. */
export async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms = 15_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(200)) {
    const value = await check();
    if (value) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A WebDriver command's answer (its `value`); a refused command throws with WebDriver's words. */
export type WebDriver = (method: string, url: string, body?: unknown) => Promise<any>;

/**
 * WebKitWebDriver under xvfb-run, in a process group of its own (`cleanup` gets what stops it),
 * once it answers: returns the function that sends it commands.
 */
export async function startWebKitDriver(cleanup: Array<() => unknown>): Promise<{ wd: WebDriver; pid: number }> {
  const port = await freePort();
  const driver = spawn("xvfb-run", ["-a", "WebKitWebDriver", `--port=${port}`], { detached: true, stdio: "ignore" });
  cleanup.push(() => process.kill(-driver.pid!, "SIGTERM"));
  const wd: WebDriver = async (method, url, body) => {
    const response = await fetch(`http://127.0.0.1:${port}${url}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await response.json()) as { value: any };
    if (!response.ok) throw new Error(`WebDriver ${method} ${url}: ${JSON.stringify(json.value)}`);
    return json.value;
  };
  await until("WebKitWebDriver", () => wd("GET", "/status").catch(() => false));
  return { wd, pid: driver.pid! };
}
