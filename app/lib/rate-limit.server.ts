// Owns the sliding-window rate limits: the one implementation (RateLimitCounters), used by the
// login's limits and, here, by the per-client limit on form submissions (abuse defence): at most
// `max` accepted posts per client address in any `windowMs`. The counts live in the database
// (table rate_limits), so every server sharing it counts the same attempts and a restart forgets
// nothing; decision 011 says why it is written here and not taken from a package.
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "#app/lib/db/client.server.ts";
import { rateLimits } from "#app/lib/db/schema.ts";

/** At most `max` counted attempts in any `windowMs`. */
export type Window = { max: number; windowMs: number };

/** What one attempt found: whether it was counted, and how long the key must wait when it was not. */
export type Hit = { counted: boolean; hits: number; waitMs: number };

/** Rows deleted per statement, and statements per sweep: a sweep never holds the table for long. */
const SWEEP_BATCH = 1_000;
const SWEEP_BATCHES = 10;
/** How often one process sweeps expired rows (at most; only when it counts something). */
const SWEEP_EVERY_MS = 60_000;

/** A key's row: its counted attempt times (oldest first) and how many attempts each stands for. */
type Log = { hits: number[]; counts: number[] };

/** 0 when `log` leaves room for one more attempt now; else the milliseconds until it does. */
function waitFor(log: Log, window: Window, now: number): number {
  const recent = log.hits.map((t, i) => ({ t, n: log.counts[i] ?? 1 })).filter((e) => e.t > now - window.windowMs);
  const total = recent.reduce((sum, e) => sum + e.n, 0);
  if (total < window.max) return 0;
  // Room comes back when enough of the oldest attempts have left the window.
  let leaving = total - window.max + 1;
  for (const e of recent) {
    leaving -= e.n;
    if (leaving <= 0) return e.t + window.windowMs - now;
  }
  return 0;
}

/**
 * How finely a limit's attempt times are kept: to the millisecond up to 100 attempts per window
 * (every limit the site sets by default: exact), else to a hundredth of the window, so that a row
 * stays small however high the limit (the benchmark and the end-to-end tests set very high ones).
 */
function granularity(window: Window): number {
  return window.max <= 100 ? 1 : Math.ceil(window.windowMs / 100);
}

/**
 * The counters of one database. Each attempt is one statement: INSERT … ON CONFLICT DO UPDATE,
 * which takes the key's row lock, drops the times that left the window, and adds this one only
 * while fewer than `max` attempts remain (the DO UPDATE's WHERE); a refused attempt updates nothing
 * and returns no row. So concurrent attempts from several servers are counted exactly once each and
 * never beyond the limit. Times come from the caller's clock (tests pass their own).
 */
export class RateLimitCounters {
  private sweepAt = 0;
  private sweeping: Promise<unknown> = Promise.resolve();
  constructor(
    private readonly db: Database,
    private readonly onSweepError: (error: unknown) => void = () => {},
  ) {}

