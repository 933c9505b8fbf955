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

/**
 * One field: neutralised, then always quoted with inner quotes doubled (RFC 4180), so commas and line
 * breaks stay inside. A number the site wrote (a refund's -800) is a number, not text anyone typed:
 * it stays as it is, so the spreadsheet adds it up.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (typeof value === "number" && Number.isFinite(value)) return `"${String(value)}"`;
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

/**
 * Reads a CSV document as spreadsheet apps save one (RFC 4180): fields separated by `separator`,
 * a field in double quotes may hold the separator, line breaks and doubled quotes; rows end with
 * CRLF, LF or CR; a leading byte order mark is dropped. A quote inside an unquoted field is kept
 * as it is, as spreadsheets read it. The rows as arrays of cells, untrimmed.
 */
export function readCsv(text: string, separator = ","): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = text.startsWith(UTF8_BOM) ? 1 : 0;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = "";
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && cell === "") quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = "";
    } else if (c === "\r" || c === "\n") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else cell += c;
  }
  if (cell !== "" || row.length > 0 || quoted) endRow();
  return rows;
}

/** The separator a CSV file's first line uses: a comma, else a semicolon or a tab (spreadsheets saved in other countries' ways). */
export function csvSeparatorOf(text: string): string {
  const first = text.split(/\r\n|\n|\r/, 1)[0] ?? "";
  if (first.includes(",")) return ",";
  if (first.includes(";")) return ";";
  if (first.includes("\t")) return "\t";
  return ",";
}
