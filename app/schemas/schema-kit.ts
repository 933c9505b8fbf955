// Building blocks of the four form schemas, so every form treats text, e-mail, phone numbers,
// choices and dates the same way. Each field yields exactly one message, the first that applies.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { validationCopy as m } from "#app/content/form-words/validation.ts";
import { ageOn, compareDates, parseIsoDate, today } from "#app/core/calendar.ts";
import { isReadableText } from "#app/core/readable-text.ts";

// zod compiles a fast parser with Function() when it may; the site's Content-Security-Policy
// refuses that (no 'unsafe-eval'), and each refused try is a red error in the browser's console.
// jitless tells zod not to try: it parses the same way without it.
z.config({ jitless: true });

// Text that is not what a person types (control characters other than line breaks and tabs, bytes
// that were not UTF-8, which decoding left as U+FFFD) is refused with the field's message, never
// stored changed (app/core/readable-text.ts; docs/decisions/017-hostile-input.md). What is left to
// tidy: in one-line fields line breaks, tabs and runs of spaces become one space; in multi-line
// fields line breaks become "\n".
const LINE_BREAKS_AND_SPACE = /[\s\u0085]+/g;
// Bidirectional overrides/isolates, zero-width space and BOM can make a name read differently in
// the operator's mail and console. Zero-width (non-)joiners stay: Indic scripts need them.
const INVISIBLE = /[\u200b\u202a-\u202e\u2066-\u2069\ufeff]/g;

const asText = (value: unknown): string => (typeof value === "string" ? value : "");
export const cleanLine = (value: unknown) => asText(value).replace(INVISIBLE, "").replace(LINE_BREAKS_AND_SPACE, " ").trim();
const cleanText = (value: unknown) => asText(value).replace(INVISIBLE, "").replace(/\r\n?|\u0085/g, "\n").trim();

/**
 * A string schema: text that is not readable gets the unreadable-text message; readable text is
 * cleaned, and `check` returns the message to show, or undefined when the value is fine.
 */
function checked(clean: (value: unknown) => string, check: (value: string) => string | undefined, name?: string) {
  return z.preprocess(
    asText,
    z.string().transform((typed, ctx) => {
      const value = clean(typed);
      const message = isReadableText(typed) ? check(value) : m.unreadable(name);
      if (!message) return value;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }),
  );
}

const lengthCheck = (required: string | undefined, max: number, name?: string) => (value: string) => {
  if (value === "") return required;
  if (value.length > max) return m.tooLong(max, name);
  return undefined;
};

// `name`, in every builder below, is how the field's messages name it ("your first name"): the
// field's `name` in its form's words (validationCopy).

/** A required one-line field (names, city). */
export const requiredLine = (required: string, max: number, name?: string) => checked(cleanLine, lengthCheck(required, max, name), name);

/** An optional one-line field: empty becomes null. */
export const optionalLine = (max: number, name?: string) =>
  checked(cleanLine, lengthCheck(undefined, max, name), name).transform((v) => (v === "" ? null : v));

/** A required multi-line field (messages). */
export const requiredText = (required: string, max: number, name?: string) => checked(cleanText, lengthCheck(required, max, name), name);

/** An optional multi-line field: empty becomes null. */
export const optionalText = (max: number, name?: string) =>
  checked(cleanText, lengthCheck(undefined, max, name), name).transform((v) => (v === "" ? null : v));

const EMAIL_MAX = 254;
// The shape of an ordinary address (zod's own pattern): something@domain.tld.
const EMAIL_PATTERN = z.regexes.email;

export const email = (required: string, name?: string) =>
  checked(
    cleanLine,
    (value) => {
      if (value === "") return required;
      if (value.length > EMAIL_MAX) return m.tooLong(EMAIL_MAX, name);
      if (!EMAIL_PATTERN.test(value)) return m.email(name);
      return undefined;
    },
    name,
  );

const PHONE_MAX = 20;
/** Digits with the usual separators and an optional leading +: "98450 12345", "+91 (80) 4000-0000". */
const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;

/**
 * A number a phone can call, read as an Indian number unless it starts with + and another
 * country's code: a 10-digit mobile (98450 12345) or a landline with its STD code (080 4000 0000),
 * with or without +91 or a leading 0; for family abroad, + and the country's code. Checked
 * against each country's numbering plan (libphonenumber-js), so a digit too few or too many is
 * caught while it can be mended.
 */
const callable = (value: string) => {
  const parsed = parsePhoneNumberFromString(value, "IN");
  return parsed?.isValid() ? parsed : undefined;
};

/**
 * A phone number, stored in one form whoever typed it how: the international form grouped for
 * reading ("+91 98450 12345", "+44 20 7946 0958"), which every view shows as it is and a tel: link
 * dials without its spaces.
 */
export const phone = (required: string, name?: string) =>
  checked(
    cleanLine,
    (value) => {
      if (value === "") return required;
      if (value.length > PHONE_MAX) return m.tooLong(PHONE_MAX, name);
      if (!PHONE_PATTERN.test(value)) return m.phoneCharacters(name);
      if (!callable(value)) return m.phoneNumber(name);
      return undefined;
    },
    name,
  ).transform((value) => callable(value)!.formatInternational());

/** One of a fixed list of values. */
export const choice = <const V extends readonly [string, ...string[]]>(values: V, required: string, name?: string) =>
  z.preprocess(cleanLine, z.enum(values, { error: (issue) => (issue.input === "" ? required : m.unknownChoice(name)) }));

