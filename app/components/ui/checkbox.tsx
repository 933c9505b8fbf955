// One checkbox with its label beside it (an agreement), with its hint and error above it.
import type { InputHTMLAttributes } from "react";
import { ErrorMessage, Hint, describedBy, fieldBoxId, fieldFrame, type LabelledProps } from "./field.tsx";
import { choiceRowClasses } from "./checkbox-group.tsx";

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "className"> & LabelledProps;

export function Checkbox({ id, label, marker, hint, error, ...input }: CheckboxProps) {
  return (
    <div id={fieldBoxId(id)} className={fieldFrame(error)}>
      {hint ? <Hint id={id}>{hint}</Hint> : null}
      {error ? <ErrorMessage id={id}>{error}</ErrorMessage> : null}
      <label htmlFor={id} className={`${choiceRowClasses} mt-2`}>
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-describedby={describedBy(id, hint, error)}
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
