// The shared field rules, through a small schema built from them.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { validationCopy as m } from "#app/content/form-words/validation.ts";
import { fieldErrorsOf } from "./form-data.ts";
import { choice, choices, dateOfBirth, email, optionalChoice, optionalLine, optionalText, phone, requiredLine, requiredText, ticked } from "./schema-kit.ts";

const Schema = z.object({
  line: requiredLine("line needed", 10),
  maybeLine: optionalLine(10),
  text: requiredText("text needed", 20),
  maybeText: optionalText(20),
  email: email("email needed"),
  phone: phone("phone needed"),
  one: choice(["a", "b"], "one needed"),
  maybeOne: optionalChoice(["a", "b"]),
  many: choices(["x", "y", "z"]),
  tick: ticked("tick needed"),
  born: dateOfBirth("born needed", 18),
});

const good = {
  line: "Asha",
  maybeLine: "",
  text: "hello",
  maybeText: "",
  email: "asha@example.in",
  phone: "98450 12345",
  one: "a",
  maybeOne: "",
  many: [],
  tick: "on",
  born: "1955-08-15",
};

/** The message for `field` when the rest of the form is fine, or undefined if it is accepted. */
function messageFor(field: keyof typeof good, value: unknown) {
  const result = Schema.safeParse({ ...good, [field]: value });
  return result.success ? undefined : fieldErrorsOf(result.error)[field];
}
function valueOf(field: keyof typeof good, value: unknown) {
  return (Schema.parse({ ...good, [field]: value }) as Record<string, unknown>)[field];
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-06-15T06:30:00Z")); // noon in Bangalore
});
afterEach(() => vi.useRealTimers());

describe("a good form", () => {
  it("parses, with empty optionals as null", () => {
    expect(Schema.parse(good)).toEqual({ ...good, phone: "+91 98450 12345", maybeLine: null, maybeText: null, maybeOne: null, tick: true });
  });
});

describe("one-line text", () => {
  it("is required: missing, empty and blank all get the field's own message", () => {
    expect(messageFor("line", undefined)).toBe("line needed");
    expect(messageFor("line", "")).toBe("line needed");
    expect(messageFor("line", "   \t ")).toBe("line needed");
  });
  it("is trimmed, with inner runs of space, tabs and line breaks made one space", () => {
    expect(valueOf("line", "  Asha   Rao ")).toBe("Asha Rao");
    expect(valueOf("line", "Asha\r\nBcc")).toBe("Asha Bcc");
    expect(valueOf("line", "Asha\tRao\u2028\u0085")).toBe("Asha Rao");
  });
  it("has a maximum length, counted after trimming", () => {
    expect(messageFor("line", "x".repeat(10))).toBeUndefined();
    expect(messageFor("line", `  ${"x".repeat(10)}  `)).toBeUndefined();
    expect(messageFor("line", "x".repeat(11))).toBe(m.tooLong(10));
  });
  it("refuses a value that is not text", () => {
    expect(messageFor("line", ["a", "b"])).toBe("line needed");
  });
  it("optional: empty becomes null, a value is kept, too long is refused", () => {
    expect(valueOf("maybeLine", "  ")).toBeNull();
    expect(valueOf("maybeLine", undefined)).toBeNull();
    expect(valueOf("maybeLine", " Teacher ")).toBe("Teacher");
    expect(messageFor("maybeLine", "x".repeat(11))).toBe(m.tooLong(10));
  });
});

describe("multi-line text", () => {
  it("keeps line breaks and tabs, normalises CRLF", () => {
    expect(valueOf("text", "one\r\ntwo\tend\rthree")).toBe("one\ntwo\tend\nthree");
  });
  it("is required and bounded", () => {
    expect(messageFor("text", "\n\n ")).toBe("text needed");
    expect(messageFor("text", "x".repeat(21))).toBe(m.tooLong(20));
  });
  it("optional: empty becomes null", () => {
    expect(valueOf("maybeText", "\n")).toBeNull();
    expect(messageFor("maybeText", "x".repeat(21))).toBe(m.tooLong(20));
  });
});

// What is not text a person typed is refused with the field's message, never
// stored changed; text in any script is kept exactly as typed.
describe("text that is not readable", () => {
  const unreadable = {
    NUL: "Asha\u0000Rao",
    bell: "Asha\u0007",
    escape: "Hello\u001b[31m",
    "vertical tab": "a\u000bb",
    DEL: "a\u007fb",
    "a C1 control": "a\u0090b",
    "U+FFFD (bytes that were not UTF-8)": "Asha\ufffd\ufffd",
    "half a surrogate pair": "a\ud83db",
    "only control characters": "\u0001\u0002\u0007",
  };
  it.each(Object.entries(unreadable))("refuses %s in every kind of text field", (_, value) => {
    for (const field of ["line", "maybeLine", "text", "maybeText", "email", "phone", "born"] as const) expect(messageFor(field, value), field).toBe(m.unreadable());
  });
  it.each([
    ["Kannada", "ಲಕ್ಷ್ಮಿ ನಾರಾಯಣ"],
    ["Devanagari", "अनीता शर्मा"],
    ["Tamil", "செல்வி"],
    ["emoji with joiners", "Family 👨‍👩‍👧 🙏🏽"],
    ["zero-width (non-)joiners", "क्\u200dष र\u200cश"],
    ["accents", "D'Souza-Müller"],
  ])("keeps %s exactly as typed", (_, value) => {
    const Wide = z.object({ line: requiredLine("line needed", 100), text: requiredText("text needed", 100) });
    expect(Wide.parse({ line: value, text: value })).toEqual({ line: value, text: value });
  });
});

