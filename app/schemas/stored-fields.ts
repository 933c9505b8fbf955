// Owns how a stored record reads wherever it is read: the console's record page and inbox, the CSV
// download and the operator's notification mail. Each record type names its stored fields once, in
// order, beside its schema (contact.ts, member.ts, volunteer.ts, newsletter.ts, event.ts), built
// from the field kinds below; every view derives from that list. Pure, and free of console and
// mail code, so the mail renderer and the console read one list without depending on each other.
import { consoleCopy } from "#app/content/console.ts";
import { recordFieldLabels, recordValueWords } from "#app/content/record-words.ts";
import { formatDateTime, formatStoredDate, formatWhen, formatWhenForCsv } from "#app/core/calendar.ts";
import { labelOf, type Option } from "#app/core/form-options.ts";

/** Where the record is read: each writes times (and a few values) its own way. */
export type Mode = "page" | "csv" | "mail";
/** A field's value: text, or the items of a list ("" and [] when empty). */
export type FieldValue = string | readonly string[];
/** A stored row as the field list reads it (the database's columns by their drizzle names). */
export type StoredRow = Record<string, unknown>;

export type StoredField = {
  /** The drizzle column name (a test checks each against its table). */
  key: string;
  label: string;
  value: (row: StoredRow, mode: Mode) => FieldValue;
  /** The CSV column's name when it is not the label (a name that checks and imports rely on). */
  csvHeading?: string;
};

/** A form field's words, as far as the operator reads them (VisitorFieldWords in content/form-words/common.ts). */
export type RecordedWords = { readonly label: string; readonly record?: string };

/**
 * The operator's label of a stored field: a field of one form passes its form's words (their
 * `record` words, else the label the visitor reads); the fields every record has, and the record's
 * own, are labelled in content/record-words.ts.
 */
function labelFor(key: string, words: RecordedWords | undefined): string {
  const found = words ? (words.record ?? words.label) : (recordFieldLabels as Record<string, string>)[key];
  if (found === undefined) throw new Error(`stored field ${key} has no label: pass its form's words, or add it to content/record-words.ts if every record has it`);
  return found;
}

const textOf = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** Text as typed (or a number). */
export const text = (key: string, words?: RecordedWords): StoredField => ({ key, label: labelFor(key, words), value: (row) => textOf(row[key]) });

/** One value of an option list, shown by its label. */
export const choiceOf = (key: string, options: readonly Option[], words?: RecordedWords): StoredField => ({
  key,
  label: labelFor(key, words),
  value: (row) => (row[key] ? labelOf(options, String(row[key])) : ""),
});

/** Several values (ticked boxes), each shown by its option's label when a list is given. */
export const listOf = (key: string, options?: readonly Option[], words?: RecordedWords): StoredField => ({
  key,
  label: labelFor(key, words),
  value: (row) => ((row[key] as string[] | null) ?? []).map((v) => (options ? labelOf(options, v) : v)),
});

/** A calendar date stored as YYYY-MM-DD: the CSV keeps it so, people read it written out. */
export const dateOf = (key: string, words?: RecordedWords): StoredField => ({
  key,
  label: labelFor(key, words),
  value: (row, mode) => (mode === "csv" ? textOf(row[key]) : formatStoredDate(String(row[key]))),
});

/** A yes/no agreement. */
export const yesNo = (key: string, words?: RecordedWords): StoredField => ({
  key,
  label: labelFor(key, words),
  value: (row) => (row[key] ? recordValueWords.yes : recordValueWords.no),
});

/** A moment; `unset` is what the page and mail say while it is empty (the CSV leaves it empty). */
export const when = (key: string, options: { words?: RecordedWords; unset?: string; csvHeading?: string } = {}): StoredField => ({
  key,
  label: labelFor(key, options.words),
  value: (row, mode) => {
    const v = row[key] as Date | null | undefined;
    if (!v) return mode === "csv" ? "" : (options.unset ?? "");
    return mode === "csv" ? formatWhenForCsv(v) : mode === "mail" ? formatDateTime(v) : formatWhen(v);
  },
  csvHeading: options.csvHeading ?? recordValueWords.csvTimeHeading(labelFor(key, options.words)),
});

/** A status, by its word in the console. */
export function statusLabel(status: string): string {
  return consoleCopy.statuses[status] ?? status;
}

export const status = (): StoredField => ({ key: "status", label: labelFor("status", undefined), value: (row) => statusLabel(String(row.status)) });

/**
 * The same field under a fixed CSV column name (one that spreadsheets and checks rely on), and with
 * the stored value itself in that column when `raw` says how to write it.
 */
export const csvColumn = (field: StoredField, heading: string, raw?: (row: StoredRow) => string): StoredField => ({
  ...field,
  csvHeading: heading,
  value: (row, mode) => (mode === "csv" && raw ? raw(row) : field.value(row, mode)),
});

/** What every visitor record starts and ends with in the console and the CSV. */
const recordHead = (): StoredField[] => [text("reference"), status(), when("createdAt")];
export const recordTail = (): StoredField[] => [when("updatedAt"), text("note")];

export type StoredRecord = {
  /** The fields the visitor's submission gave, in order: the operator mail's "every field" block. */
  own: readonly StoredField[];
  /** Every stored field in the console's and the CSV's order. */
  all: readonly StoredField[];
  /** The one short value an inbox row shows besides name and e-mail (subject, plan, …). */
  topic: string;
  /**
   * What the inbox's search reads besides the Reference ID: fields searched for the
   * words typed (name, e-mail, a message's text), and phone numbers, searched by their digits.
   */
  search: { text: readonly string[]; phones: readonly string[] };
};

/** A record type's field list: its own fields between the common head and tail. */
export function storedRecord(
  own: StoredField[],
  options: { topic: string; search: { text: string[]; phones?: string[] }; head?: StoredField[]; tail?: StoredField[] },
): StoredRecord {
  const all = [...(options.head ?? recordHead()), ...own, ...(options.tail ?? recordTail())];
  const search = { text: options.search.text, phones: options.search.phones ?? [] };
  for (const key of [options.topic, ...search.text, ...search.phones]) {
    if (!all.some((f) => f.key === key)) throw new Error(`${key} is not a field of the record`);
  }
  return { own, all, topic: options.topic, search };
}

export type DisplayField = { key: string; label: string; value: FieldValue };

/** Every stored field of a row with its label, in the list's order, written for `mode`. */
export function describeRecord(record: StoredRecord, row: StoredRow, mode: Mode = "page"): DisplayField[] {
  return record.all.map((f) => ({ key: f.key, label: f.label, value: f.value(row, mode) }));
}

/** A value on one line: a list's items joined with "; " (the record page and the CSV). */
export function fieldText(value: FieldValue): string {
  return typeof value === "string" ? value : value.join("; ");
}

/** The inbox row's short value (subject, membership type, …), as the record page shows it. */
export function topicOf(record: StoredRecord, row: StoredRow): string {
  const field = record.all.find((f) => f.key === record.topic)!;
  return fieldText(field.value(row, "page"));
}

/** The CSV header and rows for records of one type. */
export function csvTable(record: StoredRecord, rows: readonly StoredRow[]): { header: string[]; rows: string[][] } {
  return {
    header: record.all.map((f) => f.csvHeading ?? f.label),
    rows: rows.map((row) => record.all.map((f) => fieldText(f.value(row, "csv")))),
  };
}
