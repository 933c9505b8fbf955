// The door list's form for someone who walks in: name, places and, if they give one, a phone
// number. Each field's error stands next to it and a summary on top; a plain post (no JavaScript needed).
import { Form } from "react-router";
import { doorListCopy } from "#app/content/console-bookings-by-operator.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { walkInFormCopy } from "#app/content/form-words/booking-by-operator.ts";
import { errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { consoleButton } from "./buttons.ts";
import { ConsoleSection } from "./console-section.tsx";

const copy = doorListCopy.addWalkIn;

export function WalkInForm({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  const form = { idPrefix: "walk-in", copy: walkInFormCopy, markers: commonCopy, state: { errors, returnedValues: values } };
  return (
    <div className="print:hidden">
      <ConsoleSection id="walk-in" title={copy.heading} frame="boxed" spacing="mt-10" width="form">
        <p className="mt-2 text-lg">{copy.intro}</p>
        <Form method="post" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="walk-in" />
          <FormErrorSummary heading={copy.errorHeading} errors={errorSummary(form)} autoFocus />
          <TextInput {...fieldProps(form, "name", { autoComplete: "off" })} />
          <TextInput {...fieldProps(form, "seats", { defaultValue: "1" })} inputMode="numeric" width="medium" />
          <TextInput {...fieldProps(form, "phone", { type: "tel", autoComplete: "off" })} width="medium" />
          <button type="submit" className={consoleButton.primary}>
            {copy.submit}
          </button>
        </Form>
      </ConsoleSection>
    </div>
  );
}
