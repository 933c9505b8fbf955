// Owns a newsletter subscription's life (docs/decisions/014-newsletter.md): the request
// (double opt-in: stored as the spec says, status active, with no confirmation time, and a mail
// asking the address's owner to confirm), the confirmation and the unsubscription (each a POST
// with its link's own key; opening a link changes nothing), and the tidying of addresses never
// confirmed (one reminder, then deletion after 30 days). The two links have a key each:
// the confirm key is made afresh with each mail asking to confirm and confirms only a subscription
// waiting for that mail's answer; the unsubscribe key, in every issue, only unsubscribes. So anyone
// an issue is forwarded to can unsubscribe the reader, as the link says, but never undo that: an
// unsubscription is undone only by its owner subscribing again and confirming the new mail.
import crypto from "node:crypto";
import { and, eq, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { REMIND_AFTER_DAYS, SKIPPED_UNSUBSCRIBED, UNCONFIRMED_KEPT_DAYS } from "#app/content/newsletter.ts";
import { SPAM, initialStatus } from "#app/core/records.ts";
import { newReference } from "#app/core/reference.ts";
import type { NewsletterInput } from "#app/schemas/newsletter.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import { emailOutbox, newsletterSubscriptions } from "#app/lib/db/schema.ts";
import { NEWSLETTER_KIND } from "#app/lib/mail/dispatcher.server.ts";
import { enqueueSubmissionMail } from "#app/lib/mail/outbox.server.ts";
import { headerSafe } from "#app/lib/mail/render.ts";
import { sealedRow } from "#app/lib/mail/sealed.server.ts";
import { site } from "#app/core/site.ts";
import { afterCommit, firstAnswerFor, type SubmissionDeps, type SubmitOptions, type SubmitResult } from "#app/lib/submissions/store.server.ts";
import { confirmationRequest } from "./mail.ts";

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

const ACTIVE = initialStatus.newsletter;
export const UNSUBSCRIBED = "unsubscribed";
const DAY = 24 * 60 * 60 * 1000;
/** A repeated request within this time sends no second mail (nobody can fill a stranger's inbox from the box). */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

/** A link's key: 24 random bytes (the confirm link's, or every issue's unsubscribe link's). */
const newToken = () => crypto.randomBytes(24).toString("base64url");

/**
 * The confirm link's key as the row keeps it: its SHA-256 (hex). The key itself is only in the mail,
 * which waits in the outbox sealed, so a copy of the database confirms nobody (decision 035).
 */
const confirmKeyHash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * The row a confirm link's key belongs to: by the key's hash, or, for a row asked before keys were
 * hashed, by the key as it was stored. A value shaped like a stored hash is never taken as such an
 * old key: a stored hash is no key.
 */
const confirmKeyIs = (token: string) =>
  /^[0-9a-f]{64}$/.test(token) ? eq(newsletterSubscriptions.confirmToken, confirmKeyHash(token)) : or(eq(newsletterSubscriptions.confirmToken, confirmKeyHash(token)), eq(newsletterSubscriptions.confirmToken, token));

/** Whether a subscription receives issues: active and confirmed by the address's owner. */
export const isConfirmedSubscriber = (row: Pick<SubscriptionRow, "status" | "confirmedAt">) => row.status === ACTIVE && row.confirmedAt !== null;

/**
 * Whether the latest mail asking to confirm still waits for its answer: a request not yet confirmed,
 * or one its owner made after unsubscribing. An unsubscription after the mail was sent makes its
 * link worthless, so a forwarded or old link never subscribes an address again.
 */
export const awaitsConfirmation = (row: Pick<SubscriptionRow, "status" | "confirmedAt" | "confirmationSentAt" | "unsubscribedAt">) =>
  row.status === ACTIVE
    ? row.confirmedAt === null
    : row.status === UNSUBSCRIBED && row.confirmationSentAt !== null && (row.unsubscribedAt === null || row.confirmationSentAt >= row.unsubscribedAt);

/** Whether a link's token is worth looking up (a real one is 32 characters; anything empty or huge is not). */
const plausibleToken = (token: string) => token.length > 0 && token.length <= 200;

const byAddress = (email: string) => eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase());

/**
 * A request to subscribe. The visitor's answer is the same whatever the address's state (a fresh
 * Reference ID for this request), so the box tells nobody who is on the list; what happens differs:
 * - a new address is stored (status active, not confirmed), the operator is told and the owner is
 *   asked to confirm;
 * - an address waiting for confirmation, or one that unsubscribed, is asked again (the request's
 *   Reference ID replaces the row's), unless it was asked in the last ten minutes; an unsubscribed
 *   address stays unsubscribed until its owner confirms again;
 * - a confirmed address gets nothing: it is subscribed already;
 * - an address only ever left by a spam bot starts afresh like a new one.
 * Every request writes the row (last_requested_at), so the answer takes about as long for each.
 * A honeypot hit stores a spam row for a new address and changes nothing that exists.
 */
