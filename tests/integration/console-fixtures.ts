// Records and mail for the console's integration tests, written straight into the tables the
// public forms fill (the console must work on whatever those forms stored).
import type { Database } from "#app/lib/db/client.server.ts";
import { contactInquiries, emailOutbox, members, newsletterSubscriptions } from "#app/lib/db/schema.ts";

let seq = 0;
function reference(): string {
  seq += 1;
  return `REQ-${Date.now()}-${String(seq).padStart(4, "0")}AB`;
}

export async function addContact(db: Database, values: Partial<typeof contactInquiries.$inferInsert> = {}) {
  const [row] = await db
    .insert(contactInquiries)
    .values({
      reference: reference(),
      status: "new",
      name: "Lakshmi Rao",
      email: "lakshmi@example.org",
      phone: "+91 98450 12345",
      subject: "outings",
      message: "Is there a place on the next temple trip?",
      ...values,
    })
    .returning();
  return row!;
}

export async function addMember(db: Database, values: Partial<typeof members.$inferInsert> = {}) {
  const [row] = await db
    .insert(members)
    .values({
      reference: reference(),
      status: "pending",
      name: "Suresh Iyer",
      email: "suresh@example.org",
      phone: "+91 98450 00001",
      address: "12 Temple Road, Bangalore",
      age: 68,
      interests: ["Gardening", "Reading Groups"],
      emergencyContact: "Meena Iyer",
      emergencyPhone: "+91 98450 00002",
      dateOfBirth: "1958-04-01",
      membershipType: "basic",
      ...values,
    })
    .returning();
  return row!;
}

export async function addSubscription(db: Database, values: Partial<typeof newsletterSubscriptions.$inferInsert> = {}) {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ reference: reference(), status: "active", email: `reader${seq}@example.org`, source: "blog", confirmToken: `confirm-${reference()}`, unsubscribeToken: `unsubscribe-${reference()}`, ...values })
    .returning();
  return row!;
}

export async function addMail(db: Database, record: { type: string; id: number; reference: string }, values: Partial<typeof emailOutbox.$inferInsert> = {}) {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: "operator_notification",
      dedupeKey: `${record.type}:${record.reference}:operator:${seq++}`,
      recordType: record.type,
      recordId: record.id,
      reference: record.reference,
      recipient: "operator@example.org",
      replyTo: "lakshmi@example.org",
      subject: "New Contact Inquiry - outings",
      text: "Lakshmi Rao wrote: Is there a place on the next temple trip?",
      html: "<p>Lakshmi Rao wrote</p>",
      ...values,
    })
    .returning();
  return row!;
}
