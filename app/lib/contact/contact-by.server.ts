// Owns changing how an applicant would like to hear from the centre, from their record in the
// console (members' and volunteers' applications); a register member's is their details form
// (app/lib/fees/register.server.ts) and their own page (app/lib/fees/member-page.server.ts).
import { eq } from "drizzle-orm";
import type { ContactBy } from "#app/core/contact-by.ts";
import type { Database } from "#app/lib/db/client.server.ts";
import { members, volunteers } from "#app/lib/db/schema.ts";

/** Saves an application's answer; "not_found" when there is no such record. */
export async function saveApplicantContactBy(db: Database, type: "member" | "volunteer", id: number, contactBy: ContactBy, now = new Date()): Promise<"saved" | "not_found"> {
  const table = type === "member" ? members : volunteers;
  const [updated] = await db.update(table).set({ contactBy, updatedAt: now }).where(eq(table.id, id)).returning({ id: table.id });
  return updated ? "saved" : "not_found";
}
