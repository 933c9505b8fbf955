// What the mail after booking says of money at a priced event: the day-before reminder tells a
// confirmed booking that has not paid in full what is still due and how to pay (the UPI link with
// that amount and the Reference ID), and says nothing of money to a paid or free one; the visitor's
// own cancellation of a booking that had paid says the centre will arrange the refund (its answer,
// its mail, the page before the button), and the operator is sent notice of the refund due.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { createOperator } from "#app/lib/auth/operators.server.ts";
import { emailOutbox, eventRegistrations } from "#app/lib/db/schema.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { log } from "#app/lib/log.server.ts";
import type { Services } from "#app/lib/services/context.server.ts";
import { addDays, todayIso } from "#app/core/calendar.ts";
import { book } from "#app/lib/events/bookings.server.ts";
import { createEvent, type EventInput } from "#app/lib/events/events.server.ts";
import { recordBookingPayment } from "#app/lib/events/booking-payments.server.ts";
import { queueReminders } from "#app/lib/events/reminders.server.ts";
import { cancelByVisitor, findByCancelLink } from "#app/lib/events/visitor-cancellation.server.ts";
import { databaseNames, testDatabase, type TestDatabase } from "#tests/support/db.ts";
import { mailOf as opened } from "#tests/support/outbox-mail.ts";

const site = "http://localhost:3000";
const now = new Date();
const outing = (days: number, price: number): EventInput => ({
  title: price > 0 ? "Heritage Walk, Basavanagudi" : "Laughter Club",
  category: "outing",
  date: addDays(todayIso(now), days),
  startTime: "08:00",
  endTime: "11:00",
  venue: "Bull Temple gate, Basavanagudi, Bangalore",
  description: "A slow walk with a guide.",
  capacity: 10,
  price,
  draft: false,
});
const person = (n: number, seats = 1) => ({ name: `Visitor ${n}`, email: `visitor${n}@example.in`, phone: "98450 12345", seats });
const upi = (amount: string, reference: string) => `upi://pay?pa=anandam%40okaxis&pn=Anandam%20Seniors%20Community&am=${amount}&cu=INR&tn=${encodeURIComponent(`Booking ${reference}`)}`;

