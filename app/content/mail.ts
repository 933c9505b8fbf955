// Every word of every e-mail: subjects, headings, sentences and the labels of the facts they carry.
// A stored field is named by its key: its label and its value come from the record's field list
// (app/schemas), so the operator's mail and the console label a record the same way. Pure data;
// app/lib/mail/render.ts turns it into the text and HTML of a message.
import type { RecordType } from "#app/core/records.ts";
import { site } from "#app/core/site.ts";
import { openingHours } from "./opening-hours.ts";

/** A part of the operator's mail. */
export type OperatorBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  /** Stored fields by their keys (the drizzle column names, each a field of the record's list: a
   * test checks), in this order, or "own": every field the submission gave, in its record's order
   * (app/schemas). An empty one reads "Not given" (a list: "None selected"), except those in
   * omitWhenEmpty, which are left out. */
  | { kind: "fields"; keys: readonly string[] | "own"; omitWhenEmpty?: readonly string[] }
  /** A link to the operator console. */
  | { kind: "consoleLink" };

/** A part of the visitor's confirmation. */
export type VisitorBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  /** "Your Reference ID: REQ-…". */
  | { kind: "reference" }
  /** The phone number and opening hours (mailCopy.reachUs). */
  | { kind: "reachUs" }
  /** What to do if you did not send this, the regards and the website (mailCopy.closing). */
  | { kind: "closing" };

const nextStep = { kind: "heading", text: "Next step" } as const;
const receipt = { kind: "fields", keys: ["reference", "createdAt"] } as const;
const consoleLink = { kind: "consoleLink" } as const;

/** The operator's next step for an enquiry (spec section 7)... */
export const replyWithinADay = { kind: "paragraph", text: `Please respond within ${site.replyWithinHours.contact} hours.` } as const;
/** ...and for an emergency, in its place: the visitor was asked to call, and may not be able to. */
export const callNow = {
  kind: "paragraph",
  text: "URGENT: the visitor chose Emergency support. They were asked to call us; if they have not, please call them now on the phone number above.",
} as const;

/** The notification to the operator (spec section 7: subjects and contents, plus the Reference ID). */
export const operatorMailCopy = {
  member: {
    subject: (name: string) => `New Membership Application - ${name}`,
    body: [
      { kind: "paragraph", text: "A new membership application has arrived through the website." },
      { kind: "heading", text: "Member details" },
      { kind: "fields", keys: ["name", "email", "phone", "contactBy", "address", "dateOfBirth", "age", "membershipType"] },
      { kind: "heading", text: "Emergency contact and health" },
      { kind: "fields", keys: ["emergencyContact", "emergencyPhone", "medicalConditions"], omitWhenEmpty: ["medicalConditions"] },
      { kind: "heading", text: "Interests" },
      { kind: "fields", keys: ["interests", "hearAboutUs"] },
      nextStep,
      {
        kind: "paragraph",
        text: `Please contact the applicant within ${site.replyWithinHours.application} hours to welcome them and arrange the next steps.`,
      },
      receipt,
      consoleLink,
    ],
  },
  volunteer: {
    subject: (name: string) => `New Volunteer Application - ${name}`,
    body: [
      { kind: "paragraph", text: "A new volunteer application has arrived through the website." },
      { kind: "heading", text: "Volunteer details" },
      {
        kind: "fields",
        keys: ["name", "email", "phone", "contactBy", "address", "occupation", "skills", "availability", "preferredArea", "motivation", "experience", "backgroundCheck"],
      },
      nextStep,
      {
        kind: "paragraph",
        text: `Please contact the volunteer within ${site.replyWithinHours.application} hours to talk about their application.`,
      },
      receipt,
      consoleLink,
    ],
  },
  contact: {
    /** The subject the visitor chose, by its label; an emergency's is marked urgent, first, where a mailbox shows it. */
    subject: (subjectLabel: string, urgent = false) => `${urgent ? "URGENT: " : ""}New Contact Inquiry - ${subjectLabel}`,
    body: [
      { kind: "paragraph", text: "A new enquiry has arrived through the contact form." },
      { kind: "heading", text: "Enquiry" },
      { kind: "fields", keys: "own" },
      nextStep,
      replyWithinADay,
      receipt,
      consoleLink,
    ],
  },
  newsletter: {
    subject: () => "New Newsletter Subscription",
    body: [
      { kind: "paragraph", text: "Someone has asked to subscribe to the newsletter. Issues go to the address only once its owner confirms it from the mail we sent them." },
      { kind: "fields", keys: ["email", "source", "createdAt", "reference"] },
      consoleLink,
    ],
  },
} satisfies Record<RecordType, { subject: (...args: never[]) => string; body: readonly OperatorBlock[] }>;

