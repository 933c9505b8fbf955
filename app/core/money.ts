// Money as the site writes it, so a price reads the same on a page, in a form and in a mail.

/** ₹2,000 style: Indian digit grouping (₹1,25,000), whole rupees. Written out rather than asked of
 * Intl.NumberFormat, whose first use on a page costs ~50 ms of a throttled mobile main thread. */
export function rupees(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${amount < 0 ? "-" : ""}₹${rest ? `${rest},` : ""}${last3}`;
}
