// A server's WhatsApp dispatcher alone, in a process of its own, for a test that kills it with
// SIGKILL while it is sending (tests/integration/whatsapp-outbox.test.ts): it opens DATABASE_URL,
// reads the WHATSAPP_ settings as the server does, and drains the outbox once. Prints "claimed"
// once it has sent its requests; the test kills it while they wait for WhatsApp's answer.
import { openDatabase } from "#app/lib/db/client.server.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { createWhatsAppDispatcher } from "#app/lib/whatsapp/dispatcher.server.ts";

const env = parseEnv();
if (!env.WHATSAPP || !env.DATABASE_URL) throw new Error("the child needs DATABASE_URL and the WHATSAPP_ settings");
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, log, migrate: false });
const dispatcher = createWhatsAppDispatcher({ db: database.db, env: { ...env, WHATSAPP: env.WHATSAPP }, log });
process.stdout.write("started\n");
await dispatcher.drain();
process.stdout.write("drained\n");
await database.close();