const whatHappensNext = { kind: "heading", text: "What happens next" } as const;
const yourReference = { kind: "reference" } as const;
const ending = [{ kind: "reachUs" }, { kind: "closing" }] as const;

/**
 * The confirmation to the visitor. Deliberately almost no echo of what was typed (medical
 * conditions, address…): anyone can enter someone else's address, so it carries the Reference ID,
 * what happens next, and only the phone number and a date of birth read back (the receipt block;
 * app/lib/submissions/read-back.ts), whose slips would cost the call that never comes.
 */
export const visitorMailCopy = {
  member: {
    subject: (reference: string) => `We have received your membership application - ${reference}`,
    body: (name: string): VisitorBlock[] => [
      { kind: "paragraph", text: `Dear ${name},` },
      { kind: "paragraph", text: `Thank you for applying to become a member of ${site.brand}. Your application has reached us.` },
      yourReference,
      whatHappensNext,
      {
        kind: "paragraph",
        text: `A member of our team will contact you within ${site.replyWithinHours.application} hours to welcome you and talk about the next steps. Please keep your Reference ID handy when you speak to us.`,
      },
      ...ending,
    ],
  },
  volunteer: {
    subject: (reference: string) => `We have received your volunteer application - ${reference}`,
    body: (name: string): VisitorBlock[] => [
      { kind: "paragraph", text: `Dear ${name},` },
      { kind: "paragraph", text: `Thank you for offering your time to ${site.brand}. Your volunteer application has reached us.` },
      yourReference,
      whatHappensNext,
      {
        kind: "paragraph",
        text: `A member of our team will contact you within ${site.replyWithinHours.application} hours to talk about your application. Please keep your Reference ID handy when you speak to us.`,
      },
      ...ending,
    ],
  },
  contact: {
    subject: (reference: string) => `We have received your message - ${reference}`,
    /** `urgent`: a message about an emergency, which asks the visitor to call instead of promising a reply within a day. */
    body: (name: string, urgent = false): VisitorBlock[] => [
      { kind: "paragraph", text: `Dear ${name},` },
      { kind: "paragraph", text: `Thank you for writing to ${site.brand}. Your message has reached us.` },
      yourReference,
      whatHappensNext,
      urgent
        ? {
            kind: "paragraph",
            text: `Please do not wait for our reply: call us now on ${site.phone.display}. Outside our opening hours, the national Elder Line for older people, ${site.elderLine.display}, is free from any phone. If someone's life is in danger, call 112.`,
          }
        : { kind: "paragraph", text: `We will reply within ${site.replyWithinHours.contact} hours. If your message is urgent, please call us.` },
      ...ending,
    ],
  },
  // The newsletter's visitor mail asks the owner of the address to confirm: content/newsletter.ts.
} satisfies Record<Exclude<RecordType, "newsletter">, { subject: (reference: string) => string; body: (name: string) => VisitorBlock[] }>;

/** The words the messages share. */
export const mailCopy = {
  /** The operator's link to the console. */
  consoleLink: "Open the operator console",
  /** The visitor's Reference ID. */
  referenceLabel: "Your Reference ID",
  reachUs: {
    heading: "How to reach us",
    rows: [
      { label: "Phone", value: site.phone.display },
      ...openingHours.rows.map((row) => ({ label: row.days, value: row.hours })),
    ],
  },
  closing: {
    paragraphs: ["If you did not send this, you can ignore this message; nothing more will happen.", `With warm regards,\n${site.brand}`],
    website: "Our website",
  },
} as const;
