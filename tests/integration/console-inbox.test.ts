// The inbox as a volunteer uses it: the search finds a message's words and a phone
// number however it is typed, as well as names, e-mail addresses and Reference IDs in any form;
// a subscription reads awaiting confirmation, confirmed or unsubscribed, in the list, its filter,
// the overview's counts and the CSV; an approved application's welcome mail goes once, and only
// while the application stands approved.
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { auditLog, emailOutbox } from "#app/lib/db/schema.ts";
import { changeStatus, countsByStatus, listRecords, parseFilter } from "#app/lib/console/records.server.ts";
import { sendWelcomeMail, welcomeDraft, welcomeQueued } from "#app/lib/console/welcome.server.ts";
import { groupedReference } from "#app/core/reference.ts";
import { newsletterRecord } from "#app/schemas/newsletter.ts";
import { csvTable } from "#app/schemas/stored-fields.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { addContact, addMember, addSubscription } from "./console-fixtures.ts";

describe.each(databaseNames)("the console's inbox on %s", (name) => {
  let t: TestDatabase;
  let actor: { id: number; email: string };
  const kick = { count: 0, kick() { this.count++; } };
  beforeEach(async () => {
    t = await testDatabase(name);
    actor = await createOperator(t.db, "volunteer@example.org", "a long enough passphrase");
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });

  const found = async (type: "contact" | "member" | "newsletter", q: string) => (await listRecords(t.db, type, { q })).rows.map((r) => r.id);

  it("finds an enquiry by the words of its message and by its phone number however it is typed", async () => {
    const wanted = await addContact(t.db, { name: "Radha Krishnan", phone: "+91 98450-12345", message: "Is the temple trip on Saturday still open?" });
    await addContact(t.db, { name: "Someone Else", phone: "080 2222 3333", message: "A question about yoga." });
    for (const q of ["temple trip", "SATURDAY STILL", "9845012345", "98450 12345", "+919845012345", "(984) 501-2345", "12345"]) {
      expect(await found("contact", q), q).toEqual([wanted.id]);
    }
    // A short run of digits is part of a phone number, not of every Reference ID's time.
    expect(await found("contact", "1763")).toEqual([]);
  });

  it("finds a member by either phone number, and any record by its Reference ID written any way", async () => {
    const member = await addMember(t.db, { phone: "98860 54321", emergencyPhone: "+91 80 4000 1234" });
    await addMember(t.db, { name: "Other Person", email: "other@example.org", phone: "91100 00000", emergencyPhone: "91100 00001" });
    expect(await found("member", "98860-54321")).toEqual([member.id]);
    expect(await found("member", "8040001234")).toEqual([member.id]);
    for (const q of [member.reference, member.reference.toLowerCase(), groupedReference(member.reference), member.reference.replace(/-/g, " ").toLowerCase(), member.reference.slice(4).replace(/-/g, "")]) {
      expect(await found("member", q), q).toEqual([member.id]);
    }
    expect(await found("member", "suresh")).toEqual([member.id]);
  });

  it("tells subscriptions awaiting confirmation from confirmed ones, in words, in the list's filter, the overview and the CSV", async () => {
    const awaiting = await addSubscription(t.db, { email: "new@example.org" });
    const confirmed = await addSubscription(t.db, { email: "sure@example.org", confirmedAt: new Date() });
    const gone = await addSubscription(t.db, { email: "gone@example.org", status: "unsubscribed", confirmedAt: new Date() });
    const filtered = async (status: string) => (await listRecords(t.db, "newsletter", parseFilter("newsletter", new URL(`http://x/?status=${status}`)))).rows.map((r) => r.id);
    expect(await filtered("awaiting")).toEqual([awaiting.id]);
    expect(await filtered("confirmed")).toEqual([confirmed.id]);
    expect(await filtered("unsubscribed")).toEqual([gone.id]);
    // "active" is no longer a state the list offers: the filter is dropped.
    expect(parseFilter("newsletter", new URL("http://x/?status=active")).status).toBeUndefined();
    expect((await countsByStatus(t.db)).newsletter.byStatus).toEqual({ awaiting: 1, confirmed: 1, unsubscribed: 1, spam: 0 });
    const csv = csvTable(newsletterRecord, [awaiting, confirmed, gone]);
    expect(csv.rows.map((r) => r[csv.header.indexOf("Status")])).toEqual(["Awaiting confirmation", "Confirmed", "Unsubscribed"]);
  });

  it("sends an approved applicant the welcome mail once, with the operator's words, and never before approval", async () => {
    const member = await addMember(t.db, { name: "Suresh Iyer", email: "suresh@example.org" });
    const draft = welcomeDraft("member", member.name);
    expect(draft.body).toContain("Dear Suresh Iyer,");
    const words = { subject: "Welcome, Suresh", body: `${draft.body}\n\nP.S. The yoga class is on Tuesdays.` };
    expect(await sendWelcomeMail(t.db, kick, actor, "member", member.id, words)).toBe("not-approved");
    expect(await changeStatus(t.db, actor, "member", member.id, { from: "pending", to: "approved" })).toBe("changed");
    expect(await welcomeQueued(t.db, "member", member.reference)).toBe(false);
    const [a, b] = await Promise.all([sendWelcomeMail(t.db, kick, actor, "member", member.id, words), sendWelcomeMail(t.db, kick, actor, "member", member.id, words)]);
    expect([a, b].sort()).toEqual(["already-sent", "sent"]);
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "welcome"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: "suresh@example.org", subject: "Welcome, Suresh", recordType: "member", recordId: member.id });
    expect(mails[0]!.text).toContain("P.S. The yoga class is on Tuesdays.");
    expect(await welcomeQueued(t.db, "member", member.reference)).toBe(true);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "welcome_mail"))).toHaveLength(1);
    expect(await sendWelcomeMail(t.db, kick, actor, "member", 999_999, words)).toBe("not-found");
  });
});
