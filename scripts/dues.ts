// `npm run dues -- remind [--no-upi]`: queues this month's fee reminders now, the same the server
// does daily (app/lib/fees/reminders.server.ts): once per member and month, however often it runs.
// A server running on the same DATA_DIR is asked through its control socket (always while it holds
// the embedded database; first, with PostgreSQL), so the reminders carry the server's own site
// address and UPI ID. When the command queues them itself (PostgreSQL with no server to ask, or the
// embedded database with no server running) it needs those settings, PUBLIC_SITE_URL and UPI_ID
// (or --no-upi), and without them refuses, naming what is missing (docs/decisions/035).
// Exit status: 0 done, 1 failed or refused, 2 wrong usage, 3 the database is in use by a server that does not answer.
import { pathToFileURL } from "node:url";
import { duesCommandCopy } from "#app/content/dues-command.ts";
import { askRunningServer, controlSocketPath, type ControlAnswer } from "#app/lib/auth/control-socket.server.ts";
import { DatabaseLockedError, openDatabase, openOrAskServer } from "#app/lib/db/client.server.ts";
import { EnvError, parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { sendReminders } from "#app/lib/fees/reminders.server.ts";

const words = duesCommandCopy;

/** What the command runs with besides its arguments: the environment (process.env) and the time (now); tests give their own. */
type Setting = { env?: Record<string, string | undefined>; now?: Date };

export async function main(argv: string[], out: (line: string) => void, err: (line: string) => void, setting: Setting = {}): Promise<number> {
  const environment = setting.env ?? process.env;
  if (argv[0] !== "remind" || argv.length > 2 || (argv.length === 2 && argv[1] !== "--no-upi")) {
    err(words.usage);
    return 2;
  }
  const noUpi = argv[1] === "--no-upi";
  let env;
  try {
    env = parseEnv({ ...environment, LOG_LEVEL: environment.LOG_LEVEL ?? "warn" });
  } catch (error) {
    if (error instanceof EnvError) {
      err(error.message);
      return 1;
    }
    throw error;
  }
  let unanswered = "";
  const ask = () =>
    askRunningServer(env.DATA_DIR, { op: "remind" }).catch((e: unknown) => {
      unanswered = e instanceof Error ? e.message : String(e);
      return undefined;
    });
  // Queued by this command, the reminders carry its settings: it needs the server's.
  const missing = [...(env.PUBLIC_SITE_URL_SET ? [] : ["PUBLIC_SITE_URL"]), ...(env.UPI_ID || noUpi ? [] : ["UPI_ID"])];
  // With PostgreSQL a server on this DATA_DIR is asked first: it mails with its own settings.
  if (env.DATABASE_URL) {
    const answer = await ask();
    if (answer) return answered(answer, out, err);
    if (missing.length > 0) {
      err(words.missingSettings(missing));
      return 1;
    }
  }
  let opened;
  try {
    opened = await openOrAskServer(
      (lockWaitMs) => openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, log: log.child({}, { level: "warn" }), lockWaitMs }),
      // Reminders go once per member and month, so asking twice queues nothing twice.
      ask,
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
  if ("answer" in opened) return answered(opened.answer, out, err);
  const { database } = opened;
  if (missing.length > 0) {
    await database.close();
    err(words.missingSettings(missing));
    return 1;
  }
  try {
    const queued = await sendReminders({ db: database.db, env }, setting.now);
    out(words.queued(queued, !env.DATABASE_URL));
    return 0;
  } catch (error) {
    err(words.failed(error instanceof Error ? error.message : String(error)));
    return 1;
  } finally {
    await database.close();
  }
}

/** What the running server answered, said to whoever runs the command. */
function answered(answer: ControlAnswer, out: (line: string) => void, err: (line: string) => void): number {
  if (!answer.ok) {
    err(answer.message);
    return 1;
  }
  out(words.queuedByServer(answer.queued ?? 0));
  return 0;
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
