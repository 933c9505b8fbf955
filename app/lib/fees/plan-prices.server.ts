// Owns the plans' prices as rows (`plan_prices`, docs/decisions/036-one-ledger.md): the list every
// sum of money owed reads, and an owner's new price from a month on. Rows are added, never changed
// or deleted, so what a month cost stays what it was; a second price for the same plan and month
// is refused (the first stands).
import { asc } from "drizzle-orm";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { planPrices } from "#app/lib/db/schema.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { priceIn, startingPrices, type CurrentPrices, type PlanPriceRow } from "#app/core/fees.ts";
import { todayIso } from "#app/core/calendar.ts";
import { membershipTypes } from "#app/core/form-options.ts";
import type { Logger } from "#app/lib/log.server.ts";

/** The month the prices the site started with run from (the migration's first rows). */
export const FIRST_PRICES_MONTH = "2000-01";

/**
 * Every plan's prices, oldest first. A few rows: read whole. A plan without a row from the first
 * month (a database emptied by hand or by a test) starts at the price the site started with
 * (app/core/form-options.ts), as the migration's first rows say.
 */
export async function priceList(db: Database | Tx): Promise<Array<PlanPriceRow & { setBy: string; createdAt: Date | null }>> {
  const rows = await db.select({ plan: planPrices.plan, price: planPrices.price, fromMonth: planPrices.fromMonth, setBy: planPrices.setBy, createdAt: planPrices.createdAt }).from(planPrices).orderBy(asc(planPrices.plan), asc(planPrices.fromMonth));
  const first = membershipTypes
    .filter((t) => !rows.some((r) => r.plan === t.value && r.fromMonth === FIRST_PRICES_MONTH))
    .map((t) => ({ plan: t.value as string, price: t.pricePerMonth as number, fromMonth: FIRST_PRICES_MONTH, setBy: "", createdAt: null }));
  return [...first, ...rows].sort((a, b) => a.plan.localeCompare(b.plan) || a.fromMonth.localeCompare(b.fromMonth));
}

/**
 * Each plan's price in `now`'s month in Bangalore: what the public pages and the application form
 * say (/join-us, /faq, /terms read it in their loaders; they are kept by the day cache, which
 * renders them again each day and when an owner adds a price, so a price from next month shows on
 * its first day).
 */
export async function currentPrices(db: Database | Tx, now = new Date()): Promise<CurrentPrices> {
  const list = await priceList(db);
  const month = todayIso(now).slice(0, 7);
  const prices: CurrentPrices = Object.fromEntries(membershipTypes.map((t) => [t.value, priceIn(list, t.value, month) ?? t.pricePerMonth]));
  lastRead.set(db, { prices, at: Date.now() });
  return prices;
}

/**
 * The prices last read from each database, and when (ms): what a form's answer shows when the
 * database does not answer. By the database's handle, so that tests with databases of their own
 * in one process never read each other's.
 */
const lastRead = new WeakMap<object, { prices: CurrentPrices; at: number }>();
/** How long a form's answer may show the prices last read (the day cache's copies are as old across servers). */
const ANSWER_PRICES_MAX_AGE_MS = 60_000;
/** How long a form's answer waits for the database's prices before it shows the last read. */
const ANSWER_PRICES_WAIT_MS = 2_000;

/**
 * The prices for a form's answer (a page rendered for one visitor, after a post): the answer must
 * reach the visitor with what they typed even when the database has just failed (the action then
 * answered 503 and asks them to send it again), so the prices last read within a minute are shown
 * without asking, and a read that fails or takes longer than 2 s gives the prices last read, or the
 * ones the site started with, and is logged. The day cache's render reads currentPrices and fails
 * instead: the cache then sends its last good copy, which says the right prices.
 */
export async function pricesForAnswer(db: Database | Tx, log: Pick<Logger, "warn">, now = new Date()): Promise<CurrentPrices> {
  const last = lastRead.get(db);
  if (last && Date.now() - last.at < ANSWER_PRICES_MAX_AGE_MS) return last.prices;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from the database in ${ANSWER_PRICES_WAIT_MS} ms`)), ANSWER_PRICES_WAIT_MS);
    });
    return await Promise.race([currentPrices(db, now), late]);
  } catch (error) {
    log.warn({ err: error }, "the plans' prices could not be read for a form's answer: the last read are shown");
    return last?.prices ?? startingPrices;
  } finally {
    clearTimeout(timer);
  }
}

/** An owner's new price for a plan from a month on; "taken" when that plan already has a price from that month. */
export async function addPlanPrice(db: Database, actor: AuditActor, input: { plan: string; price: number; fromMonth: string }, now = new Date()): Promise<"added" | "taken"> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(planPrices)
      .values({ plan: input.plan, price: input.price, fromMonth: input.fromMonth, setBy: actor.email, createdAt: now })
      .onConflictDoNothing({ target: [planPrices.plan, planPrices.fromMonth] })
      .returning({ id: planPrices.id });
    if (!row) return "taken";
    await writeAudit(tx, actor, { action: "plan_price", recordType: "plan_price", recordId: row.id, reference: input.plan, detail: { price: input.price, from: input.fromMonth } }, now);
    // This server's forms' answers read the new price at once.
    lastRead.delete(db);
    return "added";
  });
}
