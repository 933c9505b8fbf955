// The four forms' schemas: every field's rule, the spec's option lists, and what a good post becomes.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ZodType } from "zod";
import { fieldNames } from "#app/content/form-words/field-names.ts";
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
  const good = { name: "Asha Rao", email: "asha@example.in", phone: "98450 12345", subject: "outings", message: "Is there a trip in March?" };
  const f = contactCopy.fields;

  it("accepts a good enquiry as typed, trimmed", () => {
    expect(ContactSchema.parse({ ...good, name: "  Asha Rao " })).toMatchObject(good);
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
    ["name", long(101), m.tooLong(100, fieldNames.contact.name)],
    ["email", "asha@", m.email(fieldNames.contact.email)],
    ["phone", "call me", m.phoneCharacters(fieldNames.contact.phone)],
    ["phone", "12345", m.phoneDigits(fieldNames.contact.phone)],
    ["subject", "pricing", m.unknownChoice(fieldNames.contact.subject)],
    ["message", long(2000), undefined],
    ["message", long(2001), m.tooLong(2000, fieldNames.contact.message)],
    ["message", "  \n ", f.message.required],
  ]);
});

describe("newsletter", () => {
  const good = { email: "asha@example.in", source: "blog" };

  it("accepts each source: blog, events, footer", () => {
    for (const source of ["blog", "events", "footer"]) expect(NewsletterSchema.parse({ ...good, source })).toEqual({ ...good, source });
  });

  checkCases(NewsletterSchema, good, [
    ["email", "", newsletterCopy.fields.email.required],
    ["email", "not an address", m.email(fieldNames.newsletter.email)],
    ["source", "homepage", m.unknownChoice()],
    ["source", undefined, m.unknownChoice()],
  ]);
});

describe("member", () => {
  const good: FormValues = {
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
    interests: ["Gardening", "Health & Wellness"],
    membershipType: "premium",
    hearAboutUs: "",
  };
  const f = memberCopy.fields;

  it("accepts a good application: optional fields empty become null, interests in the list's order", () => {
    expect(MemberSchema.parse(good)).toEqual({ ...good, medicalConditions: null, hearAboutUs: null, interests: ["Health & Wellness", "Gardening"] });
  });

  it("requires exactly the spec's required fields", () => {
    expect(Object.keys(errorsOf(MemberSchema, {})).sort()).toEqual(
      ["firstName", "lastName", "email", "phone", "dateOfBirth", "membershipType", "address", "city", "emergencyContact", "emergencyPhone"].sort(),
    );
  });

  it("takes the spec's 12 interests as posted values, and any number of them including none", () => {
    expect(memberInterests).toHaveLength(12);
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
    ["firstName", long(101), m.tooLong(100, fieldNames.member.firstName)],
    ["lastName", " ", f.lastName.required],
    ["dateOfBirth", undefined, f.dateOfBirth.required],
    ["dateOfBirth", "10/03/1952", m.dateInvalid(fieldNames.member.dateOfBirth)],
    ["dateOfBirth", "1951-02-29", m.dateInvalid(fieldNames.member.dateOfBirth)],
    ["dateOfBirth", "2026-01-01", m.dateInFuture],
    ["dateOfBirth", "1890-01-01", m.dateTooLongAgo],
    ["dateOfBirth", "2010-01-01", m.tooYoung(18)],
    ["dateOfBirth", "1952-02-29", undefined], // a leap year
    ["dateOfBirth", "1952-02-28", undefined],
    ["email", "lakshmi.example.in", m.email(fieldNames.member.email)],
    ["phone", "98450", m.phoneDigits(fieldNames.member.phone)],
    ["address", long(300), undefined],
    ["address", long(301), m.tooLong(300, fieldNames.member.address)],
    ["city", "", f.city.required],
    ["city", long(101), m.tooLong(100, fieldNames.member.city)],
    ["emergencyContact", "", f.emergencyContact.required],
    ["emergencyPhone", "", f.emergencyPhone.required],
    ["emergencyPhone", "ask Ravi", m.phoneCharacters(fieldNames.member.emergencyPhone)],
    ["medicalConditions", long(1000), undefined],
    ["medicalConditions", long(1001), m.tooLong(1000, fieldNames.member.medicalConditions)],
    ["interests", ["Gardening", "Skydiving"], m.unknownChoice(fieldNames.member.interests)],
    ["interests", ["gardening"], m.unknownChoice(fieldNames.member.interests)],
    ["membershipType", "", f.membershipType.required],
    ["membershipType", "gold", m.unknownChoice(fieldNames.member.membershipType)],
    ["hearAboutUs", "radio", m.unknownChoice(fieldNames.member.hearAboutUs)],
  ]);
});

describe("volunteer", () => {
  const good: FormValues = {
    firstName: "Arjun",
    lastName: "Menon",
    email: "arjun@example.in",
    phone: "98450 67890",
    address: "7, MES Road",
    city: "Bangalore",
    occupation: "",
    skills: ["Technology Support"],
    availability: ["saturday-morning", "monday-evening", "saturday-morning"],
    experience: "",
    motivation: "I like teaching my grandparents to use their phones.",
    preferredArea: "technology",
    backgroundCheck: "on",
  };
  const f = volunteerCopy.fields;

  it("accepts a good application: experience and occupation empty become null, slots deduplicated in week order", () => {
    expect(VolunteerSchema.parse(good)).toEqual({
      ...good,
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

  it("has the spec's 12 skills, 14 availability slots and 7 areas", () => {
    expect(volunteerSkills).toHaveLength(12);
    expect(availabilitySlots.map((s) => s.value)).toEqual(
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].flatMap((d) => [`${d}-morning`, `${d}-evening`]),
    );
    expect(preferredAreas.map((a) => a.value)).toEqual(["health", "technology", "social", "spiritual", "outings", "admin", "any"]);
    const all = VolunteerSchema.parse({ ...good, skills: [...volunteerSkills], availability: availabilitySlots.map((s) => s.value) });
    expect(all.skills).toHaveLength(12);
    expect(all.availability).toHaveLength(14);
  });

  checkCases(VolunteerSchema, good, [
    ["firstName", "", f.firstName.required],
    ["lastName", long(101), m.tooLong(100, fieldNames.volunteer.lastName)],
    ["email", "arjun@", m.email(fieldNames.volunteer.email)],
    ["phone", "", f.phone.required],
    ["address", "", f.address.required],
    ["city", " ", f.city.required],
    ["occupation", long(100), undefined],
    ["occupation", long(101), m.tooLong(100, fieldNames.volunteer.occupation)],
    ["skills", ["Juggling"], m.unknownChoice(fieldNames.volunteer.skills)],
    ["skills", [], undefined],
    ["availability", ["monday-night"], m.unknownChoice(fieldNames.volunteer.availability)],
    ["availability", [], undefined],
    ["experience", long(2001), m.tooLong(2000, fieldNames.volunteer.experience)],
    ["motivation", "", f.motivation.required],
    ["motivation", long(2001), m.tooLong(2000, fieldNames.volunteer.motivation)],
    ["preferredArea", "", f.preferredArea.required],
    ["preferredArea", "kitchen", m.unknownChoice(fieldNames.volunteer.preferredArea)],
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
