// Figures the measuring scripts report.

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  if (!values.length) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
