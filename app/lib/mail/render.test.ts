import { describe, expect, it } from "vitest";
import { escapeHtml, headerSafe, operatorNotification, render, styles, visitorConfirmation } from "./render.ts";
import { groupedReference } from "#app/core/reference.ts";
import { receiptWhat } from "#app/content/form-words/receipt-what.ts";
import { contactRecord, memberRecord, newsletterRecord, volunteerRecord } from "#tests/support/mail-fixtures.ts";
import { site } from "#app/core/site.ts";
import { contactSubjects } from "#app/core/form-options.ts";
import { formatDateTime, formatStoredDate } from "#app/core/calendar.ts";
import { storedRecords } from "#app/schemas/records.ts";
import { describeRecord } from "#app/schemas/stored-fields.ts";
import { operatorMailCopy, type OperatorBlock } from "#app/content/mail.ts";

const ctx = { siteUrl: "https://seniors.example.org" };

/** Text and HTML must both carry a value (HTML in its escaped form). */
function expectInBoth(mail: { text: string; html: string }, value: string) {
  expect(mail.text).toContain(value);
  expect(mail.html).toContain(escapeHtml(value));
}

describe("operator notification subjects (spec section 7)", () => {
  it("names the member and the volunteer", () => {
    expect(operatorNotification(memberRecord(), ctx).subject).toBe("New Membership Application - Lakshmi Narayan");
    expect(operatorNotification(volunteerRecord(), ctx).subject).toBe("New Volunteer Application - Ravi Kumar");
  });

  it("uses the readable label of every contact subject, an emergency's marked urgent first", () => {
    for (const option of contactSubjects) {
      const mail = operatorNotification(contactRecord({ subject: option.value }), ctx);
      expect(mail.subject).toBe(`${option.value === "emergency" ? "URGENT: " : ""}New Contact Inquiry - ${option.label}`);
    }
  });

  it("asks the operator to call about an emergency, and the visitor to call now, never promising a reply within 24 hours", () => {
    const operator = operatorNotification(contactRecord({ subject: "emergency" }), ctx);
    expect(operator.text).toContain("please call them now");
    expect(operator.text).not.toContain("within 24 hours");
    const visitor = visitorConfirmation(contactRecord({ subject: "emergency" }), ctx);
    expectInBoth(visitor, `call us now on ${site.phone.display}`);
    expectInBoth(visitor, `Elder Line for older people, ${site.elderLine.display}`);
    expect(visitor.text).not.toContain("within 24 hours");
    // Any other subject keeps the promise.
    expect(visitorConfirmation(contactRecord({ subject: "outings" }), ctx).text).toContain("We will reply within 24 hours.");
    expect(operatorNotification(contactRecord({ subject: "outings" }), ctx).text).toContain("Please respond within 24 hours.");
  });

  it("is fixed for the newsletter", () => {
    expect(operatorNotification(newsletterRecord(), ctx).subject).toBe("New Newsletter Subscription");
  });
});

