// The spec's derived values (section 3), without a database.
import { describe, expect, it } from "vitest";
import { initialStatus } from "#app/core/records.ts";
import { NO_EXPERIENCE, memberRowOf, volunteerRowOf } from "./store.server.ts";
import { validInputs } from "#tests/support/valid-forms.ts";

const { member, volunteer } = validInputs;

describe("memberRowOf", () => {
  it("joins the name and the address with the city, and computes the age", () => {
    expect(memberRowOf(member, { year: 2025, month: 6, day: 15 })).toEqual({
      name: "Lakshmi Narayan",
      email: "lakshmi@example.in",
      phone: "+91 98450 12345",
      // Left unanswered on a mobile number: WhatsApp.
      contactBy: "whatsapp",
      address: "12, 4th Cross, Jalahalli, Bangalore",
      age: 73,
      interests: ["Health & Wellness", "Gardening"],
      emergencyContact: "Ravi Narayan",
      medicalConditions: null,
      // Collected but dropped by the spec's original: kept.
      dateOfBirth: "1952-03-10",
      emergencyPhone: "+91 98860 54321",
      membershipType: "premium",
      hearAboutUs: null,
    });
  });

  it("counts the age from the birthday: the day before, the day itself", () => {
    expect(memberRowOf(member, { year: 2025, month: 3, day: 9 }).age).toBe(72);
    expect(memberRowOf(member, { year: 2025, month: 3, day: 10 }).age).toBe(73);
  });

  it("counts a 29 February birthday from 1 March in other years", () => {
    const leapling = { ...member, dateOfBirth: "1956-02-29" };
    expect(memberRowOf(leapling, { year: 2025, month: 2, day: 28 }).age).toBe(68);
    expect(memberRowOf(leapling, { year: 2025, month: 3, day: 1 }).age).toBe(69);
    expect(memberRowOf(leapling, { year: 2024, month: 2, day: 29 }).age).toBe(68);
  });

  it("keeps medical conditions and how they heard when given", () => {
    const record = memberRowOf({ ...member, medicalConditions: "Type 2 diabetes", hearAboutUs: "doctor" }, { year: 2025, month: 1, day: 1 });
    expect(record.medicalConditions).toBe("Type 2 diabetes");
    expect(record.hearAboutUs).toBe("doctor");
  });

  it("refuses a date of birth that was never validated", () => {
    expect(() => memberRowOf({ ...member, dateOfBirth: "10/03/1952" }, { year: 2025, month: 1, day: 1 })).toThrow();
  });
});

describe("volunteerRowOf", () => {
  it("joins name and address, and stores 'No prior experience' when experience is empty", () => {
    expect(volunteerRowOf(volunteer)).toEqual({
      name: "Arjun Menon",
      email: "arjun@example.in",
      phone: "+91 98450 67890",
      contactBy: "whatsapp",
      address: "7, MES Road, Bangalore",
      skills: ["Technology Support"],
      availability: ["monday-evening", "saturday-morning"],
      experience: "No prior experience",
      motivation: "I like teaching my grandparents to use their phones.",
      occupation: null,
      preferredArea: "technology",
      backgroundCheck: true,
    });
    expect(NO_EXPERIENCE).toBe("No prior experience");
  });

  it("keeps experience and occupation when given", () => {
    const record = volunteerRowOf({ ...volunteer, experience: "Two years at a day centre", occupation: "Engineer" });
    expect(record.experience).toBe("Two years at a day centre");
    expect(record.occupation).toBe("Engineer");
  });
});

describe("initial statuses", () => {
  it("are the spec's: pending, pending, new, active", () => {
    expect(initialStatus).toEqual({ member: "pending", volunteer: "pending", contact: "new", newsletter: "active" });
  });
});

describe("how an applicant would like to hear from us", () => {
  it("keeps their answer; left unanswered, WhatsApp for a mobile number and e-mail for a landline", () => {
    const on = { year: 2025, month: 6, day: 15 };
    expect(memberRowOf({ ...member, contactBy: "phone" }, on).contactBy).toBe("phone");
    expect(memberRowOf({ ...member, contactBy: null, phone: "+91 98450 12345" }, on).contactBy).toBe("whatsapp");
    expect(memberRowOf({ ...member, contactBy: null, phone: "+91 80 4000 0000" }, on).contactBy).toBe("email");
    expect(volunteerRowOf({ ...volunteer, contactBy: "email" }).contactBy).toBe("email");
    expect(volunteerRowOf({ ...volunteer, contactBy: null, phone: "+91 80 4000 0000" }).contactBy).toBe("email");
  });
});
