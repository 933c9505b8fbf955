// The careers page's openings.
import { z } from "zod";
import { IdShape, InternalHrefShape, text } from "./common.ts";

export const CareerShape = z.object({
  id: IdShape,
  title: text,
  type: z.enum(["Full-time", "Part-time", "Contract"]),
  department: z.enum(["Operations", "Wellness", "Education"]),
  location: z.literal("Bangalore"),
  summary: text,
  responsibilities: z.array(text).min(1),
  lookingFor: z.array(text).min(1),
  /** Apply Now: the contact form with a subject chosen and the role named. */
  applyHref: InternalHrefShape,
});
export type Career = z.infer<typeof CareerShape>;
