import { describe, expect, it } from "vitest";
import { defaultBackoff, nextRetryDelay } from "./dispatcher.server.ts";

describe("backoff schedule", () => {
  it("retries the first failure within 10 seconds", () => {
    expect(nextRetryDelay(1)).toBeGreaterThan(0);
    expect(nextRetryDelay(1)).toBeLessThanOrEqual(10_000);
  });

  it("never shortens the wait and grows from seconds to hours", () => {
    const delays = defaultBackoff.map((_, i) => nextRetryDelay(i + 1)!);
    for (let i = 1; i < delays.length; i++) expect(delays[i]!).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(delays.at(-1)!).toBeGreaterThanOrEqual(60 * 60 * 1000);
  });

  it("keeps trying for about a day before giving up", () => {
    const total = defaultBackoff.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(20 * 60 * 60 * 1000);
    expect(total).toBeLessThan(26 * 60 * 60 * 1000);
  });

  it("marks the row dead after the last attempt", () => {
    expect(nextRetryDelay(defaultBackoff.length)).not.toBeNull();
    expect(nextRetryDelay(defaultBackoff.length + 1)).toBeNull();
  });

  it("follows an injected schedule", () => {
    expect([1, 2, 3].map((n) => nextRetryDelay(n, [5, 50]))).toEqual([5, 50, null]);
  });
});
