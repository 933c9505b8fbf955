// The membership application (POST /join-us, intent=member).
import { CheckboxGroup } from "#app/components/ui/checkbox-group.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { commonCopy } from "#app/forms/copy/common.ts";
import { memberCopy } from "#app/forms/copy/member.ts";
import { hearAboutUsOptions, memberInterests } from "#app/forms/options.ts";
import { SubmissionForm, type FormHeadingProps } from "./submission-form.tsx";
import { FormSection } from "./form-section.tsx";
import { lazySchema, useSubmissionForm } from "./use-submission-form.ts";
import { listOf, textOf } from "./values.ts";

const loadSchema = lazySchema(() => import("#app/forms/member.ts").then((m) => m.MemberSchema));
const f = memberCopy.fields;
const s = memberCopy.sections;
const { requiredMarker: required, optionalMarker: optional } = commonCopy;
const id = (field: string) => `member-${field}`;
/** Groups are linked to by their first option. */
const groups = new Set(["interests", "membershipType"]);
const interestOptions = memberInterests.map((value) => ({ value, label: value }));

export function MemberForm({ headingLevel = 2, showHeading = true }: FormHeadingProps) {
  const state = useSubmissionForm({ form: "member", action: "/join-us", loadSchema });
  const { errors } = state;
  const values = state.returnedValues;
  const text = (name: string) => textOf(values, name);
  const sub = headingLevel === 2 ? 3 : 4;

  return (
    <SubmissionForm
      state={state}
      copy={memberCopy}
      idPrefix="member"
      fieldId={(field) => (groups.has(field) ? `${id(field)}-0` : id(field))}
      headingLevel={headingLevel}
      showHeading={showHeading}
      hidden={{ intent: "member" }}
    >
      <FormSection title={s.you} level={sub}>
        <div className="grid gap-8 sm:grid-cols-2">
          <TextInput id={id("firstName")} name="firstName" label={f.firstName.label} marker={required} error={errors.firstName} defaultValue={text("firstName")} autoComplete="given-name" required />
          <TextInput id={id("lastName")} name="lastName" label={f.lastName.label} marker={required} error={errors.lastName} defaultValue={text("lastName")} autoComplete="family-name" required />
        </div>
        <TextInput
          id={id("dateOfBirth")}
          name="dateOfBirth"
          type="date"
          label={f.dateOfBirth.label}
          marker={required}
          hint={f.dateOfBirth.hint}
          error={errors.dateOfBirth}
          defaultValue={text("dateOfBirth")}
          autoComplete="bday"
          width="medium"
          required
        />
      </FormSection>

      <FormSection title={s.contact} level={sub}>
        <TextInput id={id("email")} name="email" type="email" label={f.email.label} marker={required} error={errors.email} defaultValue={text("email")} autoComplete="email" spellCheck={false} required />
        <TextInput id={id("phone")} name="phone" type="tel" label={f.phone.label} marker={required} hint={f.phone.hint} error={errors.phone} defaultValue={text("phone")} autoComplete="tel" width="medium" required />
        <TextInput id={id("address")} name="address" label={f.address.label} marker={required} hint={f.address.hint} error={errors.address} defaultValue={text("address")} autoComplete="street-address" required />
        <TextInput id={id("city")} name="city" label={f.city.label} marker={required} error={errors.city} defaultValue={text("city")} autoComplete="address-level2" width="medium" required />
      </FormSection>

      <FormSection title={s.emergency} level={sub}>
        <TextInput
          id={id("emergencyContact")}
          name="emergencyContact"
          label={f.emergencyContact.label}
          marker={required}
          hint={f.emergencyContact.hint}
          error={errors.emergencyContact}
          defaultValue={text("emergencyContact")}
          autoComplete="off"
          required
        />
        <TextInput
          id={id("emergencyPhone")}
          name="emergencyPhone"
          type="tel"
          label={f.emergencyPhone.label}
          marker={required}
          hint={f.emergencyPhone.hint}
          error={errors.emergencyPhone}
          defaultValue={text("emergencyPhone")}
          autoComplete="off"
          width="medium"
          required
        />
      </FormSection>

      <FormSection title={s.health} level={sub}>
        <Textarea
          id={id("medicalConditions")}
          name="medicalConditions"
          label={f.medicalConditions.label}
          marker={optional}
          hint={f.medicalConditions.hint}
          error={errors.medicalConditions}
          defaultValue={text("medicalConditions")}
          rows={3}
        />
      </FormSection>

      <FormSection title={s.membership} level={sub}>
        <CheckboxGroup
          id={id("interests")}
          name="interests"
          legend={f.interests.label}
          hint={f.interests.hint}
          options={interestOptions}
          defaultValues={listOf(values, "interests")}
          error={errors.interests}
          columns={3}
        />
        <CheckboxGroup
          id={id("membershipType")}
          name="membershipType"
          type="radio"
          legend={f.membershipType.label}
          marker={required}
          hint={f.membershipType.hint}
          options={memberCopy.membershipOptions}
          defaultValues={listOf(values, "membershipType")}
          error={errors.membershipType}
          columns={1}
          required
        />
        <Select
          id={id("hearAboutUs")}
          name="hearAboutUs"
          label={f.hearAboutUs.label}
          marker={optional}
          placeholder={commonCopy.choosePlaceholder}
          options={hearAboutUsOptions}
          error={errors.hearAboutUs}
          defaultValue={text("hearAboutUs") ?? ""}
        />
      </FormSection>
    </SubmissionForm>
  );
}
