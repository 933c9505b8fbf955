// Owns delivering whatsapp_outbox as the mail dispatcher delivers email_outbox (decision 001):
// claims due rows (FOR UPDATE SKIP LOCKED, with a lease), sends each through the Cloud API outside
// any transaction, and records the outcome: sent with WhatsApp's message id, or a failed attempt
// with the next try pushed out by the mail's backoff, or dead after the last one (at once when the
// message itself is refused). The Graph API takes no idempotency key, so a message is sent only
// under a lease this dispatcher still holds, and a message WhatsApp accepted is never sent again by
// this process, even when recording it failed; docs/decisions/041 says what a crash between the two can do.
import { and, asc, eq, inArray, lte, notInArray, sql } from "drizzle-orm";
import type { Database } from "#app/lib/db/client.server.ts";
import { whatsappOutbox } from "#app/lib/db/schema.ts";
import type { WhatsAppConfig } from "#app/lib/env.server.ts";
import type { Logger } from "#app/lib/log.server.ts";
import { defaultBackoff, nextRetryDelay, type Dispatcher } from "#app/lib/mail/dispatcher.server.ts";
import { passLoop, sendRounds, type DrainResult } from "#app/lib/mail/pass-loop.server.ts";
import { SealError, type SealEnv } from "#app/lib/mail/sealed.server.ts";
import { createCloudApiSender, PermanentWhatsAppError, type WhatsAppSender } from "./cloud-api.server.ts";
import { isSealedParam, openParam, SENT_LINK_PARAM } from "./outbox.server.ts";


export type WhatsAppDispatcher = Omit<Dispatcher, "retry"> & {
  /** Claims and sends everything due now, then resolves (waits for a pass already running first). */
  drain(): Promise<DrainResult>;
};

export type WhatsAppDispatcherOptions = {
  db: Database;
  env: SealEnv & { WHATSAPP: WhatsAppConfig };
  log: Logger;
  /** Defaults to the Cloud API at env.WHATSAPP.apiUrl. */
  sender?: WhatsAppSender;
  /** Timer period (default 5 s): catches messages queued by another instance, and due retries. */
  intervalMs?: number;
  backoff?: readonly number[];
  /** How far a claim pushes next_attempt_at ahead (default 2 min): longer than a batch's sends (10 s timeout each, in parallel). */
  leaseMs?: number;
  /** Rows claimed per round (default 5), sent in parallel. */
  batchSize?: number;
  /** The clock (default Date.now); tests move it instead of sleeping. */
  now?: () => number;
};

/**
 * A message is sent only with this much of its lease left: a process that stalled (a pause, a slow
 * database) after claiming must not send what another dispatcher may be taking over. Longer than
 * the sender's timeout, so the answer comes, or the attempt is given up, inside the lease.
 */
const SEND_MARGIN_MS = 15_000;

/** How long a claim holds a message by default (the console does not make a message under a lease due now). */
export const DEFAULT_LEASE_MS = 2 * 60_000;

