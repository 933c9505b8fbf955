// Owns bringing a paper register into the members register (/admin/register/import, owners): the
// CSV as given (a file or pasted text) read into rows, every row checked (the row schema, then
// duplicates within the file and against the register, by e-mail address or phone number), and the
// good rows imported in one transaction, numbered in the file's order, with one audit entry. The
// import checks the rows again inside its transaction and imports nothing unless they are exactly
// the rows the preview showed (its digest); a second press of the same preview (its form token) finds
// the first import's audit entry and imports nothing. docs/decisions/025-members-and-fees.md.
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Tx } from "#app/lib/db/client.server.ts";
import { auditLog, registerMembers } from "#app/lib/db/schema.ts";
import { writeAudit, type AuditActor } from "#app/lib/console/audit.server.ts";
import { csvSeparatorOf, readCsv } from "#app/lib/console/csv.ts";
import { IMPORT_COLUMNS, registerImportCopy as copy, type ImportColumn } from "#app/content/console-register-import.ts";
import { fieldErrorsOf } from "#app/schemas/form-data.ts";
import { importRowSchema, type ImportRow } from "#app/schemas/register-import.ts";
import { todayIso } from "#app/core/calendar.ts";

/** The most members one file brings in. */
const IMPORT_MAX_ROWS = 2_000;
/** The most a post to the import page may carry (server/app.ts): 2,000 rows of 500 bytes. */
export const IMPORT_MAX_BYTES = 1024 * 1024;

/** A row of the file with its cells by column, as typed; `extra` when it has filled cells beyond the header's. */
type FileRow = { row: number; cells: Record<ImportColumn, string>; extra: boolean };
/** A file read into rows, or why it cannot be read at all. */
export type ImportFile = { ok: true; rows: FileRow[]; ignored: string[] } | { ok: false; message: string };

/** A column's name as people write it in a header: "Joined on", "joined_on", "E-mail", "PAID UNTIL". */
const columnKey = (typed: string) => typed.toLowerCase().replace(/[^a-z]/g, "");
const COLUMN_OF = new Map<string, ImportColumn>(IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]));
/** A spreadsheet's "text, not a number" apostrophe ('2026-03, '+91 …), which a CSV may keep. */
const withoutApostrophe = (cell: string) => cell.replace(/^\s*'/, "");

/** Reads the CSV text: the header row names the columns (in any order), blank rows are skipped. */
export function readImportText(text: string): ImportFile {
  if (text.replace(/^\uFEFF/, "").trim() === "") return { ok: false, message: copy.file.empty };
  const [header = [], ...body] = readCsv(text, csvSeparatorOf(text.replace(/^\uFEFF/, "")));
  const position = new Map<ImportColumn, number>();
  const ignored: string[] = [];
  for (const [i, cell] of header.entries()) {
    const column = COLUMN_OF.get(columnKey(cell));
    if (!column) {
      if (cell.trim()) ignored.push(cell.trim().slice(0, 40));
      continue;
    }
    if (position.has(column)) return { ok: false, message: copy.file.twice(column) };
    position.set(column, i);
  }
  const missing = IMPORT_COLUMNS.filter((c) => !position.has(c));
  if (missing.length) return { ok: false, message: copy.file.missing(missing) };
  // Row numbers as a spreadsheet shows them: the header is row 1.
  const rows = body.map((cells, i) => ({ row: i + 2, cells })).filter((r) => r.cells.some((c) => c.trim() !== ""));
  if (rows.length === 0) return { ok: false, message: copy.file.noRows };
  if (rows.length > IMPORT_MAX_ROWS) return { ok: false, message: copy.file.tooMany(rows.length, IMPORT_MAX_ROWS) };
  return {
    ok: true,
    ignored,
    rows: rows.map((r) => ({
      row: r.row,
      cells: Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, withoutApostrophe(r.cells[position.get(c)!] ?? "")])) as Record<ImportColumn, string>,
      extra: r.cells.some((c, i) => i >= header.length && c.trim() !== ""),
    })),
  };
}

