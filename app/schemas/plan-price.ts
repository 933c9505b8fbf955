// The owners' form that sets a plan's new price from a month on: the plan, whole rupees a month, and
// the first month ("yyyy-mm", this month or later). Each field yields one message, beside it.
import { z } from "zod";
import { consolePlansCopy } from "#app/content/console-plans.ts";
import { PLANS } from "#app/core/fees.ts";
import { choice, cleanLine } from "./schema-kit.ts";
import { wholeNumber } from "./payment.ts";

const f = consolePlansCopy.form.fields;
const m = consolePlansCopy.messages;

/** The form, checked against `thisMonth` ("yyyy-mm", Bangalore's). */
export function planPriceSchema(thisMonth: string) {
  return z.object({
    plan: choice(PLANS as unknown as [string, ...string[]], f.plan.required),
    price: wholeNumber(f.price.required, m.priceNotNumber, (n) => (n < 1 || n > 1_00_000 ? m.priceRange : undefined)),
    fromMonth: z.preprocess(
      cleanLine,
      z.string().transform((typed, ctx) => {
        const message = typed === "" ? f.fromMonth.required : !/^\d{4}-(0[1-9]|1[0-2])$/.test(typed) ? m.monthInvalid : typed < thisMonth ? m.monthPast(thisMonth) : undefined;
        if (!message) return typed;
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }),
    ),
  });
}
export const planPriceFields = ["plan", "price", "fromMonth"] as const;
