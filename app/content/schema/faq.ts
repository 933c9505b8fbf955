// The FAQ: its categories, in the spec's order, and its questions.
import { z } from "zod";
import { IdSchema, LinkSchema, text } from "./common.ts";

/** The FAQ categories, in the spec's order (section 2, FAQ). */
export const faqCategoryNames = [
  "General",
  "Membership",
  "Activities",
  "Health & Safety",
  "Technology",
  "Transportation",
  "Family",
  "Volunteering",
  "Spiritual",
  "Custom Programs",
  "Payment",
] as const;

export const FaqCategorySchema = z.object({
  /** Anchor of the category's section, linked from its chip. */
  id: IdSchema,
  name: z.enum(faqCategoryNames),
});
export type FaqCategory = z.infer<typeof FaqCategorySchema>;

export const FaqSchema = z.object({
  id: IdSchema,
  category: z.enum(faqCategoryNames),
  question: text.refine((q) => q.endsWith("?"), "a question ends with a question mark"),
  /** One or more paragraphs. */
  answer: z.array(text).min(1),
  /** Optional further reading on this site. */
  link: LinkSchema.optional(),
});
export type Faq = z.infer<typeof FaqSchema>;
