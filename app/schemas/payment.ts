// The console's forms of the members register: recording a payment (amount in whole rupees, how it
// was paid, its reference, when, and how many months it pays for) and a member's details. Each
// field yields one message, beside the field; nothing is recorded while any is wrong.
import { z } from "zod";
import { CONTACT_BY } from "#app/core/contact-by.ts";
import { consoleRegisterCopy } from "#app/content/console-register.ts";
import { membershipPageCopy } from "#app/content/membership-page.ts";
import { compareDates, parseIsoDate } from "#app/core/calendar.ts";
import { MAX_MONTHS, PAYMENT_METHODS, PLANS } from "#app/core/fees.ts";
import { choice, cleanLine, email, optionalLine, optionalText, pastDate, phone, requiredLine, requiredText } from "./schema-kit.ts";

const p = consoleRegisterCopy.payment;
const m = p.messages;

/** More than any fee the plans add up to in 36 months (₹1,80,000): a typo's extra digits are caught. */
export const MAX_PAYMENT = 10_00_000;

/** A whole number typed as digits (spaces and Indian or Western commas allowed), else a message. */
export function wholeNumber(required: string, notNumber: string, check: (n: number) => string | undefined) {
  return z.preprocess(
    cleanLine,
    z.string().transform((typed, ctx) => {
      const digits = typed.replace(/[,\s]/g, "").replace(/^₹/, "");
      const message = typed === "" ? required : !/^\d{1,12}$/.test(digits) ? notNumber : check(Number(digits));
      if (!message) return Number(digits);
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }),
  );
}

/**
 * A payment's or a refund's reference (a UTR, a cheque number): one line of at most 100 characters,
 * "" when empty. Text a person types, as every form takes it (schema-kit): a NUL or another control
 * character is refused beside the field, never stored.
 */
export const paymentReference = (name: string) => optionalLine(100, name).transform((v) => v ?? "");

/** The one rule of every money form (a fee, a booking's payment, a refund): a reference for everything but cash. */
export function referenceUnlessCash(v: { method: (typeof PAYMENT_METHODS)[number]; reference: string }, ctx: z.RefinementCtx): void {
  if (v.method !== "cash" && v.reference === "") ctx.addIssue({ code: "custom", path: ["reference"], message: m.referenceNeeded(consoleRegisterCopy.methods[v.method]) });
}

/** A yyyy-mm-dd date (the date field's value) not after `today` and not more than a year before it. */
function paidOnDate(today: string) {
  return z.preprocess(
    cleanLine,
    z.string().transform((typed, ctx) => {
      const date = parseIsoDate(typed);
      const now = parseIsoDate(today)!;
      const yearAgo = { ...now, year: now.year - 1 };
      const message = typed === "" ? p.fields.paidOn.required : !date ? m.dateInvalid : compareDates(date, now) > 0 ? m.dateFuture : compareDates(date, yearAgo) < 0 ? m.dateTooOld : undefined;
      if (!message) return typed;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }),
  );
}

/** The payment form, checked against `today` (Bangalore's date). */
export function paymentSchema(today: string) {
  return z
    .object({
      amount: wholeNumber(p.fields.amount.required, m.amountNotNumber, (n) => (n < 1 ? m.amountTooSmall : n > MAX_PAYMENT ? m.amountTooLarge(MAX_PAYMENT) : undefined)),
      method: z.preprocess(cleanLine, z.enum(PAYMENT_METHODS, { error: (issue) => (issue.input === "" ? p.fields.method.required : m.methodUnknown) })),
      reference: paymentReference(p.fields.reference.name),
      paidOn: paidOnDate(today),
      months: wholeNumber(p.fields.months.required, m.monthsNotNumber, (n) => (n < 1 || n > MAX_MONTHS ? m.monthsRange : undefined)),
    })
    .superRefine(referenceUnlessCash);
}
export type PaymentInput = z.infer<ReturnType<typeof paymentSchema>>;
/** The payment form's fields in their order. */
export const paymentFields = ["amount", "method", "reference", "paidOn", "months"] as const;

const d = consoleRegisterCopy.details.fields;
const optionalDate = z.preprocess(
  (v) => cleanLine(v) || null,
  z
    .string()
    .nullable()
    .refine((v) => v === null || parseIsoDate(v) !== null, m.dateInvalid),
);

/** A member's details as the console edits them. */
export const MemberDetailsSchema = z.object({
  name: requiredLine(d.name.required, 120),
  email: email(d.email.required),
  phone: phone(d.phone.required),
  address: requiredText(d.address.required, 500),
  emergencyContact: optionalLine(120).transform((v) => v ?? ""),
  emergencyPhone: optionalLine(20).transform((v) => v ?? ""),
  plan: choice(PLANS as unknown as [string, ...string[]], d.plan.required),
  household: optionalText(1000).transform((v) =>
    (v ?? "")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  ),
  noReminders: z.preprocess((v) => v === "on", z.boolean()),
  contactBy: choice(CONTACT_BY, d.contactBy.required),
  // Moves nothing stored but itself: paid-until stays as it is (the field's hint says so).
  joinedOn: pastDate(d.joinedOn.required, d.joinedOn.future, d.joinedOn.name),
  leftOn: optionalDate,
});
export type MemberDetailsInput = z.infer<typeof MemberDetailsSchema>;
export const memberDetailsFields = ["name", "email", "phone", "address", "emergencyContact", "emergencyPhone", "plan", "household", "noReminders", "contactBy", "joinedOn", "leftOn"] as const;

const own = membershipPageCopy.own.contact.fields;
/** A member's own change of phone and emergency contact (their page). */
export const OwnContactSchema = z.object({
  phone: phone(own.phone.required),
  emergencyContact: requiredLine(own.emergencyContact.required, 120),
  emergencyPhone: phone(own.emergencyPhone.required),
  contactBy: choice(CONTACT_BY, own.contactBy.required),
});
export const ownContactFields = ["phone", "emergencyContact", "emergencyPhone", "contactBy"] as const;

/** The address a member asks their link for. */
export const LinkRequestSchema = z.object({ email: email(membershipPageCopy.ask.fields.email.required) });
