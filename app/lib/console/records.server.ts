// Owns the console's reading and changing of visitor records: counts, the paged and searchable
// inbox, the CSV export, one record, its status changes, its note, and its erasure.
import { referenceCandidates } from "#app/core/reference.ts";
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { storedRecords } from "#app/schemas/records.ts";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { auditLog, emailOutbox, members, recordTables, type RecordType } from "#app/lib/db/schema.ts";
import { writeAudit, type AuditActor } from "./audit.server.ts";
import { addMemberFromApplication } from "#app/lib/fees/register.server.ts";
import type { RecordRow } from "#app/lib/db/schema.ts";
import { MAX_NOTE_LENGTH } from "./limits.ts";
import { pageOf } from "./paging.ts";
import { canTransition, inboxStatesOf, isInboxStateOf } from "#app/core/records.ts";

export const PAGE_SIZE = 25;
const MAX_QUERY_LENGTH = 200;

/**
 * The four record tables share id, reference, status, note and timestamps; the queries here only
 * touch those columns, plus name and e-mail where the type has them, so one typed view serves all.
 */
function tableOf(type: RecordType): typeof members {
  return recordTables[type] as unknown as typeof members;
}
export type InboxFilter = { status?: string | undefined; q?: string | undefined };

/** Reads ?status=&q=&page= from a URL, dropping anything that is not a state the type's inbox lists. */
export function parseFilter(type: RecordType, url: URL): InboxFilter & { page: number } {
  const status = url.searchParams.get("status") ?? "";
  const q = (url.searchParams.get("q") ?? "").trim().replace(/\s+/g, " ").slice(0, MAX_QUERY_LENGTH);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return {
    status: isInboxStateOf(type, status) ? status : undefined,
    q: q || undefined,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** ILIKE treats % and _ as wildcards; a search for "50%" means the characters. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A record's state as the inbox lists it (core/records.ts stateOf): its status, or for a
 * subscription, whether it is awaiting confirmation or confirmed while it is active.
 */
function stateSql(type: RecordType): SQL {
  const t = tableOf(type);
  if (type !== "newsletter") return sql`${t.status}`;
  const confirmedAt = recordTables.newsletter.confirmedAt;
  return sql`case when ${t.status} = 'active' then (case when ${confirmedAt} is null then 'awaiting' else 'confirmed' end) else ${t.status} end`;
}

/** A typed number's digits, when it looks like a phone number (digits, spaces, + ( ) . -), at least four. */
function phoneDigits(q: string): string | undefined {
  if (!/^[\d\s()+.-]+$/.test(q)) return undefined;
  const digits = q.replace(/\D/g, "");
  return digits.length >= 4 ? digits : undefined;
}

/**
 * What the search box finds, by the record's field list (app/schemas: `search`): its
 * words in any searched field (a name, an e-mail address, a message's text); a phone number by its
 * digits, whatever spaces or signs either side has (and a number typed with the country code
 * finds one stored without it); a Reference ID, or part of it, however it is written (case,
 * spaces, dashes and dots aside). A short run of digits is taken for part of a phone number, not
 * of a Reference ID, whose thirteen digits are a time and would match almost anything.
 */
function searchOf(type: RecordType, q: string): SQL {
  const t = tableOf(type);
  const column = (key: string) => (t as unknown as Record<string, AnyPgColumn>)[key]!;
  const { text, phones } = storedRecords[type].search;
  const found: SQL[] = text.map((key) => ilike(column(key), likePattern(q)));
  const digits = phoneDigits(q);
  if (!digits || digits.length >= 13) {
    found.push(ilike(t.reference, likePattern(q)));
    const compact = q.toUpperCase().replace(/[^A-Z0-9]/g, "");
    if (compact.length >= 6) found.push(sql`regexp_replace(upper(${t.reference}), '[^A-Z0-9]', '', 'g') like ${likePattern(compact)}`);
  }
  if (digits) {
    const wanted = [digits, ...(digits.length > 10 ? [digits.slice(-10)] : [])];
    for (const key of phones) for (const d of wanted) found.push(sql`regexp_replace(${column(key)}, '[^0-9]', '', 'g') like ${likePattern(d)}`);
  }
  return or(...found)!;
}

function whereOf(type: RecordType, filter: InboxFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(sql`${stateSql(type)} = ${filter.status}`);
  if (filter.q) conditions.push(searchOf(type, filter.q));
  return conditions.length ? and(...conditions) : undefined;
}

export type StatusCounts = Record<RecordType, { total: number; byStatus: Record<string, number> }>;

/** Records per state for each type (every state its inbox lists, zeros included). */
export async function countsByStatus(db: Database): Promise<StatusCounts> {
  const types = Object.keys(recordTables) as RecordType[];
  const results = await Promise.all(
    types.map((type) => {
      const state = stateSql(type);
      return db.select({ status: sql<string>`${state}`, n: count() }).from(tableOf(type)).groupBy(state);
    }),
  );
  const out = {} as StatusCounts;
  types.forEach((type, i) => {
    const byStatus: Record<string, number> = Object.fromEntries(inboxStatesOf[type].map((s) => [s, 0]));
    let total = 0;
    for (const row of results[i]!) {
      byStatus[row.status] = Number(row.n);
      total += Number(row.n);
    }
    out[type] = { total, byStatus };
  });
  return out;
}

export type InboxPage<T extends RecordType> = { rows: RecordRow[T][]; total: number; page: number; pages: number; pageSize: number };

/** Newest first, PAGE_SIZE per page; a page past the end shows the last one. */
export async function listRecords<T extends RecordType>(db: Database, type: T, filter: InboxFilter & { page?: number }): Promise<InboxPage<T>> {
  const t = tableOf(type);
  const where = whereOf(type, filter);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(t).where(where);
  const total = Number(n);
  const { page, pages, offset } = pageOf(total, filter.page, PAGE_SIZE);
  const rows = await db.select().from(t).where(where).orderBy(desc(t.createdAt), desc(t.id)).limit(PAGE_SIZE).offset(offset);
  return { rows: rows as unknown as RecordRow[T][], total, page, pages, pageSize: PAGE_SIZE };
}

/** Every record matching the filter, newest first, for the CSV; the export is written to the audit trail with the file's name. */
export async function exportRecords<T extends RecordType>(db: Database, actor: AuditActor, type: T, filter: InboxFilter, file: string): Promise<RecordRow[T][]> {
  const t = tableOf(type);
  const rows = await db.select().from(t).where(whereOf(type, filter)).orderBy(desc(t.createdAt), desc(t.id));
  // The search words may be a person's name: only whether there was a search is kept.
  await writeAudit(db, actor, {
    action: "export",
    recordType: type,
    detail: { file, status: filter.status ?? null, searched: Boolean(filter.q), count: rows.length },
  });
  return rows as unknown as RecordRow[T][];
}

export async function getRecord<T extends RecordType>(db: Database, type: T, id: number): Promise<RecordRow[T] | null> {
  const t = tableOf(type);
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return (row as unknown as RecordRow[T] | undefined) ?? null;
}

export type ChangeResult = "changed" | "not_found" | "refused" | "conflict";

/**
 * Moves a record from `from` to `to` if the transition table allows it and the record is still
 * in `from` (two tabs, or two operators, cannot both act on what they saw). One transaction with
 * its audit entry.
 */
export async function changeStatus(
  db: Database,
  actor: AuditActor,
  type: RecordType,
  id: number,
  change: { from: string; to: string },
  now = new Date(),
): Promise<ChangeResult> {
  const t = tableOf(type);
  if (!canTransition(type, change.from, change.to)) {
    const exists = await getRecord(db, type, id);
    return exists ? "refused" : "not_found";
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(t)
      .set({ status: change.to, updatedAt: now })
      .where(and(eq(t.id, id), eq(t.status, change.from)))
      .returning({ reference: t.reference });
    if (!updated) {
      const [exists] = await tx.select({ id: t.id }).from(t).where(eq(t.id, id)).limit(1);
      return exists ? "conflict" : "not_found";
    }
    await writeAudit(tx, actor, { action: "status", recordType: type, recordId: id, reference: updated.reference, detail: { from: change.from, to: change.to } }, now);
    // An approved membership application makes a member of the register, in the same step.
    if (type === "member" && change.to === "approved") await addMemberFromApplication(tx, actor, id, now);
    return "changed";
  });
}

/** Saves (or clears) the internal note. The audit entry says that it changed, never what it says. */
export async function saveNote(db: Database, actor: AuditActor, type: RecordType, id: number, note: string, now = new Date()): Promise<"saved" | "not_found"> {
  const t = tableOf(type);
  const value = note.replace(/\r\n/g, "\n").trim();
  if (value.length > MAX_NOTE_LENGTH) throw new RangeError(`note longer than ${MAX_NOTE_LENGTH} characters`);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(t)
      .set({ note: value || null, updatedAt: now })
      .where(eq(t.id, id))
      .returning({ reference: t.reference });
    if (!updated) return "not_found";
    await writeAudit(tx, actor, { action: "note", recordType: type, recordId: id, reference: updated.reference, detail: { cleared: value === "" } }, now);
    return "saved";
  });
}

