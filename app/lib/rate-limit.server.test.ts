import { beforeEach, describe, expect, it } from "vitest";
import { createRateLimiter as createLimiter, type Window } from "./rate-limit.server.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import { rateLimits } from "#app/lib/db/schema.ts";
import { pgliteTestDatabase } from "#tests/support/db.ts";

// The counters live in the database: each test starts from the worker's emptied PGlite.
let db: Database;
beforeEach(async () => {
  db = (await pgliteTestDatabase()).db;
});
const createRateLimiter = (options: Window & { now: () => number }) => createLimiter({ ...options, db });

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe("createRateLimiter", () => {
  it("allows max attempts per window, then refuses with the seconds until the oldest expires", async () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000, now: c.now });
    expect(await limiter.hit("1.2.3.4")).toEqual({ allowed: true });
    c.advance(10_000);
    expect(await limiter.hit("1.2.3.4")).toEqual({ allowed: true });
    expect(await limiter.hit("1.2.3.4")).toEqual({ allowed: true });
    expect(await limiter.hit("1.2.3.4")).toEqual({ allowed: false, retryAfterSeconds: 50 });
  });

  it("slides: once the oldest attempt leaves the window, one more is allowed", async () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000, now: c.now });
    await limiter.hit("a");
    c.advance(30_000);
    await limiter.hit("a");
    expect((await limiter.hit("a")).allowed).toBe(false);
    c.advance(30_000); // the first attempt is now exactly a window old
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it("does not count refused attempts, so waiting is enough", async () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 1, windowMs: 10_000, now: c.now });
    await limiter.hit("a");
    for (let i = 0; i < 20; i++) await limiter.hit("a");
    c.advance(10_000);
    expect((await limiter.hit("a")).allowed).toBe(true);
  });

  it("counts each client separately", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 10_000, now: clock().now });
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("b")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(false);
  });

  it("never asks for less than a second", async () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 1, windowMs: 1_000, now: c.now });
    await limiter.hit("a");
    c.advance(999);
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("forgets clients whose attempts have all expired", async () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 5, windowMs: 1_000, now: c.now });
    for (let i = 0; i < 100; i++) await limiter.hit(`client-${i}`);
    expect(await limiter.size()).toBe(100);
    c.advance(2_000);
    await limiter.hit("late");
    expect(await limiter.size()).toBe(1);
  });
});

describe("a high limit", () => {
  it("keeps each row to about a hundred times, and still refuses the first attempt over the limit", async () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 500, windowMs: 10_000, now: c.now });
    const allowed: boolean[] = [];
    for (let i = 0; i < 600; i++) {
      allowed.push((await limiter.hit("busy")).allowed);
      c.advance(7);
    }
    expect(allowed.filter(Boolean)).toHaveLength(500);
    expect(allowed.slice(0, 500).every(Boolean)).toBe(true);
    const [row] = await db.select().from(rateLimits);
    expect(row!.hits.length).toBeLessThanOrEqual(101);
    expect(row!.counts.reduce((sum, n) => sum + n, 0)).toBe(500);
  });
});
