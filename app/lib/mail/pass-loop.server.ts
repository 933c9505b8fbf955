// Owns what every outbox dispatcher does around its sends (the mail's and WhatsApp's, decision
// 001): one pass at a time per process, a timer that catches rows queued by another server and due
// retries, a kick after a commit, rounds of claimed rows bounded so a flood cannot keep a pass (and
// stop) busy for ever, and a stop that waits for the sends under way.

/** What one pass did; for tests and logs. */
export type DrainResult = { sent: number; failed: number; dead: number };

/** Claims and sends rounds of rows while a round comes back full: at most 20 rounds, and none once stopped. */
export async function sendRounds<Row>(claim: () => Promise<Row[]>, send: (row: Row) => Promise<void>, batchSize: number, stopped: () => boolean): Promise<void> {
  for (let round = 0; round < 20 && !stopped(); round++) {
    const rows = await claim();
    if (rows.length === 0) break;
    await Promise.all(rows.map(send));
    if (rows.length < batchSize) break;
  }
}

export function passLoop(options: {
  /** One pass: claims and sends what is due. */
  pass: () => Promise<DrainResult>;
  intervalMs: number;
  /** A pass that threw (a database outage): the rows stay pending and the timer tries again. */
  failed: (error: unknown) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;
  let running: Promise<DrainResult> | undefined;
  let again = false;
  let kickScheduled = false;

  /** One pass at a time per process; a request arriving meanwhile runs one more pass after it. */
  function run(): Promise<DrainResult> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const total: DrainResult = { sent: 0, failed: 0, dead: 0 };
      try {
        do {
          again = false;
          const r = await options.pass();
          total.sent += r.sent;
          total.failed += r.failed;
          total.dead += r.dead;
        } while (again && !stopped);
      } catch (error) {
        options.failed(error);
      } finally {
        running = undefined;
      }
      return total;
    })();
    return running;
  }

  return {
    run,
    stopped: () => stopped,
    /** Whether the timer runs (a retry asked for then is sent at once). */
    live: () => started && !stopped,
    start() {
      if (started || stopped) return;
      started = true;
      timer = setInterval(() => void run(), options.intervalMs);
      timer.unref(); // the timer alone must not keep a finished process (a CLI, a test) alive
      void run(); // what was left from before a restart goes out now, not after the first period
    },
    kick() {
      if (!started || stopped || kickScheduled) return;
      kickScheduled = true;
      // After the current request's work: the caller has just committed and is answering the visitor.
      setImmediate(() => {
        kickScheduled = false;
        if (!stopped) void run();
      });
    },
    /** Claims and sends everything due now, then resolves (waits for a pass already running first). */
    async drain() {
      if (running) await running;
      return run();
    },
    /** Stops the timer and waits for the sends under way. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      if (running) await running;
    },
  };
}
