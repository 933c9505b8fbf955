// The submission service against real databases: each form's row (status, Reference ID, derived and
// kept fields) and its outbox mail are written in one transaction; newsletter repeats; honeypot hits.
import crypto from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { asc, eq } from "drizzle-orm";
import { contactInquiries, emailOutbox, members, newsletterSubscriptions, volunteers } from "#app/lib/db/schema.ts";
import { enqueueSubmissionMail } from "#app/lib/mail/outbox.server.ts";
import { REFERENCE_PATTERN } from "#app/core/reference.ts";
import { forgetOldFormTokens, submitContact, submitMember, submitVolunteer, type SubmissionDeps } from "#app/lib/submissions/store.server.ts";
import { RESEND_AFTER_MS, subscribeNewsletter } from "#app/lib/newsletter/subscriptions.server.ts";
import { newsletterMailCopy } from "#app/content/newsletter.ts";
import { contactSubjects, labelOf } from "#app/core/form-options.ts";
import { operatorMailCopy } from "#app/content/mail.ts";
import type { MemberInput } from "#app/schemas/member.ts";
import type { VolunteerInput } from "#app/schemas/volunteer.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { mailOf, testSealEnv } from "#tests/support/outbox-mail.ts";
import { validInputs } from "#tests/support/valid-forms.ts";

// The real outbox, wrapped so a test can make it fail after it has written its rows.
vi.mock("#app/lib/mail/outbox.server.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#app/lib/mail/outbox.server.ts")>();
  return { ...actual, enqueueSubmissionMail: vi.fn(actual.enqueueSubmissionMail) };
});
const realEnqueue = (await vi.importActual<typeof import("#app/lib/mail/outbox.server.ts")>("#app/lib/mail/outbox.server.ts")).enqueueSubmissionMail;

const env = { OPERATOR_EMAIL: "operator@seniors.example.org", MAIL_CONFIRMATIONS: true, PUBLIC_SITE_URL: "https://seniors.example.org", ...testSealEnv };
// 15 June 2025, noon in Bangalore.
const now = new Date("2025-06-15T06:30:00Z");

// Parsed as the action does (tests/support/valid-forms.ts), so a field added to the form later needs no change here.
const contact = validInputs.contact;
const member: MemberInput = {
  ...validInputs.member,
  dateOfBirth: "1952-06-16", // 73 tomorrow
  membershipType: "family",
  hearAboutUs: "newspaper",
};
const volunteer: VolunteerInput = {
  ...validInputs.volunteer,
  occupation: "Software engineer",
  skills: ["Technology Support", "Teaching/Training"],
};

