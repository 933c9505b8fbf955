// The home and about pages.
import { z } from "zod";
import { CardShape, HeroShape, ImageShape, InternalHrefShape, LinkShape, PageShape, SlugShape, StatShape, sectionHead, text } from "./common.ts";

// ---- /about ------------------------------------------------------------------------------

const TeamMemberShape = z.object({
  name: text,
  role: text,
  bio: text,
  image: ImageShape,
});
export type TeamMember = z.infer<typeof TeamMemberShape>;

const TimelineEntryShape = z.object({
  year: z.number().int().min(2019).max(2100),
  event: text,
});
export type TimelineEntry = z.infer<typeof TimelineEntryShape>;

export const AboutPageShape = PageShape.extend({
  path: z.literal("/about"),
  hero: HeroShape,
  mission: z.object({ title: text, text: text }),
  vision: z.object({ title: text, text: text }),
  story: z.object({ ...sectionHead, paragraphs: z.array(text).min(2), image: ImageShape }),
  values: z.object({ ...sectionHead, items: z.array(CardShape).length(4) }),
  team: z.object({ ...sectionHead, members: z.array(TeamMemberShape).length(3) }),
  timeline: z.object({ ...sectionHead, entries: z.array(TimelineEntryShape).length(6) }),
  whyChoose: z.object({ ...sectionHead, items: z.array(text).min(6) }),
  visit: z.object({
    ...sectionHead,
    labels: z.object({ address: text, phone: text, email: text, hours: text }),
    actions: z.array(LinkShape).min(1),
  }),
});
export type AboutPage = z.infer<typeof AboutPageShape>;

// ---- / (home) ------------------------------------------------------------------------------

const ServiceShape = z.object({
  title: text,
  description: text,
  href: InternalHrefShape,
  linkLabel: text,
  image: ImageShape,
});
export type Service = z.infer<typeof ServiceShape>;

export const HomePageShape = PageShape.extend({
  path: z.literal("/"),
  hero: HeroShape,
  stats: z.object({ ...sectionHead, items: z.array(StatShape).length(4) }),
  services: z.object({ ...sectionHead, items: z.array(ServiceShape).length(5) }),
  about: z.object({
    ...sectionHead,
    paragraphs: z.array(text).min(1),
    highlights: z.array(text).min(3),
    image: ImageShape,
    links: z.array(LinkShape).min(2),
  }),
  testimonials: z.object({ ...sectionHead, count: z.literal(3), link: LinkShape }),
  /** The next events as links right under the hero (the same events as the cards of `events`). */
  nextUp: z.object({ title: text, all: text }),
  events: z.object({
    ...sectionHead,
    count: z.literal(3),
    link: LinkShape,
    empty: text,
    labels: z.object({ time: text, location: text }),
    /** Each event's button to its own page, where the visitor books (a full one's waiting list, an example's enquiry: the events page's words). */
    book: text,
  }),
  cta: z.object({ title: text, text: text, actions: z.array(LinkShape).min(2) }),
});
export type HomePage = z.infer<typeof HomePageShape>;
