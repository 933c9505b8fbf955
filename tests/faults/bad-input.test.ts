// Bad input: every public form posted to the production server with missing, empty,
// over-long, wrong-typed, unknown-option, duplicated, unicode, markup, SQL-like and header-injection
// values, oversize bodies and other content types; the console's forms and the member's own page
// are at the end of the file, with what they must answer. The table states what each case must get:
// - refused: a 4xx status with a clear message (the field's own message where there is a field),
//   nothing stored, no mail;
// - accepted: 200 with a Reference ID, stored as the table says (verbatim text, line breaks and
//   tabs turned into spaces in one-line fields), its mail escaped.
// Text that is not what a person types (a NUL or another control character but line breaks and
// tabs, bytes that were not UTF-8) is refused with the field's message, never stored changed.
// Decisions recorded here: multipart/form-data is accepted (a browser may send a form that way);
// a field sent twice counts once, with its first value (as a browser's form can never do
// otherwise, the rest are ignored); text that looks like markup or SQL is text, stored as typed.
import fs from "node:fs";
import path from "node:path";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validationCopy as v } from "#app/content/form-words/validation.ts";
import { contactCopy } from "#app/content/form-words/contact.ts";
import { memberCopy } from "#app/content/form-words/member.ts";
import { newsletterCopy } from "#app/content/form-words/newsletter.ts";
import { volunteerCopy } from "#app/content/form-words/volunteer.ts";
import { operatorMailCopy } from "#app/content/mail.ts";
import { emlFileName } from "#app/lib/mail/transports.server.ts";
import { parseEml } from "#tests/support/mail-eml.ts";
import { validForms, validPost, type FormChanges } from "#tests/support/valid-forms.ts";
import { consoleCopy } from "#app/content/console.ts";
import { consoleGalleryCopy } from "#app/content/console-gallery.ts";
import { consoleStoriesCopy } from "#app/content/console-stories.ts";
import { consoleOperatorsCopy } from "#app/content/console-operators.ts";
import { consoleRegisterCopy } from "#app/content/console-register.ts";
import { membershipPageCopy } from "#app/content/membership-page.ts";
import { FORM_TOKEN_FIELD } from "#app/core/form-token-fields.ts";
import { consoleForms, FAULT_EDITOR, SEEDED, seedConsoleForms, type ConsoleForm, type Poster } from "./lib/console-forms.ts";
import {
  consoleLogIn,
  emlFiles,
  freshTarget,
  kill,
  logTail,
  referenceIn,
  rowCounts,
  seedConsole,
  serve,
  STACK_TRACE,
  tableOf,
  targetNames,
  waitFor,
  type FormKind,
  type Inspector,
  type ServerProcess,
  type Target,
} from "./lib/harness.ts";

type Values = FormChanges;

const routeOf: Record<FormKind, string> = { contact: "/contact", newsletter: "/blog", member: "/join-us", volunteer: "/join-us" };
const copyOf = { contact: contactCopy, newsletter: newsletterCopy, member: memberCopy, volunteer: volunteerCopy };

let unique = 0;
/** The form's valid post (tests/support/valid-forms.ts) with `changes` applied (undefined removes a field). The e-mail is made unique per case. */
function body(form: FormKind, changes: Values = {}): URLSearchParams {
  const n = ++unique;
  return validPost(form, { email: `case${n}.${form}@example.org`, ...changes });
}

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

type Refused = { status: 400 | 411 | 413; message: string };
type Accepted = {
  status: 200;
  /** Column values the stored row must have. */
  stored?: Record<string, unknown>;
  /** A honeypot hit: answered like a success, stored as spam, no mail. */
  spam?: true;
  /** Checks on the operator's notification (the .eml file). */
  mail?: (eml: { headerLines: string[]; subject: string; html: string; text: string }) => void;
};
type Case = {
  name: string;
  form: FormKind;
  send: { body: URLSearchParams | string | FormData | Buffer; contentType?: string | null; chunked?: boolean };
  expect: Refused | Accepted;
};

/** How a field's messages name it. */
const nameOf = (form: FormKind, field: string) => (copyOf[form].fields as Record<string, { name?: string }>)[field]?.name;
const required = (form: FormKind, field: string) => (copyOf[form].fields as Record<string, { required?: string }>)[field]!.required!;
const requiredFields: Record<FormKind, string[]> = {
  contact: ["name", "email", "phone", "subject", "message"],
  newsletter: ["email"],
  member: ["firstName", "lastName", "dateOfBirth", "email", "phone", "address", "city", "emergencyContact", "emergencyPhone", "membershipType"],
  volunteer: ["firstName", "lastName", "email", "phone", "address", "city", "motivation", "preferredArea", "backgroundCheck"],
};
const maxLength: Array<[FormKind, string, number]> = [
  ["contact", "name", 100],
  ["contact", "message", 2000],
  ["member", "firstName", 100],
  ["member", "lastName", 100],
  ["member", "address", 300],
  ["member", "city", 100],
  ["member", "emergencyContact", 100],
  ["member", "medicalConditions", 1000],
  ["volunteer", "occupation", 100],
  ["volunteer", "experience", 2000],
  ["volunteer", "motivation", 2000],
];
const forms: FormKind[] = ["contact", "newsletter", "member", "volunteer"];
const refused = (status: Refused["status"], message: string): Refused => ({ status, message });
const form = (f: FormKind, changes: Values) => ({ body: body(f, changes) });

