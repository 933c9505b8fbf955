// A multi-line text field (message, motivation) inside a Field.
import type { ReactNode, TextareaHTMLAttributes } from "react";
import { Field, controlClasses } from "./field.tsx";

export type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className"> & {
  id: string;
  name: string;
  label: ReactNode;
  marker?: string;
  hint?: ReactNode;
  error?: string;
};

export function Textarea({ id, label, marker, hint, error, rows = 5, ...textarea }: TextareaProps) {
  return (
    <Field id={id} label={label} marker={marker} hint={hint} error={error}>
      {(control) => <textarea {...textarea} {...control} rows={rows} className={`${controlClasses} leading-relaxed`} />}
    </Field>
  );
}
