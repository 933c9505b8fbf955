// Owns how a stored record reads in the console and in its CSV: which fields, in which order, with
// option values turned into their labels. Pure; dates are formatted in the community's time zone.
import { fieldLabels } from "#app/content/admin.ts";
import { consoleCopy } from "#app/content/admin.ts";
import {
  availabilitySlots,
  contactSubjects,
  hearAboutUsOptions,
  labelOf,
  membershipTypes,
  preferredAreas,
} from "#app/forms/options.ts";
import type { contactInquiries, members, newsletterSubscriptions, RecordType, volunteers } from "#app/lib/db/schema.ts";

export type RecordRow = {
  member: typeof members.$inferSelect;
  volunteer: typeof volunteers.$inferSelect;
  contact: typeof contactInquiries.$inferSelect;
  newsletter: typeof newsletterSubscriptions.$inferSelect;
};
export type AnyRecordRow = RecordRow[RecordType];

const IST = "Asia/Kolkata"; // the community and its operator are in Bangalore

/** "22 Nov 2026, 3:05 pm" in IST: short enough for a table cell. */
export function formatWhen(value: Date): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: IST,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).format(value);
}

/** "2026-11-22 15:05" in IST: sorts as text and is read as a date by spreadsheet apps. */
export function formatWhenForCsv(value: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: IST,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(value)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A YYYY-MM-DD calendar date as "12 March 1960", with no time-zone shift. */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(date);
}

export function statusLabel(status: string): string {
  return consoleCopy.statuses[status] ?? status;
}

type Mode = "page" | "csv";
type FieldKey = keyof typeof fieldLabels;
type Field<R> = { key: FieldKey; value: (row: R, mode: Mode) => string };

const text =
  <R>(key: FieldKey & keyof R): Field<R> => ({
    key,
    value: (row) => {
      const v = row[key];
      return v === null || v === undefined ? "" : String(v);
    },
  });
const list = <R>(key: FieldKey & keyof R, label: (v: string) => string = (v) => v): Field<R> => ({
  key,
  value: (row) => ((row[key] as unknown as string[] | null) ?? []).map(label).join("; "),
});
const when = <R>(key: FieldKey & keyof R): Field<R> => ({
  key,
  value: (row, mode) => {
    const v = row[key] as unknown as Date;
    return mode === "csv" ? formatWhenForCsv(v) : formatWhen(v);
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
      value: (row, mode) => (mode === "csv" ? row.dateOfBirth : formatCalendarDate(row.dateOfBirth)),
    },
    { key: "membershipType", value: (row) => labelOf(membershipTypes, row.membershipType) },
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
      value: (row) => (row.backgroundCheck ? consoleCopy.record.yes : consoleCopy.record.no),
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
    ...common<RecordRow["newsletter"]>(),
    text("email"),
    text("source"),
    ...trailer<RecordRow["newsletter"]>(),
  ],
};

export type DisplayField = { key: FieldKey; label: string; value: string };

/** Every stored field of a record with its label, in the console's order. */
export function describeRecord<T extends RecordType>(type: T, row: RecordRow[T], mode: Mode = "page"): DisplayField[] {
  const fields = recordFields[type] as Field<RecordRow[T]>[];
  return fields.map((f) => ({ key: f.key, label: fieldLabels[f.key], value: f.value(row, mode) }));
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
    header: fields.map((f) => (f.key === "createdAt" || f.key === "updatedAt" ? `${fieldLabels[f.key]} (IST)` : fieldLabels[f.key])),
    rows: rows.map((row) => fields.map((f) => f.value(row, "csv"))),
  };
}
