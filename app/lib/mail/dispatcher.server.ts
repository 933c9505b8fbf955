// Owns delivering the outbox: claims due rows (FOR UPDATE SKIP LOCKED, with a lease), sends them
// through the configured transport outside any transaction, and records the outcome: sent, or a
// failed attempt with the next try pushed out by the backoff schedule, or dead after the last one.
import { ACCESS_MAIL_KIND } from "#app/lib/auth/access-mail.server.ts";
import { and, asc, eq, gt, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { emailOutbox } from "#app/lib/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Logger } from "#app/lib/log.server.ts";
import { createTransport, PermanentMailError, type Transport } from "./transports.server.ts";
import { holdsPersonalLink, openMail, SealError, SENT_LINK_TEXT } from "./sealed.server.ts";
import { passLoop, sendRounds, type DrainResult } from "./pass-loop.server.ts";

export type Dispatcher = {
  start(): void;
  /** Send due mail soon; called after a commit that queued mail. */
  kick(): void;
  /** Operator "retry now": a dead or pending row becomes due now. */
  retry(id: number): Promise<void>;
  /** Stops the timer and waits for the current send. */
  stop(): Promise<void>;
};


export type TestableDispatcher = Dispatcher & {
  /** Claims and sends everything due now, then resolves (waits for a pass already running first). */
  drain(): Promise<DrainResult>;
};

/** The outbox kind of a newsletter issue's message to one subscriber: sent within NEWSLETTER_RATE_PER_MINUTE. */
export const NEWSLETTER_KIND = "newsletter";
/** What is left of a sent login code's or reset link's text. */
export const SENT_SECRET_TEXT = "(sent; its one-time code or link is not kept)";
/** The advisory lock under which dispatchers count and claim newsletter rows (any fixed number). */
const NEWSLETTER_LOCK = 715_001;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Delay after each failed attempt: the first retry within 10 s (a blip), then longer and longer
 * waits so an outage of the provider is ridden out. 12 retries, 13 attempts, about 23.7 hours
 * from the first failure to the row going dead.
 */
export const defaultBackoff: readonly number[] = [
  10 * SECOND,
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  1 * HOUR,
  2 * HOUR,
  4 * HOUR,
  4 * HOUR,
  4 * HOUR,
  4 * HOUR,
  4 * HOUR,
];

/** Milliseconds to wait after the `failedAttempts`-th failure, or null when the row is now dead. */
export function nextRetryDelay(failedAttempts: number, schedule: readonly number[] = defaultBackoff): number | null {
  if (failedAttempts < 1) return 0;
  return schedule[failedAttempts - 1] ?? null;
}

export type DispatcherOptions = {
  db: Database;
  env: Pick<Env, "MAIL_FROM" | "MAIL_TRANSPORT" | "DATA_DIR" | "SESSION_SECRET" | "SMTP_URL" | "RESEND_API_KEY" | "RESEND_BASE_URL"> &
    Partial<Pick<Env, "NEWSLETTER_RATE_PER_MINUTE">>;
  log: Logger;
  /** Defaults to the transport MAIL_TRANSPORT names. */
  transport?: Transport;
  /** Timer period (default 5 s): catches mail queued by another instance and due retries. */
  intervalMs?: number;
  backoff?: readonly number[];
  /**
   * How far a claim pushes next_attempt_at ahead (default 2 min). Must outlast a whole batch's send
   * (transport timeouts are 10–30 s; a batch is sent in parallel): while the lease runs no other
   * dispatcher takes the row, and if this process dies mid-send the row is due again when it ends.
   */
  leaseMs?: number;
  /** Rows claimed per round (default 5), sent in parallel. */
  batchSize?: number;
  /** The clock (default Date.now); tests move it instead of sleeping. */
  now?: () => number;
};

export function createDispatcher(options: DispatcherOptions): TestableDispatcher {
  const { db, env, log } = options;
  const intervalMs = options.intervalMs ?? 5 * SECOND;
  const backoff = options.backoff ?? defaultBackoff;
  const leaseMs = options.leaseMs ?? 2 * MINUTE;
  const batchSize = options.batchSize ?? 5;
  const now = options.now ?? Date.now;
  const newsletterRate = env.NEWSLETTER_RATE_PER_MINUTE ?? 60;
  // Created lazily: a misconfigured transport then surfaces as a logged send failure, not a crash at import.
  let transport: Transport | undefined = options.transport;
  const getTransport = () => (transport ??= createTransport(env));

  const loop = passLoop({ pass: drainOnce, intervalMs, failed: (error) => log.error({ err: error }, "mail dispatcher pass failed") });

  /**
   * Leases up to `limit` due rows of the kinds `kinds` selects, inside the caller's transaction. The
   * due rows are read and locked first, then updated by their ids: an `IN (SELECT … LIMIT n FOR
   * UPDATE SKIP LOCKED)` in one statement may be run more than once by the planner, each run
   * skipping the rows the last one locked, and so take more than n rows.
   */
  async function lease(tx: Tx, at: Date, kinds: SQL, limit: number) {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, at), kinds))
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(limit)
      // Rows another dispatcher is claiming right now are skipped, not waited for; once its claim
      // commits, the pushed next_attempt_at keeps them out of this query.
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(at.getTime() + leaseMs), claimedAt: at, updatedAt: at })
      .where(inArray(emailOutbox.id, due.map((r) => r.id)))
      .returning();
  }

  /** Takes up to batchSize due rows other than newsletters. */
  function claim() {
    const at = new Date(now());
    return db.transaction((tx) => lease(tx, at, ne(emailOutbox.kind, NEWSLETTER_KIND), batchSize));
  }

  /**
   * Takes newsletter rows within the rate: at most NEWSLETTER_RATE_PER_MINUTE claimed in any 60 s,
   * counted over every server. One transaction under an advisory lock, so two dispatchers take
   * their turns counting and cannot both spend the same allowance.
   */
  function claimNewsletters() {
    const at = new Date(now());
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${NEWSLETTER_LOCK})`);
      const [recent] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, NEWSLETTER_KIND), gt(emailOutbox.claimedAt, new Date(at.getTime() - MINUTE))));
      const allowance = Math.min(batchSize, newsletterRate - (recent?.n ?? 0));
      return allowance > 0 ? lease(tx, at, eq(emailOutbox.kind, NEWSLETTER_KIND), allowance) : [];
    });
  }

  async function sendOne(row: typeof emailOutbox.$inferSelect, result: DrainResult) {
    let failure: unknown;
    try {
      // A sealed message (one holding a login code, a reset link or a personal link) is opened only
      // to be sent; a row queued before sealing existed, or without a secret, is sent as stored.
      const { headers, ...content } = row.sealed ? openMail(env, row.sealed) : { subject: row.subject, text: row.text, html: row.html, headers: row.headers ?? undefined };
      await getTransport().send({
        id: row.id,
        dedupeKey: row.dedupeKey,
        from: env.MAIL_FROM,
        to: row.recipient,
        replyTo: row.replyTo,
        ...content,
        ...(row.attachments ? { attachments: row.attachments } : {}),
        ...(headers ? { headers } : {}),
      });
    } catch (error) {
      failure = error;
    }
    const at = new Date(now());
    if (failure === undefined) {
      // A delivered message is a fact: recorded whatever happened to the row meanwhile.
      await db
        .update(emailOutbox)
        .set({
          status: "sent",
          sentAt: at,
          attempts: sql`${emailOutbox.attempts} + 1`,
          lastError: null,
          updatedAt: at,
          // A login code, a reset link or a personal link is kept nowhere once it has gone, not even
          // sealed: a copy of the database must not let anyone in, nor open a member's page. A mail
          // with a personal link queued in clear before 035 is emptied the same way, headers too
          // (a newsletter copy's List-Unsubscribe); migration 0016 did so for those already sent.
          sealed: null,
          ...(row.kind === ACCESS_MAIL_KIND
            ? { text: SENT_SECRET_TEXT, html: SENT_SECRET_TEXT }
            : row.sealed || holdsPersonalLink(row)
              ? { text: SENT_LINK_TEXT, html: SENT_LINK_TEXT, headers: null }
              : {}),
        })
        .where(eq(emailOutbox.id, row.id));
      result.sent++;
      log.info({ outboxId: row.id, dedupeKey: row.dedupeKey, kind: row.kind }, "mail sent");
      return;
    }
    const attempts = row.attempts + 1;
    // A message sealed with another key cannot be opened by trying again: the operator sees it dead.
    const permanent = failure instanceof PermanentMailError || failure instanceof SealError;
    const delay = permanent ? null : nextRetryDelay(attempts, backoff);
    const message = failure instanceof Error ? failure.message : String(failure);
    await db
      .update(emailOutbox)
      .set({
        attempts,
        lastError: message.slice(0, 2000),
        ...(delay === null ? { status: "dead" } : { nextAttemptAt: new Date(at.getTime() + delay) }),
        updatedAt: at,
      })
      // Only a row still pending: another instance may have delivered it after our lease ran out.
      .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "pending")));
    const fields = { outboxId: row.id, dedupeKey: row.dedupeKey, kind: row.kind, attempts, error: message, transport: transport?.name ?? env.MAIL_TRANSPORT };
    if (delay === null) {
      result.dead++;
      log.error(fields, permanent ? "mail refused permanently: marked dead" : "mail failed on its last attempt: marked dead");
    } else {
      result.failed++;
      log.warn({ ...fields, retryInMs: delay }, "mail send failed: will retry");
    }
  }

  async function drainOnce(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, failed: 0, dead: 0 };
    const send = (row: typeof emailOutbox.$inferSelect) => sendOne(row, result);
    await sendRounds(claim, send, batchSize, loop.stopped);
    // Then newsletters, within their rate: a confirmation or a booking never waits behind an issue.
    await sendRounds(claimNewsletters, send, batchSize, loop.stopped);
    return result;
  }

  return {
    start: loop.start,
    kick: loop.kick,
    async retry(id) {
      const at = new Date(now());
      await db
        .update(emailOutbox)
        .set({
          status: "pending",
          nextAttemptAt: at,
          // A dead row starts a fresh schedule: the operator retries after fixing the cause.
          attempts: sql`case when ${emailOutbox.status} = 'dead' then 0 else ${emailOutbox.attempts} end`,
          updatedAt: at,
        })
        .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ["pending", "dead"])));
      if (loop.live()) void loop.run();
    },
    drain: loop.drain,
    async stop() {
      await loop.stop();
      await transport?.close();
    },
  };
}
