// One person, found and erased in one step, on the embedded database with file
// mail: an enquiry, a membership application, a newsletter subscription, a live booking and a
// cancelled one, all by the same person, are found by their e-mail, phone, name or a Reference ID
// typed in any spacing; erased together, nothing of them stays in any file under DATA_DIR (records,
// mail rows, .eml files, search indexes, dead row versions), their bookings stay only as anonymous
// counts of the event's places, the waiting list moves up, someone else's records stay, and the
// audit keeps only that an erasure happened.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { erasePeople } from "#app/lib/console/erasure.server.ts";
import { findPerson, readPersonQuery } from "#app/lib/console/people.server.ts";
import { auditLog, eventRegistrations, events } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import type { TestableDispatcher } from "#app/lib/mail/dispatcher.server.ts";
import { book } from "#app/lib/events/bookings.server.ts";
import { createEvent, erasedBookings, eventBookings } from "#app/lib/events/events.server.ts";
import { subscribeNewsletter } from "#app/lib/newsletter/subscriptions.server.ts";
import { createServices } from "#app/lib/services/start.server.ts";
import type { Services } from "#app/lib/services/context.server.ts";
import { submitContact, submitMember } from "#app/lib/submissions/store.server.ts";
import { ContactSchema } from "#app/schemas/contact.ts";
import { MemberSchema } from "#app/schemas/member.ts";
import { validForms } from "#tests/support/valid-forms.ts";

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}
const filesHolding = (dir: string, needle: string) => filesUnder(dir).filter((f) => fs.readFileSync(f).includes(Buffer.from(needle, "utf8")));

