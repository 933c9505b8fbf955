// Owns the month's fee reminders: each member who has not paid for this month gets one, exactly
// once, however many servers run it and however often: a row per member and month is inserted in
// the transaction that queues the mail, and its primary key refuses a second. The server's chores
// run it every day (app/lib/services/chores.server.ts); `npm run dues -- remind` runs it now.
import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import { today } from "#app/core/calendar.ts";
import { unpaidMonths, amountDue } from "#app/core/fees.ts";
import { priceList } from "./plan-prices.server.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import { memberReminders, registerMembers } from "#app/lib/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";
import { queueReminder } from "./fee-mail.server.ts";
import { monthOf } from "./register.server.ts";

/**
 * Reminders start on this day of the month: a member who pays at the start of the month (at the
 * centre, by a standing transfer) is not asked for what is on its way.
 */
const REMIND_FROM_DAY = 3;

/** SESSION_SECRET and DATA_DIR: the key each reminder is sealed with (it carries the member's link). */
type Deps = { db: Database; env: Pick<Env, "PUBLIC_SITE_URL" | "UPI_ID" | "UPI_PAYEE_NAME" | "SESSION_SECRET" | "DATA_DIR"> & Partial<Pick<Env, "WHATSAPP">> };

/**
 * Queues this month's reminder for every member who has not paid for it, has not left, wants
 * reminders, has an address and joined before this month, and was not reminded this month yet.
 * Returns how many were queued now.
 */
export async function sendReminders(deps: Deps, now = new Date()): Promise<number> {
  const month = monthOf(now);
  if (today(now).day < REMIND_FROM_DAY) return 0;
  const candidates = await deps.db
    .select({ member: registerMembers })
    .from(registerMembers)
    .leftJoin(memberReminders, and(eq(memberReminders.memberId, registerMembers.id), eq(memberReminders.month, month)))
    .where(
      and(
        isNull(memberReminders.memberId),
        isNull(registerMembers.leftOn),
        isNull(registerMembers.erasedAt),
        eq(registerMembers.noReminders, false),
        // An address, or WhatsApp when they chose it and the centre sends WhatsApp messages.
        deps.env.WHATSAPP ? or(ne(registerMembers.email, ""), eq(registerMembers.contactBy, "whatsapp")) : ne(registerMembers.email, ""),
        sql`${registerMembers.joinedOn} < ${`${month}-01`}`,
        sql`coalesce(${registerMembers.paidUntil}, '') < ${month}`,
      ),
    );
  let queued = 0;
  const prices = await priceList(deps.db);
  for (const { member } of candidates) {
    const months = unpaidMonths(member, month);
    // Each month at the price of that month (app/core/fees.ts amountDue, as the member's page and the payment form say it).
    const amount = amountDue(prices, member, month);
    if (months === 0 || amount === 0) continue;
    const due = { month, months, amount };
    const done = await deps.db.transaction(async (tx) => {
      const [claimed] = await tx.insert(memberReminders).values({ memberId: member.id, month, amount: due.amount, sentAt: now }).onConflictDoNothing().returning({ memberId: memberReminders.memberId });
      if (!claimed) return false;
      await queueReminder(tx, deps, member, due, now);
      return true;
    });
    if (done) queued += 1;
  }
  return queued;
}
