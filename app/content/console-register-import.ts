// The words of bringing a paper register into the members register (/admin/register/import): the
// page, its two ways of giving the file, the preview of every row with the reasons a row is refused,
// the import's answers, and the template's example rows.
import { formatMonth, formatStoredDate } from "#app/core/calendar.ts";

const n = (count: number) => count.toLocaleString("en-IN");
const members = (count: number) => `${n(count)} ${count === 1 ? "member" : "members"}`;
const rows = (count: number) => `${n(count)} ${count === 1 ? "row" : "rows"}`;

/** The columns a file must have, in the template's order, as its header row names them. */
export const IMPORT_COLUMNS = ["name", "email", "phone", "plan", "joinedOn", "paidUntil"] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const registerImportCopy = {
  /** On the register's page, for owners. */
  link: "Bring in members from a paper register (CSV)",
  title: "Bring in a paper register",
  back: "Back to the register",
  intro:
    "Members kept on paper or in a spreadsheet come into the register here, with the date they joined and the month they have paid until. Save the spreadsheet as CSV, choose the file (or paste its text) and press Preview: nothing is stored until you have seen every row and pressed Import.",
  columnsHeading: "The columns",
  columns: [
    "name: the member's name.",
    "email: their e-mail address.",
    "phone: their phone number, 10 digits for a mobile, a landline with its STD code (080 for Bangalore).",
    "plan: basic, premium or family.",
    "joinedOn: the date they joined, day first (01/04/2024) or as 2024-04-01.",
    "paidUntil: the last month they have paid for, as 2026-03 (also 03/2026 or Mar 2026); empty when nothing is paid.",
  ],
  columnsNote: "The header row is needed, its columns in any order; other columns (an address, a note) are left out. At most 2,000 members a file.",
  template: "Download the template (CSV)",
  templateNote: "A header row and two example rows: type your members over them, or copy your own columns into it.",

  form: {
    heading: "The file",
    errorHeading: "The file was not read",
    errorIntro: "Please correct the following:",
    fields: {
      file: { label: "CSV file", hint: "Saved from Excel, LibreOffice or Google Sheets as CSV (in Excel: CSV UTF-8)." },
      text: { label: "Or paste the CSV text", hint: "The header row first: name, email, phone, plan, joinedOn, paidUntil." },
    },
    submit: "Preview",
  },

  /** A file that cannot be read at all: said beside the field it came from. */
  file: {
    none: "Please choose a CSV file or paste its text.",
    notCsv: "This is not a CSV file. Please save the spreadsheet as CSV (comma-separated) and choose that file.",
    workbook: "This is a spreadsheet workbook (Excel or LibreOffice), not CSV. In Excel choose File, Save As, CSV UTF-8 (Comma delimited); in LibreOffice, File, Save As, Text CSV; then choose that file.",
    notUtf8: "The file's letters cannot be read: it was not saved as UTF-8. In Excel choose CSV UTF-8 (Comma delimited) when saving; in LibreOffice tick Unicode (UTF-8).",
    empty: "The file is empty.",
    noRows: "The file has no members below its header row.",
    missing: (columns: readonly string[]) =>
      `The header row has no column ${columns.join(", ")}. The first row must name the columns: name, email, phone, plan, joinedOn, paidUntil.`,
    twice: (column: string) => `The header row names the column ${column} twice. Please keep one.`,
    tooMany: (count: number, max: number) => `The file has ${members(count)}; at most ${n(max)} can be brought in at once. Please split it into smaller files.`,
    tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB. Please split it into smaller files.`,
  },

  preview: {
    heading: "Preview",
    summary: (good: number, refused: number) =>
      `${rows(good + refused)} read: ${good === 0 ? "none" : members(good)} to import${refused ? `, ${rows(refused)} refused (listed with the reason)` : ""}.`,
    ignored: (columns: readonly string[]) => `Columns left out: ${columns.join(", ")}.`,
    refusedNote: "A refused row is not imported. Mend it in the spreadsheet and bring the mended rows in with another file.",
    caption: (count: number) => `Every row of the file (${rows(count)})`,
    columns: { row: "Row", name: "Name", email: "E-mail", phone: "Phone", plan: "Plan", joinedOn: "Joined on", paidUntil: "Paid until", verdict: "Import?" },
    good: "Will be imported",
    refused: "Refused",
    nothingPaid: "Nothing paid yet",
    joined: (iso: string) => formatStoredDate(iso),
    paidUntil: (month: string | null) => (month ? `End of ${formatMonth(month)}` : "Nothing paid yet"),
    noneToImport: "No row can be imported. Mend the file and preview it again.",
    again: "Preview another file",
  },

  import: {
    submit: (count: number) => `Import ${members(count)}`,
    note: "They are numbered in the file's order, all in one go: if any of these rows is no longer right when you press, nothing is imported and the preview is shown again.",
    done: (count: number, first: number, last: number) => `${members(count)} imported: M-${first}${count > 1 ? ` to M-${last}` : ""}. They are in the register.`,
    already: (count: number, first: number, last: number) => `These members were already imported (${members(count)}, M-${first}${count > 1 ? ` to M-${last}` : ""}): nothing was imported twice.`,
    changed: "Nothing was imported: some rows are not what the preview showed (someone may have been added to the register meanwhile). Here is the preview again: check it and press Import once more.",
    notFromPage: "Nothing was imported: the preview was not sent as its page sends it. Please preview the file again.",
    toRegister: "Open the register",
  },

  /** Why a row is refused, beside the row. */
  reasons: {
    name: { required: "Please give the member's name.", name: "the name" },
    email: { required: "Please give an e-mail address.", name: "the e-mail address" },
    phone: { required: "Please give a phone number.", name: "the phone number" },
    plan: { required: "Please give the plan: basic, premium or family.", unknown: (typed: string) => `Unknown plan “${typed}”: the plans are basic, premium or family.` },
    joinedOn: { required: "Please give the date they joined.", future: "The date they joined cannot be in the future.", name: "the date they joined" },
    paidUntil: {
      notMonth: "Please give paid until as year and month, for example 2026-03, or leave it empty when nothing is paid.",
      beforeJoining: (month: string) => `Paid until (${formatMonth(month)}) is before the month they joined: leave it empty when nothing is paid.`,
      tooFar: (max: number) => `Paid until is more than ${max} months ahead. Please check the year.`,
    },
    extraCells: "This row has more cells than the header: a name or address with a comma needs quotes around it.",
    sameInFile: (what: "email" | "phone", row: number) => `The same ${what === "email" ? "e-mail address" : "phone number"} as row ${row}.`,
    inRegister: (what: "email" | "phone", number: number) => `Already in the register as M-${number} (the same ${what === "email" ? "e-mail address" : "phone number"}).`,
  },

  /** The server's answer to a post too large to read (server/refusals.ts). */
  tooLargePage: {
    title: "That file is too large",
    body: (megabytes: number) => `The import takes a CSV file of up to ${megabytes} MB (about 2,000 members). Nothing was read or imported.`,
    howTo: "Split the spreadsheet into smaller files, each with the header row, and bring them in one after the other.",
    back: "Go back to the import",
  },

  /** The template's two rows: made-up members, one with nothing paid. */
  templateRows: [
    ["Shankar Gowda", "shankar.gowda@example.in", "99001 23456", "basic", "01/04/2024", "2026-03"],
    ["Geetha Hegde", "geetha.hegde@example.in", "080 2345 6789", "family", "15/11/2023", ""],
  ] satisfies Array<readonly [string, string, string, string, string, string]>,

  /** The audit entry's line: how many, which numbers. */
  audited: (count: number, first: number, last: number) => `${members(count)}, M-${first}${count > 1 ? ` to M-${last}` : ""}`,
} as const;
