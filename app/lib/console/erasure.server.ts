// Owns erasure as the person who asked to be forgotten means it: in one
// transaction, their records and the mail about them go, their bookings are cancelled and emptied
// (they stay only as anonymous counts of the event's places), the one-time form receipts that name
// their Reference IDs go, and the audit log keeps who changed what but no longer which record, plus
// one entry saying that an erasure happened (counts only). Then every other copy the site keeps:
// the .eml files the file mail transport wrote into DATA_DIR/mail, and the dead row versions the
// database still holds in its table and index files until they are rewritten (VACUUM FULL, then a
// checkpoint) and, on the embedded database, in its write-ahead log. What could not be removed is
// logged and returned, so the operator is told and nothing fails silently.
import fs from "node:fs";
import path from "node:path";
import { and, eq, getTableName, inArray, or, sql, type SQL } from "drizzle-orm";
import type { RecordType } from "#app/core/records.ts";
import { auditLog, bookingRequests, emailOutbox, eventRegistrations, formSubmissions, memberLinks, recordTables, registerMembers } from "#app/lib/db/schema.ts";
import { eraseMemberOfApplication } from "#app/lib/fees/register.server.ts";
import { emlFileName } from "#app/lib/mail/transports.server.ts";
import { BOOKING_RECORD } from "#app/lib/events/booking-mail.server.ts";
import { eraseBooking } from "#app/lib/events/operator-bookings.server.ts";
import type { Services } from "#app/lib/services/context.server.ts";
import type { AuditActor } from "./audit.server.ts";
import type { PersonRecordKind } from "./people.server.ts";
import { auditErasure, deleteRecordIn } from "./records.server.ts";

export type ErasureItem = { kind: PersonRecordKind; id: number };

export type PeopleErasure = {
  /** The Reference IDs erased (for the operator's notice; kept nowhere). */
  references: string[];
  /** Mail files removed from DATA_DIR/mail. */
  mailFiles: number;
  /** What could not be removed (file names, or "database" when the rewrite failed). */
  leftovers: string[];
  /**
   * Payments of erased members kept with the member's number, name and amounts: receipts are
   * accounts, which must be kept (the member's contact details, links and mail go).
   */
  keptReceipts: number;
};

type ErasureServices = Pick<Services, "db" | "env" | "log" | "database" | "dispatcher" | "pages">;

/** The outbox's record type of an item: a visitor record's type, or a booking's. */
const outboxTypeOf = (item: ErasureItem) => (item.kind === "booking" ? BOOKING_RECORD : item.kind);

