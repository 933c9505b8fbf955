// Owns the running server's control socket: how `npm run operator` adds an operator or sets a
// password while the server holds the embedded database, which no second process may open, and how
// `npm run dues -- remind` has the server queue the month's fee reminders with its own settings.
// `npm run operator` needs it only with the embedded database (with PostgreSQL it opens the
// database itself); `npm run dues` asks it on either (docs/decisions/035). The socket is a file in
// DATA_DIR that only the server's own user may open (mode 0600); each connection sends one JSON
// line and gets one JSON line back. Passwords are never logged.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { z } from "zod";
import type { Database } from "#app/lib/db/client.server.ts";
import type { Logger } from "#app/lib/log.server.ts";
import { passwordProblem } from "#app/lib/auth/passwords.server.ts";
import {
  byEmail,
  changeOperatorPassword,
  COMMAND_LINE_ACTOR,
  createOperator,
  OperatorExistsError,
  ROLES,
  OperatorNotFoundError,
} from "#app/lib/auth/operators.server.ts";
import { operators } from "#app/lib/db/schema.ts";

/** The file in DATA_DIR where a server notes the address it serves (the command prints it). */
const ADDRESS_FILE = "served-address";

/** Notes the address this server serves in DATA_DIR, for `npm run operator` to print; a failure is only logged. */
export function writeServedAddress(dataDir: string, address: string, log: Pick<Logger, "warn">): void {
  try {
    fs.mkdirSync(path.resolve(dataDir), { recursive: true });
    fs.writeFileSync(path.join(path.resolve(dataDir), ADDRESS_FILE), `${address}\n`);
  } catch (error) {
    log.warn({ err: error }, "could not note the served address in DATA_DIR");
  }
}

/** The address the last server on this DATA_DIR served, if one noted it. */
export function readServedAddress(dataDir: string): string | undefined {
  try {
    const address = fs.readFileSync(path.join(path.resolve(dataDir), ADDRESS_FILE), "utf8").trim();
    return /^https?:\/\/\S+$/.test(address) ? address : undefined;
  } catch {
    return undefined;
  }
}

/** Where the server listens, for a DATA_DIR. */
export function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), "control.sock");
}

/** A Unix socket's path must fit the kernel's sockaddr_un (108 bytes with its terminator). */
const MAX_SOCKET_PATH = 107;
/** One request line at most; a longer one is refused. */
const MAX_REQUEST_BYTES = 4096;

const RequestSchema = z.discriminatedUnion("op", [
  z.object({ op: z.literal("exists"), email: z.string().max(320) }),
  z.object({ op: z.literal("add"), email: z.string().max(320), password: z.string().max(1024), role: z.enum(ROLES).default("owner") }),
  z.object({ op: z.literal("passwd"), email: z.string().max(320), password: z.string().max(1024) }),
  // `npm run dues -- remind`: this month's fee reminders, queued by the server that holds the database.
  z.object({ op: z.literal("remind") }),
]);
export type ControlRequest = z.infer<typeof RequestSchema>;

export type ControlAnswer = {
  ok: boolean;
  /** exists | missing | created | changed | taken | not_found | invalid | failed */
  code: string;
  message: string;
  endedSessions?: number;
  /** The address the server serves (where the console's login is), for the command to print. */
  address?: string;
  /** How many fee reminders were queued (remind). */
  queued?: number;
};

/** What else the server does when asked: queue this month's fee reminders, resolving how many. */
type ControlJobs = { remind?: () => Promise<number> };

