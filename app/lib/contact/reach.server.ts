// Owns the console's lists of people the site's mail does not reach (decision 042): per event, the
// live bookings with no e-mail address or who chose WhatsApp or a call, and per month, the members
// due who did; each with how to reach them (WhatsApp on a mobile, else a call), what was prepared
// for them and by whom, and which message is still to go. Reads only: preparing is a POST
// (./prepare.server.ts).
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { consoleContactCopy as words } from "#app/content/console-contact.ts";
import { formatWhen } from "#app/core/calendar.ts";
import { amountDue, unpaidMonths } from "#app/core/fees.ts";
import { rupees } from "#app/core/money.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import { payments, registerMembers } from "#app/lib/db/schema.ts";
import { priceList } from "#app/lib/fees/plan-prices.server.ts";
import { monthOf } from "#app/lib/fees/register.server.ts";
import { reachOf, telNumber, whatsappNumber, type Reach } from "./numbers.server.ts";
import { preparedFor, type PreparedRow } from "./prepare.server.ts";
import type { Purpose, ReachPerson } from "#app/core/contact-by.ts";


const preparedLine = (row: PreparedRow) => words.prepared(row.channel === "call" ? "call" : "whatsapp", row.preparedBy, formatWhen(row.createdAt), words.purposes[row.purpose as Purpose] ?? row.purpose);

/** Whether this person's mail does not reach them, and how they are reached instead. */
function notMailed(p: { email: string; phone: string; contactBy: string }): Exclude<Reach, "email"> | null {
  const reach = reachOf(p);
  return reach === "email" ? null : reach;
}

const whyOf = (p: { email: string; contactBy: string }) => (p.email.trim() === "" ? words.why.noEmail : p.contactBy === "phone" ? words.why.chosePhone : words.why.choseWhatsapp);

type BookingLike = { id: number; name: string; email: string; phone: string; contactBy: string; status: string; seats: number; cancelledAt: Date | null };

/**
 * The event's bookings the mail does not reach, with the message to prepare: `tell` after a change,
 * a cancellation or a message (the answer lists them); otherwise each booking's confirmation, or its
 * move up when it was last told it was waiting. Live bookings, or, for a cancelled event, those it cancelled.
 */
export async function eventReach(db: Database, event: { status: string; updatedAt: Date }, bookings: readonly BookingLike[], tell?: { purpose: Purpose; about: string }): Promise<ReachPerson[]> {
  const cancelledWithEvent = (b: BookingLike) => b.status === "cancelled" && event.status === "cancelled" && b.cancelledAt !== null && Math.abs(b.cancelledAt.getTime() - event.updatedAt.getTime()) < 1000;
  const people = bookings.filter((b) => (b.status !== "cancelled" || cancelledWithEvent(b)) && notMailed(b) !== null);
  const prepared = await preparedFor(
    db,
    "booking",
    people.map((p) => p.id),
  );
  // Their receipts (a payment at the desk or the door), each a message of its own, newest first.
  const receipts = people.length
    ? await db
        .select({ id: payments.id, bookingId: payments.bookingId, receiptNumber: payments.receiptNumber, amount: payments.amount })
        .from(payments)
        .where(and(inArray(payments.bookingId, people.map((p) => p.id)), isNull(payments.voidedAt)))
        .orderBy(desc(payments.createdAt), desc(payments.id))
    : [];
  return people.flatMap((b) => {
    const mine = prepared.filter((r) => r.personId === b.id);
    const lastTold = mine.find((r) => r.purpose === "confirmation" || r.purpose === "moved_up");
    const movedUp = b.status === "confirmed" && lastTold?.about === "waitlisted";
    const purpose: Purpose = tell?.purpose ?? (movedUp ? "moved_up" : "confirmation");
    const about = tell?.about ?? b.status;
    const done = mine.find((r) => r.purpose === purpose && r.about === about);
    const person = {
      person: "booking" as const,
      id: b.id,
      name: b.name,
      line: words.bookingLine(b.status, b.seats),
      reach: notMailed(b)!,
      why: whyOf(b),
      phone: b.phone,
      tel: telNumber(b.phone),
      whatsapp: whatsappNumber(b.phone) !== null,
      action: { purpose, about, label: words.purposes[purpose], done: done ? preparedLine(done) : null },
      history: mine.map(preparedLine),
    };
    if (tell) return [person];
    const paid = receipts
      .filter((p) => p.bookingId === b.id)
      .map((p) => {
        const sent = mine.find((r) => r.purpose === "receipt" && r.about === String(p.id));
        return { ...person, line: words.receiptLine(p.receiptNumber, rupees(p.amount)), action: { purpose: "receipt" as const, about: String(p.id), label: words.purposes.receipt, done: sent ? preparedLine(sent) : null }, history: [] };
      });
    return [person, ...paid];
  });
}

