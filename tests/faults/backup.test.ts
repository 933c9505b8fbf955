// Backups: `npm run backup` while the server runs on the embedded database (the
// server writes the copy when asked with SIGUSR2), then `npm run restore` into an empty data folder
// brings back every record and every outbox row, and the console's photos and content;
// a second restore over it is refused. A backup to a file is written there only, and the folder of
// default backups keeps the newest BACKUP_KEEP; the file the command names is the one written.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDir, freshTarget, kill, post, rowCounts, sampleSubmission, serve, type ServerProcess, type Target } from "./lib/harness.ts";

const root = path.resolve(import.meta.dirname, "../..");
const PHOTO_KEY = "0123456789abcdef01234567";
const PHOTO_BYTES = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) % 256));

/** Runs the compiled command (backup, restore) of the build under test, as `npm run NAME` does. */
function run(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, [path.join(buildDir, "server", `${name}.js`), ...args], { cwd: root, env: { ...process.env, LOG_LEVEL: "silent", ...env }, encoding: "utf8" });
}

describe("backup while the server runs, restore into an empty folder", () => {
  let target: Target;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    target = await freshTarget("pglite", "backup");
    // A photo with one variant, in the gallery and on a published post, as the console stores them.
    const db = await target.open();
    const [photo] = await db.query<{ id: number }>(
      "insert into media (key, title, alt, width, height, original_type, original_bytes) values ($1, 'Diwali', 'Members lighting diyas', 640, 480, 'image/jpeg', 1000) returning id",
      [PHOTO_KEY],
    );
    await db.query("insert into media_variants (media_id, width, height, format, bytes, size) values ($1, 640, 480, 'webp', $2, $3)", [photo!.id, PHOTO_BYTES, PHOTO_BYTES.byteLength]);
    await db.query("insert into gallery_items (kind, media_id, title, alt, category, caption, date, position) values ('photo', $1, 'Diwali', 'Members lighting diyas', 'celebrations', '', '2026-11-01', 1)", [photo!.id]);
    await db.query("insert into blog_posts (slug, title, category, excerpt, body, cover_media_id, status, published_at) values ('diwali-thanks', 'Diwali: thank you', 'lifestyle', 'Thank you all.', 'Thank you.', $1, 'published', now())", [photo!.id]);
    await db.close();
    server = await serve(target);
  }, 240_000);
  afterAll(() => kill(server));

  it("round-trips every record and outbox row", async () => {
    const references: string[] = [];
    for (let i = 0; i < 8; i++) {
      const { path: route, body } = sampleSubmission(i, "backup");
      const answer = await post(server!.base, route, body);
      expect(answer.reference, answer.html.slice(0, 200)).toBeDefined();
      references.push(answer.reference!);
    }
    const file = path.join(target.dataDir, "..", "faults-backup-copy.tar.gz");
    fs.rmSync(file, { force: true });
    const backup = run("backup", [file], { DATA_DIR: target.dataDir, DATABASE_URL: "" });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain("running server");
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
    // Asked for a file of its own, the copy is written there only.
    const folder = path.join(target.dataDir, "backups");
    const inFolder = () => (fs.existsSync(folder) ? fs.readdirSync(folder).sort() : []);
    expect(inFolder()).toEqual([]);

    // Without a file, the folder keeps the newest BACKUP_KEEP copies and removes older ones.
    fs.mkdirSync(folder, { recursive: true });
    const old = ["backup-2020-01-01T02-15-00-000Z.tar.gz", "backup-2020-01-02T02-15-00-000Z.tar.gz", "backup-2020-01-03T02-15-00-000Z.tar.gz"];
    for (const name of old) fs.writeFileSync(path.join(folder, name), "an older copy");
    const daily = run("backup", [], { DATA_DIR: target.dataDir, DATABASE_URL: "", BACKUP_KEEP: "2" });
    expect(daily.status, daily.stderr).toBe(0);
    expect(daily.stdout).toContain("Removed an older backup");
    const kept = inFolder();
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe(old[2]);
    expect(fs.statSync(path.join(folder, kept[1]!)).size).toBeGreaterThan(1000);
    // What the command prints is the very file the server wrote (and logged), not one of another name.
    const printed = /running server \(process \d+\): (.+)$/m.exec(daily.stdout)?.[1];
    expect(printed).toBe(path.join(folder, kept[1]!));

    // What the live database holds, read once the server has stopped.
    await kill(server);
    server = undefined;
    const live = await target.open();
    const expected = await rowCounts(live);
    await live.close();

    const restoredDir = path.join(target.dataDir, "..", "faults-backup-restored");
    fs.rmSync(restoredDir, { recursive: true, force: true });
    const restore = run("restore", [file], { DATA_DIR: restoredDir, DATABASE_URL: "" });
    expect(restore.status, restore.stderr).toBe(0);
    expect(run("restore", [file], { DATA_DIR: restoredDir, DATABASE_URL: "" }).status).toBe(1);

    const db = await PGlite.create(path.join(restoredDir, "db"));
    const inspector = { query: async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows, close: () => db.close() };
    expect(await rowCounts(inspector)).toEqual(expected);
    for (const table of ["contact_inquiries", "members", "volunteers", "newsletter_subscriptions"]) {
      const rows = await inspector.query<{ reference: string }>(`select reference from ${table}`);
      for (const r of rows) expect(references).toContain(r.reference);
    }
    // The console's content came back too: the photo's bytes as stored, its gallery item and post,
    // and the stories and team the server copied in when it first started.
    const [variant] = await inspector.query<{ bytes: Uint8Array }>("select v.bytes from media_variants v join media m on m.id = v.media_id where m.key = $1", [PHOTO_KEY]);
    expect(Buffer.from(variant!.bytes).equals(PHOTO_BYTES)).toBe(true);
    expect(await inspector.query("select title from gallery_items")).toEqual([{ title: "Diwali" }]);
    expect(await inspector.query("select slug from blog_posts where status = 'published'")).toEqual([{ slug: "diwali-thanks" }]);
    expect(Number((await inspector.query<{ n: number }>("select count(*)::int as n from stories"))[0]!.n)).toBe(6);
    expect(Number((await inspector.query<{ n: number }>("select count(*)::int as n from team_members"))[0]!.n)).toBe(3);
    const outboxRefs = await inspector.query<{ reference: string }>("select distinct reference from email_outbox");
    expect(outboxRefs.map((r) => r.reference).sort()).toEqual([...new Set(references)].sort());
    await inspector.close();
    fs.rmSync(restoredDir, { recursive: true, force: true });
    fs.rmSync(file, { force: true });
  }, 180_000);
});
