// Zod schemas for the content of the testimonials, FAQ, legal, careers, contact and join-us pages.
// Content files import only the inferred types (`import type`), so zod never reaches the browser
// bundle for these pages; the content test (pages-b.test.ts) parses every list with these schemas.
import { z } from "zod";

const text = z.string().trim().min(1);
/** A site-internal path (checked against app/content/routes.ts by the content test). */
export const InternalPathSchema = z.string().regex(/^\/[a-z0-9\-/]*(\?[^#\s]*)?(#[a-z0-9-]+)?$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ImageSchema = z.object({
  /** Picks the colours and monogram of the locally generated placeholder picture. */
  title: text,
  alt: text,
});

export const TestimonialSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  age: z.number().int().min(55).max(110),
  image: ImageSchema,
  text: text,
  /** The spec: all six are rated 5 stars. */
  rating: z.literal(5),
  date: isoDate,
  program: text,
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** A heading and a short paragraph: reasons, facility notes, plan highlights. */
export const CardSchema = z.object({ title: text, text: text });
export type Card = z.infer<typeof CardSchema>;

export const LinkSchema = z.object({ label: text, href: InternalPathSchema });

export const PageHeroCopySchema = z.object({ title: text, intro: text });

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
export type FaqCategoryName = (typeof faqCategoryNames)[number];

export const FaqCategorySchema = z.object({
  /** Anchor of the category's section, linked from its chip. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.enum(faqCategoryNames),
});
export type FaqCategory = z.infer<typeof FaqCategorySchema>;

export const FaqSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  category: z.enum(faqCategoryNames),
  question: text.refine((q) => q.endsWith("?"), "a question ends with a question mark"),
  /** One or more paragraphs. */
  answer: z.array(text).min(1),
  /** Optional further reading on this site. */
  link: LinkSchema.optional(),
});
export type Faq = z.infer<typeof FaqSchema>;

/** One block of a legal page's section: a paragraph, a short heading, or a list. */
export const LegalBlockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph"), text: text }),
  z.object({ kind: z.literal("subheading"), text: text }),
  z.object({ kind: z.literal("list"), items: z.array(text).min(1) }),
]);
export type LegalBlock = z.infer<typeof LegalBlockSchema>;

export const LegalDocumentSchema = z.object({
  title: text,
  description: text,
  keywords: z.array(text).min(1),
  path: InternalPathSchema,
  /** Shown as "Last updated: ..." */
  lastUpdated: text,
  intro: z.array(text).min(1),
  sections: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        heading: text,
        blocks: z.array(LegalBlockSchema).min(1),
      }),
    )
    .min(1),
});
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;

export const CareerSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  type: z.enum(["Full-time", "Part-time", "Contract"]),
  department: z.enum(["Operations", "Wellness", "Education"]),
  location: z.literal("Bangalore"),
  summary: text,
  responsibilities: z.array(text).min(1),
  lookingFor: z.array(text).min(1),
  /** Apply Now: the contact form with a subject chosen and the role named. */
  applyHref: InternalPathSchema,
});
export type Career = z.infer<typeof CareerSchema>;

export const MembershipPlanSchema = z.object({
  value: z.enum(["basic", "premium", "family"]),
  name: text,
  pricePerMonth: z.number().int().positive(),
  summary: text,
  includes: z.array(text).min(3),
  /** Marks the plan most members choose; shown as a badge with words, not colour alone. */
  badge: text.optional(),
});
export type MembershipPlan = z.infer<typeof MembershipPlanSchema>;

export const ChatChoiceSchema = z.object({ label: text, message: text });

export const VideoSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  description: text,
  /** The embed address, requested only after the visitor presses Play. */
  embedUrl: z.url().refine((u) => u.startsWith("https://"), "https only"),
  /** A plain link to watch the video on its host's own page instead. */
  watchUrl: z.url(),
  /** The story in words, for visitors who cannot or would rather not watch. */
  transcript: z.array(text).min(1),
  image: ImageSchema,
});
export type Video = z.infer<typeof VideoSchema>;
