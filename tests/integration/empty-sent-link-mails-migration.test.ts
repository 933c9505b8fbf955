// Migration 0016 (docs/decisions/035): mail sent before personal links were sealed still held them in
// clear. The migration empties, once, the text, HTML and headers of every sent outbox row that holds
// a personal link (a member's page, a booking's cancel link, the newsletter's confirm and unsubscribe
// links) as the dispatcher empties a sealed one once sent, and a login mail's as it empties those;
// the row, its status, recipient, subject, kind, attachments and dates stay. Mail without such a link
// and mail still waiting are left as they are; the dispatcher empties a waiting one once it is sent.
// On the embedded database the emptied values are gone from its files too (tables, indexes, pg_wal).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { asc } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { ACCESS_MAIL_KIND } from "#app/lib/auth/access-mail.server.ts";
import { migrationsFolder, openDatabase } from "#app/lib/db/client.server.ts";
import { emailOutbox } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { visitorEventMail } from "#app/lib/events/mail.ts";
import { log } from "#app/lib/log.server.ts";
import { createDispatcher, NEWSLETTER_KIND, SENT_SECRET_TEXT } from "#app/lib/mail/dispatcher.server.ts";
import { render } from "#app/lib/mail/render.ts";
import { SENT_LINK_TEXT } from "#app/lib/mail/sealed.server.ts";
import type { OutgoingMail, Transport } from "#app/lib/mail/transports.server.ts";
import { confirmationRequest, issueMail } from "#app/lib/newsletter/mail.ts";
import { databaseNames, freshPostgresDatabase, testDatabase } from "#tests/support/db.ts";

/** The last migration before 0016: a database as an installation had it before the upgrade. */
const PREVIOUS = "0015_ledger";
const SITE = "https://anandam.example";
const ctx = { siteUrl: SITE };

