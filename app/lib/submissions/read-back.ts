// Owns what an answer and a confirmation repeat of what the visitor typed, so a slip is seen while
// it can be mended: the phone number as stored (grouped: "+91 98450 12345") and a date of birth in
// words, as the site read it ("14 March 1952"). Nothing else typed is repeated (a mail may reach
// someone who did not send the form; these two are what a slip in costs a call that never comes).
import { formatStoredDate } from "#app/core/calendar.ts";

export type ReadBackFields = { phone?: unknown; dateOfBirth?: unknown };

export function readBack({ phone, dateOfBirth }: ReadBackFields): { phone?: string; born?: string } {
  return {
    ...(typeof phone === "string" && phone !== "" ? { phone } : {}),
    ...(typeof dateOfBirth === "string" && dateOfBirth !== "" ? { born: formatStoredDate(dateOfBirth) } : {}),
  };
}
