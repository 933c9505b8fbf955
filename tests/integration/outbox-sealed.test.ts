// A copy of the database is no key (docs/decisions/019-operator-login.md, 029): after a new
// browser's login and a password reset on the embedded database, neither the six-digit code nor
// the reset link's token nor the browser's tokens are in any file of the database (tables,
// indexes, the write-ahead log), whether the mail is still waiting or sent; the mails themselves,
// sealed with a key outside the database, go out with them. Rows queued before sealing existed
// still go out as stored, and a sealed row that this server's key cannot open is marked dead for
// the operator to see, never sent garbled.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { ACCESS_MAIL_KIND, SEALED_TEXT } from "#app/lib/auth/access-mail.server.ts";
import { confirmLoginCode, logIn, LoginLimiter } from "#app/lib/auth/login.server.ts";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { requestPasswordReset } from "#app/lib/auth/recovery.server.ts";
import { emailOutbox } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import { createDispatcher, SENT_SECRET_TEXT, type TestableDispatcher } from "#app/lib/mail/dispatcher.server.ts";
import { sealMail } from "#app/lib/mail/sealed.server.ts";
import type { OutgoingMail, Transport } from "#app/lib/mail/transports.server.ts";
import { createServices } from "#app/lib/services/start.server.ts";
import type { Services } from "#app/lib/services/context.server.ts";
import { testDatabase } from "#tests/support/db.ts";
import { readMailDir } from "#tests/support/mail-eml.ts";

const EMAIL = "operator@example.org";
const PASSWORD = "a long enough passphrase";

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}
const filesHolding = (files: readonly string[], needle: string) => files.filter((f) => fs.readFileSync(f).includes(Buffer.from(needle, "latin1")));
/** Every six-digit number the files show (as a digit run's part): a code may be among them by chance. */
function sixDigitWindows(files: readonly string[]): Set<string> {
  const seen = new Set<string>();
  for (const file of files) {
    for (const run of fs.readFileSync(file).toString("latin1").match(/\d{6,}/g) ?? []) {
      for (let i = 0; i + 6 <= run.length; i++) seen.add(run.slice(i, i + 6));
    }
  }
  return seen;
}

describe("one-time secrets never reach the database's files in clear", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sealed-"));
  let services: Services | undefined;
  afterAll(async () => {
    await services?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps the login code, the reset link's token and the browser's tokens out of every table, index and WAL file, waiting or sent", async () => {
    const env = parseEnv({ DATA_DIR: dataDir, MAIL_TRANSPORT: "file", NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_SITE_URL: "https://seniors.example.org" });
    services = await createServices(env, { log, startDispatcher: false });
    const s = services;
    const dbDir = path.join(dataDir, "db");
    // What six-digit numbers the fresh database already holds (its catalogues): a code equal to one
    // of them cannot be told apart from it, so such a code is looked for with its words only.
    const before = sixDigitWindows(filesUnder(dbDir));
    await createOperator(s.db, EMAIL, PASSWORD);
    const deps = { db: s.db, env, dispatcher: s.dispatcher, limiter: new LoginLimiter() };

    // A new browser: the right password, then the mailed code.
    const first = await logIn(deps, { email: EMAIL, password: PASSWORD, ip: "192.0.2.1", device: null });
    if (first.ok || first.reason !== "code") throw new Error("expected the code step");
    // A second new browser whose code is never sent: its row stays waiting in the outbox.
    const second = await logIn(deps, { email: EMAIL, password: PASSWORD, ip: "192.0.2.2", device: null });
    if (second.ok || second.reason !== "code") throw new Error("expected the code step");
    const waiting = await s.db.select().from(emailOutbox).where(eq(emailOutbox.kind, ACCESS_MAIL_KIND)).orderBy(asc(emailOutbox.id));
    expect(waiting).toHaveLength(2);
    for (const row of waiting) expect(row).toMatchObject({ text: SEALED_TEXT, html: SEALED_TEXT, subject: expect.not.stringMatching(/\d{6}/) });

    // Send the first code (and only it) as the dispatcher would: through the file transport.
    await s.db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() + 3_600_000) }).where(eq(emailOutbox.id, waiting[1]!.id));
    await (s.dispatcher as TestableDispatcher).drain();
    const mailDir = path.join(dataDir, "mail");
    const mailText = () => [...readMailDir(mailDir).values()].map((m) => `${m.subject}\n${m.text}`).join("\n");
    const code = /(\d{6}) is your code/.exec(mailText())![1]!;
    const done = await confirmLoginCode(s.db, { challenge: first.challenge, code, device: null });
    if (!done.ok) throw new Error(`code refused: ${done.reason}`);

    // A password reset, sent.
    expect(await requestPasswordReset(s, { email: EMAIL, ip: "192.0.2.3" })).toBe("sent");
    await (s.dispatcher as TestableDispatcher).drain();
    const resetToken = /\/admin\/reset\?token=([\w-]+)/.exec(mailText())![1]!;
    const sent = await s.db.select().from(emailOutbox).where(eq(emailOutbox.status, "sent"));
    expect(sent).toHaveLength(2);
    for (const row of sent) expect(row).toMatchObject({ sealed: null, text: SENT_SECRET_TEXT, html: SENT_SECRET_TEXT });

    // Everything written reaches the files: a checkpoint, then the database closed.
    await s.database.close();
    services = undefined;
    const files = filesUnder(dbDir);
    expect(files.some((f) => f.includes(`${path.sep}pg_wal${path.sep}`))).toBe(true);
    for (const secret of [resetToken, first.challenge, second.challenge, done.device, done.token]) {
      expect(filesHolding(files, secret), "a token in the database's files").toEqual([]);
    }
    // The code as the mail wrote it (its subject), and on its own unless the database held those digits before.
    expect(filesHolding(files, `${code} is your code`), "the code's subject in the database's files").toEqual([]);
    if (!before.has(code)) expect(filesHolding(files, code), `the code ${code} in the database's files`).toEqual([]);
  });
});

