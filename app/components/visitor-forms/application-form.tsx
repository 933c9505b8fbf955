// What the two /join-us applications (member, volunteer) share: they post to /join-us with an
// intent naming the form, a message for a group of options links to its first option, and both
// open with "About you" and the applicant's name and ask for the same contact details.
import type { ReactNode } from "react";
import { choicesProps, fieldProps, type FieldForm } from "#app/components/ui/field-props.ts";
import { CheckboxGroup } from "#app/components/ui/checkbox-group.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { commonCopy, contactByOptions } from "#app/content/form-words/common.ts";
import { FormSection } from "./form-section.tsx";
import { SubmissionForm, type FormCopy, type FormHeadingProps } from "./submission-form.tsx";
import { useSubmissionForm, type SubmissionFormState } from "./use-submission-form.ts";

type Application = "member" | "volunteer";

/** The object an application's fields are wired from (fieldProps) and its frame is drawn from. */
export function useApplicationForm<Copy extends FormCopy>(application: Application, copy: Copy) {
  // After a success the receipt and next steps stay; the sent form is not shown again.
  const state = useSubmissionForm({ form: application, action: "/join-us", keepAnswer: true });
  return { idPrefix: application, copy, markers: commonCopy, state };
}

export type ApplicationFormProps = FormHeadingProps & {
  form: { idPrefix: string; copy: FormCopy; state: SubmissionFormState };
  /** Fields shown as a group of options (checkboxes, radios): the error summary links to their first option. */
  groups: readonly string[];
  children: ReactNode;
};

export function ApplicationForm({ form, groups, headingLevel = 2, showHeading = true, children }: ApplicationFormProps) {
  return (
    <SubmissionForm
      form={form}
      fieldId={(field) => `${form.idPrefix}-${field}${groups.includes(field) ? "-0" : ""}`}
      headingLevel={headingLevel}
      showHeading={showHeading}
      hidden={{ intent: form.state.form }}
      againHref={form.state.form === "volunteer" ? "/join-us?tab=volunteer#volunteer-form" : "/join-us#member-form"}
    >
      {children}
    </SubmissionForm>
  );
}

/** The "About you" section: the applicant's name, then the application's own questions. */
export function AboutYou({ form, children }: { form: FieldForm<"firstName" | "lastName"> & { copy: { sections: { you: string } } }; children: ReactNode }) {
  return (
    <FormSection title={form.copy.sections.you}>
      <div className="grid gap-8 sm:grid-cols-2">
        <TextInput {...fieldProps(form, "firstName", { autoComplete: "given-name" })} />
        <TextInput {...fieldProps(form, "lastName", { autoComplete: "family-name" })} />
      </div>
      {children}
    </FormSection>
  );
}

/** Where we can reach the applicant. */
export function ContactDetails({ form }: { form: FieldForm<"email" | "phone" | "contactBy" | "address" | "city"> }) {
  return (
    <>
      <TextInput {...fieldProps(form, "email", { type: "email", autoComplete: "email", spellCheck: false })} />
      <TextInput {...fieldProps(form, "phone", { type: "tel", autoComplete: "tel" })} width="medium" />
      {/* Not chosen for them: left unanswered, the server takes WhatsApp for a mobile number (decision 042). */}
      <CheckboxGroup {...choicesProps(form, "contactBy")} type="radio" options={contactByOptions} columns={3} />
      {/* One line: "street-address" (several lines) is a token the HTML standard allows only on a
          text area; a text area here would add to the form page's JavaScript. */}
      <TextInput {...fieldProps(form, "address", { autoComplete: "address-line1" })} />
      <TextInput {...fieldProps(form, "city", { autoComplete: "address-level2" })} width="medium" />
    </>
  );
}
