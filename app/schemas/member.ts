// The membership application's schema (spec sections 3 and 5). Every field the form collects is
// validated here, including those the spec's original dropped (date of birth, emergency phone,
// membership type, how they heard): they are stored too.
import { z } from "zod";
import { fieldNames } from "#app/content/form-words/field-names.ts";
import { MEMBER_MIN_AGE, memberCopy } from "#app/content/form-words/member.ts";
import { hearAboutUsOptions, memberInterests, membershipTypes } from "#app/core/form-options.ts";
import { recordFieldLabels, recordValueWords } from "#app/content/record-words.ts";
import { checkedForm, choice, choices, dateOfBirth, email, optionalChoice, optionalText, phone, requiredLine, valuesOf } from "./schema-kit.ts";
import { choiceOf, dateOf, listOf, storedRecord, text, type StoredField } from "./stored-fields.ts";

const f = memberCopy.fields;

export const MemberSchema = z.object({
  firstName: requiredLine(f.firstName.required, 100, fieldNames.member.firstName),
  lastName: requiredLine(f.lastName.required, 100, fieldNames.member.lastName),
  dateOfBirth: dateOfBirth(f.dateOfBirth.required, MEMBER_MIN_AGE, fieldNames.member.dateOfBirth),
  email: email(f.email.required, fieldNames.member.email),
  phone: phone(f.phone.required, fieldNames.member.phone),
  address: requiredLine(f.address.required, 300, fieldNames.member.address),
  city: requiredLine(f.city.required, 100, fieldNames.member.city),
  emergencyContact: requiredLine(f.emergencyContact.required, 100, fieldNames.member.emergencyContact),
  emergencyPhone: phone(f.emergencyPhone.required, fieldNames.member.emergencyPhone),
  medicalConditions: optionalText(1000, fieldNames.member.medicalConditions),
  interests: choices(memberInterests, fieldNames.member.interests),
  membershipType: choice(valuesOf(membershipTypes), f.membershipType.required, fieldNames.member.membershipType),
  hearAboutUs: optionalChoice(valuesOf(hearAboutUsOptions), fieldNames.member.hearAboutUs),
});
export type MemberInput = z.infer<typeof MemberSchema>;
export const memberForm = checkedForm(MemberSchema);

/** A membership plan by its label; the mail, read when the application arrives, adds today's price. */
const plan: StoredField = {
  key: "membershipType",
  label: recordFieldLabels.membershipType,
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
    text("address"),
    text("age"),
    dateOf("dateOfBirth"),
    plan,
    listOf("interests"),
    text("emergencyContact"),
    text("emergencyPhone"),
    text("medicalConditions"),
    choiceOf("hearAboutUs", hearAboutUsOptions),
  ],
  { topic: "membershipType", search: { text: ["name", "email", "emergencyContact"], phones: ["phone", "emergencyPhone"] } },
);
