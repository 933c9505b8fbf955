// enqueueSubmissionMail against real databases: rows belong to the caller's transaction.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { contactInquiries, emailOutbox } from "#app/lib/db/schema.ts";
import { enqueueSubmissionMail } from "#app/lib/mail/outbox.server.ts";
import { site } from "#app/core/site.ts";
import { contactSubjects, labelOf } from "#app/core/form-options.ts";
import { operatorMailCopy } from "#app/content/mail.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { mailOf, testSealEnv } from "#tests/support/outbox-mail.ts";
import { insertRecord } from "#tests/support/mail-fixtures.ts";

const env = { OPERATOR_EMAIL: "operator@seniors.example.org", MAIL_CONFIRMATIONS: true, PUBLIC_SITE_URL: "https://seniors.example.org", ...testSealEnv };

describe.each(databaseNames)("mail outbox on %s", (name) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await testDatabase(name);
  });
  beforeEach(async () => {
    await t.reset();
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });

  const outbox = () => t.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));

  it("queues the operator notification and the visitor confirmation with the record, in one transaction", async () => {
    const record = await t.db.transaction(async (tx) => {
      const r = await insertRecord(tx, "member");
      await enqueueSubmissionMail(tx, r, env);
      return r;
    });
    const rows = await outbox();
    expect(rows).toHaveLength(2);
    const [operator, confirmation] = rows;
    expect(operator).toMatchObject({
      kind: "operator_notification",
      dedupeKey: `member:${record.row.reference}:operator`,
      recordType: "member",
      recordId: record.row.id,
      reference: record.row.reference,
      recipient: env.OPERATOR_EMAIL,
      replyTo: "lakshmi@example.com",
      subject: operatorMailCopy.member.subject("Lakshmi Narayan"),
      status: "pending",
      attempts: 0,
      sentAt: null,
      lastError: null,
    });
    expect(operator!.text).toContain(record.row.reference);
    expect(operator!.html).toContain(record.row.reference);
    expect(confirmation).toMatchObject({
      kind: "visitor_confirmation",
      dedupeKey: `member:${record.row.reference}:confirmation`,
      recipient: "lakshmi@example.com",
      replyTo: site.email,
      status: "pending",
    });
    expect(confirmation!.subject).toContain(record.row.reference);
    // Due at once: the dispatcher sends it on its next pass.
    expect(operator!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("queues only the operator notification when confirmations are off", async () => {
    await t.db.transaction(async (tx) => enqueueSubmissionMail(tx, await insertRecord(tx, "volunteer"), { ...env, MAIL_CONFIRMATIONS: false }));
    const rows = await outbox();
    expect(rows.map((r) => r.kind)).toEqual(["operator_notification"]);
    expect(rows[0]!.subject).toBe(operatorMailCopy.volunteer.subject("Ravi Kumar"));
  });

  it("leaves neither record nor mail when the transaction rolls back", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueSubmissionMail(tx, await insertRecord(tx, "contact"), env);
        expect(await tx.select().from(emailOutbox)).toHaveLength(2); // visible inside…
        throw new Error("something later in the request failed");
      }),
    ).rejects.toThrow("something later");
    expect(await outbox()).toHaveLength(0); // …gone after the rollback
    expect(await t.db.select().from(contactInquiries)).toHaveLength(0);
  });

  it("does not queue a second copy when called again for the same record", async () => {
    const record = await t.db.transaction(async (tx) => {
      const r = await insertRecord(tx, "contact");
      await enqueueSubmissionMail(tx, r, env);
      return r;
    });
    await t.db.transaction((tx) => enqueueSubmissionMail(tx, record, env));
    expect(await outbox()).toHaveLength(2);
  });

  it("gives each form its subject", async () => {
    for (const type of ["member", "volunteer", "contact", "newsletter"] as const) {
      await t.db.transaction(async (tx) => enqueueSubmissionMail(tx, await insertRecord(tx, type), env));
    }
    const operatorRows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "operator_notification")).orderBy(asc(emailOutbox.id));
    expect(operatorRows.map((r) => r.subject)).toEqual([
      operatorMailCopy.member.subject("Lakshmi Narayan"),
      operatorMailCopy.volunteer.subject("Ravi Kumar"),
      operatorMailCopy.contact.subject(labelOf(contactSubjects, "technology")),
      operatorMailCopy.newsletter.subject(),
    ]);
  });

  it("strips line breaks from addresses it puts in headers", async () => {
    await t.db.transaction(async (tx) => {
      const r = await insertRecord(tx, "contact");
      await enqueueSubmissionMail(tx, { type: "contact", row: { ...r.row, email: "meera@example.com\r\nBcc: victim@example.com" } }, env);
    });
    for (const row of await outbox()) {
      expect(row.recipient).not.toMatch(/[\r\n]/);
      expect(row.replyTo ?? "").not.toMatch(/[\r\n]/);
      expect(row.subject).not.toMatch(/[\r\n]/);
    }
  });
});
