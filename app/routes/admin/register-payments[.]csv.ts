// The owners' CSV of payments for a period, in the columns an accountant imports: date, receipt,
// member number (empty for an event booking), name, amount (whole rupees), method, reference,
// whether it is void, and what it was for (a membership fee, or an event booking).
import { data } from "react-router";
import type { Route } from "./+types/register-payments[.]csv";
import { consoleRegisterCopy as copy } from "#app/content/console-register.ts";
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import { parseIsoDate, compareDates } from "#app/core/calendar.ts";
import type { PaymentMethod } from "#app/core/fees.ts";
import { requireOwner } from "#app/lib/auth/guards.server.ts";
import { toCsv } from "#app/lib/console/csv.ts";
import { privateHeaders } from "#app/lib/console/http.server.ts";
import { exportPayments } from "#app/lib/fees/register.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await requireOwner(request, servicesOf(context));
  const url = new URL(request.url);
  const from = url.searchParams.get("from") ?? "";
  const to = url.searchParams.get("to") ?? "";
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b || compareDates(a, b) > 0) throw data(copy.export.badPeriod, { status: 400, headers: privateHeaders });
  const rows = await exportPayments(servicesOf(context).db, operator, from, to);
  const cells = rows.map((r) => [
    r.payment.paidOn,
    r.payment.receiptNumber,
    r.number === null ? "" : `M-${r.number}`,
    r.name,
    r.payment.amount,
    copy.methods[r.payment.method as PaymentMethod] ?? r.payment.method,
    r.payment.reference,
    r.payment.voidedAt ? r.payment.voidReason ?? "void" : "",
    // What the payment was for: a member's fee, or an event booking (the event, its date, the Reference ID).
    r.booking && r.eventTitle && r.eventDate ? bookingPaymentsCopy.paymentFor.booking(r.eventTitle, r.eventDate, r.booking) : bookingPaymentsCopy.paymentFor.fee,
  ]);
  return new Response(toCsv(copy.export.columns, cells), {
    headers: {
      ...privateHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="payments-${from}-to-${to}.csv"`,
    },
  });
}
