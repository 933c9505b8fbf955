// The contract between a form and its action, shared by browser and server: how posted fields
// become a plain object for the schema, the shape of field errors, and what an action answers.
// No zod at run time here (type imports only), so pages can import it cheaply.
import type { z } from "zod";
import { isReadableText } from "#app/core/readable-text.ts";

export type FormName = "contact" | "newsletter" | "member" | "volunteer";

/** What was posted, field by field: repeated fields (interests, skills, availability) as lists. */
export type FormValues = Record<string, string | string[]>;

/** One message per field, keyed by field name. */
export type FieldErrors = Record<string, string>;

/** The spam trap's field name: a name form-filling bots like to fill. People never see the field. */
export const HONEYPOT_FIELD = "website";

/** No field needs more; the cap stops a crafted post from making the server echo megabytes back. */
const MAX_VALUE_LENGTH = 10_000;
const MAX_REPEATS = 50;

/**
 * Reads the given fields out of posted form data. Only known fields are read, so nothing else
 * a client sends is echoed back; files are ignored.
 */
export function readForm(formData: FormData, fields: readonly string[], repeated: readonly string[] = []): FormValues {
  const values: FormValues = {};
  for (const name of fields) {
    if (repeated.includes(name)) {
      values[name] = formData
        .getAll(name)
        .filter((v): v is string => typeof v === "string")
        .slice(0, MAX_REPEATS)
        .map((v) => v.slice(0, MAX_VALUE_LENGTH));
    } else {
      const value = formData.get(name);
      if (typeof value === "string") values[name] = value.slice(0, MAX_VALUE_LENGTH);
    }
  }
  return values;
}

/**
 * One posted field read as it is, for what no schema checks (a link's token, a button's intent, a
 * password): "" when absent, a file, or not readable text (a NUL, another control character but line
 * breaks and tabs, bytes that were not UTF-8). Such a value can name no record and do nothing, so it
 * is read as nothing: the action answers as it does an empty field, and the database never sees it.
 */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" && isReadableText(value) ? value : "";
}

export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

/** The first message for each field, in the order the schema reported them. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** A console form's fields as typed (for showing them again) and either the validated input or an error per field. */
export type ReadFields<T> = { values: Record<string, string>; input?: T; errors: FieldErrors };

/**
 * Reads the named one-line fields of a console form and checks them with `schema`. The errors come
 * in the order of `names` (the schema's keys), also when a check across fields (an end time after
 * the start) reports after the fields' own.
 */
export function readFields<S extends z.ZodType>(schema: S, form: FormData, names: readonly string[]): ReadFields<z.infer<S>> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value.slice(0, 60_000) : "";
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const found = fieldErrorsOf(parsed.error);
    const errors: FieldErrors = {};
    for (const name of [...names, ...Object.keys(found)]) if (name in found && !(name in errors)) errors[name] = found[name]!;
    return { values, errors };
  }
  return { values, input: parsed.data, errors: {} };
}

/** What a form action answers; the page shows it with JavaScript on or off. */
export type FormResult =
  | {
      form: FormName;
      status: "success";
      reference: string;
      /** Whether a confirmation with the Reference ID is on its way to the visitor. */
      confirmationSent: boolean;
      /**
       * What was sent and when, for the visitor's receipt, and what was typed that a slip in would
       * cost a call: the phone number as stored, and a date of birth in words ("14 March 1952").
       */
      receipt: { what: string; when: string; phone?: string; born?: string };
      /**
       * An enquiry about an emergency: the answer asks the visitor to call now instead of waiting
       * for a reply, and adds the national Elder Line when the centre is `closed` at that moment.
       */
      urgent?: { closed: boolean };
    }
  | {
      form: FormName;
      status: "error";
      /** One message per bad field (400). Empty when the whole submission failed. */
      fieldErrors: FieldErrors;
      /**
       * Set when the submission failed as a whole (429, 503, no connection): the text for the
       * form's error panel, or "" for the form's default message (spec section 8).
       */
      formError?: string;
      /** What the visitor typed, so a page without JavaScript can put it back. */
      values: FormValues;
    };

export function isFormResult(value: unknown, form: FormName): value is FormResult {
  return typeof value === "object" && value !== null && (value as { form?: unknown }).form === form;
}
