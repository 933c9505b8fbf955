// Owns the backups the server makes of its own database: each night at BACKUP_AT (a time in
// Bangalore), when an owner presses "make one now" on /admin/backups, and when `npm run backup`
// asks a running server (SIGUSR2). Each is written under a temporary name and renamed when
// whole, into DATA_DIR/backups, which keeps the newest BACKUP_KEEP. The embedded database is
// copied by the process that holds it; PostgreSQL by pg_dump. A failure is logged, kept for the
// console's overview and tried again the next night; a night without a backup shows there too.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { nextClockTime } from "#app/core/calendar.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Logger } from "#app/lib/log.server.ts";
import { backupFileName, pruneBackups, type DatabaseHandle } from "./client.server.ts";

/** A backup in DATA_DIR/backups: its name, when it was made (from its name) and its size. */
export type BackupFile = { name: string; at: Date; bytes: number };

/** A backup's name as backupFileName makes it (a .pgdump for PostgreSQL); its time is in it. */
const BACKUP_NAME = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.(tar\.gz|pgdump)$/;

/** The backups in DATA_DIR/backups, newest first. Files of other names are not listed. */
export function listBackups(dataDir: string): BackupFile[] {
  const dir = path.dirname(backupFileName(dataDir));
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .flatMap((name) => {
      const m = BACKUP_NAME.exec(name);
      if (!m) return [];
      const stat = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
      return stat?.isFile() ? [{ name, at: new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`), bytes: stat.size }] : [];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** The path of a listed backup by its name, or undefined: a name that is not a backup's never reaches the file system. */
export function backupPath(dataDir: string, name: string): string | undefined {
  if (!BACKUP_NAME.test(name)) return undefined;
  const file = path.join(path.dirname(backupFileName(dataDir)), name);
  return fs.existsSync(file) ? file : undefined;
}

/** A night is missed when the newest backup is older than this (a day, and room for a slow one). */
const MISSED_AFTER_MS = 26 * 60 * 60_000;

export type BackupHealth =
  | { state: "ok"; last: BackupFile | undefined }
  | { state: "failed"; at: Date; reason: string; last: BackupFile | undefined }
  | { state: "missing"; last: BackupFile | undefined; next: Date };

type BackupDeps = { database: Pick<DatabaseHandle, "backup">; env: Pick<Env, "DATA_DIR" | "DATABASE_URL" | "BACKUP_AT" | "BACKUP_KEEP">; log: Logger };

export type Backups = {
  /** Makes a backup now and keeps the newest BACKUP_KEEP; resolves with the file written, rejects when it failed (logged). */
  make(why: "nightly" | "asked" | "signal"): Promise<BackupFile>;
  /** Whether the last backup failed, or none was made in the last day; else the newest. */
  health(now?: Date): BackupHealth;
  /** Starts the nightly schedule (BACKUP_AT in Bangalore). */
  start(): void;
  stop(): void;
};

/** Runs pg_dump in its custom format into `file`; a missing pg_dump says what to install. */
function pgDump(databaseUrl: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("pg_dump", ["--format=custom", `--file=${file}`, databaseUrl], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => void (stderr = (stderr + chunk.toString("utf8")).slice(-2000)));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new Error("pg_dump is not installed on this server: install PostgreSQL's client tools (Debian: postgresql-client)") : error),
    );
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`pg_dump ended with status ${code}: ${stderr.trim()}`))));
  });
}

export function createBackups(deps: BackupDeps, startedAt = new Date()): Backups {
  const { env, log } = deps;
  let failure: { at: Date; reason: string } | undefined;
  let running: Promise<BackupFile> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function write(started: Date): Promise<BackupFile> {
    const final = backupFileName(env.DATA_DIR, started);
    const file = env.DATABASE_URL ? final.replace(/\.tar\.gz$/, ".pgdump") : final;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (env.DATABASE_URL) {
      const partial = `${file}.partial`;
      try {
        await pgDump(env.DATABASE_URL, partial);
        fs.renameSync(partial, file); // never a half-written backup under the final name
      } finally {
        fs.rmSync(partial, { force: true });
      }
    } else {
      if (!deps.database.backup) throw new Error("this database cannot be copied by the server");
      await deps.database.backup(file);
    }
    return { name: path.basename(file), at: started, bytes: fs.statSync(file).size };
  }

  const backups: Backups = {
    make(why) {
      // One at a time: a press during the nightly copy waits for it and gets it.
      running ??= (async () => {
        const started = new Date();
        try {
          const made = await write(started);
          failure = undefined;
          const removed = pruneBackups(env.DATA_DIR, env.BACKUP_KEEP);
          // The log names the very file written, so a restore can be pointed at it.
          log.info({ file: path.join(path.dirname(backupFileName(env.DATA_DIR)), made.name), bytes: made.bytes, why, removed: removed.map((f) => path.basename(f)) }, "backup written");
          return made;
        } catch (error) {
          failure = { at: started, reason: error instanceof Error ? error.message : String(error) };
          log.error({ err: error, why }, "backup failed; the console's overview shows it, and the next night's backup tries again");
          throw error;
        } finally {
          running = undefined;
        }
      })();
      return running;
    },
    health(now = new Date()) {
      const [last] = listBackups(env.DATA_DIR);
      if (failure && (!last || failure.at.getTime() >= last.at.getTime())) return { state: "failed", ...failure, last };
      const next = nextClockTime(now, env.BACKUP_AT);
      // Without any backup, one is missing once a night has passed with the server running (a new site has none yet).
      const due = new Date(next.getTime() - 24 * 60 * 60_000);
      const missing = last ? now.getTime() - last.at.getTime() > MISSED_AFTER_MS : due.getTime() > startedAt.getTime();
      if (missing) return { state: "missing", last, next };
      return { state: "ok", last };
    },
    start() {
      const plan = () => {
        const wait = nextClockTime(new Date(), env.BACKUP_AT).getTime() - Date.now();
        timer = setTimeout(() => {
          // Servers sharing DATA_DIR: a backup another one made in the last hour is tonight's.
          const [last] = listBackups(env.DATA_DIR);
          const fresh = last && Date.now() - last.at.getTime() < 60 * 60_000;
          (fresh ? Promise.resolve() : backups.make("nightly")).catch(() => undefined).finally(plan);
        }, wait);
        timer.unref();
      };
      plan();
    },
    stop() {
      clearTimeout(timer);
    },
  };
  return backups;
}
