// One row of a paper register brought in as CSV (app/lib/fees/import.server.ts): the member's name,
// e-mail and phone checked as every form checks them (schema-kit), the plan by its value or its
// name, the date they joined typed day first or as YYYY-MM-DD and not in the future, and the last
// month paid as YYYY-MM (or as a spreadsheet may have turned it: 03/2026, Mar 2026, Mar-26), or
// empty. Each field yields one message; the row's reasons are all of them.
import { z } from "zod";
import { registerImportCopy } from "#app/content/console-register-import.ts";
import { parseMonth } from "#app/core/calendar.ts";
import { baselineMonth, MAX_MONTHS, monthsBetween, PLANS } from "#app/core/fees.ts";
import { cleanLine, email, pastDate, phone, requiredLine } from "./schema-kit.ts";

const r = registerImportCopy.reasons;
const MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** "yyyy-mm" from a month as people and spreadsheets write one, or undefined. */
export function readMonth(typed: string): string | undefined {
  const text = typed.trim().toLowerCase();
  let year: number | undefined;
  let month: number | undefined;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})[-/.](\d{1,2})$/.exec(text))) [year, month] = [Number(m[1]), Number(m[2])];
  else if ((m = /^(\d{1,2})[-/.](\d{4})$/.exec(text))) [month, year] = [Number(m[1]), Number(m[2])];
  else if ((m = /^([a-z]{3,9})[\s.,-]+(\d{2}|\d{4})$/.exec(text))) {
    const index = MONTH_NAMES.findIndex((name) => name.startsWith(m![1]!));
    if (index >= 0) [month, year] = [index + 1, m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2])];
  }
  if (year === undefined || month === undefined || month < 1 || month > 12) return undefined;
  const key = `${year}-${String(month).padStart(2, "0")}`;
  return parseMonth(key) ? key : undefined;
}

/** A plan by its value or its name, in any case ("Premium"); a message for anything else. */
const plan = z.preprocess(
  cleanLine,
  z.string().transform((typed, ctx) => {
    const value = typed.toLowerCase();
    if ((PLANS as readonly string[]).includes(value)) return value;
    ctx.addIssue({ code: "custom", message: typed === "" ? r.plan.required : r.plan.unknown(typed.slice(0, 40)) });
    return z.NEVER;
  }),
);

/** The last month paid, or null for nothing paid. */
const paidUntil = z.preprocess(
  cleanLine,
  z.string().transform((typed, ctx) => {
    if (typed === "") return null;
    const month = readMonth(typed);
    if (month) return month;
    ctx.addIssue({ code: "custom", message: r.paidUntil.notMonth });
    return z.NEVER;
  }),
);

/** A row's schema, checked in `thisMonth` (Bangalore's, "yyyy-mm"). */
export function importRowSchema(thisMonth: string) {
  return z
    .object({
      name: requiredLine(r.name.required, 120, r.name.name),
      email: email(r.email.required, r.email.name),
      phone: phone(r.phone.required, r.phone.name),
      plan,
      joinedOn: pastDate(r.joinedOn.required, r.joinedOn.future, r.joinedOn.name),
      paidUntil,
    })
    .superRefine((row, ctx) => {
      if (row.paidUntil === null) return;
      // The month before joining is "nothing paid yet"; earlier makes no sense, and a year typed wrong is caught.
      if (monthsBetween(baselineMonth(row.joinedOn), row.paidUntil) < 0) ctx.addIssue({ code: "custom", path: ["paidUntil"], message: r.paidUntil.beforeJoining(row.paidUntil) });
      else if (monthsBetween(thisMonth, row.paidUntil) > MAX_MONTHS) ctx.addIssue({ code: "custom", path: ["paidUntil"], message: r.paidUntil.tooFar(MAX_MONTHS) });
    });
}
export type ImportRow = z.infer<ReturnType<typeof importRowSchema>>;
