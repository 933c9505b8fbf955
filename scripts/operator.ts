// `npm run operator -- add EMAIL` / `passwd EMAIL`: creates an operator account for the console or
// changes its password, in the database itself or, while a server holds the embedded database,
// through that server's control socket. The password is read twice: from a hidden prompt on a terminal, or as two
// lines on standard input (for scripts: printf '%s\n%s\n' "$PW" "$PW" | npm run operator -- add EMAIL).
import readline from "node:readline";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { passwordProblem } from "#app/lib/auth/passwords.server.ts";
import { byEmail, changeOperatorPassword, COMMAND_LINE_ACTOR, createOperator, OperatorExistsError, OperatorNotFoundError } from "#app/lib/auth/operators.server.ts";
import { askRunningServer, controlSocketPath, type ControlRequest } from "#app/lib/auth/control-socket.server.ts";
import { DatabaseLockedError, openDatabase, type DatabaseHandle } from "#app/lib/db/client.server.ts";
import { EnvError, parseEnv, type Env } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { operators } from "#app/lib/db/schema.ts";

export const EXIT = { ok: 0, failed: 1, usage: 2, locked: 3 } as const;

const usage = `Usage:
  npm run operator -- add EMAIL      create an operator account for the console
  npm run operator -- passwd EMAIL   set a new password (ends that operator's sessions)

The password (at least 12 characters) is asked for twice. On a terminal it is not shown as you
type; otherwise the first two lines of standard input are read.

The command uses the same DATA_DIR / DATABASE_URL as the server, and works whether or not the
server runs: while a server holds the embedded database (no DATABASE_URL), the command asks that
server to make the change, through its control socket DATA_DIR/control.sock.

Exit status: 0 done, 1 refused or failed, 2 wrong usage, 3 database in use by a server that does
not answer.`;

export type Io = {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
};

/** Reads the first `count` lines of a piped standard input (the last one may lack its newline). */
function readLines(stdin: Io["stdin"], count: number): Promise<string[]> {
  return new Promise((resolve) => {
    const lines: string[] = [];
    const rl = readline.createInterface({ input: stdin, crlfDelay: Infinity, terminal: false });
    rl.on("line", (line) => {
      lines.push(line);
      if (lines.length === count) rl.close();
    });
    rl.on("close", () => resolve(lines));
  });
}

