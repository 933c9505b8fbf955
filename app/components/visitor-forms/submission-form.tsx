// The frame every public form shares: heading and introduction, the success or failure panel,
// the error summary, the fields (children), the spam trap and the submit button. It is an
// ordinary HTML form posting to the page's action, so it works with JavaScript off.
import type { ReactNode } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { errorSummary } from "#app/components/ui/field-props.ts";
import { fieldBoxId } from "#app/components/ui/field.tsx";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { commonCopy } from "#app/content/form-words/common.ts";
import { HONEYPOT_FIELD } from "#app/schemas/form-data.ts";
import { SectionLevel } from "./form-section.tsx";
import type { SubmissionFormState } from "./use-submission-form.ts";
import { ExactReference } from "./exact-reference.tsx";
import { NextSteps } from "./next-steps.tsx";
import { ReceiptFacts } from "./receipt-facts.tsx";
import { ReceiptPanel } from "./receipt-panel.tsx";
import { AnswerPromise, type UrgentWords } from "./answer-promise.tsx";
import { answerAnchor, answerId } from "#app/components/ui/reveal-answer.ts";
import { FORM_TOKEN_FIELD, FORM_TOKEN_PLACEHOLDER } from "#app/core/form-token-fields.ts";

export type FormCopy = {
  heading: string;
  intro?: string;
  submit: string;
  loading: string;
  success: {
    heading: string;
    body: string;
    /** With these, the answer to a success stays in place of the form (useSubmissionForm's keepAnswer). */
    next?: { heading: string; steps: readonly string[] };
    another?: string;
  };
  /** The answer to an urgent message (an emergency), in place of the success's heading and body. */
  urgent?: UrgentWords;
  failure: { heading: string; body: string };
};

/** Heading options every form component takes. */
export type FormHeadingProps = {
  headingLevel?: 2 | 3;
  /** False inside a page Section that already titles the form. */
  showHeading?: boolean;
};

export type SubmissionFormProps = {
  /** The same object the form's fields are wired from (fieldProps). */
  form: {
    state: SubmissionFormState;
    copy: FormCopy;
    /** Prefix of every id in the form (two forms can share a page). */
    idPrefix: string;
  };
  /** Which control an error-summary link for a field focuses; by default `${idPrefix}-${field}`. */
  fieldId?: (field: string) => string;
  /** Where it lands: the field's box (fieldBoxId); by default that of `${idPrefix}-${field}`. */
  boxId?: (field: string) => string;
  headingLevel?: 2 | 3;
  /** False when the page already gives the form a heading and introduction (a page Section). */
  showHeading?: boolean;
  /** Hidden inputs (intent, source) that identify the submission. */
  hidden?: Record<string, string>;
  /** Where "Start another application" leads without JavaScript: the page's empty form. */
  againHref?: string;
  /** "compact" lays out a one-field form (newsletter) with its button beside the field. */
  layout?: "stacked" | "compact";
  /**
   * On a page React does not hydrate: the form posts the ordinary way, and app/enhance/busy-form.ts
   * shows the loading words and disables the button while it is sent.
   */
  plainPost?: boolean;
  children: ReactNode;
  className?: string;
};

/** The id of a form that posts the ordinary way, which its token input names. */
const postFormId = (idPrefix: string) => `${idPrefix}-post`;

