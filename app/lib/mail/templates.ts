// Owns the words and layout of every e-mail: pure functions from a stored record to {subject, text, html}.
// No I/O here, so the outbox can render inside the caller's transaction and tests can check every field.
import type { contactInquiries, members, newsletterSubscriptions, volunteers } from "#app/lib/db/schema.ts";
import { site } from "#app/content/site.ts";
import {
  availabilitySlots,
  contactSubjects,
  hearAboutUsOptions,
  labelOf,
  membershipTypes,
  preferredAreas,
} from "#app/forms/options.ts";

export type SubmissionRecord =
  | { type: "member"; row: typeof members.$inferSelect }
  | { type: "volunteer"; row: typeof volunteers.$inferSelect }
  | { type: "contact"; row: typeof contactInquiries.$inferSelect }
  | { type: "newsletter"; row: typeof newsletterSubscriptions.$inferSelect };

export type RenderedMail = { subject: string; text: string; html: string };

export type TemplateContext = {
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

const IST = "Asia/Kolkata"; // the community and its operator are in Bangalore

const dateTimeParts = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/**
 * "22 November 2026, 3:05 pm IST": the operator reads times in the community's own zone. Put
 * together from parts because the joining words differ between ICU versions ("," or " at ").
 */
export function formatDateTime(value: Date): string {
  const parts = dateTimeParts.formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")} ${part("dayPeriod").toLowerCase()} IST`;
}

/** A calendar date stored as YYYY-MM-DD, shown as "12 March 1960" without any time-zone shift. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(date);
}

// ---------------------------------------------------------------------------------------------
// Building blocks: a message is a list of sections; each renders to both text and HTML, so the two
// versions can never disagree about which facts they carry.

type Field = { label: string; value: string | readonly string[] };
type Section =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "fields"; fields: Field[] }
  | { kind: "link"; label: string; href: string };

const notGiven = "Not given";
const noneSelected = "None selected";

function listValue(values: readonly string[]): readonly string[] {
  return values.length > 0 ? values : [noneSelected];
}

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
        out.push(`${section.label}: ${section.href}`, "");
        break;
    }
  }
  return `${out.join("\n").trimEnd()}\n`;
}

// Inline styles only: most mail clients drop <style> blocks. Sizes follow the site's large-text rules.
const styles = {
  body: "margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:18px;line-height:1.5",
  heading: "margin:24px 0 8px;font-size:20px;color:#1a1a1a",
  paragraph: "margin:0 0 16px",
  table: "border-collapse:collapse;margin:0 0 16px;width:100%;max-width:640px",
  th: "text-align:left;vertical-align:top;padding:6px 12px 6px 0;font-weight:bold;white-space:nowrap",
  td: "vertical-align:top;padding:6px 0",
  link: "color:#0b57d0",
};

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
              ? escapeHtml(field.value).replace(/\r\n?|\n/g, "<br>")
              : `<ul style="margin:0;padding-left:20px">${field.value.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
          return `<tr><th scope="row" style="${styles.th}">${escapeHtml(field.label)}</th><td style="${styles.td}">${value}</td></tr>`;
        });
        parts.push(`<table role="presentation" style="${styles.table}">${rows.join("")}</table>`);
        break;
      }
      case "link":
        parts.push(
          `<p style="${styles.paragraph}">${escapeHtml(section.label)}: <a style="${styles.link}" href="${escapeHtml(section.href)}">${escapeHtml(section.href)}</a></p>`,
        );
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

function render(subject: string, sections: Section[]): RenderedMail {
  const safeSubject = headerSafe(subject);
  return { subject: safeSubject, text: renderText(sections), html: renderHtml(safeSubject, sections) };
}

// ---------------------------------------------------------------------------------------------
// Operator notifications (spec section 7: subjects and contents, plus the Reference ID).

function referenceFields(reference: string, receivedAt: Date): Field[] {
  return [
    { label: "Reference ID", value: reference },
    { label: "Received", value: formatDateTime(receivedAt) },
  ];
}

function consoleLink(ctx: TemplateContext): Section {
  return { kind: "link", label: "Open the operator console", href: `${ctx.siteUrl}/admin` };
}

export function operatorNotification(record: SubmissionRecord, ctx: TemplateContext): RenderedMail {
  switch (record.type) {
    case "member": {
      const r = record.row;
      const plan = membershipTypes.find((t) => t.value === r.membershipType);
      const sections: Section[] = [
        { kind: "paragraph", text: `A new membership application has arrived through the website.` },
        { kind: "heading", text: "Member details" },
        {
          kind: "fields",
          fields: [
            { label: "Name", value: r.name },
            { label: "Email", value: r.email },
            { label: "Phone", value: r.phone },
            { label: "Address", value: r.address },
            { label: "Date of birth", value: formatDate(r.dateOfBirth) },
            { label: "Age", value: String(r.age) },
            {
              label: "Membership type",
              value: plan ? `${plan.label} (₹${plan.pricePerMonth.toLocaleString("en-IN")}/month)` : r.membershipType,
            },
          ],
        },
        { kind: "heading", text: "Emergency contact and health" },
        {
          kind: "fields",
          fields: [
            { label: "Emergency contact", value: r.emergencyContact },
            { label: "Emergency phone", value: r.emergencyPhone },
            ...(r.medicalConditions ? [{ label: "Medical conditions", value: r.medicalConditions }] : []),
          ],
        },
        { kind: "heading", text: "Interests" },
        {
          kind: "fields",
          fields: [
            { label: "Interests", value: listValue(r.interests) },
            { label: "How they heard about us", value: r.hearAboutUs ? labelOf(hearAboutUsOptions, r.hearAboutUs) : notGiven },
          ],
        },
        { kind: "heading", text: "Next step" },
        {
          kind: "paragraph",
          text: `Please contact the applicant within ${site.replyWithinHours.application} hours to welcome them and arrange the next steps.`,
        },
        { kind: "fields", fields: referenceFields(r.reference, r.createdAt) },
        consoleLink(ctx),
      ];
      return render(`New Membership Application - ${r.name}`, sections);
    }
    case "volunteer": {
      const r = record.row;
      const sections: Section[] = [
        { kind: "paragraph", text: `A new volunteer application has arrived through the website.` },
        { kind: "heading", text: "Volunteer details" },
        {
          kind: "fields",
          fields: [
            { label: "Name", value: r.name },
            { label: "Email", value: r.email },
            { label: "Phone", value: r.phone },
            { label: "Address", value: r.address },
            { label: "Occupation", value: r.occupation || notGiven },
            { label: "Skills", value: listValue(r.skills) },
            { label: "Availability", value: listValue(r.availability.map((slot) => labelOf(availabilitySlots, slot))) },
            { label: "Preferred area", value: labelOf(preferredAreas, r.preferredArea) },
            { label: "Motivation", value: r.motivation },
            { label: "Experience", value: r.experience },
            {
              label: "Background check",
              value: r.backgroundCheck ? "Agreed to a background check" : "Has not agreed to a background check",
            },
          ],
        },
        { kind: "heading", text: "Next step" },
        {
          kind: "paragraph",
          text: `Please contact the volunteer within ${site.replyWithinHours.application} hours to talk about their application.`,
        },
        { kind: "fields", fields: referenceFields(r.reference, r.createdAt) },
        consoleLink(ctx),
      ];
      return render(`New Volunteer Application - ${r.name}`, sections);
    }
    case "contact": {
      const r = record.row;
      const subjectLabel = labelOf(contactSubjects, r.subject);
      const sections: Section[] = [
        { kind: "paragraph", text: `A new enquiry has arrived through the contact form.` },
        { kind: "heading", text: "Enquiry" },
        {
          kind: "fields",
          fields: [
            { label: "Name", value: r.name },
            { label: "Email", value: r.email },
            { label: "Phone", value: r.phone },
            { label: "Subject", value: subjectLabel },
            { label: "Message", value: r.message },
          ],
        },
        { kind: "heading", text: "Next step" },
        { kind: "paragraph", text: `Please respond within ${site.replyWithinHours.contact} hours.` },
        { kind: "fields", fields: referenceFields(r.reference, r.createdAt) },
        consoleLink(ctx),
      ];
      return render(`New Contact Inquiry - ${subjectLabel}`, sections);
    }
    case "newsletter": {
      const r = record.row;
      const sections: Section[] = [
        { kind: "paragraph", text: `Someone has subscribed to the newsletter.` },
        {
          kind: "fields",
          fields: [
            { label: "Email", value: r.email },
            { label: "Source", value: r.source },
            { label: "Subscribed", value: formatDateTime(r.createdAt) },
            { label: "Reference ID", value: r.reference },
          ],
        },
        consoleLink(ctx),
      ];
      return render("New Newsletter Subscription", sections);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Visitor confirmations. Deliberately no echo of what was typed (medical conditions, address…):
// anyone can enter someone else's address, so the confirmation carries only the Reference ID and
// what happens next.

function contactUsSections(): Section[] {
  return [
    { kind: "heading", text: "How to reach us" },
    {
      kind: "fields",
      fields: [
        { label: "Phone", value: site.phone.display },
        { label: `${site.hours.weekdays.days}`, value: site.hours.weekdays.display },
        { label: "Saturday", value: site.hours.saturday },
        { label: "Sunday", value: site.hours.sunday },
      ],
    },
  ];
}

function closing(ctx: TemplateContext): Section[] {
  return [
    { kind: "paragraph", text: "If you did not send this, you can ignore this message; nothing more will happen." },
    { kind: "paragraph", text: `With warm regards,\n${site.brand}` },
    { kind: "link", label: "Our website", href: ctx.siteUrl },
  ];
}

export function visitorConfirmation(record: SubmissionRecord, ctx: TemplateContext): RenderedMail {
  const reference = record.row.reference;
  const referenceSection: Section = { kind: "fields", fields: [{ label: "Your Reference ID", value: reference }] };
  switch (record.type) {
    case "member":
      return render(`We have received your membership application - ${reference}`, [
        { kind: "paragraph", text: `Dear ${record.row.name},` },
        { kind: "paragraph", text: `Thank you for applying to become a member of ${site.brand}. Your application has reached us.` },
        referenceSection,
        { kind: "heading", text: "What happens next" },
        {
          kind: "paragraph",
          text: `A member of our team will contact you within ${site.replyWithinHours.application} hours to welcome you and talk about the next steps. Please keep your Reference ID handy when you speak to us.`,
        },
        ...contactUsSections(),
        ...closing(ctx),
      ]);
    case "volunteer":
      return render(`We have received your volunteer application - ${reference}`, [
        { kind: "paragraph", text: `Dear ${record.row.name},` },
        { kind: "paragraph", text: `Thank you for offering your time to ${site.brand}. Your volunteer application has reached us.` },
        referenceSection,
        { kind: "heading", text: "What happens next" },
        {
          kind: "paragraph",
          text: `A member of our team will contact you within ${site.replyWithinHours.application} hours to talk about your application. Please keep your Reference ID handy when you speak to us.`,
        },
        ...contactUsSections(),
        ...closing(ctx),
      ]);
    case "contact":
      return render(`We have received your message - ${reference}`, [
        { kind: "paragraph", text: `Dear ${record.row.name},` },
        { kind: "paragraph", text: `Thank you for writing to ${site.brand}. Your message has reached us.` },
        referenceSection,
        { kind: "heading", text: "What happens next" },
        {
          kind: "paragraph",
          text: `We will reply within ${site.replyWithinHours.contact} hours. If your message is urgent, please call us.`,
        },
        ...contactUsSections(),
        ...closing(ctx),
      ]);
    case "newsletter":
      return render(`You are subscribed to the ${site.shortBrand} newsletter - ${reference}`, [
        { kind: "paragraph", text: "Hello," },
        {
          kind: "paragraph",
          text: `Thank you for subscribing to news from ${site.brand}. We will write to this address with updates on our activities, events and articles.`,
        },
        referenceSection,
        { kind: "paragraph", text: "To stop receiving the newsletter, reply to this message or call us and quote your Reference ID." },
        ...contactUsSections(),
        ...closing(ctx),
      ]);
  }
}
