// Words shared by all four forms: markers, the error summary, the Reference ID panel and the
// spec's timing constant. No zod here: the pages import this file without pulling the schemas
// into the first-load bundle. The schemas' messages are validation.ts, loaded with the schemas.
import { site } from "#app/core/site.ts";

/**
 * A field of a visitor's form is written once, in its form's words (form-words/<form>.ts), and
 * every place that shows it reads it from there:
 * - `label` and `hint`: what the visitor reads beside the field;
 * - `required`: the message when it is left empty (only for a field that must be filled in);
 * - `name`: how its other messages name it ("Please check your phone number: a mobile has
 *   10 digits…"), passed to its rule by the form's schema; without one they say "this" (validation.ts);
 * - `privacy`: how the privacy page lists it when the label will not do (a question); fields
 *   with the same words share one line there (privacyWordsOf);
 * - `record`: how the operator reads it on the console's record page, in the CSV and in the
 *   notification mail when the label will not do (app/schemas/stored-fields.ts). The fields
 *   every record has (name, e-mail, phone, address) take one label for all the records
 *   from record-words.ts instead.
 */
export type VisitorFieldWords = {
  readonly label: string;
  readonly hint?: string;
  readonly required?: string;
  readonly name?: string;
  readonly privacy?: string;
  readonly record?: string;
};

/**
 * How the person would like to hear from the centre (the applications and the booking form). Left
 * unanswered, the server stores WhatsApp for a mobile number and e-mail otherwise (decision 042).
 */
export const contactByField = {
  label: "How would you like to hear from us?",
  hint: "For confirmations, changes, reminders and receipts. If you leave it, we use WhatsApp for a mobile number and e-mail otherwise.",
  name: "how you would like to hear from us",
  privacy: "How you would like to hear from us: e-mail, WhatsApp or a phone call",
  record: "Hear from us by",
} as const;

/** The applicant's own fields, first on both the membership and the volunteer application, in this order. */
export const applicantFields = {
  firstName: { label: "First name", required: "Please enter your first name.", name: "your first name", privacy: "First and last name" },
  lastName: { label: "Last name", required: "Please enter your last name.", name: "your last name", privacy: "First and last name" },
  email: { label: "E-mail address", required: "Please enter your e-mail address.", name: "your e-mail address", privacy: "E-mail address and phone number" },
  phone: {
    label: "Phone number",
    hint: "A mobile, such as 98450 12345, or a landline with its STD code, such as 080 4000 0000.",
    required: "Please enter your phone number.",
    name: "your phone number",
    privacy: "E-mail address and phone number",
  },
  contactBy: contactByField,
} as const;

/** The answers to "How would you like to hear from us?", in app/core/contact-by.ts's order. */
export const contactByOptions = [
  { value: "email", label: "E-mail" },
  { value: "whatsapp", label: "WhatsApp" },
  { value: "phone", label: "A phone call" },
] as const;

/**
 * What a form collects, as the privacy page lists it: each field's `privacy` words, or its label,
 * in the order of the form's words; fields with the same words make one line.
 */
export const privacyWordsOf = (fields: Readonly<Record<string, { label: string; privacy?: string }>>) => [...new Set(Object.values(fields).map((f) => f.privacy ?? f.label))];

/** After success or failure the form returns to idle after this long (spec sections 4 and 9). */
export const RESET_DELAY_MS = 5000;

export const commonCopy = {
  requiredMarker: "(required)",
  optionalMarker: "(optional)",
  choosePlaceholder: "Please choose…",
  errorSummaryHeading: "Please check these details",
  errorSummaryIntro: "Some answers need a small change before we can send the form:",
  referenceLabel: "Your Reference ID is",
  referenceHint: "Please keep it: you can quote it if you call or write to us.",
  confirmationHint: "We have also sent it to the e-mail address you gave.",
  /** Shown when one address sends too many forms in a short time (HTTP 429). */
  rateLimited: (minutes: number) =>
    `You have sent several forms in a short time. Please wait ${minutes === 1 ? "a minute" : `${minutes} minutes`} and try again, or call us on ${site.phone.display}.`,
  /** For the spam trap: screen readers never reach it, but a label keeps the markup valid. */
  honeypotLabel: "Leave this field empty",
} as const;