function appended(params: URLSearchParams, name: string, value: string): URLSearchParams {
  params.append(name, value);
  return params;
}

function multipart(f: FormKind, changes: Values = {}): FormData {
  const data = new FormData();
  for (const [name, value] of body(f, changes)) data.append(name, value);
  return data;
}

const cases: Case[] = [
  // Missing, empty and blank required fields: the field's own message.
  ...forms.flatMap((f) =>
    requiredFields[f].flatMap((field): Case[] => [
      { name: `${f}: ${field} missing`, form: f, send: form(f, { [field]: undefined }), expect: refused(400, required(f, field)) },
      { name: `${f}: ${field} empty`, form: f, send: form(f, { [field]: "" }), expect: refused(400, required(f, field)) },
    ]),
  ),
  { name: "contact: name only spaces and tabs", form: "contact", send: form("contact", { name: " \t  " }), expect: refused(400, required("contact", "name")) },
  { name: "contact: name only control characters", form: "contact", send: form("contact", { name: "\u0001\u0002\u0007" }), expect: refused(400, v.unreadable(nameOf("contact", "name"))) },
  { name: "contact: an empty post", form: "contact", send: { body: "" }, expect: refused(400, required("contact", "name")) },

  // Over-long: one character over each field's maximum, and far beyond any field (still under 64 KB).
  ...maxLength.map(([f, field, max]): Case => ({ name: `${f}: ${field} of ${max + 1} characters`, form: f, send: form(f, { [field]: "a".repeat(max + 1) }), expect: refused(400, v.tooLong(max, nameOf(f, field))) })),
  ...maxLength.map(([f, field, max]): Case => ({ name: `${f}: ${field} of exactly ${max} characters`, form: f, send: form(f, { [field]: "b".repeat(max) }), expect: { status: 200, stored: {} } })),
  { name: "contact: message of 60,000 characters", form: "contact", send: form("contact", { message: "x".repeat(60_000) }), expect: refused(400, v.tooLong(2000, nameOf("contact", "message"))) },
  { name: "contact: e-mail of 255 characters", form: "contact", send: form("contact", { email: `${"a".repeat(243)}@example.org` }), expect: refused(400, v.tooLong(254, nameOf("contact", "email"))) },
  { name: "member: phone of 21 characters", form: "member", send: form("member", { phone: "9".repeat(21) }), expect: refused(400, v.tooLong(20, nameOf("member", "phone"))) },

  // Wrong types and shapes.
  ...forms.map((f): Case => ({ name: `${f}: e-mail without a domain`, form: f, send: form(f, { email: "asha@" }), expect: refused(400, v.email(nameOf(f, "email"))) })),
  { name: "contact: e-mail with a space", form: "contact", send: form("contact", { email: "asha rao@example.org" }), expect: refused(400, v.email(nameOf("contact", "email"))) },
  { name: "contact: phone in words", form: "contact", send: form("contact", { phone: "call me after six" }), expect: refused(400, v.phoneCharacters(nameOf("contact", "phone"))) },
  { name: "contact: phone of 5 digits", form: "contact", send: form("contact", { phone: "12345" }), expect: refused(400, v.phoneNumber(nameOf("contact", "phone"))) },
  { name: "volunteer: phone of 16 digits", form: "volunteer", send: form("volunteer", { phone: "1234567890123456" }), expect: refused(400, v.phoneNumber(nameOf("volunteer", "phone"))) },
  { name: "member: date of birth in words", form: "member", send: form("member", { dateOfBirth: "yesterday" }), expect: refused(400, v.dateInvalid(nameOf("member", "dateOfBirth"))) },
  { name: "member: 30 February", form: "member", send: form("member", { dateOfBirth: "1950-02-30" }), expect: refused(400, v.dateInvalid(nameOf("member", "dateOfBirth"))) },
  { name: "member: date of birth in the future", form: "member", send: form("member", { dateOfBirth: "2999-01-01" }), expect: refused(400, v.dateInFuture) },
  { name: "member: born 130 years ago", form: "member", send: form("member", { dateOfBirth: "1890-01-01" }), expect: refused(400, v.dateTooLongAgo) },
  { name: "member: a ten-year-old", form: "member", send: form("member", { dateOfBirth: `${new Date().getFullYear() - 10}-01-01` }), expect: refused(400, v.tooYoung(18)) },
  { name: "volunteer: background check 'yes' instead of a ticked box", form: "volunteer", send: form("volunteer", { backgroundCheck: "yes" }), expect: refused(400, required("volunteer", "backgroundCheck")) },

  // Options that are not on the list.
  { name: "contact: unknown subject", form: "contact", send: form("contact", { subject: "refund" }), expect: refused(400, v.unknownChoice(nameOf("contact", "subject"))) },
  { name: "member: unknown membership type", form: "member", send: form("member", { membershipType: "gold" }), expect: refused(400, v.unknownChoice(nameOf("member", "membershipType"))) },
  { name: "member: unknown interest", form: "member", send: form("member", { interests: ["Gardening", "Skydiving"] }), expect: refused(400, v.unknownChoice(nameOf("member", "interests"))) },
  { name: "member: unknown way of hearing about us", form: "member", send: form("member", { hearAboutUs: "billboard" }), expect: refused(400, v.unknownChoice(nameOf("member", "hearAboutUs"))) },
  { name: "volunteer: unknown skill", form: "volunteer", send: form("volunteer", { skills: ["Hacking"] }), expect: refused(400, v.unknownChoice(nameOf("volunteer", "skills"))) },
  { name: "volunteer: unknown availability", form: "volunteer", send: form("volunteer", { availability: ["sunday-midnight"] }), expect: refused(400, v.unknownChoice(nameOf("volunteer", "availability"))) },
  { name: "volunteer: unknown preferred area", form: "volunteer", send: form("volunteer", { preferredArea: "space" }), expect: refused(400, v.unknownChoice(nameOf("volunteer", "preferredArea"))) },
  { name: "newsletter: unknown source", form: "newsletter", send: form("newsletter", { source: "facebook" }), expect: refused(400, v.unknownChoice(nameOf("newsletter", "source"))) },
  { name: "join-us: no intent", form: "member", send: form("member", { intent: undefined }), expect: refused(400, memberCopy.failure.body) },
  { name: "join-us: unknown intent", form: "member", send: form("member", { intent: "admin" }), expect: refused(400, memberCopy.failure.body) },

  // Duplicated fields: the first value counts; a ticked box sent many times counts once.
  {
    name: "contact: name sent twice (the first counts)",
    form: "contact",
    send: { body: appended(body("contact", { name: "First Name" }), "name", "Second Name") },
    expect: { status: 200, stored: { name: "First Name" } },
  },
  {
    name: "member: one interest ticked 500 times",
    form: "member",
    send: form("member", { interests: Array.from({ length: 500 }, () => "Gardening") }),
    expect: { status: 200, stored: { interests: ["Gardening"] } },
  },

  // Unicode: names in Indian scripts are names; control characters are not text.
  { name: "contact: name in Devanagari", form: "contact", send: form("contact", { name: "अनीता शर्मा" }), expect: { status: 200, stored: { name: "अनीता शर्मा" } } },
  { name: "member: names in Kannada", form: "member", send: form("member", { firstName: "ಲಕ್ಷ್ಮಿ", lastName: "ನಾರಾಯಣ" }), expect: { status: 200, stored: { name: "ಲಕ್ಷ್ಮಿ ನಾರಾಯಣ" } } },
  { name: "volunteer: names in Tamil and an accent", form: "volunteer", send: form("volunteer", { firstName: "செல்வி", lastName: "D'Souza-Müller" }), expect: { status: 200, stored: { name: "செல்வி D'Souza-Müller" } } },
  {
    name: "contact: message with emoji and line breaks",
    form: "contact",
    send: form("contact", { message: "Namaste 🙏\r\nSee you on Monday.\r\n\r\n— Asha" }),
    expect: { status: 200, stored: { message: "Namaste 🙏\nSee you on Monday.\n\n— Asha" } },
  },
  {
    // The longest post a person can make: 9 bytes a character once URL-encoded, still under 64 KB.
    name: "volunteer: every text box full in Devanagari (about 43 KB encoded)",
    form: "volunteer",
    send: form("volunteer", {
      firstName: "अ".repeat(100),
      lastName: "आ".repeat(100),
      address: "इ".repeat(300),
      city: "ई".repeat(100),
      occupation: "उ".repeat(100),
      experience: "ऊ".repeat(2000),
      motivation: "ए".repeat(2000),
    }),
    expect: { status: 200, stored: { occupation: "उ".repeat(100), motivation: "ए".repeat(2000) } },
  },
  // A NUL inside a name used to be stored as a space, an escape sequence stripped.
  { name: "contact: NUL and bell inside a name are refused", form: "contact", send: form("contact", { name: "Asha\u0000Rao\u0007" }), expect: refused(400, v.unreadable(nameOf("contact", "name"))) },
  { name: "contact: control characters in a message are refused", form: "contact", send: form("contact", { message: "Hello\u0000 there\u001b[31m" }), expect: refused(400, v.unreadable(nameOf("contact", "message"))) },
  { name: "contact: NUL inside an e-mail address", form: "contact", send: form("contact", { email: "asha\u0000@example.org" }), expect: refused(400, v.unreadable(nameOf("contact", "email"))) },
  { name: "member: NUL inside a first name", form: "member", send: form("member", { firstName: "Laks\u0000hmi" }), expect: refused(400, v.unreadable(nameOf("member", "firstName"))) },
  { name: "member: DEL and a C1 control in the address", form: "member", send: form("member", { address: "12\u007f Temple\u0085\u0090 Road" }), expect: refused(400, v.unreadable(nameOf("member", "address"))) },
  { name: "volunteer: escape sequence in the motivation", form: "volunteer", send: form("volunteer", { motivation: "I care\u001b[2J" }), expect: refused(400, v.unreadable(nameOf("volunteer", "motivation"))) },
  { name: "newsletter: NUL in the e-mail", form: "newsletter", send: form("newsletter", { email: "reader\u0000@example.org" }), expect: refused(400, v.unreadable(nameOf("newsletter", "email"))) },
  {
    name: "member: Kannada with a zero-width joiner and non-joiner, emoji with skin tone and family, stored exactly",
    form: "member",
    send: form("member", { firstName: "ಲಕ್ಷ್\u200dಮಿ", lastName: "ನಾರಾ\u200cಯಣ", medicalConditions: "Knees 🙏🏽 👨‍👩‍👧\tline two\nline three" }),
    expect: { status: 200, stored: { name: "ಲಕ್ಷ್\u200dಮಿ ನಾರಾ\u200cಯಣ", medical_conditions: "Knees 🙏🏽 👨‍👩‍👧\tline two\nline three" } },
  },

  // Markup: text, stored as typed; escaped wherever it is shown.
  {
    name: "contact: markup in name and message",
    form: "contact",
    send: form("contact", { name: "<b>Asha</b>", message: `<script>alert("x")</script><img src=x onerror=alert(1)>` }),
    expect: {
      status: 200,
      stored: { name: "<b>Asha</b>", message: `<script>alert("x")</script><img src=x onerror=alert(1)>` },
      mail: (eml) => {
        expect(eml.html).not.toContain("<script>alert");
        expect(eml.html).not.toContain("<img src=x");
        expect(eml.html).toContain("&lt;script&gt;");
      },
    },
  },
  { name: "member: markup in a refused form is escaped when echoed back", form: "member", send: form("member", { firstName: "<script>alert(1)</script>", phone: "" }), expect: refused(400, required("member", "phone")) },

  // SQL-like text: text.
  { name: "contact: SQL in the name", form: "contact", send: form("contact", { name: "Robert'); DROP TABLE members;--" }), expect: { status: 200, stored: { name: "Robert'); DROP TABLE members;--" } } },
  { name: "volunteer: SQL in the motivation", form: "volunteer", send: form("volunteer", { motivation: "1' OR '1'='1'; DELETE FROM volunteers; --" }), expect: { status: 200, stored: { motivation: "1' OR '1'='1'; DELETE FROM volunteers; --" } } },
  { name: "newsletter: SQL in the e-mail", form: "newsletter", send: form("newsletter", { email: "x'@example.org; DROP TABLE newsletter_subscriptions" }), expect: refused(400, v.email(nameOf("newsletter", "email"))) },

  // Header injection: CR/LF in one-line fields becomes a space; in an address it is refused.
  {
    name: "member: CR/LF and a Bcc header in the first name (it reaches the subject)",
    form: "member",
    send: form("member", { firstName: "Lakshmi\r\nBcc: victim@example.org\r\n" }),
    expect: {
      status: 200,
      stored: { name: "Lakshmi Bcc: victim@example.org Narayan" },
      mail: (eml) => {
        expect(eml.headerLines.filter((line) => /^bcc:/i.test(line))).toEqual([]);
        expect(eml.subject).toBe(operatorMailCopy.member.subject("Lakshmi Bcc: victim@example.org Narayan"));
      },
    },
  },
  ...forms.map((f): Case => ({ name: `${f}: CR/LF and a Bcc header in the e-mail`, form: f, send: form(f, { email: "asha@example.org\r\nBcc: victim@example.org" }), expect: refused(400, v.email(nameOf(f, "email"))) })),
  { name: "contact: CR/LF in the subject", form: "contact", send: form("contact", { subject: "general\r\nBcc: victim@example.org" }), expect: refused(400, v.unknownChoice(nameOf("contact", "subject"))) },

  // Spam trap: answered like a success, stored as spam, no mail.
  { name: "contact: honeypot filled", form: "contact", send: form("contact", { website: "http://spam.example" }), expect: { status: 200, spam: true, stored: { status: "spam" } } },

  // Bodies and content types.
  { name: "contact: body over 64 KB", form: "contact", send: form("contact", { message: "y".repeat(70 * 1024) }), expect: refused(413, "That submission is too large") },
  { name: "contact: body without a length (chunked)", form: "contact", send: { ...form("contact", {}), chunked: true }, expect: refused(411, "no length") },
  { name: "contact: JSON", form: "contact", send: { body: JSON.stringify(validForms.contact), contentType: "application/json" }, expect: refused(400, required("contact", "name")) },
  { name: "contact: text/plain", form: "contact", send: { body: "name=Asha\nemail=asha@example.org", contentType: "text/plain" }, expect: refused(400, required("contact", "name")) },
  { name: "contact: XML", form: "contact", send: { body: "<contact><name>Asha</name></contact>", contentType: "application/xml" }, expect: refused(400, required("contact", "name")) },
  { name: "contact: no content type", form: "contact", send: { body: body("contact").toString(), contentType: null }, expect: refused(400, required("contact", "name")) },
  { name: "contact: multipart without a boundary", form: "contact", send: { body: body("contact").toString(), contentType: "multipart/form-data" }, expect: refused(400, required("contact", "name")) },
  { name: "contact: broken percent-encoding", form: "contact", send: { body: `${body("contact", { name: undefined })}&name=%ZZ%` }, expect: { status: 200, stored: { name: "%ZZ%" } } },
  { name: "contact: multipart/form-data", form: "contact", send: { body: multipart("contact", { name: "Multipart Asha" }) }, expect: { status: 200, stored: { name: "Multipart Asha" } } },
  { name: "volunteer: multipart/form-data", form: "volunteer", send: { body: multipart("volunteer", { skills: ["Cooking"] }) }, expect: { status: 200, stored: { skills: ["Cooking"] } } },
  // A name sent as invalid UTF-8 used to be stored with U+FFFD in place of its bytes.
  {
    name: "contact: a name in invalid UTF-8 bytes is refused",
    form: "contact",
    send: { body: Buffer.concat([Buffer.from(`${body("contact", { name: undefined })}&name=Asha`), Buffer.from([0xff, 0xfe, 0x28])]) },
    expect: refused(400, v.unreadable(nameOf("contact", "name"))),
  },
  {
    name: "contact: a name in percent-encoded invalid UTF-8 is refused",
    form: "contact",
    send: { body: `${body("contact", { name: undefined })}&name=%C3%28%A0%A1` },
    expect: refused(400, v.unreadable(nameOf("contact", "name"))),
  },
  {
    name: "volunteer: invalid UTF-8 bytes in a multipart field are refused",
    form: "volunteer",
    send: {
      body: Buffer.concat([
        Buffer.from(`--b0undary\r\nContent-Disposition: form-data; name="intent"\r\n\r\nvolunteer\r\n`),
        ...Object.entries(validForms.volunteer)
          .filter(([name]) => name !== "lastName")
          .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((item) => Buffer.from(`--b0undary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${name === "email" ? "multipart-bytes@example.org" : item}\r\n`))),
        Buffer.from(`--b0undary\r\nContent-Disposition: form-data; name="lastName"\r\n\r\nKu`),
        Buffer.from([0xc0, 0x80, 0xed, 0xa0, 0x80]),
        Buffer.from(`mar\r\n--b0undary--\r\n`),
      ]),
      contentType: "multipart/form-data; boundary=b0undary",
    },
    expect: refused(400, v.unreadable(nameOf("volunteer", "lastName"))),
  },
];