export async function subscribeNewsletter(deps: SubmissionDeps, input: NewsletterInput, options: SubmitOptions = {}): Promise<SubmitResult> {
  const now = options.now ?? new Date();
  const reference = newReference(now.getTime());
  const spam = options.spam ?? false;
  let first: string | undefined;
  // The key the mail's confirm link carries; the row keeps only its hash.
  const confirmKey = newToken();
  const queuedMail = await deps.db.transaction(async (tx): Promise<boolean> => {
    first = await firstAnswerFor(tx, "newsletter", reference, options.token);
    if (first) return false;
    const [inserted] = await tx
      .insert(newsletterSubscriptions)
      .values({
        ...input,
        reference,
        status: spam ? SPAM : ACTIVE,
        confirmToken: confirmKeyHash(confirmKey),
        unsubscribeToken: newToken(),
        lastRequestedAt: now,
        confirmationSentAt: spam ? null : now,
        createdAt: now,
        updatedAt: now,
      })
      // A concurrent request for the same address waits for ours, then lands here as existing.
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      if (!spam) await enqueueSubmissionMail(tx, { type: "newsletter", row: { ...inserted, confirmToken: confirmKey } }, deps.env);
      return !spam;
    }

    const [existing] = await tx.select().from(newsletterSubscriptions).where(byAddress(input.email)).for("update");
    // Only the address's unique index (or, in theory, a Reference ID collision) refuses the insert.
    if (!existing) throw new Error("newsletter subscription refused by a unique index but no row for the address");
    if (spam) return false;
    // A mail asked within ten minutes is enough, unless its owner has unsubscribed since (its link no longer confirms).
    const askedRecently =
      existing.confirmationSentAt !== null &&
      now.getTime() - existing.confirmationSentAt.getTime() < RESEND_AFTER_MS &&
      (existing.unsubscribedAt === null || existing.unsubscribedAt < existing.confirmationSentAt);
    if (isConfirmedSubscriber(existing) || (askedRecently && existing.status !== SPAM)) {
      await tx.update(newsletterSubscriptions).set({ lastRequestedAt: now }).where(eq(newsletterSubscriptions.id, existing.id));
      return false;
    }
    const fresh = existing.status === SPAM;
    const [asked] = await tx
      .update(newsletterSubscriptions)
      .set({
        reference,
        source: input.source,
        // A new mail asking to confirm, with a new key: links in earlier mails confirm nothing.
        confirmToken: confirmKeyHash(confirmKey),
        lastRequestedAt: now,
        confirmationSentAt: now,
        remindedAt: null,
        ...(fresh ? { status: ACTIVE, createdAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(newsletterSubscriptions.id, existing.id))
      .returning();
    // The operator hears of a subscription once: when it is new (or was only a bot's before).
    await enqueueSubmissionMail(tx, { type: "newsletter", row: { ...asked!, confirmToken: confirmKey } }, deps.env, { visitorOnly: !fresh });
    return true;
  });
  if (first) return { reference: first };
  afterCommit(deps, queuedMail);
  return { reference };
}

/** Which key each link's page looks its subscription up by. */
const keyOf = { confirm: newsletterSubscriptions.confirmToken, unsubscribe: newsletterSubscriptions.unsubscribeToken } as const;
export type LinkPage = keyof typeof keyOf;

/** The subscription a link's key belongs to, for the page it opens (changes nothing). Spam rows have no link. */
export async function subscriptionByLink(db: Database, which: LinkPage, token: string): Promise<SubscriptionRow | undefined> {
  if (!plausibleToken(token)) return undefined;
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(which === "confirm" ? confirmKeyIs(token) : eq(keyOf[which], token));
  return row && row.status !== SPAM ? row : undefined;
}

export type LinkOutcome = "done" | "already" | "not-found";

/**
 * The button on the confirm page: the address's owner confirms the latest request. A key from a
 * mail an unsubscription has since made worthless finds nothing to confirm.
 */
export async function confirmSubscription(deps: Pick<SubmissionDeps, "db" | "log">, token: string, now = new Date()): Promise<LinkOutcome> {
  if (!plausibleToken(token)) return "not-found";
  const outcome = await deps.db.transaction(async (tx): Promise<LinkOutcome> => {
    const [row] = await tx.select().from(newsletterSubscriptions).where(confirmKeyIs(token)).for("update");
    if (!row || row.status === SPAM) return "not-found";
    if (isConfirmedSubscriber(row)) return "already";
    if (!awaitsConfirmation(row)) return "not-found";
    await tx
      .update(newsletterSubscriptions)
      .set({ status: ACTIVE, confirmedAt: now, unsubscribedAt: null, unsubscribedIssueId: null, updatedAt: now })
      .where(eq(newsletterSubscriptions.id, row.id));
    return "done";
  });
  if (outcome === "done") deps.log?.info({ form: "newsletter" }, "newsletter subscription confirmed");
  return outcome;
}

/**
 * The unsubscribe link's POST (the page's button, or a mail program's one-click POST, RFC 8058).
 * Newsletter mail still waiting in the outbox for this address is not sent.
 */
export async function unsubscribe(deps: Pick<SubmissionDeps, "db" | "log">, token: string, issueId: number | null, now = new Date()): Promise<LinkOutcome> {
  if (!plausibleToken(token)) return "not-found";
  const outcome = await deps.db.transaction(async (tx): Promise<LinkOutcome> => {
    const [row] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.unsubscribeToken, token)).for("update");
    if (!row || row.status === SPAM) return "not-found";
    if (row.status === UNSUBSCRIBED) return "already";
    await tx
      .update(newsletterSubscriptions)
      .set({ status: UNSUBSCRIBED, unsubscribedAt: now, unsubscribedIssueId: issueId, updatedAt: now })
      .where(eq(newsletterSubscriptions.id, row.id));
    await tx
      .update(emailOutbox)
      // Never to be sent: its sealed copy (with the unsubscribe link) goes too.
      .set({ status: "skipped", lastError: SKIPPED_UNSUBSCRIBED, sealed: null, updatedAt: now })
      .where(and(eq(emailOutbox.kind, NEWSLETTER_KIND), eq(emailOutbox.status, "pending"), eq(emailOutbox.recordType, "newsletter"), eq(emailOutbox.recordId, row.id)));
    return "done";
  });
  if (outcome === "done") deps.log?.info({ form: "newsletter", issueId }, "newsletter unsubscribed");
  return outcome;
}

