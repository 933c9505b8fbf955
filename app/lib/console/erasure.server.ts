// Owns erasure as the person who asked to be forgotten means it: the record and its outbox rows
// (eraseRecord, one transaction), then every other copy the site keeps of them: the .eml files the
// file mail transport wrote into DATA_DIR/mail, and the dead row versions the database still holds
// in its table files until they are rewritten (VACUUM FULL, then a checkpoint) and, on the embedded
// database, in its write-ahead log. What could not be
// removed is logged and returned, so the operator is told and nothing fails silently.
import fs from "node:fs";
import path from "node:path";
import { and, eq, getTableName, sql } from "drizzle-orm";
import type { RecordType } from "#app/core/records.ts";
import { emailOutbox, recordTables } from "#app/lib/db/schema.ts";
import { emlFileName } from "#app/lib/mail/transports.server.ts";
import type { Services } from "#app/lib/services/context.server.ts";
import type { AuditActor } from "./audit.server.ts";
import { eraseRecord } from "./records.server.ts";

export type Erasure = {
  reference: string;
  /** Mail files removed from DATA_DIR/mail. */
  mailFiles: number;
  /** What could not be removed (file names, or "database" when the rewrite failed). */
  leftovers: string[];
};

export async function eraseEverywhere(
  services: Pick<Services, "db" | "env" | "log" | "database">,
  actor: AuditActor,
  type: RecordType,
  id: number,
): Promise<Erasure | null> {
  const { db, env, log, database } = services;
  // The files are named after the messages' dedupe keys: read them before the rows go.
  const keys = await db
    .select({ dedupeKey: emailOutbox.dedupeKey })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recordType, type), eq(emailOutbox.recordId, id)));
  const erased = await eraseRecord(db, actor, type, id);
  if (!erased) return null;

  const leftovers: string[] = [];
  let mailFiles = 0;
  const mailDir = path.resolve(env.DATA_DIR, "mail");
  for (const { dedupeKey } of keys) {
    const file = emlFileName(dedupeKey);
    try {
      fs.unlinkSync(path.join(mailDir, file));
      mailFiles++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // not the file transport, or never sent
      leftovers.push(file);
      log.error({ err: error, file, reference: erased.reference }, "erasure: a mail file could not be removed");
    }
  }

  try {
    // Deleted rows stay in the table files until the table is rewritten; VACUUM cannot run inside
    // a transaction. The tables are small, so the short exclusive lock is not felt.
    await db.execute(sql.raw(`vacuum full ${getTableName(recordTables[type])}, ${getTableName(emailOutbox)}`));
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
    log.error({ err: error, reference: erased.reference }, "erasure: the tables could not be rewritten");
  }
  return { reference: erased.reference, mailFiles, leftovers };
}