/** Sends one case the way it says: urlencoded unless told otherwise; chunked by writing the body without a length. */
async function send(base: string, c: Case): Promise<{ status: number; text: string }> {
  const url = base + routeOf[c.form];
  if (c.send.chunked) {
    return new Promise((resolve, reject) => {
      const req = http.request(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" } });
      req.on("response", (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on("error", reject);
      req.end(c.send.body.toString());
    });
  }
  const headers: Record<string, string> = {};
  const b = c.send.body;
  if (c.send.contentType) headers["Content-Type"] = c.send.contentType;
  else if (c.send.contentType === undefined && !(b instanceof FormData)) headers["Content-Type"] = "application/x-www-form-urlencoded";
  // Bytes, not a string, when no content type is wanted: fetch labels a string body text/plain.
  const payload =
    b instanceof FormData ? b : Buffer.isBuffer(b) ? new Uint8Array(b) : c.send.contentType === null ? new Uint8Array(Buffer.from(b.toString())) : b.toString();
  const res = await fetch(url, { method: "POST", headers, body: payload, signal: AbortSignal.timeout(30_000) });
  return { status: res.status, text: await res.text() };
}

for (const name of targetNames) {
  describe(`bad input on every form (${name})`, () => {
    let target: Target;
    let server: ServerProcess | undefined;
    const results = new Map<string, { status: number; text: string; reference?: string }>();
    let db: Inspector | undefined;
    /** The status of a form post to a page that takes none. */
    let postToPageWithoutForm = 0;

    beforeAll(async () => {
      target = await freshTarget(name, "bad-input");
      server = await serve(target);
      const queue = [...cases];
      // A few at a time: a visitor's pace is not the point here, the answers are.
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let c = queue.shift(); c; c = queue.shift()) {
            const answer = await send(server!.base, c);
            results.set(c.name, { ...answer, reference: referenceIn(answer.text) });
          }
        }),
      );
      const res = await fetch(`${server.base}/about`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "name=Asha" });
      await res.arrayBuffer();
      postToPageWithoutForm = res.status;
      const mails = 2 * cases.filter((c) => c.expect.status === 200 && !(c.expect as Accepted).spam).length;
      // Counted exactly below; here only given the time to be written.
      await waitFor(`${mails} mail files`, () => emlFiles(target).length >= mails, 60_000, 500).catch(() => undefined);
      expect(await server.stop("SIGTERM"), logTail(target)).toBe(0);
      db = await target.open();
    }, 300_000);

    afterAll(async () => {
      await db?.close();
      await kill(server);
    });

    it.each(cases.map((c) => [c.name, c] as const))("%s", async (_, c) => {
      const result = results.get(c.name)!;
      expect(result, "answered").toBeDefined();
      expect(result.status).toBe(c.expect.status);
      if (c.expect.status !== 200) {
        const message = (c.expect as Refused).message;
        expect(result.text).toContain(c.expect.status === 400 ? html(message) : message);
        expect(result.reference, "no Reference ID").toBeUndefined();
        expect(result.text).not.toMatch(/<script>alert|\bat [\w.<>]+ \(|node_modules/); // echoed values escaped, no stack trace
        return;
      }
      const accepted = c.expect as Accepted;
      expect(result.reference, "a Reference ID").toBeTruthy();
      const [row] = await db!.query<Record<string, unknown>>(`select * from ${tableOf[c.form]} where reference = $1`, [result.reference]);
      expect(row, "stored").toBeDefined();
      for (const [column, value] of Object.entries(accepted.stored ?? {})) expect(row![column], column).toEqual(value);
      const outbox = await db!.query<{ dedupe_key: string; kind: string }>("select dedupe_key, kind from email_outbox where reference = $1", [result.reference]);
      if (accepted.spam) {
        expect(outbox).toEqual([]);
        return;
      }
      expect(outbox.map((m) => m.kind).sort()).toEqual(["operator_notification", "visitor_confirmation"]);
      if (accepted.mail) {
        const key = outbox.find((m) => m.kind === "operator_notification")!.dedupe_key;
        const file = path.join(target.dataDir, "mail", emlFileName(key));
        accepted.mail(parseEml(fs.readFileSync(file, "utf8")));
      }
    });

    it("answers a post to a page without a form with 405, logged as one warning line without a stack", () => {
      expect(postToPageWithoutForm).toBe(405);
      const log = logTail(target, 1_000);
      const line = log.split("\n").find((l) => l.includes('"path":"/about"') && l.includes('"status":405'));
      expect(line, log).toBeDefined();
      expect(JSON.parse(line!)).toMatchObject({ level: 40, method: "POST" });
      expect(line).not.toContain("Asha");
      expect(log).not.toContain("getInternalRouterError");
    });

    it("stored exactly the accepted cases and mailed nothing else", async () => {
      const accepted = cases.filter((c) => c.expect.status === 200);
      const counts = await rowCounts(db!);
      for (const f of forms) expect(counts[f], f).toBe(accepted.filter((c) => c.form === f).length);
      const mailed = accepted.filter((c) => !(c.expect as Accepted).spam).length;
      expect(counts.outbox).toBe(2 * mailed);
      expect(emlFiles(target)).toHaveLength(2 * mailed);
    });
  });
}