describe("e-mail", () => {
  it.each(["asha@example.in", "a.b+tag@mail.example.co.in", "  ASHA@Example.IN  "])("accepts %j", (value) => {
    expect(messageFor("email", value)).toBeUndefined();
  });
  it.each(["asha", "asha@", "@example.in", "asha@example", "asha @example.in", "asha@@example.in", "asha@example.in, b@example.in"])(
    "refuses %j with a hint of the right shape",
    (value) => expect(messageFor("email", value)).toBe(m.email()),
  );
  it("is required", () => expect(messageFor("email", " ")).toBe("email needed"));
  it("is at most 254 characters", () => {
    expect(messageFor("email", `${"a".repeat(64)}@${"b".repeat(186)}.in`)).toBeUndefined();
    expect(messageFor("email", `${"a".repeat(64)}@${"b".repeat(187)}.in`)).toBe(m.tooLong(254));
  });
  it("keeps the case as typed, trimmed", () => expect(valueOf("email", "  ASHA@Example.IN ")).toBe("ASHA@Example.IN"));
});

describe("phone", () => {
  it.each([
    ["98450 12345", "+91 98450 12345"],
    ["+91 98450 12345", "+91 98450 12345"],
    ["9845012345", "+91 98450 12345"],
    ["098450 12345", "+91 98450 12345"],
    ["080-4000-0000", "+91 80 4000 0000"],
    ["(080) 4000 0000", "+91 80 4000 0000"],
    ["+91.80.4000.0000", "+91 80 4000 0000"],
    ["022 2345 6789", "+91 22 2345 6789"],
    ["+44 20 7946 0958", "+44 20 7946 0958"],
    ["+1 415 555 2671", "+1 415 555 2671"],
  ])("accepts %j and stores it in one form, grouped: %j", (typed, stored) => {
    expect(messageFor("phone", typed)).toBeUndefined();
    expect(valueOf("phone", typed)).toBe(stored);
  });
  it.each(["98450 ext 12", "phone me", "98450/12345", "+91 98450 12345 #2", "++91 98450 12345"])("refuses the characters in %j", (value) => {
    expect(messageFor("phone", value)).toBe(m.phoneCharacters());
  });
  // Each passed the old rule of 7 to 15 digits; none can be called.
  it.each(["98450 1234", "9845 012", "98450123456789", "1234567", "123456789012345", "123456", "12-34-56", "+44 20 7946"])("refuses %j: no phone can call it", (value) => {
    expect(messageFor("phone", value)).toBe(m.phoneNumber());
  });
  it("says what a number looks like, in India and abroad", () => {
    expect(m.phoneNumber("your phone number")).toMatch(/mobile has 10 digits.*landline starts with its STD code.*abroad with \+ and its country code/);
  });
  it("is required and at most 20 characters", () => {
    expect(messageFor("phone", "")).toBe("phone needed");
    expect(messageFor("phone", "1 2 3 4 5 6 7 8 9 0 1")).toBe(m.tooLong(20));
  });
});

describe("one choice", () => {
  it("accepts a listed value, trimmed", () => expect(valueOf("one", " b ")).toBe("b"));
  it("asks for a choice when none is made", () => {
    expect(messageFor("one", "")).toBe("one needed");
    expect(messageFor("one", undefined)).toBe("one needed");
  });
  it("refuses a value not in the list", () => {
    expect(messageFor("one", "c")).toBe(m.unknownChoice());
    expect(messageFor("one", "A")).toBe(m.unknownChoice());
  });
  it("optional: nothing is null, an unknown value is refused", () => {
    expect(valueOf("maybeOne", "")).toBeNull();
    expect(valueOf("maybeOne", undefined)).toBeNull();
    expect(valueOf("maybeOne", "a")).toBe("a");
    expect(messageFor("maybeOne", "c")).toBe(m.unknownChoice());
  });
});

describe("many choices", () => {
  it("takes none at all (no enforced minimum)", () => {
    expect(valueOf("many", [])).toEqual([]);
    expect(valueOf("many", undefined)).toEqual([]);
  });
  it("takes a single value posted once", () => expect(valueOf("many", "y")).toEqual(["y"]));
  it("counts a repeated value once and keeps the options' order", () => {
    expect(valueOf("many", ["z", "x", "z", "x"])).toEqual(["x", "z"]);
  });
  it("ignores empty entries", () => expect(valueOf("many", ["", "x", " "])).toEqual(["x"]));
  it("refuses any value not in the list", () => {
    expect(messageFor("many", ["x", "w"])).toBe(m.unknownChoice());
  });
});

