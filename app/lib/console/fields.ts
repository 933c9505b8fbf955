// Owns how a stored record reads wherever the operator meets it: the record page, the CSV download
// and the notification mail. Which fields, with which labels (app/content/record-fields.ts), option
// values turned into their labels, and times in the community's zone, written for each place. Pure.
import { consoleCopy } from "#app/content/console.ts";
import { recordFieldLabels, recordValueWords, type RecordFieldKey } from "#app/content/record-fields.ts";
import { formatDateTime, formatStoredDate, formatWhen, formatWhenForCsv } from "#app/core/calendar.ts";
import {
  availabilitySlots,
  contactSubjects,
  hearAboutUsOptions,
  labelOf,
  membershipTypes,
  preferredAreas,
} from "#app/core/options.ts";
import type { contactInquiries, members, newsletterSubscriptions, RecordType, volunteers } from "#app/lib/db/schema.ts";

export type RecordRow = {
  member: typeof members.$inferSelect;
  volunteer: typeof volunteers.$inferSelect;
  contact: typeof contactInquiries.$inferSelect;
  newsletter: typeof newsletterSubscriptions.$inferSelect;
};
export type AnyRecordRow = RecordRow[RecordType];

export function statusLabel(status: string): string {
  return consoleCopy.statuses[status] ?? status;
}

/** Where the record is read: each writes times (and a few values) its own way. */
export type Mode = "page" | "csv" | "mail";
/** A field's value: text, or the items of a list ("" and [] when empty). */
export type FieldValue = string | readonly string[];
type Field<R> = {
  key: RecordFieldKey;
  value: (row: R, mode: Mode) => FieldValue;
  /** The CSV column's name when it is not the label (a name that checks and imports rely on). */
  csvHeading?: string;
};

const text =
  <R>(key: RecordFieldKey & keyof R): Field<R> => ({
    key,
    value: (row) => {
      const v = row[key];
      return v === null || v === undefined ? "" : String(v);
    },
  });
const list = <R>(key: RecordFieldKey & keyof R, label: (v: string) => string = (v) => v): Field<R> => ({
  key,
  value: (row) => ((row[key] as unknown as string[] | null) ?? []).map(label),
});
/** A moment; `unset` is what the page and mail say while it is empty (the CSV leaves it empty). */
const when = <R>(key: RecordFieldKey & keyof R, unset = ""): Field<R> => ({
  key,
  value: (row, mode) => {
    const v = row[key] as unknown as Date | null;
    if (!v) return mode === "csv" ? "" : unset;
    return mode === "csv" ? formatWhenForCsv(v) : mode === "mail" ? formatDateTime(v) : formatWhen(v);
  },
});
const status = <R extends { status: string }>(): Field<R> => ({ key: "status", value: (row) => statusLabel(row.status) });

function common<R extends AnyRecordRow>(): Field<R>[] {
  return [text<R>("reference"), status<R>(), when<R>("createdAt")];
}
function trailer<R extends AnyRecordRow>(): Field<R>[] {
  return [when<R>("updatedAt"), text<R>("note")];
}

const slotLabel = (v: string) => labelOf(availabilitySlots, v);

/** A membership plan by its label; the mail, read when the application arrives, adds today's price. */
function planOf(value: string, mode: Mode): string {
  const plan = membershipTypes.find((t) => t.value === value);
  if (!plan) return value;
  return mode === "mail" ? recordValueWords.planWithPrice(plan.label, plan.pricePerMonth) : plan.label;
}

/** Every stored field of each record type, in the order the record page and the CSV show them. */
/** The CSV column of a newsletter address's confirmation time, by the name checks and imports rely on (issue 15). */
export const CONFIRMED_AT_COLUMN = "confirmed_at";