// ---- The console's forms and the member's own page ----
//
// Every console action module's form (tests/faults/lib/console-forms.ts), posted as its page posts
// it (the operator's session, the site's own Origin) with one thing wrong: a control character in a
// text field, a field past its most or 60 KB long, a hidden id or an address id that no record can
// have ("abc", "1.5", "-1", "99999999999", "0"), a form token missing or sent twice, an owner's form
// posted by an editor. Each must be refused with a 4xx and a message beside its field, or a 4xx page
// that says what to do; never a 5xx or a stack, and nothing stored. An editor posts some kinds and an
// owner the others, so both roles post every form. Then the same payment form posted twice at once,
// for one member and for two (one token, two members' pages), and one token for two bookings: one
// payment stored each time, the other answered as a repeated press.

const NOT_IDS = ["abc", "1.5", "-1", "99999999999", "0"];

type ConsoleCase = {
  name: string;
  as: Poster;
  path: string;
  fields: Array<[string, string]>;
  /** The Origin it is posted with, when not the site's own. */
  origin?: string;
  /** The statuses it may get, the field that must be marked invalid (or "top": a message atop the form), words the answer must hold. */
  expect: { status: number[]; field?: string; text?: string };
};

/** `fields` with `name`'s value replaced (or added), or removed when `value` is undefined. */
function changed(fields: Array<[string, string]>, name: string, value: string | undefined): Array<[string, string]> {
  const kept = fields.filter(([n]) => n !== name);
  return value === undefined ? kept : [...kept, [name, value]];
}

