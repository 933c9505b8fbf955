// The owners' CSV of the cash book for a period (app/lib/payments/cash-book.server.ts), in the
// columns an accountant imports: date, payment or refund, receipt, member number (empty for an event
// booking), name, amount (whole rupees, a refund negative), method, reference, why it is void, and
// what it was for as its receipt said it; then a total per method and the whole, void payments left
// out, as the register's "taken this month" adds them.
import { data } from "react-router";
import type { Route } from "./+types/register-payments[.]csv";
import { consoleRegisterCopy as copy } from "#app/content/console-register.ts";
import { parseIsoDate, compareDates } from "#app/core/calendar.ts";
import type { PaymentMethod } from "#app/core/fees.ts";
import { requireOwner } from "#app/lib/auth/guards.server.ts";
import { toCsv } from "#app/lib/console/csv.ts";
import { privateHeaders } from "#app/lib/console/http.server.ts";
import { writeAudit } from "#app/lib/console/audit.server.ts";
import { cashBook } from "#app/lib/payments/cash-book.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await requireOwner(request, servicesOf(context));
  const url = new URL(request.url);
  const from = url.searchParams.get("from") ?? "";
  const to = url.searchParams.get("to") ?? "";
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b || compareDates(a, b) > 0) throw data(copy.export.badPeriod, { status: 400, headers: privateHeaders });
  const book = await cashBook(servicesOf(context).db, from, to);
  await writeAudit(servicesOf(context).db, operator, { action: "export", recordType: "payment", detail: { from, to, count: book.movements.length } });
  const method = (m: string) => copy.methods[m as PaymentMethod] ?? m;
  const cells: (string | number)[][] = book.movements.map((m) => [
    m.date,
    copy.export.kinds[m.kind],
    m.receipt,
    m.memberNumber === null ? "" : `M-${m.memberNumber}`,
    m.name,
    m.amount,
    method(m.method),
    m.reference,
    m.voidReason === null ? "" : m.voidReason || "void",
    m.paidFor,
  ]);
  // The totals by method, then the whole: money in less money out, void payments left out.
  for (const t of book.totals) cells.push(["", copy.export.totalOf(method(t.method)), "", "", "", t.amount, method(t.method), "", "", ""]);
  cells.push(["", copy.export.total, "", "", "", book.total, "", "", "", ""]);
  return new Response(toCsv(copy.export.columns, cells), {
    headers: {
      ...privateHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="payments-${from}-to-${to}.csv"`,
    },
  });
}
