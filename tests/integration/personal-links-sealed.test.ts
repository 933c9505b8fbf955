// A copy of the database opens no member's page, cancels no booking and confirms no subscription
// (docs/decisions/035, as 029 did for login codes): a mail that carries a personal link (a member's
// receipt, reminder and link mail, a booking's mail with its cancel link, a newsletter's request to
// confirm and every issue's copy) waits in email_outbox only sealed and is emptied once sent, and a
// newsletter's confirm key is kept only as its hash. On an embedded database in a folder of its own,
// no such link's token is in any file of DATA_DIR/db (tables, indexes, pg_wal), waiting or sent; on
// PostgreSQL none is in the outbox. The mails themselves go out with their links.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { addDays, todayIso } from "#app/core/calendar.ts";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import { emailOutbox, eventRegistrations, newsletterSubscriptions, registerMembers } from "#app/lib/db/schema.ts";
import { parseEnv, type Env } from "#app/lib/env.server.ts";
import { book } from "#app/lib/events/bookings.server.ts";
import { createEvent } from "#app/lib/events/events.server.ts";
import { receiptMailer } from "#app/lib/fees/fee-mail.server.ts";
import { sendMemberLink } from "#app/lib/fees/member-page.server.ts";
import { recordPayment } from "#app/lib/fees/register.server.ts";
import { sendReminders } from "#app/lib/fees/reminders.server.ts";
import { log } from "#app/lib/log.server.ts";
import { createDispatcher, type TestableDispatcher } from "#app/lib/mail/dispatcher.server.ts";
import { SENT_LINK_TEXT } from "#app/lib/mail/sealed.server.ts";
import type { OutgoingMail, Transport } from "#app/lib/mail/transports.server.ts";
import { createIssue, sendIssue } from "#app/lib/newsletter/issues.server.ts";
import { confirmSubscription, subscribeNewsletter } from "#app/lib/newsletter/subscriptions.server.ts";
import { createServices } from "#app/lib/services/start.server.ts";
import type { Services } from "#app/lib/services/context.server.ts";
import { testDatabase } from "#tests/support/db.ts";
import { readMailDir } from "#tests/support/mail-eml.ts";

const SITE = "https://anandam.example";

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}
const filesHolding = (files: readonly string[], needle: string) => files.filter((f) => fs.readFileSync(f).includes(Buffer.from(needle, "latin1")));

/** The fifth of this month, early morning: reminders go from the third, and the member joined months before. */
function fifthOfThisMonth(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 5, 4));
}

/** The personal links in some mail: members' page tokens, cancel tokens, newsletter confirm and unsubscribe tokens. */
function tokensIn(text: string) {
  const each = (pattern: RegExp) => [...new Set([...text.matchAll(pattern)].map((m) => m[1]!))];
  return {
    member: each(/\/membership\/([A-Za-z0-9_-]{43})/g),
    cancel: each(/\/cancel\?ref=[^&\s]+&(?:amp;)?token=([A-Za-z0-9_-]{20,})/g),
    confirm: each(/\/newsletter\/confirm\?token=([A-Za-z0-9_-]{20,})/g),
    unsubscribe: each(/\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]{20,})/g),
  };
}

/**
 * Sends a reminder, a receipt, a booking, a newsletter subscription and a member's link through the
 * site's own functions, on `db` with `env`; a second link mail is queued and left waiting.
 */
async function sendEveryKind(db: Database, env: Env, dispatcher: { kick(): void }) {
  const now = fifthOfThisMonth();
  const owner = await createOperator(db, "owner@example.org", "a long enough passphrase");
  const [member] = await db
    .insert(registerMembers)
    .values({ name: "Kamala Devi", email: "kamala@example.in", phone: "98450 11111", address: "Jayanagar, Bangalore", plan: "basic", joinedOn: "2025-01-10", paidUntil: "2025-06" })
    .returning();
  // The month's reminder, then a payment and its receipt.
  expect(await sendReminders({ db, env }, now)).toBe(1);
  const paid = await recordPayment(db, owner, member!.number, { amount: 2000, method: "cash", reference: "", paidOn: todayIso(now), months: 1 }, { now, inside: receiptMailer({ env }, now) });
  expect(paid.result).toBe("recorded");
  // A booking (its mail has the cancel link) and a newsletter subscription (its mail asks to confirm).
  const event = await createEvent(db, owner, { title: "Heritage Walk", category: "outing", date: addDays(todayIso(), 10), startTime: "08:00", endTime: "11:00", venue: "Bull Temple gate", description: "A slow walk.", capacity: 10, price: 0, draft: false });
  const booked = await book({ db, env, dispatcher }, event.id, { name: "Ravi Kumar", email: "ravi@example.in", phone: "98450 22222", seats: 1 });
  expect(booked.outcome).toBe("confirmed");
  await subscribeNewsletter({ db, env, dispatcher }, { email: "reader@example.in", source: "blog" });
  // The member asks for their link.
  expect(await sendMemberLink(db, env, "KAMALA@example.in", now)).toBe(true);
  return { member: member!, owner, now };
}