/** How a form's address answers one that no record has. */
const missingPage = (f: ConsoleForm) => (f.path.startsWith("/membership/") ? membershipPageCopy.own.gone.title : consoleCopy.errors.notFound);
/** How a form answers a hidden id no record has: the console's 404 page, or the list page's own words. */
const missingRow = (f: ConsoleForm) =>
  f.path === "/admin/gallery" ? consoleGalleryCopy.notFound : f.path === "/admin/stories" ? consoleStoriesCopy.notFound : f.path === "/admin/operators" ? consoleOperatorsCopy.remove.gone : consoleCopy.errors.notFound;

function consoleCases(): ConsoleCase[] {
  const cases: ConsoleCase[] = [];
  for (const f of consoleForms()) {
    const as = (role: "owner" | "editor"): Poster => (f.who === "nobody" ? "nobody" : f.who === "owners" ? "owner" : role);
    if (f.who === "owners") cases.push({ name: `${f.name}: posted by an editor`, as: "editor", path: f.path, fields: f.valid, expect: { status: [403], text: consoleCopy.errors.ownersOnly } });
    const texts = Object.entries(f.text);
    const beside = (field: string) => (f.page ? undefined : f.messages === "top" ? "top" : field);
    // The login tries a long address cut to the longest there is, and answers that it is not right (401).
    const refused = f.messages === "top" ? [400, 401] : [400, 422];
    texts.forEach(([field, max], i) => {
      cases.push({ name: `${f.name}: NUL in ${field}`, as: as("editor"), path: f.path, fields: changed(f.valid, field, "Asha\u0000Rao"), expect: { status: refused, field: beside(field), text: f.page } });
      if (i === 0) cases.push({ name: `${f.name}: an escape sequence in ${field}`, as: as("owner"), path: f.path, fields: changed(f.valid, field, "Asha\u001b[2J"), expect: { status: refused, field: beside(field), text: f.page } });
      cases.push({ name: `${f.name}: ${field} of ${max + 1} characters`, as: as("owner"), path: f.path, fields: changed(f.valid, field, "a".repeat(max + 1)), expect: { status: refused, field: beside(field), text: f.page } });
    });
    const longest = texts.sort(([, a], [, b]) => b - a)[0];
    if (longest) cases.push({ name: `${f.name}: ${longest[0]} of 60,000 characters`, as: as("editor"), path: f.path, fields: changed(f.valid, longest[0], "x".repeat(60_000)), expect: { status: refused, field: beside(longest[0]), text: f.page } });
    for (const field of f.ids ?? []) for (const id of NOT_IDS) cases.push({ name: `${f.name}: ${field} ${JSON.stringify(id)}`, as: as("editor"), path: f.path, fields: changed(f.valid, field, id), expect: { status: [404], text: missingRow(f) } });
    if (f.at) for (const id of NOT_IDS) cases.push({ name: `${f.name}: address ${f.at(id)}`, as: as("owner"), path: f.at(id), fields: f.valid, expect: { status: [404], text: missingPage(f) } });
    // Posted from another site: a console post is refused for where it came from (its Origin),
    // by React Router before a page's action (400) or by the action's own check (403).
    if (!f.path.startsWith("/membership/"))
      cases.push({ name: `${f.name}: posted from another site`, as: as("editor"), path: f.path, fields: f.valid, origin: "https://evil.example", expect: { status: [400, 403] } });
    if (f.token) {
      cases.push({ name: `${f.name}: no form token`, as: as("editor"), path: f.path, fields: changed(f.valid, FORM_TOKEN_FIELD, undefined), expect: { status: [400], text: consoleRegisterCopy.payment.messages.notFromPage } });
      cases.push({ name: `${f.name}: form token sent twice`, as: as("owner"), path: f.path, fields: [...f.valid, [FORM_TOKEN_FIELD, "FaultFormTokenTwice000001"]], expect: { status: [400], text: consoleRegisterCopy.payment.messages.notFromPage } });
    }
  }
  return cases;
}