describe("sealed and older rows in the outbox", () => {
  const key = { DATA_DIR: ".", SESSION_SECRET: "the session secret of this test, long enough" };
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_SITE_URL: "https://seniors.example.org", SESSION_SECRET: key.SESSION_SECRET });
  const row = (dedupeKey: string, mail: { subject: string; text: string; html: string }, sealed: string | null = null) => ({
    kind: ACCESS_MAIL_KIND,
    dedupeKey,
    recordType: "operator",
    recordId: 1,
    reference: EMAIL,
    recipient: EMAIL,
    ...mail,
    sealed,
  });
  const memory = () => {
    const sent: OutgoingMail[] = [];
    const transport: Transport = { name: "memory", send: async (m) => void sent.push(m), close: async () => {} };
    return { sent, transport };
  };

  it("sends a row queued before sealing as it was stored, and a sealed one as it was sealed", async () => {
    const t = await testDatabase("pglite");
    const older = { subject: "123456 is your code", text: "Your code: 123456", html: "<p>Your code: 123456</p>" };
    const secret = { subject: "654321 is your code", text: "Your code: 654321", html: "<p>Your code: 654321</p>" };
    await t.db.insert(emailOutbox).values([row("older", older), row("sealed", { subject: "Your code", text: SEALED_TEXT, html: SEALED_TEXT }, sealMail(key, secret))]);
    const { sent, transport } = memory();
    const dispatcher = createDispatcher({ db: t.db, env, log, transport });
    await dispatcher.drain();
    await dispatcher.stop();
    expect(sent.map((m) => ({ subject: m.subject, text: m.text, html: m.html })).sort((a, b) => a.subject.localeCompare(b.subject))).toEqual([older, secret]);
    const rows = await t.db.select().from(emailOutbox);
    expect(rows.map((r) => [r.status, r.sealed, r.text])).toEqual([
      ["sent", null, SENT_SECRET_TEXT],
      ["sent", null, SENT_SECRET_TEXT],
    ]);
  });

  it("marks a row sealed with another session secret dead, with a reason the operator can act on, and sends nothing", async () => {
    const t = await testDatabase("pglite");
    const otherKey = { DATA_DIR: ".", SESSION_SECRET: "a session secret this server no longer has" };
    await t.db.insert(emailOutbox).values(row("foreign", { subject: "Your code", text: SEALED_TEXT, html: SEALED_TEXT }, sealMail(otherKey, { subject: "1 is your code", text: "1", html: "1" })));
    const { sent, transport } = memory();
    const dispatcher = createDispatcher({ db: t.db, env, log, transport });
    expect(await dispatcher.drain()).toEqual({ sent: 0, failed: 0, dead: 1 });
    await dispatcher.stop();
    expect(sent).toEqual([]);
    const [stored] = await t.db.select().from(emailOutbox);
    expect(stored!.status).toBe("dead");
    expect(stored!.lastError).toMatch(/SESSION_SECRET/);
  });
});
