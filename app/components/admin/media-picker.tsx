// Choosing a photo from the media library in a console form: a radio list (it works without
// JavaScript), each choice with a small thumbnail, its title and its description, and "No photo"
// first when the photo is optional. Posts the chosen photo's id in `name` ("" for none).
import { Link } from "react-router";
import { consoleMediaCopy } from "#app/content/console-media.ts";
import { ErrorMessage, Hint, describedBy, fieldFrame } from "#app/components/ui/field.tsx";
import { choiceRowClasses } from "#app/components/ui/checkbox-group.tsx";
import type { MediaChoice } from "#app/lib/media/types.ts";
import { consoleLink } from "./buttons.ts";

export type { MediaChoice };

/** What fieldProps gives a field (its words and state), and the photos to choose from. */
export type MediaPickerProps = {
  /** The group's id; choice n is `${id}-${n}` (point an error summary's link at `${id}-0`). */
  id: string;
  name: string;
  /** The question (the fieldset's legend). */
  label: string;
  /** "(required)" or "(optional)". */
  marker?: string;
  hint?: string;
  choices: MediaChoice[];
  /** The chosen photo's id as a string; "" or undefined for none. */
  defaultValue?: string;
  error?: string;
  /** Without it, "No photo" is offered first (the default when nothing is chosen). */
  required: boolean;
  /** The form takes a new photo too, just below (a story's, a team member's). */
  upload?: boolean;
};

const copy = consoleMediaCopy.picker;

export function MediaPicker({ id, name, label, marker, hint, choices, defaultValue, error, required, upload = false }: MediaPickerProps) {
  const optional = !required;
  const chosen = defaultValue ?? "";
  const options = [...(optional ? [{ id: 0, title: copy.none, alt: copy.noneHint, thumb: "" }] : []), ...choices];
  return (
    <fieldset id={id} aria-describedby={describedBy(id, hint, error)} className={`${fieldFrame(error)} min-w-0`}>
      <legend className="text-lg font-semibold text-ink">
        {label}
        {marker ? <span className="ml-2 font-normal text-ink-muted">{marker}</span> : null}
      </legend>
      {hint ? <Hint id={id}>{hint}</Hint> : null}
      {error ? <ErrorMessage id={id}>{error}</ErrorMessage> : null}
      {choices.length === 0 ? (
        upload ? (
          <p className="mt-3 text-lg">{copy.emptyWithUpload}</p>
        ) : (
          <p className="mt-3 text-lg">
            {copy.empty}{" "}
            <Link to="/admin/media" className={consoleLink}>
              {copy.uploadLink}
            </Link>
          </p>
        )
      ) : null}
      {options.length > 0 ? (
        <div className="mt-3 grid max-h-[36rem] gap-2 overflow-y-auto p-1 sm:grid-cols-2">
          {options.map((option, index) => {
            const optionValue = option.id === 0 ? "" : String(option.id);
            const optionId = `${id}-${index}`;
            return (
              <label key={optionValue || "none"} htmlFor={optionId} className={`${choiceRowClasses} items-start`}>
                <input
                  id={optionId}
                  type="radio"
                  name={name}
                  value={optionValue}
                  defaultChecked={optionValue === chosen}
                  required={!optional}
                  {...(error ? { "aria-invalid": true } : {})}
                  className="mt-1 size-6 shrink-0 accent-brand-700"
                />
                {option.thumb ? (
                  <img src={option.thumb} alt="" width={96} height={72} loading="lazy" decoding="async" className="h-[72px] w-24 shrink-0 rounded object-cover" />
                ) : null}
                <span className="min-w-0">
                  <span className="block font-semibold break-words">{option.title}</span>
                  <span className="block text-base break-words text-ink-muted">{option.alt}</span>
                </span>
              </label>
            );
          })}
        </div>
      ) : null}
    </fieldset>
  );
}
