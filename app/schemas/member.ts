// The membership application's schema (spec sections 3 and 5). Every field the form collects is
// validated here, including those the spec's original dropped (date of birth, emergency phone,
// membership type, how they heard): they are stored too (DESIGN.md, Data).
import { z } from "zod";
import { MEMBER_MIN_AGE, memberCopy } from "#app/content/form-words/member.ts";
import { hearAboutUsOptions, memberInterests, membershipTypes } from "#app/core/options.ts";
import { choice, choices, dateOfBirth, email, optionalChoice, optionalText, phone, requiredLine } from "./schema-kit.ts";

const f = memberCopy.fields;
type Values<T extends readonly { value: string }[]> = [T[number]["value"], ...Array<T[number]["value"]>];
const values = <T extends readonly { value: string }[]>(options: T) => options.map((o) => o.value) as Values<T>;

export const MemberSchema = z.object({
  firstName: requiredLine(f.firstName.required, 100),
  lastName: requiredLine(f.lastName.required, 100),
  dateOfBirth: dateOfBirth(f.dateOfBirth.required, MEMBER_MIN_AGE),
  email: email(f.email.required),
  phone: phone(f.phone.required),
  address: requiredLine(f.address.required, 300),
  city: requiredLine(f.city.required, 100),
  emergencyContact: requiredLine(f.emergencyContact.required, 100),
  emergencyPhone: phone(f.emergencyPhone.required),
  medicalConditions: optionalText(1000),
  interests: choices(memberInterests),
  membershipType: choice(values(membershipTypes), f.membershipType.required),
  hearAboutUs: optionalChoice(values(hearAboutUsOptions)),
});
export type MemberInput = z.infer<typeof MemberSchema>;
