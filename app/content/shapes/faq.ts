// The FAQ: its categories, in the spec's order, and its questions.
import { z } from "zod";
import { IdShape, LinkShape, text } from "./common.ts";

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

export const FaqCategoryShape = z.object({
  /** Anchor of the category's section, linked from its chip. */
  id: IdShape,
  name: z.enum(faqCategoryNames),
});
export type FaqCategory = z.infer<typeof FaqCategoryShape>;

export const FaqShape = z.object({
  id: IdShape,
  category: z.enum(faqCategoryNames),
  question: text.refine((q) => q.endsWith("?"), "a question ends with a question mark"),
  /** One or more paragraphs. */
  answer: z.array(text).min(1),
  /** Optional further reading on this site. */
  link: LinkShape.optional(),
});
export type Faq = z.infer<typeof FaqShape>;