describe("finding and erasing one person everywhere", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "people-"));
  let services: Services | undefined;
  afterAll(async () => {
    await services?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("finds them by e-mail, phone, name or Reference ID in any spacing, and erases all of it, leaving counts and nobody", async () => {
    const env = parseEnv({ DATA_DIR: dataDir, MAIL_TRANSPORT: "file", NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_SITE_URL: "https://seniors.example.org" });
    services = await createServices(env, { log, startDispatcher: false });
    const s = services;
    const marker = `Zqx${Date.now().toString(36)}`;
    const name = `${marker} Lakshmi Rao`;
    const email = `${marker.toLowerCase()}@example.org`;
    const phone = "+91 98450 67231";

    const contact = await submitContact(s, ContactSchema.parse({ name, email, phone, subject: "health", message: `${marker} asks about yoga.` }));
    const member = await submitMember(
      s,
      // The valid application (tests/support/valid-forms.ts), as this person with the marker.
      MemberSchema.parse({
        ...validForms.member,
        firstName: marker,
        lastName: "Lakshmi Rao",
        email: email.toUpperCase(),
        phone: "098450 67231",
        address: `${marker} Temple Road`,
        emergencyContact: `${marker} Meena`,
        emergencyPhone: "+91 98450 11111",
      }),
    );
    await subscribeNewsletter(s, { email, source: "blog" });
    // Someone else, who must keep everything.
    const other = await submitContact(s, ContactSchema.parse({ name: "Ravi Kumar", email: "ravi@example.org", phone: "+91 98860 54321", subject: "general", message: "Hello." }));

    const actor = await createOperator(s.db, "owner@example.org", "a long enough passphrase");
    const event = await createEvent(s.db, actor, {
      title: "Morning Yoga",
      category: "wellness",
      date: "2099-01-10",
      startTime: "07:00",
      endTime: "08:00",
      venue: "Community Hall",
      description: "Gentle yoga.",
      capacity: 2,
      draft: false,
    });
    const deps = { db: s.db, env, dispatcher: s.dispatcher };
    const live = await book(deps, event.id, { name, email, phone, seats: 2 });
    const waiting = await book(deps, event.id, { name: "Ravi Kumar", email: "ravi@example.org", phone: "+91 98860 54321", seats: 1 });
    expect([live.outcome, waiting.outcome]).toEqual(["confirmed", "waitlisted"]);
    // A booking they made and cancelled at another event still held their name, e-mail and phone.
    const other2 = await createEvent(s.db, actor, { title: "Temple Walk", category: "outing", date: "2099-02-01", startTime: "08:00", endTime: "10:00", venue: "Gate", description: "A walk.", capacity: 10, draft: false });
    const cancelled = await book(deps, other2.id, { name, email, phone, seats: 1 });
    if (!("reference" in cancelled)) throw new Error("not booked");
    const [row] = await s.db.select().from(eventRegistrations).where(eq(eventRegistrations.reference, cancelled.reference));
    await s.db.update(eventRegistrations).set({ status: "cancelled", cancelledAt: new Date() }).where(eq(eventRegistrations.id, row!.id));
    await (s.dispatcher as TestableDispatcher).drain();
    expect(filesHolding(path.join(dataDir, "mail"), marker).length).toBeGreaterThan(4);

    // Found however it is typed.
    const find = async (typed: string) => (await findPerson(s.db, readPersonQuery(typed)!)).map((r) => `${r.kind}:${r.reference}`).sort();
    const everything = await find(email);
    expect(everything).toHaveLength(5);
    expect(everything.map((k) => k.split(":")[0]).sort()).toEqual(["booking", "booking", "contact", "member", "newsletter"]);
    expect(await find(` ${email.toUpperCase()} `)).toEqual(everything);
    // Phone numbers in any spacing, with or without +91 or a leading 0: the four records with a phone.
    for (const typed of ["98450 67231", "+919845067231", "0 98450-67231"]) expect(await find(typed), typed).toHaveLength(4);
    // A name in other capitals and spacing.
    expect(await find(`${marker.toUpperCase()}   lakshmi rao`)).toHaveLength(4);
    expect(await find(`${marker}LakshmiRao`)).toHaveLength(4);
    // A Reference ID read out over the phone.
    const spaced = contact.reference.replace(/^REQ-/, "req ").replace(/(\d{4})/g, "$1 ");
    expect(await find(spaced)).toEqual([`contact:${contact.reference}`]);
    // ... with its zeros heard as O and its ones as I or L.
    const misheard = contact.reference.replace(/^REQ-/, "").replace(/0/g, "O").replace(/1/g, (_, i: number) => (i % 2 ? "I" : "L"));
    expect(await find(misheard)).toEqual([`contact:${contact.reference}`]);
    expect(await find("Ravi Kumar")).toHaveLength(2);

    // Erase everything found by the e-mail address, in one step.
    const items = (await findPerson(s.db, readPersonQuery(email)!)).map((r) => ({ kind: r.kind, id: r.id }));
    const result = await erasePeople(s, actor, items);
    expect(result.references.sort()).toEqual(everything.map((k) => k.split(":")[1]!).sort());
    expect(result.leftovers).toEqual([]);
    expect(result.mailFiles).toBeGreaterThan(4);
    expect(await find(email)).toEqual([]);
    expect(await find("98450 67231")).toEqual([]);
    expect(await find("Ravi Kumar")).toHaveLength(2);

    // The bookings stay as anonymous counts; the live one's places went to the waiting list.
    const [yoga] = await s.db.select().from(events).where(eq(events.id, event.id));
    expect(yoga!.confirmedSeats).toBe(1);
    expect((await eventBookings(s.db, event.id)).map((b) => [b.name, b.status])).toEqual([["Ravi Kumar", "confirmed"]]);
    expect(await erasedBookings(s.db, event.id)).toEqual({ bookings: 1, seats: 2 });
    expect(await erasedBookings(s.db, other2.id)).toEqual({ bookings: 1, seats: 1 });
    const anonymous = await s.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, other2.id));
    expect(anonymous).toEqual([expect.objectContaining({ name: "", email: "", phone: "", note: null, status: "cancelled", seats: 1 })]);

    // The audit: one entry that an erasure happened, counts only.
    const audit = await s.db.select().from(auditLog);
    expect(audit.filter((a) => a.action === "erase")).toEqual([
      expect.objectContaining({ operatorEmail: "owner@example.org", recordType: null, recordId: null, reference: null, detail: { contact: 1, member: 1, newsletter: 1, booking: 2, mails: expect.any(Number) } }),
    ]);
    const dump = JSON.stringify(audit);
    for (const reference of result.references) expect(dump).not.toContain(reference);
    expect(other.reference).toBeTruthy();
    expect(member.reference).not.toBe(contact.reference);

    // Nothing of them in any file under DATA_DIR once the database has written its files.
    await s.close();
    services = undefined;
    for (const needle of [marker, email, "67231"]) expect(filesHolding(dataDir, needle), needle).toEqual([]);
    for (const reference of result.references) expect(filesHolding(dataDir, reference), reference).toEqual([]);
    expect(filesHolding(dataDir, "Ravi Kumar").length).toBeGreaterThan(0);
  });
});
