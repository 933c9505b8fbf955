// The contact enquiry's schema (spec sections 3 and 5): run in the browser for instant messages
// and again by the action, which never trusts the browser.
import { z } from "zod";
import { contactCopy } from "#app/content/form-words/contact.ts";
import { contactSubjects } from "#app/core/contact-subjects.ts";
import { checkedForm, choice, email, phone, requiredLine, requiredText } from "./schema-kit.ts";
import { choiceOf, storedRecord, text } from "./stored-fields.ts";

const f = contactCopy.fields;
const subjectValues = contactSubjects.map((s) => s.value) as [(typeof contactSubjects)[number]["value"], ...Array<(typeof contactSubjects)[number]["value"]>];

export const ContactSchema = z.object({
  name: requiredLine(f.name.required, 100, f.name.name),
  email: email(f.email.required, f.email.name),
  phone: phone(f.phone.required, f.phone.name),
  subject: choice(subjectValues, f.subject.required, f.subject.name),
  message: requiredText(f.message.required, 2000, f.message.name),
});
export type ContactInput = z.infer<typeof ContactSchema>;
export const contactForm = checkedForm(ContactSchema);

/**
 * An enquiry as stored (contact_inquiries): the form's fields as typed, in the form's order. A
 * field is labelled for the operator by its words; name, e-mail and phone as on every record.
 */
export const contactRecord = storedRecord(
  [
    text("name"),
    text("email"),
    text("phone"),
    choiceOf("subject", contactSubjects, f.subject),
    text("message", f.message),
  ],
  { topic: "subject", search: { text: ["name", "email", "message"], phones: ["phone"] } },
);
