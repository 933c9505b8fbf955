// The four forms' schemas: every field's rule, the spec's option lists, and what a good post becomes.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ZodType } from "zod";
import { validationCopy as m } from "#app/content/form-words/validation.ts";
import { contactCopy } from "#app/content/form-words/contact.ts";
import { memberCopy } from "#app/content/form-words/member.ts";
import { newsletterCopy } from "#app/content/form-words/newsletter.ts";
import { volunteerCopy } from "#app/content/form-words/volunteer.ts";
import { ContactSchema } from "./contact.ts";
import { fieldErrorsOf, type FormValues } from "./form-data.ts";
import { fieldsOf } from "./schema-kit.ts";
import { MemberSchema } from "./member.ts";
import { NewsletterSchema } from "./newsletter.ts";
import { availabilitySlots, contactSubjects, hearAboutUsOptions, memberInterests, membershipTypes, preferredAreas, volunteerSkills } from "#app/core/form-options.ts";
import { VolunteerSchema } from "./volunteer.ts";
import { validForms } from "#tests/support/valid-forms.ts";

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-06-15T06:30:00Z"));
});
afterAll(() => vi.useRealTimers());

function errorsOf(schema: ZodType, values: FormValues) {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

/** Checks each [field, value, expected message or undefined] against an otherwise good post. */
function checkCases(schema: ZodType, good: FormValues, cases: Array<[string, string | string[] | undefined, string | undefined]>) {
  it.each(cases)("%s = %j -> %j", (field, value, message) => {
    const values: FormValues = { ...good };
    if (value === undefined) delete values[field];
    else values[field] = value;
    expect(errorsOf(schema, values)[field]).toBe(message);
  });
}

const long = (n: number) => "x".repeat(n);

describe("contact", () => {
  const good = validForms.contact;
  const f = contactCopy.fields;

  it("accepts a good enquiry as typed, trimmed", () => {
    // The phone number is stored in its one, grouped international form.
    expect(ContactSchema.parse({ ...good, name: "  Asha Rao " })).toMatchObject({ ...good, phone: "+91 98450 12345" });
  });

  it("has the spec's 11 subjects", () => {
    expect(contactSubjects.map((s) => s.value)).toEqual(["membership", "programs", "health", "technology", "outings", "spiritual", "family", "volunteer", "feedback", "emergency", "general"]);
    for (const s of contactSubjects) expect(errorsOf(ContactSchema, { ...good, subject: s.value })).toEqual({});
  });

  it("says what is missing, field by field, for an empty post", () => {
    expect(errorsOf(ContactSchema, {})).toEqual({
      name: f.name.required,
      email: f.email.required,
      phone: f.phone.required,
      subject: f.subject.required,
      message: f.message.required,
    });
  });

  checkCases(ContactSchema, good, [
    ["name", long(100), undefined],
    ["name", long(101), m.tooLong(100, f.name.name)],
    ["email", "asha@", m.email(f.email.name)],
    ["phone", "call me", m.phoneCharacters(f.phone.name)],
    ["phone", "12345", m.phoneNumber(f.phone.name)],
    ["subject", "pricing", m.unknownChoice(f.subject.name)],
    ["message", long(2000), undefined],
    ["message", long(2001), m.tooLong(2000, f.message.name)],
    ["message", "  \n ", f.message.required],
  ]);
});

describe("newsletter", () => {
  const good = validForms.newsletter;

  it("accepts each source: blog, events, footer", () => {
    for (const source of ["blog", "events", "footer"]) expect(NewsletterSchema.parse({ ...good, source })).toEqual({ ...good, source });
  });

  checkCases(NewsletterSchema, good, [
    ["email", "", newsletterCopy.fields.email.required],
    ["email", "not an address", m.email(newsletterCopy.fields.email.name)],
    ["source", "homepage", m.unknownChoice()],
    ["source", undefined, m.unknownChoice()],
  ]);
});

describe("member", () => {
  // Interests ticked out of the list's order, to see them stored in it.
  const good: FormValues = { ...validForms.member, interests: ["Gardening", "Health & Wellness"] };
  const f = memberCopy.fields;

  it("accepts a good application: optional fields empty become null, interests in the list's order", () => {
    expect(MemberSchema.parse(good)).toEqual({ ...good, phone: "+91 98450 12345", emergencyPhone: "+91 98860 54321", medicalConditions: null, hearAboutUs: null, contactBy: null, interests: ["Health & Wellness", "Gardening"] });
  });

  it("requires exactly the spec's required fields", () => {
    expect(Object.keys(errorsOf(MemberSchema, {})).sort()).toEqual(
      ["firstName", "lastName", "email", "phone", "dateOfBirth", "membershipType", "address", "city", "emergencyContact", "emergencyPhone"].sort(),
    );
  });

  // How many interests: app/content/spec-conformance.test.ts.
  it("takes the spec's interests as posted values, and any number of them including none", () => {
    expect(MemberSchema.parse({ ...good, interests: [...memberInterests] }).interests).toEqual([...memberInterests]);
    expect(MemberSchema.parse({ ...good, interests: [] }).interests).toEqual([]);
  });

  it("takes the three plans and the seven ways of hearing about us", () => {
    for (const t of membershipTypes) expect(errorsOf(MemberSchema, { ...good, membershipType: t.value })).toEqual({});
    expect(hearAboutUsOptions.map((o) => o.value)).toEqual(["friend", "doctor", "internet", "social", "newspaper", "community", "other"]);
    for (const o of hearAboutUsOptions) expect(MemberSchema.parse({ ...good, hearAboutUs: o.value }).hearAboutUs).toBe(o.value);
  });

  checkCases(MemberSchema, good, [
    ["firstName", "", f.firstName.required],
    ["firstName", long(101), m.tooLong(100, f.firstName.name)],
    ["lastName", " ", f.lastName.required],
    ["dateOfBirth", undefined, f.dateOfBirth.required],
    ["dateOfBirth", "10/13/1952", m.dateInvalid(f.dateOfBirth.name)],
    ["dateOfBirth", "10/03/1952", undefined], // day first: 10 March
    ["dateOfBirth", "1951-02-29", m.dateInvalid(f.dateOfBirth.name)],
    ["dateOfBirth", "2026-01-01", m.dateInFuture],
    ["dateOfBirth", "1890-01-01", m.dateTooLongAgo],
    ["dateOfBirth", "2010-01-01", m.tooYoung(18)],
    ["dateOfBirth", "1952-02-29", undefined], // a leap year
    ["dateOfBirth", "1952-02-28", undefined],
    ["email", "lakshmi.example.in", m.email(f.email.name)],
    ["phone", "98450", m.phoneNumber(f.phone.name)],
    ["address", long(300), undefined],
    ["address", long(301), m.tooLong(300, f.address.name)],
    ["city", "", f.city.required],
    ["city", long(101), m.tooLong(100, f.city.name)],
    ["emergencyContact", "", f.emergencyContact.required],
    ["emergencyPhone", "", f.emergencyPhone.required],
    ["emergencyPhone", "ask Ravi", m.phoneCharacters(f.emergencyPhone.name)],
    ["medicalConditions", long(1000), undefined],
    ["medicalConditions", long(1001), m.tooLong(1000, f.medicalConditions.name)],
    ["interests", ["Gardening", "Skydiving"], m.unknownChoice(f.interests.name)],
    ["interests", ["gardening"], m.unknownChoice(f.interests.name)],
    ["membershipType", "", f.membershipType.required],
    ["membershipType", "gold", m.unknownChoice(f.membershipType.name)],
    ["hearAboutUs", "radio", m.unknownChoice(f.hearAboutUs.name)],
  ]);
});

describe("volunteer", () => {
  // Slots ticked out of the week's order, one twice, to see them deduplicated in week order.
  const good: FormValues = { ...validForms.volunteer, availability: ["saturday-morning", "monday-evening", "saturday-morning"] };
  const f = volunteerCopy.fields;

  it("accepts a good application: experience and occupation empty become null, slots deduplicated in week order", () => {
    expect(VolunteerSchema.parse(good)).toEqual({
      ...good,
      phone: "+91 98450 67890",
      // Unanswered: null here; the server stores WhatsApp for a mobile (store.server.test.ts).
      contactBy: null,
      occupation: null,
      experience: null,
      availability: ["monday-evening", "saturday-morning"],
      backgroundCheck: true,
    });
  });

  it("requires exactly the spec's required fields, the background-check agreement included", () => {
    expect(Object.keys(errorsOf(VolunteerSchema, {})).sort()).toEqual(
      ["firstName", "lastName", "email", "phone", "address", "city", "preferredArea", "motivation", "backgroundCheck"].sort(),
    );
  });

  // How many skills: app/content/spec-conformance.test.ts.
  it("has the spec's skills, 14 availability slots and 7 areas", () => {
    expect(availabilitySlots.map((s) => s.value)).toEqual(
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].flatMap((d) => [`${d}-morning`, `${d}-evening`]),
    );
    expect(preferredAreas.map((a) => a.value)).toEqual(["health", "technology", "social", "spiritual", "outings", "admin", "any"]);
    const all = VolunteerSchema.parse({ ...good, skills: [...volunteerSkills], availability: availabilitySlots.map((s) => s.value) });
    expect(all.skills).toHaveLength(volunteerSkills.length);
    expect(all.availability).toHaveLength(availabilitySlots.length);
  });

  checkCases(VolunteerSchema, good, [
    ["firstName", "", f.firstName.required],
    ["lastName", long(101), m.tooLong(100, f.lastName.name)],
    ["email", "arjun@", m.email(f.email.name)],
    ["phone", "", f.phone.required],
    ["address", "", f.address.required],
    ["city", " ", f.city.required],
    ["occupation", long(100), undefined],
    ["occupation", long(101), m.tooLong(100, f.occupation.name)],
    ["skills", ["Juggling"], m.unknownChoice(f.skills.name)],
    ["skills", [], undefined],
    ["availability", ["monday-night"], m.unknownChoice(f.availability.name)],
    ["availability", [], undefined],
    ["experience", long(2001), m.tooLong(2000, f.experience.name)],
    ["motivation", "", f.motivation.required],
    ["motivation", long(2001), m.tooLong(2000, f.motivation.name)],
    ["preferredArea", "", f.preferredArea.required],
    ["preferredArea", "kitchen", m.unknownChoice(f.preferredArea.name)],
    ["backgroundCheck", undefined, f.backgroundCheck.required],
    ["backgroundCheck", "off", f.backgroundCheck.required],
  ]);
});

describe("field lists", () => {
  it("are the schema's keys in the form's order, with the checkbox groups marked as repeated", () => {
    // The spec's five first, in its order; a field added later comes after them.
    expect(fieldsOf(ContactSchema).fields.slice(0, 5)).toEqual(["name", "email", "phone", "subject", "message"]);
    expect(fieldsOf(ContactSchema).repeated).toEqual([]);
    expect(fieldsOf(NewsletterSchema)).toEqual({ fields: ["email", "source"], repeated: [] });
    expect(fieldsOf(MemberSchema).repeated).toEqual(["interests"]);
    expect(fieldsOf(VolunteerSchema).repeated).toEqual(["skills", "availability"]);
    expect(fieldsOf(MemberSchema).fields.slice(0, 3)).toEqual(["firstName", "lastName", "dateOfBirth"]);
  });

  it("report messages in the field list's order, which the error summary keeps", () => {
    const parsed = MemberSchema.safeParse({});
    expect(parsed.success).toBe(false);
    const order = Object.keys(fieldErrorsOf(parsed.error!));
    const fields = fieldsOf(MemberSchema).fields;
    expect(order).toEqual(fields.filter((f) => order.includes(f)));
  });
});
