// The operator's event form (new and edit): the fields of issue 13 with their hints, errors next to
// each field and a summary at the top. A plain post: it works without JavaScript.
import { Form } from "react-router";
import { eventFormCopy } from "#app/content/form-words/event.ts";
import { consoleEventsCopy as copy } from "#app/content/console-events.ts";
import { eventCategoryLabels } from "#app/content/events-page.ts";
import { eventCategories } from "#app/core/events.ts";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { consoleButton } from "./buttons.ts";

export type EventFormValues = Partial<Record<"title" | "category" | "date" | "startTime" | "endTime" | "venue" | "description" | "capacity", string>> & { draft?: boolean };
export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

const order = ["title", "category", "date", "startTime", "endTime", "venue", "description", "capacity"] as const;
const f = eventFormCopy.fields;
const id = (name: string) => `event-${name}`;

export function EventForm({ values, errors, submit, intent }: { values: EventFormValues; errors: EventFormErrors; submit: string; intent?: string }) {
  const summary = order.filter((name) => errors[name]).map((name) => ({ fieldId: id(name), message: errors[name]! }));
  const text = (name: (typeof order)[number]) => ({ id: id(name), name, label: f[name].label, error: errors[name], defaultValue: values[name] ?? "", required: true });
  return (
    <Form method="post" noValidate className="mt-6 max-w-3xl space-y-6">
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FormErrorSummary heading={copy.form.errorHeading} intro={copy.form.errorIntro} errors={summary} autoFocus />
      <TextInput {...text("title")} maxLength={120} />
      <Select
        {...text("category")}
        placeholder={copy.form.categoryPlaceholder}
        options={eventCategories.map((value) => ({ value, label: eventCategoryLabels[value] }))}
      />
      <TextInput {...text("date")} type="date" hint={f.date.hint} width="medium" />
      <TextInput {...text("startTime")} type="time" hint={f.startTime.hint} width="medium" />
      <TextInput {...text("endTime")} type="time" hint={f.endTime.hint} width="medium" />
      <TextInput {...text("venue")} hint={f.venue.hint} maxLength={200} />
      <Textarea {...text("description")} rows={6} maxLength={2000} />
      <TextInput {...text("capacity")} type="number" inputMode="numeric" min={1} step={1} hint={f.capacity.hint} width="medium" />
      <Checkbox id={id("draft")} name="draft" label={f.draft.label} defaultChecked={values.draft ?? false} />
      <button type="submit" className={consoleButton.primary}>
        {submit}
      </button>
    </Form>
  );
}
