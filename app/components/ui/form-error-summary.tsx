// The list of problems shown at the top of a form after a failed attempt, each a link that moves
// the visitor to the field (GOV.UK's error summary pattern). It takes focus when it appears.
import { useId, type MouseEvent, type Ref } from "react";
import { scrollBelowHeader } from "./reveal-answer.ts";

/** `fieldId`: the control the link focuses; `boxId`: where it lands, the field's whole box (errorSummary). */
type SummaryError = { fieldId: string; message: string; boxId?: string };

export type FormErrorSummaryProps = {
  heading: string;
  intro?: string;
  errors: readonly SummaryError[];
  ref?: Ref<HTMLDivElement>;
  /** The form's answer id (reveal-answer.ts), when the summary is the answer a post came back with. */
  id?: string;
  autoFocus?: boolean;
  /** The heading's level: 3 inside a section, 2 when the form is the page's own, right under its h1. */
  level?: 2 | 3;
  /**
   * The heading's id, given by a public form: a form there is rendered inside the page on the
   * server and hydrated as an island of its own (app/islands/), where useId would count another id.
   */
  headingId?: string;
};

function focusField(event: MouseEvent<HTMLAnchorElement>, { fieldId, boxId }: SummaryError) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  // Focus the control itself (the link alone would only scroll), with the top of its box (label,
  // hint, message) just below the sticky header, and the control above the chat's band.
  event.preventDefault();
  field.focus({ preventScroll: true });
  scrollBelowHeader((boxId ? document.getElementById(boxId) : null) ?? field.closest("fieldset, div") ?? field, field);
}

export function FormErrorSummary({ heading, intro, errors, ref, id, autoFocus, level = 3, headingId: givenId }: FormErrorSummaryProps) {
  const Heading = level === 2 ? "h2" : "h3";
  const generatedId = `${useId()}-heading`;
  const headingId = givenId ?? generatedId;
  if (errors.length === 0) return null;
  return (
    <div id={id} ref={ref} tabIndex={-1} autoFocus={autoFocus} aria-labelledby={headingId} className="scroll-mt-4 rounded-xl border-2 border-l-8 border-red-700 bg-red-50 p-5 wrap-anywhere">
      <Heading id={headingId} className="text-xl font-bold text-red-900">
        {heading}
      </Heading>
      {intro ? <p className="mt-2 text-lg text-ink">{intro}</p> : null}
      <ul className="mt-3 list-disc space-y-2 pl-6 text-lg">
        {errors.map((e) => (
          <li key={`${e.fieldId}:${e.message}`}>
            {/* data-field: on a page React does not hydrate (the console), app/enhance/error-summary.ts does what focusField does. */}
            <a href={`#${e.boxId ?? e.fieldId}`} data-field={e.fieldId} onClick={(event) => focusField(event, e)} className="font-semibold text-red-900 underline underline-offset-4">
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
