// A labelled form control with its hint and its error, in that order, wired together for
// assistive technology (aria-describedby, aria-invalid). No words of its own: callers pass them.
import type { ReactNode } from "react";

/** What a control inside a Field must carry. */
export type ControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
};

/** What every labelled control takes (fieldProps in field-props.ts builds it from a form's words). */
export type LabelledProps = {
  id: string;
  name: string;
  label: ReactNode;
  /** "(required)" or "(optional)" in words, so the state never depends on colour or an asterisk. */
  marker?: string;
  hint?: ReactNode;
  error?: string;
};

export type FieldProps = Omit<LabelledProps, "name"> & {
  children: (control: ControlProps) => ReactNode;
  className?: string;
};

/**
 * The id of a field's whole box (label, hint, message and control), where an error summary's link
 * lands: a link to the control itself would bring the control to the top of the screen and leave
 * its label and message under the sticky header, with JavaScript off.
 */
export function fieldBoxId(id: string) {
  return `${id}-field`;
}

function hintId(id: string) {
  return `${id}-hint`;
}
function errorId(id: string) {
  return `${id}-error`;
}

/** The ids a control (or fieldset) is described by: its hint, then its error. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function controlProps(id: string, hint: unknown, error: unknown): ControlProps {
  const described = describedBy(id, hint, error);
  return { id, ...(described ? { "aria-describedby": described } : {}), ...(error ? { "aria-invalid": true as const } : {}) };
}

/** A field in error is set off by a thick left bar as well as by its message and the control's border. */
export function fieldFrame(error: unknown) {
  return error ? "border-l-4 border-red-700 pl-4" : "";
}

function Label({ htmlFor, children, marker }: { htmlFor: string; children: ReactNode; marker?: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-lg font-semibold text-ink">
      {children}
      {marker ? <span className="ml-2 font-normal text-ink-muted">{marker}</span> : null}
    </label>
  );
}

export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={hintId(id)} className="mt-1 text-base text-ink-muted">
      {children}
    </p>
  );
}

export function ErrorMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    // A message quotes what to type ("name@example.com"): it breaks anywhere rather than widen the page.
    <p id={errorId(id)} className="mt-2 flex items-start gap-2 text-base font-semibold text-red-800">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 size-5 shrink-0 fill-current">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4h1.8v6h-1.8v-6Zm0 7.5h1.8v1.8h-1.8V13Z" />
      </svg>
      <span className="min-w-0 wrap-anywhere">{children}</span>
    </p>
  );
}

export function Field({ id, label, marker, hint, error, children, className = "" }: FieldProps) {
  return (
    <div id={fieldBoxId(id)} className={`${fieldFrame(error)} ${className}`}>
      <Label htmlFor={id} marker={marker}>
        {label}
      </Label>
      {hint ? <Hint id={id}>{hint}</Hint> : null}
      {error ? <ErrorMessage id={id}>{error}</ErrorMessage> : null}
      <div className="mt-2">{children(controlProps(id, hint, error))}</div>
    </div>
  );
}

/** Shared look of text inputs, text areas and selects: large text, a 44px minimum, a strong border. */
export const controlClasses =
  "block w-full min-h-target rounded-lg border-2 border-stone-600 bg-white px-4 py-2 text-lg text-ink " +
  "placeholder:text-stone-500 aria-[invalid=true]:border-red-700 disabled:bg-stone-100";
