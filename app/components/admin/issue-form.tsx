// The operator's newsletter issue form (new and edit): subject, Markdown text with its hint, and
// whether to add the next events. Errors next to each field and a summary at the top; a plain post.
import { Form } from "react-router";
import { newsletterConsoleCopy as copy } from "#app/content/newsletter.ts";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { ISSUE_BODY_MAX, ISSUE_SUBJECT_MAX, type IssueFormValues } from "#app/schemas/newsletter-issue.ts";
import { consoleButton } from "./buttons.ts";
const id = (name: string) => `issue-${name}`;

export function IssueForm({ values, errors, submit }: { values: IssueFormValues; errors: Record<string, string>; submit: string }) {
  const f = copy.form;
  const summary = (["subject", "body"] as const).filter((name) => errors[name]).map((name) => ({ fieldId: id(name), message: errors[name]! }));
  return (
    <Form method="post" noValidate className="mt-6 max-w-3xl space-y-6">
      <input type="hidden" name="intent" value="save" />
      <FormErrorSummary heading={f.errorHeading} intro={f.errorIntro} errors={summary} autoFocus />
      <TextInput id={id("subject")} name="subject" label={f.subject.label} hint={f.subject.hint} error={errors.subject} defaultValue={values.subject} required maxLength={ISSUE_SUBJECT_MAX} />
      <Textarea id={id("body")} name="body" label={f.body.label} hint={f.body.hint} error={errors.body} defaultValue={values.body} required rows={14} maxLength={ISSUE_BODY_MAX} />
      <Checkbox id={id("includeEvents")} name="includeEvents" label={f.includeEvents.label} hint={f.includeEvents.hint} defaultChecked={values.includeEvents} />
      <button type="submit" className={consoleButton.primary}>
        {submit}
      </button>
    </Form>
  );
}
