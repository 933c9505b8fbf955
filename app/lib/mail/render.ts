// Owns turning a stored record into a message: {subject, text, html} from the words of
// app/content/mail.ts and the record's field list (app/schemas: describeRecord), so the operator
// reads one record labelled one way in the mail and on the record page. Pure, so the
// outbox can render inside the caller's transaction and tests can check every field.
import { callNow, mailCopy, operatorMailCopy, replyWithinADay, visitorMailCopy, type OperatorBlock, type VisitorBlock } from "#app/content/mail.ts";
import { recordValueWords } from "#app/content/record-words.ts";
import { receiptCopy } from "#app/content/form-words/receipt.ts";
import { receiptWhat } from "#app/content/form-words/receipt-what.ts";
import { formatDateTime } from "#app/core/calendar.ts";
import { groupedReference } from "#app/core/reference.ts";
import { contactSubjects, labelOf } from "#app/core/form-options.ts";
import { URGENT_SUBJECT } from "#app/core/contact-subjects.ts";
import { readBack, type ReadBackFields } from "#app/lib/submissions/read-back.ts";
import { storedRecords } from "#app/schemas/records.ts";
import { describeRecord } from "#app/schemas/stored-fields.ts";
import type { RecordRow, RecordType } from "#app/lib/db/schema.ts";

export type SubmissionRecord = { [T in RecordType]: { type: T; row: RecordRow[T] } }[RecordType];

export type RenderedMail = { subject: string; text: string; html: string };

export type MailContext = {
  /** PUBLIC_SITE_URL without a trailing slash: links in mail point here. */
  siteUrl: string;
};

/** Every value that reaches HTML passes through here: visitors can type markup into any field. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * Makes a value safe for a mail header: a CR or LF in a header would let a visitor add headers
 * (Bcc: …) or end the header block. Every control character, including Unicode line and paragraph
 * separators, becomes one space; runs of white space collapse.
 */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ").replace(/\s{2,}/g, " ").trim();
}

// ---------------------------------------------------------------------------------------------
// Building blocks: a message is a list of sections; each renders to both text and HTML, so the two
// versions can never disagree about which facts they carry.

/** `whole`: a value never broken inside a word on a narrow screen (a UPI ID): it may break only after an @. */
type Field = { label: string; value: string | readonly string[]; whole?: boolean };
export type Section =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "fields"; fields: Field[] }
  | { kind: "link"; label: string; href: string }
  /** Text already written as HTML and as plain text (an operator's Markdown, rendered and sanitised). */
  | { kind: "rich"; html: string; text: string };

function renderText(sections: Section[]): string {
  const out: string[] = [];
  for (const section of sections) {
    switch (section.kind) {
      case "paragraph":
        out.push(section.text, "");
        break;
      case "heading":
        out.push(section.text.toUpperCase(), "-".repeat(Math.min(section.text.length, 60)));
        break;
      case "fields":
        for (const field of section.fields) {
          if (typeof field.value === "string") {
            const lines = field.value.replace(/\r\n?/g, "\n").split("\n");
            if (lines.length === 1) out.push(`${field.label}: ${lines[0]}`);
            else out.push(`${field.label}:`, ...lines.map((line) => `  ${line}`));
          } else {
            out.push(`${field.label}:`, ...field.value.map((item) => `  - ${item}`));
          }
        }
        out.push("");
        break;
      case "link":
        // The words, then the address on a line of its own: mail programs make it a link.
        out.push(`${section.label}:`, section.href, "");
        break;
      case "rich":
        out.push(section.text.trimEnd(), "");
        break;
    }
  }
  return `${out.join("\n").trimEnd()}\n`;
}

// Inline styles only: most mail clients drop <style> blocks. Sizes follow the site's large-text rules.
// Nothing is wider than a phone's screen: a long word or address breaks where it must.
const wrap = "overflow-wrap:anywhere;word-wrap:break-word;word-break:break-word";
export const styles = {
  body: `margin:0;padding:16px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:18px;line-height:1.5;${wrap}`,
  heading: `margin:24px 0 8px;font-size:20px;color:#1a1a1a;${wrap}`,
  paragraph: `margin:0 0 16px;max-width:100%;${wrap}`,
  table: "border-collapse:collapse;margin:0 0 16px;width:100%;max-width:640px;table-layout:fixed",
  th: `text-align:left;vertical-align:top;padding:6px 12px 6px 0;font-weight:bold;width:35%;${wrap}`,
  td: `vertical-align:top;padding:6px 0;${wrap}`,
  link: `color:#0b57d0;font-weight:bold;${wrap}`,
};

/** Each word kept on one line ("anandam@" and "okaxis" of a UPI ID, which may break after its @). */
function wholeWords(value: string): string {
  return value
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replaceAll("@", "@\n").split("\n").map((part) => `<span style="white-space:nowrap">${escapeHtml(part)}</span>`).join("<wbr>"))
    .join(" ");
}

