// The newsletter subscription's schema (spec sections 3 and 5). `source` says which box was used.
import { z } from "zod";
import { validationCopy } from "#app/content/form-words/common.ts";
import { newsletterCopy } from "#app/content/form-words/newsletter.ts";
import { newsletterSources } from "#app/core/options.ts";
import { choice, email } from "./schema-kit.ts";

export const NewsletterSchema = z.object({
  email: email(newsletterCopy.fields.email.required),
  // A hidden field: only a crafted post can get it wrong.
  source: choice(newsletterSources, validationCopy.unknownChoice),
});
export type NewsletterInput = z.infer<typeof NewsletterSchema>;
