// How a stored record's fields are labelled wherever the operator reads them: the record page, the
// CSV download and the notification mail, one label per field, so the operator meets one record
// labelled one way. Here are the fields every visitor record has (name, e-mail, phone, address)
// and the record's own (Reference ID, status, times, note, a worked-out age, the sign-up box, a
// booking's attendance); a field of one form is labelled by its form's words (its `record` words,
// else its label: form-words/common.ts). Keys are the drizzle column names of app/lib/db/schema.ts.
import { rupees } from "#app/core/money.ts";

/** The label of a stored field that is not one form's own (the record page, the CSV and each mail choose their own order). */
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
  source: "Signed up from",
  confirmedAt: "Confirmed",
  note: "Internal note",
  attended: "Attended",
  cancelledAt: "Cancelled",
} as const;

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