export const recordFields: { [T in RecordType]: Field<RecordRow[T]>[] } = {
  member: [
    ...common<RecordRow["member"]>(),
    text("name"),
    text("email"),
    text("phone"),
    text("address"),
    text("age"),
    {
      key: "dateOfBirth",
      value: (row, mode) => (mode === "csv" ? row.dateOfBirth : formatStoredDate(row.dateOfBirth)),
    },
    { key: "membershipType", value: (row, mode) => planOf(row.membershipType, mode) },
    list("interests"),
    text("emergencyContact"),
    text("emergencyPhone"),
    text("medicalConditions"),
    { key: "hearAboutUs", value: (row) => (row.hearAboutUs ? labelOf(hearAboutUsOptions, row.hearAboutUs) : "") },
    ...trailer<RecordRow["member"]>(),
  ],
  volunteer: [
    ...common<RecordRow["volunteer"]>(),
    text("name"),
    text("email"),
    text("phone"),
    text("address"),
    text("occupation"),
    { key: "preferredArea", value: (row) => labelOf(preferredAreas, row.preferredArea) },
    list("skills"),
    list("availability", slotLabel),
    text("experience"),
    text("motivation"),
    {
      key: "backgroundCheck",
      value: (row) => (row.backgroundCheck ? recordValueWords.yes : recordValueWords.no),
    },
    ...trailer<RecordRow["volunteer"]>(),
  ],
  contact: [
    ...common<RecordRow["contact"]>(),
    text("name"),
    text("email"),
    text("phone"),
    { key: "subject", value: (row) => labelOf(contactSubjects, row.subject) },
    text("message"),
    ...trailer<RecordRow["contact"]>(),
  ],
  newsletter: [
    text("reference"),
    status(),
    // Beside the status: only an active, confirmed address receives issues (issue 15). In the CSV
    // the column is named confirmed_at and left empty until the owner confirms.
    { ...when<RecordRow["newsletter"]>("confirmedAt", recordValueWords.notConfirmed), csvHeading: CONFIRMED_AT_COLUMN },
    when("createdAt"),
    text("email"),
    text("source"),
    ...trailer<RecordRow["newsletter"]>(),
  ],
};

export type DisplayField = { key: RecordFieldKey; label: string; value: FieldValue };

/** Every stored field of a record with its label, in the console's order, written for `mode`. */
export function describeRecord<T extends RecordType>(type: T, row: RecordRow[T], mode: Mode = "page"): DisplayField[] {
  const fields = recordFields[type] as Field<RecordRow[T]>[];
  return fields.map((f) => ({ key: f.key, label: recordFieldLabels[f.key], value: f.value(row, mode) }));
}

/** A value on one line: a list's items joined with "; " (the record page and the CSV). */
export function fieldText(value: FieldValue): string {
  return typeof value === "string" ? value : value.join("; ");
}

/** The one short value an inbox row shows besides name and e-mail (subject, membership type, …). */
export function topicOf<T extends RecordType>(type: T, row: RecordRow[T]): string {
  const r = row as AnyRecordRow;
  switch (type) {
    case "member":
      return labelOf(membershipTypes, (r as RecordRow["member"]).membershipType);
    case "volunteer":
      return labelOf(preferredAreas, (r as RecordRow["volunteer"]).preferredArea);
    case "contact":
      return labelOf(contactSubjects, (r as RecordRow["contact"]).subject);
    default:
      return (r as RecordRow["newsletter"]).source;
  }
}

/** The CSV header and rows for a list of records of one type. */
export function csvTable<T extends RecordType>(type: T, rows: RecordRow[T][]): { header: string[]; rows: string[][] } {
  const fields = recordFields[type] as Field<RecordRow[T]>[];
  return {
    header: fields.map((f) => {
      const label = recordFieldLabels[f.key];
      if (f.csvHeading) return f.csvHeading;
      return f.key === "createdAt" || f.key === "updatedAt" ? recordValueWords.csvTimeHeading(label) : label;
    }),
    rows: rows.map((row) => fields.map((f) => fieldText(f.value(row, "csv")))),
  };
}
