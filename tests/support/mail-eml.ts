// Reads RFC 822 messages as the file transport writes them (and as the SMTP sink receives them):
// headers unfolded with RFC 2047 words decoded, and the text and HTML parts decoded. Enough MIME
// for the messages nodemailer builds; not a general parser. Reusable by e2e tests reading DATA_DIR/mail.
import fs from "node:fs";
import path from "node:path";

export type ParsedEml = {
  /** Header names lower-cased; repeated headers keep the first. */
  headers: Record<string, string>;
  /** Raw header lines after unfolding (to check that no header was injected). */
  headerLines: string[];
  subject: string;
  text: string;
  html: string;
  /** Parts sent as files (an event's calendar entry), decoded as text. */
  attachments: { contentType: string; filename: string; content: string }[];
};

export function parseEml(raw: string): ParsedEml {
  const { headerLines, body } = splitHead(raw);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeWords(line.slice(colon + 1).trim());
  }
  const parts: Parts = { text: "", html: "", attachments: [] };
  collectParts(headers, body, parts);
  return { headers, headerLines, subject: headers["subject"] ?? "", text: parts.text, html: parts.html, attachments: parts.attachments };
}

/** Every .eml file in `dir`, parsed, keyed by file name. */
export function readMailDir(dir: string): Map<string, ParsedEml> {
  const out = new Map<string, ParsedEml>();
  if (!fs.existsSync(dir)) return out;
  for (const name of fs.readdirSync(dir).sort()) {
    if (name.endsWith(".eml")) out.set(name, parseEml(fs.readFileSync(path.join(dir, name), "utf8")));
  }
  return out;
}

function splitHead(raw: string): { headerLines: string[]; body: string } {
  const normalised = raw.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? "" : normalised.slice(end + 2);
  const headerLines: string[] = [];
  for (const line of head.split("\n")) {
    if (/^[ \t]/.test(line) && headerLines.length > 0) headerLines[headerLines.length - 1] += ` ${line.trim()}`;
    else if (line.length > 0) headerLines.push(line);
  }
  return { headerLines, body };
}

function headerMap(lines: string[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) map[line.slice(0, colon).trim().toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  return map;
}

type Parts = Pick<ParsedEml, "text" | "html" | "attachments">;

function collectParts(headers: Record<string, string>, body: string, out: Parts) {
  const type = (headers["content-type"] ?? "text/plain").toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  if (type.startsWith("multipart/") && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      const { headerLines, body: partBody } = splitHead(section.replace(/^\n/, ""));
      collectParts(headerMap(headerLines), partBody, out);
    }
    return;
  }
  const decoded = decodeBody(body, headers["content-transfer-encoding"] ?? "7bit");
  const disposition = headers["content-disposition"] ?? "";
  if (/^attachment/i.test(disposition)) {
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1] ?? "";
    out.attachments.push({ contentType: headers["content-type"] ?? "", filename, content: decoded });
  } else if (type.startsWith("text/html")) out.html ||= decoded;
  else if (type.startsWith("text/plain")) out.text ||= decoded;
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    default:
      return body.replace(/\n$/, "");
  }
}

function decodeQuotedPrintable(body: string): string {
  const softBreaksRemoved = body.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const ch = softBreaksRemoved[i]!;
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (ch === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8").replace(/\n$/, "");
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, "$1") // white space between encoded words is not text
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, enc: string, data: string) => {
      if (enc.toUpperCase() === "B") return Buffer.from(data, "base64").toString("utf8");
      return decodeQuotedPrintable(data.replace(/_/g, " "));
    });
}