describe("personal links never reach the embedded database's files in clear", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "personal-links-"));
  let services: Services | undefined;
  afterAll(async () => {
    await services?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every member link, cancel link and newsletter key out of every table, index and WAL file, waiting or sent", async () => {
    const env = parseEnv({ DATA_DIR: dataDir, MAIL_TRANSPORT: "file", NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_SITE_URL: SITE, UPI_ID: "anandam@okaxis" });
    services = await createServices(env, { log, startDispatcher: false });
    const s = services;
    const { member, now } = await sendEveryKind(s.db, env, s.dispatcher);
    const dispatcher = s.dispatcher as TestableDispatcher;
    await dispatcher.drain();
    // A second link mail, left waiting (sent an hour from now).
    const waiting = await sendMemberLink(s.db, env, "kamala@example.in", new Date(now.getTime() + 11 * 60_000));
    expect(waiting).toBe(true);
    await s.db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() + 3_600_000) }).where(eq(emailOutbox.status, "pending"));

    // The mails went out whole, with their links.
    const mails = [...readMailDir(path.join(dataDir, "mail")).values()];
    const sent = tokensIn(mails.map((m) => `${m.text}\n${m.html}`).join("\n"));
    expect(sent.member.length, "member links: the reminder's, the receipt's, the link mail's").toBeGreaterThanOrEqual(3);
    expect(sent.cancel).toHaveLength(1);
    expect(sent.confirm).toHaveLength(1);
    // The rows that carried them kept nothing of them once sent; the waiting one only sealed. (Soft:
    // the files are searched whatever these find.)
    const rows = await s.db.select().from(emailOutbox);
    const personal = rows.filter((r) => ["fee_reminder", "fee_receipt", "member_link"].includes(r.kind) || r.dedupeKey.endsWith(":confirmed") || (r.recordType === "newsletter" && r.kind === "visitor_confirmation"));
    expect(personal.filter((r) => r.status === "sent")).toHaveLength(5);
    for (const row of personal.filter((r) => r.status === "sent")) expect.soft(row, row.dedupeKey).toMatchObject({ sealed: null, text: SENT_LINK_TEXT, html: SENT_LINK_TEXT });
    const pending = personal.filter((r) => r.status === "pending");
    expect(pending).toHaveLength(1);
    expect.soft(pending[0]!.sealed).toMatch(/^v1\./);
    // The confirm key works (it is the mail's), and is kept only as its hash.
    expect(await confirmSubscription({ db: s.db }, sent.confirm[0]!)).toBe("done");
    const [subscription] = await s.db.select().from(newsletterSubscriptions);
    expect.soft(subscription!.confirmToken).not.toBe(sent.confirm[0]);

    // Everything written reaches the files: a checkpoint, then the database closed.
    await s.database.close();
    services = undefined;
    const files = filesUnder(path.join(dataDir, "db"));
    expect(files.some((f) => f.includes(`${path.sep}pg_wal${path.sep}`))).toBe(true);
    for (const token of [...sent.member, ...sent.cancel, ...sent.confirm]) {
      expect.soft(filesHolding(files, token).map((f) => path.relative(dataDir, f)), `a personal link's token (${token.slice(0, 4)}…) in the database's files`).toEqual([]);
    }
    expect(member.email).toBe("kamala@example.in");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("personal links in PostgreSQL's outbox", () => {
  it("holds none of them in clear, waiting or sent, and an issue's copies keep their unsubscribe links sealed", async () => {
    const t = await testDatabase("postgres");
    const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_SITE_URL: SITE, UPI_ID: "anandam@okaxis", SESSION_SECRET: "the session secret of the personal links test, long enough" });
    const sent: OutgoingMail[] = [];
    const transport: Transport = { name: "memory", send: async (m) => void sent.push(m), close: async () => {} };
    const dispatcher = createDispatcher({ db: t.db, env, log, transport });
    try {
      const { owner } = await sendEveryKind(t.db, env, { kick() {} });
      // An issue to the confirmed reader: its copy carries their unsubscribe link, in the text and a header.
      const [reader] = await t.db.select().from(newsletterSubscriptions);
      await t.db.update(newsletterSubscriptions).set({ confirmedAt: new Date() }).where(eq(newsletterSubscriptions.id, reader!.id));
      const issue = await createIssue(t.db, owner, { subject: "December at the centre", body: "Walks and talks.", includeEvents: false });
      expect(await sendIssue({ db: t.db, env, dispatcher: { kick() {} } }, owner, issue.id, 1)).toMatchObject({ outcome: "sent" });
      // Waiting: nothing in clear.
      const outboxText = async () => ((await t.db.execute(sql`select ${emailOutbox}::text as row from ${emailOutbox}`)) as unknown as { rows: Array<{ row: string }> }).rows.map((r) => r.row).join("\n");
      const before = await outboxText();
      await dispatcher.drain();
      await dispatcher.drain();
      const links = tokensIn(sent.map((m) => `${m.text}\n${m.html}\n${JSON.stringify(m.headers ?? {})}`).join("\n"));
      expect(links.member.length).toBeGreaterThanOrEqual(3);
      expect(links.cancel).toHaveLength(1);
      expect(links.confirm).toHaveLength(1);
      expect(links.unsubscribe).toHaveLength(1);
      expect(sent.find((m) => m.subject === "December at the centre")?.headers?.["List-Unsubscribe"]).toContain(`/newsletter/unsubscribe?token=${reader!.unsubscribeToken}`);
      const after = await outboxText();
      for (const token of [...links.member, ...links.cancel, ...links.confirm, ...links.unsubscribe]) {
        expect.soft(before.includes(token), `a token (${token.slice(0, 4)}…) in the waiting outbox`).toBe(false);
        expect.soft(after.includes(token), `a token (${token.slice(0, 4)}…) in the sent outbox`).toBe(false);
      }
      const [booking] = await t.db.select().from(eventRegistrations);
      expect(booking!.cancelTokenHash).not.toBe(links.cancel[0]);
    } finally {
      await dispatcher.stop();
      await t.handle.close();
    }
  });
});
