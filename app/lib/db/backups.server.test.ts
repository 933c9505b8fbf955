// A daily backup without a file keeps the newest BACKUP_KEEP copies and removes the older ones,
// touching nothing but the backups it made.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { backupFileName, pruneBackups } from "./client.server.ts";

describe("pruning the backups folder", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("keeps the newest copies, by the time in their names, and leaves other files alone", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "backups-"));
    dirs.push(dataDir);
    const days = Array.from({ length: 20 }, (_, i) => backupFileName(dataDir, new Date(Date.UTC(2026, 0, 1 + i, 2, 15))));
    fs.mkdirSync(path.dirname(days[0]!), { recursive: true });
    // Written in no particular order; a PostgreSQL dump and a file of the operator's own beside them.
    for (const file of [...days].reverse()) fs.writeFileSync(file, "x");
    const dump = days[19]!.replace("2026-01-20", "2026-01-21").replace(/\.tar\.gz$/, ".pgdump");
    fs.writeFileSync(dump, "x");
    const own = path.join(path.dirname(days[0]!), "before-the-move.tar.gz");
    fs.writeFileSync(own, "x");

    const removed = pruneBackups(dataDir, 14);
    expect(removed).toEqual(days.slice(0, 7));
    expect(fs.readdirSync(path.dirname(own)).sort()).toEqual([...days.slice(7), dump, own].map((f) => path.basename(f)).sort());
    expect(pruneBackups(dataDir, 14)).toEqual([]);
    // A year of daily backups stays at what is kept.
    for (let i = 0; i < 365; i++) {
      fs.writeFileSync(backupFileName(dataDir, new Date(Date.UTC(2026, 1, 1) + i * 86_400_000)), "x");
      pruneBackups(dataDir, 14);
    }
    expect(fs.readdirSync(path.dirname(own)).filter((f) => f.startsWith("backup-"))).toHaveLength(14);
  });

  it("does nothing where no backup was ever made", () => {
    expect(pruneBackups(path.join(os.tmpdir(), "no-such-data-folder-25"), 14)).toEqual([]);
  });
});