/** The posted values of an option list, typed for `choice` and `choices`. */
export const valuesOf = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [T[number]["value"], ...Array<T[number]["value"]>];

/** One of a fixed list, or nothing (null). */
export const optionalChoice = <const V extends readonly [string, ...string[]]>(values: V, name?: string) =>
  z.preprocess((v) => cleanLine(v) || null, z.enum(values, { error: m.unknownChoice(name) }).nullable());

/** The schemas of fields a form posts once per ticked box (see fieldsOf). */
const repeatedFields = new WeakSet<z.ZodType>();

/**
 * Any number of values from a fixed list (checkbox groups), sent once per ticked box. Unknown
 * values are refused; a value sent twice counts once; the list keeps the options' order.
 */
export const choices = <const V extends readonly [string, ...string[]]>(values: V, name?: string) => {
  const schema = z
    .preprocess((v) => (Array.isArray(v) ? v : typeof v === "string" ? [v] : []).map(cleanLine).filter(Boolean), z.array(z.enum(values, { error: m.unknownChoice(name) })))
    .transform((picked) => values.filter((v) => picked.includes(v)) as Array<V[number]>);
  repeatedFields.add(schema);
  return schema;
};

/** What a form posts, read from its schema: the fields in the form's order, and those sent once per ticked box. */
export type FormFields = { fields: readonly string[]; repeated: readonly string[] };

/**
 * A form's field list is its schema's keys, in order: what the action reads from a post, what the
 * browser checks, and the order its error summary lists messages in.
 */
export function fieldsOf(schema: z.ZodObject): FormFields {
  const fields = Object.keys(schema.shape);
  return { fields, repeated: fields.filter((name) => repeatedFields.has(schema.shape[name] as z.ZodType)) };
}

/** A public form's schema with its field list, as the browser loads it on first need. */
export type CheckedForm = FormFields & { schema: z.ZodType };
export const checkedForm = (schema: z.ZodObject): CheckedForm => ({ schema, ...fieldsOf(schema) });

/** A ticked checkbox: browsers post "on". */
export const ticked = (required: string) =>
  z.preprocess(asText, z.literal("on", { error: required })).transform(() => true as const);

const OLDEST_AGE = 120;

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/**
 * A date of birth as people in India write it, day first: "15 08 1955", "15/8/1955", "15-08-1955",
 * "15.08.1955", "15 August 1955", "15 Aug 1955"; or as YYYY-MM-DD (what a post from elsewhere, and
 * a browser's date field, sends). The order is never guessed: a first number of four digits is a
 * year, anything else is a day. "yyyy-mm-dd", or undefined when it is not a real date.
 */
function readDateOfBirth(typed: string): string | undefined {
  const parts = typed.toLowerCase().split(/[\s/.,-]+/).filter(Boolean);
  if (parts.length !== 3) return undefined;
  const [first, second, third] = parts as [string, string, string];
  let day: string, month: string, year: string;
  if (/^\d{4}$/.test(first) && /^\d{1,2}$/.test(second) && /^\d{1,2}$/.test(third)) [year, month, day] = [first, second, third];
  else if (/^\d{1,2}$/.test(first) && /^\d{4}$/.test(third)) {
    [day, year] = [first, third];
    const named = second.length >= 3 ? MONTHS.findIndex((name) => name.startsWith(second)) : -1;
    if (/^\d{1,2}$/.test(second)) month = second;
    else if (named >= 0) month = String(named + 1);
    else return undefined;
  } else return undefined;
  const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return parseIsoDate(iso) ? iso : undefined;
}

/**
 * A date of birth typed day first (readDateOfBirth), stored as YYYY-MM-DD: a real date, in the
 * past (in Bangalore), at most 120 years ago, and at least minAge.
 */
export const dateOfBirth = (required: string, minAge: number, name?: string) =>
  checked(cleanLine, (value) => {
    if (value === "") return required;
    const iso = readDateOfBirth(value);
    const birth = iso ? parseIsoDate(iso) : null;
    if (!birth) return m.dateInvalid(name);
    const now = today();
    if (compareDates(birth, now) >= 0) return m.dateInFuture;
    const age = ageOn(birth, now);
    if (age > OLDEST_AGE) return m.dateTooLongAgo;
    if (age < minAge) return m.tooYoung(minAge);
    return undefined;
  }, name).transform((value) => readDateOfBirth(value)!);

/** The first year a typed date may have: an earlier one is a slip of the keyboard ("0224"). */
const EARLIEST_YEAR = 1900;

/**
 * A date typed day first or as YYYY-MM-DD (readDateOfBirth's ways: "01/04/2024", "1-4-2024",
 * "1 April 2024", the date field's "2024-04-01"), not after today in Bangalore, stored as
 * YYYY-MM-DD: when something began (a member joined).
 */
export const pastDate = (required: string, future: string, name?: string) =>
  checked(cleanLine, (value) => {
    if (value === "") return required;
    const iso = readDateOfBirth(value);
    const date = iso ? parseIsoDate(iso) : null;
    if (!date || date.year < EARLIEST_YEAR) return m.dateInvalid(name);
    if (compareDates(date, today()) > 0) return future;
    return undefined;
  }, name).transform((value) => readDateOfBirth(value)!);
