// The operator's event form (new and edit): the event's fields (app/schemas/event.ts) with their hints, errors next to
// each field and a summary at the top; a new event may repeat. A plain post: it works
// without JavaScript.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { commonCopy } from "#app/content/form-words/common.ts";
import { eventFormCopy } from "#app/content/form-words/event.ts";
import { consoleEventsCopy as copy } from "#app/content/console-events.ts";
import { eventCategoryLabels } from "#app/content/events-listing-page.ts";
import { eventCategories, eventRepeats, REPEAT_MAX, REPEAT_MIN } from "#app/core/events.ts";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { checkboxProps, errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { consoleButton } from "./buttons.ts";

/** The fields as typed (a ticked box as "on"), and a message per field. */
export type EventFormValues = Readonly<Record<string, string>>;
export type EventFormErrors = Readonly<Record<string, string>>;

export function EventForm({
  values,
  errors,
  submit,
  intent,
  programmes,
  repeat = false,
  seriesChoice,
}: {
  values: EventFormValues;
  errors: EventFormErrors;
  submit: string;
  intent?: string;
  /** The offering pages' programmes an event can be a session of (the loader reads them). */
  programmes: readonly { value: string; label: string }[];
  repeat?: boolean;
  /** A date of a series: this date, or this and the later dates (event-series.tsx). */
  seriesChoice?: ReactNode;
}) {
  const form = { idPrefix: "event", copy: eventFormCopy, markers: commonCopy, state: { errors, returnedValues: values } };
  return (
    <Form method="post" noValidate className="mt-6 max-w-3xl space-y-6">
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FormErrorSummary heading={copy.form.errorHeading} intro={copy.form.errorIntro} errors={errorSummary(form)} autoFocus />
      <TextInput {...fieldProps(form, "title")} maxLength={120} />
      <Select
        {...fieldProps(form, "category", { defaultValue: "" })}
        placeholder={copy.form.categoryPlaceholder}
        options={eventCategories.map((value) => ({ value, label: eventCategoryLabels[value] }))}
      />
      {/* "None" is the list's own first entry: an empty post means the same. */}
      <Select {...fieldProps(form, "programme", { defaultValue: "" })} placeholder={eventFormCopy.noProgramme} options={programmes} />
      <TextInput {...fieldProps(form, "date", { type: "date" })} width="medium" />
      <TextInput {...fieldProps(form, "startTime", { type: "time" })} width="medium" />
      <TextInput {...fieldProps(form, "endTime", { type: "time" })} width="medium" />
      <TextInput {...fieldProps(form, "venue")} maxLength={200} />
      <Textarea {...fieldProps(form, "description")} rows={6} maxLength={2000} />
      <TextInput {...fieldProps(form, "capacity", { type: "number" })} inputMode="numeric" min={1} step={1} width="medium" />
      <TextInput {...fieldProps(form, "price")} inputMode="numeric" width="medium" autoComplete="off" />
      {repeat ? (
        <>
          {/* "Does not repeat" is the list's own first entry: an empty post means the same. */}
          <Select
            {...fieldProps(form, "repeat", { defaultValue: "" })}
            placeholder={eventFormCopy.repeats.none}
            options={eventRepeats.filter((r) => r !== "none").map((value) => ({ value, label: eventFormCopy.repeats[value] }))}
          />
          <TextInput {...fieldProps(form, "repeatCount", { type: "number" })} inputMode="numeric" min={REPEAT_MIN} max={REPEAT_MAX} step={1} width="medium" />
        </>
      ) : null}
      <Checkbox {...checkboxProps(form, "draft")} />
      {seriesChoice}
      <button type="submit" className={consoleButton.primary}>
        {submit}
      </button>
    </Form>
  );
}
