// Owns post/redirect/get for the public forms posted without JavaScript: a
// stored submission is answered with a 303 to the page it came from, carrying the answer in a
// signed `sent` parameter, so reloading the page shows the receipt again and sends nothing. The
// parameter holds only what the receipt shows (form, Reference ID, what was sent, when), signed
// with the session secret so nobody can make the page show a receipt the site never gave. An
// emergency's answer is marked: whether the centre is open is read as the page is shown.
import crypto from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { FORM_SCRIPT_FIELD } from "#app/core/form-token-fields.ts";
import { isOpenAt } from "#app/core/opening-hours.ts";
import type { FormName, FormResult } from "#app/schemas/form-data.ts";
import { sessionSecret } from "#app/lib/auth/cookie.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import { maybeRequestContext, type Services } from "#app/lib/services/context.server.ts";
import { contactInquiries, members, volunteers } from "#app/lib/db/schema.ts";
import { eq } from "drizzle-orm";
import { readBack } from "./read-back.ts";

export const SENT_PARAM = "sent";
type Success = Extract<FormResult, { status: "success" }>;
const FORMS: readonly FormName[] = ["contact", "newsletter", "member", "volunteer"];

const sign = (payload: string, secret: string) => crypto.createHmac("sha256", `sent-receipt:${secret}`).update(payload).digest("base64url").slice(0, 32);

/** Whether the post came from a page without JavaScript (a browser's own form submission). */
export function isDocumentPost(request: Request, formData: FormData): boolean {
  return formData.get(FORM_SCRIPT_FIELD) === null && (request.headers.get("accept") ?? "").includes("text/html");
}

/** The page the form was on, with the signed answer added (its other parameters, such as ?tab=, kept). */
export function sentLocation(request: Request, answer: Success, env: Pick<Env, "SESSION_SECRET" | "DATA_DIR">): string {
  const url = new URL(request.url);
  const payload = Buffer.from(JSON.stringify([answer.form, answer.reference, answer.receipt.what, answer.receipt.when, answer.confirmationSent ? 1 : 0, answer.urgent ? 1 : 0])).toString("base64url");
  url.searchParams.delete("index");
  url.searchParams.set(SENT_PARAM, `${payload}.${sign(payload, sessionSecret(env))}`);
  return `${url.pathname}${url.search}`;
}

/**
 * What the answer reads back (the phone number, a date of birth), from the stored record: kept
 * out of the address, which browsers and logs keep. Nothing when the record is gone (erased).
 */
async function storedReadBack(services: Services, form: FormName, reference: string): Promise<{ phone?: string; born?: string }> {
  try {
    const db = services.db;
    const [row] =
      form === "member"
        ? await db.select({ phone: members.phone, dateOfBirth: members.dateOfBirth }).from(members).where(eq(members.reference, reference))
        : form === "volunteer"
          ? await db.select({ phone: volunteers.phone }).from(volunteers).where(eq(volunteers.reference, reference))
          : form === "contact"
            ? await db.select({ phone: contactInquiries.phone }).from(contactInquiries).where(eq(contactInquiries.reference, reference))
            : [];
    return row ? readBack(row) : {};
  } catch (err) {
    // The receipt is shown without them: the page must not fail for want of a read-back.
    services.log.warn({ err, form }, "the sent answer's read-back could not be read");
    return {};
  }
}

/** The answer a redirected page shows, when its `sent` parameter is one the site signed; else null. */
export async function sentAnswer(request: Request, context: Readonly<RouterContextProvider> | undefined): Promise<Success | null> {
  const value = new URL(request.url).searchParams.get(SENT_PARAM);
  const services = context ? maybeRequestContext(context)?.services : undefined;
  if (!value || !services || value.length > 2000) return null;
  const [payload = "", signature = ""] = value.split(".");
  const expected = sign(payload, sessionSecret(services.env));
  if (signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null;
  try {
    const [form, reference, what, when, confirmationSent, urgent] = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as [FormName, string, string, string, number, number?];
    if (!FORMS.includes(form) || typeof reference !== "string" || typeof what !== "string" || typeof when !== "string") return null;
    return {
      form,
      status: "success",
      reference,
      receipt: { what, when, ...(await storedReadBack(services, form, reference)) },
      confirmationSent: confirmationSent === 1,
      ...(urgent === 1 ? { urgent: { closed: !isOpenAt() } } : {}),
    };
  } catch {
    return null;
  }
}
