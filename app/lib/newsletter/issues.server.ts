// Owns newsletter issues: drafts written in the console, a test copy to the operator,
// and sending: one outbox row per confirmed subscriber, all queued in one transaction with the
// issue row locked, each keyed by issue and subscriber, so an issue reaches a subscriber once
// whatever is pressed twice, restarted or retried. The dispatcher sends them at
// NEWSLETTER_RATE_PER_MINUTE; a reader who unsubscribes meanwhile is skipped.
import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { site } from "#app/core/site.ts";
import { clockNow, formatTimeRange, todayIso } from "#app/core/calendar.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import { emailOutbox, newsletterIssues, newsletterSubscriptions } from "#app/lib/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Dispatcher } from "#app/lib/mail/dispatcher.server.ts";
import { NEWSLETTER_KIND } from "#app/lib/mail/dispatcher.server.ts";
import { headerSafe, styles } from "#app/lib/mail/render.ts";
import { sealedRow, type SealEnv } from "#app/lib/mail/sealed.server.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { publishedEventsFrom } from "#app/lib/events/events.server.ts";
import { markdownToHtml, markdownToText } from "#app/lib/markdown.server.ts";
import { issueMail, type IssueContent, type IssueEvent, type IssueReader, type NewsletterMail } from "./mail.ts";

export type IssueRow = typeof newsletterIssues.$inferSelect;
export type IssueInput = { subject: string; body: string; includeEvents: boolean };
/** SESSION_SECRET and DATA_DIR: the key each subscriber's copy is sealed with (it carries their unsubscribe link). */
export type IssueDeps = { db: Database; env: Pick<Env, "PUBLIC_SITE_URL" | "NEWSLETTER_RATE_PER_MINUTE"> & SealEnv; dispatcher: Pick<Dispatcher, "kick"> };

/**
 * The audit log's record type for an issue, and the outbox's for its test copies. A subscriber's
 * copy belongs to the subscriber (record type newsletter, their id), so erasing them erases it too;
 * its issue_id says which issue it is.
 */
const ISSUE_RECORD = "newsletter_issue";
/** How many upcoming events an issue's block lists. */
const EVENTS_IN_ISSUE = 3;

const confirmedSubscribers = and(eq(newsletterSubscriptions.status, "active"), isNotNull(newsletterSubscriptions.confirmedAt));

export async function confirmedCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscriptions).where(confirmedSubscribers);
  return row?.n ?? 0;
}

export type IssueProgress = { queued: number; sent: number; failed: number; skipped: number; unsubscribes: number };

/** Every issue, newest first, with its delivery progress and the unsubscribes its link brought. */
export async function listIssues(db: Database): Promise<Array<IssueRow & { progress: IssueProgress }>> {
  const rows = await db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id));
  const progress = await progressOf(db);
  return rows.map((row) => ({ ...row, progress: progress.get(row.id) ?? emptyProgress() }));
}

const emptyProgress = (): IssueProgress => ({ queued: 0, sent: 0, failed: 0, skipped: 0, unsubscribes: 0 });

async function progressOf(db: Database, issueId?: number): Promise<Map<number, IssueProgress>> {
  const mail = await db
    .select({
      id: emailOutbox.issueId,
      queued: sql<number>`count(*) filter (where ${emailOutbox.status} = 'pending' and ${emailOutbox.attempts} = 0)::int`,
      retrying: sql<number>`count(*) filter (where ${emailOutbox.status} = 'pending' and ${emailOutbox.attempts} > 0)::int`,
      sent: sql<number>`count(*) filter (where ${emailOutbox.status} = 'sent')::int`,
      dead: sql<number>`count(*) filter (where ${emailOutbox.status} = 'dead')::int`,
      skipped: sql<number>`count(*) filter (where ${emailOutbox.status} = 'skipped')::int`,
    })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, NEWSLETTER_KIND), isNotNull(emailOutbox.issueId), issueId === undefined ? undefined : eq(emailOutbox.issueId, issueId)))
    .groupBy(emailOutbox.issueId);
  const left = await db
    .select({ id: newsletterSubscriptions.unsubscribedIssueId, n: sql<number>`count(*)::int` })
    .from(newsletterSubscriptions)
    .where(and(isNotNull(newsletterSubscriptions.unsubscribedIssueId), issueId === undefined ? undefined : eq(newsletterSubscriptions.unsubscribedIssueId, issueId)))
    .groupBy(newsletterSubscriptions.unsubscribedIssueId);
  const out = new Map<number, IssueProgress>();
  for (const m of mail) if (m.id !== null) out.set(m.id, { queued: m.queued, sent: m.sent, failed: m.dead + m.retrying, skipped: m.skipped, unsubscribes: 0 });
  for (const l of left) {
    if (l.id === null) continue;
    const p = out.get(l.id) ?? emptyProgress();
    p.unsubscribes = l.n;
    out.set(l.id, p);
  }
  return out;
}

