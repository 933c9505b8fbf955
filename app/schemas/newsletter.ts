// The newsletter subscription's schema (spec sections 3 and 5). `source` says which box was used.
import { z } from "zod";
import { validationCopy } from "#app/content/form-words/validation.ts";
import { newsletterCopy } from "#app/content/form-words/newsletter.ts";
import { newsletterSources } from "#app/core/form-options.ts";
import { recordValueWords } from "#app/content/record-words.ts";
import { checkedForm, choice, email } from "./schema-kit.ts";
import { stateOf } from "#app/core/records.ts";
import { recordTail, status, statusLabel, storedRecord, text, when, type StoredField } from "./stored-fields.ts";

export const NewsletterSchema = z.object({
  email: email(newsletterCopy.fields.email.required, newsletterCopy.fields.email.name),
  // A hidden field: only a crafted post can get it wrong.
  source: choice(newsletterSources, validationCopy.unknownChoice()),
});
export type NewsletterInput = z.infer<typeof NewsletterSchema>;
export const newsletterForm = checkedForm(NewsletterSchema);

/** The CSV column of an address's confirmation time, by the name checks and imports rely on. */
const CONFIRMED_AT_COLUMN = "confirmed_at";

/** A subscription's status in words that say whether it is confirmed: awaiting confirmation, confirmed, unsubscribed. */
const subscriptionStatus: StoredField = {
  ...status(),
  value: (row) => statusLabel(stateOf("newsletter", { status: String(row.status), confirmedAt: row.confirmedAt as Date | null })),
};

/**
 * A subscription as stored (newsletter_subscriptions). Its confirmation stands beside the status:
 * only an active, confirmed address receives issues.
 */
export const newsletterRecord = storedRecord([text("email"), text("source")], {
  topic: "source",
  search: { text: ["email"] },
  head: [text("reference"), subscriptionStatus, when("confirmedAt", { unset: recordValueWords.notConfirmed, csvHeading: CONFIRMED_AT_COLUMN }), when("createdAt")],
  tail: recordTail(),
});
