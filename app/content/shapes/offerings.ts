// The offerings: the /offerings listing of the programmes and the offering pages, each an ordered
// list of typed blocks. How many of either there are is the content's business (the content test
// checks the spec's five programmes), not the shape's, so a new offering page needs no edit here.
import { z } from "zod";
import { eventCategories } from "#app/core/events.ts";
import { CardShape, HeroShape, ImageShape, InternalHrefShape, LinkShape, PageShape, SlugShape, StepShape, sectionHead, text } from "./common.ts";

const FeatureCategoryShape = z.object({ category: text, items: z.array(text).min(2) });

const ProgrammeShape = z.object({
  id: SlugShape,
  title: text,
  subtitle: text,
  description: text,
  detailedFeatures: z.array(FeatureCategoryShape).min(2),
  benefits: z.array(text).min(3),
  schedule: text,
  duration: text,
  groupSize: text,
  /** The programme's own offering page. */
  link: InternalHrefShape,
  /** The timetable section on that page. */
  scheduleLink: InternalHrefShape,
  image: ImageShape,
});
export type Programme = z.infer<typeof ProgrammeShape>;

/** Words the programme blocks print beside their facts (kept here so components hold no copy). */
export const ProgrammeLabelsShape = z.object({
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
export type ProgrammeLabels = z.infer<typeof ProgrammeLabelsShape>;

export const OfferingsPageShape = PageShape.extend({
  path: z.literal("/offerings"),
  hero: HeroShape,
  programmes: z.object({ ...sectionHead, items: z.array(ProgrammeShape).min(1) }),
  values: z.object({ ...sectionHead, items: z.array(CardShape).length(4) }),
  care: z.object({ ...sectionHead, items: z.array(text).min(6) }),
  cta: z.object({ title: text, text: text, actions: z.array(LinkShape).min(2) }),
});
export type OfferingsPage = z.infer<typeof OfferingsPageShape>;

// ---- The offering pages -----------------------------------------------------------------

const OfferingProgrammeShape = z.object({
  id: SlugShape,
  title: text,
  schedule: text,
  duration: text,
  groupSize: text.optional(),
  description: text,
  benefitsTitle: text,
  benefits: z.array(text).min(3),
  /** Destinations of a tour category, services of an event category. */
  list: z.object({ kind: z.enum(["destinations", "services"]), items: z.array(text).min(3) }).optional(),
  image: ImageShape,
  action: LinkShape,
  /** A second, quieter way on, e.g. membership beside a programme's sessions. */
  also: LinkShape.optional(),
});
export type OfferingProgramme = z.infer<typeof OfferingProgrammeShape>;

const UpcomingTourShape = z.object({
  /** A recurring date (the page is built ahead of time, so no calendar date goes stale). */
  date: text,
  destination: text,
  spots: z.number().int().positive(),
  /** Rupees per person. */
  price: z.number().int().positive(),
  description: text,
  category: z.enum(["Spiritual", "Cultural", "Nature"]),
  image: ImageShape,
  action: LinkShape,
});
export type UpcomingTour = z.infer<typeof UpcomingTourShape>;

const SpiritualEventShape = z.object({
  date: text,
  event: text,
  speaker: text,
  description: text,
  time: text,
  action: LinkShape,
});
export type SpiritualEvent = z.infer<typeof SpiritualEventShape>;

const CustomEventShape = z.object({
  date: text,
  event: text,
  type: z.enum(["Personal Celebration", "Cultural Festival", "Interest Group"]),
  guests: z.number().int().positive(),
  description: text,
  image: ImageShape,
  action: LinkShape,
});
export type CustomEvent = z.infer<typeof CustomEventShape>;

const OfferingBlockShape = z.discriminatedUnion("kind", [
  /** A strip of short facts under the hero; its heading is read by screen readers only. */
  z.object({ kind: z.literal("badges"), ...sectionHead, items: z.array(CardShape).length(4) }),
  z.object({ kind: z.literal("programmes"), ...sectionHead, items: z.array(OfferingProgrammeShape).min(1) }),
  z.object({ kind: z.literal("cards"), ...sectionHead, items: z.array(CardShape).min(1) }),
  z.object({
    kind: z.literal("checklist"),
    ...sectionHead,
    /** "tips" are numbered advice; "checks" are ticked statements. */
    style: z.enum(["tips", "checks"]),
    items: z.array(text).min(1),
  }),
  z.object({ kind: z.literal("tours"), ...sectionHead, items: z.array(UpcomingTourShape).min(1) }),
  z.object({ kind: z.literal("spiritual-events"), ...sectionHead, items: z.array(SpiritualEventShape).min(1) }),
  z.object({ kind: z.literal("custom-events"), ...sectionHead, items: z.array(CustomEventShape).min(1) }),
  z.object({ kind: z.literal("steps"), ...sectionHead, items: z.array(StepShape).min(1) }),
  z.object({ kind: z.literal("cta"), ...sectionHead, text: text, actions: z.array(LinkShape).min(1) }),
]);
export type OfferingBlock = z.infer<typeof OfferingBlockShape>;

export const OfferingPageShape = PageShape.extend({
  /**
   * The kind of event in the calendar that this page's programmes are (wellness, technology,
   * spiritual, outing, social): their buttons ("Join This Program", "Book This Tour Category",
   * "See the Next Dates") lead to each programme's own next sessions, the events made sessions of
   * it, or to an enquiry of this kind about it (programmeSessionsLink, app/routes/programme-sessions.tsx).
   */
  eventCategory: z.enum(eventCategories).optional(),
  hero: HeroShape,
  blocks: z.array(OfferingBlockShape).min(5),
});
export type OfferingPage = z.infer<typeof OfferingPageShape>;

