import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { auditLog, contactInquiries, emailOutbox, members } from "#app/lib/db/schema.ts";
import { recordHistory } from "#app/lib/console/audit.server.ts";
import { mailsOfRecord, outboxCounts, retryMail, undeliveredMail } from "#app/lib/console/outbox.server.ts";
import {
  changeStatus,
  countsByStatus,
  eraseRecord,
  exportRecords,
  findByReference,
  getRecord,
  listRecords,
  PAGE_SIZE,
  parseFilter,
  saveNote,
} from "#app/lib/console/records.server.ts";
import { sendReply } from "#app/lib/console/replies.server.ts";
import { describeAuditEntry } from "#app/lib/console/history.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { addContact, addMail, addMember, addSubscription } from "./console-fixtures.ts";

describe.each(databaseNames)("console records on %s", (name) => {
  let t: TestDatabase;
  let actor: { id: number; email: string };
  beforeEach(async () => {
    t = await testDatabase(name);
    actor = await createOperator(t.db, "operator@example.org", "a long enough passphrase");
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });

  it("finds a record by its Reference ID, name or e-mail, in any case", async () => {
    const wanted = await addContact(t.db, { name: "Radha Krishnan", email: "Radha.K@Example.org" });
    await addContact(t.db, { name: "Someone Else", email: "else@example.org" });
    for (const q of [wanted.reference, wanted.reference.toLowerCase(), "radha krish", "RADHA.k@example", wanted.reference.slice(-6).toLowerCase()]) {
      const page = await listRecords(t.db, "contact", { q });
      expect(page.rows.map((r) => r.id), q).toEqual([wanted.id]);
    }
    expect(await findByReference(t.db, ` ${wanted.reference.toLowerCase()} `)).toEqual({ type: "contact", id: wanted.id });
    expect(await findByReference(t.db, "REQ-0-NOPE")).toBeNull();
  });

  it("finds an ID read out with O for 0 and I or L for 1, and an older ID holding O, I or L as typed", async () => {
    const current = await addContact(t.db, { reference: "REQ-1763800000000-2DQP9N00" });
    const older = await addContact(t.db, { reference: "REQ-1763800000000-YES62OO4" });
    const booking = await addContact(t.db, { reference: "REQ-1763800000001-K1M1QX2A" });
    expect(await findByReference(t.db, "REQ-1763800000000-2DQP9NO0")).toEqual({ type: "contact", id: current.id });
    expect(await findByReference(t.db, "req 1763 8000 0000 0 2dqp 9noo")).toEqual({ type: "contact", id: current.id });
    expect(await findByReference(t.db, "REQ-1763800000000-YES62OO4")).toEqual({ type: "contact", id: older.id });
    expect(await findByReference(t.db, "REQ-176380000000I-KIMLQX2A")).toEqual({ type: "contact", id: booking.id });
  });

  it("treats % and _ in a search as characters, not wildcards", async () => {
    await addContact(t.db, { name: "Plain Name" });
    expect((await listRecords(t.db, "contact", { q: "%" })).total).toBe(0);
    expect((await listRecords(t.db, "contact", { q: "Plain_Name" })).total).toBe(0);
  });

  it("searches newsletter subscriptions by e-mail and reference (they have no name)", async () => {
    const sub = await addSubscription(t.db, { email: "Reader@Example.org" });
    expect((await listRecords(t.db, "newsletter", { q: "reader@" })).rows.map((r) => r.id)).toEqual([sub.id]);
    expect((await listRecords(t.db, "newsletter", { q: sub.reference })).rows.map((r) => r.id)).toEqual([sub.id]);
  });

  it("lists newest first, filters by status, and pages by 25", async () => {
    const base = Date.parse("2026-01-01T00:00:00Z");
    for (let i = 0; i < 30; i++) {
      await addContact(t.db, { createdAt: new Date(base + i * 60_000), status: i % 3 === 0 ? "resolved" : "new" });
    }
    const first = await listRecords(t.db, "contact", { page: 1 });
    expect(first).toMatchObject({ total: 30, pages: 2, page: 1 });
    expect(first.rows).toHaveLength(PAGE_SIZE);
    const times = first.rows.map((r) => r.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await listRecords(t.db, "contact", { page: 2 });
    expect(second.rows).toHaveLength(5);
    expect((await listRecords(t.db, "contact", { page: 99 })).page).toBe(2);
    const resolved = await listRecords(t.db, "contact", { status: "resolved" });
    expect(resolved.total).toBe(10);
    expect(resolved.rows.every((r) => r.status === "resolved")).toBe(true);
  });

  it("reads the filter from the URL and ignores statuses of other types", () => {
    expect(parseFilter("contact", new URL("http://h/a?status=in_progress&q=%20Ravi%20%20K%20&page=3"))).toEqual({ status: "in_progress", q: "Ravi K", page: 3 });
    expect(parseFilter("contact", new URL("http://h/a?status=approved&page=-1"))).toEqual({ status: undefined, q: undefined, page: 1 });
  });

  it("counts records per status for every type, zeros included", async () => {
    await addContact(t.db);
    await addContact(t.db, { status: "spam" });
    await addMember(t.db);
    const counts = await countsByStatus(t.db);
    expect(counts.contact).toEqual({ total: 2, byStatus: { new: 1, in_progress: 0, resolved: 0, spam: 1 } });
    expect(counts.member.byStatus.pending).toBe(1);
    expect(counts.newsletter.total).toBe(0);
  });

  it("moves an enquiry new → in progress → resolved, with an audit entry each time", async () => {
    const c = await addContact(t.db);
    expect(await changeStatus(t.db, actor, "contact", c.id, { from: "new", to: "in_progress" })).toBe("changed");
    expect(await changeStatus(t.db, actor, "contact", c.id, { from: "in_progress", to: "resolved" })).toBe("changed");
    expect((await getRecord(t.db, "contact", c.id))!.status).toBe("resolved");
    const history = await recordHistory(t.db, "contact", c.id);
    expect(history.map((h) => [h.action, h.detail, h.operatorEmail, h.reference])).toEqual([
      ["status", { from: "in_progress", to: "resolved" }, "operator@example.org", c.reference],
      ["status", { from: "new", to: "in_progress" }, "operator@example.org", c.reference],
    ]);
  });

  it("sends an answer through the outbox from the site with replies to OPERATOR_EMAIL, once; it is in the history with who sent it and moves a new enquiry to in progress", async () => {
    const kicks: number[] = [];
    const deps = { db: t.db, env: { OPERATOR_EMAIL: "office@seniors.example.org" }, dispatcher: { kick: () => kicks.push(1) } };
    const enquiry = await addContact(t.db, { email: "lakshmi@example.org" });
    const answer = { subject: "Re: Outings", body: "Dear Lakshmi,\n\nYes, there is a place.\n\n> Is there a place?" };
    expect(await sendReply(deps, actor, "contact", enquiry.id, answer)).toBe("sent-and-moved");
    expect(await sendReply(deps, actor, "contact", enquiry.id, answer)).toBe("already-sent");
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "reply"));
    expect(mails).toEqual([expect.objectContaining({ recipient: "lakshmi@example.org", replyTo: "office@seniors.example.org", subject: "Re: Outings", recordType: "contact", recordId: enquiry.id, reference: enquiry.reference })]);
    expect(mails[0]!.text).toContain("Yes, there is a place.");
    expect(kicks).toHaveLength(1);
    expect((await getRecord(t.db, "contact", enquiry.id))!.status).toBe("in_progress");
    const history = await recordHistory(t.db, "contact", enquiry.id);
    expect(history.map((h) => [h.operatorEmail, describeAuditEntry(h.action, h.detail)])).toEqual(
      expect.arrayContaining([
        [actor.email, "Answer sent by e-mail"],
        [actor.email, "Status changed from new to in progress"],
      ]),
    );
    // The audit keeps that an answer went, never its words.
    expect(JSON.stringify(history)).not.toContain("place");
    // A second, different answer goes too, and an enquiry already in progress stays there.
    expect(await sendReply(deps, actor, "contact", enquiry.id, { ...answer, body: "And bring a hat." })).toBe("sent");
    expect((await getRecord(t.db, "contact", enquiry.id))!.status).toBe("in_progress");
    // An application is answered without changing its status; no such record, nothing is queued.
    const member = await addMember(t.db);
    expect(await sendReply(deps, actor, "member", member.id, answer)).toBe("sent");
    expect((await getRecord(t.db, "member", member.id))!.status).toBe("pending");
    expect(await sendReply(deps, actor, "contact", 999_999, answer)).toBe("not-found");
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "reply"))).toHaveLength(3);
  });

  it("refuses transitions the table does not allow, and stale ones, writing nothing", async () => {
    const c = await addContact(t.db);
    expect(await changeStatus(t.db, actor, "contact", c.id, { from: "new", to: "resolved" })).toBe("refused");
    expect(await changeStatus(t.db, actor, "contact", c.id, { from: "new", to: "approved" })).toBe("refused");
    expect(await changeStatus(t.db, actor, "contact", c.id, { from: "in_progress", to: "resolved" })).toBe("conflict");
    expect(await changeStatus(t.db, actor, "contact", 999_999, { from: "new", to: "in_progress" })).toBe("not_found");
    const m = await addMember(t.db, { status: "approved" });
    // Reopening goes back to pending, never across to the other decision.
    expect(await changeStatus(t.db, actor, "member", m.id, { from: "approved", to: "rejected" })).toBe("refused");
    expect((await getRecord(t.db, "contact", c.id))!.status).toBe("new");
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "status"))).toHaveLength(0);
  });

  it("reopens a decided application and a resolved enquiry, with an audit entry", async () => {
    const m = await addMember(t.db, { status: "approved" });
    expect(await changeStatus(t.db, actor, "member", m.id, { from: "approved", to: "pending" })).toBe("changed");
    const c = await addContact(t.db, { status: "resolved" });
    expect(await changeStatus(t.db, actor, "contact", c.id, { from: "resolved", to: "in_progress" })).toBe("changed");
    expect((await getRecord(t.db, "contact", c.id))!.status).toBe("in_progress");
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "status"))).toHaveLength(2);
  });

  it("marks any record as spam and restores spam to the initial status only", async () => {
    const m = await addMember(t.db, { status: "approved" });
    expect(await changeStatus(t.db, actor, "member", m.id, { from: "approved", to: "spam" })).toBe("changed");
    expect(await changeStatus(t.db, actor, "member", m.id, { from: "spam", to: "approved" })).toBe("refused");
    expect(await changeStatus(t.db, actor, "member", m.id, { from: "spam", to: "pending" })).toBe("changed");
  });

  it("keeps a note, and the audit says that it changed without repeating it", async () => {
    const c = await addContact(t.db);
    expect(await saveNote(t.db, actor, "contact", c.id, "  Called back on Monday; wants the Tuesday trip.  ")).toBe("saved");
    expect((await getRecord(t.db, "contact", c.id))!.note).toBe("Called back on Monday; wants the Tuesday trip.");
    expect(await saveNote(t.db, actor, "contact", c.id, "   ")).toBe("saved");
    expect((await getRecord(t.db, "contact", c.id))!.note).toBeNull();
    const history = await recordHistory(t.db, "contact", c.id);
    expect(history.map((h) => h.detail)).toEqual([{ cleared: true }, { cleared: false }]);
    expect(JSON.stringify(history)).not.toContain("Tuesday");
    await expect(saveNote(t.db, actor, "contact", c.id, "x".repeat(5001))).rejects.toThrow(RangeError);
    expect(await saveNote(t.db, actor, "contact", 999_999, "note")).toBe("not_found");
  });

  it("erases a record and its mail, leaving an audit entry with no personal data", async () => {
    const c = await addContact(t.db, { name: "Erase Me Person", email: "erase.me@example.org", note: "private remark" });
    const other = await addContact(t.db);
    await addMail(t.db, { type: "contact", id: c.id, reference: c.reference });
    await addMail(t.db, { type: "contact", id: c.id, reference: c.reference }, { kind: "visitor_confirmation", recipient: "erase.me@example.org", status: "dead" });
    const kept = await addMail(t.db, { type: "contact", id: other.id, reference: other.reference });
    // A member with the same id number must keep its mail: rows are matched by type and id.
    const sameIdMember = await addMember(t.db);
    const memberMail = await addMail(t.db, { type: "member", id: c.id, reference: sameIdMember.reference });
    await saveNote(t.db, actor, "contact", c.id, "another private remark");

    expect(await eraseRecord(t.db, actor, "contact", c.id)).toEqual({ reference: c.reference });
    expect(await getRecord(t.db, "contact", c.id)).toBeNull();
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.recordId, c.id))).toEqual([expect.objectContaining({ id: memberMail.id })]);
    expect((await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, kept.id)))).toHaveLength(1);
    expect(await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, other.id))).toHaveLength(1);

    // The audit keeps only that an erasure happened: counts, no record id, no Reference ID;
    // what was done to the record before keeps who and when, but no longer which record.
    const audit = await t.db.select().from(auditLog);
    const erase = audit.find((a) => a.action === "erase")!;
    expect(erase).toMatchObject({ operatorEmail: "operator@example.org", recordType: null, recordId: null, reference: null, detail: { contact: 1, mails: 2 } });
    expect(audit.find((a) => a.action === "note")).toMatchObject({ operatorEmail: "operator@example.org", recordType: "contact", recordId: null, reference: null });
    const dump = JSON.stringify(audit);
    for (const secret of ["Erase Me", "erase.me@", "private remark", "+91", c.reference]) expect(dump).not.toContain(secret);

    expect(await eraseRecord(t.db, actor, "contact", c.id)).toBeNull();
    expect(await t.db.select().from(members)).toHaveLength(1);
  });

  it("shows a record's mail and the undelivered mail, dead first", async () => {
    const c = await addContact(t.db);
    await addMail(t.db, { type: "contact", id: c.id, reference: c.reference }, { status: "sent", sentAt: new Date() });
    const pending = await addMail(t.db, { type: "contact", id: c.id, reference: c.reference }, { status: "pending" });
    const dead = await addMail(t.db, { type: "contact", id: c.id, reference: c.reference }, { status: "dead", attempts: 8, lastError: "connect ECONNREFUSED" });
    expect(await outboxCounts(t.db)).toEqual({ pending: 1, dead: 1 });
    expect((await undeliveredMail(t.db)).map((m) => m.id)).toEqual([dead.id, pending.id]);
    const mails = await mailsOfRecord(t.db, "contact", c.id);
    expect(mails).toHaveLength(3);
    expect(mails[0]).not.toHaveProperty("text");
    expect(mails[0]).not.toHaveProperty("html");
  });

  it("hands a dead or pending mail to the dispatcher and records who retried it; refuses sent mail", async () => {
    const c = await addContact(t.db);
    const dead = await addMail(t.db, { type: "contact", id: c.id, reference: c.reference }, { status: "dead", attempts: 8, lastError: "timeout" });
    const sent = await addMail(t.db, { type: "contact", id: c.id, reference: c.reference }, { status: "sent", sentAt: new Date() });
    const asked: number[] = [];
    const dispatcher = { retry: async (id: number) => void asked.push(id) };
    expect(await retryMail(t.db, dispatcher, actor, dead.id)).toMatchObject({ result: "retried" });
    expect(await retryMail(t.db, dispatcher, actor, sent.id)).toEqual({ result: "not_retryable" });
    expect(await retryMail(t.db, dispatcher, actor, 999_999)).toEqual({ result: "not_found" });
    expect(asked).toEqual([dead.id]);
    const history = await recordHistory(t.db, "contact", c.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: "mail_retry", detail: { mail: dead.id, was: "dead", attempts: 8 } });
  });

  it("exports every matching record and audits the export without the search words", async () => {
    await addContact(t.db, { name: "Anand Joshi" });
    await addContact(t.db, { name: "Anand Rao", status: "resolved" });
    await addContact(t.db, { name: "Other" });
    const rows = await exportRecords(t.db, actor, "contact", { q: "anand" }, "contact-inquiries-2026-11-27.csv");
    expect(rows.map((r) => r.name).sort()).toEqual(["Anand Joshi", "Anand Rao"]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "export"));
    expect(entry!.detail).toEqual({ file: "contact-inquiries-2026-11-27.csv", status: null, searched: true, count: 2 });
    // The audit page says which file it was.
    expect(describeAuditEntry(entry!.action, entry!.detail)).toBe("Downloaded a CSV file: contact-inquiries-2026-11-27.csv");
    expect(JSON.stringify(entry)).not.toContain("nand");
  });
});
