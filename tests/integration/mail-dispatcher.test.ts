// The outbox dispatcher against real databases and local stand-ins for every transport: a mail
// directory, an HTTP provider that fails, hangs and loses answers, and an SMTP sink that refuses.
// Time is an injected clock, so hours of backoff pass in milliseconds.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { openDatabase, type Database } from "#app/lib/db/client.server.ts";
import { emailOutbox } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { createDispatcher, type DispatcherOptions, type TestableDispatcher } from "#app/lib/mail/dispatcher.server.ts";
import { enqueueSubmissionMail, type SubmissionRecord } from "#app/lib/mail/outbox.server.ts";
import { createFileTransport, createResendTransport, createSmtpTransport, type Transport } from "#app/lib/mail/transports.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { insertRecord } from "#tests/support/mail-fixtures.ts";
import { readMailDir } from "#tests/support/mail-eml.ts";
import { startStandInProvider, type StandInProvider } from "#tests/support/mail-provider.ts";
import { startSmtpSink } from "#tests/support/mail-smtp-sink.ts";
import { operatorMailCopy } from "#app/content/mail.ts";
import { contactSubjects, labelOf } from "#app/core/form-options.ts";
import { captureLog } from "#tests/support/capture-log.ts";

const API_KEY = "re_test_9f8e7d6c5b4a";
const SECOND = 1000;

