// The volunteer application's schema (spec sections 3 and 5). Occupation, preferred area and the
// background-check agreement, dropped by the spec's original, are validated and stored too.
import { z } from "zod";
import { volunteerCopy } from "#app/content/form-words/volunteer.ts";
import { availabilitySlots, preferredAreas, volunteerSkills } from "#app/core/form-options.ts";
import { checkedForm, choice, choices, email, optionalChoice, optionalLine, optionalText, phone, requiredLine, requiredText, ticked, valuesOf } from "./schema-kit.ts";
import { CONTACT_BY } from "#app/core/contact-by.ts";
import { contactByOptions } from "#app/content/form-words/common.ts";
import { choiceOf, listOf, storedRecord, text, yesNo } from "./stored-fields.ts";

const f = volunteerCopy.fields;

export const VolunteerSchema = z.object({
  firstName: requiredLine(f.firstName.required, 100, f.firstName.name),
  lastName: requiredLine(f.lastName.required, 100, f.lastName.name),
  email: email(f.email.required, f.email.name),
  phone: phone(f.phone.required, f.phone.name),
  // Unanswered (null): the server stores WhatsApp for a mobile number, e-mail otherwise (app/lib/contact/numbers.server.ts).
  contactBy: optionalChoice(CONTACT_BY, f.contactBy.name),
  address: requiredLine(f.address.required, 300, f.address.name),
  city: requiredLine(f.city.required, 100, f.city.name),
  occupation: optionalLine(100, f.occupation.name),
  skills: choices(volunteerSkills, f.skills.name),
  availability: choices(valuesOf(availabilitySlots), f.availability.name),
  experience: optionalText(2000, f.experience.name),
  motivation: requiredText(f.motivation.required, 2000, f.motivation.name),
  preferredArea: choice(valuesOf(preferredAreas), f.preferredArea.required, f.preferredArea.name),
  backgroundCheck: ticked(f.backgroundCheck.required),
});
export type VolunteerInput = z.infer<typeof VolunteerSchema>;
export const volunteerForm = checkedForm(VolunteerSchema);

/** An application as stored (volunteers): the name and the address with its city joined (lib/submissions/store.server.ts). */
export const volunteerRecord = storedRecord(
  [
    text("name"),
    text("email"),
    text("phone"),
    choiceOf("contactBy", contactByOptions, f.contactBy),
    text("address"),
    text("occupation", f.occupation),
    choiceOf("preferredArea", preferredAreas, f.preferredArea),
    listOf("skills", undefined, f.skills),
    listOf("availability", availabilitySlots, f.availability),
    text("experience", f.experience),
    text("motivation", f.motivation),
    yesNo("backgroundCheck", f.backgroundCheck),
  ],
  { topic: "preferredArea", search: { text: ["name", "email", "experience", "motivation"], phones: ["phone"] } },
);
