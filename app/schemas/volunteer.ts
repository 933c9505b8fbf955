// The volunteer application's schema (spec sections 3 and 5). Occupation, preferred area and the
// background-check agreement, dropped by the spec's original, are validated and stored too.
import { z } from "zod";
import { fieldNames } from "#app/content/form-words/field-names.ts";
import { volunteerCopy } from "#app/content/form-words/volunteer.ts";
import { availabilitySlots, preferredAreas, volunteerSkills } from "#app/core/form-options.ts";
import { checkedForm, choice, choices, email, optionalLine, optionalText, phone, requiredLine, requiredText, ticked, valuesOf } from "./schema-kit.ts";
import { choiceOf, listOf, storedRecord, text, yesNo } from "./stored-fields.ts";

const f = volunteerCopy.fields;

export const VolunteerSchema = z.object({
  firstName: requiredLine(f.firstName.required, 100, fieldNames.volunteer.firstName),
  lastName: requiredLine(f.lastName.required, 100, fieldNames.volunteer.lastName),
  email: email(f.email.required, fieldNames.volunteer.email),
  phone: phone(f.phone.required, fieldNames.volunteer.phone),
  address: requiredLine(f.address.required, 300, fieldNames.volunteer.address),
  city: requiredLine(f.city.required, 100, fieldNames.volunteer.city),
  occupation: optionalLine(100, fieldNames.volunteer.occupation),
  skills: choices(volunteerSkills, fieldNames.volunteer.skills),
  availability: choices(valuesOf(availabilitySlots), fieldNames.volunteer.availability),
  experience: optionalText(2000, fieldNames.volunteer.experience),
  motivation: requiredText(f.motivation.required, 2000, fieldNames.volunteer.motivation),
  preferredArea: choice(valuesOf(preferredAreas), f.preferredArea.required, fieldNames.volunteer.preferredArea),
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
    text("address"),
    text("occupation"),
    choiceOf("preferredArea", preferredAreas),
    listOf("skills"),
    listOf("availability", availabilitySlots),
    text("experience"),
    text("motivation"),
    yesNo("backgroundCheck"),
  ],
  { topic: "preferredArea", search: { text: ["name", "email", "experience", "motivation"], phones: ["phone"] } },
);