/**
 * Inside the caller's transaction: deletes the record and every outbox row about it (a mail's text
 * repeats what the person typed). Returns its Reference ID and how many mails went, or null.
 */
export async function deleteRecordIn(tx: Tx, type: RecordType, id: number): Promise<{ reference: string; mails: number } | null> {
  const t = tableOf(type);
  const [deleted] = await tx.delete(t).where(eq(t.id, id)).returning({ reference: t.reference });
  if (!deleted) return null;
  const mails = await tx
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.recordType, type), eq(emailOutbox.recordId, id)))
    .returning({ id: emailOutbox.id });
  return { reference: deleted.reference, mails: mails.length };
}

/**
 * Inside the caller's transaction: what the audit log said about erased records keeps who changed
 * what and when, but no longer which record (its id and Reference ID are removed), and one entry
 * says that an erasure happened, with counts only.
 */
export async function auditErasure(
  tx: Tx,
  actor: AuditActor,
  erased: ReadonlyArray<{ recordType: string; id: number }>,
  counts: Record<string, number>,
  now = new Date(),
): Promise<void> {
  for (const { recordType, id } of erased) {
    await tx
      .update(auditLog)
      .set({ recordId: null, reference: null })
      .where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, id)));
  }
  await writeAudit(tx, actor, { action: "erase", detail: counts }, now);
}

