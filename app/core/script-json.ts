// JSON written inside a <script> element of a page (structured data, an island's data): "<" is
// escaped so no text in the data can close the element early (e.g. "</script>" typed into a
// form); ">" and "&" for the same reason, and U+2028/U+2029 because older parsers treat them as
// line ends. JSON.parse reads it back unchanged.
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
