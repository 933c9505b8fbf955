// A drop-down list of options inside a Field. The first entry is an empty "please choose" line,
// so nothing is chosen for the visitor by accident.
import type { SelectHTMLAttributes } from "react";
import { Field, controlClasses, type LabelledProps } from "./field.tsx";

type SelectOption = { value: string; label: string };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className" | "children"> &
  LabelledProps & {
    options: readonly SelectOption[];
    /** The text of the empty first entry. */
    placeholder: string;
  };

export function Select({ id, label, options, placeholder, marker, hint, error, ...select }: SelectProps) {
  return (
    <Field id={id} label={label} marker={marker} hint={hint} error={error}>
      {(control) => (
        <select {...select} {...control} className={`${controlClasses} max-w-xl pr-10`}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
