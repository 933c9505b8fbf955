// The form's submit button: large, full-width on phones; while busy it shows the loading words
// and a spinner, and it is disabled while busy and after success (spec section 4). Busy is a prop
// on a page React runs; on one it does not, app/enhance/busy-form.ts sets data-busy and the words.
import type { ReactNode } from "react";

export type SubmitButtonProps = {
  children: ReactNode;
  busy?: boolean;
  busyLabel?: ReactNode;
  disabled?: boolean;
  name?: string;
  value?: string;
};

export function SubmitButton({ children, busy = false, busyLabel, disabled = false, name, value }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy || disabled}
      data-busy-label={typeof busyLabel === "string" ? busyLabel : undefined}
      className="group inline-flex min-h-target w-full items-center justify-center gap-3 rounded-lg border-2 border-brand-700 bg-brand-700 px-8 py-3 text-lg font-semibold text-white hover:border-brand-800 hover:bg-brand-800 disabled:cursor-not-allowed disabled:border-stone-500 disabled:bg-stone-500 sm:w-auto"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-5 animate-spin motion-reduce:animate-none ${busy ? "" : "hidden group-data-busy:block"}`}>
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.35" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span>{busy && busyLabel ? busyLabel : children}</span>
    </button>
  );
}