/** A copy of drizzle/ with the migrations up to and including `tag` only. */
function migrationsThrough(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-through-"));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at, `${tag} in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

// The personal links the old code wrote into sent mail, in clear.
const token = (name: string) => `${name}Tok3n_${"x".repeat(43 - name.length - 6)}`.slice(0, 43);
const MEMBER = token("member");
const RECEIPT = token("receipt");
const CANCEL = token("cancel");
const CONFIRM = token("confirm");
const UNSUBSCRIBE = token("unsub");
const RESET = token("reset");
/** A member's link mail still waiting: it still has to go out whole. */
const WAITING = token("waiting");
const SENT_TOKENS = { MEMBER, RECEIPT, CANCEL, CONFIRM, UNSUBSCRIBE, RESET };

const walk = { slug: "heritage-walk", title: "Heritage walk", date: "2026-12-20", startTime: "07:00", endTime: "09:00", venue: "Lalbagh West Gate" };
const booking = { reference: "EVT-1795000000000-ABCD1234", name: "Lakshmi Rao", email: "lakshmi@example.org", phone: "", seats: 2, status: "confirmed" as const };
const issue = { id: 3, subject: "December at Anandam", body: { html: "<p>News of the month.</p>", text: "News of the month." }, events: [] };
const ics = [{ filename: "heritage-walk.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" }];
const memberMail = (subject: string, link: string) =>
  render(subject, [
    { kind: "paragraph", text: "Dear Lakshmi," },
    { kind: "link", label: "Your own page", href: link },
  ]);

type Old = {
  key: string;
  kind: string;
  recordType: string;
  status: "sent" | "pending" | "dead";
  mail: { subject: string; text: string; html: string; headers?: Record<string, string> };
  attachments?: unknown;
  issueId?: number;
  /** What the migration leaves of its text: emptied as sent mail with a personal link, as a sent login mail, or as it was. */
  after: "link" | "secret" | "kept";
};

const old: Old[] = [
  { key: "member:1:link", kind: "member_link", recordType: "register_member", status: "sent", mail: memberMail("Your own page", `${SITE}/membership/${MEMBER}`), after: "link" },
  { key: "payment:R-1:receipt", kind: "fee_receipt", recordType: "register_member", status: "sent", mail: memberMail("Receipt R-1", `${SITE}/membership/${RECEIPT}`), after: "link" },
  {
    key: `event_registration:${booking.reference}:confirmed`,
    kind: "visitor_confirmation",
    recordType: "event_registration",
    status: "sent",
    mail: visitorEventMail("confirmed", walk, booking, { ...ctx, cancelUrl: `${SITE}/events/${walk.slug}/cancel?ref=${booking.reference}&token=${CANCEL}`, calendar: "added" }),
    attachments: ics,
    after: "link",
  },
  {
    key: "newsletter:REQ-1795000000000-NEWS0001:confirmation",
    kind: "visitor_confirmation",
    recordType: "newsletter",
    status: "sent",
    mail: confirmationRequest({ reference: "REQ-1795000000000-NEWS0001", confirmToken: CONFIRM }, ctx, "confirm"),
    after: "link",
  },
  {
    key: "newsletter:3:7",
    kind: NEWSLETTER_KIND,
    recordType: "newsletter",
    status: "sent",
    mail: issueMail(issue, { unsubscribeToken: UNSUBSCRIBE, confirmedAt: new Date("2026-10-01T10:00:00Z") }, ctx),
    issueId: 3,
    after: "link",
  },
  {
    key: "operator:reset:1",
    kind: ACCESS_MAIL_KIND,
    recordType: "operator",
    status: "sent",
    mail: render("Reset your password", [{ kind: "link", label: "Choose a new password", href: `${SITE}/admin/reset?token=${RESET}` }]),
    after: "secret",
  },
  // Mail that carries no personal link stays as it was sent.
  {
    key: `event_registration:${booking.reference}:visitorCancelled`,
    kind: "visitor_confirmation",
    recordType: "event_registration",
    status: "sent",
    mail: visitorEventMail("visitorCancelled", walk, { ...booking, status: "cancelled" }, ctx),
    after: "kept",
  },
  { key: "newsletter_test:3:1", kind: "newsletter_test", recordType: "newsletter_issue", status: "sent", mail: issueMail(issue, { test: true }, ctx), issueId: 3, after: "kept" },
  {
    key: "contact:REQ-1795000000000-CONT0001:confirmation",
    kind: "visitor_confirmation",
    recordType: "contact_inquiry",
    status: "sent",
    mail: render("We have your message", [{ kind: "paragraph", text: "Thank you, we will call you." }]),
    after: "kept",
  },
  // Mail not yet sent still has to go out: waiting, or dead until the operator retries it.
  { key: "member:2:link", kind: "member_link", recordType: "register_member", status: "pending", mail: memberMail("Your own page", `${SITE}/membership/${WAITING}`), after: "kept" },
  {
    key: `event_registration:${booking.reference}:reminder`,
    kind: "visitor_confirmation",
    recordType: "event_registration",
    status: "dead",
    mail: visitorEventMail("reminder", walk, booking, { ...ctx, cancelUrl: `${SITE}/events/${walk.slug}/cancel?ref=${booking.reference}&token=${WAITING}` }),
    after: "kept",
  },
];

type Query = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

const SENT_AT = new Date("2026-11-20T05:00:00Z");
const CREATED_AT = new Date("2026-11-20T04:59:00Z");
const COLUMNS = "id, kind, dedupe_key, record_type, record_id, reference, recipient, subject, text, html, sealed, attachments, headers, issue_id, status, attempts, sent_at, created_at, updated_at";

/** Inserts the rows as the code before 0016 wrote them: text, HTML and headers in clear, nothing sealed. */
async function insertOld(query: Query) {
  for (const [i, o] of old.entries()) {
    await query(
      `insert into email_outbox (kind, dedupe_key, record_type, record_id, reference, recipient, reply_to, subject, text, html, attachments, headers, issue_id, status, attempts, sent_at, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 'lakshmi@example.org', 'hello@anandam.example', $6, $7, $8, $9::text::jsonb, $10::text::jsonb, $11, $12, $13, $14, $15, $15)`,
      [
        o.kind,
        o.key,
        o.recordType,
        i + 1,
        `REF-${i + 1}`,
        o.mail.subject,
        o.mail.text,
        o.mail.html,
        o.attachments ? JSON.stringify(o.attachments) : null,
        o.mail.headers ? JSON.stringify(o.mail.headers) : null,
        o.issueId ?? null,
        o.status,
        o.status === "pending" ? 0 : 1,
        o.status === "sent" ? SENT_AT : null,
        CREATED_AT,
      ],
    );
  }
}

/** The outbox after the migration: each row as expected, and no sent mail's token anywhere in it. */
async function checkMigrated(query: Query) {
  const rows = await query(`select ${COLUMNS} from email_outbox order by id`);
  expect(rows).toHaveLength(old.length);
  for (const [i, o] of old.entries()) {
    const row = rows[i]!;
    const kept = {
      kind: o.kind,
      dedupe_key: o.key,
      record_type: o.recordType,
      reference: `REF-${i + 1}`,
      recipient: "lakshmi@example.org",
      subject: o.mail.subject,
      status: o.status,
      attempts: o.status === "pending" ? 0 : 1,
      attachments: o.attachments ?? null,
      issue_id: o.issueId ?? null,
      sealed: null,
    };
    expect(row, o.key).toMatchObject(kept);
    expect(row.sent_at === null ? null : new Date(row.sent_at as string).getTime(), `${o.key} sent_at`).toBe(o.status === "sent" ? SENT_AT.getTime() : null);
    expect(new Date(row.created_at as string).getTime(), `${o.key} created_at`).toBe(CREATED_AT.getTime());
    expect(new Date(row.updated_at as string).getTime(), `${o.key} updated_at`).toBe(CREATED_AT.getTime());
    if (o.after === "link") expect({ text: row.text, html: row.html, headers: row.headers }, o.key).toEqual({ text: SENT_LINK_TEXT, html: SENT_LINK_TEXT, headers: null });
    else if (o.after === "secret") expect({ text: row.text, html: row.html }, o.key).toEqual({ text: SENT_SECRET_TEXT, html: SENT_SECRET_TEXT });
    else expect({ text: row.text, html: row.html, headers: row.headers }, o.key).toEqual({ text: o.mail.text, html: o.mail.html, headers: o.mail.headers ?? null });
  }
  const whole = (await query("select e::text as row from email_outbox e")).map((r) => r.row as string).join("\n");
  for (const [name, secret] of Object.entries(SENT_TOKENS)) expect(whole.includes(secret), `${name}'s token in the outbox`).toBe(false);
  // The waiting mails still carry theirs, to be sent.
  expect(whole).toContain(`/membership/${WAITING}`);
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

describe.each(databaseNames)("migration 0016_empty_sent_link_mails on %s", (name) => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  it("empties every sent mail's personal link as the dispatcher does, keeping the rows, their statuses and subjects, and the waiting mail whole", async () => {
    const previous = migrationsThrough(PREVIOUS);
    cleanup.push(async () => fs.rmSync(previous, { recursive: true, force: true }));
    if (name === "pglite") {
      const client = await PGlite.create();
      cleanup.push(() => client.close());
      const db = drizzlePglite(client);
      const query: Query = async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
      await migratePglite(db, { migrationsFolder: previous });
      await insertOld(query);
      await migratePglite(db, { migrationsFolder });
      await checkMigrated(query);
      return;
    }
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${await freshPostgresDatabase(url.toString(), `migration_0016_w${process.env.VITEST_POOL_ID ?? process.pid}`)}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    cleanup.push(() => client.end());
    const db = drizzlePg(client);
    const query: Query = async (text, params) => (await client.query(text, params)).rows as Array<Record<string, unknown>>;
    await migratePg(db, { migrationsFolder: previous });
    await insertOld(query);
    await migratePg(db, { migrationsFolder });
    await checkMigrated(query);
  });

  it("empties a mail queued in clear before sealing once the dispatcher has sent it whole, headers included", async () => {
    const t = await testDatabase(name);
    const waiting = old.filter((o) => o.key === "member:1:link" || o.kind === NEWSLETTER_KIND || o.key.startsWith("contact:"));
    await t.db.insert(emailOutbox).values(
      waiting.map((o, i) => ({
        kind: o.kind,
        dedupeKey: o.key,
        recordType: o.recordType,
        recordId: i + 1,
        reference: `REF-${i + 1}`,
        recipient: "lakshmi@example.org",
        subject: o.mail.subject,
        text: o.mail.text,
        html: o.mail.html,
        headers: o.mail.headers ?? null,
        issueId: o.issueId ?? null,
      })),
    );
    const sent: OutgoingMail[] = [];
    const transport: Transport = { name: "memory", send: async (m) => void sent.push(m), close: async () => {} };
    const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_SITE_URL: SITE, SESSION_SECRET: "the session secret of this test, long enough" });
    const dispatcher = createDispatcher({ db: t.db, env, log, transport });
    await dispatcher.drain();
    await dispatcher.stop();
    // Sent whole, as stored.
    expect(sent.map((m) => ({ subject: m.subject, text: m.text, html: m.html, headers: m.headers })).sort((a, b) => a.subject.localeCompare(b.subject))).toEqual(
      waiting.map((o) => ({ subject: o.mail.subject, text: o.mail.text, html: o.mail.html, headers: o.mail.headers })).sort((a, b) => a.subject.localeCompare(b.subject)),
    );
    const rows = await t.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(rows.map((r) => [r.dedupeKey, r.status, r.subject, r.text, r.html, r.headers])).toEqual(
      waiting.map((o) =>
        o.key.startsWith("contact:") ? [o.key, "sent", o.mail.subject, o.mail.text, o.mail.html, null] : [o.key, "sent", o.mail.subject, SENT_LINK_TEXT, SENT_LINK_TEXT, null],
      ),
    );
  });

  it.runIf(name === "pglite")("leaves the emptied links in none of the embedded database's files (tables, indexes, pg_wal)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "empty-sent-link-mails-"));
    cleanup.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const previous = migrationsThrough(PREVIOUS);
    cleanup.push(async () => fs.rmSync(previous, { recursive: true, force: true }));
    // An installation before the upgrade, with its mail sent in clear.
    const before = await PGlite.create(path.join(dataDir, "db"));
    await migratePglite(drizzlePglite(before), { migrationsFolder: previous });
    await insertOld(async (text, params) => (await before.query<Record<string, unknown>>(text, params)).rows);
    await before.query("checkpoint");
    await before.close();
    // The upgraded server's start: the migration, then the outbox rewritten.
    const handle = await openDatabase({ dataDir, log });
    const rows = await handle.db.select({ text: emailOutbox.text }).from(emailOutbox);
    expect(rows).toHaveLength(old.length);
    await handle.close();
    const files = filesUnder(path.join(dataDir, "db"));
    expect(files.some((f) => f.includes(`${path.sep}pg_wal${path.sep}`))).toBe(true);
    for (const [what, secret] of Object.entries(SENT_TOKENS)) {
      expect(
        files.filter((f) => fs.readFileSync(f).includes(Buffer.from(secret, "latin1"))).map((f) => path.relative(dataDir, f)),
        `${what}'s token in the database's files`,
      ).toEqual([]);
    }
    // The waiting mail is still there, whole.
    expect(files.some((f) => fs.readFileSync(f).includes(Buffer.from(WAITING, "latin1")))).toBe(true);
  });
});
