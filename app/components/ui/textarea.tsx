// A multi-line text field (message, motivation) inside a Field.
import type { TextareaHTMLAttributes } from "react";
import { Field, controlClasses, type LabelledProps } from "./field.tsx";
import { useKeepTypedText } from "#app/hooks/keep-typed-text.ts";

export type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className"> & LabelledProps;

export function Textarea({ id, label, marker, hint, error, rows = 5, ...textarea }: TextareaProps) {
  useKeepTypedText(id);
  return (
    <Field id={id} label={label} marker={marker} hint={hint} error={error}>
      {(control) => <textarea {...textarea} {...control} rows={rows} className={`${controlClasses} leading-relaxed`} />}
    </Field>
  );
}
