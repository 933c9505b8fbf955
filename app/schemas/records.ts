// The four visitor records' field lists by type, for the views that handle any of them: the
// console's inbox, record page and CSV, and the operator's notification mail.
import type { RecordType } from "#app/core/records.ts";
import { contactRecord } from "./contact.ts";
import { memberRecord } from "./member.ts";
import { newsletterRecord } from "./newsletter.ts";
import type { StoredRecord } from "./stored-fields.ts";
import { volunteerRecord } from "./volunteer.ts";

export const storedRecords: Record<RecordType, StoredRecord> = {
  member: memberRecord,
  volunteer: volunteerRecord,
  contact: contactRecord,
  newsletter: newsletterRecord,
};