export function SubmissionForm({
  form: { state, copy, idPrefix },
  fieldId = (field) => `${idPrefix}-${field}`,
  boxId = (field) => fieldBoxId(`${idPrefix}-${field}`),
  headingLevel = 2,
  showHeading = true,
  hidden = {},
  againHref,
  layout = "stacked",
  plainPost = false,
  children,
  className = "",
}: SubmissionFormProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // A page Section that titles the form is already the landmark; a second one would only add noise.
  const Wrapper = showHeading ? "section" : "div";
  const { result } = state;
  const summary = errorSummary({ idPrefix, state: { errors: state.errors, returnedValues: state.returnedValues } }, fieldId, boxId);
  // The answer shown first carries the id the form's address points at (reveal-answer.ts).
  const failed = result?.status === "error" && result.formError !== undefined;
  const answer = answerId(idPrefix);
  // A success whose answer stays in place of the sent form.
  const keptAnswer = state.keepAnswer && result?.status === "success";

  return (
    <Wrapper id={`${idPrefix}-form`} aria-labelledby={showHeading ? `${idPrefix}-heading` : undefined} className={className}>
      {showHeading ? (
        <>
          <Heading id={`${idPrefix}-heading`} className={headingLevel === 2 ? "text-2xl font-bold text-ink sm:text-3xl" : "text-xl font-bold text-ink sm:text-2xl"}>
            {copy.heading}
          </Heading>
          {copy.intro ? <p className="mt-2 max-w-3xl text-lg text-ink-muted">{copy.intro}</p> : null}
        </>
      ) : null}

      {/* Announces the loading words to screen readers; the panels below take focus instead. */}
      <div id={`${idPrefix}-busy`} aria-live="polite" className="sr-only">
        {state.loading ? copy.loading : ""}
      </div>

      <div className={`${showHeading ? "mt-6" : ""} space-y-6`}>
        {result?.status === "success" ? (
          <SuccessPanel id={answer} state={state} copy={copy} reference={result.reference} confirmationSent={result.confirmationSent} receipt={result.receipt} urgent={result.urgent} short={layout === "compact"} />
        ) : state.receipt ? (
          // Only ever shown in the browser, after the reset: the promise stays with it.
          <ReceiptPanel
            receipt={state.receipt}
            ref={state.receiptRef}
            onDismiss={state.dismissReceipt}
            promise={<AnswerPromise body={copy.success.body} urgent={state.receipt.urgent} words={copy.urgent} />}
          />
        ) : null}
        {failed ? (
          <Alert id={answer} tone="error" role="alert" ref={state.panelRef} autoFocus={state.resultFromPage} heading={copy.failure.heading}>
            <p>{result.formError || copy.failure.body}</p>
          </Alert>
        ) : null}
        {state.summaryShown ? (
          <FormErrorSummary
            id={failed ? undefined : answer}
            headingId={`${idPrefix}-errors-heading`}
            ref={state.summaryRef}
            autoFocus={state.resultFromPage}
            heading={commonCopy.errorSummaryHeading}
            intro={commonCopy.errorSummaryIntro}
            errors={summary}
          />
        ) : null}

        {keptAnswer ? (
          <NextSteps idPrefix={idPrefix} copy={copy} level={headingLevel === 2 ? 3 : 4} againHref={againHref ?? state.formProps.action} onAgain={state.startAgain} />
        ) : (
          <form
            {...state.formProps}
            // A plain post comes back scrolled to its answer, which takes focus (reveal-answer.ts).
            action={answerAnchor(state.formProps.action, idPrefix)}
            {...(plainPost ? { id: postFormId(idPrefix), "data-module": "busy-form", "data-busy-announce": `${idPrefix}-busy` } : {})}
            className="relative outline-none"
          >
            {Object.entries(hidden).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {/* The server writes a fresh one-time token here as it sends the page. A form React never
                hydrates names itself on its token, so that the server may move the token to the end
                of a page it keeps (app/lib/finish-page.server.ts). */}
            <input type="hidden" form={plainPost ? postFormId(idPrefix) : undefined} name={FORM_TOKEN_FIELD} defaultValue={FORM_TOKEN_PLACEHOLDER} suppressHydrationWarning />
            <div className={layout === "compact" ? "flex flex-col gap-4 sm:flex-row sm:items-end" : "space-y-8"}>
              <div className={layout === "compact" ? "grow" : "space-y-8"}>
                <SectionLevel value={headingLevel === 2 ? 3 : 4}>{children}</SectionLevel>
              </div>
              <Honeypot id={`${idPrefix}-${HONEYPOT_FIELD}`} />
              <SubmitButton busy={state.loading} busyLabel={copy.loading} disabled={state.succeeded}>
                {copy.submit}
              </SubmitButton>
            </div>
          </form>
        )}
      </div>
    </Wrapper>
  );
}

function SuccessPanel({
  id,
  state,
  copy,
  reference,
  confirmationSent,
  receipt,
  urgent,
  short = false,
}: {
  id: string;
  state: SubmissionFormState;
  copy: FormCopy;
  reference: string;
  confirmationSent: boolean;
  receipt: { what: string; when: string };
  urgent?: { closed: boolean };
  /**
   * A one-field box's answer (the newsletter's), kept within one screen on a phone at the largest
   * text size: what to do next and the Reference ID, without the receipt's other lines (what was
   * sent, when, the ID grouped to read out) and the advice to keep it, which the mail carries.
   */
  short?: boolean;
}) {
  const words = copy.success;
  const heading = urgent && copy.urgent ? copy.urgent.heading : words.heading;
  return (
    <Alert id={id} tone="success" role="status" ref={state.panelRef} autoFocus={state.resultFromPage} heading={heading}>
      <AnswerPromise body={words.body} urgent={urgent} words={copy.urgent} />
      <p>
        {commonCopy.referenceLabel} <ExactReference reference={reference} />
      </p>
      {short ? null : <ReceiptFacts reference={reference} receipt={receipt} />}
      {short && !confirmationSent ? null : (
        <p className="text-ink-muted">
          {commonCopy.referenceHint}
          {confirmationSent ? ` ${commonCopy.confirmationHint}` : ""}
        </p>
      )}
    </Alert>
  );
}

/**
 * The spam trap: a field people never see or reach (hidden from screen readers, out of the tab
 * order, not autofilled) but that form-filling bots find and fill. A filled trap is answered like
 * a success and stored as spam, with no mail.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{commonCopy.honeypotLabel}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
