// Formatting helpers shared by the content files of the testimonials, FAQ, legal, careers, contact and
// join-us pages, so a figure is written the same way everywhere it appears.

/** ₹2,000 style: Indian digit grouping, no decimals. */
export function rupees(amount: number): string {
  return `₹${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(amount)}`;
}

/** "January 2024" from an ISO date (read as UTC so server and browser agree). */
export function monthYear(isoDate: string): string {
  return new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