/** Deletes the record and every outbox row about it in one transaction, audited as an erasure (counts only). */
export async function eraseRecord(db: Database, actor: AuditActor, type: RecordType, id: number, now = new Date()): Promise<{ reference: string } | null> {
  return db.transaction(async (tx) => {
    const deleted = await deleteRecordIn(tx, type, id);
    if (!deleted) return null;
    await auditErasure(tx, actor, [{ recordType: type, id }], { [type]: 1, mails: deleted.mails }, now);
    return { reference: deleted.reference };
  });
}

/** The records whose e-mail address is exactly this one, in any case, newest first (at most 20 of each type). */
export async function findByEmail(db: Database, email: string): Promise<Array<{ type: RecordType; id: number; reference: string; createdAt: Date }>> {
  const wanted = email.trim().toLowerCase();
  const found = await Promise.all(
    (Object.keys(recordTables) as RecordType[]).map(async (type) => {
      const t = tableOf(type);
      const rows = await db.select({ id: t.id, reference: t.reference, createdAt: t.createdAt }).from(t).where(eq(sql`lower(${t.email})`, wanted)).orderBy(desc(t.createdAt)).limit(20);
      return rows.map((r) => ({ type, ...r }));
    }),
  );
  return found.flat().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/**
 * Finds a record of any type by its Reference ID however it was typed (case, spacing, a typed O
 * for 0 or I or L for 1: referenceCandidates), the ID exactly as typed first.
 */
export async function findByReference(db: Database, reference: string): Promise<{ type: RecordType; id: number } | null> {
  const candidates = referenceCandidates(reference);
  for (const wanted of candidates.length > 0 ? candidates : [reference.trim().toUpperCase()]) {
    for (const type of Object.keys(recordTables) as RecordType[]) {
      const t = tableOf(type);
      const [row] = await db.select({ id: t.id }).from(t).where(eq(sql`upper(${t.reference})`, wanted)).limit(1);
      if (row) return { type, id: row.id };
    }
  }
  return null;
}
