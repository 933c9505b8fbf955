// Owns the per-client limit on form submissions (abuse defence): at most `max` accepted posts per
// client address in any `windowMs` (a sliding window). Kept in this process's memory: several app
// instances each count on their own, so the effective limit is per instance; that is enough to
// stop one client flooding the database and the operator's mailbox.

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one attempt for `key` and says whether it is allowed. Refused attempts are not counted. */
  hit(key: string): RateLimitDecision;
  /** How many clients are being tracked (tests, diagnostics). */
  size(): number;
};

/** Beyond this many tracked clients the oldest are forgotten, so a flood of addresses cannot exhaust memory. */
const MAX_TRACKED_CLIENTS = 50_000;

export function createRateLimiter(options: { max: number; windowMs: number; now?: () => number }): RateLimiter {
  const { max, windowMs } = options;
  const now = options.now ?? Date.now;
  // key -> times of the accepted attempts still inside the window, oldest first (at most `max`).
  const hits = new Map<string, number[]>();
  let sweepAt = 0;

  function sweep(at: number) {
    if (at < sweepAt) return;
    sweepAt = at + windowMs;
    for (const [key, times] of hits) {
      if (times[times.length - 1]! <= at - windowMs) hits.delete(key);
    }
  }

  return {
    hit(key) {
      const at = now();
      sweep(at);
      const times = (hits.get(key) ?? []).filter((t) => t > at - windowMs);
      if (times.length >= max) {
        hits.set(key, times);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((times[0]! + windowMs - at) / 1000)) };
      }
      times.push(at);
      // Re-inserting moves the key to the end of the Map's order, which is also the eviction order.
      hits.delete(key);
      hits.set(key, times);
      if (hits.size > MAX_TRACKED_CLIENTS) hits.delete(hits.keys().next().value!);
      return { allowed: true };
    },
    size: () => hits.size,
  };
}
