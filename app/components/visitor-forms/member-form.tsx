// The membership application (POST /join-us, intent=member).
import { CheckboxGroup } from "#app/components/ui/checkbox-group.tsx";
import { choicesProps, fieldProps } from "#app/components/ui/field-props.ts";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { commonCopy } from "#app/content/form-words/common.ts";
import { memberCopy } from "#app/content/form-words/member.ts";
import { hearAboutUsOptions, memberInterests } from "#app/core/form-options.ts";
import { AboutYou, ApplicationForm, ContactDetails, useApplicationForm } from "./application-form.tsx";
import { FormSection } from "./form-section.tsx";
import { useFormPage } from "./form-page.ts";
import type { FormHeadingProps } from "./submission-form.tsx";

export function MemberForm(heading: FormHeadingProps) {
  const form = useApplicationForm("member", memberCopy);
  // This month's prices, from the page's loader (/admin/register/plans sets them).
  const { prices } = useFormPage();
  return (
    <ApplicationForm form={form} groups={["contactBy", "interests", "membershipType"]} {...heading}>
      <AboutYou form={form}>
        {/* A text field read day first (schema-kit's readDateOfBirth), not a date field: a phone shows
            that as mm/dd/yyyy, and 15-08-1955 could become 8 December. */}
        <TextInput {...fieldProps(form, "dateOfBirth", { autoComplete: "bday" })} width="medium" />
      </AboutYou>

      <FormSection title={memberCopy.sections.contact}>
        <ContactDetails form={form} />
      </FormSection>

      <FormSection title={memberCopy.sections.emergency}>
        <TextInput {...fieldProps(form, "emergencyContact", { autoComplete: "off" })} />
        <TextInput {...fieldProps(form, "emergencyPhone", { type: "tel", autoComplete: "off" })} width="medium" />
      </FormSection>

      <FormSection title={memberCopy.sections.health}>
        <Textarea {...fieldProps(form, "medicalConditions")} rows={3} />
      </FormSection>

      <FormSection title={memberCopy.sections.membership}>
        <CheckboxGroup {...choicesProps(form, "interests")} options={memberInterests} columns={3} />
        <CheckboxGroup {...choicesProps(form, "membershipType")} type="radio" options={memberCopy.membershipOptions(prices)} columns={1} />
        <Select {...fieldProps(form, "hearAboutUs", { defaultValue: "" })} placeholder={commonCopy.choosePlaceholder} options={hearAboutUsOptions} />
      </FormSection>
    </ApplicationForm>
  );
}