export async function issueById(db: Database, id: number): Promise<(IssueRow & { progress: IssueProgress }) | undefined> {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!row) return undefined;
  return { ...row, progress: (await progressOf(db, id)).get(id) ?? emptyProgress() };
}

export async function createIssue(db: Database, actor: AuditActor, input: IssueInput): Promise<IssueRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(newsletterIssues).values({ ...input, createdBy: actor.email }).returning();
    await writeAudit(tx, actor, { action: "newsletter_issue_create", recordType: ISSUE_RECORD, recordId: row!.id, detail: { item: row!.subject } });
    return row!;
  });
}

/** Changes a draft; a sent issue is never changed ("sent"). */
export async function updateIssue(db: Database, actor: AuditActor, id: number, input: IssueInput): Promise<"updated" | "sent" | "not-found"> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
    if (!row) return "not-found";
    if (row.status !== "draft") return "sent";
    await tx.update(newsletterIssues).set({ ...input, updatedAt: sql`now()` }).where(eq(newsletterIssues.id, id));
    await writeAudit(tx, actor, { action: "newsletter_issue_update", recordType: ISSUE_RECORD, recordId: id, detail: { item: input.subject } });
    return "updated";
  });
}

export async function deleteIssue(db: Database, actor: AuditActor, id: number): Promise<"deleted" | "sent" | "not-found"> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
    if (!row) return "not-found";
    if (row.status !== "draft") return "sent";
    await tx.delete(newsletterIssues).where(eq(newsletterIssues.id, id));
    await writeAudit(tx, actor, { action: "newsletter_issue_delete", recordType: ISSUE_RECORD, recordId: id, detail: { item: row.subject } });
    return "deleted";
  });
}

/** The next published events that have not started, for an issue's block. */
async function nextEvents(db: Database, now: Date): Promise<IssueEvent[]> {
  const from = `${todayIso(now)} ${clockNow(now)}`;
  const rows = await publishedEventsFrom(db, todayIso(now), EVENTS_IN_ISSUE + 10);
  return rows
    .filter((row) => `${row.date} ${row.startTime}` >= from)
    .slice(0, EVENTS_IN_ISSUE)
    .map((row) => ({ title: row.title, date: row.date, time: formatTimeRange(row.startTime, row.endTime), venue: row.venue, slug: row.slug }));
}

const markdownStyles = {
  h2: styles.heading,
  h3: styles.heading,
  p: styles.paragraph,
  ul: "margin:0 0 16px;padding-left:24px",
  ol: "margin:0 0 16px;padding-left:24px",
  a: styles.link,
  blockquote: "margin:0 0 16px;padding-left:16px;border-left:4px solid #d0d0d0",
};

/** The issue's content as every reader's copy shares it: the Markdown rendered and sanitised, and the events block. */
async function issueContent(db: Database, issue: Pick<IssueRow, "id" | "subject" | "body" | "includeEvents">, siteUrl: string, now = new Date()): Promise<IssueContent> {
  return {
    id: issue.id,
    subject: issue.subject,
    body: { html: markdownToHtml(issue.body, { siteUrl, styles: markdownStyles }), text: markdownToText(issue.body, { siteUrl }) },
    events: issue.includeEvents ? await nextEvents(db, now) : [],
  };
}

