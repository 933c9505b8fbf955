// `npm run operator -- add EMAIL [--role owner|editor]` / `passwd EMAIL`: creates an operator account
// for the console (an owner unless --role editor) or changes its password, in the database itself
// or, while a server holds the embedded database, through that server's control socket. The
// password is read twice: from a hidden prompt on a terminal, or as two lines on standard input
// (for scripts: printf '%s\n%s\n' "$PW" "$PW" | npm run operator -- add EMAIL). Without DATA_DIR it
// uses the server's default data folder, and refuses to start a database of its own there; it prints
// the address the server really serves.
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { passwordProblem } from "#app/lib/auth/passwords.server.ts";
import {
  byEmail,
  changeOperatorPassword,
  COMMAND_LINE_ACTOR,
  createOperator,
  isRole,
  OperatorExistsError,
  OperatorNotFoundError,
  type Role,
} from "#app/lib/auth/operators.server.ts";
import { askRunningServer, controlSocketPath, readServedAddress, type ControlRequest } from "#app/lib/auth/control-socket.server.ts";
import { DatabaseLockedError, openDatabase, openOrAskServer, type DatabaseHandle } from "#app/lib/db/client.server.ts";
import { EnvError, parseEnv, type Env } from "#app/lib/env.server.ts";
import { operatorCommandCopy as words } from "#app/content/operator-command.ts";
import { log } from "#app/lib/log.server.ts";
import { operators } from "#app/lib/db/schema.ts";

export const EXIT = { ok: 0, failed: 1, usage: 2, locked: 3 } as const;

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
  /** Whether DATA_DIR was given (tests say; otherwise: given with env, or in the environment). */
  dataDirGiven?: boolean;
  /** Opens the database; tests pass their own. */
  open?: (env: Env) => Promise<DatabaseHandle>;
};

/** `add EMAIL --role editor` (or `--role=editor`): the arguments without the role, and the role. */
function readRole(argv: string[]): { args: string[]; role: string } {
  const args: string[] = [];
  let role = "owner";
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--role") role = argv[++i] ?? "";
    else if (arg.startsWith("--role=")) role = arg.slice("--role=".length);
    else args.push(arg);
  }
  return { args, role };
}

export async function main(argv: string[], io: Io, deps: Deps = {}): Promise<number> {
  const say = (text: string) => io.stdout.write(`${text}\n`);
  const complain = (text: string) => io.stderr.write(`${text}\n`);

  const { args, role } = readRole(argv);
  const [command, email, ...rest] = args;
  if (command === "--help" || command === "-h" || command === "help") {
    say(words.usage);
    return EXIT.ok;
  }
  if ((command !== "add" && command !== "passwd") || !email || rest.length > 0) {
    complain(words.usage);
    return EXIT.usage;
  }
  if (!isRole(role) || (command === "passwd" && argv.some((a) => a.startsWith("--role")))) {
    complain(isRole(role) ? words.usage : words.badRole(role));
    return EXIT.usage;
  }
  if (!EmailSchema.safeParse(email.trim()).success) {
    complain(words.notAnEmail(email, command));
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

  const folder = path.resolve(env.DATA_DIR);
  // Run without DATA_DIR, the command must not start a database of its own in the default folder
  // while the server uses another one: it would say "created" for an account nobody can use.
  const dataDirGiven = deps.dataDirGiven ?? (deps.env !== undefined || Boolean(process.env.DATA_DIR));
  if (!env.DATABASE_URL && !dataDirGiven && !["db/PG_VERSION", "db.lock", "control.sock"].some((f) => fs.existsSync(path.join(folder, f)))) {
    complain(words.noDatabase(folder));
    return EXIT.failed;
  }

  const accounts = await openAccounts(env, deps, complain, email);
  if (typeof accounts === "number") return accounts;

  try {
    // Ask about the account before asking for a password that would then be thrown away.
    const exists = await accounts.exists(email);
    if (command === "add" && exists) {
      complain(words.exists(email.trim()));
      return EXIT.failed;
    }
    if (command === "passwd" && !exists) {
      complain(words.missing(email.trim()));
      return EXIT.failed;
    }

    const passwords = await readPasswordTwice(io);
    if (!passwords) {
      complain(words.noPassword);
      return EXIT.failed;
    }
    const [password, again] = passwords;
    if (password !== again) {
      complain(words.differ);
      return EXIT.failed;
    }
    const problem = passwordProblem(password);
    if (problem) {
      complain(words.refused(problem));
      return EXIT.failed;
    }

    if (command === "add") {
      const created = await accounts.add(email, password, role);
      say(words.created(created, role, env.DATABASE_URL ? words.postgres : words.embedded(folder)));
      // The address the server really serves: as it says, or as it last noted in its data folder,
      // else as this command's own configuration would have it serve.
      const address = accounts.address ?? (env.PUBLIC_SITE_URL_SET ? env.PUBLIC_SITE_URL : (readServedAddress(folder) ?? env.PUBLIC_SITE_URL));
      say(words.logIn(address));
    } else {
      say(words.changed(email.trim(), await accounts.passwd(email, password)));
    }
    if (accounts.viaServer) say(words.viaServer);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof OperatorExistsError || error instanceof OperatorNotFoundError) {
      complain(error.message);
      return EXIT.failed;
    }
    complain(words.failed(error instanceof Error ? error.message : String(error)));
    return EXIT.failed;
  } finally {
    await accounts.close();
  }
}

