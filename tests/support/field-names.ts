// How each field of the visitors' forms is named in its error messages, by form, for the end-to-end
// specs: a view of the `name` in each field's words (app/content/form-words/contact.ts, member.ts,
// volunteer.ts, newsletter.ts and the booking form's in event.ts), where it is written.
import { contactCopy } from "#app/content/form-words/contact.ts";
import { bookingFormCopy } from "#app/content/form-words/event.ts";
import { memberCopy } from "#app/content/form-words/member.ts";
import { newsletterCopy } from "#app/content/form-words/newsletter.ts";
import { volunteerCopy } from "#app/content/form-words/volunteer.ts";

type Names<F> = { readonly [K in keyof F as F[K] extends { name: string } ? K : never]: F[K] extends { name: infer N } ? N : never };

const namesOf = <F extends Readonly<Record<string, object>>>(fields: F) =>
  Object.fromEntries(Object.entries(fields).flatMap(([key, words]) => ("name" in words ? [[key, words.name]] : []))) as Names<F>;

export const fieldNames = {
  contact: namesOf(contactCopy.fields),
  member: namesOf(memberCopy.fields),
  volunteer: namesOf(volunteerCopy.fields),
  newsletter: namesOf(newsletterCopy.fields),
  booking: namesOf(bookingFormCopy.fields),
};
