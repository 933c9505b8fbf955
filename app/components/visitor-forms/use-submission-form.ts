// The behaviour every public form shares (spec section 4): idle -> loading -> success | error,
// back to idle after 5 s (fields reset after a success), the button disabled while loading and
// after success, instant messages from the same schema the server uses, and focus moved to
// whatever the visitor needs to read next. Without JavaScript the page's action result (from a
// plain HTML post) is shown the same way.
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from "react";
import { FORM_TOKEN_FIELD } from "#app/core/form-token-fields.ts";
import { submittedFormData } from "#app/hooks/submitted-form-data.ts";
import { resultIn } from "./use-page-result.ts";
import { useFormPage } from "./form-page.ts";
import { revealAnswer } from "#app/components/ui/reveal-answer.ts";
import { RESET_DELAY_MS } from "#app/content/form-words/common.ts";
import { fieldErrorsOf, readForm, type FieldErrors, type FormName, type FormResult, type FormValues } from "#app/schemas/form-data.ts";
import type { CheckedForm } from "#app/schemas/schema-kit.ts";

type SchemaLoader = () => Promise<CheckedForm>;

/** Loads a schema module once, on first need, so zod stays out of every page's first download. */
function lazySchema(load: () => Promise<CheckedForm>): SchemaLoader {
  let pending: Promise<CheckedForm> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined; // try again next time (e.g. the connection came back)
      throw error;
    }));
}

/** Each form's schema and field list, the same ones its action parses with. */
const schemas: Record<FormName, SchemaLoader> = {
  contact: lazySchema(() => import("#app/schemas/contact.ts").then((m) => m.contactForm)),
  newsletter: lazySchema(() => import("#app/schemas/newsletter.ts").then((m) => m.newsletterForm)),
  member: lazySchema(() => import("#app/schemas/member.ts").then((m) => m.memberForm)),
  volunteer: lazySchema(() => import("#app/schemas/volunteer.ts").then((m) => m.volunteerForm)),
};

/**
 * `errors` with `name`'s message set to `message` (or gone), every message in the field list's
 * order: the error summary lists them as they come.
 */
function withMessage(errors: FieldErrors, fields: readonly string[], name: string, message: string | undefined): FieldErrors {
  const next: FieldErrors = {};
  for (const field of fields) {
    const value = field === name ? message : errors[field];
    if (value) next[field] = value;
  }
  return next;
}

export type SubmissionFormState = ReturnType<typeof useSubmissionForm>;

/** 18 random bytes in base64url, as the server writes them into pages (isFormToken). */
function newFormToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** What the visitor keeps after a success: the Reference ID, what was sent and when, and whether it was urgent. */
export type Receipt = { reference: string; what: string; when: string; urgent?: { closed: boolean } };

const receiptOf = (answer: Extract<FormResult, { status: "success" }>): Receipt => ({ reference: answer.reference, ...answer.receipt, ...(answer.urgent ? { urgent: answer.urgent } : {}) });

/**
 * `action` is the page the form posts to: the plain HTML post of a visitor without JavaScript, and
 * the one sent in the background with it (form-page.ts), answered the same way.
 */