function renderHtml(title: string, sections: Section[]): string {
  const parts: string[] = [];
  for (const section of sections) {
    switch (section.kind) {
      case "paragraph":
        parts.push(`<p style="${styles.paragraph}">${escapeHtml(section.text).replace(/\r\n?|\n/g, "<br>")}</p>`);
        break;
      case "heading":
        parts.push(`<h2 style="${styles.heading}">${escapeHtml(section.text)}</h2>`);
        break;
      case "fields": {
        const rows = section.fields.map((field) => {
          const value =
            typeof field.value === "string"
              ? field.whole
                ? wholeWords(field.value)
                : escapeHtml(field.value).replace(/\r\n?|\n/g, "<br>")
              : `<ul style="margin:0;padding-left:20px">${field.value.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
          return `<tr><th scope="row" style="${styles.th}">${escapeHtml(field.label)}</th><td style="${styles.td}">${value}</td></tr>`;
        });
        parts.push(`<table role="presentation" style="${styles.table}">${rows.join("")}</table>`);
        break;
      }
      case "link":
        // The link reads as its words, never as a long raw address.
        parts.push(`<p style="${styles.paragraph}"><a style="${styles.link}" href="${escapeHtml(section.href)}">${escapeHtml(section.label)}</a></p>`);
        break;
      case "rich":
        parts.push(section.html);
        break;
    }
  }
  return [
    "<!doctype html>",
    '<html lang="en">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>`,
    `<body style="${styles.body}">`,
    ...parts,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** Text an operator wrote as paragraphs: a blank line starts the next; a single line break is kept within one. */
export function paragraphsOf(text: string): Section[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => ({ kind: "paragraph", text: paragraph }));
}

export function render(subject: string, sections: Section[]): RenderedMail {
  const safeSubject = headerSafe(subject);
  return { subject: safeSubject, text: renderText(sections), html: renderHtml(safeSubject, sections) };
}

// ---------------------------------------------------------------------------------------------
// The two messages of a submission.

/** An enquiry about an emergency: its mails ask for a call now, not a reply within a day. */
const isUrgent = (record: SubmissionRecord) => record.type === "contact" && record.row.subject === URGENT_SUBJECT;

function operatorSubject(record: SubmissionRecord): string {
  switch (record.type) {
    case "member":
      return operatorMailCopy.member.subject(record.row.name);
    case "volunteer":
      return operatorMailCopy.volunteer.subject(record.row.name);
    case "contact":
      return operatorMailCopy.contact.subject(labelOf(contactSubjects, record.row.subject), isUrgent(record));
    case "newsletter":
      return operatorMailCopy.newsletter.subject();
  }
}

export function operatorNotification(record: SubmissionRecord, ctx: MailContext): RenderedMail {
  const fieldList = storedRecords[record.type];
  const described = new Map(describeRecord(fieldList, record.row, "mail").map((f) => [f.key, f]));
  const section = (block: OperatorBlock): Section[] => {
    switch (block.kind) {
      case "fields": {
        const fields: Field[] = [];
        const keys = block.keys === "own" ? fieldList.own.map((f) => f.key) : block.keys;
        for (const key of keys) {
          const { label, value } = described.get(key)!;
          const empty = value.length === 0;
          if (empty && (block.omitWhenEmpty as readonly string[] | undefined)?.includes(key)) continue;
          const shown = !empty ? value : typeof value === "string" ? recordValueWords.notGiven : [recordValueWords.noneSelected];
          fields.push({ label, value: shown });
        }
        return [{ kind: "fields", fields }];
      }
      case "consoleLink":
        return [{ kind: "link", label: mailCopy.consoleLink, href: `${ctx.siteUrl}/admin` }];
      default:
        return [block];
    }
  };
  const body: readonly OperatorBlock[] = operatorMailCopy[record.type].body.map((block) => (block === replyWithinADay && isUrgent(record) ? callNow : block));
  return render(operatorSubject(record), body.flatMap(section));
}

/** The confirmation to the visitor of an application or an enquiry (a subscription's is app/lib/newsletter/mail.ts). */
export function visitorConfirmation(record: Exclude<SubmissionRecord, { type: "newsletter" }>, ctx: MailContext): RenderedMail {
  const mended = readBack(record.row as ReadBackFields);
  const section = (block: VisitorBlock): Section[] => {
    switch (block.kind) {
      case "reference":
        // The visitor's receipt: the ID exactly and grouped for reading out,
        // what was sent (a subject, a plan, an area: nothing private) and when.
        return [
          {
            kind: "fields",
            fields: [
              { label: mailCopy.referenceLabel, value: record.row.reference },
              { label: receiptCopy.groupedLabel, value: groupedReference(record.row.reference) },
              { label: receiptCopy.whatLabel, value: receiptWhat(record.type, record.row as { subject?: string; membershipType?: string; preferredArea?: string }) },
              { label: receiptCopy.whenLabel, value: formatDateTime(record.row.createdAt) },
              // Read back, so a slip is seen while it can be mended.
              ...(mended.phone ? [{ label: receiptCopy.phoneLabel, value: mended.phone }] : []),
              ...(mended.born ? [{ label: receiptCopy.bornLabel, value: mended.born }] : []),
            ],
          },
          ...(mended.phone || mended.born ? [{ kind: "paragraph", text: mended.phone && mended.born ? receiptCopy.mendHint : receiptCopy.mendOne } as const] : []),
        ];
      case "reachUs":
        return [
          { kind: "heading", text: mailCopy.reachUs.heading },
          { kind: "fields", fields: [...mailCopy.reachUs.rows] },
        ];
      case "closing":
        return [
          ...mailCopy.closing.paragraphs.map((text): Section => ({ kind: "paragraph", text })),
          { kind: "link", label: mailCopy.closing.website, href: ctx.siteUrl },
        ];
      default:
        return [block];
    }
  };
  const body = record.type === "contact" ? visitorMailCopy.contact.body(record.row.name, isUrgent(record)) : visitorMailCopy[record.type].body(record.row.name);
  return render(visitorMailCopy[record.type].subject(record.row.reference), body.flatMap(section));
}
