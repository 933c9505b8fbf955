// Sample submission records for mail tests: plain rows for the pure templates, and helpers that store
// real rows so outbox tests work with genuine ids and references.
import { getTableColumns, type Table } from "drizzle-orm";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { contactInquiries, members, newsletterSubscriptions, volunteers } from "#app/lib/db/schema.ts";
import type { SubmissionRecord } from "#app/lib/mail/outbox.server.ts";

let sequence = 0;
/** A Reference ID in the site's format, unique within the test run. */
function testReference(): string {
  sequence += 1;
  return `REQ-${Date.now() + sequence}-T${String(sequence).padStart(5, "0")}`.toUpperCase();
}

/**
 * A stored row of `table`: the sample's values, and null in every column it does not name, as a
 * row stored before an optional column was added would have (so adding a field to a form needs no
 * change here).
 */
function rowOf<T extends Table>(table: T, values: Partial<T["$inferSelect"]>): T["$inferSelect"] {
  const row: Record<string, unknown> = Object.fromEntries(Object.keys(getTableColumns(table)).map((key) => [key, null]));
  return Object.assign(row, values) as T["$inferSelect"];
}

const receivedAt = new Date("2026-11-22T09:30:00.000Z"); // 3:00 pm in Bangalore

export function memberRecord(overrides: Partial<typeof members.$inferSelect> = {}): Extract<SubmissionRecord, { type: "member" }> {
  return {
    type: "member",
    row: rowOf(members, {
      id: 1,
      reference: testReference(),
      status: "pending",
      note: null,
      createdAt: receivedAt,
      updatedAt: receivedAt,
      name: "Lakshmi Narayan",
      email: "lakshmi@example.com",
      phone: "+91 98450 00000",
      address: "12 Temple Road, Bangalore",
      age: 67,
      interests: ["Health & Wellness", "Music & Dance"],
      emergencyContact: "Arjun Narayan",
      medicalConditions: "Mild asthma",
      dateOfBirth: "1959-03-12",
      emergencyPhone: "+91 98450 11111",
      membershipType: "premium",
      hearAboutUs: "doctor",
      contactBy: "whatsapp",
      ...overrides,
    }),
  };
}

export function volunteerRecord(overrides: Partial<typeof volunteers.$inferSelect> = {}): Extract<SubmissionRecord, { type: "volunteer" }> {
  return {
    type: "volunteer",
    row: rowOf(volunteers, {
      id: 2,
      reference: testReference(),
      status: "pending",
      note: null,
      createdAt: receivedAt,
      updatedAt: receivedAt,
      name: "Ravi Kumar",
      email: "ravi@example.com",
      phone: "+91 99000 22222",
      address: "4 Lake View, Bangalore",
      skills: ["Technology Support", "Cooking"],
      availability: ["monday-morning", "saturday-evening"],
      experience: "Taught computer classes at a library",
      motivation: "My parents enjoyed such a group",
      occupation: "Retired engineer",
      preferredArea: "technology",
      backgroundCheck: true,
      contactBy: "whatsapp",
      ...overrides,
    }),
  };
}

export function contactRecord(overrides: Partial<typeof contactInquiries.$inferSelect> = {}): Extract<SubmissionRecord, { type: "contact" }> {
  return {
    type: "contact",
    row: rowOf(contactInquiries, {
      id: 3,
      reference: testReference(),
      status: "new",
      note: null,
      createdAt: receivedAt,
      updatedAt: receivedAt,
      name: "Meera Iyer",
      email: "meera@example.com",
      phone: "+91 98860 33333",
      subject: "technology",
      message: "Do you teach video calls?\nMy son lives abroad.",
      ...overrides,
    }),
  };
}

export function newsletterRecord(
  overrides: Partial<typeof newsletterSubscriptions.$inferSelect> = {},
): Extract<SubmissionRecord, { type: "newsletter" }> {
  return {
    type: "newsletter",
    row: rowOf(newsletterSubscriptions, {
      id: 4,
      reference: testReference(),
      status: "active",
      note: null,
      createdAt: receivedAt,
      updatedAt: receivedAt,
      confirmedAt: null,
      confirmToken: "test-token-for-the-confirm-link",
      unsubscribeToken: "test-token-for-the-unsubscribe-link",
      confirmationSentAt: receivedAt,
      remindedAt: null,
      lastRequestedAt: receivedAt,
      unsubscribedAt: null,
      unsubscribedIssueId: null,
      email: "reader@example.com",
      source: "blog",
      ...overrides,
    }),
  };
}

/** Stores a record like the sample of its type (with a fresh reference) and returns it with its real id. */
export async function insertRecord<T extends SubmissionRecord["type"]>(db: Database | Tx, type: T): Promise<Extract<SubmissionRecord, { type: T }>> {
  return (await insertAny(db, type)) as Extract<SubmissionRecord, { type: T }>;
}

async function insertAny(db: Database | Tx, type: SubmissionRecord["type"]): Promise<SubmissionRecord> {
  switch (type) {
    case "member": {
      const { id: _id, createdAt: _c, updatedAt: _u, ...values } = memberRecord().row;
      const [row] = await db.insert(members).values(values).returning();
      return { type, row: row! };
    }
    case "volunteer": {
      const { id: _id, createdAt: _c, updatedAt: _u, ...values } = volunteerRecord().row;
      const [row] = await db.insert(volunteers).values(values).returning();
      return { type, row: row! };
    }
    case "contact": {
      const { id: _id, createdAt: _c, updatedAt: _u, ...values } = contactRecord().row;
      const [row] = await db.insert(contactInquiries).values(values).returning();
      return { type, row: row! };
    }
    case "newsletter": {
      const { id: _id, createdAt: _c, updatedAt: _u, ...values } = newsletterRecord().row;
      // Addresses are unique per subscription: give each stored sample its own.
      const [row] = await db
        .insert(newsletterSubscriptions)
        .values({ ...values, email: `reader-${values.reference.toLowerCase()}@example.com` })
        .returning();
      return { type, row: row! };
    }
  }
}
