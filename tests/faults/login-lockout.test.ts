// A distributed lock-out attempt against the production server behind a proxy:
// TRUST_PROXY=1, so every request's client address is the one its X-Forwarded-For names, as nginx
// sets it. The first owner is made with the setup link the server printed at start; a second
// browser logs in with the code mailed to the operator. Then 100 wrong passwords for the owner
// from 20 addresses (5 each: IPv6 makes addresses free) and 20 failures on other accounts from
// the address the owner's office shares: a browser that has logged in still goes straight in,
// from a fresh address and from the shared one; a new browser with the right password is refused,
// as the limits on new browsers stay.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshTarget, kill, logTail, serve, targetNames, waitFor, type ServerProcess, type Target } from "./lib/harness.ts";

const OWNER = { email: "owner@faults.example.org", password: "the owner's long passphrase" };

/** A browser as far as the server can tell: its cookies, and the address the proxy says it has. */
class Browser {
  private readonly jar = new Map<string, string>();
  constructor(private readonly base: string) {}
  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }
  forget(name: string) {
    this.jar.delete(name);
  }
  async send(route: string, ip: string, form?: Record<string, string>): Promise<{ status: number; location: string | null; body: string }> {
    const headers: Record<string, string> = { "X-Forwarded-For": ip, Origin: this.base };
    if (this.jar.size) headers.Cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    if (form) headers["Content-Type"] = "application/x-www-form-urlencoded";
    const res = await fetch(this.base + route, { method: form ? "POST" : "GET", headers, body: form ? new URLSearchParams(form) : undefined, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === "" || /Max-Age=0/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return { status: res.status, location: res.headers.get("location"), body: await res.text() };
  }
  logIn(ip: string, password = OWNER.password) {
    return this.send("/admin/login", ip, { email: OWNER.email, password, next: "/admin" });
  }
}

describe.each(targetNames)("a distributed lock-out attempt behind a proxy (%s)", (name) => {
  let target: Target;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    target = await freshTarget(name, "login-lockout");
    // No PUBLIC_SITE_URL: the start output says so, and prints the setup link with the real port.
    server = await serve(target, { TRUST_PROXY: "1", LOG_LEVEL: "warn", OPERATOR_DEVICE_VERIFICATION: "true" });
  }, 240_000);
  afterAll(() => kill(server));

  it("keeps the owner's browser in, and new browsers out", async () => {
    const base = server!.base;
    const printed = await waitFor("the setup link in the start output", () => /\/admin\/setup\?token=[\w-]+/.exec(fs.readFileSync(target.logFile, "utf8"))?.[0], 20_000);
    expect(fs.readFileSync(target.logFile, "utf8")).toContain("PUBLIC_SITE_URL is not set");
    expect(fs.readFileSync(target.logFile, "utf8")).toContain(`http://127.0.0.1:${server!.port}/admin/setup?token=`);

    // The owner's own browser: created with the setup link, so it is trusted from the start.
    const own = new Browser(base);
    const token = new URL(printed, base).searchParams.get("token")!;
    expect((await own.send(printed, "198.51.100.10")).status).toBe(200);
    const setup = await own.send("/admin/setup", "198.51.100.10", { token, email: OWNER.email, password: OWNER.password, again: OWNER.password });
    expect(setup.status, logTail(target)).toBe(302);
    expect(own.cookie("console_device")).toBeTruthy();
    await own.send("/admin/logout", "198.51.100.10", {});
    expect(own.cookie("console_session")).toBeUndefined();

    // A second browser (the owner's phone) logs in with the code mailed to the owner.
    const phone = new Browser(base);
    const mailDir = path.join(target.dataDir, "mail");
    const mailNames = () => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []);
    const before = new Set(mailNames());
    const step = await phone.logIn("198.51.100.11");
    expect(step.status).toBe(302);
    expect(step.location).toBe("/admin/login/code");
    const mailFile = await waitFor(
      "the login code mail",
      () => mailNames().find((n) => !before.has(n) && n.includes("login-code")),
      20_000,
    );
    const code = /(\d{6}) is your code/.exec(fs.readFileSync(path.join(mailDir, mailFile), "utf8"))![1]!;
    const confirmed = await phone.send("/admin/login/code", "198.51.100.11", { code, next: "/admin" });
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toBe("/admin");
    expect(phone.cookie("console_device")).toBeTruthy();

    // The attack: 5 wrong passwords from each of 20 addresses, four at a time…
    const stranger = new Browser(base);
    const statuses: number[] = [];
    for (let round = 0; round < 25; round++) {
      const batch = await Promise.all(
        [0, 1, 2, 3].map((k) => {
          const i = round * 4 + k;
          return stranger.logIn(`2001:db8:bad::${Math.floor(i / 5)}`, `wrong guess ${i}`);
        }),
      );
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(100);
    // …and 20 failures on other accounts from the address the owner's office shares.
    for (let i = 0; i < 20; i++) {
      const r = await stranger.send("/admin/login", "203.0.113.9", { email: `guess${i}@faults.example.org`, password: "a wrong guess", next: "/admin" });
      expect(r.status).toBe(401);
    }

    // A new browser, with the right password, from a fresh address or the shared one: refused.
    for (const ip of ["192.0.2.77", "203.0.113.9"]) {
      const fresh = new Browser(base);
      const refused = await fresh.logIn(ip);
      expect(refused.status, ip).toBe(429);
      expect(refused.body).toContain("Too many attempts");
      expect(fresh.cookie("console_session")).toBeUndefined();
    }
    // The owner's browsers go straight in, with no code, from anywhere.
    for (const [browser, ip] of [
      [own, "192.0.2.77"],
      [own, "203.0.113.9"],
      [phone, "2001:db8:bad::3"],
    ] as const) {
      const answer = await browser.logIn(ip);
      expect(answer.status, ip).toBe(302);
      expect(answer.location, ip).toBe("/admin");
      const overview = await browser.send("/admin", ip);
      expect(overview.status).toBe(200);
      expect(overview.body).toContain("Overview");
      // Links in mail lead nowhere until PUBLIC_SITE_URL is set: the console says so.
      expect(overview.body).toContain("Links in e-mails do not work yet");
      await browser.send("/admin/logout", ip, {});
    }
  }, 240_000);
});