describe("a ticked box", () => {
  it("is true when the browser sends on", () => expect(valueOf("tick", "on")).toBe(true));
  it.each([undefined, "", "off", "true", "yes"])("is required: %j is refused", (value) => {
    expect(messageFor("tick", value)).toBe("tick needed");
  });
});

describe("date of birth (today is 15 June 2025 in Bangalore)", () => {
  it("accepts a real past date", () => expect(valueOf("born", "1955-08-15")).toBe("1955-08-15"));
  // Day first, as written in India: 15-08-1955 is never read as 8 December (a month-first field's slip).
  it.each(["15-08-1955", "15/8/1955", "15.08.1955", "15 08 1955", "15 August 1955", "15 aug 1955", " 15  AUGUST, 1955 ", "1955-08-15"])("reads %j day first, stored as 1955-08-15", (value) => {
    expect(valueOf("born", value)).toBe("1955-08-15");
  });
  it("never swaps day and month", () => {
    expect(valueOf("born", "08/12/1955")).toBe("1955-12-08");
    expect(messageFor("born", "12/25/1955")).toBe(m.dateInvalid());
  });
  it("is required", () => expect(messageFor("born", "")).toBe("born needed"));
  it.each(["1955-02-30", "30/02/1955", "2023-02-29", "yesterday", "15 Augustus 1955", "15 08 55", "1955 15 08", "15 ju 1955"])("refuses %j as not a real date", (value) => {
    expect(messageFor("born", value)).toBe(m.dateInvalid());
  });
  it("refuses today and later", () => {
    expect(messageFor("born", "2025-06-15")).toBe(m.dateInFuture);
    expect(messageFor("born", "2030-01-01")).toBe(m.dateInFuture);
  });
  it("accepts someone 120 today, refuses 121", () => {
    expect(messageFor("born", "1905-06-15")).toBeUndefined();
    expect(messageFor("born", "1904-06-15")).toBe(m.dateTooLongAgo);
  });
  it("accepts someone turning 18 today, refuses 18 tomorrow", () => {
    expect(messageFor("born", "2007-06-15")).toBeUndefined();
    expect(messageFor("born", "2007-06-16")).toBe(m.tooYoung(18));
  });
  it("judges the date in Bangalore, not in UTC", () => {
    // 20:00 UTC on 14 June is already 15 June in Bangalore: a birth on 15 June 2007 turns 18.
    vi.setSystemTime(new Date("2025-06-14T20:00:00Z"));
    expect(messageFor("born", "2007-06-15")).toBeUndefined();
  });
});

describe("invisible characters", () => {
  it("removes bidirectional overrides, zero-width spaces and BOMs that would disguise a name", () => {
    const schema = z.object({ name: requiredLine("name needed", 100) });
    const parsed = schema.parse({ name: "\u202eAsha\u202c \u200bRao\ufeff" });
    expect(parsed.name).toBe("Asha Rao");
  });

  it("keeps the zero-width joiners that Indic scripts need", () => {
    const schema = z.object({ name: requiredLine("name needed", 100), note: optionalText(500) });
    const kannada = "ಶ್\u200dರೀ";
    expect(schema.parse({ name: kannada, note: kannada })).toEqual({ name: kannada, note: kannada });
  });
});

describe("messages that name their field", () => {
  const Named = z.object({
    phone: phone("phone needed", "your phone number"),
    emergencyPhone: phone("their phone needed", "your emergency contact's phone number"),
    email: email("email needed", "your e-mail address"),
    city: requiredLine("city needed", 5, "your city"),
    plan: choice(["a", "b"], "plan needed", "a plan"),
    born: dateOfBirth("born needed", 18, "your date of birth"),
  });
  const good = { phone: "98450 12345", emergencyPhone: "98860 54321", email: "asha@example.in", city: "Pune", plan: "a", born: "1955-08-15" };
  const messageOf = (field: keyof typeof good, value: unknown) => {
    const result = Named.safeParse({ ...good, [field]: value });
    return result.success ? undefined : fieldErrorsOf(result.error)[field];
  };

  it("tells the applicant's phone from the emergency contact's", () => {
    expect(messageOf("phone", "98450")).toMatch(/^Please check your phone number: a mobile has 10 digits/);
    expect(messageOf("emergencyPhone", "98450")).toMatch(/^Please check your emergency contact's phone number: a mobile has 10 digits/);
    expect(messageOf("emergencyPhone", "ask Ravi")).toBe("Please use only numbers, spaces and the signs + ( ) - in your emergency contact's phone number.");
  });

  it("names the field in every generic message", () => {
    expect(messageOf("email", "asha@")).toBe("Please enter your e-mail address in full, for example name@example.com.");
    expect(messageOf("city", "Bangalore")).toBe("Please shorten your city to 5 characters or fewer.");
    expect(messageOf("city", "Pu\u0000ne")).toBe("Your city has characters we cannot read, often hidden ones from copying and pasting. Please type it again.");
    expect(messageOf("plan", "gold")).toBe("Please choose a plan from the options shown.");
    expect(messageOf("born", "10/13/1952")).toBe("Please enter your date of birth as a real date with day, month and year, for example 15 August 1955.");
  });
});