/** Erases every item in one step; items already gone are skipped. */
export async function erasePeople(services: ErasureServices, actor: AuditActor, items: readonly ErasureItem[], now = new Date()): Promise<PeopleErasure> {
  const { db, env, log, database } = services;
  if (items.length === 0) return { references: [], mailFiles: 0, leftovers: [], keptReceipts: 0 };
  const ofItem = (item: ErasureItem): SQL => and(eq(emailOutbox.recordType, outboxTypeOf(item)), eq(emailOutbox.recordId, item.id))!;
  // The files are named after the messages' dedupe keys: read them before the rows go.
  const keys = await db.select({ dedupeKey: emailOutbox.dedupeKey }).from(emailOutbox).where(or(...items.map(ofItem)));

  const erased = await db.transaction(async (tx) => {
    const references: string[] = [];
    const memberMailKeys: string[] = [];
    let keptReceipts = 0;
    const counts: Record<string, number> = {};
    const done: Array<{ recordType: string; id: number }> = [];
    let mails = 0;
    for (const item of items) {
      if (item.kind === "booking") {
        const booking = await eraseBooking(tx, { db, env, dispatcher: services.dispatcher }, item.id, now);
        if (!booking) continue;
        const gone = await tx.delete(emailOutbox).where(ofItem(item)).returning({ id: emailOutbox.id });
        mails += gone.length;
        references.push(booking.reference);
      } else {
        // An approved application made a member of the register: their receipts stay, the rest goes.
        const member = item.kind === "member" ? await eraseMemberOfApplication(tx, item.id, now) : null;
        if (member) {
          keptReceipts += member.receipts;
          mails += member.mailKeys.length;
          memberMailKeys.push(...member.mailKeys);
        }
        const record = await deleteRecordIn(tx, item.kind as RecordType, item.id);
        if (!record) continue;
        mails += record.mails;
        references.push(record.reference);
      }
      counts[item.kind] = (counts[item.kind] ?? 0) + 1;
      done.push({ recordType: outboxTypeOf(item), id: item.id });
    }
    if (references.length === 0) return { references, memberMailKeys, keptReceipts };
    // A form's one-time receipt names the Reference ID it answered with.
    await tx.delete(formSubmissions).where(inArray(formSubmissions.reference, references));
    await auditErasure(tx, actor, done, { ...counts, mails, ...(keptReceipts ? { keptReceipts } : {}) }, now);
    return { references, memberMailKeys, keptReceipts };
  });
  if (erased.references.length === 0) return { references: [], mailFiles: 0, leftovers: [], keptReceipts: 0 };
  // A live booking's cancellation may have moved the waiting list up (mail to send) and changed
  // what the event's page shows.
  if (items.some((i) => i.kind === "booking")) {
    services.dispatcher.kick();
    services.pages.changed();
  }

  const leftovers: string[] = [];
  let mailFiles = 0;
  const mailDir = path.resolve(env.DATA_DIR, "mail");
  // Every file of their mail: by the rows' keys, and any file named after one of their Reference IDs.
  const names = new Set([...keys.map((k) => k.dedupeKey), ...erased.memberMailKeys].map(emlFileName));
  try {
    for (const name of fs.readdirSync(mailDir)) if (erased.references.some((r) => name.includes(r))) names.add(name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") log.error({ err: error }, "erasure: the mail folder could not be read");
  }
  for (const file of names) {
    try {
      fs.unlinkSync(path.join(mailDir, file));
      mailFiles++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // not the file transport, or never sent
      leftovers.push(file);
      log.error({ err: error, file }, "erasure: a mail file could not be removed");
    }
  }

  const tables = new Set<string>([getTableName(emailOutbox), getTableName(auditLog), getTableName(formSubmissions)]);
  for (const item of items) tables.add(getTableName(item.kind === "booking" ? eventRegistrations : recordTables[item.kind]));
  // A booking's requests, whose old Reference IDs (replaced: forgetRequests) led to it.
  if (items.some((i) => i.kind === "booking")) tables.add(getTableName(bookingRequests));
  if (items.some((i) => i.kind === "member")) for (const t of [registerMembers, memberLinks]) tables.add(getTableName(t));
  try {
    // Deleted and overwritten rows stay in the table and index files until the table is rewritten;
    // VACUUM cannot run inside a transaction. The tables are small, so the short lock is not felt.
    await db.execute(sql.raw(`vacuum full ${[...tables].join(", ")}`));
    await db.execute(sql`checkpoint`);
    if (database.kind === "pglite") {
      // The embedded database is the site's own: its write-ahead log still holds the inserted rows.
      // Start a new log segment and let the checkpoint delete the old one rather than keep it for
      // reuse. (A PostgreSQL server's log and backups are its administrator's: see the README.)
      await db.execute(sql`set wal_recycle = off`);
      await db.execute(sql`select pg_switch_wal()`);
      await db.execute(sql`checkpoint`);
    }
  } catch (error) {
    leftovers.push("database");
    log.error({ err: error, records: erased.references.length }, "erasure: the tables could not be rewritten");
  }
  return { references: erased.references, mailFiles, leftovers, keptReceipts: erased.keptReceipts };
}

export type Erasure = { reference: string; mailFiles: number; leftovers: string[]; keptReceipts: number };

/** Erases one visitor record (the record page's "Erase this record"); null when it is gone already. */
export async function eraseEverywhere(services: ErasureServices, actor: AuditActor, type: RecordType, id: number): Promise<Erasure | null> {
  const result = await erasePeople(services, actor, [{ kind: type, id }]);
  const [reference] = result.references;
  return reference ? { reference, mailFiles: result.mailFiles, leftovers: result.leftovers, keptReceipts: result.keptReceipts } : null;
}
