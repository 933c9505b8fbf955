// A server of a spec's own, on its own data directory and port, with one operator account: for the
// console journeys whose changes (the first gallery item, a new story, a news post) would change
// what the other journeys expect of the shared server. Call ownServer() at the top of a spec file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import pino from "pino";
import { openDatabase, type Database } from "#app/lib/db/client.server.ts";
import { expect, test } from "#tests/support/e2e.ts";
import { copyPgliteTemplate } from "#tests/support/pglite-template.ts";
import { startServer, type ServerProcess } from "../../scripts/lib/server-process.ts";

/**
 * The specs that start a server of their own, each with a band of 100 ports of its own (7000 +
 * 100 × its place here), so that two running at once in different workers never ask for the same
 * port; within its band the worker's pid picks one, so two runs of the suite on one machine
 * rarely meet. Each port can be set instead with the spec's variable (E2E_<NAME>_PORT).
 */
const SPECS_WITH_OWN_SERVER = ["login", "phone", "booking", "calendar", "content", "events", "places", "media", "promises", "fees", "door", "outings", "series", "member", "walk", "ledger", "reach", "whatsapp"] as const;

type SpecName = (typeof SPECS_WITH_OWN_SERVER)[number];

export function ownPort(name: SpecName): number {
  const fromEnv = process.env[`E2E_${name.toUpperCase()}_PORT`];
  return fromEnv ? Number(fromEnv) : 7000 + 100 * SPECS_WITH_OWN_SERVER.indexOf(name) + (process.pid % 100);
}

/** A form's POST as the browser sends it (with its Origin, and the console's cookies when given), the answer's redirect not followed. */
function postForm(base: string, path: string, fields: Record<string, string>, cookies?: string): Promise<Response> {
  return fetch(`${base}${path}`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual", headers: { Origin: base, ...(cookies ? { Cookie: cookies } : {}) } });
}

/**
 * The operator account, made the way a volunteer makes the first one: with the one-time setup link
 * the server prints at its start while nobody has an account (the form's own POST, as the browser
 * sends it; tests/e2e/admin-login.spec.ts walks the page itself). Cheaper than a second process
 * opening the embedded database (`npm run operator add`, a PGlite start of its own: about 5 CPU
 * seconds per spec), and the same owner account.
 */
async function createFirstOwner(base: string, logFile: string, operator: { email: string; password: string }) {
  const setupLink = /\/admin\/setup\?token=(\S+)/;
  const printed = () => fs.readFileSync(logFile, "utf8");
  await expect.poll(printed, { message: "the setup link the server prints at its start", timeout: 5_000 }).toMatch(setupLink);
  const token = setupLink.exec(printed())![1]!;
  const answer = await postForm(base, "/admin/setup", { token: decodeURIComponent(token), email: operator.email, password: operator.password, again: operator.password });
  // The account is made and its owner logged in: the answer sends them on to the overview.
  expect(answer.status, await answer.text()).toBe(302);
  expect(answer.headers.get("location")).toMatch(/^\/admin\b/);
}

/** An event as the console's "Add an event" form takes it: a time as HH:MM, the places as a number. */
type NewEvent = { title: string; category: string; date: string; startTime: string; endTime: string; venue: string; description: string; capacity: number; programme?: string; price?: number; repeat?: "weekly"; repeatCount?: number };

/** The console's cookies for `operator`, from the login form's own POST (as the browser sends it). */
async function consoleCookies(base: string, operator: { email: string; password: string }): Promise<string> {
  const answer = await postForm(base, "/admin/login", operator);
  expect(answer.status, "the operator logs in").toBe(302);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export type OwnServer = {
  port: number;
  operator: { email: string; password: string };
  dataDir: () => string;
  logIn: (page: Page) => Promise<void>;
  /**
   * Publishes an event with the "Add an event" form's own POST, as the operator, for a spec that
   * needs events to book or list rather than the form: the form itself is walked in a browser by
   * admin-phone.spec.ts, event-series.spec.ts and others. Answers the event's console page.
   */
  publishEvent: (event: NewEvent) => Promise<string>;
};

/**
 * `bypassCSP` (default true) lets axe's inline script run; a spec that does not run axe may keep the
 * page's own policy. `env`: more settings for the server (e.g. UPI_ID). `seed`: rows written into
 * the copied database before the server opens it (the embedded database admits one process at a
 * time), for what no form can make today (a member who joined months ago).
 */
export function ownServer(
  name: SpecName,
  operator: { email: string; password: string },
  { bypassCSP = true, env = {}, seed }: { bypassCSP?: boolean; env?: Record<string, string>; seed?: (db: Database) => Promise<void> } = {},
): OwnServer {
  const port = ownPort(name);
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  let dataDir = "";
  let server: ServerProcess | undefined;
  let cookies: string | undefined;
  // axe is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
  test.use({ baseURL: `http://127.0.0.1:${port}`, bypassCSP });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `e2e-${name}-`));
    // A migrated copy (the suite's set-up made it: tests/e2e/admin-setup.ts), so the start migrates nothing.
    copyPgliteTemplate(dataDir);
    if (seed) {
      const database = await openDatabase({ dataDir, log: pino({ level: "silent" }) });
      try {
        await seed(database.db);
      } finally {
        await database.close();
      }
    }
    const logFile = path.join(dataDir, "server.log");
    // Fresh browsers log in here without the mailed code (tests/e2e/admin-login.spec.ts has it).
    server = await startServer({ buildDir, port, logFile, env: { DATA_DIR: dataDir, DATABASE_URL: "", RATE_LIMIT_MAX: "1000", OPERATOR_DEVICE_VERIFICATION: "false", ...env } });
    await createFirstOwner(server.base, logFile, operator);
  });

  test.afterAll(async () => {
    cookies = undefined;
    await server?.stop("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    port,
    operator,
    dataDir: () => dataDir,
    async logIn(page) {
      await page.goto("/admin/login");
      await page.getByLabel("E-mail address").fill(operator.email);
      await page.getByLabel("Password").fill(operator.password);
      await page.getByRole("button", { name: "Log in" }).click();
      await page.getByRole("heading", { level: 1, name: "Overview" }).waitFor();
    },
    async publishEvent(event) {
      const base = server!.base;
      cookies ??= await consoleCookies(base, operator);
      const form = { ...event, capacity: String(event.capacity), programme: event.programme ?? "", price: event.price ? String(event.price) : "", repeat: event.repeat ?? "", repeatCount: event.repeatCount ? String(event.repeatCount) : "" };
      const answer = await postForm(base, "/admin/events/new", form, cookies);
      expect(answer.status, `"${event.title}" is saved`).toBe(302);
      const location = answer.headers.get("location") ?? "";
      expect(location, `"${event.title}" opens its console page, saying it is saved`).toMatch(/^\/admin\/events\/\d+\?done=(created|series)/);
      return location;
    },
  };
}
