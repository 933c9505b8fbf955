// Owns turning console rows into CSV that spreadsheet apps open safely and correctly. Pure.

/**
 * A cell that starts with one of these is read as a formula by spreadsheet apps (CSV injection:
 * a visitor could type `=HYPERLINK(...)` into a form). OWASP's list: = + - @, tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a formula-looking value with ' so the spreadsheet shows it as text. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One field: neutralised, then always quoted with inner quotes doubled (RFC 4180), so commas and line breaks stay inside. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  return `"${neutraliseCell(text).replaceAll('"', '""')}"`;
}

/** Byte order mark: without it, spreadsheet apps read UTF-8 (names in Kannada, Hindi, …) as Latin-1. */
export const UTF8_BOM = "\uFEFF";

/** A whole document: BOM, header row, data rows, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${UTF8_BOM}${lines.join("\r\n")}\r\n`;
}
