import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server.ts";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe("createRateLimiter", () => {
  it("allows max attempts per window, then refuses with the seconds until the oldest expires", () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000, now: c.now });
    expect(limiter.hit("1.2.3.4")).toEqual({ allowed: true });
    c.advance(10_000);
    expect(limiter.hit("1.2.3.4")).toEqual({ allowed: true });
    expect(limiter.hit("1.2.3.4")).toEqual({ allowed: true });
    expect(limiter.hit("1.2.3.4")).toEqual({ allowed: false, retryAfterSeconds: 50 });
  });

  it("slides: once the oldest attempt leaves the window, one more is allowed", () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000, now: c.now });
    limiter.hit("a");
    c.advance(30_000);
    limiter.hit("a");
    expect(limiter.hit("a").allowed).toBe(false);
    c.advance(30_000); // the first attempt is now exactly a window old
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it("does not count refused attempts, so waiting is enough", () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 1, windowMs: 10_000, now: c.now });
    limiter.hit("a");
    for (let i = 0; i < 20; i++) limiter.hit("a");
    c.advance(10_000);
    expect(limiter.hit("a").allowed).toBe(true);
  });

  it("counts each client separately", () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 10_000, now: clock().now });
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("b").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(false);
  });

  it("never asks for less than a second", () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 1, windowMs: 1_000, now: c.now });
    limiter.hit("a");
    c.advance(999);
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("forgets clients whose attempts have all expired", () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 5, windowMs: 1_000, now: c.now });
    for (let i = 0; i < 100; i++) limiter.hit(`client-${i}`);
    expect(limiter.size()).toBe(100);
    c.advance(2_000);
    limiter.hit("late");
    expect(limiter.size()).toBe(1);
  });
});
