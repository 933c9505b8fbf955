// The three monthly membership plans shown on /join-us.
import { z } from "zod";
import { text } from "./common.ts";

export const MembershipPlanShape = z.object({
  value: z.enum(["basic", "premium", "family"]),
  name: text,
  pricePerMonth: z.number().int().positive(),
  summary: text,
  includes: z.array(text).min(3),
  /** Marks the plan most members choose; shown as a badge with words, not colour alone. */
  badge: text.optional(),
});
export type MembershipPlan = z.infer<typeof MembershipPlanShape>;
