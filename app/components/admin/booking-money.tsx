// The money of a priced event on its console page (docs/decisions/031-paid-outings.md): the
// totals line, each booking's paid state in its row (with its receipts and the link that opens its
// payment or refund form), and the form itself: amount (what is due, to start with), how it was
// paid, and its reference, with messages beside the fields and a summary on top. Plain posts:
// they work without JavaScript; the form's one-time token makes a second press record nothing.
import { Form, Link } from "react-router";
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import { consoleRegisterCopy } from "#app/content/console-register.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { FORM_TOKEN_FIELD } from "#app/core/form-token-fields.ts";
import { PAYMENT_METHODS } from "#app/core/fees.ts";
import { errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import type { BookingMoneyView } from "#app/lib/events/booking-payments.server.ts";
import type { EventMoney, MoneyRefusal } from "#app/lib/events/booking-money.server.ts";
import { paymentQuestionsCopy } from "#app/content/payment-questions.ts";
import { consoleButton, consoleLink } from "./buttons.ts";
import { PaymentQuestions } from "./payment-questions.tsx";
import { ConsoleSection } from "./console-section.tsx";
import { StatusBadge } from "./status-badge.tsx";

const words = bookingPaymentsCopy.console;

/** The price and the event's totals: due from confirmed bookings, received, refunds due. */
export function MoneyTotals({ money }: { money: Pick<EventMoney, "price" | "totals"> }) {
  if (money.price <= 0 && money.totals.received === 0) return null;
  return (
    <p className="mt-2 text-lg" data-testid="money-totals">
      {money.price > 0 ? `${words.priceLine(money.price)} ` : ""}
      {words.totals(money.totals.due, money.totals.received, money.totals.refundsDue)}
    </p>
  );
}

/**
 * A booking's paid state in its row: the state, what it holds of what it owes, its receipts, and what
 * to do next. A refund due is recorded by an owner (`canRefund`); an editor's row says so instead.
 */
export function BookingMoneyCell({ eventId, booking, money, canRefund }: { eventId: number; booking: { id: number; name: string; status: string }; money: BookingMoneyView; canRefund: boolean }) {
  return (
    <div className="space-y-1">
      <StatusBadge status={money.state} label={words.states[money.state]} />
      {money.due > 0 || money.held > 0 ? <span className="block tabular-nums">{words.held(money.held, money.due)}</span> : null}
      {money.method ? <span className="block">{money.method}</span> : null}
      {money.receipts.map((r) => (
        <Link key={r.id} to={`/admin/events/${eventId}/receipt/${r.id}`} className={`${consoleLink} flex min-h-target items-center font-mono ${r.void ? "line-through" : ""}`}>
          {r.number}
        </Link>
      ))}
      {booking.status === "confirmed" && money.stillDue > 0 ? (
        <Link to={`/admin/events/${eventId}?pay=${booking.id}#pay-heading`} className={`${consoleLink} flex min-h-target items-center`} aria-label={words.payment.open(booking.name)}>
          {words.payment.openShort}
        </Link>
      ) : null}
      {money.state === "refund-due" ? (
        canRefund ? (
          <Link to={`/admin/events/${eventId}?refund=${booking.id}#pay-heading`} className={`${consoleLink} flex min-h-target items-center`}>
            {words.refund.open(booking.name)}
          </Link>
        ) : (
          <span className="block">{words.refund.byOwner}</span>
        )
      ) : null}
    </div>
  );
}

/** The payment or refund form of the booking `money.open` names. */
export function BookingMoneyForm({ eventId, money, refused }: { eventId: number; money: EventMoney; refused: MoneyRefusal | undefined }) {
  const open = money.open;
  if (!open) return null;
  const returned = refused && refused.booking === open.booking && refused.form === open.kind ? refused : undefined;
  const w = open.kind === "payment" ? words.payment : words.refund;
  const form = { idPrefix: "pay", copy: { fields: w.fields }, markers: commonCopy, state: { errors: returned?.errors ?? {}, returnedValues: returned?.values ?? {} } };
  return (
    <ConsoleSection id="pay" title={w.heading(open.name, open.reference)} frame="boxed" width="form">
      <p className="mt-2 text-lg">{open.kind === "payment" ? words.payment.intro(open.amount, open.seats) : words.refund.intro(open.amount)}</p>
      {returned?.error ? <Alert tone="error" heading={returned.error} role="alert" className="mt-4" /> : null}
      <Form method="post" action={`/admin/events/${eventId}?${open.kind === "payment" ? "pay" : "refund"}=${open.booking}`} noValidate className="mt-4 space-y-6">
        <input type="hidden" name="intent" value={open.kind} />
        <input type="hidden" name="booking" value={open.booking} />
        <input type="hidden" name={FORM_TOKEN_FIELD} value={money.formToken} />
        <FormErrorSummary heading={w.errorHeading} intro={words.payment.errorIntro} errors={errorSummary(form)} autoFocus />
        <TextInput {...fieldProps(form, "amount", { defaultValue: String(open.amount) })} inputMode="numeric" width="medium" autoComplete="off" />
        <Select
          {...fieldProps(form, "method", { defaultValue: "" })}
          placeholder={consoleRegisterCopy.payment.choose}
          options={PAYMENT_METHODS.map((v) => ({ value: v, label: consoleRegisterCopy.methods[v] }))}
        />
        <TextInput {...fieldProps(form, "reference")} marker={consoleRegisterCopy.payment.referenceMarker} autoComplete="off" spellCheck={false} />
        <PaymentQuestions questions={returned?.questions} />
        <div className="flex flex-wrap gap-4">
          <button type="submit" className={consoleButton.primary}>
            {returned?.questions?.length ? paymentQuestionsCopy.anyway : w.submit}
          </button>
          <Link to={`/admin/events/${eventId}#bookings-heading`} className={consoleButton.secondary}>
            {words.close}
          </Link>
        </div>
      </Form>
    </ConsoleSection>
  );
}