/** What the command does to accounts: in the database itself, or through the running server. */
type Accounts = {
  viaServer: boolean;
  /** The address the running server says it serves, once it has answered. */
  address?: string;
  exists(email: string): Promise<boolean>;
  /** Resolves the new account's e-mail address. */
  add(email: string, password: string, role: Role): Promise<string>;
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
    const opened = await openOrAskServer(
      (lockWaitMs) => (deps.open ? deps.open(env) : openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, log: log.child({}, { level: "warn" }), lockWaitMs })),
      // Is a server answering on its control socket? (The question changes nothing.)
      () => askRunningServer(env.DATA_DIR, { op: "exists", email }).catch(() => undefined),
    );
    if ("answer" in opened) return serverAccounts(env.DATA_DIR);
    database = opened.database;
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      complain(words.noServerAnswer(controlSocketPath(env.DATA_DIR), error.message));
      return EXIT.locked;
    }
    complain(words.cannotOpen(error instanceof Error ? error.message : String(error)));
    return EXIT.failed;
  }
  const db = database.db;
  return {
    viaServer: false,
    async exists(email) {
      const [row] = await db.select({ id: operators.id }).from(operators).where(byEmail(email)).limit(1);
      return Boolean(row);
    },
    add: async (email, password, role) => (await createOperator(db, email, password, COMMAND_LINE_ACTOR, role)).email,
    passwd: async (email, password) => (await changeOperatorPassword(db, email, password, COMMAND_LINE_ACTOR)).endedSessions,
    close: async () => {
      if (!deps.open) await database.close();
    },
  };
}

function serverAccounts(dataDir: string): Accounts {
  const ask = async (request: ControlRequest) => {
    const answer = await askRunningServer(dataDir, request);
    if (!answer) throw new Error(words.stoppedAnswering);
    if (answer.address) accounts.address = answer.address;
    if (answer.code === "taken") throw new OperatorExistsError(answer.message);
    if (answer.code === "not_found") throw new OperatorNotFoundError(answer.message);
    if (!answer.ok) throw new Error(answer.message);
    return answer;
  };
  const accounts: Accounts = {
    viaServer: true,
    exists: async (email) => (await ask({ op: "exists", email })).code === "exists",
    add: async (email, password, role) => (await ask({ op: "add", email, password, role }), email.trim()),
    passwd: async (email, password) => (await ask({ op: "passwd", email, password })).endedSessions ?? 0,
    close: async () => {},
  };
  return accounts;
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
