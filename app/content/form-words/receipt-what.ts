// What a receipt says was sent, written by the server for the answer and the
// confirmation mail: a subject, a plan or an area by its label, nothing private.
import type { RecordType } from "#app/core/records.ts";
import { contactSubjects, labelOf, membershipTypes, preferredAreas } from "#app/core/form-options.ts";

/** What was sent, in a few words that repeat nothing private (a subject, a plan, an area). */
export function receiptWhat(type: RecordType, fields: { subject?: string; membershipType?: string; preferredArea?: string }): string {
  switch (type) {
    case "contact":
      return `A message about ${labelOf(contactSubjects, fields.subject ?? "")}`;
    case "member":
      return `A membership application (${labelOf(membershipTypes, fields.membershipType ?? "")} plan)`;
    case "volunteer":
      return `A volunteer application (${labelOf(preferredAreas, fields.preferredArea ?? "")})`;
    case "newsletter":
      return "A newsletter sign-up";
  }
}
