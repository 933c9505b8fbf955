// The three monthly membership plans shown on /join-us beside the plan choice. Names and prices
// come from the member form's options (app/core/form-options.ts), so the cards and the form agree.
import { membershipTypes, type MembershipType } from "#app/core/form-options.ts";
import { startingPrices, type CurrentPrices } from "#app/core/fees.ts";
import type { MembershipPlan } from "./shapes/membership.ts";

type PlanWords = Omit<MembershipPlan, "value" | "name" | "pricePerMonth">;

const words: Record<MembershipType, PlanWords> = {
  basic: {
    summary: "A friendly start: company, conversation and something to look forward to every weekday.",
    includes: [
      "Engagement sessions Monday to Friday, 10:00 AM to 12:00 noon",
      "Online knowledge-sharing talks every afternoon, 3:00 to 4:00 PM",
      "Satsangs, bhajan evenings and daily guided meditation",
      "A free initial health assessment",
      "Our newsletter and early news of events",
    ],
  },
  premium: {
    summary: "Everything in Basic, plus regular exercise and help with phones and computers.",
    includes: [
      "Everything in the Basic plan",
      "Gentle yoga, meditation and group exercise classes",
      "Health check-ups on Tuesday and Thursday mornings",
      "Technology tutoring in small groups of 4 to 6",
      "First choice of seats on day trips (tour prices are separate)",
    ],
    badge: "Most chosen",
  },
  family: {
    summary: "Premium membership for two people in the same household, with the wider family kept in the loop.",
    includes: [
      "Everything in the Premium plan, for two members of one household",
      "Regular updates for a family contact you choose",
      "Family members welcome at our celebrations and open days",
      "Help planning a birthday or anniversary at the centre",
    ],
  },
};

/** The plans with this month's prices (app/lib/fees/plan-prices.server.ts currentPrices). */
export const membershipPlansAt = (prices: CurrentPrices): MembershipPlan[] =>
  membershipTypes.map((t) => ({
    value: t.value,
    name: t.label,
    pricePerMonth: prices[t.value] ?? t.pricePerMonth,
    ...words[t.value],
  }));

/** The plans with the prices the site started with. */
export const membershipPlans: MembershipPlan[] = membershipPlansAt(startingPrices);

export const planCopy = {
  perMonth: "a month",
  includesLabel: "What is included",
} as const;
