// The privacy policy and the terms of service: sections of paragraphs, subheadings and lists.
import { z } from "zod";
import { IdShape, PageShape, text } from "./common.ts";

/** One block of a legal page's section: a paragraph, a short heading, or a list. */
const LegalBlockShape = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph"), text: text }),
  z.object({ kind: z.literal("subheading"), text: text }),
  z.object({ kind: z.literal("list"), items: z.array(text).min(1) }),
]);
export type LegalBlock = z.infer<typeof LegalBlockShape>;

export const LegalDocumentShape = PageShape.extend({
  /** Shown as "Last updated: ..." */
  lastUpdated: text,
  intro: z.array(text).min(1),
  sections: z
    .array(
      z.object({
        id: IdShape,
        heading: text,
        blocks: z.array(LegalBlockShape).min(1),
      }),
    )
    .min(1),
});
export type LegalDocument = z.infer<typeof LegalDocumentShape>;