/** Posts one console case as its poster (session cookie and the site's Origin, as the page's browser sends them). */
async function consolePost(base: string, cookies: Record<Poster, string>, path: string, fields: Array<[string, string]>, as: Poster, origin = base): Promise<{ status: number; text: string; location: string }> {
  const res = await fetch(base + path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, ...(cookies[as] ? { Cookie: cookies[as] } : {}) },
    body: new URLSearchParams(fields),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, text: await res.text(), location: res.headers.get("location") ?? "" };
}

/** Rows in every table of the site's schema. */
async function everyTableCount(db: Inspector): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>("select tablename as name from pg_tables where schemaname = current_schema() and tablename not like '__drizzle%' order by tablename");
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = Number((await db.query<{ n: string | number }>(`select count(*) as n from "${name}"`))[0]!.n);
  return counts;
}

for (const name of targetNames) {
  describe(`bad input on the console's forms and the member's own page (${name})`, () => {
    let target: Target;
    let server: ServerProcess | undefined;
    let db: Inspector | undefined;
    const cases = consoleCases();
    const results = new Map<string, { status: number; text: string; location: string }>();
    let before: Record<string, number> = {};
    const twice: { oneMember: string[]; twoMembers: string[]; twoBookings: string[] } = { oneMember: [], twoMembers: [], twoBookings: [] };

    beforeAll(async () => {
      target = await freshTarget(name, "bad-input-console");
      await seedConsole(target);
      await seedConsoleForms(target);
      const seeded = await target.open();
      before = await everyTableCount(seeded);
      await seeded.close();
      server = await serve(target, { OPERATOR_DEVICE_VERIFICATION: "false" });
      const base = server.base;
      const cookies: Record<Poster, string> = { owner: (await consoleLogIn(base)).cookie ?? "", editor: (await consoleLogIn(base, FAULT_EDITOR)).cookie ?? "", nobody: "" };
      expect(cookies.owner && cookies.editor, "both logged in").toBeTruthy();
      const queue = [...cases];
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let c = queue.shift(); c; c = queue.shift()) results.set(c.name, await consolePost(base, cookies, c.path, c.fields, c.as, c.origin));
        }),
      );
      // The same form posted twice at once: for one member, for two members (one token), for two bookings.
      // Each with an amount and a reference of its own: the same money for a member within minutes, or a
      // reference used before, is asked about before it is recorded (decision 036), which is not what this checks.
      const pay = (token: string, months: number) =>
        changed(changed(changed(changed(consoleForms().find((f) => f.name === "register: payment")!.valid, FORM_TOKEN_FIELD, token), "months", String(months)), "amount", String(2000 * months)), "reference", `UTR ${token}`);
      const at = (answers: Array<{ status: number; location: string }>) => answers.map((a) => `${a.status} ${/done=([a-z-]+)/.exec(a.location)?.[1] ?? ""}`).sort();
      twice.oneMember = at(await Promise.all([0, 1].map(() => consolePost(base, cookies, `/admin/register/${SEEDED.member}`, pay("FaultTwiceAtOnce00000001", 3), "editor"))));
      twice.twoMembers = at(await Promise.all([SEEDED.member, SEEDED.otherMember].map((m) => consolePost(base, cookies, `/admin/register/${m}`, pay("FaultTwiceAtOnce00000002", 2), "owner"))));
      const bookingPay = consoleForms().find((f) => f.name === "event: booking payment")!.valid;
      twice.twoBookings = at(
        // ₹800, what neither booking is short of (one owes ₹1,600, the other ₹800): more than a booking owes is asked about first.
        await Promise.all([SEEDED.booking, SEEDED.otherBooking].map((b) => consolePost(base, cookies, `/admin/events/${SEEDED.event}`, changed(changed(changed(bookingPay, "booking", String(b)), "amount", "800"), FORM_TOKEN_FIELD, "FaultTwiceAtOnce00000003"), "editor"))),
      );
      expect(await server.stop("SIGTERM"), logTail(target)).toBe(0);
      db = await target.open();
    }, 300_000);

    afterAll(async () => {
      await db?.close();
      await kill(server);
    });

    it.each(cases.map((c) => [c.name, c] as const))("%s", (_, c) => {
      const result = results.get(c.name)!;
      expect(result, "answered").toBeDefined();
      const shown = `${result.status} ${result.location} ${result.text.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").slice(0, 300)}`;
      expect(c.expect.status, shown).toContain(result.status);
      expect(result.text, "no stack trace").not.toMatch(STACK_TRACE);
      if (c.expect.text) expect(result.text, shown).toContain(html(c.expect.text));
      if (c.expect.field === "top") expect(result.text, `a message atop the form: ${shown}`).toContain('role="alert"');
      else if (c.expect.field) {
        // A page may hold several forms with a field of that name (the gallery's three ways to add): the posted one's is marked.
        const inputs = [...result.text.matchAll(new RegExp(`<(?:input|textarea|select)\\b[^>]*\\bname="${c.expect.field}"[^>]*>`, "g"))].map((m) => m[0]);
        expect(inputs.length, `the field ${c.expect.field} on the page: ${shown}`).toBeGreaterThan(0);
        expect(inputs.some((input) => input.includes('aria-invalid="true"')), `the field ${c.expect.field} marked invalid, its message beside it: ${inputs.join(" ")}`).toBe(true);
      }
    });

    it("stores one payment for the same form posted twice at once, for one member, two members or two bookings, and answers the other as a repeated press", () => {
      expect(twice.oneMember).toEqual(["302 already", "302 mailed"]);
      expect(twice.twoMembers).toEqual(["302 already", "302 mailed"]);
      expect(twice.twoBookings).toEqual(["302 already-paid", "302 paid-mailed"]);
    });

    it("stored nothing from the refused posts: only the three payments posted twice at once, and what a start and the logins store", async () => {
      const after = await everyTableCount(db!);
      const grew = Object.fromEntries(Object.keys(after).filter((t) => after[t] !== before[t]).map((t) => [t, after[t]! - (before[t] ?? 0)]));
      const audit = await db!.query<{ action: string; n: string | number }>("select action, count(*) as n from audit_log group by action order by action");
      // Seeded: two payments. Posted: the three stored by the twice-at-once posts; the two logins;
      // and the login's two refusals of an address too long to be anyone's, which it tries cut to
      // the longest there is: failed logins count towards a lockout, by design.
      expect(Object.fromEntries(audit.map((a) => [a.action, Number(a.n)])), JSON.stringify(grew)).toEqual({ login: 2, login_failed: 2, payment_record: 5 });
      expect(grew).toEqual({
        audit_log: 7,
        payments: 3,
        // Each payment's receipt; a member's receipt carries a new personal link.
        email_outbox: 3,
        member_links: 2,
        operator_sessions: 2,
        operator_devices: 2,
        // Each login's tries, by account, by account and address, by address.
        rate_limits: 5,
        // The server's first start copies the starting stories and team once.
        content_seeds: 2,
        stories: 6,
        team_members: 3,
      });
    });
  });
}
