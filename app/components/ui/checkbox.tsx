// One checkbox with its label beside it (an agreement), with its error above it.
import type { InputHTMLAttributes, ReactNode } from "react";
import { ErrorMessage, describedBy, fieldFrame } from "./field.tsx";
import { choiceRowClasses } from "./checkbox-group.tsx";

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "className"> & {
  id: string;
  name: string;
  label: ReactNode;
  marker?: string;
  error?: string;
};

export function Checkbox({ id, label, marker, error, ...input }: CheckboxProps) {
  return (
    <div className={fieldFrame(error)}>
      {error ? <ErrorMessage id={id}>{error}</ErrorMessage> : null}
      <label htmlFor={id} className={`${choiceRowClasses} mt-2`}>
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-describedby={describedBy(id, null, error)}
          {...(error ? { "aria-invalid": true } : {})}
          className="size-6 shrink-0 accent-brand-700"
        />
        <span>
          {label}
          {marker ? <span className="ml-2 text-ink-muted">{marker}</span> : null}
        </span>
      </label>
    </div>
  );
}