/** The preview the console shows: one reader's copy, with a sample unsubscribe link. */
export async function previewIssue(db: Database, issue: IssueRow, siteUrl: string): Promise<NewsletterMail> {
  return issueMail(await issueContent(db, issue, siteUrl), { test: true } satisfies IssueReader, { siteUrl });
}

/** A copy to the operator who asked for it (their own address), marked as a test; never to subscribers. */
export async function sendTest(deps: IssueDeps, actor: AuditActor, id: number, now = new Date()): Promise<string | undefined> {
  const issue = await issueById(deps.db, id);
  if (!issue) return undefined;
  const to = actor.email;
  const mail = await previewIssue(deps.db, issue, deps.env.PUBLIC_SITE_URL);
  await deps.db.transaction(async (tx) => {
    await tx.insert(emailOutbox).values({
      kind: "newsletter_test",
      dedupeKey: `newsletter-test:${id}:${now.getTime()}`,
      recordType: ISSUE_RECORD,
      recordId: id,
      issueId: id,
      reference: `issue-${id}`,
      recipient: headerSafe(to),
      replyTo: headerSafe(site.email),
      ...mail,
    });
    await writeAudit(tx, actor, { action: "newsletter_issue_test", recordType: ISSUE_RECORD, recordId: id, detail: { item: issue.subject, to } });
  });
  deps.dispatcher.kick();
  return to;
}

export type SendResult =
  | { outcome: "sent"; recipients: number }
  | { outcome: "already" }
  | { outcome: "not-found" }
  | { outcome: "count-changed"; recipients: number };

/**
 * Queues the issue for every confirmed subscriber, in one transaction with the issue locked: a second
 * press, a second operator or a second server finds it sent and queues nothing. `expected` is the
 * count the operator confirmed; if it has changed meanwhile, nothing is sent and the new count is
 * shown for a fresh confirmation.
 */
export async function sendIssue(deps: IssueDeps, actor: AuditActor, id: number, expected: number, now = new Date()): Promise<SendResult> {
  const result = await deps.db.transaction(async (tx): Promise<SendResult> => {
    const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
    if (!issue) return { outcome: "not-found" };
    if (issue.status !== "draft") return { outcome: "already" };
    const readers = await tx
      .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email, reference: newsletterSubscriptions.reference, unsubscribeToken: newsletterSubscriptions.unsubscribeToken, confirmedAt: newsletterSubscriptions.confirmedAt })
      .from(newsletterSubscriptions)
      .where(confirmedSubscribers)
      .orderBy(asc(newsletterSubscriptions.id));
    if (readers.length !== expected) return { outcome: "count-changed", recipients: readers.length };
    const content = await issueContent(tx, issue, deps.env.PUBLIC_SITE_URL, now);
    const rows = readers.map((reader) => ({
      kind: NEWSLETTER_KIND,
      // One message per issue and subscriber, ever: the outbox's unique key refuses a second.
      dedupeKey: `newsletter-issue:${id}:${reader.id}`,
      recordType: "newsletter",
      recordId: reader.id,
      issueId: id,
      reference: reader.reference,
      recipient: headerSafe(reader.email),
      replyTo: headerSafe(site.email),
      // The reader's unsubscribe link (in the text and the List-Unsubscribe header) waits only sealed.
      ...sealedRow(deps.env, issueMail(content, { unsubscribeToken: reader.unsubscribeToken, confirmedAt: reader.confirmedAt! }, { siteUrl: deps.env.PUBLIC_SITE_URL })),
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await tx.insert(emailOutbox).values(rows.slice(i, i + 200)).onConflictDoNothing({ target: emailOutbox.dedupeKey });
    }
    await tx
      .update(newsletterIssues)
      .set({ status: "sent", recipients: readers.length, sentBy: actor.email, queuedAt: now, updatedAt: now })
      .where(eq(newsletterIssues.id, id));
    await writeAudit(tx, actor, { action: "newsletter_issue_send", recordType: ISSUE_RECORD, recordId: id, detail: { item: issue.subject, recipients: readers.length } });
    return { outcome: "sent", recipients: readers.length };
  });
  if (result.outcome === "sent") deps.dispatcher.kick();
  return result;
}
