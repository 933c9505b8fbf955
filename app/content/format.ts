// Formatting helpers shared by the content files of the testimonials, FAQ, legal, careers, contact and
// join-us pages, so a figure is written the same way everywhere it appears.
import { formatMonth } from "#app/lib/month.ts";

/** ₹2,000 style: Indian digit grouping (₹1,25,000), whole rupees. Written out rather than asked of
 * Intl.NumberFormat, whose first use on a page costs ~50 ms of a throttled mobile main thread. */
export function rupees(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${amount < 0 ? "-" : ""}₹${rest ? `${rest},` : ""}${last3}`;
}

/** "January 2024" from an ISO date. */
export function monthYear(isoDate: string): string {
  return formatMonth(isoDate);
}
