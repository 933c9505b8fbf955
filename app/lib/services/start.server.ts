// Owns building the process's long-lived services once at start-up: the database (migrations
// applied, starting content seeded), the mail dispatcher and the housekeeping chores.
import type { Env } from "#app/lib/env.server.ts";
import { openDatabase } from "#app/lib/db/client.server.ts";
import { createDispatcher } from "#app/lib/mail/dispatcher.server.ts";
import { log as rootLog, type Logger } from "#app/lib/log.server.ts";
import { queueReminders } from "#app/lib/events/bookings.server.ts";
import { tidyUnconfirmed } from "#app/lib/newsletter/subscriptions.server.ts";
import { forgetOldFormTokens } from "#app/lib/submissions/store.server.ts";
import { seedStartingContent } from "#app/lib/stories-team/seed.server.ts";
import type { Services } from "./context.server.ts";

/** How often a server does its housekeeping (reminders to queue, addresses and tokens to tidy). */
const REMINDER_INTERVAL_MS = 10 * 60_000;

/** Opens the database (applying migrations) and starts the outbox dispatcher. Call once per process. */
export async function createServices(env: Env, options: { log?: Logger; startDispatcher?: boolean } = {}): Promise<Services> {
  const log = options.log ?? rootLog;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, log });
  // The spec's stories and team, copied once into the tables the console edits.
  const seeded = await seedStartingContent(database.db);
  if (seeded.length > 0) log.info({ seeded }, "starting content copied into the database");
  const dispatcher = createDispatcher({ db: database.db, env, log });
  let reminders: NodeJS.Timeout | undefined;
  if (options.startDispatcher ?? true) {
    dispatcher.start();
    // Housekeeping every server does now and then; each is safe on several servers at once.
    // A failure is logged and the chore is tried again next time.
    const chore = (done: string, failed: string, task: () => Promise<Record<string, number>>) => () =>
      task().then(
        (counts) => void (Object.values(counts).some((n) => n > 0) && log.info(counts, done)),
        (err: unknown) => log.warn({ err }, failed),
      );
    const chores = [
      // Tomorrow's event reminders: each booking's reminder has one outbox key, so it is sent once
      // however many servers queue it.
      chore("event reminders queued", "event reminders could not be queued; trying again later", async () => ({
        queued: await queueReminders({ db: database.db, env, dispatcher }),
      })),
      // Newsletter addresses never confirmed: one reminder, then deletion after 30 days.
      chore("unconfirmed newsletter addresses reminded or removed", "unconfirmed newsletter addresses could not be tidied; trying again later", () =>
        tidyUnconfirmed({ db: database.db, env, dispatcher }),
      ),
      // One-time form tokens older than two days.
      chore("old one-time form tokens forgotten", "old one-time form tokens could not be forgotten; trying again later", async () => ({
        forgotten: await forgetOldFormTokens(database.db),
      })),
    ];
    const runChores = async () => {
      for (const run of chores) await run();
    };
    reminders = setInterval(() => void runChores(), REMINDER_INTERVAL_MS);
    reminders.unref();
    void runChores();
  }
  let closing: Promise<void> | undefined;
  const listeners: Array<() => void> = [];
  return {
    pages: {
      changed: () => listeners.forEach((listener) => listener()),
      onChange: (listener) => void listeners.push(listener),
    },
    env,
    db: database.db,
    database,
    dispatcher,
    log,
    close() {
      closing ??= (async () => {
        clearInterval(reminders);
        await dispatcher.stop();
        await database.close();
      })();
      return closing;
    },
  };
}
