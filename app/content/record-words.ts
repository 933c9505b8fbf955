// How a stored record's fields are labelled wherever the operator reads them: the record page, the
// CSV download and the notification mail. One label per field, so the operator meets one record
// labelled one way. Keys are the drizzle column names of app/lib/db/schema.ts.
import { rupees } from "#app/core/money.ts";

/** The label of every stored field (the record page, the CSV and each mail choose their own order). */
export const recordFieldLabels = {
  reference: "Reference ID",
  status: "Status",
  createdAt: "Received",
  updatedAt: "Last changed",
  name: "Name",
  email: "Email",
  phone: "Phone",
  address: "Address",
  age: "Age",
  dateOfBirth: "Date of birth",
  membershipType: "Membership type",
  interests: "Interests",
  emergencyContact: "Emergency contact",
  emergencyPhone: "Emergency phone",
  medicalConditions: "Medical conditions",
  hearAboutUs: "How they heard about us",
  occupation: "Occupation",
  preferredArea: "Preferred area",
  skills: "Skills",
  availability: "Availability",
  experience: "Experience",
  motivation: "Motivation",
  backgroundCheck: "Agrees to a background check",
  subject: "Subject",
  message: "Message",
  source: "Signed up from",
  confirmedAt: "Confirmed",
  note: "Internal note",
  seats: "Places",
  attended: "Attended",
  cancelledAt: "Cancelled",
} as const;

export type RecordFieldKey = keyof typeof recordFieldLabels;

/** The words a field's value can be, besides what the visitor typed. */
export const recordValueWords = {
  yes: "Yes",
  no: "No",
  /** A field left empty. */
  notGiven: "Not given",
  /** A list of choices with none chosen. */
  noneSelected: "None selected",
  /** A membership plan with its monthly price, e.g. "Premium (₹3,500/month)". */
  planWithPrice: (label: string, pricePerMonth: number) => `${label} (${rupees(pricePerMonth)}/month)`,
  /** A time stamp's column heading in the CSV, which carries no zone of its own. */
  csvTimeHeading: (label: string) => `${label} (IST)`,
  /** A newsletter address whose owner has not pressed the confirm button (yet). */
  notConfirmed: "Not yet",
} as const;
