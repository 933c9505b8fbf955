// Owns the one contract every form action follows (the house style): read the post -> validate
// with the form's schema (400 with one message per field and the typed values) -> rate limit (429
// with Retry-After) -> store in one transaction, a filled honeypot stored as spam with no mail and
// answered like a person (503 with the spec's error text if storing fails, nothing half-stored) ->
// the Reference ID, as data for the page's script or, for a post without JavaScript, a 303 to the
// page with the signed answer (post/redirect/get). Every answer is no-store.
import { data, redirect, type RouterContextProvider } from "react-router";
import { FORM_TOKEN_FIELD, isFormToken } from "#app/core/form-token-fields.ts";
import { isDocumentPost, sentLocation } from "./sent-receipt.server.ts";
import type { z } from "zod";
import { commonCopy } from "#app/content/form-words/common.ts";
import { contactCopy } from "#app/content/form-words/contact.ts";
import { memberCopy } from "#app/content/form-words/member.ts";
import { newsletterCopy } from "#app/content/form-words/newsletter.ts";
import { receiptWhat } from "#app/content/form-words/receipt-what.ts";
import { formatDateTime } from "#app/core/calendar.ts";
import { readBack, type ReadBackFields } from "./read-back.ts";
import { URGENT_SUBJECT } from "#app/core/contact-subjects.ts";
import { isOpenAt } from "#app/core/opening-hours.ts";
import { volunteerCopy } from "#app/content/form-words/volunteer.ts";
import { contactForm } from "#app/schemas/contact.ts";
import { memberForm } from "#app/schemas/member.ts";
import { newsletterForm } from "#app/schemas/newsletter.ts";
import type { CheckedForm } from "#app/schemas/schema-kit.ts";
import { volunteerForm } from "#app/schemas/volunteer.ts";
import { fieldErrorsOf, isHoneypotFilled, readForm, type FormName, type FormResult, type FormValues } from "#app/schemas/form-data.ts";
import { requestContextOf, type Services } from "#app/lib/services/context.server.ts";
import { createRateLimiter, type RateLimiter } from "#app/lib/rate-limit.server.ts";
import {
  submitContact,
  submitMember,
  submitVolunteer,
  type SubmissionDeps,
  type SubmitOptions,
  type SubmitResult,
} from "#app/lib/submissions/store.server.ts";
import { subscribeNewsletter } from "#app/lib/newsletter/subscriptions.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";

type FormHandler<I> = {
  /** The schema and the field list it gives (what is read from a post, in order). */
  checked: CheckedForm & { schema: z.ZodType<I> };
  submit(deps: SubmissionDeps, input: I, options: SubmitOptions): Promise<SubmitResult>;
  /** The spec's default error message for this form (section 8). */
  failure: string;
};

// Typed per form (the schema's output must be what its submit function takes), stored untyped.
const handler = <I>(h: FormHandler<I>) => h as unknown as FormHandler<unknown>;
const handlers: Record<FormName, FormHandler<unknown>> = {
  contact: handler({ checked: contactForm, submit: submitContact, failure: contactCopy.failure.body }),
  newsletter: handler({ checked: newsletterForm, submit: subscribeNewsletter, failure: newsletterCopy.failure.body }),
  member: handler({ checked: memberForm, submit: submitMember, failure: memberCopy.failure.body }),
  volunteer: handler({ checked: volunteerForm, submit: submitVolunteer, failure: volunteerCopy.failure.body }),
};

// One limiter per running server (its Services), shared by the four forms: the limit is on a
// client's submissions, whichever form they use. Its counts are in the database, so every server
// sharing it counts the same posts.
const limiters = new WeakMap<Services, RateLimiter>();
export function limiterFor(services: Services): RateLimiter {
  let limiter = limiters.get(services);
  if (!limiter) {
    limiter = createRateLimiter({
      db: services.db,
      max: services.env.RATE_LIMIT_MAX,
      windowMs: services.env.RATE_LIMIT_WINDOW_MS,
      onSweepError: (err) => services.log.warn({ err }, "rate limit: expired counts could not be deleted"),
    });
    limiters.set(services, limiter);
  }
  return limiter;
}

/**
 * The member's own page (/membership/<link>, docs/decisions/035): at most this many changes of one
 * member's contact details in the forms' window (RATE_LIMIT_WINDOW_MS), whoever sends them; each
 * mails the office. The client address is counted besides, with the public forms (limiterFor).
 */
export const MEMBER_CHANGES_PER_WINDOW = 5;
const memberLimiters = new WeakMap<Services, RateLimiter>();

