// The members register's rules that both the console and the server read: a member's state from
// the month paid until, the months a payment covers, the Indian financial year of a receipt and its
// number, and a plan's price. Months are "yyyy-mm" keys (app/core/calendar.ts). Pure.
import { shiftMonth } from "./calendar.ts";
import { membershipTypes } from "./form-options.ts";

export const PAYMENT_METHODS = ["cash", "upi", "bank", "cheque"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The states the register lists: paid for this month, due (one or two months unpaid), lapsed (three or more), left. */
export const MEMBER_STATES = ["paid", "due", "lapsed", "left"] as const;
export type MemberState = (typeof MEMBER_STATES)[number];
export const isMemberState = (value: unknown): value is MemberState => (MEMBER_STATES as readonly unknown[]).includes(value);

/** Unpaid months from which a member counts as lapsed. */
export const LAPSED_AFTER_MONTHS = 3;
export const MAX_MONTHS = 36;

export const PLANS = membershipTypes.map((t) => t.value);

/** A plan's price this month, by plan: what the public pages and forms say (app/lib/fees/plan-prices.server.ts currentPrices). */
export type CurrentPrices = Readonly<Record<string, number>>;

/** The prices the site started with (the spec's), shown where the database is not read. */
export const startingPrices: CurrentPrices = Object.fromEntries(membershipTypes.map((t) => [t.value, t.pricePerMonth]));

/** A plan's monthly price in whole rupees. */
export function planPrice(plan: string): number | undefined {
  return membershipTypes.find((t) => t.value === plan)?.pricePerMonth;
}

/** Whole months from `a` to `b` ("2026-09" to "2026-11" is 2). */
export function monthsBetween(a: string, b: string): number {
  const [ay, am] = a.split("-").map(Number) as [number, number];
  const [by, bm] = b.split("-").map(Number) as [number, number];
  return (by - ay) * 12 + (bm - am);
}

/** The last month a member with nothing paid counts as paid: the month before they joined. */
export function baselineMonth(joinedOn: string): string {
  return shiftMonth(joinedOn.slice(0, 7), -1);
}

/** How many months up to and including `month` are unpaid (0 when paid for it or beyond). */
export function unpaidMonths(member: { joinedOn: string; paidUntil: string | null }, month: string): number {
  return Math.max(0, monthsBetween(member.paidUntil ?? baselineMonth(member.joinedOn), month));
}

/** The member's state in `month` (this month, in Bangalore). */
export function memberState(member: { joinedOn: string; paidUntil: string | null; leftOn: string | null }, month: string): MemberState {
  if (member.leftOn) return "left";
  const unpaid = unpaidMonths(member, month);
  return unpaid === 0 ? "paid" : unpaid < LAPSED_AFTER_MONTHS ? "due" : "lapsed";
}

/** The months a payment of `months` covers: from the month after the last paid one. */
export function coverOf(member: { joinedOn: string; paidUntil: string | null }, months: number): { from: string; to: string } {
  const last = member.paidUntil ?? baselineMonth(member.joinedOn);
  return { from: shiftMonth(last, 1), to: shiftMonth(last, months) };
}

/** The Indian financial year (April to March) of a yyyy-mm-dd date: "2026-27". */
export function financialYear(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "2026-27/0001": the year's running number, four digits at least. */
export function receiptNumber(year: string, n: number): string {
  return `${year}/${String(n).padStart(4, "0")}`;
}

/** The amount the plan asks for `months` months. */
export function expectedAmount(plan: string, months: number): number | undefined {
  const price = planPrice(plan);
  return price === undefined ? undefined : price * months;
}

/** A plan's price from a month on, as `plan_prices` keeps them (docs/decisions/036-one-ledger.md). */
export type PlanPriceRow = { plan: string; price: number; fromMonth: string };

/** The plan's monthly price in `month` ("yyyy-mm"): the row with the latest first month not after it. */
export function priceIn(prices: readonly PlanPriceRow[], plan: string, month: string): number | undefined {
  let best: PlanPriceRow | undefined;
  for (const row of prices) if (row.plan === plan && row.fromMonth <= month && (!best || row.fromMonth > best.fromMonth)) best = row;
  return best?.price;
}

/** What `months` months from `from` cost on the plan, each month at the price of that month (undefined for a plan without a price). */
export function amountFor(prices: readonly PlanPriceRow[], plan: string, from: string, months: number): number | undefined {
  let sum = 0;
  for (let i = 0; i < months; i++) {
    const price = priceIn(prices, plan, shiftMonth(from, i));
    if (price === undefined) return undefined;
    sum += price;
  }
  return sum;
}

/**
 * What a member owes up to and including `month`: every unpaid month at the price of that month.
 * The one place "what is due" is worked out: the payment form's question, the month's reminders and
 * the member's own page read it.
 */
export function amountDue(prices: readonly PlanPriceRow[], member: { plan: string; joinedOn: string; paidUntil: string | null }, month: string): number {
  const months = unpaidMonths(member, month);
  if (months === 0) return 0;
  return amountFor(prices, member.plan, coverOf(member, months).from, months) ?? 0;
}
