// The month's fee reminders: one per member and month however often and by however many servers
// they run, none to members who paid, left, pay at the centre or joined this month; with UPI_ID a
// upi://pay link and a QR code of the same link (read back with zbarimg), without it the other ways.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase } from "#app/lib/db/client.server.ts";
import { emailOutbox, memberReminders, registerMembers } from "#app/lib/db/schema.ts";
import { listRegister } from "#app/lib/fees/register.server.ts";
import { sendReminders } from "#app/lib/fees/reminders.server.ts";
import { upiLink } from "#app/lib/fees/fee-mail.server.ts";
import { log } from "#app/lib/log.server.ts";
import { startControlSocket } from "#app/lib/auth/control-socket.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { mailOf, testSealEnv } from "#tests/support/outbox-mail.ts";
import { copyPgliteTemplate, ensurePgliteTemplate } from "#tests/support/pglite-template.ts";

const december5 = new Date("2026-12-05T04:00:00Z");
const withUpi = { PUBLIC_SITE_URL: "https://anandam.example", UPI_ID: "anandam@okaxis", UPI_PAYEE_NAME: "Anandam Seniors Community", ...testSealEnv };
const withoutUpi = { PUBLIC_SITE_URL: "https://anandam.example", UPI_ID: undefined, UPI_PAYEE_NAME: "Anandam Seniors Community", ...testSealEnv };

/** What zbarimg reads in a PNG: the QR code's text. */
function decodeQr(pngBase64: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qr-"));
  try {
    const file = path.join(dir, "qr.png");
    fs.writeFileSync(file, Buffer.from(pngBase64, "base64"));
    return execFileSync("zbarimg", ["--quiet", "--raw", file], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("the UPI link", () => {
  it("names the payee, the amount in rupees, INR and a note, each encoded", () => {
    expect(upiLink(withUpi as never, 2000, "Member M-12 fee 2026-12")).toBe("upi://pay?pa=anandam%40okaxis&pn=Anandam%20Seniors%20Community&am=2000.00&cu=INR&tn=Member%20M-12%20fee%202026-12");
  });
});

describe.each(databaseNames)("fee reminders on %s", (name) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await testDatabase(name);
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });

  async function member(values: Partial<typeof registerMembers.$inferInsert> & { name: string }) {
    const [row] = await t.db
      .insert(registerMembers)
      .values({ email: `${values.name.split(" ")[0]!.toLowerCase()}@example.in`, phone: "98450 12345", address: "Jalahalli", plan: "basic", joinedOn: "2026-10-10", paidUntil: "2026-11", ...values })
      .returning();
    return row!;
  }

  it("reminds each member who has not paid for this month once, with the UPI link and its QR code", async () => {
    const due = await member({ name: "Lakshmi Narayan" });
    const lapsed = await member({ name: "Suresh Iyer", plan: "premium", paidUntil: "2026-09" });
    await member({ name: "Paid Person", paidUntil: "2026-12" });
    await member({ name: "Centre Payer", noReminders: true });
    await member({ name: "Left Person", leftOn: "2026-11-30" });
    await member({ name: "New Person", joinedOn: "2026-12-01", paidUntil: null });
    await member({ name: "No Address", email: "" });

    // Before the third of the month, nobody is asked.
    expect(await sendReminders({ db: t.db, env: withUpi }, new Date("2026-12-01T04:00:00Z"))).toBe(0);
    // Twice, and by two servers at once: still one each.
    const second = t.url ? await openDatabase({ databaseUrl: t.url, dataDir: ".", log, migrate: false }) : undefined;
    try {
      const counts = await Promise.all([sendReminders({ db: t.db, env: withUpi }, december5), sendReminders({ db: second?.db ?? t.db, env: withUpi }, december5)]);
      expect(counts[0] + counts[1]).toBe(2);
    } finally {
      await second?.close();
    }
    expect(await sendReminders({ db: t.db, env: withUpi }, new Date("2026-12-20T04:00:00Z"))).toBe(0);

    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "fee_reminder"));
    expect(mails.map((m) => m.recipient).sort()).toEqual(["lakshmi@example.in", "suresh@example.in"]);
    const lakshmi = mails.find((m) => m.recipient === "lakshmi@example.in")!;
    const link = "upi://pay?pa=anandam%40okaxis&pn=Anandam%20Seniors%20Community&am=2000.00&cu=INR&tn=Member%20M-" + due.number + "%20fee%20December%202026";
    expect(lakshmi.subject).toBe("Your membership fee for December 2026");
    const lakshmiMail = mailOf(lakshmi);
    expect(lakshmiMail.text).toContain("Your membership fee of ₹2,000 for December 2026 is due.");
    expect(lakshmiMail.text).toContain(link);
    expect(lakshmiMail.html).toContain('src="cid:upi-qr"');
    expect(lakshmiMail.text).toMatch(/https:\/\/anandam\.example\/membership\/[A-Za-z0-9_-]{43}/);
    const [qr] = lakshmi.attachments!;
    expect(qr).toMatchObject({ filename: "pay-by-upi.png", contentType: "image/png", encoding: "base64", cid: "upi-qr" });
    expect(decodeQr(qr!.content)).toBe(link);
    // Three unpaid months of a premium plan.
    const suresh = mails.find((m) => m.recipient === "suresh@example.in")!;
    expect(mailOf(suresh).text).toContain("Your membership fee of ₹10,500 is due: 3 months up to and including December 2026.");
    expect(decodeQr(suresh.attachments![0]!.content)).toContain("am=10500.00");
    // The note names the months it pays for.
    expect(mailOf(suresh).text).toContain(`Member M-${lapsed.number} fee October 2026 to December 2026`);

    // The register shows who was reminded this month, and when.
    const page = await listRegister(t.db, {}, december5);
    expect(page.rows.filter((r) => r.remindedAt).map((r) => r.number).sort()).toEqual([due.number, lapsed.number].sort());
    expect(await t.db.$count(memberReminders)).toBe(2);
  });

  it("says how else to pay when there is no UPI ID", async () => {
    await member({ name: "Lakshmi Narayan" });
    expect(await sendReminders({ db: t.db, env: withoutUpi }, december5)).toBe(1);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "fee_reminder"));
    expect(mailOf(mail!).text).not.toContain("upi://");
    expect(mailOf(mail!).text).toContain("In cash or by cheque at the centre");
    expect(mail!.attachments).toBeNull();
  });
});

