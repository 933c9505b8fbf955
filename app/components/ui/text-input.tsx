// A one-line text field (name, e-mail, phone, date) inside a Field.
import type { InputHTMLAttributes } from "react";
import { Field, controlClasses, type LabelledProps } from "./field.tsx";

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> &
  LabelledProps & {
    /** Narrow fields (phone, date) need not stretch across wide screens. */
    width?: "full" | "medium";
  };

export function TextInput({ id, label, marker, hint, error, width = "full", type = "text", ...input }: TextInputProps) {
  return (
    <Field id={id} label={label} marker={marker} hint={hint} error={error}>
      {(control) => <input {...input} {...control} type={type} className={`${controlClasses} ${width === "medium" ? "max-w-sm" : ""}`} />}
    </Field>
  );
}