/**
 * This month's fee reminders the mail does not reach: every member who owes for the month, has not
 * left, wants reminders and joined before the month (the reminder mail's own rule), and has no
 * e-mail address or chose WhatsApp or a call; each with the amount due and whether they were reminded.
 */
export async function monthReach(db: Database, now = new Date()): Promise<{ month: string; people: ReachPerson[] }> {
  const month = monthOf(now);
  const members = await db
    .select()
    .from(registerMembers)
    .where(
      and(
        isNull(registerMembers.leftOn),
        isNull(registerMembers.erasedAt),
        eq(registerMembers.noReminders, false),
        sql`${registerMembers.joinedOn} < ${`${month}-01`}`,
        sql`coalesce(${registerMembers.paidUntil}, '') < ${month}`,
        sql`(${registerMembers.email} = '' or ${registerMembers.contactBy} <> 'email')`,
      ),
    )
    .orderBy(registerMembers.number);
  const prices = await priceList(db);
  const due = members
    .map((m) => ({ m, amount: amountDue(prices, m, month), months: unpaidMonths(m, month) }))
    .filter(({ m, amount, months }) => amount > 0 && months > 0 && notMailed(m) !== null);
  const prepared = await preparedFor(
    db,
    "member",
    due.map(({ m }) => m.id),
  );
  const people = due.map(({ m, amount }) => {
    const mine = prepared.filter((r) => r.personId === m.id);
    const done = mine.find((r) => r.purpose === "reminder" && r.about === month);
    return {
      person: "member" as const,
      id: m.id,
      name: m.name,
      line: words.dueLine(m.number, rupees(amount)),
      reach: notMailed(m)!,
      why: whyOf(m),
      phone: m.phone,
      tel: telNumber(m.phone),
      whatsapp: whatsappNumber(m.phone) !== null,
      action: { purpose: "reminder" as const, about: month, label: words.purposes.reminder, done: done ? preparedLine(done) : null },
      history: mine.filter((r) => r.purpose === "reminder").map(preparedLine),
    };
  });
  return { month, people };
}

/** One member's receipts as things to prepare (their page in the console), when the mail does not reach them. */
export async function memberReach(db: Database, member: { id: number; name: string; number: number; email: string; phone: string; contactBy: string }, receipts: readonly { id: number; receiptNumber: string; amount: number }[]): Promise<ReachPerson[]> {
  const reach = notMailed(member);
  if (!reach) return [];
  const prepared = await preparedFor(db, "member", [member.id]);
  return receipts.map((p) => {
    const done = prepared.find((r) => r.purpose === "receipt" && r.about === String(p.id));
    return {
      person: "member" as const,
      id: member.id,
      name: member.name,
      line: words.receiptLine(p.receiptNumber, rupees(p.amount)),
      reach,
      why: whyOf(member),
      phone: member.phone,
      tel: telNumber(member.phone),
      whatsapp: whatsappNumber(member.phone) !== null,
      action: { purpose: "receipt" as const, about: String(p.id), label: words.purposes.receipt, done: done ? preparedLine(done) : null },
      history: [],
    };
  });
}