/** Where the CSV came from, and its text; or the field to say why there is none to read. */
export type ImportSource = { ok: true; from: "file" | "text"; text: string } | { ok: false; field: "file" | "text"; message: string };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLD_EXCEL = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The posted file (`file`), else the pasted text (`text`): a workbook, a photo or text not in UTF-8 is said so beside the file. */
export async function importSourceOf(form: FormData): Promise<ImportSource> {
  const file = form.get("file");
  if (file instanceof File && (file.name !== "" || file.size > 0)) {
    if (file.size === 0) return { ok: false, field: "file", message: copy.file.empty };
    if (file.size > IMPORT_MAX_BYTES) return { ok: false, field: "file", message: copy.file.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024) };
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (startsWith(bytes, ZIP) || startsWith(bytes, OLD_EXCEL)) return { ok: false, field: "file", message: copy.file.workbook };
    if (bytes.includes(0)) return { ok: false, field: "file", message: copy.file.notCsv };
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return { ok: false, field: "file", message: copy.file.notUtf8 };
    }
    return { ok: true, from: "file", text };
  }
  const pasted = form.get("text");
  if (typeof pasted === "string" && pasted.trim() !== "") return { ok: true, from: "text", text: pasted };
  return { ok: false, field: "file", message: copy.file.none };
}

/** A row as the preview shows it: the member it makes, or the reasons it is refused. */
type CheckedRow = { row: number; cells: Record<ImportColumn, string>; member: ImportRow | null; reasons: string[] };
/** Every row checked; `digest` names exactly the rows to import, for the import's post to match. */
export type ImportCheck = { rows: CheckedRow[]; good: Array<{ row: number; member: ImportRow }>; ignored: string[]; digest: string };

const emailKey = (email: string) => email.trim().toLowerCase();
const phoneKey = (phone: string) => phone.replace(/\D/g, "");

/** Checks every row of a read file against the row schema, each other and the register as it stands (`db`, or the import's transaction). */
export async function checkImport(db: Database | Tx, file: Extract<ImportFile, { ok: true }>, now = new Date()): Promise<ImportCheck> {
  const schema = importRowSchema(todayIso(now).slice(0, 7));
  const inRegister = await db
    .select({ number: registerMembers.number, email: sql<string>`lower(${registerMembers.email})`, phone: sql<string>`regexp_replace(${registerMembers.phone}, '[^0-9]', '', 'g')` })
    .from(registerMembers);
  const registerByEmail = new Map<string, number>();
  const registerByPhone = new Map<string, number>();
  for (const m of inRegister) {
    if (m.email && !registerByEmail.has(m.email)) registerByEmail.set(m.email, m.number);
    if (m.phone && !registerByPhone.has(m.phone)) registerByPhone.set(m.phone, m.number);
  }
  const fileByEmail = new Map<string, number>();
  const fileByPhone = new Map<string, number>();
  const rows: CheckedRow[] = file.rows.map(({ row, cells, extra }) => {
    const parsed = schema.safeParse(cells);
    const reasons: string[] = [];
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error);
      for (const column of IMPORT_COLUMNS) if (errors[column]) reasons.push(errors[column]);
    }
    if (extra) reasons.push(copy.reasons.extraCells);
    if (parsed.success) {
      const keys = { email: emailKey(parsed.data.email), phone: phoneKey(parsed.data.phone) };
      for (const what of ["email", "phone"] as const) {
        const inFile = (what === "email" ? fileByEmail : fileByPhone).get(keys[what]);
        const registered = (what === "email" ? registerByEmail : registerByPhone).get(keys[what]);
        if (inFile !== undefined) reasons.push(copy.reasons.sameInFile(what, inFile));
        else (what === "email" ? fileByEmail : fileByPhone).set(keys[what], row);
        if (registered !== undefined) reasons.push(copy.reasons.inRegister(what, registered));
      }
    }
    return { row, cells, member: parsed.success && reasons.length === 0 ? parsed.data : null, reasons };
  });
  const good = rows.flatMap((r) => (r.member ? [{ row: r.row, member: r.member }] : []));
  const digest = createHash("sha256")
    .update(JSON.stringify(good.map((g) => [g.row, ...IMPORT_COLUMNS.map((c) => g.member[c])])))
    .digest("base64url");
  return { rows, good, ignored: file.ignored, digest };
}

