// `npm run dues -- remind`: queues this month's fee reminders now, the same the server does daily
// (app/lib/fees/reminders.server.ts): once per member and month, however often it runs. With
// PostgreSQL it opens the database itself; while a server holds the embedded database, it asks that
// server through its control socket, so the site stays online. The running server sends the mail.
// Exit status: 0 done, 1 failed, 2 wrong usage, 3 the database is in use by a server that does not answer.
import { pathToFileURL } from "node:url";
import { duesCommandCopy } from "#app/content/dues-command.ts";
import { askRunningServer, controlSocketPath } from "#app/lib/auth/control-socket.server.ts";
import { DatabaseLockedError, openDatabase, openOrAskServer } from "#app/lib/db/client.server.ts";
import { EnvError, parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { sendReminders } from "#app/lib/fees/reminders.server.ts";

const words = duesCommandCopy;

export async function main(argv: string[], out: (line: string) => void, err: (line: string) => void): Promise<number> {
  if (argv.length !== 1 || argv[0] !== "remind") {
    err(words.usage);
    return 2;
  }
  let env;
  try {
    env = parseEnv({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
  } catch (error) {
    if (error instanceof EnvError) {
      err(error.message);
      return 1;
    }
    throw error;
  }
  let unanswered = "";
  let opened;
  try {
    opened = await openOrAskServer(
      (lockWaitMs) => openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, log: log.child({}, { level: "warn" }), lockWaitMs }),
      // Reminders go once per member and month, so asking twice queues nothing twice.
      () =>
        askRunningServer(env.DATA_DIR, { op: "remind" }).catch((e: unknown) => {
          unanswered = e instanceof Error ? e.message : String(e);
          return undefined;
        }),
    );
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) {
      err(words.cannotOpen(error instanceof Error ? error.message : String(error)));
      return 1;
    }
    if (unanswered) err(unanswered);
    err(words.noServerAnswer(controlSocketPath(env.DATA_DIR)));
    return 3;
  }
  if ("answer" in opened) {
    const { answer } = opened;
    if (!answer.ok) {
      err(answer.message);
      return 1;
    }
    out(words.queuedByServer(answer.queued ?? 0));
    return 0;
  }
  const { database } = opened;
  try {
    const queued = await sendReminders({ db: database.db, env });
    out(words.queued(queued, !env.DATABASE_URL));
    return 0;
  } catch (error) {
    err(words.failed(error instanceof Error ? error.message : String(error)));
    return 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2), (l) => console.log(l), (l) => console.error(l)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
