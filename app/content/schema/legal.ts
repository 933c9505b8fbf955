// The privacy policy and the terms of service: sections of paragraphs, subheadings and lists.
import { z } from "zod";
import { IdSchema, PageSchema, text } from "./common.ts";

/** One block of a legal page's section: a paragraph, a short heading, or a list. */
export const LegalBlockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph"), text: text }),
  z.object({ kind: z.literal("subheading"), text: text }),
  z.object({ kind: z.literal("list"), items: z.array(text).min(1) }),
]);
export type LegalBlock = z.infer<typeof LegalBlockSchema>;

export const LegalDocumentSchema = PageSchema.extend({
  /** Shown as "Last updated: ..." */
  lastUpdated: text,
  intro: z.array(text).min(1),
  sections: z
    .array(
      z.object({
        id: IdSchema,
        heading: text,
        blocks: z.array(LegalBlockSchema).min(1),
      }),
    )
    .min(1),
});
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;
