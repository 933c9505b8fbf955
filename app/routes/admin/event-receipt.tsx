// A booking payment's receipt as the visitor was mailed it, to print and hand over: the
// community's name and address, the receipt number (the same series as members' fees), who paid,
// the event and places it is for, the amount in figures and in words and how it was paid; a void
// receipt says so.
import type { Route } from "./+types/event-receipt";
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import { consoleRegisterCopy as copy } from "#app/content/console-register.ts";
import { requireOperator } from "#app/lib/auth/guards.server.ts";
import { idParam, notFound } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { bookingPaymentOf } from "#app/lib/events/booking-payments.server.ts";
import { bookingPaidBy, receiptFacts } from "#app/lib/payments/receipt.server.ts";
import { ReceiptPage, type ReceiptPageData } from "#app/components/admin/receipt-page.tsx";
import { servicesOf } from "#app/lib/services/context.server.ts";

export function meta({ loaderData: d }: Route.MetaArgs) {
  return consoleMeta(d ? copy.receipt.title(d.receipt) : copy.title);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOperator(request, servicesOf(context));
  const eventId = idParam(params);
  const paymentId = idParam({ id: params.payment });
  const found = await bookingPaymentOf(servicesOf(context).db, eventId, paymentId);
  if (!found) notFound();
  return {
    receipt: found.payment.receiptNumber,
    // The community's name and address head the page: the facts start with the receipt's number.
    facts: receiptFacts(found.payment, bookingPaidBy(found.booking, found.event)).slice(1),
    void: found.payment.voidedAt ? copy.receipt.void(found.payment.voidReason ?? "") : null,
    back: { to: `/admin/events/${eventId}#bookings-heading`, label: bookingPaymentsCopy.receipt.back },
  } satisfies ReceiptPageData;
}

export default function EventReceipt({ loaderData: d }: Route.ComponentProps) {
  return <ReceiptPage d={d} />;
}