/** Does what one request asks, with the same rules as the console. */
async function answerControlRequest(db: Database, request: ControlRequest, jobs: ControlJobs): Promise<ControlAnswer> {
  if (request.op === "remind") {
    if (!jobs.remind) return { ok: false, code: "failed", message: "This server does not send fee reminders." };
    const queued = await jobs.remind();
    return { ok: true, code: "reminded", message: `${queued} reminder${queued === 1 ? "" : "s"} queued.`, queued };
  }
  const email = request.email.trim();
  if (!z.email().safeParse(email).success) return { ok: false, code: "invalid", message: `"${email}" is not an e-mail address.` };
  if (request.op === "exists") {
    const [row] = await db.select({ id: operators.id }).from(operators).where(byEmail(email)).limit(1);
    return row ? { ok: true, code: "exists", message: "The account exists." } : { ok: true, code: "missing", message: "There is no such account." };
  }
  const problem = passwordProblem(request.password);
  if (problem) return { ok: false, code: "invalid", message: problem };
  try {
    if (request.op === "add") {
      const created = await createOperator(db, email, request.password, COMMAND_LINE_ACTOR, request.role);
      return { ok: true, code: "created", message: `Operator ${created.email} created (${created.role}).` };
    }
    const { endedSessions } = await changeOperatorPassword(db, email, request.password, COMMAND_LINE_ACTOR);
    return { ok: true, code: "changed", message: `Password changed for ${email}.`, endedSessions };
  } catch (error) {
    if (error instanceof OperatorExistsError) return { ok: false, code: "taken", message: error.message };
    if (error instanceof OperatorNotFoundError) return { ok: false, code: "not_found", message: error.message };
    throw error;
  }
}

export type ControlSocket = { path: string; close(): Promise<void> };

/**
 * Listens on DATA_DIR/control.sock. A socket file left by a server that was killed is replaced:
 * the embedded database's lock already proves no other live server uses this DATA_DIR. With
 * PostgreSQL (where only `npm run dues` asks) servers sharing one DATA_DIR on one machine replace
 * each other's file: the last one started answers, with the same database and settings.
 * Resolves undefined (and logs why) when the socket cannot be made; the site runs on without it.
 */
export async function startControlSocket(options: { dataDir: string; db: Database; log: Logger; address?: string; jobs?: ControlJobs }): Promise<ControlSocket | undefined> {
  const { db, log, address } = options;
  const file = controlSocketPath(options.dataDir);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) {
    log.warn({ file }, "DATA_DIR's path is too long for the control socket; npm run operator needs the server stopped");
    return undefined;
  }
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    socket.setTimeout(30_000, () => socket.destroy());
    let buffered = "";
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      const end = buffered.indexOf("\n");
      if (end < 0) {
        if (buffered.length > MAX_REQUEST_BYTES) reply({ ok: false, code: "invalid", message: "The request was too long." });
        return;
      }
      socket.off("data", onData);
      let request: ControlRequest;
      try {
        request = RequestSchema.parse(JSON.parse(buffered.slice(0, end)));
      } catch {
        return reply({ ok: false, code: "invalid", message: "The server did not understand the request." });
      }
      answerControlRequest(db, request, options.jobs ?? {}).then(
        (answer) => {
          if (answer.ok && request.op === "remind") log.info({ queued: answer.queued }, "fee reminders queued through the control socket");
          else if (answer.ok && request.op !== "exists") log.info({ op: request.op, code: answer.code }, "operator account changed through the control socket");
          reply(answer);
        },
        (error: unknown) => {
          log.error({ err: error, op: request.op }, "control socket request failed");
          reply({ ok: false, code: "failed", message: "The server could not do it: see its log." });
        },
      );
    };
    const reply = (answer: ControlAnswer) => socket.end(`${JSON.stringify({ ...answer, ...(address ? { address } : {}) })}\n`);
    socket.on("data", onData);
    socket.on("error", () => socket.destroy());
  });
  // Only this user may connect: the socket is made with no permission for group or others.
  const previous = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(file, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    log.warn({ err: error, file }, "could not open the control socket; npm run operator needs the server stopped");
    return undefined;
  } finally {
    process.umask(previous);
  }
  server.unref();
  return {
    path: file,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(file, { force: true });
      }),
  };
}

/**
 * The command's side: sends one request to a running server. Resolves undefined when no server
 * listens (no socket file, or nobody answers at it).
 */
export function askRunningServer(dataDir: string, request: ControlRequest, timeoutMs = 20_000): Promise<ControlAnswer | undefined> {
  const file = controlSocketPath(dataDir);
  if (!fs.existsSync(file)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(file);
    let answer = "";
    let connected = false;
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error("The running server did not answer in time."));
    });
    socket.on("connect", () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
    socket.on("end", () => {
      try {
        resolve(JSON.parse(answer) as ControlAnswer);
      } catch {
        reject(new Error("The running server gave an answer this command does not understand."));
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === "ECONNREFUSED" || error.code === "ENOENT")) resolve(undefined);
      else reject(error);
    });
  });
}
