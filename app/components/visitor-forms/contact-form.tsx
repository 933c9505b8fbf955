// The contact enquiry form (POST /contact). A link can choose the subject and start the message
// (?subject=outings&about=...), read on the server too, so it works without JavaScript.
import { fieldProps } from "#app/components/ui/field-props.ts";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { commonCopy } from "#app/content/form-words/common.ts";
import { contactCopy } from "#app/content/form-words/contact.ts";
import { contactPrefill } from "#app/schemas/contact-prefill.ts";
import { contactSubjects } from "#app/core/contact-subjects.ts";
import { labelOf } from "#app/core/option-label.ts";
import { SubmissionForm, type FormHeadingProps } from "./submission-form.tsx";
import { useSubmissionForm } from "./use-submission-form.ts";
import { useFormPage } from "./form-page.ts";

export function ContactForm({ headingLevel = 2, showHeading = true }: FormHeadingProps) {
  const state = useSubmissionForm({ form: "contact", action: "/contact" });
  const prefill = contactPrefill(new URLSearchParams(useFormPage().search));
  const form = { idPrefix: "contact", copy: contactCopy, markers: commonCopy, state };

  return (
    <SubmissionForm form={form} headingLevel={headingLevel} showHeading={showHeading}>
      {prefill.subject ? (
        <p className="rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-lg">
          {contactCopy.chosen(labelOf(contactSubjects, prefill.subject), prefill.about)}
        </p>
      ) : null}
      <TextInput {...fieldProps(form, "name", { autoComplete: "name" })} />
      <TextInput {...fieldProps(form, "email", { type: "email", autoComplete: "email", spellCheck: false })} />
      <TextInput {...fieldProps(form, "phone", { type: "tel", autoComplete: "tel" })} width="medium" />
      <Select {...fieldProps(form, "subject", { defaultValue: prefill.subject ?? "" })} placeholder={commonCopy.choosePlaceholder} options={contactSubjects} />
      <Textarea {...fieldProps(form, "message", { defaultValue: prefill.message })} rows={6} />
    </SubmissionForm>
  );
}
