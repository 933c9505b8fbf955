// The contact enquiry form (POST /contact). A link can choose the subject and start the message
// (?subject=outings&about=...), read on the server too, so it works without JavaScript.
import { useSearchParams } from "react-router";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { commonCopy } from "#app/forms/copy/common.ts";
import { contactCopy } from "#app/forms/copy/contact.ts";
import { contactPrefill } from "#app/forms/contact-prefill.ts";
import { contactSubjects } from "#app/forms/options.ts";
import { SubmissionForm, type FormHeadingProps } from "./submission-form.tsx";
import { lazySchema, useSubmissionForm } from "./use-submission-form.ts";
import { textOf } from "./values.ts";

const loadSchema = lazySchema(() => import("#app/forms/contact.ts").then((m) => m.ContactSchema));
const f = contactCopy.fields;
const required = commonCopy.requiredMarker;
const id = (field: string) => `contact-${field}`;

export function ContactForm({ headingLevel = 2, showHeading = true }: FormHeadingProps) {
  const state = useSubmissionForm({ form: "contact", action: "/contact", loadSchema });
  const [params] = useSearchParams();
  const prefill = contactPrefill(params);
  const values = state.returnedValues;
  const { errors } = state;

  return (
    <SubmissionForm state={state} copy={contactCopy} idPrefix="contact" headingLevel={headingLevel} showHeading={showHeading}>
      <TextInput id={id("name")} name="name" label={f.name.label} marker={required} error={errors.name} defaultValue={textOf(values, "name")} autoComplete="name" required />
      <TextInput
        id={id("email")}
        name="email"
        type="email"
        label={f.email.label}
        marker={required}
        hint={f.email.hint}
        error={errors.email}
        defaultValue={textOf(values, "email")}
        autoComplete="email"
        spellCheck={false}
        required
      />
      <TextInput
        id={id("phone")}
        name="phone"
        type="tel"
        label={f.phone.label}
        marker={required}
        hint={f.phone.hint}
        error={errors.phone}
        defaultValue={textOf(values, "phone")}
        autoComplete="tel"
        width="medium"
        required
      />
      <Select
        id={id("subject")}
        name="subject"
        label={f.subject.label}
        marker={required}
        placeholder={commonCopy.choosePlaceholder}
        options={contactSubjects}
        error={errors.subject}
        defaultValue={textOf(values, "subject") ?? prefill.subject ?? ""}
        required
      />
      <Textarea
        id={id("message")}
        name="message"
        label={f.message.label}
        marker={required}
        hint={f.message.hint}
        error={errors.message}
        defaultValue={textOf(values, "message") ?? prefill.message}
        rows={6}
        required
      />
    </SubmissionForm>
  );
}
