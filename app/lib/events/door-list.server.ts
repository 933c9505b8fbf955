// The door list's reading of an event's confirmed bookings (docs/decisions/032-bookings-by-phone-and-at-the-door.md):
// how many people came of how many expected, counting people (a booking's places), not bookings;
// how many of a booking's places came ("2 came" of 3; a mark made before places were counted
// means all of them); and finding a person by name or by phone (its digits, however typed).
import type { Database } from "#app/lib/db/client.server.ts";
import type { RegistrationRow } from "./booking-rows.server.ts";
import { attendanceList } from "./events.server.ts";

/** How many of a booking's places came. */
export function cameOf(row: Pick<RegistrationRow, "attended" | "cameSeats" | "seats">): number {
  if (row.cameSeats !== null) return Math.min(row.cameSeats, row.seats);
  return row.attended ? row.seats : 0;
}

/** Whether a booking is the one typed: its name holds the words, or its phone number the digits (at least 3). */
function matchesPerson(row: Pick<RegistrationRow, "name" | "phone">, typed: string): boolean {
  const words = typed.toLocaleLowerCase("en-IN").split(/\s+/).filter(Boolean);
  const name = row.name.toLocaleLowerCase("en-IN");
  if (words.length > 0 && words.every((w) => name.includes(w))) return true;
  const digits = typed.replace(/\D/g, "");
  return digits.length >= 3 && row.phone.replace(/\D/g, "").includes(digits.replace(/^0+/, ""));
}

/** The door list: every confirmed booking (or those matching `typed`), and the counts of people over all of them. */
export async function doorList(db: Database, eventId: number, typed = "") {
  const all = await attendanceList(db, eventId);
  const search = typed.trim();
  return {
    rows: search ? all.filter((r) => matchesPerson(r, search)) : all,
    bookings: all.length,
    expected: all.reduce((sum, r) => sum + r.seats, 0),
    came: all.reduce((sum, r) => sum + cameOf(r), 0),
  };
}
