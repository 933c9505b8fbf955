// One valid submission of each public form, for every test that needs a post the form accepts:
// the schemas' unit tests, the store and action tests, the fault tests' bad-input table, the
// benchmark's and the fuzz test's sample posts. A test spreads the one it needs and changes only
// what its case is about ({ ...validForms.member, dateOfBirth: "1952-06-16" }), so the case's
// deviation is all it writes; a field added to a form is added here once.
//
// validForms: the fields as a browser posts them (many-valued fields as lists, optional fields
// empty), without the join-us page's `intent`; validPost: the same as the body a browser sends;
// validInputs: the same after the form's schema, as the submission service receives it.
import type { FormName, FormValues } from "#app/schemas/form-data.ts";
import { ContactSchema, type ContactInput } from "#app/schemas/contact.ts";
import { MemberSchema, type MemberInput } from "#app/schemas/member.ts";
import { NewsletterSchema, type NewsletterInput } from "#app/schemas/newsletter.ts";
import { VolunteerSchema, type VolunteerInput } from "#app/schemas/volunteer.ts";

/** The four forms of the public pages, and the booking form of an event's page. */
type PostedForm = FormName | "booking";

export const validForms = {
  contact: { name: "Asha Rao", email: "asha@example.in", phone: "98450 12345", subject: "outings", message: "Is there a trip in March?" },
  newsletter: { email: "asha@example.in", source: "blog" },
  member: {
    firstName: "Lakshmi",
    lastName: "Narayan",
    dateOfBirth: "1952-03-10",
    email: "lakshmi@example.in",
    phone: "98450 12345",
    address: "12, 4th Cross, Jalahalli",
    city: "Bangalore",
    emergencyContact: "Ravi Narayan",
    emergencyPhone: "+91 98860 54321",
    medicalConditions: "",
    interests: ["Health & Wellness", "Gardening"],
    membershipType: "premium",
    hearAboutUs: "",
  },
  volunteer: {
    firstName: "Arjun",
    lastName: "Menon",
    email: "arjun@example.in",
    phone: "98450 67890",
    address: "7, MES Road",
    city: "Bangalore",
    occupation: "",
    skills: ["Technology Support"],
    availability: ["monday-evening", "saturday-morning"],
    experience: "",
    motivation: "I like teaching my grandparents to use their phones.",
    preferredArea: "technology",
    backgroundCheck: "on",
  },
  // The name first: a fault test cuts it off the end of the encoded body.
  booking: { name: "Asha Rao", email: "asha@example.org", phone: "98450 12345", seats: "1" },
} satisfies Record<PostedForm, FormValues>;

/** Changes to a valid post: a value replaces the field's, undefined removes the field. */
export type FormChanges = Record<string, string | string[] | undefined>;

/**
 * The valid post of `form` with `changes` applied, as the body a browser sends: the join-us forms
 * start with their `intent` (which `changes` may replace or remove), a many-valued field is sent
 * once per value.
 */
export function validPost(form: PostedForm, changes: FormChanges = {}): URLSearchParams {
  const intent = form === "member" || form === "volunteer" ? { intent: form } : {};
  const values: FormChanges = { ...intent, ...validForms[form], ...changes };
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return body;
}

/** The valid submissions after their forms' schemas (optional fields empty become null, lists in the form's order). */
export const validInputs: { contact: ContactInput; newsletter: NewsletterInput; member: MemberInput; volunteer: VolunteerInput } = {
  contact: ContactSchema.parse(validForms.contact),
  newsletter: NewsletterSchema.parse(validForms.newsletter),
  member: MemberSchema.parse(validForms.member),
  volunteer: VolunteerSchema.parse(validForms.volunteer),
};
