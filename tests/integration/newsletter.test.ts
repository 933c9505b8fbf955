// The newsletter against real databases (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): opening a
// confirm or unsubscribe link changes nothing and only the POST does; an issue reaches exactly the
// confirmed subscribers, once each, whatever is pressed twice and however many dispatchers send;
// the newsletter rate holds across dispatchers while other mail is not held back; an unsubscribe
// stops mail still waiting; unconfirmed addresses get one reminder and go after 30 days; and the
// subscribe box answers a new and a known address alike.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, asc, desc, eq } from "drizzle-orm";
import { emailOutbox, newsletterIssues, newsletterSubscriptions, operators } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { createDispatcher, NEWSLETTER_KIND, type TestableDispatcher } from "#app/lib/mail/dispatcher.server.ts";
import type { OutgoingMail, Transport } from "#app/lib/mail/transports.server.ts";
import { createIssue, confirmedCount, issueById, listIssues, sendIssue, sendTest } from "#app/lib/newsletter/issues.server.ts";
import { confirmSubscription, subscribeNewsletter, subscriptionByLink, tidyUnconfirmed, unsubscribe } from "#app/lib/newsletter/subscriptions.server.ts";
import { newsletterMailCopy } from "#app/content/newsletter.ts";
import { eraseRecord } from "#app/lib/console/records.server.ts";
import { log } from "#app/lib/log.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { mailOf, testSealEnv } from "#tests/support/outbox-mail.ts";

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
let operator = { id: 0, email: "operator@seniors.example.org" };
const quiet = log.child({}, { level: "silent" });

/** A transport that records what it was given (and can be told to fail). */
function recordingTransport(): Transport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    name: "recording",
    sent,
    async send(mail) {
      sent.push(mail);
    },
    async close() {},
  };
}