export function createWhatsAppDispatcher(options: WhatsAppDispatcherOptions): WhatsAppDispatcher {
  const { db, env, log } = options;
  const intervalMs = options.intervalMs ?? 5000;
  const backoff = options.backoff ?? defaultBackoff;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batchSize = options.batchSize ?? 5;
  const now = options.now ?? Date.now;
  const sender = options.sender ?? createCloudApiSender(env.WHATSAPP);
  const margin = Math.min(SEND_MARGIN_MS, leaseMs / 2);
  /** Accepted by WhatsApp, not yet recorded as sent (the database failed): never sent again, recorded on the next pass. */
  const accepted = new Map<number, { id: string | null; at: Date }>();

  // A database outage: the rows stay pending (and accepted ones are remembered) for the next pass.
  const loop = passLoop({ pass: drainOnce, intervalMs, failed: (error) => log.error({ err: error }, "whatsapp dispatcher pass failed") });

  /** Leases up to batchSize due rows: read and locked first, then updated by their ids (as the mail's claim, for the same reason). */
  function claim() {
    const at = new Date(now());
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: whatsappOutbox.id })
        .from(whatsappOutbox)
        .where(and(eq(whatsappOutbox.status, "pending"), lte(whatsappOutbox.nextAttemptAt, at), accepted.size ? notInArray(whatsappOutbox.id, [...accepted.keys()]) : undefined))
        .orderBy(asc(whatsappOutbox.nextAttemptAt), asc(whatsappOutbox.id))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(whatsappOutbox)
        .set({ nextAttemptAt: new Date(at.getTime() + leaseMs), claimedAt: at, updatedAt: at })
        .where(inArray(whatsappOutbox.id, due.map((r) => r.id)))
        .returning();
    });
  }

  /** Records a message WhatsApp accepted: sent, its id, and its personal links dropped. */
  async function recordSent(row: Pick<typeof whatsappOutbox.$inferSelect, "id" | "params">, providerId: string | null, at: Date) {
    await db
      .update(whatsappOutbox)
      .set({
        status: "sent",
        sentAt: at,
        providerId,
        attempts: sql`${whatsappOutbox.attempts} + 1`,
        lastError: null,
        updatedAt: at,
        params: row.params.map((p) => (isSealedParam(p) ? SENT_LINK_PARAM : p)),
      })
      // A delivered message is a fact: recorded whatever happened to the row meanwhile.
      .where(eq(whatsappOutbox.id, row.id));
  }

  /** Messages accepted earlier whose recording failed: recorded now, before anything is claimed. */
  async function recordAccepted() {
    for (const [id, { id: providerId, at }] of accepted) {
      const [row] = await db.select({ id: whatsappOutbox.id, params: whatsappOutbox.params }).from(whatsappOutbox).where(eq(whatsappOutbox.id, id));
      if (row) await recordSent(row, providerId, at);
      accepted.delete(id);
    }
  }

  async function sendOne(row: typeof whatsappOutbox.$inferSelect, result: DrainResult) {
    // A lease nearly run out (this process stalled since the claim) is left to run out: the next claim sends it.
    if (row.claimedAt && now() > row.claimedAt.getTime() + leaseMs - margin) return;
    let failure: unknown;
    let providerId: string | null = null;
    try {
      const params = row.params.map((p) => openParam(env, p));
      ({ id: providerId } = await sender.send({ to: row.recipient, template: row.template, language: row.language, params }));
    } catch (error) {
      failure = error;
    }
    const at = new Date(now());
    if (failure === undefined) {
      accepted.set(row.id, { id: providerId, at });
      await recordSent(row, providerId, at);
      accepted.delete(row.id);
      result.sent++;
      log.info({ whatsappId: row.id, dedupeKey: row.dedupeKey, template: row.template }, "whatsapp message sent");
      return;
    }
    const attempts = row.attempts + 1;
    // A parameter sealed with another key cannot be opened by trying again: the operator sees it dead.
    const permanent = failure instanceof PermanentWhatsAppError || failure instanceof SealError;
    const delay = permanent ? null : nextRetryDelay(attempts, backoff);
    const message = failure instanceof Error ? failure.message : String(failure);
    await db
      .update(whatsappOutbox)
      .set({
        attempts,
        lastError: message.slice(0, 1000),
        ...(delay === null ? { status: "dead" } : { nextAttemptAt: new Date(at.getTime() + delay) }),
        updatedAt: at,
      })
      // Only a row still pending: another instance may have sent it after our lease ran out.
      .where(and(eq(whatsappOutbox.id, row.id), eq(whatsappOutbox.status, "pending")));
    const fields = { whatsappId: row.id, dedupeKey: row.dedupeKey, template: row.template, attempts, error: message };
    if (delay === null) {
      result.dead++;
      log.error(fields, permanent ? "whatsapp message refused permanently: marked dead" : "whatsapp message failed on its last attempt: marked dead");
    } else {
      result.failed++;
      log.warn({ ...fields, retryInMs: delay }, "whatsapp message failed: will retry");
    }
  }

  async function drainOnce(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, failed: 0, dead: 0 };
    await recordAccepted();
    await sendRounds(claim, (row) => sendOne(row, result), batchSize, loop.stopped);
    return result;
  }

  // stop() waits for the message being sent: it is answered (or times out) and recorded before the process goes.
  return { start: loop.start, kick: loop.kick, drain: loop.drain, stop: loop.stop };
}

/**
 * The process's dispatcher as the rest of the site knows it: the mail's, with WhatsApp's beside
 * it when the centre sends WhatsApp messages. A kick after a commit (and start, stop) reaches both;
 * retry is the mail's (a WhatsApp message is retried through retryWhatsApp, then kicked).
 */
export function withWhatsApp(mail: Dispatcher, whatsapp: Pick<WhatsAppDispatcher, "start" | "kick" | "stop"> | null): Dispatcher {
  if (!whatsapp) return mail;
  return {
    start: () => (mail.start(), whatsapp.start()),
    kick: () => (mail.kick(), whatsapp.kick()),
    retry: (id) => mail.retry(id),
    stop: async () => void (await Promise.all([mail.stop(), whatsapp.stop()])),
  };
}
