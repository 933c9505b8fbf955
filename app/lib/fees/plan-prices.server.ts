// Owns the plans' prices as rows (`plan_prices`, docs/decisions/036-one-ledger.md): the list every
// sum of money owed reads, and an owner's new price from a month on. Rows are added, never changed
// or deleted, so what a month cost stays what it was; a second price for the same plan and month
// is refused (the first stands).
import { asc } from "drizzle-orm";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { planPrices } from "#app/lib/db/schema.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { priceIn, type CurrentPrices, type PlanPriceRow } from "#app/core/fees.ts";
import { todayIso } from "#app/core/calendar.ts";
import { membershipTypes } from "#app/core/form-options.ts";

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
  return Object.fromEntries(membershipTypes.map((t) => [t.value, priceIn(list, t.value, month) ?? t.pricePerMonth]));
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
    return "added";
  });
}