  /** Counts one attempt of `key` at `now` if its window has room. */
  async hit(key: string, window: Window, now: number): Promise<Hit> {
    const cutoff = now - window.windowMs;
    const g = granularity(window);
    const at = Math.floor(now / g) * g;
    const expiresAt = new Date(now + window.windowMs);
    // Of the row as it is once its lock is held: the attempts still in the window…
    const recent = sql`(select t, coalesce(n, 1) as n from unnest(${rateLimits.hits}, ${rateLimits.counts}) as e(t, n) where t > ${cutoff})`;
    // …and with this one added (merged into its time when rounding puts it with the newest).
    const added = sql`(select t, sum(n)::integer as n from (select t, n from ${recent} as r union all select ${at}::bigint, 1) as a group by t)`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, hits: [at], counts: [1], expiresAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`(select array_agg(t order by t) from ${added} as x)`,
          counts: sql`(select array_agg(n order by t) from ${added} as x)`,
          expiresAt,
        },
        setWhere: sql`(select coalesce(sum(n), 0) from ${recent} as r) < ${window.max}`,
      })
      .returning({ hits: rateLimits.hits, counts: rateLimits.counts });
    this.sweepSometimes(now, Math.min(SWEEP_EVERY_MS, window.windowMs));
    if (row) return { counted: true, hits: row.counts.reduce((sum, n) => sum + n, 0), waitMs: 0 };
    // Refused: read the row again only to tell the visitor how long to wait.
    const log = await this.log(key);
    return { counted: false, hits: window.max, waitMs: Math.max(1, waitFor(log, window, now)) };
  }

  /** The longest wait among `limits` (0 when each has room), in one query. */
  async waitMs(limits: ReadonlyArray<{ key: string; window: Window }>, now: number): Promise<number> {
    const rows = await this.db
      .select({ key: rateLimits.key, hits: rateLimits.hits, counts: rateLimits.counts })
      .from(rateLimits)
      .where(inArray(rateLimits.key, limits.map((l) => l.key)));
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return Math.max(0, ...limits.map((l) => waitFor(byKey.get(l.key) ?? { hits: [], counts: [] }, l.window, now)));
  }

  /** Drops every counted attempt of `keys`. */
  async forget(keys: string[]): Promise<void> {
    if (keys.length) await this.db.delete(rateLimits).where(inArray(rateLimits.key, keys));
  }

  /** How many keys have a row (tests, diagnostics); waits for a sweep under way. */
  async size(): Promise<number> {
    await this.sweeping;
    return this.db.$count(rateLimits);
  }

  /** Deletes rows whose window has passed, a batch at a time, at most SWEEP_BATCHES batches; returns how many. */
  async sweep(now: number): Promise<number> {
    let deleted = 0;
    for (let i = 0; i < SWEEP_BATCHES; i++) {
      const expired = this.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(lte(rateLimits.expiresAt, new Date(now)))
        .orderBy(asc(rateLimits.expiresAt))
        .limit(SWEEP_BATCH);
      const gone = await this.db
        .delete(rateLimits)
        .where(and(inArray(rateLimits.key, expired), lte(rateLimits.expiresAt, new Date(now))))
        .returning({ key: rateLimits.key });
      deleted += gone.length;
      if (gone.length < SWEEP_BATCH) break;
    }
    return deleted;
  }

  private async log(key: string): Promise<Log> {
    const [row] = await this.db.select({ hits: rateLimits.hits, counts: rateLimits.counts }).from(rateLimits).where(eq(rateLimits.key, key));
    return row ?? { hits: [], counts: [] };
  }

  /** At most once a minute (or a window, if shorter) per process, without making the visitor wait. */
  private sweepSometimes(now: number, everyMs: number): void {
    if (now < this.sweepAt) return;
    this.sweepAt = now + everyMs;
    this.sweeping = this.sweep(now).catch(this.onSweepError);
  }
}

const shared = new WeakMap<Database, RateLimitCounters>();

/** The counters of a database, one per process (its sweep timing is shared by every limit on it). */
export function countersOf(db: Database): RateLimitCounters {
  let counters = shared.get(db);
  if (!counters) shared.set(db, (counters = new RateLimitCounters(db)));
  return counters;
}

type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one attempt for `key` and says whether it is allowed. Refused attempts are not counted. */
  hit(key: string): Promise<RateLimitDecision>;
  /** How many keys are tracked in the whole table (tests, diagnostics). */
  size(): Promise<number>;
};

/** A limit of `max` attempts per `windowMs` per key, its keys prefixed with `name` in the shared table. */
export function createRateLimiter(options: Window & { db: Database; name?: string; now?: () => number; onSweepError?: (error: unknown) => void }): RateLimiter {
  const window = { max: options.max, windowMs: options.windowMs };
  const now = options.now ?? Date.now;
  const prefix = `${options.name ?? "form"}:`;
  const counters = new RateLimitCounters(options.db, options.onSweepError);
  return {
    async hit(key) {
      const result = await counters.hit(prefix + key, window, now());
      if (result.counted) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(result.waitMs / 1000)) };
    },
    size: () => counters.size(),
  };
}
