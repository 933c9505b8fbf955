// Owns building the process's long-lived services once at start-up: the database (migrations
// applied, starting content seeded), the mail dispatcher, the housekeeping chores and the nightly backup.
import type { Env } from "#app/lib/env.server.ts";
import { openDatabase } from "#app/lib/db/client.server.ts";
import { createBackups } from "#app/lib/db/backups.server.ts";
import { createDispatcher } from "#app/lib/mail/dispatcher.server.ts";
import { createWhatsAppDispatcher, withWhatsApp } from "#app/lib/whatsapp/dispatcher.server.ts";
import { log as rootLog, type Logger } from "#app/lib/log.server.ts";
import { seedStartingContent } from "#app/lib/stories-team/seed.server.ts";
import { runHousekeeping } from "./chores.server.ts";
import type { Services } from "./context.server.ts";

/** How often a server does its housekeeping (reminders to queue; addresses, tokens and browsers to tidy). */
const REMINDER_INTERVAL_MS = 10 * 60_000;

/** Opens the database (applying migrations) and starts the outbox dispatcher. Call once per process. */
export async function createServices(env: Env, options: { log?: Logger; startDispatcher?: boolean } = {}): Promise<Services> {
  const log = options.log ?? rootLog;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, log });
  // The spec's stories and team, copied once into the tables the console edits.
  const seeded = await seedStartingContent(database.db);
  if (seeded.length > 0) log.info({ seeded }, "starting content copied into the database");
  // WhatsApp's template messages beside the mail, when the centre has the WhatsApp Business Platform.
  const dispatcher = withWhatsApp(
    createDispatcher({ db: database.db, env, log }),
    env.WHATSAPP ? createWhatsAppDispatcher({ db: database.db, env: { ...env, WHATSAPP: env.WHATSAPP }, log }) : null,
  );
  const backups = createBackups({ database, env, log });
  let reminders: NodeJS.Timeout | undefined;
  if (options.startDispatcher ?? true) {
    dispatcher.start();
    backups.start();
    // Housekeeping every server does now and then (chores.server.ts); each chore is safe on
    // several servers at once, and one that fails is logged and tried again next time.
    const runChores = () => runHousekeeping({ db: database.db, env, dispatcher, log });
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
    backups,
    log,
    close() {
      closing ??= (async () => {
        clearInterval(reminders);
        backups.stop();
        await dispatcher.stop();
        await database.close();
      })();
      return closing;
    },
  };
}