/** A prompt that does not echo what is typed; Ctrl-C and Ctrl-D abort. */
function promptHidden(io: Io, question: string): Promise<string | null> {
  return new Promise((resolve) => {
    const { stdin, stderr } = io;
    stderr.write(question);
    stdin.setRawMode?.(true);
    stdin.resume();
    let value = "";
    const finish = (result: string | null) => {
      stdin.removeListener("data", onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      stderr.write("\n");
      resolve(result);
    };
    const onData = (chunk: Buffer | string) => {
      for (const ch of chunk.toString("utf8")) {
        if (ch === "\r" || ch === "\n") return finish(value);
        if (ch === "\u0003" || ch === "\u0004") return finish(null);
        if (ch === "\u007f" || ch === "\b") value = [...value].slice(0, -1).join("");
        else if (ch >= " ") value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

async function readPasswordTwice(io: Io): Promise<[string, string] | null> {
  if (io.stdin.isTTY) {
    const first = await promptHidden(io, "New password (at least 12 characters): ");
    if (first === null) return null;
    const second = await promptHidden(io, "The same password again: ");
    if (second === null) return null;
    return [first, second];
  }
  const lines = await readLines(io.stdin, 2);
  if (lines.length < 2) return null;
  return [lines[0]!, lines[1]!];
}

const EmailSchema = z.email();

export type Deps = {
  env?: Env;
  /** Opens the database; tests pass their own. */
  open?: (env: Env) => Promise<DatabaseHandle>;
};

export async function main(argv: string[], io: Io, deps: Deps = {}): Promise<number> {
  const say = (text: string) => io.stdout.write(`${text}\n`);
  const complain = (text: string) => io.stderr.write(`${text}\n`);

  const [command, email, ...rest] = argv;
  if (command === "--help" || command === "-h" || command === "help") {
    say(usage);
    return EXIT.ok;
  }
  if ((command !== "add" && command !== "passwd") || !email || rest.length > 0) {
    complain(usage);
    return EXIT.usage;
  }
  if (!EmailSchema.safeParse(email.trim()).success) {
    complain(`"${email}" is not an e-mail address. Example: npm run operator -- ${command} operator@example.org`);
    return EXIT.usage;
  }

  let env: Env;
  try {
    env = deps.env ?? parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      complain(error.message);
      return EXIT.failed;
    }
    throw error;
  }

  const accounts = await openAccounts(env, deps, complain, email);
  if (typeof accounts === "number") return accounts;

  try {
    // Ask about the account before asking for a password that would then be thrown away.
    const exists = await accounts.exists(email);
    if (command === "add" && exists) {
      complain(`An operator with the e-mail address ${email.trim()} already exists. To change its password: npm run operator -- passwd ${email.trim()}`);
      return EXIT.failed;
    }
    if (command === "passwd" && !exists) {
      complain(`There is no operator with the e-mail address ${email.trim()}. To create one: npm run operator -- add ${email.trim()}`);
      return EXIT.failed;
    }

    const passwords = await readPasswordTwice(io);
    if (!passwords) {
      complain("No password given: nothing was changed. Type the password twice (or give it on two lines of standard input).");
      return EXIT.failed;
    }
    const [password, again] = passwords;
    if (password !== again) {
      complain("The two passwords differ: nothing was changed. Please run the command again.");
      return EXIT.failed;
    }
    const problem = passwordProblem(password);
    if (problem) {
      complain(`${problem} Nothing was changed.`);
      return EXIT.failed;
    }

    if (command === "add") {
      const created = await accounts.add(email, password);
      say(`Operator ${created} created. Log in at ${env.PUBLIC_SITE_URL}/admin/login`);
    } else {
      const endedSessions = await accounts.passwd(email, password);
      say(
        `Password changed for ${email.trim()}.` +
          (endedSessions ? ` ${endedSessions} signed-in session${endedSessions === 1 ? " was" : "s were"} ended.` : ""),
      );
    }
    if (accounts.viaServer) say("(Done by the running server: the site stayed online.)");
    return EXIT.ok;
  } catch (error) {
    if (error instanceof OperatorExistsError || error instanceof OperatorNotFoundError) {
      complain(error.message);
      return EXIT.failed;
    }
    complain(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  } finally {
    await accounts.close();
  }
}

/** What the command does to accounts: in the database itself, or through the running server. */
type Accounts = {
  viaServer: boolean;
  exists(email: string): Promise<boolean>;
  /** Resolves the new account's e-mail address. */
  add(email: string, password: string): Promise<string>;
  /** Resolves how many sessions were ended. */
  passwd(email: string, password: string): Promise<number>;
  close(): Promise<void>;
};

/**
 * Opens the database; when a running server holds the embedded one, asks that server through its
 * control socket instead (app/lib/auth/control-socket.server.ts), so the site stays online.
 * Returns an exit status when neither works.
 */
async function openAccounts(env: Env, deps: Deps, complain: (text: string) => void, email: string): Promise<Accounts | number> {
  let database: DatabaseHandle;
  try {
    database = await (deps.open ?? ((e: Env) => openDatabase({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR, log: log.child({}, { level: "warn" }) })))(env);
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      // Is a server answering on its control socket? (The question changes nothing.)
      const answer = await askRunningServer(env.DATA_DIR, { op: "exists", email }).catch(() => undefined);
      if (answer) return serverAccounts(env.DATA_DIR);
      complain(
        `The server is running and holds the embedded database, but it did not answer on its control socket ` +
          `(${controlSocketPath(env.DATA_DIR)}).\nIf it is an older version, stop it, run this command again, then start it.\n(${error.message})`,
      );
      return EXIT.locked;
    }
    complain(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  }
  const db = database.db;
  return {
    viaServer: false,
    async exists(email) {
      const [row] = await db.select({ id: operators.id }).from(operators).where(byEmail(email)).limit(1);
      return Boolean(row);
    },
    add: async (email, password) => (await createOperator(db, email, password, COMMAND_LINE_ACTOR)).email,
    passwd: async (email, password) => (await changeOperatorPassword(db, email, password, COMMAND_LINE_ACTOR)).endedSessions,
    close: async () => {
      if (!deps.open) await database.close();
    },
  };
}

function serverAccounts(dataDir: string): Accounts {
  const ask = async (request: ControlRequest) => {
    const answer = await askRunningServer(dataDir, request);
    if (!answer) throw new Error("The running server stopped answering. Nothing was changed; please run the command again.");
    if (answer.code === "taken") throw new OperatorExistsError(answer.message);
    if (answer.code === "not_found") throw new OperatorNotFoundError(answer.message);
    if (!answer.ok) throw new Error(answer.message);
    return answer;
  };
  return {
    viaServer: true,
    exists: async (email) => (await ask({ op: "exists", email })).code === "exists",
    add: async (email, password) => (await ask({ op: "add", email, password }), email.trim()),
    passwd: async (email, password) => (await ask({ op: "passwd", email, password })).endedSessions ?? 0,
    close: async () => {},
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr }).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(EXIT.failed);
    },
  );
}
