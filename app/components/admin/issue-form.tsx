// The operator's newsletter issue form (new and edit): subject, Markdown text with its hint, and
// whether to add the next events. Errors next to each field and a summary at the top; a plain post.
import { Form } from "react-router";
import { commonCopy } from "#app/content/form-words/common.ts";
import { newsletterConsoleCopy as copy } from "#app/content/newsletter.ts";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { checkboxProps, errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { ISSUE_BODY_MAX, ISSUE_SUBJECT_MAX, type IssueFormValues } from "#app/schemas/newsletter-issue.ts";
import { consoleButton } from "./buttons.ts";

export function IssueForm({ values, errors, submit }: { values: IssueFormValues; errors: Record<string, string>; submit: string }) {
  // The yes or no goes back as a post sends a ticked box, "on".
  const form = { idPrefix: "issue", copy: copy.form, markers: commonCopy, state: { errors, returnedValues: { ...values, includeEvents: values.includeEvents ? "on" : "" } } };
  return (
    <Form method="post" noValidate className="mt-6 max-w-3xl space-y-6">
      <input type="hidden" name="intent" value="save" />
      <FormErrorSummary heading={copy.form.errorHeading} intro={copy.form.errorIntro} errors={errorSummary(form)} autoFocus />
      <TextInput {...fieldProps(form, "subject")} maxLength={ISSUE_SUBJECT_MAX} />
      <Textarea {...fieldProps(form, "body")} rows={14} maxLength={ISSUE_BODY_MAX} />
      <Checkbox {...checkboxProps(form, "includeEvents")} />
      <button type="submit" className={consoleButton.primary}>
        {submit}
      </button>
    </Form>
  );
}
