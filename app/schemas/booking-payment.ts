// The console's forms for a booking's money: a payment (amount in whole rupees, how it was paid,
// its reference) and a refund of a booking (the same fields); and money given back of a member's fee. Each field yields one
// message, beside the field; nothing is recorded while any is wrong.
import { z } from "zod";
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import { consoleRegisterCopy } from "#app/content/console-register.ts";
import { PAYMENT_METHODS } from "#app/core/fees.ts";
import { cleanLine, requiredLine } from "./schema-kit.ts";
import { MAX_PAYMENT, paymentReference, referenceUnlessCash, wholeNumber } from "./payment.ts";

const m = consoleRegisterCopy.payment.messages;

function moneySchema(fields: typeof bookingPaymentsCopy.console.payment.fields) {
  return z
    .object({
      amount: wholeNumber(fields.amount.required, m.amountNotNumber, (n) => (n < 1 ? m.amountTooSmall : n > MAX_PAYMENT ? m.amountTooLarge(MAX_PAYMENT) : undefined)),
      method: z.preprocess(cleanLine, z.enum(PAYMENT_METHODS, { error: (issue) => (issue.input === "" ? fields.method.required : m.methodUnknown) })),
      reference: paymentReference(fields.reference.name),
    })
    .superRefine(referenceUnlessCash);
}

/** A payment for a booking. */
export const BookingPaymentSchema = moneySchema(bookingPaymentsCopy.console.payment.fields);
/** A refund of a cancelled booking's payment. */
export const RefundSchema = moneySchema(bookingPaymentsCopy.console.refund.fields);
/** Both forms' fields in their order. */
export const bookingPaymentFields = ["amount", "method", "reference"] as const;

const fr = consoleRegisterCopy.refund;
/** Money given back of a member's payment (owners): which payment, the money's fields, and why. */
export const FeeRefundSchema = z.intersection(
  z.object({
    payment: z.preprocess(cleanLine, z.string().regex(/^[1-9]\d{0,8}$/, fr.payment.required).transform(Number)),
    reason: requiredLine(fr.reason.required, 300, fr.reason.label),
  }),
  moneySchema(fr.fields),
);
export const feeRefundFields = ["payment", "amount", "method", "reference", "reason"] as const;
