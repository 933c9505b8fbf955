// A booking payment's receipt as the visitor was mailed it, to print and hand over: the
// community's name and address, the receipt number (the same series as members' fees), who paid,
// the event and places it is for, the amount in figures and in words and how it was paid; a void
// receipt says so.
import { Link } from "react-router";
import type { Route } from "./+types/event-receipt";
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import { consoleRegisterCopy as copy } from "#app/content/console-register.ts";
import { consoleEventsCopy } from "#app/content/console-events.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { requireOperator } from "#app/lib/auth/guards.server.ts";
import { idParam, notFound } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { bookingPaymentOf, bookingReceiptFacts } from "#app/lib/events/booking-payments.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { site } from "#app/core/site.ts";

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
    eventId,
    receipt: found.payment.receiptNumber,
    // The community's name and address head the page: the facts start with the receipt's number.
    facts: bookingReceiptFacts(found.booking, found.event, found.payment).slice(1),
    void: found.payment.voidedAt ? copy.receipt.void(found.payment.voidReason ?? "") : null,
  };
}

export default function EventReceipt({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <p className="print:hidden">
        <Link to={`/admin/events/${d.eventId}#bookings-heading`} className={consoleLink}>
          <span aria-hidden="true">←&nbsp;</span>
          {bookingPaymentsCopy.receipt.back}
        </Link>
      </p>
      <article className="mt-4 max-w-2xl rounded-xl border-2 border-stone-400 p-5 print:border-0 print:p-0">
        <p className="text-xl font-bold">{site.brand}</p>
        <p className="text-lg">{site.address.display}</p>
        <h1 className="mt-4 text-3xl font-bold">
          {copy.receipt.heading} <span className="inline-block font-mono whitespace-nowrap">{d.receipt}</span>
        </h1>
        {d.void ? <p className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-xl font-bold text-red-900">{d.void}</p> : null}
        <dl className="mt-4 divide-y divide-stone-200">
          {d.facts.map((f) => (
            <div key={f.label} className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
              <dt className="font-semibold">{f.label}</dt>
              <dd className="break-words">{f.value}</dd>
            </div>
          ))}
        </dl>
      </article>
      <p className="mt-4 print:hidden">
        <button type="button" onClick={() => window.print()} className={`${consoleButton.secondary} js-only`}>
          {copy.receipt.print}
        </button>
        <span className="no-js-only text-lg">{consoleEventsCopy.attendance.printWithoutScript}</span>
      </p>
    </>
  );
}
