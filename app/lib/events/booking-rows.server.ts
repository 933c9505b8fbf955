// What every booking module shares of the database (docs/decisions/013-events.md): the event's and
// the booking's row types, what a change to bookings needs (the database, the addresses, the mail
// dispatcher), the event's row lock, and the hash a cancel link's token is kept as. Every decision
// about places is taken inside one transaction holding the event's row lock (SELECT … FOR UPDATE),
// so two changes never read the same count of confirmed seats, on one server or several sharing
// PostgreSQL; a cancel link's token is never stored, only its SHA-256.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { eventRegistrations, events } from "#app/lib/db/schema.ts";
import type { Env } from "#app/lib/env.server.ts";

export type EventRow = typeof events.$inferSelect;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;

export type BookingDeps = {
  db: Database;
  /** UPI_ID and UPI_PAYEE_NAME: the mail confirming a place at a priced event says how to pay by UPI. */
  /** SESSION_SECRET and DATA_DIR: the key a mail with a cancel link is sealed with (app/lib/mail/sealed.server.ts). */
  /** WHATSAPP: the same messages go as WhatsApp template messages to those who chose WhatsApp (app/lib/whatsapp). */
  env: Pick<Env, "OPERATOR_EMAIL" | "PUBLIC_SITE_URL" | "SESSION_SECRET" | "DATA_DIR"> & Partial<Pick<Env, "UPI_ID" | "UPI_PAYEE_NAME" | "WHATSAPP">>;
  dispatcher?: { kick(): void };
};

export const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

export async function lockEvent(tx: Tx, eventId: number): Promise<EventRow | undefined> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
  return event;
}