/** The limit on one member's own changes (keys `member-contact:<member id>` in the shared table). */
export function memberChangeLimiterFor(services: Services): RateLimiter {
  let limiter = memberLimiters.get(services);
  if (!limiter) {
    limiter = createRateLimiter({
      db: services.db,
      name: "member-contact",
      max: Math.min(MEMBER_CHANGES_PER_WINDOW, services.env.RATE_LIMIT_MAX),
      windowMs: services.env.RATE_LIMIT_WINDOW_MS,
      onSweepError: (err) => services.log.warn({ err }, "rate limit: expired counts could not be deleted"),
    });
    memberLimiters.set(services, limiter);
  }
  return limiter;
}

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * Every answer to a form post echoes what was typed (a name, an address, medical notes) or the
 * visitor's Reference ID: no browser or proxy may keep it, or the next person at a shared
 * computer could bring it back with the Back button.
 */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** Validates and stores one submission of `form`, answering with the page's FormResult. */
async function handleSubmission(form: FormName, formData: FormData, context: Readonly<RouterContextProvider>, request?: Request) {
  const { services, clientIp } = requestContextOf(context);
  const formHandler = handlers[form];
  const { schema, fields, repeated } = formHandler.checked;
  const values = readForm(formData, fields, repeated);

  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    return data<FormResult>({ form, status: "error", fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400, headers: NO_STORE });
  }

  // The counts are in the database: if it cannot answer, storing will say so (503) in a moment;
  // the limit never turns a post away by itself.
  const decision = await limiterFor(services)
    .hit(clientIp)
    .catch((err: unknown) => (services.log.warn({ err, form }, "rate limit could not be checked"), { allowed: true } as const));
  if (!decision.allowed) {
    services.log.warn({ form, clientIp }, "form submission refused: rate limit");
    const minutes = Math.ceil(decision.retryAfterSeconds / 60);
    return data<FormResult>(
      { form, status: "error", fieldErrors: {}, formError: commonCopy.rateLimited(minutes), values },
      { status: 429, headers: { ...NO_STORE, "Retry-After": String(decision.retryAfterSeconds) } },
    );
  }

  // A filled honeypot is a bot: it gets the same answer as a person, so it learns nothing.
  const spam = isHoneypotFilled(formData);
  let answer: Extract<FormResult, { status: "success" }>;
  try {
    const token = formData.get(FORM_TOKEN_FIELD);
    const result = await formHandler.submit(services, parsed.data, { spam, ...(isFormToken(token) ? { token } : {}) });
    services.log.info({ form, reference: result.reference, spam }, "submission stored");
    answer = {
      form,
      status: "success",
      reference: result.reference,
      // A newsletter's mail asks to confirm, and only a new address gets one: the answer does not say which.
      confirmationSent: form !== "newsletter" && services.env.MAIL_CONFIRMATIONS,
      receipt: { what: receiptWhat(form, parsed.data as Parameters<typeof receiptWhat>[1]), when: formatDateTime(new Date()), ...readBack(parsed.data as ReadBackFields) },
      // An emergency is answered with "call us now", never with a reply within a day.
      ...(form === "contact" && (parsed.data as { subject?: string }).subject === URGENT_SUBJECT ? { urgent: { closed: !isOpenAt() } } : {}),
    };
  } catch (error) {
    // Nothing was stored (one transaction). The visitor sees the spec's message, never the cause.
    services.log.error({ err: error, form }, "submission could not be stored");
    return data<FormResult>(
      { form, status: "error", fieldErrors: {}, formError: formHandler.failure, values },
      { status: 503, headers: { ...NO_STORE, "Retry-After": "30" } },
    );
  }
  // Without JavaScript: post/redirect/get, so a reload of the answer shows it again and sends nothing.
  if (request && isDocumentPost(request, formData)) throw redirect(sentLocation(request, answer, services.env), { status: 303, headers: NO_STORE });
  return data<FormResult>(answer, { headers: NO_STORE });
}

export async function contactAction({ request, context }: ActionArgs) {
  return handleSubmission("contact", await formDataOf(request), context, request);
}

export async function newsletterAction({ request, context }: ActionArgs) {
  return handleSubmission("newsletter", await formDataOf(request), context, request);
}

/** POST /join-us: `intent` says which of the two applications was sent. */
export async function joinUsAction({ request, context }: ActionArgs) {
  const formData = await formDataOf(request);
  const intent = formData.get("intent");
  if (intent === "member" || intent === "volunteer") return handleSubmission(intent, formData, context, request);
  const values: FormValues = readForm(formData, memberForm.fields, memberForm.repeated);
  return data<FormResult>({ form: "member", status: "error", fieldErrors: {}, formError: memberCopy.failure.body, values }, { status: 400, headers: NO_STORE });
}
