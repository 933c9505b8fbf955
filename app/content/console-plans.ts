// The words of the plans' prices page (/admin/register/plans, owners): each plan's price now and
// the prices it had, and the form that sets a new price from a month on.
import { formatMonth } from "#app/core/calendar.ts";
import { rupees } from "#app/core/money.ts";

export const consolePlansCopy = {
  title: "Plan prices",
  link: "Plan prices",
  intro:
    "Each month is owed at the price of that month. A new price starts in the month you choose and applies from then on; the months before keep the price they had, so what a member already owes does not change.",
  back: "Back to the register",
  columns: { plan: "Plan", now: "Price now", history: "Prices so far" },
  since: (price: number, month: string, by: string) => `${rupees(price)} a month from ${formatMonth(month)} (set by ${by})`,
  sinceStart: (price: number) => `${rupees(price)} a month from the start`,
  form: {
    heading: "Set a new price",
    errorHeading: "The price was not set",
    errorIntro: "Please correct the following:",
    fields: {
      plan: { label: "Plan", required: "Please choose a plan." },
      price: { label: "New price a month, in rupees", hint: "Whole rupees, digits only: 2500.", required: "Please enter the new price in rupees." },
      fromMonth: { label: "From the month", hint: "Year and month, for example 2027-04. This month or later.", required: "Please enter the first month at the new price." },
    },
    choose: "Choose…",
    submit: "Set the new price",
  },
  messages: {
    priceNotNumber: "Please enter the price in whole rupees, digits only, for example 2500.",
    priceRange: "A monthly price is from ₹1 to ₹1,00,000.",
    monthInvalid: "Please enter the month as year and month, for example 2027-04.",
    monthPast: (now: string) => `A new price starts this month (${formatMonth(now)}) or later: months gone by keep the price they had.`,
    taken: (plan: string, month: string) => `${plan} already has a price from ${formatMonth(month)}. Choose another month; a price once set stays in the accounts.`,
  },
  done: (plan: string, price: number, month: string) => `${plan} costs ${rupees(price)} a month from ${formatMonth(month)}.`,
} as const;
