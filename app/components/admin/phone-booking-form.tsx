// The event page's form for booking someone who phoned: their name, phone, places, an e-mail
// address if they have one, and a note for the team. When fewer places are free than they asked
// for, nothing is booked and the form asks which they want, as the visitor's form does: the
// places that are left, or the waiting list for all (each a post of what was typed again).
// Plain posts: they work without JavaScript.
import { Form } from "react-router";
import { phoneBookingCopy as copy } from "#app/content/console-bookings-by-operator.ts";
import { commonCopy, contactByOptions } from "#app/content/form-words/common.ts";
import { phoneBookingFormCopy } from "#app/content/form-words/booking-by-operator.ts";
import { WHEN_FEWER_FIELD } from "#app/core/events.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { choicesProps, errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { CheckboxGroup } from "#app/components/ui/checkbox-group.tsx";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { PhoneBookingAnswer } from "#app/lib/events/phone-booking-action.server.ts";
import { consoleButton } from "./buttons.ts";
import { ConsoleSection } from "./console-section.tsx";

const FIELDS = ["name", "phone", "seats", "email", "contactBy", "note"] as const;

export function PhoneBookingForm({ answer }: { answer?: PhoneBookingAnswer | undefined }) {
  const values = answer?.values ?? {};
  const form = { idPrefix: "phone-booking", copy: phoneBookingFormCopy, markers: commonCopy, state: { errors: answer?.errors ?? {}, returnedValues: values } };
  const again = (seats: number, waitlist: boolean, label: string, className: string) => (
    <Form method="post">
      <input type="hidden" name="intent" value="book-for-caller" />
      {FIELDS.map((name) => (name === "seats" ? null : <input key={name} type="hidden" name={name} value={values[name] ?? ""} />))}
      <input type="hidden" name="seats" value={String(seats)} />
      {waitlist ? <input type="hidden" name={WHEN_FEWER_FIELD} value="waitlist" /> : null}
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
  return (
    <ConsoleSection id="book-for-caller" title={copy.heading} frame="boxed" spacing="mt-10" width="form">
      <p className="mt-2 text-lg">{copy.intro}</p>
      {answer?.refused ? <Alert tone="error" heading={answer.refused} role="alert" autoFocus className="mt-4" /> : null}
      {answer?.fewer ? (
        <Alert tone="attention" heading={copy.fewer.heading(answer.fewer.placesLeft)} role="alert" autoFocus className="mt-4">
          <p className="text-lg">{copy.fewer.body(answer.fewer.seats, answer.fewer.placesLeft)}</p>
          <div className="mt-4 flex flex-wrap gap-4">
            {again(answer.fewer.placesLeft, false, copy.fewer.bookLeft(answer.fewer.placesLeft), consoleButton.primary)}
            {again(answer.fewer.seats, true, copy.fewer.waitAll(answer.fewer.seats), consoleButton.secondary)}
          </div>
        </Alert>
      ) : null}
      <Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="book-for-caller" />
        <FormErrorSummary heading={copy.errorHeading} errors={errorSummary(form)} autoFocus />
        <TextInput {...fieldProps(form, "name", { autoComplete: "off" })} />
        <TextInput {...fieldProps(form, "phone", { type: "tel", autoComplete: "off" })} width="medium" />
        <TextInput {...fieldProps(form, "seats", { defaultValue: "1" })} inputMode="numeric" width="medium" />
        <TextInput {...fieldProps(form, "email", { type: "email", autoComplete: "off" })} />
        <CheckboxGroup {...choicesProps(form, "contactBy")} type="radio" options={contactByOptions} columns={3} />
        <Textarea {...fieldProps(form, "note")} rows={2} maxLength={1000} />
        <button type="submit" className={consoleButton.primary}>
          {copy.submit}
        </button>
      </Form>
    </ConsoleSection>
  );
}
