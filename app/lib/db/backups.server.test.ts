// A daily backup without a file keeps the newest BACKUP_KEEP copies and removes the older ones,
// touching nothing but the backups it made. The server's own backups: the file its log names, a
// failure and a missed night as the overview shows them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { backupFileName, pruneBackups } from "./client.server.ts";
import { backupPath, createBackups, listBackups } from "./backups.server.ts";
import { captureLog } from "#tests/support/capture-log.ts";

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

describe("the backups the server makes", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const setup = (backup: (file: string) => Promise<void>, startedAt = new Date()) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "backups-made-"));
    dirs.push(dataDir);
    const captured = captureLog("info");
    const env = { DATA_DIR: dataDir, DATABASE_URL: undefined, BACKUP_AT: "02:30", BACKUP_KEEP: 2 };
    return { dataDir, captured, backups: createBackups({ database: { backup }, env, log: captured.log }, startedAt) };
  };

  it("writes a copy, logs the very file it wrote, keeps BACKUP_KEEP, and lists them newest first with their size", async () => {
    const { dataDir, captured, backups } = setup(async (file) => fs.writeFileSync(file, "a copy of the database"));
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(await backups.make("asked"));
      await new Promise((r) => setTimeout(r, 5));
    }
    const listed = listBackups(dataDir);
    expect(listed.map((b) => b.name)).toEqual([made[2]!.name, made[1]!.name]);
    expect(listed[0]).toMatchObject({ bytes: 22, at: made[2]!.at });
    const written = captured.lines().filter((l) => l.msg === "backup written");
    expect(written).toHaveLength(3);
    for (const [i, line] of written.entries()) {
      expect(line.file).toBe(path.join(dataDir, "backups", made[i]!.name));
    }
    expect(written[2]!.removed).toEqual([made[0]!.name]);
    expect(fs.existsSync(written[2]!.file as string)).toBe(true);
    expect(backups.health()).toEqual({ state: "ok", last: listed[0] });
    // Only a listed backup's name reaches the file system.
    expect(backupPath(dataDir, made[2]!.name)).toBe(path.join(dataDir, "backups", made[2]!.name));
    for (const name of [made[0]!.name, "../db.lock", "backup-2026-01-01T00-00-00-000Z.tar.gz/../../x", "notes.txt"]) expect(backupPath(dataDir, name), name).toBeUndefined();
  });

  it("a failed backup is logged, shows as failed until one succeeds, and leaves no file behind", async () => {
    let fail = true;
    const { dataDir, captured, backups } = setup(async (file) => {
      if (fail) throw new Error("No space left on device");
      fs.writeFileSync(file, "x");
    });
    await expect(backups.make("nightly")).rejects.toThrow("No space left on device");
    expect(listBackups(dataDir)).toEqual([]);
    expect(backups.health()).toMatchObject({ state: "failed", reason: "No space left on device" });
    expect(captured.lines().find((l) => l.level === 50)?.msg).toMatch(/backup failed/);
    fail = false;
    await backups.make("asked");
    expect(backups.health().state).toBe("ok");
  });

  it("a night without a backup shows as missing; a new site with none yet, before its first night, does not", () => {
    // Started at 10:00 in Bangalore; at 23:00 the same day no night has passed yet.
    const started = new Date("2026-11-27T04:30:00Z");
    const { dataDir, backups } = setup(async () => undefined, started);
    expect(backups.health(new Date("2026-11-27T17:30:00Z")).state).toBe("ok");
    // At 09:00 the next morning, 02:30 passed with the server running and nothing was made.
    expect(backups.health(new Date("2026-11-28T03:30:00Z"))).toMatchObject({ state: "missing", last: undefined, next: new Date("2026-11-28T21:00:00Z") });
    // A backup two days old is missing the last night's.
    fs.mkdirSync(path.join(dataDir, "backups"));
    fs.writeFileSync(backupFileName(dataDir, new Date("2026-11-25T21:00:00Z")), "x");
    expect(backups.health(new Date("2026-11-27T21:30:00Z")).state).toBe("missing");
    expect(backups.health(new Date("2026-11-26T12:00:00Z")).state).toBe("ok");
  });

  it("makes one each night at BACKUP_AT in Bangalore, by itself, and again the next night", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      // 01:00 in Bangalore.
      vi.setSystemTime(new Date("2026-11-27T19:30:00Z"));
      const times: string[] = [];
      const { dataDir, backups } = setup(async (file) => {
        times.push(new Date().toISOString());
        fs.writeFileSync(file, "x");
      });
      backups.start();
      await vi.advanceTimersByTimeAsync(89 * 60_000);
      expect(times).toEqual([]);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(times).toEqual(["2026-11-27T21:00:00.000Z"]);
      await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
      expect(times).toEqual(["2026-11-27T21:00:00.000Z", "2026-11-28T21:00:00.000Z"]);
      expect(listBackups(dataDir)).toHaveLength(2);
      backups.stop();
      await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
      expect(times).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