/**
 * Addresses never confirmed: one reminder some days after the request (also to subscriptions from
 * before double opt-in, which were never asked), then deletion 30 days after the latest request.
 * Safe on several servers at once: rows being reminded are locked and skipped by the others, and
 * each reminder has one outbox key.
 */
export async function tidyUnconfirmed(deps: Pick<SubmissionDeps, "db" | "env" | "dispatcher">, now = new Date()): Promise<{ reminded: number; removed: number }> {
  const remindBefore = new Date(now.getTime() - REMIND_AFTER_DAYS * DAY);
  const removeBefore = new Date(now.getTime() - UNCONFIRMED_KEPT_DAYS * DAY);
  const unconfirmed = and(eq(newsletterSubscriptions.status, ACTIVE), isNull(newsletterSubscriptions.confirmedAt));
  const reminded = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(
        and(
          unconfirmed,
          isNull(newsletterSubscriptions.remindedAt),
          or(isNull(newsletterSubscriptions.confirmationSentAt), lte(newsletterSubscriptions.confirmationSentAt, remindBefore)),
        ),
      )
      .limit(100)
      .for("update", { skipLocked: true });
    for (const row of due) {
      // The row keeps only the hash of its key, so the reminder carries a new one (the first mail's
      // link then confirms nothing, as after a second request), and waits only sealed.
      const confirmKey = newToken();
      const mail = sealedRow(deps.env, confirmationRequest({ ...row, confirmToken: confirmKey }, { siteUrl: deps.env.PUBLIC_SITE_URL }, "reminder"));
      await tx
        .insert(emailOutbox)
        .values({
          kind: "visitor_confirmation",
          dedupeKey: `newsletter:${row.reference}:reminder`,
          recordType: "newsletter",
          recordId: row.id,
          reference: row.reference,
          recipient: headerSafe(row.email),
          replyTo: headerSafe(site.email),
          ...mail,
        })
        .onConflictDoNothing({ target: emailOutbox.dedupeKey });
      await tx
        .update(newsletterSubscriptions)
        .set({ confirmToken: confirmKeyHash(confirmKey), remindedAt: now, confirmationSentAt: row.confirmationSentAt ?? now, updatedAt: now })
        .where(eq(newsletterSubscriptions.id, row.id));
    }
    return due.length;
  });
  const removed = await deps.db
    .delete(newsletterSubscriptions)
    .where(and(unconfirmed, isNotNull(newsletterSubscriptions.confirmationSentAt), lte(newsletterSubscriptions.confirmationSentAt, removeBefore)))
    .returning({ id: newsletterSubscriptions.id });
  if (reminded > 0) deps.dispatcher.kick();
  return { reminded, removed: removed.length };
}
