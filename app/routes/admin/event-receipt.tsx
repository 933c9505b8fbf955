// A booking payment's receipt as the visitor was mailed it, to print and hand over: the
// community's name and address, the receipt number (the same series as members' fees), who paid,
// the event and places it is for, the amount in figures and in words and how it was paid; a void
// receipt says so. Under it, for a receipt that stands: an owner's form to void it with a reason,
// or, for the operator who recorded it, "Undo" for a few minutes (app/lib/payments/void.server.ts).
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/event-receipt";
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import { consoleRegisterCopy as copy } from "#app/content/console-register.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { paymentVoidCopy } from "#app/content/payment-void.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { consoleButton } from "#app/components/admin/buttons.ts";
import { ConsoleSection } from "#app/components/admin/console-section.tsx";
import { isOwner, requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import { idParam, notFound, privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { bookingPaymentOf } from "#app/lib/events/booking-payments.server.ts";
import { bookingPaidBy, receiptFacts } from "#app/lib/payments/receipt.server.ts";
import { voidPayment, voidRight } from "#app/lib/payments/void.server.ts";
import { UNDO_MINUTES } from "#app/core/payment-rules.ts";
import { ReceiptPage } from "#app/components/admin/receipt-page.tsx";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { isReadableText } from "#app/core/readable-text.ts";

export function meta({ loaderData: d }: Route.MetaArgs) {
  return consoleMeta(d ? copy.receipt.title(d.receipt) : copy.title);
}

/** The payment of this event that the address names, with its booking and event; the console's 404 otherwise. */
async function found(params: Route.LoaderArgs["params"], services: ReturnType<typeof servicesOf>) {
  const eventId = idParam(params);
  const paymentId = idParam({ id: params.payment });
  const row = await bookingPaymentOf(services.db, eventId, paymentId);
  if (!row) notFound();
  return { eventId, ...row };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const operator = await requireOperator(request, services);
  const { eventId, payment, booking, event } = await found(params, services);
  const right = voidRight(operator, payment);
  const done = new URL(request.url).searchParams.get("done");
  return {
    receipt: payment.receiptNumber,
    // The community's name and address head the page: the facts start with the receipt's number.
    facts: receiptFacts(payment, bookingPaidBy(booking, event)).slice(1),
    void: payment.voidedAt ? copy.receipt.void(payment.voidReason ?? "") : null,
    back: { to: `/admin/events/${eventId}#bookings-heading`, label: bookingPaymentsCopy.receipt.back },
    // The recorder's undo first (no reason to type); an owner's void with its reason otherwise.
    undo: right !== null && payment.recordedById === operator.id && voidRight({ ...operator, role: "editor" }, payment) === "undo",
    canVoid: right === "owner",
    notice: done === "void" && payment.voidedAt ? copy.void.done(payment.receiptNumber) : done === "undone" && payment.voidedAt ? paymentVoidCopy.undoDone(payment.receiptNumber) : null,
  };
}

type ActionData = { error?: string; errors?: Record<string, string>; values?: Record<string, string> };

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  const { eventId, payment, booking } = await found(params, services);
  const form = await formDataOf(request);
  const intent = field(form, "intent");
  if (intent !== "void" && intent !== "undo") throw data("Unknown request", { status: 400, headers: privateHeaders });
  const reason = field(form, "reason").replace(/\s+/g, " ").trim();
  if (intent === "void" && !isOwner(operator)) throw data({ reason: "owners-only" }, { status: 403, headers: privateHeaders });
  if (intent === "void" && (!reason || !isReadableText(reason) || reason.length > 300)) return data<ActionData>({ errors: { reason: copy.void.reason.required }, values: { reason } }, { status: 422, headers: privateHeaders });
  const result = await voidPayment(services.db, operator, payment.id, intent === "void" ? reason : "", { bookingId: booking.id });
  if (result === "not_found") notFound();
  if (result === "already") return data<ActionData>({ error: copy.void.already }, { status: 409, headers: privateHeaders });
  if (result === "not_allowed") return data<ActionData>({ error: paymentVoidCopy.notAllowed }, { status: 403, headers: privateHeaders });
  services.dispatcher.kick();
  throw redirect(withNotice(`/admin/events/${eventId}/receipt/${payment.id}`, { done: intent === "void" ? "void" : "undone" }));
}

export default function EventReceipt({ loaderData: d, actionData }: Route.ComponentProps) {
  const a: ActionData = actionData ?? {};
  return (
    <>
      {a.error ? <Alert tone="error" heading={a.error} role="alert" className="mb-4 print:hidden" /> : d.notice ? <Alert tone="success" heading={d.notice} role="status" className="mb-4 print:hidden" /> : null}
      <ReceiptPage d={d} />
      {d.undo ? (
        <Form method="post" className="mt-6 print:hidden">
          <input type="hidden" name="intent" value="undo" />
          <button type="submit" className={consoleButton.secondary}>
            {paymentVoidCopy.undo}
          </button>
          <span className="mt-1 block text-lg">{paymentVoidCopy.undoHint(UNDO_MINUTES)}</span>
        </Form>
      ) : d.canVoid ? (
        <ConsoleSection id="void" title={copy.void.heading} frame="danger" width="form">
          <p className="mt-2 text-lg">{copy.void.intro}</p>
          <Form method="post" noValidate className="mt-4 space-y-6">
            <input type="hidden" name="intent" value="void" />
            <TextInput id="void-reason" name="reason" label={copy.void.reason.label} marker={commonCopy.requiredMarker} required error={a.errors?.reason} defaultValue={a.values?.reason ?? ""} />
            <button type="submit" className={consoleButton.danger}>
              {copy.void.submit}
            </button>
          </Form>
        </ConsoleSection>
      ) : null}
    </>
  );
}
