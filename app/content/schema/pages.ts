// The home and about pages.
import { z } from "zod";
import { CardSchema, HeroSchema, ImageSchema, InternalHrefSchema, LinkSchema, PageSchema, SlugSchema, StatSchema, sectionHead, text } from "./common.ts";

// ---- /about ------------------------------------------------------------------------------

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

export const AboutPageSchema = PageSchema.extend({
  path: z.literal("/about"),
  hero: HeroSchema,
  mission: z.object({ title: text, text: text }),
  vision: z.object({ title: text, text: text }),
  story: z.object({ ...sectionHead, paragraphs: z.array(text).min(2), image: ImageSchema }),
  values: z.object({ ...sectionHead, items: z.array(CardSchema).length(4) }),
  team: z.object({ ...sectionHead, members: z.array(TeamMemberSchema).length(3) }),
  timeline: z.object({ ...sectionHead, entries: z.array(TimelineEntrySchema).length(6) }),
  whyChoose: z.object({ ...sectionHead, items: z.array(text).min(6) }),
  visit: z.object({
    ...sectionHead,
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

export const HomePageSchema = PageSchema.extend({
  path: z.literal("/"),
  hero: HeroSchema,
  stats: z.object({ ...sectionHead, items: z.array(StatSchema).length(4) }),
  services: z.object({ ...sectionHead, items: z.array(ServiceSchema).length(5) }),
  about: z.object({
    ...sectionHead,
    paragraphs: z.array(text).min(1),
    highlights: z.array(text).min(3),
    image: ImageSchema,
    links: z.array(LinkSchema).min(2),
  }),
  testimonials: z.object({ ...sectionHead, count: z.literal(3), link: LinkSchema }),
  events: z.object({
    ...sectionHead,
    count: z.literal(3),
    link: LinkSchema,
    empty: text,
    labels: z.object({ time: text, location: text }),
    /** Each event's button to its own page, where the visitor books (a full one's waiting list, an example's enquiry: the events page's words). */
    book: text,
  }),
  cta: z.object({ title: text, text: text, actions: z.array(LinkSchema).min(2) }),
});
export type HomePage = z.infer<typeof HomePageSchema>;