describe("npm run dues -- remind", () => {
  it("asks the running server that holds the embedded database, which queues each reminder once", { timeout: 120_000 }, async () => {
    await ensurePgliteTemplate();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dues-"));
    copyPgliteTemplate(dir);
    const handle = await openDatabase({ dataDir: dir, log });
    const socket = await startControlSocket({ dataDir: dir, db: handle.db, log, jobs: { remind: () => sendReminders({ db: handle.db, env: withUpi }, december5) } });
    // The command as another process runs it (the embedded database allows one process).
    // Not spawnSync: this process's control socket must answer while the command waits.
    const dues = (...args: string[]) =>
      new Promise<{ status: number | null; stdout: string }>((resolve) => {
        const child = spawn(process.execPath, ["--import", "tsx", "scripts/dues.ts", ...args], { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "", LOG_LEVEL: "silent" } });
        let stdout = "";
        child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
        child.on("close", (status) => resolve({ status, stdout }));
      });
    try {
      await handle.db.insert(registerMembers).values({ name: "Lakshmi Narayan", email: "lakshmi@example.in", phone: "98450 12345", address: "Jalahalli", plan: "basic", joinedOn: "2026-10-10", paidUntil: "2026-11" });
      const first = await dues("remind");
      expect([first.status, first.stdout.trim()]).toEqual([0, "1 fee reminder(s) queued by the running server; it sends them."]);
      const again = await dues("remind");
      expect([again.status, again.stdout.trim()]).toEqual([0, "0 fee reminder(s) queued by the running server; it sends them."]);
      expect(await handle.db.$count(emailOutbox, eq(emailOutbox.kind, "fee_reminder"))).toBe(1);
      expect((await dues("remind", "now")).status).toBe(2);
    } finally {
      await socket?.close();
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