export function useSubmissionForm({
  form,
  action,
  keepAnswer = false,
}: {
  form: FormName;
  action: string;
  /**
   * After a success, keep the answer (receipt and next steps) in place of the form until the
   * visitor chooses to start again (startAgain), instead of the spec's 5 s reset (for
   * the Join Us applications, where a second press looked like the first had failed).
   */
  keepAnswer?: boolean;
}) {
  const loadSchema = schemas[form];
  // The field list, once the schema has loaded (a change before then is checked on submit).
  const fieldList = useRef<readonly string[] | null>(null);
  const page = useFormPage();
  // A result rendered into the page by a plain HTML post (JavaScript off, or not yet loaded).
  const pageResult = resultIn(page.answers, [form]);
  // A post sent from here (JavaScript on) and not yet answered.
  const [sending, setSending] = useState(false);
  // The one-time token of what is being filled in now: kept through a failed send (a retry is the
  // same submission), new after a success (the next one is another).
  const token = useRef<string | null>(null);

  const [result, setResult] = useState<FormResult | undefined>(pageResult);
  /**
   * The visitor's receipt: set with a success, kept through the spec's reset
   * until closed or the page is left, so a Reference ID noted late is still there.
   */
  const [receipt, setReceipt] = useState<Receipt | undefined>(pageResult?.status === "success" ? receiptOf(pageResult) : undefined);
  const [errors, setErrors] = useState<FieldErrors>(pageResult?.status === "error" ? pageResult.fieldErrors : {});
  const [summaryShown, setSummaryShown] = useState(pageResult?.status === "error" && Object.keys(pageResult.fieldErrors).length > 0);
  const [validating, setValidating] = useState(false);

  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const receiptRef = useRef<HTMLElement>(null);
  const focusNext = useRef<"panel" | "summary" | "receipt" | null>(null);
  const dirty = useRef(new Set<string>());
  const errorsRef = useRef(errors);
  errorsRef.current = errors;

  const loading = validating || sending;
  const succeeded = result?.status === "success";

  // The server's answer to a submission made without a page load.
  const answered = (answer: FormResult) => {
    setResult(answer);
    if (answer.status === "error") {
      const hasFieldErrors = Object.keys(answer.fieldErrors).length > 0;
      setErrors(answer.fieldErrors);
      setSummaryShown(hasFieldErrors);
      focusNext.current = hasFieldErrors ? "summary" : "panel";
    } else {
      setReceipt(receiptOf(answer));
      token.current = null;
      focusNext.current = "panel";
    }
  };

  /**
   * Sends the form in the background; the page it comes back as carries the answer (form-page.ts).
   * If none comes (the connection is lost, the server is down or fails), the form shows its own
   * error state (spec section 8) and keeps everything typed.
   */
  const send = (formData: FormData) => {
    if (!page.send) return;
    setSending(true);
    page
      .send(action, formData)
      .then((answers) => resultIn(answers ?? [], [form]))
      .then((answer) => answered(answer ?? { form, status: "error", fieldErrors: {}, formError: "", values: {} }))
      .finally(() => setSending(false));
  };

  // Move focus after the panel or summary is on screen, so it is read out and scrolled to. The
  // receipt takes the place of the success panel the visitor was on: focus moves to it where it is,
  // with no scroll.
  useEffect(() => {
    if (focusNext.current === "receipt") {
      if (!receiptRef.current) return;
      receiptRef.current.focus({ preventScroll: true });
      focusNext.current = null;
      return;
    }
    const target = focusNext.current === "panel" ? panelRef.current : focusNext.current === "summary" ? summaryRef.current : null;
    // Not rendered yet (the state that shows it is still being applied): try after the next render.
    if (!target) return;
    revealAnswer(target);
    focusNext.current = null;
  });

  // The spec's 5 s reset: success and failure panels go, and after a success the fields empty.
  // Messages beside fields stay until they are put right: the visitor still needs them.
  useEffect(() => {
    if (!result || (result.status === "error" && result.formError === undefined)) return;
    if (keepAnswer && result.status === "success") return;
    const timer = window.setTimeout(() => {
      const panelHadFocus = panelRef.current?.contains(document.activeElement) ?? false;
      setResult(undefined);
      if (result.status === "success") {
        formRef.current?.reset();
        dirty.current.clear();
        setErrors({});
        setSummaryShown(false);
      }
      // The focused panel is about to disappear: focus goes to the receipt that takes its place
      // (after a success), or to the form (after a failure), never to the page's top.
      if (panelHadFocus && result.status === "success") focusNext.current = "receipt";
      else if (panelHadFocus) formRef.current?.focus({ preventScroll: true });
    }, RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [result, keepAnswer]);

  const validate = useCallback(
    async (formData: FormData) => {
      const { schema, fields, repeated } = await loadSchema();
      fieldList.current = fields;
      const parsed = schema.safeParse(readForm(formData, fields, repeated));
      return { found: parsed.success ? {} : fieldErrorsOf(parsed.error), fields };
    },
    [loadSchema],
  );

  const revalidateField = useCallback(
    (name: string) => {
      const element = formRef.current;
      if (!element) return;
      validate(new FormData(element)).then(
        ({ found, fields }) => setErrors((previous) => (previous[name] === found[name] ? previous : withMessage(previous, fields, name, found[name]))),
        () => {}, // the schema could not load: the server will check on submit
      );
    },
    [validate],
  );

  const isField = (name: string) => fieldList.current === null || fieldList.current.includes(name);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || succeeded) return;
    focusNext.current = null;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const formData = submittedFormData(event.currentTarget, submitter);
    formData.set(FORM_TOKEN_FIELD, (token.current ??= newFormToken()));
    setValidating(true);
    validate(formData)
      .then(
        ({ found }) => {
          if (Object.keys(found).length > 0) {
            setErrors(found);
            setSummaryShown(true);
            setResult(undefined);
            focusNext.current = "summary";
            return;
          }
          setErrors({});
          setSummaryShown(false);
          setResult(undefined);
          send(formData);
        },
        // The schema could not load (offline, a new release): the server checks anyway.
        () => send(formData),
      )
      .finally(() => setValidating(false));
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: string }).name ?? "";
    if (!isField(name)) return;
    dirty.current.add(name);
    // Once a field shows a message, it is checked as the visitor types, so it clears when put right.
    if (name in errorsRef.current) revalidateField(name);
  };

  // A message appearing as a field loses focus pushes what is below it down. If the field lost
  // focus because the visitor pressed on something further down the form (the submit button, a
  // checkbox), that would move it from under the pointer and swallow the click: the check waits
  // until the press is over.
  const pointerDown = useRef(false);
  const deferred = useRef(new Set<string>());
  const onPointerDown = () => {
    pointerDown.current = true;
    window.addEventListener(
      "pointerup",
      () =>
        window.setTimeout(() => {
          pointerDown.current = false;
          for (const name of deferred.current) revalidateField(name);
          deferred.current.clear();
        }, 0),
      { once: true },
    );
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: string }).name ?? "";
    // Only fields the visitor has typed in: tabbing past an empty field is not a mistake yet.
    if (!isField(name) || !(dirty.current.has(name) || name in errorsRef.current)) return;
    if (pointerDown.current) deferred.current.add(name);
    else revalidateField(name);
  };

  // Fetch the schema as soon as the visitor starts on the form, so the first check is instant.
  const onFocus = () => void loadSchema().catch(() => {});

  /** Values typed before a plain HTML post that came back with errors, to put back in the fields. */
  const returnedValues: FormValues = pageResult?.status === "error" ? pageResult.values : {};

  return {
    form,
    action,
    result,
    receipt,
    dismissReceipt: () => setReceipt(undefined),
    keepAnswer,
    /** After a kept answer: the form again, empty (errors and summary were cleared as it was sent). */
    startAgain: () => {
      setResult(undefined);
      setReceipt(undefined);
    },
    /** The result came with the page (no JavaScript): its panel takes focus as the page loads. */
    resultFromPage: result !== undefined && result === pageResult,
    errors,
    summaryShown,
    loading,
    succeeded,
    returnedValues,
    formRef,
    panelRef,
    summaryRef,
    receiptRef,
    formProps: { ref: formRef, method: "post", action, noValidate: true, onSubmit, onChange, onBlur, onFocus, onPointerDown, tabIndex: -1 } as const,
  };
}
