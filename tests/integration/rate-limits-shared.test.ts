// The form and login limits are counted in the database, so two servers on one
// PostgreSQL share them (before, each process counted alone: N servers allowed N times the posts
// and guesses). Also the cost of one limiter call, the figure in docs/operations.md:
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run tests/integration/rate-limits-shared.test.ts
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { getOperator } from "#app/lib/auth/guards.server.ts";
import { logIn, LoginLimiter } from "#app/lib/auth/login.server.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { contactAction } from "#app/lib/submissions/action.server.ts";
import { createRateLimiter } from "#app/lib/rate-limit.server.ts";
import { createServices } from "#app/lib/services/start.server.ts";
import { routerContextFor, type Services } from "#app/lib/services/context.server.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import { action as loginAction } from "#app/routes/admin/login.tsx";
import { freshPostgresDatabase, pgliteTestDatabase } from "#tests/support/db.ts";
import { validPost } from "#tests/support/valid-forms.ts";

const url = process.env.TEST_DATABASE_URL;
const SITE = "http://localhost:3000";
const PASSWORD = "a long enough passphrase";

const contact = () =>
  new Request(`${SITE}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: validPost("contact"),
  });
const login = (password: string, cookie?: string) =>
  new Request(`${SITE}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams({ email: "operator@example.org", password, next: "/admin" }),
  });
const context = (services: Services, clientIp: string) => routerContextFor({ services, clientIp, cspNonce: "n" });
type Answer = { init: ResponseInit | null };
/** The login action's answer: a redirect (thrown) on success, else its status. */
async function loginStatus(services: Services, clientIp: string, password: string, cookie?: string): Promise<{ status: number; cookie?: string }> {
  try {
    const answer = (await loginAction({ request: login(password, cookie), context: context(services, clientIp), params: {} } as never)) as unknown as Answer;
    return { status: answer.init?.status ?? 200 };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, cookie: thrown.headers.get("Set-Cookie") ?? undefined };
  }
}

describe.skipIf(!url)("two servers on one PostgreSQL", () => {
  let name: string;
  let a: Services;
  let b: Services;
  beforeAll(async () => {
    name = await freshPostgresDatabase(url!, `shared_limits_${process.pid}`);
    const scoped = new URL(url!);
    scoped.pathname = `/${name}`;
    // Two processes' worth of services: each its own pool and dispatcher (not started), one database.
    const env = parseEnv({
      NODE_ENV: "test",
      DATABASE_URL: scoped.toString(),
      SESSION_SECRET: "a shared secret of at least thirty-two characters",
      PUBLIC_SITE_URL: SITE,
      RATE_LIMIT_MAX: "3",
      RATE_LIMIT_WINDOW_MS: "60000",
      LOG_LEVEL: "silent",
      // The limits are under test here; the code a new browser waits for is in console-login.test.ts.
      OPERATOR_DEVICE_VERIFICATION: "false",
    });
    a = await createServices(env, { startDispatcher: false });
    b = await createServices(env, { startDispatcher: false });
    await createOperator(a.db, "operator@example.org", PASSWORD);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("share the form limit: three posts in all, whichever server takes them", async () => {
    const statuses: number[] = [];
    for (const services of [a, b, a, b, a]) {
      const answer = (await contactAction({ request: contact(), context: context(services, "203.0.113.50") } as never)) as unknown as Answer;
      statuses.push(answer.init?.status ?? 200);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another client is not affected, on either server.
    const other = (await contactAction({ request: contact(), context: context(b, "203.0.113.51") } as never)) as unknown as Answer;
    expect(other.init?.status ?? 200).toBe(200);
  });

  it("share the login limits; the operator still logs in from another address, and the session works on both", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await loginStatus(i % 2 ? b : a, "198.51.100.66", `guess number ${i}`)).status);
    // Five failures at one address in all, not five per server.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    // The route uses one limiter per process; two processes have two. Each its own, as there:
    const limiters = [new LoginLimiter(), new LoginLimiter()] as const;
    const results: string[] = [];
    for (let i = 0; i < 8; i++) {
      const result = await logIn({ db: (i % 2 ? b : a).db, env: a.env, limiter: limiters[i % 2] }, { email: "operator@example.org", password: `guess ${i}`, ip: "198.51.100.67" });
      results.push(result.ok ? "ok" : result.reason);
    }
    expect(results).toEqual(["invalid", "invalid", "invalid", "invalid", "invalid", "limited", "limited", "limited"]);
    expect((await loginStatus(a, "198.51.100.66", PASSWORD)).status).toBe(429);
    const operator = await loginStatus(b, "192.0.2.20", PASSWORD);
    expect(operator.status).toBe(302);
    // Signed with the one SESSION_SECRET: server A honours the cookie server B set.
    const cookie = operator.cookie!.split(";")[0]!;
    expect(await getOperator(new Request(`${SITE}/admin`, { headers: { Cookie: cookie } }), a)).toMatchObject({ email: "operator@example.org" });
  });

  it("trust a browser on every server: one that logged in through B goes in through A while the limits hold every new browser", async () => {
    // A first login through server B gives this browser its device cookie.
    const first = await loginStatus(b, "192.0.2.30", PASSWORD);
    expect(first.status).toBe(302);
    const device = /console_device=[^;,]+/.exec(first.cookie ?? "")?.[0];
    expect(device).toBeTruthy();
    // Failures spread over both servers and twenty addresses fill the account's limit…
    const limiter = new LoginLimiter();
    for (let i = 0; i < 100; i++) await limiter.fail((i % 2 ? a : b).db, `2001:db8::${Math.floor(i / 5)}`, "operator@example.org");
    // …so a new browser is refused on either server, while the trusted one goes in through A.
    expect((await loginStatus(a, "192.0.2.31", PASSWORD)).status).toBe(429);
    expect((await loginStatus(a, "192.0.2.31", PASSWORD, device)).status).toBe(302);
  });

  it("count attempts made at the same moment exactly once each", async () => {
    const limiters = [a, b].map((s) => createRateLimiter({ db: s.db, name: "race", max: 10, windowMs: 60_000 }));
    const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => limiters[i % 2]!.hit("203.0.113.99")));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
  });

  it("costs little per post (median of 1,000 limiter calls)", async () => {
    const median = await medianHitMs(a.db);
    console.info(`rate limiter on PostgreSQL: median ${median.toFixed(2)} ms per call over 1,000 calls`);
    expect(median).toBeLessThan(50);
  });
});

describe("the limiter's cost on PGlite", () => {
  it("costs little per post (median of 1,000 limiter calls)", async () => {
    const { db } = await pgliteTestDatabase();
    const median = await medianHitMs(db);
    console.info(`rate limiter on PGlite: median ${median.toFixed(2)} ms per call over 1,000 calls`);
    expect(median).toBeLessThan(50);
  });
});

/** 1,000 calls over 100 client addresses (10 each, the default limit: every call counts). */
async function medianHitMs(db: Database): Promise<number> {
  const limiter = createRateLimiter({ db, name: `bench-${process.pid}`, max: 10, windowMs: 60_000 });
  const times: number[] = [];
  for (let i = 0; i < 1_000; i++) {
    const started = performance.now();
    expect((await limiter.hit(`198.18.${i % 100}.1`)).allowed).toBe(true);
    times.push(performance.now() - started);
  }
  times.sort((x, y) => x - y);
  return times[times.length / 2]!;
}