type Imported = { auditId: number; count: number; first: number; last: number };
export type ImportResult =
  | ({ result: "imported" } & Imported)
  | ({ result: "already" } & Imported)
  /** Nothing imported: the rows are not those the preview showed; the check as it stands now, or why the text cannot be read. */
  | { result: "changed"; check: ImportCheck | null; message?: string };

/** The import a form token made, from its audit entry. */
async function importOfToken(db: Database | Tx, formToken: string): Promise<Imported | null> {
  const [entry] = await db
    .select({ id: auditLog.id, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.action, "member_import"), sql`${auditLog.detail}->>'formToken' = ${formToken}`))
    .limit(1);
  if (!entry) return null;
  const d = entry.detail as { count?: number; first?: number; last?: number };
  return { auditId: entry.id, count: Number(d.count ?? 0), first: Number(d.first ?? 0), last: Number(d.last ?? 0) };
}

/** The import an audit entry's id names (the notice after importing), or null. */
export async function importOfAudit(db: Database, id: number): Promise<Omit<Imported, "auditId"> | null> {
  const [entry] = await db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.id, id), eq(auditLog.action, "member_import")))
    .limit(1);
  if (!entry) return null;
  const d = entry.detail as { count?: number; first?: number; last?: number };
  return { count: Number(d.count ?? 0), first: Number(d.first ?? 0), last: Number(d.last ?? 0) };
}

/** Rows a single insert carries: well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 500;

/**
 * Imports the CSV's good rows in one transaction, when they are exactly those the preview showed
 * (`digest`): the form token's lock first (a second press waits, then finds the first import), then
 * the import's own lock (two imports at once check against each other's members), the rows checked
 * again against the register as it stands, member numbers taken from the register's sequence in the
 * file's order, the members inserted, and one audit entry with the count and the token.
 */
export async function importMembers(db: Database, actor: AuditActor, text: string, options: { formToken: string; digest: string; now?: Date }): Promise<ImportResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member_import.form_token:${options.formToken}`}))`);
    const before = await importOfToken(tx, options.formToken);
    if (before) return { result: "already", ...before } as const;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('member_import'))`);
    const file = readImportText(text);
    if (!file.ok) return { result: "changed", check: null, message: file.message } as const;
    const check = await checkImport(tx, file, now);
    if (check.good.length === 0 || check.digest !== options.digest) return { result: "changed", check } as const;
    const taken = await tx.execute(sql`select nextval('member_number_seq')::int as n from generate_series(1, ${check.good.length})`);
    // Both drivers answer with { rows } (node-postgres' QueryResult, PGlite's Results).
    const numbers = (taken as unknown as { rows: Array<{ n: number }> }).rows.map((r) => Number(r.n)).sort((a, b) => a - b);
    const values = check.good.map(({ member }, i) => ({
      number: numbers[i]!,
      name: member.name,
      email: member.email,
      phone: member.phone,
      address: "",
      plan: member.plan,
      joinedOn: member.joinedOn,
      paidUntil: member.paidUntil,
      createdAt: now,
      updatedAt: now,
    }));
    for (let i = 0; i < values.length; i += INSERT_CHUNK) await tx.insert(registerMembers).values(values.slice(i, i + INSERT_CHUNK));
    const [first, last] = [numbers[0]!, numbers.at(-1)!];
    const count = values.length;
    await writeAudit(
      tx,
      actor,
      { action: "member_import", recordType: "register_member", reference: count > 1 ? `M-${first} to M-${last}` : `M-${first}`, detail: { count, first, last, formToken: options.formToken, changed: copy.audited(count, first, last) } },
      now,
    );
    const made = await importOfToken(tx, options.formToken);
    return { result: "imported", ...made! } as const;
  });
}
