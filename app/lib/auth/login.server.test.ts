import crypto from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { LoginLimiter } from "#app/lib/auth/login.server.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import { rateLimits } from "#app/lib/db/schema.ts";
import { RateLimitCounters } from "#app/lib/rate-limit.server.ts";
import { pgliteTestDatabase } from "#tests/support/db.ts";

// The counts live in the database: each test starts from the worker's emptied PGlite.
let db: Database;
beforeEach(async () => {
  db = (await pgliteTestDatabase()).db;
});

describe("login rate limit", () => {
  it("pauses an account at one address after five failures there, for any address typed, known or not", async () => {
    const limiter = new LoginLimiter();
    const t = 1_000_000;
    for (let i = 0; i < 5; i++) {
      expect(await limiter.retryAfterMs(db, "10.0.0.1", "Nobody@Example.org", t)).toBe(0);
      await limiter.fail(db, "10.0.0.1", "nobody@example.org", t);
    }
    expect(await limiter.retryAfterMs(db, "10.0.0.1", "NOBODY@example.org ", t)).toBe(15 * 60 * 1000);
    expect(await limiter.retryAfterMs(db, "10.0.0.1", "someone-else@example.org", t)).toBe(0);
    expect(await limiter.retryAfterMs(db, "10.0.0.1", "nobody@example.org", t + 15 * 60 * 1000)).toBe(0);
    // The same account from another place (the operator's own device) is not paused.
    expect(await limiter.retryAfterMs(db, "10.0.0.99", "nobody@example.org", t)).toBe(0);
  });

  it("pauses an account everywhere only at the spread-out ceiling (100 failures from many addresses)", async () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < 99; i++) await limiter.fail(db, `10.1.${Math.floor(i / 4)}.${i % 4}`, "op@example.org", 1_000 + i);
    expect(await limiter.retryAfterMs(db, "203.0.113.9", "op@example.org", 2_000)).toBe(0);
    expect(await limiter.fail(db, "10.9.9.9", "op@example.org", 2_000)).toEqual(["account"]);
    expect(await limiter.retryAfterMs(db, "203.0.113.9", "op@example.org", 2_001)).toBeGreaterThan(0);
  });

  it("says which pause a failure has just started", async () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < 4; i++) expect(await limiter.fail(db, "192.0.2.5", "op@example.org", i)).toEqual([]);
    expect(await limiter.fail(db, "192.0.2.5", "op@example.org", 5)).toEqual(["account-at-address"]);
  });

  it("pauses a client address after twenty failures across accounts", async () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < 20; i++) await limiter.fail(db, "192.0.2.1", `guess${i}@example.org`, 5_000 + i);
    expect(await limiter.retryAfterMs(db, "192.0.2.1", "operator@example.org", 5_100)).toBeGreaterThan(0);
    expect(await limiter.retryAfterMs(db, "192.0.2.2", "operator@example.org", 5_100)).toBe(0);
  });

  it("clears an account's count after a correct login, not the address's", async () => {
    const limiter = new LoginLimiter({ max: 3, windowMs: 60_000 }, { max: 3, windowMs: 60_000 });
    await limiter.fail(db, "192.0.2.1", "op@example.org", 1);
    await limiter.fail(db, "192.0.2.1", "op@example.org", 2);
    await limiter.succeed(db, "op@example.org");
    await limiter.fail(db, "192.0.2.3", "op@example.org", 3);
    expect(await limiter.retryAfterMs(db, "192.0.2.3", "op@example.org", 4)).toBe(0);
    await limiter.fail(db, "192.0.2.1", "other@example.org", 5);
    expect(await limiter.retryAfterMs(db, "192.0.2.1", "op@example.org", 6)).toBeGreaterThan(0);
  });

  it("keeps no typed address, and sweeps the counts of random addresses once their window has passed", async () => {
    const limiter = new LoginLimiter();
    const typed = Array.from({ length: 300 }, () => `${crypto.randomUUID()}@example.org`);
    for (const [i, email] of typed.entries()) await limiter.fail(db, `198.51.100.${i % 250}`, email, 1_000 + i);
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(300);
    expect(keys.some((k) => typed.some((email) => k.includes(email)))).toBe(false);
    expect(await new RateLimitCounters(db).sweep(1_000 + 300 + 15 * 60 * 1000)).toBe(keys.length);
    expect(await db.$count(rateLimits)).toBe(0);
  });
});
