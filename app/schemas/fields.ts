// Which fields each form posts, in the order the form shows them (the error summary follows it),
// and which are repeated once per ticked box. Zod-free, so components can read it cheaply.
import type { FormName } from "./form-data.ts";

export const formFields = {
  contact: { fields: ["name", "email", "phone", "subject", "message"], repeated: [] },
  newsletter: { fields: ["email", "source"], repeated: [] },
  member: {
    fields: [
      "firstName",
      "lastName",
      "dateOfBirth",
      "email",
      "phone",
      "address",
      "city",
      "emergencyContact",
      "emergencyPhone",
      "medicalConditions",
      "interests",
      "membershipType",
      "hearAboutUs",
    ],
    repeated: ["interests"],
  },
  volunteer: {
    fields: [
      "firstName",
      "lastName",
      "email",
      "phone",
      "address",
      "city",
      "occupation",
      "skills",
      "availability",
      "experience",
      "motivation",
      "preferredArea",
      "backgroundCheck",
    ],
    repeated: ["skills", "availability"],
  },
} as const satisfies Record<FormName, { fields: readonly string[]; repeated: readonly string[] }>;
