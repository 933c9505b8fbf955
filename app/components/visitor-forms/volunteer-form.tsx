// The volunteer application (POST /join-us, intent=volunteer).
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { CheckboxGroup } from "#app/components/ui/checkbox-group.tsx";
import { checkboxProps, choicesProps, fieldProps } from "#app/components/ui/field-props.ts";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { commonCopy } from "#app/content/form-words/common.ts";
import { volunteerCopy } from "#app/content/form-words/volunteer.ts";
import { availabilitySlots, preferredAreas, volunteerSkills } from "#app/core/form-options.ts";
import { AboutYou, ApplicationForm, ContactDetails, useApplicationForm } from "./application-form.tsx";
import { FormSection } from "./form-section.tsx";
import type { FormHeadingProps } from "./submission-form.tsx";

export function VolunteerForm(heading: FormHeadingProps) {
  const form = useApplicationForm("volunteer", volunteerCopy);
  return (
    <ApplicationForm form={form} groups={["contactBy", "skills", "availability"]} {...heading}>
      <AboutYou form={form}>
        <ContactDetails form={form} />
        <TextInput {...fieldProps(form, "occupation", { autoComplete: "organization-title" })} />
      </AboutYou>

      <FormSection title={volunteerCopy.sections.skills}>
        <CheckboxGroup {...choicesProps(form, "skills")} options={volunteerSkills} columns={3} />
        <Textarea {...fieldProps(form, "experience")} rows={4} />
      </FormSection>

      <FormSection title={volunteerCopy.sections.availability}>
        <CheckboxGroup {...choicesProps(form, "availability")} options={availabilitySlots} columns={2} />
        <Select {...fieldProps(form, "preferredArea", { defaultValue: "" })} placeholder={commonCopy.choosePlaceholder} options={preferredAreas} />
      </FormSection>

      <FormSection title={volunteerCopy.sections.motivation}>
        <Textarea {...fieldProps(form, "motivation")} rows={5} />
        <Checkbox {...checkboxProps(form, "backgroundCheck")} />
      </FormSection>
    </ApplicationForm>
  );
}
