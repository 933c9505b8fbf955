// `npm run dues -- remind` mails with the server's settings or not at all (docs/decisions/035):
// when it queues the reminders itself (PostgreSQL, or the embedded database with no server
// running), it needs the site's address (PUBLIC_SITE_URL) and the UPI ID (UPI_ID, or --no-upi for a
// community that takes none), and without them refuses, naming what is missing, and queues nothing:
// a reminder goes once a month, so a wrong one is never followed by a right one. With them it queues
// reminders whose links are the site's. A server on the same DATA_DIR is asked first, on PostgreSQL
// too, and mails with its own settings.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startControlSocket } from "#app/lib/auth/control-socket.server.ts";
import { openDatabase, type Database } from "#app/lib/db/client.server.ts";
import { emailOutbox, memberReminders, registerMembers } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { sendReminders } from "#app/lib/fees/reminders.server.ts";
import { log } from "#app/lib/log.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { mailOf } from "#tests/support/outbox-mail.ts";
import { copyPgliteTemplate, ensurePgliteTemplate } from "#tests/support/pglite-template.ts";
import { main } from "../../scripts/dues.ts";

const december5 = new Date("2026-12-05T04:00:00Z");
const SECRET = "the session secret of the dues command test, long enough";
/** The key the command and the server seal the reminders with. */
const sealKey = { SESSION_SECRET: SECRET, DATA_DIR: "." };

describe.each(databaseNames)("npm run dues -- remind on %s, queuing itself", (name) => {
  let t: TestDatabase | undefined;
  let dataDir: string;
  /** The database the command opens: PostgreSQL's test database, or the embedded one in dataDir. */
  let database: { url?: string; db: () => Promise<{ db: Database; close(): Promise<void> }> };

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dues-"));
    if (name === "postgres") {
      t = await testDatabase(name);
      database = { url: t.url!, db: async () => ({ db: t!.db, close: async () => {} }) };
    } else {
      await ensurePgliteTemplate();
      copyPgliteTemplate(dataDir);
      database = { db: async () => openDatabase({ dataDir, log }) };
    }
    const { db, close } = await database.db();
    try {
      await db.insert(registerMembers).values({ name: "Lakshmi Narayan", email: "lakshmi@example.in", phone: "98450 12345", address: "Jalahalli", plan: "basic", joinedOn: "2026-10-10", paidUntil: "2026-11" });
    } finally {
      await close();
    }
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });

  /** Runs the command with these settings (nothing else of this process's environment), on the 5th of December. */
  async function dues(settings: Record<string, string>, ...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const env = { NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: dataDir, DATABASE_URL: database.url ?? "", SESSION_SECRET: SECRET, ...settings };
    const status = await main(["remind", ...args], (l) => out.push(l), (l) => err.push(l), { env, now: december5 });
    return { status, out: out.join("\n"), err: err.join("\n") };
  }
  async function queued() {
    const { db, close } = await database.db();
    try {
      return { mails: await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "fee_reminder")), claimed: await db.$count(memberReminders) };
    } finally {
      await close();
    }
  }

  it("refuses without the server's settings, naming them, and queues nothing", async () => {
    const bare = await dues({});
    expect(bare.status).toBe(1);
    expect(bare.err).toMatch(/^No reminders were queued: PUBLIC_SITE_URL and UPI_ID are not set here/);
    expect(bare.err).toMatch(/--no-upi/);
    const noUpi = await dues({ PUBLIC_SITE_URL: "https://anandam.example" });
    expect(noUpi.status).toBe(1);
    expect(noUpi.err).toMatch(/^No reminders were queued: UPI_ID is not set here/);
    const noSite = await dues({ UPI_ID: "anandam@okaxis" }, "--no-upi");
    expect(noSite.status).toBe(1);
    expect(noSite.err).toMatch(/^No reminders were queued: PUBLIC_SITE_URL is not set here/);
    // A wrong word is a usage mistake.
    expect((await dues({}, "--no-upi", "now")).status).toBe(2);
    const after = await queued();
    expect(after.mails).toEqual([]);
    expect(after.claimed).toBe(0);
  });

  it("queues the reminders with the site's address and UPI link when given them, or says how else to pay with --no-upi", async () => {
    const withUpi = await dues({ PUBLIC_SITE_URL: "https://anandam.example", UPI_ID: "anandam@okaxis" });
    expect([withUpi.status, withUpi.out]).toEqual([0, expect.stringContaining("1 fee reminder(s) queued")]);
    const [mail] = (await queued()).mails;
    const { text } = mailOf(mail!, sealKey);
    expect(text).toMatch(/https:\/\/anandam\.example\/membership\/[A-Za-z0-9_-]{43}/);
    expect(text).not.toContain("localhost");
    expect(text).toContain("upi://pay?pa=anandam%40okaxis");
  });

  it("with --no-upi queues a reminder that says how else to pay", async () => {
    const noUpi = await dues({ PUBLIC_SITE_URL: "https://anandam.example" }, "--no-upi");
    expect(noUpi.status).toBe(0);
    const [mail] = (await queued()).mails;
    expect(mailOf(mail!, sealKey).text).not.toContain("upi://");
    expect(mailOf(mail!, sealKey).text).toMatch(/https:\/\/anandam\.example\/membership\//);
  });

  // On PGlite the server holds the database and is always asked (tests/integration/fees-reminders.test.ts,
  // a second process); on PostgreSQL the command now asks it too before opening the database itself.
  it.runIf(name === "postgres")("asks a server running on the same DATA_DIR first, which mails with its own settings", async () => {
    const { db, close } = await database.db();
    const serverEnv = parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir, PUBLIC_SITE_URL: "https://anandam.example", UPI_ID: "anandam@okaxis", SESSION_SECRET: SECRET });
    const socket = await startControlSocket({ dataDir, db, log, jobs: { remind: () => sendReminders({ db, env: serverEnv }, december5) } });
    try {
      // The command's own settings are the bare ones: the server's are used.
      const asked = await dues({});
      expect([asked.status, asked.out]).toEqual([0, "1 fee reminder(s) queued by the running server; it sends them."]);
      const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "fee_reminder"));
      expect(mailOf(mail!, sealKey).text).toMatch(/https:\/\/anandam\.example\/membership\//);
    } finally {
      await socket?.close();
      await close();
    }
  });
});
