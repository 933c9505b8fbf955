import { describe, expect, it } from "vitest";
import { csvCell, csvSeparatorOf, neutraliseCell, readCsv, toCsv, UTF8_BOM } from "./csv.ts";
import { storedRecords } from "#app/schemas/records.ts";
import { csvTable } from "#app/schemas/stored-fields.ts";

describe("CSV cells", () => {
  it("neutralises every value a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(neutraliseCell(`${start}HYPERLINK("http://x")`)).toBe(`'${start}HYPERLINK("http://x")`);
    }
    expect(neutraliseCell("+91 98450 12345")).toBe("'+91 98450 12345");
  });

  it("leaves ordinary values alone, including formula characters later in the text", () => {
    expect(neutraliseCell("Lakshmi Rao")).toBe("Lakshmi Rao");
    expect(neutraliseCell("a=b")).toBe("a=b");
    expect(neutraliseCell("")).toBe("");
    expect(neutraliseCell(" =1")).toBe(" =1");
  });

  it("quotes every cell and doubles inner quotes, keeping commas and line breaks inside", () => {
    expect(csvCell('She said "hello", twice\nthen left')).toBe('"She said ""hello"", twice\nthen left"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell('=1+2')).toBe(`"'=1+2"`);
    // A number the site wrote stays a number (a refund's amount); the same text typed by someone is neutralised.
    expect(csvCell(-800)).toBe('"-800"');
    expect(csvCell("-800")).toBe(`"'-800"`);
  });
});

describe("CSV documents", () => {
  it("start with a UTF-8 byte order mark and end rows with CRLF", () => {
    const csv = toCsv(["Name", "E-mail"], [["ಲಕ್ಷ್ಮಿ", "a@example.org"], ["@x", "-y"]]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('"Name","E-mail"\r\n"ಲಕ್ಷ್ಮಿ","a@example.org"\r\n"\'@x","\'-y"\r\n');
  });

  it("carry every stored field of a record with labels for option values", () => {
    const created = new Date("2026-03-01T10:30:00Z");
    const { header, rows } = csvTable(storedRecords.contact, [
      {
        id: 7,
        reference: "REQ-1-ABC",
        status: "in_progress",
        note: null,
        createdAt: created,
        updatedAt: created,
        name: "=cmd|' /C calc'!A0",
        email: "a@example.org",
        phone: "+91 98450 12345",
        subject: "outings",
        message: "Hello",
      },
    ]);
    // The record's list in order: the common head, the enquiry's own fields, the common tail (a field
    // added to the form later stands before the tail).
    expect(header.slice(0, 8)).toEqual(["Reference ID", "Status", "Received (IST)", "Name", "Email", "Phone", "Subject", "Message"]);
    expect(header.slice(-2)).toEqual(["Last changed (IST)", "Internal note"]);
    expect(rows[0]!.slice(0, 8)).toEqual(["REQ-1-ABC", "In progress", "2026-03-01 16:00", "=cmd|' /C calc'!A0", "a@example.org", "+91 98450 12345", "Leisure outings and tours", "Hello"]);
    expect(rows[0]!.slice(-2)).toEqual(["2026-03-01 16:00", ""]);
    const csv = toCsv(header, rows);
    expect(csv).toContain(`"'=cmd|' /C calc'!A0"`);
    expect(csv).toContain(`"'+91 98450 12345"`);
  });

  it("give a subscription's confirmation time beside its status, in a column named confirmed_at, empty until confirmed", () => {
    const created = new Date("2026-03-01T10:30:00Z");
    const base = {
      id: 3,
      status: "active",
      note: null,
      createdAt: created,
      updatedAt: created,
      email: "reader@example.org",
      source: "blog",
      token: "t",
      confirmationSentAt: created,
      remindedAt: null,
      lastRequestedAt: created,
      unsubscribedAt: null,
      unsubscribedIssueId: null,
    };
    const { header, rows } = csvTable(storedRecords.newsletter, [
      { ...base, reference: "REQ-1-WAIT", confirmedAt: null },
      { ...base, reference: "REQ-2-DONE", confirmedAt: new Date("2026-03-02T04:00:00Z") },
    ]);
    expect(header.slice(0, 4)).toEqual(["Reference ID", "Status", "confirmed_at", "Received (IST)"]);
    expect(rows.map((r) => r[2])).toEqual(["", "2026-03-02 09:30"]);
    // The key in the links is not a field the operator sees or exports.
    expect(rows.flat()).not.toContain("t");
  });
});

describe("reading CSV", () => {
  it("reads back what toCsv writes: quotes, commas, doubled quotes and line breaks inside a cell", () => {
    const rows = [["Name", "Note"], ["Rao, Shankar", 'He said "yes"'], ["ಲಕ್ಷ್ಮಿ", "two\r\nlines"]];
    expect(readCsv(toCsv(rows[0]!, rows.slice(1)))).toEqual(rows.map((r) => r.map((c) => c.replace(/^'/, ""))));
  });

  it("takes rows ended by CRLF, LF or CR, a last row without its line end, and empty cells", () => {
    expect(readCsv("a,b\r\n1,2\n3,\r,4")).toEqual([["a", "b"], ["1", "2"], ["3", ""], ["", "4"]]);
    expect(readCsv("")).toEqual([]);
    expect(readCsv("a,b\n")).toEqual([["a", "b"]]);
  });

  it("finds the separator of a file saved with semicolons or tabs", () => {
    expect(csvSeparatorOf("name;email\nx;y")).toBe(";");
    expect(csvSeparatorOf("name\temail")).toBe("\t");
    expect(csvSeparatorOf("name,email;x")).toBe(",");
    expect(readCsv("name;email\nRao;r@example.in", ";")).toEqual([["name", "email"], ["Rao", "r@example.in"]]);
  });
});
