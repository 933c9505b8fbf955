// The privacy policy and the terms of service (the spec's Privacy and Terms pages): both parse,
// carry the spec's date and unique section ids; the policy names every field of the four forms
// under its form's heading (a field added to a form fails here until the policy mentions it), and
// says where data is kept, who sees it, how long, what an erasure removes, what backups keep, and
// which cookies exist; the terms carry the spec's plans, payment methods and eligible age.
import { describe, expect, it } from "vitest";
import { membershipTypes } from "#app/core/form-options.ts";
import { site } from "#app/core/site.ts";
import { rupees } from "#app/core/money.ts";
import { MemberSchema } from "#app/schemas/member.ts";
import { VolunteerSchema } from "#app/schemas/volunteer.ts";
import { ContactSchema } from "#app/schemas/contact.ts";
import { NewsletterSchema } from "#app/schemas/newsletter.ts";
import { contactCopy, privacyWordsOf } from "#app/content/form-words/contact.ts";
import { legalLastUpdated, privacyPolicy, termsOfService } from "#app/content/legal.ts";
import { LegalDocumentShape, type LegalDocument } from "#app/content/shapes/legal.ts";

const legalText = (doc: LegalDocument) =>
  [
    ...doc.intro,
    ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (b.kind === "list" ? b.items : [b.text]))]),
  ].join("\n");

describe("privacy and terms", () => {
  it("parse, carry the spec's date, and have unique section ids", () => {
    for (const doc of [privacyPolicy, termsOfService]) {
      LegalDocumentShape.parse(doc);
      expect(doc.lastUpdated).toBe("January 2024");
      expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
    }
    expect(legalLastUpdated).toBe("January 2024");
  });

  it("say what an erasure removes, and what backups keep and for how long", () => {
    const rights = privacyPolicy.sections.find((s) => s.id === "your-rights")!;
    const text = rights.blocks.map((b) => ("text" in b ? b.text : "")).join(" ");
    for (const phrase of ["erases it in one step", "event bookings", "cancelled ones too", "e-mails about them stored on the server", "without your name, e-mail address or phone number", "not whose it was"]) {
      expect(text, phrase).toContain(phrase);
    }
    for (const phrase of ["backups", "kept for a week", "a week after we erase you, no copy is left", "we would erase you again"]) expect(text, phrase).toContain(phrase);
  });

  // If a form gains a field, this fails until the privacy policy says so (and this map is updated).
  const mentions: Record<string, { fields: string[]; phrases: Record<string, string> }> = {
    member: {
      fields: Object.keys(MemberSchema.shape),
      phrases: {
        firstName: "First and last name",
        lastName: "First and last name",
        dateOfBirth: "Date of birth",
        email: "E-mail address",
        phone: "phone number",
        address: "Home address",
        city: "city",
        emergencyContact: "Emergency contact",
        emergencyPhone: "Emergency contact: their name and phone number",
        medicalConditions: "Medical conditions you would like us to know about (optional)",
        interests: "activities that interest you",
        membershipType: "membership plan",
        hearAboutUs: "How you heard about us (optional)",
        contactBy: "How you would like to hear from us",
      },
    },
    volunteer: {
      fields: Object.keys(VolunteerSchema.shape),
      phrases: {
        firstName: "First and last name",
        lastName: "First and last name",
        email: "E-mail address",
        phone: "phone number",
        contactBy: "How you would like to hear from us",
        address: "Home address",
        city: "city",
        occupation: "Occupation (optional)",
        skills: "skills",
        availability: "times you are available",
        experience: "experience (optional)",
        motivation: "Why you would like to volunteer",
        preferredArea: "the area you prefer",
        backgroundCheck: "agree to a background check",
      },
    },
    contact: {
      fields: Object.keys(ContactSchema.shape),
      // Listed from the form's own words (legal.ts), so each of its fields has its phrase there.
      phrases: Object.fromEntries(Object.entries(contactCopy.fields).map(([key, f]) => [key, privacyWordsOf({ [key]: f })[0]!])),
    },
    newsletter: {
      fields: Object.keys(NewsletterSchema.shape),
      phrases: { email: "E-mail address", source: "page where you signed up" },
    },
  };
  const headings = { member: "Membership application", volunteer: "Volunteer application", contact: "Contact form", newsletter: "Newsletter sign-up" };

  it("names every field of the four forms under its form's heading", () => {
    const collect = privacyPolicy.sections.find((s) => s.id === "what-we-collect")!;
    for (const [form, { fields, phrases }] of Object.entries(mentions)) {
      expect(Object.keys(phrases).sort(), `${form}: fields without a privacy mention`).toEqual([...fields].sort());
      const at = collect.blocks.findIndex((b) => b.kind === "subheading" && b.text === headings[form as keyof typeof headings]);
      const list = collect.blocks[at + 1];
      expect(list?.kind, form).toBe("list");
      const text = list!.kind === "list" ? list!.items.join("\n") : "";
      for (const [field, phrase] of Object.entries(phrases)) expect(text, `${form}.${field}`).toContain(phrase);
    }
  });

  it("says where data is kept, who sees it, how long, how to erase it, and which cookies exist", () => {
    const text = legalText(privacyPolicy);
    expect(text).toContain("our own database (PostgreSQL)");
    expect(text).toContain("no analytics");
    expect(text).toMatch(/sign in to a private console/);
    expect(text).toContain("How long we keep it");
    expect(text).toContain(site.email);
    expect(text).toContain(site.phone.display);
    expect(text).toMatch(/erases it in one step/);
    expect(text).toMatch(/public pages of this website set no cookies/);
    expect(text).toMatch(/text size/);
  });

  it("terms carry the spec's plans, payment methods and eligible age", () => {
    const text = legalText(termsOfService);
    for (const t of membershipTypes) expect(text).toContain(rupees(t.pricePerMonth));
    expect(text).toMatch(/cash, bank transfer, UPI and cheque/);
    expect(text).toContain(`aged ${site.eligibleAge} or over`);
  });
});