describe.each(databaseNames)("submissions on %s", (name) => {
  let t: TestDatabase;
  let deps: SubmissionDeps & { dispatcher: { kick: Mock<() => void> } };

  beforeAll(async () => {
    t = await testDatabase(name);
  });
  beforeEach(async () => {
    await t.reset();
    vi.mocked(enqueueSubmissionMail).mockClear();
    deps = { db: t.db, env, dispatcher: { kick: vi.fn<() => void>() } };
  });
  afterAll(async () => {
    if (t?.name === "postgres") await t.handle.close();
  });

  const outbox = () => t.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));

  describe("contact enquiry", () => {
    it("stores the enquiry as new with its Reference ID, queues its mail, then wakes the dispatcher", async () => {
      const { reference } = await submitContact(deps, contact, { now });
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference.split("-")[1]).toBe(String(now.getTime()));

      const rows = await t.db.select().from(contactInquiries);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ...contact, status: "new", reference });

      const mail = await outbox();
      expect(mail.map((m) => [m.kind, m.recipient, m.recordType, m.recordId, m.reference])).toEqual([
        ["operator_notification", env.OPERATOR_EMAIL, "contact", rows[0]!.id, reference],
        ["visitor_confirmation", contact.email, "contact", rows[0]!.id, reference],
      ]);
      expect(mail[0]!.subject).toBe(operatorMailCopy.contact.subject(labelOf(contactSubjects, "outings")));
      expect(mail[0]!.replyTo).toBe(contact.email);
      expect(deps.dispatcher.kick).toHaveBeenCalledTimes(1);
    });

    it("queues only the operator's mail when visitor confirmations are off", async () => {
      await submitContact({ ...deps, env: { ...env, MAIL_CONFIRMATIONS: false } }, contact);
      expect((await outbox()).map((m) => m.kind)).toEqual(["operator_notification"]);
    });

    it("gives every submission its own Reference ID", async () => {
      const a = await submitContact(deps, contact, { now });
      const b = await submitContact(deps, contact, { now });
      expect(a.reference).not.toBe(b.reference);
      expect(await t.db.$count(contactInquiries)).toBe(2);
    });
  });

  describe("membership application", () => {
    it("stores the spec's payload (joined name and address, age) and the fields the spec dropped, as pending", async () => {
      const { reference } = await submitMember(deps, member, { now });
      const [row] = await t.db.select().from(members);
      expect(row).toMatchObject({
        reference,
        status: "pending",
        name: "Lakshmi Narayan",
        email: member.email,
        phone: member.phone,
        address: "12, 4th Cross, Jalahalli, Bangalore",
        age: 72, // the birthday is tomorrow
        interests: ["Health & Wellness", "Gardening"],
        emergencyContact: "Ravi Narayan",
        medicalConditions: null,
        dateOfBirth: "1952-06-16",
        emergencyPhone: "+91 98860 54321",
        membershipType: "family",
        hearAboutUs: "newspaper",
      });
      const mail = await outbox();
      expect(mail.map((m) => m.subject)).toContain(operatorMailCopy.member.subject("Lakshmi Narayan"));
      expect(mail.every((m) => m.recordType === "member" && m.recordId === row!.id && m.reference === reference)).toBe(true);
      expect(deps.dispatcher.kick).toHaveBeenCalledTimes(1);
    });

    it("keeps medical conditions when given", async () => {
      await submitMember(deps, { ...member, medicalConditions: "Mild asthma" }, { now });
      const [row] = await t.db.select().from(members);
      expect(row!.medicalConditions).toBe("Mild asthma");
    });
  });

  describe("volunteer application", () => {
    it("stores the spec's payload with the experience default, plus occupation, area and agreement, as pending", async () => {
      const { reference } = await submitVolunteer(deps, volunteer, { now });
      const [row] = await t.db.select().from(volunteers);
      expect(row).toMatchObject({
        reference,
        status: "pending",
        name: "Arjun Menon",
        address: "7, MES Road, Bangalore",
        skills: ["Technology Support", "Teaching/Training"],
        availability: ["monday-evening", "saturday-morning"],
        experience: "No prior experience",
        motivation: volunteer.motivation,
        occupation: "Software engineer",
        preferredArea: "technology",
        backgroundCheck: true,
      });
      expect((await outbox()).map((m) => m.subject)).toContain(operatorMailCopy.volunteer.subject("Arjun Menon"));
    });
  });

  describe("newsletter (double opt-in)", () => {
    const later = (ms: number) => new Date(now.getTime() + ms);
    const confirmMail = async () => (await outbox()).filter((m) => m.kind === "visitor_confirmation");

    it("stores a new address as active and not confirmed, tells the operator and asks the owner to confirm", async () => {
      const result = await subscribeNewsletter(deps, { email: "Asha@Example.in", source: "events" }, { now });
      expect(result).toEqual({ reference: expect.stringMatching(REFERENCE_PATTERN) });
      const rows = await t.db.select().from(newsletterSubscriptions);
      expect(rows).toEqual([
        expect.objectContaining({ email: "Asha@Example.in", source: "events", status: "active", reference: result.reference, confirmedAt: null, confirmationSentAt: now }),
      ]);
      expect((await outbox()).map((m) => m.subject)).toContain(operatorMailCopy.newsletter.subject());
      const [ask] = await confirmMail();
      expect(ask).toMatchObject({ recipient: "Asha@Example.in", subject: newsletterMailCopy.confirm.subject(result.reference) });
      // The request waits sealed (its link confirms the address), and the row keeps only the key's hash.
      expect(ask!.text).not.toContain("/newsletter/confirm");
      const key = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mailOf(ask!).text)![1]!;
      expect(key).not.toBe(rows[0]!.confirmToken);
      expect(rows[0]!.confirmToken).toBe(crypto.createHash("sha256").update(key).digest("hex"));
      expect(deps.dispatcher.kick).toHaveBeenCalledTimes(1);
    });

    it("asks for confirmation even when other confirmations are switched off (nobody could confirm otherwise)", async () => {
      await subscribeNewsletter({ ...deps, env: { ...env, MAIL_CONFIRMATIONS: false } }, { email: "asha@example.in", source: "blog" }, { now });
      expect(await confirmMail()).toHaveLength(1);
    });

    it("answers a confirmed address like a new one (a fresh Reference ID, never the subscriber's) and sends it nothing", async () => {
      const first = await subscribeNewsletter(deps, { email: "asha@example.in", source: "blog" }, { now });
      await t.db.update(newsletterSubscriptions).set({ confirmedAt: now });
      const mailBefore = (await outbox()).length;
      const again = await subscribeNewsletter(deps, { email: "ASHA@EXAMPLE.IN", source: "footer" }, { now: later(RESEND_AFTER_MS * 3) });
      expect(again).toEqual({ reference: expect.stringMatching(REFERENCE_PATTERN) });
      expect(again.reference).not.toBe(first.reference);
      const rows = await t.db.select().from(newsletterSubscriptions);
      expect(rows).toEqual([expect.objectContaining({ email: "asha@example.in", source: "blog", status: "active", reference: first.reference, lastRequestedAt: later(RESEND_AFTER_MS * 3) })]);
      expect(await outbox()).toHaveLength(mailBefore);
      expect(deps.dispatcher.kick).toHaveBeenCalledTimes(1);
    });

    it("asks an address not yet confirmed again, but not twice in ten minutes, and tells the operator once", async () => {
      await subscribeNewsletter(deps, { email: "asha@example.in", source: "blog" }, { now });
      await subscribeNewsletter(deps, { email: "asha@example.in", source: "blog" }, { now: later(RESEND_AFTER_MS / 2) });
      expect(await confirmMail()).toHaveLength(1);
      const third = await subscribeNewsletter(deps, { email: "asha@example.in", source: "footer" }, { now: later(RESEND_AFTER_MS + 1000) });
      const asks = await confirmMail();
      expect(asks).toHaveLength(2);
      expect(asks[1]).toMatchObject({ reference: third.reference, subject: newsletterMailCopy.confirm.subject(third.reference) });
      const [row] = await t.db.select().from(newsletterSubscriptions);
      expect(row).toMatchObject({ reference: third.reference, confirmedAt: null, status: "active" });
      expect((await outbox()).filter((m) => m.kind === "operator_notification")).toHaveLength(1);
    });

    it("takes simultaneous subscriptions of one address as one row and one request to confirm", async () => {
      const results = await Promise.all([1, 2, 3].map(() => subscribeNewsletter(deps, { email: "same@example.in", source: "blog" }, { now })));
      expect(await t.db.$count(newsletterSubscriptions)).toBe(1);
      expect(new Set(results.map((r) => r.reference)).size).toBe(3);
      expect(await confirmMail()).toHaveLength(1);
    });

    it("keeps an address that unsubscribed unsubscribed, and asks its owner to confirm again", async () => {
      const first = await subscribeNewsletter(deps, { email: "asha@example.in", source: "blog" }, { now });
      await t.db.update(newsletterSubscriptions).set({ status: "unsubscribed", confirmedAt: now });
      const again = await subscribeNewsletter(deps, { email: "Asha@example.in", source: "footer" }, { now: later(RESEND_AFTER_MS * 2) });
      expect(again.reference).not.toBe(first.reference);
      const rows = await t.db.select().from(newsletterSubscriptions);
      expect(rows).toEqual([expect.objectContaining({ status: "unsubscribed", source: "footer", reference: again.reference })]);
      expect((await confirmMail()).map((m) => m.reference)).toEqual([first.reference, again.reference]);
      expect((await outbox()).filter((m) => m.kind === "operator_notification")).toHaveLength(1);
    });
  });

  describe("one-time form tokens", () => {
    const token = "tok_0123456789abcdefghijkl";

    it("answers a repeated post of one rendered form with the first Reference ID, storing and mailing once", async () => {
      const first = await submitContact(deps, contact, { token });
      const again = await submitContact(deps, { ...contact, message: "Sent twice by a double click" }, { token });
      expect(again).toEqual(first);
      expect(await t.db.$count(contactInquiries)).toBe(1);
      expect((await outbox()).filter((m) => m.kind === "operator_notification")).toHaveLength(1);
      expect(deps.dispatcher.kick).toHaveBeenCalledTimes(1);
      // Another form (another token) is another submission.
      const other = await submitContact(deps, contact, { token: `${token}X` });
      expect(other.reference).not.toBe(first.reference);
    });

    it("stores one record when the same form arrives twice at the same moment", async () => {
      const results = await Promise.all([submitMember(deps, member, { token }), submitMember(deps, member, { token })]);
      expect(results[0]).toEqual(results[1]);
      expect(await t.db.$count(members)).toBe(1);
    });

    it("forgets tokens after two days", async () => {
      await submitVolunteer(deps, volunteer, { token });
      expect(await forgetOldFormTokens(t.db, new Date(Date.now() + 3 * 24 * 60 * 60 * 1000))).toBe(1);
      const later = await submitVolunteer(deps, volunteer, { token });
      expect(await t.db.$count(volunteers)).toBe(2);
      expect(later.reference).toMatch(REFERENCE_PATTERN);
    });
  });

  describe("honeypot hits", () => {
    it("are stored as spam with a Reference ID, with no mail and no dispatcher wake-up", async () => {
      const results = [
        await submitContact(deps, contact, { spam: true }),
        await submitMember(deps, member, { spam: true }),
        await submitVolunteer(deps, volunteer, { spam: true }),
        await subscribeNewsletter(deps, { email: "bot@example.in", source: "blog" }, { spam: true }),
      ];
      for (const r of results) expect(r).toEqual({ reference: expect.stringMatching(REFERENCE_PATTERN) });
      for (const table of [contactInquiries, members, volunteers, newsletterSubscriptions]) {
        expect((await t.db.select().from(table)).map((r) => r.status)).toEqual(["spam"]);
      }
      expect(await outbox()).toEqual([]);
      expect(enqueueSubmissionMail).not.toHaveBeenCalled();
      expect(deps.dispatcher.kick).not.toHaveBeenCalled();
    });

    it("never change an existing subscription; a real subscription later takes over a spam row", async () => {
      await subscribeNewsletter(deps, { email: "asha@example.in", source: "blog" }, { spam: true });
      const real = await subscribeNewsletter(deps, { email: "asha@example.in", source: "footer" });
      const botAgain = await subscribeNewsletter(deps, { email: "asha@example.in", source: "events" }, { spam: true });
      expect(botAgain.reference).not.toBe(real.reference);
      const rows = await t.db.select().from(newsletterSubscriptions);
      expect(rows).toEqual([expect.objectContaining({ status: "active", source: "footer", reference: real.reference })]);
      expect((await outbox()).filter((m) => m.kind === "operator_notification")).toHaveLength(1);
    });
  });

  describe("a failure inside the transaction", () => {
    const failAfterQueueing = () =>
      vi.mocked(enqueueSubmissionMail).mockImplementationOnce(async (tx, record, mailEnv) => {
        await realEnqueue(tx, record, mailEnv);
        throw new Error("disk full");
      });

    it.each([
      ["contact", () => submitContact(deps, contact), contactInquiries],
      ["member", () => submitMember(deps, member), members],
      ["volunteer", () => submitVolunteer(deps, volunteer), volunteers],
      ["newsletter", () => subscribeNewsletter(deps, { email: "asha@example.in", source: "blog" }), newsletterSubscriptions],
    ] as const)("leaves nothing of a %s submission: no row, no mail, no wake-up", async (_, submit, table) => {
      failAfterQueueing();
      await expect(submit()).rejects.toThrow("disk full");
      expect(await t.db.$count(table)).toBe(0);
      expect(await outbox()).toEqual([]);
      expect(deps.dispatcher.kick).not.toHaveBeenCalled();
    });

    it("leaves an unsubscribed address as it was", async () => {
      await subscribeNewsletter(deps, { email: "asha@example.in", source: "blog" });
      // Asked long enough ago that a new request asks again (and so writes mail, which fails).
      await t.db.update(newsletterSubscriptions).set({ status: "unsubscribed", confirmationSentAt: new Date(Date.now() - 2 * RESEND_AFTER_MS) });
      const [before] = await t.db.select().from(newsletterSubscriptions);
      failAfterQueueing();
      await expect(subscribeNewsletter(deps, { email: "asha@example.in", source: "footer" })).rejects.toThrow("disk full");
      const [after] = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, before!.id));
      expect(after).toEqual(before);
    });
  });
});