describe("operator notification contents", () => {
  it("member: details, emergency contact and phone, medical conditions, interests, how they heard, plan, birth date, age, 48 hours, reference", () => {
    const record = memberRecord();
    const mail = operatorNotification(record, ctx);
    for (const value of [
      "Lakshmi Narayan",
      "lakshmi@example.com",
      "+91 98450 00000",
      "12 Temple Road, Bangalore",
      "Arjun Narayan",
      "+91 98450 11111",
      "Mild asthma",
      "Health & Wellness",
      "Music & Dance",
      "A doctor", // the label of hearAboutUs=doctor
      "Premium (₹3,500/month)",
      "12 March 1959",
      "67",
      "within 48 hours",
      record.row.reference,
      "22 November 2026, 3:00 pm IST",
    ]) {
      expectInBoth(mail, value);
    }
  });

  it("member: leaves medical conditions out when there are none and says when how-they-heard is not given", () => {
    const mail = operatorNotification(memberRecord({ medicalConditions: null, hearAboutUs: null, interests: [] }), ctx);
    expect(mail.text).not.toContain("Medical conditions");
    expect(mail.html).not.toContain("Medical conditions");
    expectInBoth(mail, "Not given");
    expectInBoth(mail, "None selected");
  });

  it("volunteer: occupation, skills, availability labels, preferred area label, motivation, experience, background check, 48 hours", () => {
    const record = volunteerRecord();
    const mail = operatorNotification(record, ctx);
    for (const value of [
      "Retired engineer",
      "Technology Support",
      "Cooking",
      "Monday morning",
      "Saturday evening",
      "Technology tutoring",
      "My parents enjoyed such a group",
      "Taught computer classes at a library",
      "Agrees to a background check",
      "within 48 hours",
      record.row.reference,
    ]) {
      expectInBoth(mail, value);
    }
    expect(mail.text).not.toContain("monday-morning");
    expect(mail.text).toContain("Agrees to a background check: Yes");
  });

  it("contact: every field, the message kept line by line, 24 hours, reference", () => {
    const record = contactRecord();
    const mail = operatorNotification(record, ctx);
    for (const value of ["Meera Iyer", "meera@example.com", "+91 98860 33333", "Technology tutoring", "Do you teach video calls?", "My son lives abroad.", "within 24 hours", record.row.reference]) {
      expectInBoth(mail, value);
    }
    expect(mail.html).toContain("Do you teach video calls?<br>My son lives abroad.");
  });

  it("newsletter: email, source, subscription time and reference", () => {
    const record = newsletterRecord();
    const mail = operatorNotification(record, ctx);
    for (const value of ["reader@example.com", "blog", "22 November 2026, 3:00 pm IST", record.row.reference]) expectInBoth(mail, value);
  });

  it("labels every field as the console's record page does", () => {
    for (const record of [memberRecord(), volunteerRecord(), contactRecord(), newsletterRecord()]) {
      const mail = operatorNotification(record, ctx);
      const labels = [...mail.html.matchAll(/<th scope="row"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
      expect(labels.length, record.type).toBeGreaterThan(3);
      expect(describeRecord(storedRecords[record.type], record.row).map((f) => escapeHtml(f.label)), record.type).toEqual(expect.arrayContaining(labels));
    }
    const member = operatorNotification(memberRecord(), ctx);
    expect(member.text).toContain("Email: lakshmi@example.com");
    expect(member.text).toContain("How they heard about us: A doctor");
  });

  it("carries every field the visitor's submission gave, so a field added to a record's list reaches the operator", () => {
    for (const record of [memberRecord(), volunteerRecord(), contactRecord(), newsletterRecord()]) {
      const labels = [...operatorNotification(record, ctx).html.matchAll(/<th scope="row"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
      for (const field of storedRecords[record.type].own) expect(labels, `${record.type}: ${field.key}`).toContain(escapeHtml(field.label));
    }
  });

  it("names only fields of the record's list, which give its labels and values", () => {
    for (const [type, { body }] of Object.entries(operatorMailCopy)) {
      const keys = storedRecords[type as keyof typeof storedRecords].all.map((f) => f.key);
      for (const block of body as readonly OperatorBlock[]) {
        if (block.kind !== "fields" || block.keys === "own") continue;
        expect(keys, type).toEqual(expect.arrayContaining([...block.keys, ...(block.omitWhenEmpty ?? [])]));
      }
    }
  });

  it("links to the operator console on the public site", () => {
    expectInBoth(operatorNotification(contactRecord(), ctx), "https://seniors.example.org/admin");
  });
});

describe("hostile input", () => {
  const script = `<script>alert("x")</script>`;

  it("escapes markup typed into any field of any form", () => {
    const mails = [
      operatorNotification(memberRecord({ name: script, address: script, emergencyContact: script, medicalConditions: script, interests: [script] }), ctx),
      operatorNotification(volunteerRecord({ name: script, motivation: script, experience: script, occupation: script, skills: [script] }), ctx),
      operatorNotification(contactRecord({ name: script, message: script, phone: script }), ctx),
      operatorNotification(newsletterRecord({ email: script, source: script }), ctx),
      visitorConfirmation(memberRecord({ name: script }), ctx),
      visitorConfirmation(contactRecord({ name: script }), ctx),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
      // The plain-text part is not HTML: it keeps what was typed.
      expect(mail.text).toContain(script);
    }
  });

  it("keeps line breaks out of every subject, even when a name carries CR/LF and a header", () => {
    const evil = "Eve\r\nBcc: victim@example.com\nX-Extra: 1\u2028Y";
    const subjects = [
      operatorNotification(memberRecord({ name: evil }), ctx).subject,
      operatorNotification(volunteerRecord({ name: evil }), ctx).subject,
      operatorNotification(contactRecord({ subject: evil }), ctx).subject,
      visitorConfirmation(memberRecord({ reference: `REQ-1\r\nBcc: x@example.com` }), ctx).subject,
    ];
    for (const subject of subjects) {
      expect(subject).not.toMatch(/[\r\n\u2028\u2029]/);
    }
    expect(subjects[0]).toBe("New Membership Application - Eve Bcc: victim@example.com X-Extra: 1 Y");
  });

  it("headerSafe removes every control character and collapses the gaps", () => {
    expect(headerSafe(" a\r\n\tb\u0000c\u2029 d ")).toBe("a b c d");
  });
});

describe("visitor confirmation", () => {
  it.each([
    ["member", memberRecord(), 48],
    ["volunteer", volunteerRecord(), 48],
    ["contact", contactRecord(), 24],
  ] as const)("%s: Reference ID in the subject and body, the reply promise, phone and hours", (_type, record, hours) => {
    const mail = visitorConfirmation(record, ctx);
    expect(mail.subject).toContain(record.row.reference);
    expectInBoth(mail, record.row.reference);
    expectInBoth(mail, `within ${hours} hours`);
    expectInBoth(mail, site.phone.display);
    expectInBoth(mail, site.hours.weekdays.display);
    expectInBoth(mail, site.brand);
    expectInBoth(mail, `Dear ${record.row.name},`);
  });


  it("carries the receipt: the ID grouped for reading out, what was sent and when", () => {
    const record = contactRecord();
    const mail = visitorConfirmation(record, ctx);
    expectInBoth(mail, groupedReference(record.row.reference));
    expectInBoth(mail, receiptWhat("contact", record.row));
    expectInBoth(mail, formatDateTime(record.row.createdAt));
  });

  it("reads back the phone number and, for a member, the date of birth in words, so a slip is seen", () => {
    const member = visitorConfirmation(memberRecord(), ctx);
    expectInBoth(member, "We will call you on");
    expectInBoth(member, "+91 98450 00000");
    expectInBoth(member, "12 March 1959");
    const contact = contactRecord();
    expectInBoth(visitorConfirmation(contact, ctx), contact.row.phone as string);
    expectInBoth(visitorConfirmation(volunteerRecord(), ctx), "We will call you on");
  });

  it("does not echo private details back (anyone can type someone else's address)", () => {
    const mail = visitorConfirmation(memberRecord(), ctx);
    for (const value of ["Mild asthma", "+91 98450 11111", "12 Temple Road"]) {
      expect(mail.text).not.toContain(value);
      expect(mail.html).not.toContain(value);
    }
  });
});

describe("formatting", () => {
  it("shows calendar dates without a time-zone shift", () => {
    expect(formatStoredDate("1960-02-29")).toBe("29 February 1960");
    expect(formatStoredDate("not a date")).toBe("not a date");
  });

  it("shows times in Bangalore's zone", () => {
    expect(formatDateTime(new Date("2026-11-22T18:45:00Z"))).toBe("23 November 2026, 12:15 am IST");
  });

  it("produces a complete HTML document with a language", () => {
    const mail = operatorNotification(contactRecord(), ctx);
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(mail.html).toContain("</html>");
  });
});

describe("links and width", () => {
  const mail = render("A subject", [
    { kind: "paragraph", text: `Dear ${"Venkatasubramanian".repeat(4)},` },
    { kind: "link", label: "The venue on a map", href: `https://www.google.com/maps/search/?api=1&query=${"Community%20Hall%2C%20".repeat(8)}` },
  ]);

  it("shows a link as its words in HTML, and in plain text its words with the address on a line of its own", () => {
    expect(mail.html).toMatch(/<a [^>]*href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=[^"]+">The venue on a map<\/a>/);
    expect(mail.html).not.toMatch(/>https?:/);
    expect(mail.text).toContain("The venue on a map:\nhttps://www.google.com/maps/search/");
    for (const line of mail.text.split("\n")) if (line.includes("https://")) expect(line).toMatch(/^https:\/\/\S+$/);
  });

  it("lets a long word or address break rather than widen the message", () => {
    for (const style of [styles.body, styles.paragraph, styles.td, styles.th, styles.link]) expect(style).toContain("overflow-wrap:anywhere");
    expect(styles.table).toContain("table-layout:fixed");
    expect(styles.th).not.toContain("nowrap");
  });
});