describe.each(databaseNames)("money in the reminder and the visitor's cancellation on %s", (name) => {
  let t: TestDatabase;
  let dataDir: string;
  let services: Services;
  let actor: { id: number; email: string };

  beforeEach(async () => {
    t = await testDatabase(name);
    const owner = await createOperator(t.db, "owner@example.org", "a long enough passphrase");
    actor = { id: owner.id, email: owner.email };
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "booking-pay-mail-"));
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_SITE_URL: site, LOG_LEVEL: "silent", UPI_ID: "anandam@okaxis", OPERATOR_EMAIL: "desk@example.org" });
    services = { db: t.db, env, log, dispatcher: { kick() {} }, pages: { changed() {}, onChange() {} }, database: t.handle } as unknown as Services;
  });
  afterAll(async () => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (t?.name === "postgres") await t.handle.close();
  });

  async function bookOne(eventId: number, n: number, seats = 1) {
    const result = await book(services, eventId, person(n, seats));
    if (result.outcome !== "confirmed" && result.outcome !== "waitlisted") throw new Error(`not booked: ${result.outcome}`);
    const [row] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.reference, result.reference));
    return row!;
  }
  const pay = (eventId: number, bookingId: number, amount: number) => recordBookingPayment(t.db, actor, eventId, bookingId, { amount, method: "upi", reference: `UTR${bookingId}${amount}` });
  /** The mail about a booking whose key ends with `key`, as sent (a mail with the cancel link is stored sealed). */
  async function mailOf(reference: string, key: string) {
    const [mail] = await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.reference, reference), like(emailOutbox.dedupeKey, `%${key}`)));
    return mail && { ...mail, ...opened(mail, { DATA_DIR: dataDir }) };
  }
  async function tokenOf(reference: string) {
    const mail = await mailOf(reference, ":confirmed");
    return new URL(/https?:\/\/\S+\/cancel\?\S+/.exec(mail!.text)![0]).searchParams.get("token")!;
  }

  it("reminds an unpaid or part-paid booking what is still due with the UPI link, and a paid or free one of nothing to pay", async () => {
    const walk = await createEvent(t.db, actor, outing(1, 800));
    const free = await createEvent(t.db, actor, outing(1, 0));
    const unpaid = await bookOne(walk.id, 1, 2);
    const part = await bookOne(walk.id, 2, 2);
    const paid = await bookOne(walk.id, 3, 1);
    const guest = await bookOne(free.id, 4, 2);
    expect((await pay(walk.id, part.id, 500)).result).toBe("recorded");
    expect((await pay(walk.id, paid.id, 800)).result).toBe("recorded");

    expect(await queueReminders(services, now)).toBe(4);
    const reminder = (reference: string) => mailOf(reference, ":reminder:" + walk.date);

    const toUnpaid = (await reminder(unpaid.reference))!;
    expect(toUnpaid.text).toContain("Due: ₹1,600 for 2 places.");
    expect(toUnpaid.text).toContain(upi("1600.00", unpaid.reference));
    expect(toUnpaid.attachments!.some((a) => a.contentType === "image/png" && a.cid === "upi-qr")).toBe(true);
    expect(toUnpaid.attachments!.some((a) => a.filename.endsWith(".ics"))).toBe(true);

    const toPart = (await reminder(part.reference))!;
    expect(toPart.text).toContain("Still due: ₹1,100 (we have received ₹500 of ₹1,600 for 2 places).");
    expect(toPart.text).toContain(upi("1100.00", part.reference));

    for (const done of [(await reminder(paid.reference))!, (await reminder(guest.reference))!]) {
      expect(done.text).not.toMatch(/₹|Due:|upi:\/\//);
      expect(done.attachments!.every((a) => a.contentType !== "image/png")).toBe(true);
    }
  });

  it("tells a visitor who cancels a booking that had paid that the centre will arrange the refund, and the operator that a refund is due", async () => {
    const walk = await createEvent(t.db, actor, outing(10, 800));
    const paid = await bookOne(walk.id, 1, 2);
    const unpaid = await bookOne(walk.id, 2, 1);
    expect((await pay(walk.id, paid.id, 1600)).result).toBe("recorded");

    // The page before the button says what cancelling means for the money; the unpaid one's says nothing.
    expect((await findByCancelLink(t.db, paid.reference, await tokenOf(paid.reference)))!.held).toBe(1600);
    expect((await findByCancelLink(t.db, unpaid.reference, await tokenOf(unpaid.reference)))!.held).toBe(0);

    expect(await cancelByVisitor(services, paid.reference, await tokenOf(paid.reference))).toMatchObject({ outcome: "cancelled", refund: 1600 });
    const told = (await mailOf(paid.reference, ":visitorCancelled"))!;
    expect(told.text).toContain("the centre will arrange the refund of ₹1,600");
    const notice = (await mailOf(paid.reference, ":cancelled:operator"))!;
    expect(notice).toMatchObject({ kind: "operator_notification", recipient: "desk@example.org" });
    expect(notice.subject).toContain("refund due");
    expect(notice.text).toContain("refund due ₹1,600");

    // A booking that had paid nothing hears nothing of a refund, and nobody is sent notice.
    expect(await cancelByVisitor(services, unpaid.reference, await tokenOf(unpaid.reference))).toMatchObject({ outcome: "cancelled", refund: 0 });
    expect((await mailOf(unpaid.reference, ":visitorCancelled"))!.text).not.toMatch(/refund|₹/);
    expect(await mailOf(unpaid.reference, ":cancelled:operator")).toBeUndefined();
  });
});