describe.each(databaseNames)("newsletter on %s", (name) => {
  let t: TestDatabase;
  const env = parseEnv({ NODE_ENV: "test", OPERATOR_EMAIL: operator.email, PUBLIC_SITE_URL: "https://seniors.example.org", NEWSLETTER_RATE_PER_MINUTE: "5", ...testSealEnv });
  const deps = () => ({ db: t.db, env, dispatcher: { kick: vi.fn() }, log: quiet });

  beforeAll(async () => {
    t = await testDatabase(name);
  });
  beforeEach(async () => {
    await t.reset();
    await t.db.delete(newsletterIssues);
    const [row] = await t.db.insert(operators).values({ email: operator.email, passwordHash: "scrypt$unused" }).returning();
    operator = { id: row!.id, email: row!.email };
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });

  /**
   * The key in the newest mail asking `email` to confirm, as its owner reads it: the mail is stored
   * sealed, and the row keeps only the key's hash (decision 035).
   */
  async function confirmKeyOf(email: string): Promise<string> {
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, email), eq(emailOutbox.recordType, "newsletter"), eq(emailOutbox.kind, "visitor_confirmation")))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mailOf(mail!).text)![1]!;
  }

  /** A subscription, confirmed unless told otherwise; `confirmToken` is the key its mail carries. */
  async function subscriber(email: string, confirmed = true) {
    await subscribeNewsletter(deps(), { email, source: "blog" });
    const key = await confirmKeyOf(email);
    if (confirmed) expect(await confirmSubscription(deps(), key)).toBe("done");
    return { ...(await subscriptionByLink(t.db, "confirm", key))!, confirmToken: key };
  }

  const outboxOf = (kind: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind)).orderBy(asc(emailOutbox.id));

  describe("the links in the mail", () => {
    it("opening them changes nothing; the confirm button's POST confirms, once", async () => {
      const row = await subscriber("asha@example.in", false);
      const before = await t.db.select().from(newsletterSubscriptions);
      // What the GET of either page does: find the subscription, nothing else.
      expect(await subscriptionByLink(t.db, "confirm", row.confirmToken)).toMatchObject({ id: row.id, confirmedAt: null });
      expect(await subscriptionByLink(t.db, "unsubscribe", row.unsubscribeToken)).toMatchObject({ id: row.id, confirmedAt: null });
      expect(await t.db.select().from(newsletterSubscriptions)).toEqual(before);

      expect(await confirmSubscription(deps(), row.confirmToken)).toBe("done");
      expect(await confirmSubscription(deps(), row.confirmToken)).toBe("already");
      const [after] = await t.db.select().from(newsletterSubscriptions);
      expect(after).toMatchObject({ status: "active", confirmedAt: expect.any(Date) });
      expect(await confirmedCount(t.db)).toBe(1);
    });

    it("the unsubscribe POST unsubscribes at once and remembers which issue's link it was", async () => {
      const row = await subscriber("asha@example.in");
      expect(await unsubscribe(deps(), row.unsubscribeToken, 7)).toBe("done");
      expect(await unsubscribe(deps(), row.unsubscribeToken, 7)).toBe("already");
      const [after] = await t.db.select().from(newsletterSubscriptions);
      expect(after).toMatchObject({ status: "unsubscribed", unsubscribedIssueId: 7, unsubscribedAt: expect.any(Date) });
      expect(await confirmedCount(t.db)).toBe(0);
    });

    it("a wrong, empty or spam row's token finds nothing and changes nothing", async () => {
      await subscribeNewsletter(deps(), { email: "bot@example.in", source: "blog" }, { spam: true });
      const [spam] = await t.db.select().from(newsletterSubscriptions);
      for (const token of ["", "x".repeat(300), "not-a-token", spam!.confirmToken, spam!.unsubscribeToken]) {
        expect(await subscriptionByLink(t.db, "confirm", token)).toBeUndefined();
        expect(await subscriptionByLink(t.db, "unsubscribe", token)).toBeUndefined();
        expect(await confirmSubscription(deps(), token)).toBe("not-found");
        expect(await unsubscribe(deps(), token, null)).toBe("not-found");
      }
      expect((await t.db.select().from(newsletterSubscriptions))[0]).toMatchObject({ status: "spam", confirmedAt: null });
    });

    it("an unsubscribed address that asks again stays unsubscribed until its owner confirms the new mail", async () => {
      const row = await subscriber("asha@example.in");
      await unsubscribe(deps(), row.unsubscribeToken, null);
      await subscribeNewsletter(deps(), { email: "asha@example.in", source: "events" }, { now: new Date(Date.now() + DAY) });
      expect(await confirmedCount(t.db)).toBe(0);
      const [asked] = await t.db.select().from(newsletterSubscriptions);
      // The new mail has a new key; the first mail's confirms nothing.
      const askedKey = await confirmKeyOf("asha@example.in");
      expect(askedKey).not.toBe(row.confirmToken);
      expect(asked!.unsubscribeToken).toBe(row.unsubscribeToken);
      expect(await confirmSubscription(deps(), row.confirmToken)).toBe("not-found");
      // The row's stored value is no key: only its hash.
      expect(await confirmSubscription(deps(), asked!.confirmToken)).toBe("not-found");
      expect(await confirmSubscription(deps(), askedKey)).toBe("done");
      expect(await confirmedCount(t.db)).toBe(1);
    });

    // The link in every issue only unsubscribes; the one in the mail asking to
    // confirm only confirms, and not after an unsubscription.
    it("each link does its one thing: a forwarded issue's link cannot confirm, an old confirm link cannot undo an unsubscribe", async () => {
      const row = await subscriber("asha@example.in");
      expect(row.confirmToken).not.toBe(row.unsubscribeToken);
      expect(await subscriptionByLink(t.db, "confirm", row.unsubscribeToken)).toBeUndefined();
      expect(await subscriptionByLink(t.db, "unsubscribe", row.confirmToken)).toBeUndefined();
      expect(await unsubscribe(deps(), row.confirmToken, null)).toBe("not-found");
      expect(await unsubscribe(deps(), row.unsubscribeToken, null)).toBe("done");
      // Whoever holds either link: the reader stays unsubscribed.
      expect(await confirmSubscription(deps(), row.unsubscribeToken)).toBe("not-found");
      expect(await confirmSubscription(deps(), row.confirmToken)).toBe("not-found");
      expect(await confirmedCount(t.db)).toBe(0);
      expect((await t.db.select().from(newsletterSubscriptions))[0]).toMatchObject({ status: "unsubscribed" });
      // Asking again within ten minutes of the first mail still sends one: the first link no longer confirms.
      await subscribeNewsletter(deps(), { email: "asha@example.in", source: "blog" });
      const askedKey = await confirmKeyOf("asha@example.in");
      expect(askedKey).not.toBe(row.confirmToken);
      expect(await confirmSubscription(deps(), askedKey)).toBe("done");
      expect(await confirmedCount(t.db)).toBe(1);
    });
  });

  describe("an issue", () => {
    it("is queued for exactly the confirmed subscribers, once each, even when sent twice at once", async () => {
      const readers = [await subscriber("a@example.in"), await subscriber("b@example.in"), await subscriber("c@example.in")];
      await subscriber("waiting@example.in", false);
      const left = await subscriber("left@example.in");
      await unsubscribe(deps(), left.unsubscribeToken, null);
      const issue = await createIssue(t.db, operator, { subject: "December at the centre", body: "Hello **friends**.", includeEvents: false });

      const results = await Promise.all([sendIssue(deps(), operator, issue.id, 3), sendIssue(deps(), operator, issue.id, 3)]);
      expect(results.map((r) => r.outcome).sort()).toEqual(["already", "sent"]);
      expect(await sendIssue(deps(), operator, issue.id, 3)).toEqual({ outcome: "already" });

      const queued = await outboxOf(NEWSLETTER_KIND);
      expect(queued.map((m) => m.recipient).sort()).toEqual(readers.map((r) => r.email).sort());
      for (const row of queued) {
        const reader = readers.find((r) => r.email === row.recipient)!;
        const link = `https://seniors.example.org/newsletter/unsubscribe?token=${reader.unsubscribeToken}&issue=${issue.id}`;
        // Each copy waits sealed (its link is the reader's): the row holds neither the link nor the header.
        expect(row.headers).toBeNull();
        expect(row.text).not.toContain(reader.unsubscribeToken);
        const mail = mailOf(row);
        expect(mail.headers).toEqual({ "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(link.replaceAll("&", "&amp;"));
        expect(mail.text).toContain(newsletterMailCopy.footer.why("").split(" on ")[0]!);
        expect(mail.html).toContain("<strong>friends</strong>");
      }
      expect(await issueById(t.db, issue.id)).toMatchObject({ status: "sent", recipients: 3, progress: { queued: 3, sent: 0 } });
    });

    it("is not sent when the number of subscribers changed after the operator saw it", async () => {
      await subscriber("a@example.in");
      const issue = await createIssue(t.db, operator, { subject: "News", body: "Text", includeEvents: false });
      expect(await sendIssue(deps(), operator, issue.id, 2)).toEqual({ outcome: "count-changed", recipients: 1 });
      expect(await outboxOf(NEWSLETTER_KIND)).toEqual([]);
      expect(await issueById(t.db, issue.id)).toMatchObject({ status: "draft" });
    });

    it("goes out once per subscriber with two dispatchers, at the set rate, and other mail is not held back", async () => {
      for (let i = 0; i < 12; i++) await subscriber(`reader${i}@example.in`);
      const issue = await createIssue(t.db, operator, { subject: "News", body: "Text", includeEvents: false });
      await sendIssue(deps(), operator, issue.id, 12);
      let clock = Date.now();
      const transport = recordingTransport();
      const dispatchers: TestableDispatcher[] = [1, 2].map(() => createDispatcher({ db: t.db, env, log: quiet, transport, now: () => clock, batchSize: 2 }));
      const newsletters = () => transport.sent.filter((m) => m.dedupeKey.startsWith("newsletter-issue:"));

      // The confirmations of the 12 subscriptions are ordinary mail: not counted against the rate.
      await Promise.all(dispatchers.map((d) => d.drain()));
      expect(newsletters()).toHaveLength(5);
      expect(transport.sent.filter((m) => m.dedupeKey.endsWith(":confirmation"))).toHaveLength(12);

      clock += 30 * SECOND;
      await subscribeNewsletter(deps(), { email: "new@example.in", source: "blog" });
      await Promise.all(dispatchers.map((d) => d.drain()));
      expect(newsletters()).toHaveLength(5);
      expect(transport.sent.filter((m) => m.to === "new@example.in")).toHaveLength(1);

      clock += 31 * SECOND;
      await Promise.all(dispatchers.map((d) => d.drain()));
      expect(newsletters()).toHaveLength(10);
      clock += 61 * SECOND;
      await Promise.all(dispatchers.map((d) => d.drain()));
      await Promise.all(dispatchers.map((d) => d.drain()));
      const keys = newsletters().map((m) => m.dedupeKey);
      expect(keys).toHaveLength(12);
      expect(new Set(keys).size).toBe(12);
      expect(new Set(newsletters().map((m) => m.to)).size).toBe(12);
      expect(newsletters()[0]!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect((await listIssues(t.db))[0]!.progress).toMatchObject({ sent: 12, queued: 0, failed: 0 });
      await Promise.all(dispatchers.map((d) => d.stop()));
    });

    it("skips a reader who unsubscribes before their copy went, and counts the unsubscribe for the issue", async () => {
      const stays = await subscriber("stays@example.in");
      const leaves = await subscriber("leaves@example.in");
      const issue = await createIssue(t.db, operator, { subject: "News", body: "Text", includeEvents: false });
      await sendIssue(deps(), operator, issue.id, 2);
      expect(await unsubscribe(deps(), leaves.unsubscribeToken, issue.id)).toBe("done");
      const transport = recordingTransport();
      const d = createDispatcher({ db: t.db, env, log: quiet, transport });
      await d.drain();
      expect(transport.sent.filter((m) => m.dedupeKey.startsWith("newsletter-issue:")).map((m) => m.to)).toEqual([stays.email]);
      expect(await issueById(t.db, issue.id)).toMatchObject({ progress: { sent: 1, skipped: 1, unsubscribes: 1 } });
      await d.stop();
    });

    it("a subscriber's copies are theirs: erasing the subscription erases them, and the issue's count follows", async () => {
      const erased = await subscriber("erase-me@example.in");
      await subscriber("stays@example.in");
      const issue = await createIssue(t.db, operator, { subject: "News", body: "Text", includeEvents: false });
      await sendIssue(deps(), operator, issue.id, 2);
      expect(await eraseRecord(t.db, operator, "newsletter", erased.id)).toEqual({ reference: erased.reference });
      const left = await t.db.select().from(emailOutbox);
      expect(left.filter((m) => m.recipient === erased.email)).toEqual([]);
      expect(await issueById(t.db, issue.id)).toMatchObject({ progress: { queued: 1 } });
    });

    it("a test copy goes to the operator who asked for it only (not OPERATOR_EMAIL), marked as a test, and the issue stays a draft", async () => {
      await subscriber("a@example.in");
      const issue = await createIssue(t.db, operator, { subject: "News", body: "Text", includeEvents: false });
      const colleague = { id: operator.id, email: "colleague@seniors.example.org" };
      expect(await sendTest(deps(), colleague, issue.id)).toBe(colleague.email);
      const tests = await outboxOf("newsletter_test");
      expect(tests).toEqual([expect.objectContaining({ recipient: colleague.email, subject: "[Test] News" })]);
      expect(tests[0]!.text).toContain(newsletterMailCopy.footer.testNote);
      expect(await outboxOf(NEWSLETTER_KIND)).toEqual([]);
      expect(await issueById(t.db, issue.id)).toMatchObject({ status: "draft" });
    });
  });

  describe("addresses never confirmed", () => {
    it("get one reminder after three days, however often the tidy runs, and are deleted after 30 days", async () => {
      const start = new Date();
      await subscribeNewsletter(deps(), { email: "late@example.in", source: "blog" }, { now: start });
      const confirmed = await subscriber("kept@example.in");
      expect(await tidyUnconfirmed(deps(), new Date(start.getTime() + DAY))).toEqual({ reminded: 0, removed: 0 });
      expect(await tidyUnconfirmed(deps(), new Date(start.getTime() + 4 * DAY))).toEqual({ reminded: 1, removed: 0 });
      expect(await tidyUnconfirmed(deps(), new Date(start.getTime() + 5 * DAY))).toEqual({ reminded: 0, removed: 0 });
      const reminders = (await outboxOf("visitor_confirmation")).filter((m) => m.dedupeKey.endsWith(":reminder"));
      expect(reminders).toEqual([expect.objectContaining({ recipient: "late@example.in" })]);
      expect(reminders[0]!.subject).toMatch(/^Reminder: /);

      expect(await tidyUnconfirmed(deps(), new Date(start.getTime() + 31 * DAY))).toEqual({ reminded: 0, removed: 1 });
      expect((await t.db.select().from(newsletterSubscriptions)).map((r) => r.email)).toEqual([confirmed.email]);
    });

    it("a subscription from before double opt-in (never asked) is asked once, then kept 30 days", async () => {
      const now = new Date();
      await t.db.insert(newsletterSubscriptions).values({ reference: "REQ-1700000000000-OLD00001", email: "old@example.in", source: "blog", status: "active", confirmToken: "old-confirm", unsubscribeToken: "old-unsubscribe", createdAt: new Date(now.getTime() - 400 * DAY) });
      expect(await tidyUnconfirmed(deps(), now)).toEqual({ reminded: 1, removed: 0 });
      expect(await tidyUnconfirmed(deps(), new Date(now.getTime() + 29 * DAY))).toEqual({ reminded: 0, removed: 0 });
      expect(await tidyUnconfirmed(deps(), new Date(now.getTime() + 31 * DAY))).toEqual({ reminded: 0, removed: 1 });
    });
  });

  it("the subscribe answer takes about as long for a new address as for a confirmed one", async () => {
    await subscriber("known@example.in");
    const time = async (email: string) => {
      const started = performance.now();
      await subscribeNewsletter(deps(), { email, source: "blog" });
      return performance.now() - started;
    };
    const fresh: number[] = [];
    const known: number[] = [];
    // Alternating, so a slow moment of a shared machine falls on both.
    for (let i = 0; i < 15; i++) {
      fresh.push(await time(`new${i}@example.in`));
      known.push(await time("known@example.in"));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Within noise: a few milliseconds apart, or a quarter of the slower one on a busy machine.
    expect(Math.abs(median(fresh) - median(known))).toBeLessThan(Math.max(8, 0.25 * Math.max(median(fresh), median(known))));
  });
});
