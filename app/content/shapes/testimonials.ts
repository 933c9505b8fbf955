// Members' stories and the testimonial videos.
import { z } from "zod";
import { IdShape, ImageShape, IsoDateShape, text } from "./common.ts";

export const TestimonialShape = z.object({
  id: IdShape,
  name: text,
  age: z.number().int().min(55).max(110),
  image: ImageShape,
  text: text,
  /** Stars, 1 to 5: the spec's six are all rated 5; the operator sets a member's own. */
  rating: z.number().int().min(1).max(5),
  date: IsoDateShape,
  program: text,
});
export type Testimonial = z.infer<typeof TestimonialShape>;

const VideoShape = z.object({
  id: IdShape,
  title: text,
  description: text,
  /** The embed address, requested only after the visitor presses Play. */
  embedUrl: z.url().refine((u) => u.startsWith("https://"), "https only"),
  /** A plain link to watch the video on its host's own page instead. */
  watchUrl: z.url(),
  /** The story in words, for visitors who cannot or would rather not watch. */
  transcript: z.array(text).min(1),
  image: ImageShape,
});
export type Video = z.infer<typeof VideoShape>;
