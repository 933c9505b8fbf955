// The forms at the foot of an event's page in the console, each in its framed section: a draft copy
// of the event on a date the operator chooses, and cancelling it (with the reason that goes in the
// mail to everyone booked) or deleting it. Each field's error stands next to it and a summary at
// the top. Plain posts: they work without JavaScript.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { consoleEventsCopy as copy } from "#app/content/console-events.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { cancelEventFormCopy, duplicateFormCopy } from "#app/content/form-words/event.ts";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { checkboxProps, errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { consoleButton } from "./buttons.ts";
import { ConsoleSection } from "./console-section.tsx";
import { PostButton } from "./post-button.tsx";

/** A refused form's fields as typed, and a message per field (both empty for a form not posted). */
type Posted = { values: Record<string, string>; errors: Record<string, string> };

/**
 * One of the page's own forms in its framed section (a copy, a cancellation): the section's
 * heading and words, the form's intent, error summary, fields and button, and what follows it.
 */
function FormSection(p: { id: string; heading: string; intro: string; intent: "duplicate" | "cancel"; errorHeading: string; errors: ReturnType<typeof errorSummary>; submit: string; button: string; fields: ReactNode; after?: ReactNode }) {
  return (
    <ConsoleSection id={p.id} title={p.heading} frame="boxed" spacing="mt-10" width="form">
      <p className="mt-2 text-lg">{p.intro}</p>
      <Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value={p.intent} />
        <FormErrorSummary heading={p.errorHeading} errors={p.errors} autoFocus />
        {p.fields}
        <button type="submit" className={p.button}>
          {p.submit}
        </button>
      </Form>
      {p.after}
    </ConsoleSection>
  );
}

/** A draft copy of the event on a date the operator chooses. */
export function DuplicateForm({ values, errors }: Posted) {
  const form = { idPrefix: "duplicate", copy: duplicateFormCopy, markers: commonCopy, state: { errors, returnedValues: values } };
  const d = copy.duplicate;
  const fields = <TextInput {...fieldProps(form, "date", { type: "date" })} width="medium" />;
  return <FormSection id="duplicate" heading={d.heading} intro={d.intro} intent="duplicate" errorHeading={d.errorHeading} errors={errorSummary(form)} submit={d.submit} button={consoleButton.secondary} fields={fields} />;
}

/** Cancelling (with the reason that goes in the mail) or deleting the event. */
export function CancelForm({ values, errors, scope }: Posted & { scope?: ReactNode }) {
  const form = { idPrefix: "cancel", copy: cancelEventFormCopy, markers: commonCopy, state: { errors, returnedValues: values } };
  const m = copy.manage;
  const fields = (
    <>
      {scope}
      <Textarea {...fieldProps(form, "reason")} rows={3} maxLength={1000} />
      <Checkbox {...checkboxProps(form, "confirm")} />
    </>
  );
  const deleting = (
    <>
      <p className="mt-6 text-lg">{m.deleteIntro}</p>
      <div className="mt-3">
        <PostButton fields={{ intent: "delete" }} className={consoleButton.secondary}>
          {m.delete}
        </PostButton>
      </div>
    </>
  );
  return <FormSection id="manage" heading={m.heading} intro={m.cancelIntro} intent="cancel" errorHeading={m.cancelErrorHeading} errors={errorSummary(form)} submit={m.cancel} button={consoleButton.danger} fields={fields} after={deleting} />;
}
