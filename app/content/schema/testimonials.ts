// Members' stories and the testimonial videos.
import { z } from "zod";
import { IdSchema, ImageSchema, IsoDateSchema, text } from "./common.ts";

export const TestimonialSchema = z.object({
  id: IdSchema,
  name: text,
  age: z.number().int().min(55).max(110),
  image: ImageSchema,
  text: text,
  /** Stars, 1 to 5: the spec's six are all rated 5; the operator sets a member's own (issue 14). */
  rating: z.number().int().min(1).max(5),
  date: IsoDateSchema,
  program: text,
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const VideoSchema = z.object({
  id: IdSchema,
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
