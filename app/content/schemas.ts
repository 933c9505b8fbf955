// Zod schemas for the content of the home, about, offerings and the five offering pages.
// Content files import only the inferred types (`import type`), so zod never reaches the browser
// bundle for these pages; the content test (pages-a.test.ts) parses every page with these schemas.
import { z } from "zod";

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
/** A site-internal href: path, optional query, optional fragment (resolved by the content test). */
export const InternalHrefSchema = z.string().regex(/^\/[a-z0-9\-/]*(\?[^#\s]*)?(#[a-z0-9-]+)?$/);

export const ImageSchema = z.object({
  /** Picks the colours and monogram of the locally generated placeholder picture. */
  title: text,
  alt: text,
});
export type Image = z.infer<typeof ImageSchema>;

export const LinkSchema = z.object({
  label: text,
  href: InternalHrefSchema,
  variant: z.enum(["primary", "secondary", "light"]).optional(),
  /**
   * Words read to screen readers after the visible label, for labels that repeat on a page
   * ("Join This Program" under each programme): the link then names its own target.
   */
  context: text.optional(),
});
export type ContentLink = z.infer<typeof LinkSchema>;

export const PageSeoSchema = z.object({
  title: text,
  description: text.min(50).max(170),
  keywords: z.array(text).min(3),
});

export const HeroSchema = z.object({
  title: text,
  intro: text,
  actions: z.array(LinkSchema),
});
export type Hero = z.infer<typeof HeroSchema>;

export const CardSchema = z.object({
  title: text,
  description: text,
  image: ImageSchema.optional(),
});
export type Card = z.infer<typeof CardSchema>;

export const StatSchema = z.object({
  /** As shown, e.g. "500+". */
  value: text,
  label: text,
});
export type Stat = z.infer<typeof StatSchema>;

const SectionHead = {
  /** Anchor for in-page links and for the content test's counts. */
  id: slug,
  title: text,
  intro: text.optional(),
};

// ---- /offerings: the five programmes ----------------------------------------------------

export const FeatureCategorySchema = z.object({ category: text, items: z.array(text).min(2) });

export const ProgrammeSchema = z.object({
  id: slug,
  title: text,
  subtitle: text,
  description: text,
  detailedFeatures: z.array(FeatureCategorySchema).min(2),
  benefits: z.array(text).min(3),
  schedule: text,
  duration: text,
  groupSize: text,
  /** The programme's own offering page. */
  link: InternalHrefSchema,
  /** The timetable section on that page. */
  scheduleLink: InternalHrefSchema,
  image: ImageSchema,
});
export type Programme = z.infer<typeof ProgrammeSchema>;

/** Words the programme blocks print beside their facts (kept here so components hold no copy). */
export const ProgrammeLabelsSchema = z.object({
  schedule: text,
  duration: text,
  groupSize: text,
  features: text,
  benefits: text,
  learnMore: text,
  viewSchedule: text,
  destinations: text,
  services: text,
  date: text,
  destination: text,
  spots: text,
  spotsUnit: text,
  price: text,
  pricePerPerson: text,
  category: text,
  speaker: text,
  time: text,
  guests: text,
  guestsUnit: text,
  eventType: text,
  step: text,
});
export type ProgrammeLabels = z.infer<typeof ProgrammeLabelsSchema>;

export const OfferingsPageSchema = z.object({
  path: z.literal("/offerings"),
  seo: PageSeoSchema,
  hero: HeroSchema,
  programmes: z.object({ ...SectionHead, items: z.array(ProgrammeSchema).length(5) }),
  values: z.object({ ...SectionHead, items: z.array(CardSchema).length(4) }),
  care: z.object({ ...SectionHead, items: z.array(text).min(6) }),
  cta: z.object({ title: text, text: text, actions: z.array(LinkSchema).min(2) }),
});
export type OfferingsPage = z.infer<typeof OfferingsPageSchema>;

// ---- The five offering pages: an ordered list of typed blocks -------------------------------

export const OfferingProgrammeSchema = z.object({
  id: slug,
  title: text,
  schedule: text,
  duration: text,
  groupSize: text.optional(),
  description: text,
  benefitsTitle: text,
  benefits: z.array(text).min(3),
  /** Destinations of a tour category, services of an event category. */
  list: z.object({ kind: z.enum(["destinations", "services"]), items: z.array(text).min(3) }).optional(),
  image: ImageSchema,
  action: LinkSchema,
});
export type OfferingProgramme = z.infer<typeof OfferingProgrammeSchema>;

export const UpcomingTourSchema = z.object({
  /** A recurring date (the page is built ahead of time, so no calendar date goes stale). */
  date: text,
  destination: text,
  spots: z.number().int().positive(),
  /** Rupees per person. */
  price: z.number().int().positive(),
  description: text,
  category: z.enum(["Spiritual", "Cultural", "Nature"]),
  image: ImageSchema,
  action: LinkSchema,
});
export type UpcomingTour = z.infer<typeof UpcomingTourSchema>;

export const SpiritualEventSchema = z.object({
  date: text,
  event: text,
  speaker: text,
  description: text,
  time: text,
  action: LinkSchema,
});
export type SpiritualEvent = z.infer<typeof SpiritualEventSchema>;

export const CustomEventSchema = z.object({
  date: text,
  event: text,
  type: z.enum(["Personal Celebration", "Cultural Festival", "Interest Group"]),
  guests: z.number().int().positive(),
  description: text,
  image: ImageSchema,
  action: LinkSchema,
});
export type CustomEvent = z.infer<typeof CustomEventSchema>;

export const StepSchema = z.object({ title: text, description: text });

export const OfferingBlockSchema = z.discriminatedUnion("kind", [
  /** A strip of short facts under the hero; its heading is read by screen readers only. */
  z.object({ kind: z.literal("badges"), ...SectionHead, items: z.array(CardSchema).length(4) }),
  z.object({ kind: z.literal("programmes"), ...SectionHead, items: z.array(OfferingProgrammeSchema).min(1) }),
  z.object({ kind: z.literal("cards"), ...SectionHead, items: z.array(CardSchema).min(1) }),
  z.object({
    kind: z.literal("checklist"),
    ...SectionHead,
    /** "tips" are numbered advice; "checks" are ticked statements. */
    style: z.enum(["tips", "checks"]),
    items: z.array(text).min(1),
  }),
  z.object({ kind: z.literal("tours"), ...SectionHead, items: z.array(UpcomingTourSchema).min(1) }),
  z.object({ kind: z.literal("spiritual-events"), ...SectionHead, items: z.array(SpiritualEventSchema).min(1) }),
  z.object({ kind: z.literal("custom-events"), ...SectionHead, items: z.array(CustomEventSchema).min(1) }),
  z.object({ kind: z.literal("steps"), ...SectionHead, items: z.array(StepSchema).min(1) }),
  z.object({ kind: z.literal("cta"), ...SectionHead, text: text, actions: z.array(LinkSchema).min(1) }),
]);
export type OfferingBlock = z.infer<typeof OfferingBlockSchema>;

export const OfferingPageSchema = z.object({
  path: InternalHrefSchema,
  seo: PageSeoSchema,
  hero: HeroSchema,
  blocks: z.array(OfferingBlockSchema).min(5),
});
export type OfferingPage = z.infer<typeof OfferingPageSchema>;

// ---- /about --------------------------------------------------------------------------------

export const TeamMemberSchema = z.object({
  name: text,
  role: text,
  bio: text,
  image: ImageSchema,
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TimelineEntrySchema = z.object({
  year: z.number().int().min(2019).max(2100),
  event: text,
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

export const AboutPageSchema = z.object({
  path: z.literal("/about"),
  seo: PageSeoSchema,
  hero: HeroSchema,
  mission: z.object({ title: text, text: text }),
  vision: z.object({ title: text, text: text }),
  story: z.object({ ...SectionHead, paragraphs: z.array(text).min(2), image: ImageSchema }),
  values: z.object({ ...SectionHead, items: z.array(CardSchema).length(4) }),
  team: z.object({ ...SectionHead, members: z.array(TeamMemberSchema).length(3) }),
  timeline: z.object({ ...SectionHead, entries: z.array(TimelineEntrySchema).length(6) }),
  whyChoose: z.object({ ...SectionHead, items: z.array(text).min(6) }),
  visit: z.object({
    ...SectionHead,
    labels: z.object({ address: text, phone: text, email: text, hours: text }),
    actions: z.array(LinkSchema).min(1),
  }),
});
export type AboutPage = z.infer<typeof AboutPageSchema>;

// ---- / (home) ------------------------------------------------------------------------------

export const ServiceSchema = z.object({
  title: text,
  description: text,
  href: InternalHrefSchema,
  linkLabel: text,
  image: ImageSchema,
});
export type Service = z.infer<typeof ServiceSchema>;

export const HomePageSchema = z.object({
  path: z.literal("/"),
  seo: PageSeoSchema,
  hero: HeroSchema,
  stats: z.object({ ...SectionHead, items: z.array(StatSchema).length(4) }),
  services: z.object({ ...SectionHead, items: z.array(ServiceSchema).length(5) }),
  about: z.object({
    ...SectionHead,
    paragraphs: z.array(text).min(1),
    highlights: z.array(text).min(3),
    image: ImageSchema,
    links: z.array(LinkSchema).min(2),
  }),
  testimonials: z.object({ ...SectionHead, count: z.literal(3), link: LinkSchema }),
  events: z.object({ ...SectionHead, count: z.literal(3), link: LinkSchema, empty: text, labels: z.object({ time: text, location: text }) }),
  cta: z.object({ title: text, text: text, actions: z.array(LinkSchema).min(2) }),
});
export type HomePage = z.infer<typeof HomePageSchema>;
