// The words of a month's money (/admin/register/money): what came in and went out, fees and outings
// together, by how it was paid, and every movement of the month.
import { formatMonth } from "#app/core/calendar.ts";

export const consoleMoneyCopy = {
  title: (month: string) => `Money in ${formatMonth(month)}`,
  link: "This month's money in and out",
  intro: "Every payment of the month, members' fees and outings alike, and every refund given back. A void payment is listed but counts for nothing. The payments CSV for the same dates has the same totals.",
  back: "Back to the register",
  earlier: "The month before",
  later: "The month after",
  totalsCaption: "In and out by how it was paid",
  columns: { method: "Paid by", in: "In", out: "Out", net: "In less out" },
  total: "Total",
  none: "No money came in or went out this month.",
  movementsCaption: (n: number) => (n === 1 ? "1 movement" : `${n} movements`),
  movement: { date: "Date", what: "What", amount: "Amount", method: "Paid by" },
  kinds: { payment: "Payment", refund: "Refund" },
  void: (reason: string) => `Void: ${reason}`,
} as const;
