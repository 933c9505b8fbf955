// The membership application's schema (spec sections 3 and 5). Every field the form collects is
// validated here, including those the spec's original dropped (date of birth, emergency phone,
// membership type, how they heard): they are stored too.
import { z } from "zod";
import { MEMBER_MIN_AGE, memberCopy } from "#app/content/form-words/member.ts";
import { hearAboutUsOptions, memberInterests, membershipTypes } from "#app/core/form-options.ts";
import { recordValueWords } from "#app/content/record-words.ts";
import { checkedForm, choice, choices, dateOfBirth, email, optionalChoice, optionalText, phone, requiredLine, valuesOf } from "./schema-kit.ts";
import { CONTACT_BY } from "#app/core/contact-by.ts";
import { contactByOptions } from "#app/content/form-words/common.ts";
import { choiceOf, dateOf, listOf, storedRecord, text, type StoredField } from "./stored-fields.ts";

const f = memberCopy.fields;

export const MemberSchema = z.object({
  firstName: requiredLine(f.firstName.required, 100, f.firstName.name),
  lastName: requiredLine(f.lastName.required, 100, f.lastName.name),
  dateOfBirth: dateOfBirth(f.dateOfBirth.required, MEMBER_MIN_AGE, f.dateOfBirth.name),
  email: email(f.email.required, f.email.name),
  phone: phone(f.phone.required, f.phone.name),
  // Unanswered (null): the server stores WhatsApp for a mobile number, e-mail otherwise (app/lib/contact/numbers.server.ts).
  contactBy: optionalChoice(CONTACT_BY, f.contactBy.name),
  address: requiredLine(f.address.required, 300, f.address.name),
  city: requiredLine(f.city.required, 100, f.city.name),
  emergencyContact: requiredLine(f.emergencyContact.required, 100, f.emergencyContact.name),
  emergencyPhone: phone(f.emergencyPhone.required, f.emergencyPhone.name),
  medicalConditions: optionalText(1000, f.medicalConditions.name),
  interests: choices(memberInterests, f.interests.name),
  membershipType: choice(valuesOf(membershipTypes), f.membershipType.required, f.membershipType.name),
  hearAboutUs: optionalChoice(valuesOf(hearAboutUsOptions), f.hearAboutUs.name),
});
export type MemberInput = z.infer<typeof MemberSchema>;
export const memberForm = checkedForm(MemberSchema);

/** A membership plan by its label; the mail, read when the application arrives, adds today's price. */
const plan: StoredField = {
  key: "membershipType",
  label: f.membershipType.record,
  value: (row, mode) => {
    const chosen = membershipTypes.find((t) => t.value === row.membershipType);
    if (!chosen) return String(row.membershipType ?? "");
    return mode === "mail" ? recordValueWords.planWithPrice(chosen.label, chosen.pricePerMonth) : chosen.label;
  },
};

/**
 * An application as stored (members): the name and the address with its city joined, the age on
 * the day it arrived, and every other field as chosen (lib/submissions/store.server.ts).
 */
export const memberRecord = storedRecord(
  [
    text("name"),
    text("email"),
    text("phone"),
    choiceOf("contactBy", contactByOptions, f.contactBy),
    text("address"),
    text("age"),
    dateOf("dateOfBirth", f.dateOfBirth),
    plan,
    listOf("interests", undefined, f.interests),
    text("emergencyContact", f.emergencyContact),
    text("emergencyPhone", f.emergencyPhone),
    text("medicalConditions", f.medicalConditions),
    choiceOf("hearAboutUs", hearAboutUsOptions, f.hearAboutUs),
  ],
  { topic: "membershipType", search: { text: ["name", "email", "emergencyContact"], phones: ["phone", "emergencyPhone"] } },
);