async function waitFor<T>(probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(databaseNames)("mail dispatcher on %s", (name) => {
  let t: TestDatabase;
  let dataDir: string;
  let clock: number;
  const dispatchers: TestableDispatcher[] = [];
  const cleanups: Array<() => Promise<void>> = [];

  const env = () =>
    parseEnv({
      DATA_DIR: dataDir,
      OPERATOR_EMAIL: "operator@seniors.example.org",
      MAIL_FROM: "Anandam Seniors <no-reply@seniors.example.org>",
      PUBLIC_SITE_URL: "https://seniors.example.org",
    });

  function dispatcher(options: Partial<DispatcherOptions> & { transport: Transport; db?: Database }): TestableDispatcher {
    const d = createDispatcher({ db: t.db, env: env(), log: captureLog().log, now: () => clock, intervalMs: 60 * SECOND, ...options });
    dispatchers.push(d);
    return d;
  }

  async function submit(type: SubmissionRecord["type"], confirmations = true): Promise<SubmissionRecord> {
    return t.db.transaction(async (tx) => {
      const record = await insertRecord(tx, type);
      await enqueueSubmissionMail(tx, record, { ...env(), MAIL_CONFIRMATIONS: confirmations });
      return record;
    });
  }

  const rows = () => t.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));

  async function provider(options: { delayMs?: number } = {}): Promise<StandInProvider> {
    const p = await startStandInProvider({ apiKey: API_KEY, ...options });
    cleanups.push(() => p.close());
    return p;
  }

  beforeAll(async () => {
    t = await testDatabase(name);
  });
  beforeEach(async () => {
    await t.reset();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-dispatch-"));
    clock = Date.now() + SECOND; // just ahead of the database's now(), so new rows are due
  });
  afterEach(async () => {
    await Promise.all(dispatchers.splice(0).map((d) => d.stop()));
    await Promise.all(cleanups.splice(0).map((c) => c()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });

  it("file transport: writes one .eml per message with the right subject, To and Reply-To, and marks the rows sent", async () => {
    const member = await submit("member");
    const contact = await submit("contact");
    const mailDir = path.join(dataDir, "mail");
    const d = dispatcher({ transport: createFileTransport({ dir: mailDir }) });

    expect(await d.drain()).toEqual({ sent: 4, failed: 0, dead: 0 });

    const files = readMailDir(mailDir);
    expect([...files.keys()].sort()).toEqual(
      [
        `contact_${contact.row.reference}_confirmation.eml`,
        `contact_${contact.row.reference}_operator.eml`,
        `member_${member.row.reference}_confirmation.eml`,
        `member_${member.row.reference}_operator.eml`,
      ].sort(),
    );
    const operatorMail = files.get(`member_${member.row.reference}_operator.eml`)!;
    expect(operatorMail.subject).toBe(operatorMailCopy.member.subject("Lakshmi Narayan"));
    expect(operatorMail.headers["to"]).toBe("operator@seniors.example.org");
    expect(operatorMail.headers["reply-to"]).toBe("lakshmi@example.com");
    expect(operatorMail.headers["from"]).toBe("Anandam Seniors <no-reply@seniors.example.org>");
    expect(operatorMail.text).toContain(member.row.reference);
    expect(operatorMail.html).toContain(member.row.reference);
    const contactMail = files.get(`contact_${contact.row.reference}_operator.eml`)!;
    expect(contactMail.subject).toBe(operatorMailCopy.contact.subject(labelOf(contactSubjects, "technology")));
    expect(contactMail.headers["reply-to"]).toBe("meera@example.com");
    const confirmation = files.get(`member_${member.row.reference}_confirmation.eml`)!;
    expect(confirmation.headers["to"]).toBe("lakshmi@example.com");
    expect(confirmation.subject).toContain(member.row.reference);

    for (const row of await rows()) {
      expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    expect(await d.drain()).toEqual({ sent: 0, failed: 0, dead: 0 }); // nothing is sent twice
  });

  it("file transport: a CR/LF smuggled into a visitor's value adds no header", async () => {
    await t.db.transaction(async (tx) => {
      const r = await insertRecord(tx, "member");
      const row = { ...r.row, name: "Eve\r\nBcc: victim@example.com", email: "eve@example.com\r\nBcc: victim@example.com" };
      await enqueueSubmissionMail(tx, { type: "member", row }, env());
    });
    const mailDir = path.join(dataDir, "mail");
    await dispatcher({ transport: createFileTransport({ dir: mailDir }) }).drain();
    const files = [...readMailDir(mailDir).values()];
    expect(files).toHaveLength(2);
    for (const mail of files) {
      expect(mail.headerLines.some((line) => /^bcc:/i.test(line))).toBe(false);
    }
    const operatorMail = files.find((m) => m.subject.startsWith(operatorMailCopy.member.subject("")))!;
    expect(operatorMail.subject).toBe(operatorMailCopy.member.subject("Eve Bcc: victim@example.com"));
  });

  it("sends after kick() without waiting for the timer, and on the timer without a kick", async () => {
    const mailDir = path.join(dataDir, "mail");
    const kicked = dispatcher({ transport: createFileTransport({ dir: mailDir }), now: Date.now, intervalMs: 60 * 60 * SECOND });
    kicked.start();
    const first = await submit("contact", false);
    kicked.kick();
    await waitFor(() => fs.existsSync(path.join(mailDir, `contact_${first.row.reference}_operator.eml`)), 3000);
    await kicked.stop();

    const timed = dispatcher({ transport: createFileTransport({ dir: mailDir }), now: Date.now, intervalMs: 100 });
    timed.start();
    const second = await submit("newsletter", false);
    await waitFor(() => fs.existsSync(path.join(mailDir, `newsletter_${second.row.reference}_operator.eml`)), 3000);
  });

  it("HTTP API: rides out 500s, a timeout and a lost answer, delivering each message exactly once per idempotency key", async () => {
    const p = await provider();
    const a = await submit("contact");
    const b = await submit("volunteer");
    // The four messages are sent in parallel, so which one meets which failure is up to arrival order.
    p.plan({ status: 500, message: "Internal server error." }, { status: 500 }, "hang", "deliver-then-hang");
    const d = dispatcher({
      transport: createResendTransport({ baseUrl: p.url, apiKey: API_KEY, timeoutMs: 1000 }),
    });

    expect(await d.drain()).toEqual({ sent: 0, failed: 4, dead: 0 });
    const failed = await rows();
    for (const row of failed) {
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/HTTP 500|no answer within 1000 ms/);
      expect(row.nextAttemptAt.getTime() - clock).toBeLessThanOrEqual(10 * SECOND);
    }
    // Both silent requests time out (a slow 500 on a busy machine may too: the outcome is the same).
    expect(failed.filter((r) => r.lastError?.includes("no answer")).length).toBeGreaterThanOrEqual(2);

    expect(await d.drain()).toEqual({ sent: 0, failed: 0, dead: 0 }); // not due yet
    clock += 10 * SECOND;
    expect(await d.drain()).toEqual({ sent: 4, failed: 0, dead: 0 });

    const keys = (await rows()).map((r) => r.dedupeKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        `contact:${a.row.reference}:operator`,
        `contact:${a.row.reference}:confirmation`,
        `volunteer:${b.row.reference}:operator`,
        `volunteer:${b.row.reference}:confirmation`,
      ]),
    );
    expect(p.delivered.map((m) => m.idempotencyKey).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(p.requestsFor(key)).toHaveLength(2); // one failed try, one success
    for (const request of p.requests) {
      expect(request).toMatchObject({ method: "POST", path: "/emails", authorization: `Bearer ${API_KEY}`, contentType: "application/json" });
    }
    const operatorMail = p.delivered.find((m) => m.idempotencyKey === `contact:${a.row.reference}:operator`)!;
    expect(operatorMail).toMatchObject({
      from: "Anandam Seniors <no-reply@seniors.example.org>",
      to: ["operator@seniors.example.org"],
      reply_to: "meera@example.com",
      subject: operatorMailCopy.contact.subject(labelOf(contactSubjects, "technology")),
    });
    expect(operatorMail.text).toContain(a.row.reference);
    expect(operatorMail.html).toContain(a.row.reference);
    for (const row of await rows()) expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("HTTP API: 429 is retried, a refused message (422) is dead at once and logged without the API key", async () => {
    const p = await provider();
    await submit("contact", false);
    // (A subscription always asks its owner to confirm, so it would add a message: an application instead.)
    await submit("member", false);
    const captured = captureLog();
    p.plan({ status: 429, message: "Too many requests" }, { status: 422, message: "Invalid `to` field." });
    const d = dispatcher({ transport: createResendTransport({ baseUrl: p.url, apiKey: API_KEY }), log: captured.log, batchSize: 1 });

    expect(await d.drain()).toEqual({ sent: 0, failed: 1, dead: 1 });
    const [first, second] = await rows();
    expect(first).toMatchObject({ status: "pending", attempts: 1 });
    expect(second).toMatchObject({ status: "dead", attempts: 1 });
    expect(second!.lastError).toContain("HTTP 422");
    const deadLog = captured.lines().find((l) => l.outboxId === second!.id && l.level === 50);
    expect(deadLog).toMatchObject({ dedupeKey: second!.dedupeKey, attempts: 1 });
    expect(captured.raw()).not.toContain(API_KEY);
  });

  it("SMTP: a sink that refuses (421, then 451) and then accepts gets the message once", async () => {
    const sink = await startSmtpSink({ user: "site", pass: "p@ss:word" });
    cleanups.push(() => sink.close());
    const record = await submit("volunteer", false);
    sink.plan({ code: 421, message: "Try again later" }, { code: 451, message: "Local error" });
    const d = dispatcher({ transport: createSmtpTransport({ url: sink.url, connectTimeoutMs: 2000, socketTimeoutMs: 2000 }) });

    expect(await d.drain()).toEqual({ sent: 0, failed: 1, dead: 0 });
    expect((await rows())[0]!.lastError).toContain("421");
    clock += 10 * SECOND;
    expect(await d.drain()).toEqual({ sent: 0, failed: 1, dead: 0 });
    clock += 30 * SECOND;
    expect(await d.drain()).toEqual({ sent: 1, failed: 0, dead: 0 });

    expect(sink.attempts).toHaveLength(3);
    expect(sink.messages).toHaveLength(1);
    const message = sink.messages[0]!;
    expect(message.from).toBe("no-reply@seniors.example.org");
    expect(message.to).toEqual(["operator@seniors.example.org"]);
    expect(message.parsed.subject).toBe(operatorMailCopy.volunteer.subject("Ravi Kumar"));
    expect(message.parsed.headers["reply-to"]).toBe("ravi@example.com");
    expect(message.parsed.text).toContain(record.row.reference);
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("SMTP: a recipient the server rejects for good (550) is dead at once", async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    await submit("contact", false);
    sink.plan({ code: 550, message: "No such user" });
    const d = dispatcher({ transport: createSmtpTransport({ url: sink.url }) });
    expect(await d.drain()).toEqual({ sent: 0, failed: 0, dead: 1 });
    expect((await rows())[0]!.lastError).toContain("550");
  });

  it("marks a row dead after the last attempt, logs every failure with its id, and retry(id) makes it due now", async () => {
    const p = await provider();
    p.fallback = { status: 503, message: "Service unavailable" };
    await submit("contact", false);
    const captured = captureLog();
    const d = dispatcher({
      transport: createResendTransport({ baseUrl: p.url, apiKey: API_KEY }),
      log: captured.log,
      backoff: [1 * SECOND, 2 * SECOND],
    });

    expect(await d.drain()).toMatchObject({ failed: 1 });
    clock += 1 * SECOND;
    expect(await d.drain()).toMatchObject({ failed: 1 });
    clock += 2 * SECOND;
    expect(await d.drain()).toEqual({ sent: 0, failed: 0, dead: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "dead", attempts: 3, sentAt: null });
    expect(row!.lastError).toContain("HTTP 503");
    clock += 60 * 60 * SECOND;
    expect(await d.drain()).toEqual({ sent: 0, failed: 0, dead: 0 }); // dead rows stay put

    const failures = captured.lines().filter((l) => l.outboxId === row!.id && typeof l.error === "string");
    expect(failures.map((l) => l.level)).toEqual([40, 40, 50]);
    expect(captured.raw()).not.toContain(API_KEY);

    await d.retry(row!.id);
    const retried = (await rows())[0]!;
    expect(retried).toMatchObject({ status: "pending", attempts: 0 });
    expect(retried.nextAttemptAt.getTime()).toBeLessThanOrEqual(clock);
    p.fallback = "ok";
    expect(await d.drain()).toEqual({ sent: 1, failed: 0, dead: 0 });
    expect(p.delivered).toHaveLength(1);
  });

  it("retry(id) on a row waiting for its next attempt sends it now; on a sent row it changes nothing", async () => {
    const p = await provider();
    await submit("contact", false);
    p.plan({ status: 500 });
    const d = dispatcher({ transport: createResendTransport({ baseUrl: p.url, apiKey: API_KEY }) });
    await d.drain();
    const [waiting] = await rows();
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(clock);

    await d.retry(waiting!.id);
    expect((await rows())[0]).toMatchObject({ status: "pending", attempts: 1 });
    expect(await d.drain()).toEqual({ sent: 1, failed: 0, dead: 0 });

    await d.retry(waiting!.id);
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 2 });
    expect(await d.drain()).toEqual({ sent: 0, failed: 0, dead: 0 });
    expect(p.delivered).toHaveLength(1);
  });

  it("a send cut short (crash, hang) keeps its lease: nobody else takes the row until the lease ends", async () => {
    const p = await provider();
    await submit("contact", false);
    let release!: () => void;
    const stuck: Transport = {
      name: "stuck",
      send: () => new Promise<void>((_, reject) => (release = () => reject(new Error("connection reset")))),
      close: async () => {},
    };
    const first = dispatcher({ transport: stuck, leaseMs: 120 * SECOND });
    const firstPass = first.drain();
    await waitFor(async () => (await rows())[0]!.nextAttemptAt.getTime() > clock);

    const second = dispatcher({ transport: createResendTransport({ baseUrl: p.url, apiKey: API_KEY }), leaseMs: 120 * SECOND });
    expect(await second.drain()).toEqual({ sent: 0, failed: 0, dead: 0 }); // leased to the first
    clock += 121 * SECOND;
    expect(await second.drain()).toEqual({ sent: 1, failed: 0, dead: 0 }); // the lease ran out

    release(); // the first dispatcher's send finally fails: it must not undo the delivery
    await firstPass;
    expect((await rows())[0]).toMatchObject({ status: "sent" });
    expect(p.delivered).toHaveLength(1);
  });

  it("two dispatchers on one database never send the same row twice", async () => {
    const p = await provider({ delayMs: 20 });
    for (let i = 0; i < 12; i++) await submit("contact"); // 24 messages
    // On PostgreSQL the second dispatcher gets its own connection pool, as a second instance would.
    let otherDb = t.db;
    if (name === "postgres") {
      const url = (t.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
      const other = await openDatabase({ databaseUrl: url, dataDir: ".", log: captureLog().log, migrate: false });
      cleanups.push(() => other.close());
      otherDb = other.db;
    }
    const transport = () => createResendTransport({ baseUrl: p.url, apiKey: API_KEY });
    const a = dispatcher({ transport: transport(), batchSize: 3 });
    const b = dispatcher({ transport: transport(), batchSize: 3, db: otherDb });

    const results = await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    const sent = results.reduce((n, r) => n + r.sent, 0);
    expect(sent).toBe(24);
    expect(p.requests).toHaveLength(24); // not one request repeated, so no reliance on the provider's idempotency
    expect(new Set(p.requests.map((r) => r.idempotencyKey)).size).toBe(24);
    const all = await rows();
    expect(all.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.status, "pending"))).toHaveLength(0);
  });
});
