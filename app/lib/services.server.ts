// Owns the process's long-lived services (database, mail dispatcher) and how route modules reach them.
import type { Env } from "#app/lib/env.server.ts";
import { openDatabase, type Database, type DatabaseHandle } from "#app/lib/db/client.server.ts";
import { createDispatcher, type Dispatcher } from "#app/lib/mail/dispatcher.server.ts";
import { log as rootLog, type Logger } from "#app/lib/log.server.ts";

export type Services = {
  env: Env;
  db: Database;
  database: DatabaseHandle;
  dispatcher: Dispatcher;
  log: Logger;
  close(): Promise<void>;
};

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** The client's address as Express sees it (honours TRUST_PROXY); for rate limits only. */
    clientIp: string;
    /** Per-response CSP nonce for inline scripts. */
    cspNonce: string;
  }
}

/** Opens the database (applying migrations) and starts the outbox dispatcher. Call once per process. */
export async function createServices(env: Env, options: { log?: Logger; startDispatcher?: boolean } = {}): Promise<Services> {
  const log = options.log ?? rootLog;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, log });
  const dispatcher = createDispatcher({ db: database.db, env, log });
  if (options.startDispatcher ?? true) dispatcher.start();
  let closing: Promise<void> | undefined;
  return {
    env,
    db: database.db,
    database,
    dispatcher,
    log,
    close() {
      closing ??= (async () => {
        await dispatcher.stop();
        await database.close();
      })();
      return closing;
    },
  };
}
