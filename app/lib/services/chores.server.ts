// Owns the housekeeping every server does now and then (start.server.ts runs it at start-up and
// every few minutes): event reminders and this month's fee reminders to queue, unconfirmed newsletter addresses, one-time form
// tokens, the operators' expired login secrets and the browsers whose trust has run out. Each chore
// is safe on several servers at once; a failure is logged and the chore is tried again next time.
import type { Database } from "#app/lib/db/client.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Logger } from "#app/lib/log.server.ts";
import type { Dispatcher } from "#app/lib/mail/dispatcher.server.ts";
import { forgetExpiredDevices } from "#app/lib/auth/devices.server.ts";
import { forgetOldTokens } from "#app/lib/auth/tokens.server.ts";
import { queueReminders } from "#app/lib/events/reminders.server.ts";
import { tidyUnconfirmed } from "#app/lib/newsletter/subscriptions.server.ts";
import { forgetOldFormTokens } from "#app/lib/submissions/store.server.ts";
import { sendReminders } from "#app/lib/fees/reminders.server.ts";

type HousekeepingDeps = {
  db: Database;
  env: Pick<Env, "OPERATOR_EMAIL" | "MAIL_CONFIRMATIONS" | "PUBLIC_SITE_URL" | "UPI_ID" | "UPI_PAYEE_NAME" | "SESSION_SECRET" | "DATA_DIR">;
  dispatcher: Pick<Dispatcher, "kick">;
  log: Logger;
};

type Chore = { done: string; failed: string; run: (deps: HousekeepingDeps, now: Date) => Promise<Record<string, number>> };

const chores: Chore[] = [
  // Tomorrow's event reminders: each booking's reminder has one outbox key, so it is sent once
  // however many servers queue it.
  {
    done: "event reminders queued",
    failed: "event reminders could not be queued; trying again later",
    run: async (deps, now) => ({ queued: await queueReminders(deps, now) }),
  },
  // This month's fee reminders: one per member and month (its row's key), however many servers run it.
  {
    done: "membership fee reminders queued",
    failed: "membership fee reminders could not be queued; trying again later",
    run: async (deps, now) => {
      const queued = await sendReminders(deps, now);
      if (queued > 0) deps.dispatcher.kick();
      return { queued };
    },
  },
  // Newsletter addresses never confirmed: one reminder, then deletion after 30 days.
  {
    done: "unconfirmed newsletter addresses reminded or removed",
    failed: "unconfirmed newsletter addresses could not be tidied; trying again later",
    run: (deps, now) => tidyUnconfirmed(deps, now),
  },
  // One-time form tokens older than two days.
  {
    done: "old one-time form tokens forgotten",
    failed: "old one-time form tokens could not be forgotten; trying again later",
    run: async ({ db }, now) => ({ forgotten: await forgetOldFormTokens(db, now) }),
  },
  // The operators' login codes, reset and setup links that ended a day ago or more.
  {
    done: "expired operator login secrets forgotten",
    failed: "expired operator login secrets could not be forgotten; trying again later",
    run: async ({ db }, now) => ({ forgotten: await forgetOldTokens(db, now) }),
  },
  // Trusted browsers whose trust has run out (they log in with a mailed code again).
  {
    done: "expired trusted browsers forgotten",
    failed: "expired trusted browsers could not be forgotten; trying again later",
    run: async ({ db }, now) => ({ forgotten: await forgetExpiredDevices(db, now) }),
  },
];

/**
 * Runs every chore once, one after another: what one did is logged when it did anything, and a
 * chore that fails is logged as a warning without stopping the others. Never throws.
 */
export async function runHousekeeping(deps: HousekeepingDeps, now = new Date()): Promise<void> {
  for (const chore of chores) {
    try {
      const counts = await chore.run(deps, now);
      if (Object.values(counts).some((n) => n > 0)) deps.log.info(counts, chore.done);
    } catch (err: unknown) {
      deps.log.warn({ err }, chore.failed);
    }
  }
}
