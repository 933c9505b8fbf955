// A date of a weekly (fortnightly, monthly) class in the console: where it stands in its series
// ("2 of 6 in the weekly series") with a link to each other date, the choice of this date or this
// and later dates for an edit or a cancellation, and the form that adds more dates. Plain links
// and posts: they work without JavaScript.
import { Form, Link } from "react-router";
import { consoleEventsCopy as copy } from "#app/content/console-events.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { seriesFormCopy } from "#app/content/form-words/event.ts";
import type { SeriesRepeat } from "#app/core/event-series.ts";
import { CheckboxGroup } from "#app/components/ui/checkbox-group.tsx";
import { errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { consoleButton, consoleLink } from "./buttons.ts";
import { ConsoleSection } from "./console-section.tsx";

/** An event's series as its console page shows it: its dates (short), which one this is, and how many later dates are not cancelled. */
export type SeriesFacts = {
  repeat: SeriesRepeat;
  position: number;
  dates: { id: number; date: string; cancelled: boolean; current: boolean }[];
  later: number;
};

/** "2 of 6 in the weekly series", and each date of the series, this one unlinked. */
export function SeriesNav({ series }: { series: SeriesFacts }) {
  return (
    <nav aria-label={copy.series.datesLabel} className="mt-3">
      <p className="text-lg font-semibold">{copy.series.position(series.position, series.dates.length, series.repeat)}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 text-lg">
        {series.dates.map((d) => (
          <li key={d.id}>
            {d.current ? (
              <span className="inline-flex min-h-target items-center" aria-current="page">
                {d.date} {copy.series.thisDate}
              </span>
            ) : (
              <Link to={`/admin/events/${d.id}`} className={consoleLink}>
                {d.date}
              </Link>
            )}
            {d.cancelled ? <span className="text-ink-muted"> ({copy.series.cancelledDate})</span> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** This date, or this and the later dates: for the edit form (`applyTo`) and the cancellation (`scope`). */
export function SeriesChoice({ name, later, value, error }: { name: "applyTo" | "scope"; later: number; value?: string; error?: string }) {
  const words = copy.series[name];
  const field = seriesFormCopy.fields[name];
  return (
    <CheckboxGroup
      id={`${name === "applyTo" ? "event" : "cancel"}-${name}`}
      name={name}
      label={field.label}
      hint={"hint" in field ? field.hint : undefined}
      error={error}
      type="radio"
      columns={1}
      required
      defaultValues={[value === "later" ? "later" : "this"]}
      options={[
        { value: "this", label: words.this },
        { value: "later", label: words.later(later) },
      ]}
    />
  );
}

/** More dates on the series' rule after its last date. */
export function ExtendSeriesForm({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  const form = { idPrefix: "extend", copy: seriesFormCopy, markers: commonCopy, state: { errors, returnedValues: values } };
  return (
    <ConsoleSection id="extend" title={copy.series.extendHeading} frame="boxed" spacing="mt-10" width="form">
      <p className="mt-2 text-lg">{copy.series.extendIntro}</p>
      <Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="extend" />
        <FormErrorSummary heading={copy.series.extendErrorHeading} errors={errorSummary(form)} autoFocus />
        <TextInput {...fieldProps(form, "count", { type: "number" })} inputMode="numeric" min={1} step={1} width="medium" />
        <button type="submit" className={consoleButton.secondary}>
          {copy.series.extendSubmit}
        </button>
      </Form>
    </ConsoleSection>
  );
}
