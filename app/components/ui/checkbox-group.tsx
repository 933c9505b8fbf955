// A group of checkboxes (choose any) or radio buttons (choose one) in a fieldset whose legend is
// the question. Each option is a large target: the whole row, at least 44px, is clickable, and
// the browser's own box is kept (enlarged), so it works in high-contrast modes too.
import { ErrorMessage, Hint, describedBy, fieldBoxId, fieldFrame, type LabelledProps } from "./field.tsx";

type ChoiceOption = { value: string; label: string };

/** `id` is the group's; option n gets `${id}-${n}` (the first one is where an error link points). `label` is the legend. */
export type CheckboxGroupProps = LabelledProps & {
  /** An option given as a plain string is its own label. */
  options: readonly (ChoiceOption | string)[];
  type?: "checkbox" | "radio";
  defaultValues?: readonly string[];
  /** Radio groups only: one option must be chosen. */
  required?: boolean;
  columns?: 1 | 2 | 3;
};

/** One option row: the whole row is the click target, at least 44px high, marked when chosen. */
export const choiceRowClasses =
  "flex min-h-target cursor-pointer items-center gap-3 rounded-lg border-2 border-stone-300 bg-white px-3 py-2 text-lg text-ink " +
  "hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50";

const columnClasses = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3" } as const;

export function CheckboxGroup({
  id,
  name,
  label,
  options,
  type = "checkbox",
  defaultValues = [],
  marker,
  hint,
  error,
  required,
  columns = 2,
}: CheckboxGroupProps) {
  // The box an error summary's link lands on (fieldBoxId) holds the fieldset, whose own id is the group's.
  return (
    <div id={fieldBoxId(id)}>
      <fieldset
        id={id}
        aria-describedby={describedBy(id, hint, error)}
        className={`${fieldFrame(error)} min-w-0`}
      >
        <legend className="text-lg font-semibold text-ink">
          {label}
          {marker ? <span className="ml-2 font-normal text-ink-muted">{marker}</span> : null}
        </legend>
        {hint ? <Hint id={id}>{hint}</Hint> : null}
        {error ? <ErrorMessage id={id}>{error}</ErrorMessage> : null}
        <div className={`mt-3 grid gap-2 ${columnClasses[columns]}`}>
          {options.map((given, index) => {
            const option = typeof given === "string" ? { value: given, label: given } : given;
            const optionId = `${id}-${index}`;
            return (
              <label key={option.value} htmlFor={optionId} className={choiceRowClasses}>
                <input
                  id={optionId}
                  type={type}
                  name={name}
                  value={option.value}
                  defaultChecked={defaultValues.includes(option.value)}
                  // On radios, required says "one of these must be chosen" to assistive technology.
                  required={type === "radio" && required}
                  {...(error ? { "aria-invalid": true } : {})}
                  className="size-6 shrink-0 accent-brand-700"
                />
                <span>{option.label}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
