// `npm run backup [FILE]`: a consistent, restorable copy of the site's data.
// - Embedded database (no DATABASE_URL): a gzipped tarball of the whole database. While the server
//   runs (it holds the database), the server is asked with SIGUSR2 and writes it; otherwise the
//   database is opened here. Default FILE: DATA_DIR/backups/backup-<time>.tar.gz.
// - PostgreSQL (DATABASE_URL): pg_dump's custom format (pg_dump must be on PATH).
// With FILE, the copy is written there only (the one the server writes is moved there). Without,
// DATA_DIR/backups keeps the newest BACKUP_KEEP copies (7 unless set); older ones are removed. The
// server makes one itself each night at BACKUP_AT (app/lib/db/backups.server.ts); this command is
// for a copy now, or one to a file of its own. What it prints is the file as written.
// Mail files in DATA_DIR/mail are copies of what the outbox holds and are not part of a backup.
// Exit status: 0 written, 1 failed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { backupFileName, holds, openDatabase, pruneBackups } from "#app/lib/db/client.server.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";

/** Moves a file, across file systems too (a rename cannot cross them). */
function move(from: string, to: string): void {
  try {
    fs.renameSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
    fs.rmSync(from, { force: true });
  }
}

async function main(): Promise<number> {
  const env = parseEnv({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
  const code = await backup(env);
  // The folder of default backups keeps the newest BACKUP_KEEP; a backup to a file of its own leaves it alone.
  if (code === 0 && !process.argv[2]) {
    for (const removed of pruneBackups(env.DATA_DIR, env.BACKUP_KEEP)) console.log(`Removed an older backup: ${removed}`);
  }
  return code;
}

async function backup(env: ReturnType<typeof parseEnv>): Promise<number> {
  const started = new Date();
  const file = path.resolve(process.argv[2] ?? (env.DATABASE_URL ? backupFileName(env.DATA_DIR, started).replace(/\.tar\.gz$/, ".pgdump") : backupFileName(env.DATA_DIR, started)));
  fs.mkdirSync(path.dirname(file), { recursive: true });

  if (env.DATABASE_URL) {
    const dump = spawnSync("pg_dump", ["--format=custom", `--file=${file}`, env.DATABASE_URL], { stdio: ["ignore", "inherit", "inherit"] });
    if (dump.error) {
      console.error("pg_dump is not installed here: install PostgreSQL's client tools (Debian: postgresql-client), or back up with your provider's tools.");
      return 1;
    }
    if (dump.status !== 0) return 1;
    console.log(`Backup written: ${file}`);
    return 0;
  }

  const lockFile = path.join(path.resolve(env.DATA_DIR), "db.lock");
  const [pidText, startedAt] = fs.existsSync(lockFile) ? fs.readFileSync(lockFile, "utf8").trim().split(/\s+/) : [];
  const holder = Number(pidText);
  if (holder && holds(holder, startedAt)) {
    // The running server holds the database: it writes the copy into DATA_DIR/backups.
    const dir = path.dirname(backupFileName(env.DATA_DIR));
    const before = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
    process.kill(holder, "SIGUSR2");
    const until = Date.now() + 120_000;
    while (Date.now() < until) {
      const made = (fs.existsSync(dir) ? fs.readdirSync(dir) : []).find((f) => f.endsWith(".tar.gz") && !before.has(f));
      if (made) {
        const written = path.join(dir, made);
        // Asked for a file of its own, the copy is there only: DATA_DIR/backups does not fill up with them.
        // Without, it keeps the name the server gave it (and logged).
        if (!process.argv[2]) {
          console.log(`Backup written by the running server (process ${holder}): ${written}`);
          return 0;
        }
        if (path.resolve(written) !== file) move(written, file);
        console.log(`Backup written by the running server (process ${holder}): ${file}`);
        return 0;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    console.error(`The running server (process ${holder}) did not write a backup within 2 minutes: see its log.`);
    return 1;
  }

  const database = await openDatabase({ dataDir: env.DATA_DIR, log, migrate: false });
  try {
    await database.backup!(file);
  } finally {
    await database.close();
  }
  console.log(`Backup written: ${file}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
