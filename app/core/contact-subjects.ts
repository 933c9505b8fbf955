// The contact form's subjects (spec section 3), shared by browser and server.
import type { Option } from "./option-label.ts";

export const contactSubjects = [
  { value: "membership", label: "Membership" },
  { value: "programs", label: "Programmes and activities" },
  { value: "health", label: "Health and wellness" },
  { value: "technology", label: "Technology tutoring" },
  { value: "outings", label: "Leisure outings and tours" },
  { value: "spiritual", label: "Satsangs and spirituality" },
  { value: "family", label: "Family support" },
  { value: "volunteer", label: "Volunteering" },
  { value: "feedback", label: "Feedback" },
  { value: "emergency", label: "Emergency support" },
  { value: "general", label: "General enquiry" },
] as const satisfies readonly Option[];
export type ContactSubject = (typeof contactSubjects)[number]["value"];

/** The subject that cannot wait for a reply: its answer asks the visitor to call, and its mail is marked urgent. */
export const URGENT_SUBJECT: ContactSubject = "emergency";
