// The volunteer application (POST /join-us, intent=volunteer).
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { CheckboxGroup } from "#app/components/ui/checkbox-group.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { commonCopy } from "#app/forms/copy/common.ts";
import { volunteerCopy } from "#app/forms/copy/volunteer.ts";
import { availabilitySlots, preferredAreas, volunteerSkills } from "#app/forms/options.ts";
import { FormSection } from "./form-section.tsx";
import { SubmissionForm, type FormHeadingProps } from "./submission-form.tsx";
import { lazySchema, useSubmissionForm } from "./use-submission-form.ts";
import { listOf, textOf } from "./values.ts";

const loadSchema = lazySchema(() => import("#app/forms/volunteer.ts").then((m) => m.VolunteerSchema));
const f = volunteerCopy.fields;
const s = volunteerCopy.sections;
const { requiredMarker: required, optionalMarker: optional } = commonCopy;
const id = (field: string) => `volunteer-${field}`;
const groups = new Set(["skills", "availability"]);
const skillOptions = volunteerSkills.map((value) => ({ value, label: value }));

export function VolunteerForm({ headingLevel = 2, showHeading = true }: FormHeadingProps) {
  const state = useSubmissionForm({ form: "volunteer", action: "/join-us", loadSchema });
  const { errors } = state;
  const values = state.returnedValues;
  const text = (name: string) => textOf(values, name);
  const sub = headingLevel === 2 ? 3 : 4;

  return (
    <SubmissionForm
      state={state}
      copy={volunteerCopy}
      idPrefix="volunteer"
      fieldId={(field) => (groups.has(field) ? `${id(field)}-0` : id(field))}
      headingLevel={headingLevel}
      showHeading={showHeading}
      hidden={{ intent: "volunteer" }}
    >
      <FormSection title={s.you} level={sub}>
        <div className="grid gap-8 sm:grid-cols-2">
          <TextInput id={id("firstName")} name="firstName" label={f.firstName.label} marker={required} error={errors.firstName} defaultValue={text("firstName")} autoComplete="given-name" required />
          <TextInput id={id("lastName")} name="lastName" label={f.lastName.label} marker={required} error={errors.lastName} defaultValue={text("lastName")} autoComplete="family-name" required />
        </div>
        <TextInput id={id("email")} name="email" type="email" label={f.email.label} marker={required} error={errors.email} defaultValue={text("email")} autoComplete="email" spellCheck={false} required />
        <TextInput id={id("phone")} name="phone" type="tel" label={f.phone.label} marker={required} hint={f.phone.hint} error={errors.phone} defaultValue={text("phone")} autoComplete="tel" width="medium" required />
        <TextInput id={id("address")} name="address" label={f.address.label} marker={required} hint={f.address.hint} error={errors.address} defaultValue={text("address")} autoComplete="street-address" required />
        <TextInput id={id("city")} name="city" label={f.city.label} marker={required} error={errors.city} defaultValue={text("city")} autoComplete="address-level2" width="medium" required />
        <TextInput id={id("occupation")} name="occupation" label={f.occupation.label} marker={optional} hint={f.occupation.hint} error={errors.occupation} defaultValue={text("occupation")} autoComplete="organization-title" />
      </FormSection>

      <FormSection title={s.skills} level={sub}>
        <CheckboxGroup id={id("skills")} name="skills" legend={f.skills.label} hint={f.skills.hint} options={skillOptions} defaultValues={listOf(values, "skills")} error={errors.skills} columns={3} />
        <Textarea id={id("experience")} name="experience" label={f.experience.label} marker={optional} hint={f.experience.hint} error={errors.experience} defaultValue={text("experience")} rows={4} />
      </FormSection>

      <FormSection title={s.availability} level={sub}>
        <CheckboxGroup
          id={id("availability")}
          name="availability"
          legend={f.availability.label}
          hint={f.availability.hint}
          options={availabilitySlots}
          defaultValues={listOf(values, "availability")}
          error={errors.availability}
          columns={2}
        />
        <Select
          id={id("preferredArea")}
          name="preferredArea"
          label={f.preferredArea.label}
          marker={required}
          placeholder={commonCopy.choosePlaceholder}
          options={preferredAreas}
          error={errors.preferredArea}
          defaultValue={text("preferredArea") ?? ""}
          required
        />
      </FormSection>

      <FormSection title={s.motivation} level={sub}>
        <Textarea id={id("motivation")} name="motivation" label={f.motivation.label} marker={required} hint={f.motivation.hint} error={errors.motivation} defaultValue={text("motivation")} rows={5} required />
        <Checkbox
          id={id("backgroundCheck")}
          name="backgroundCheck"
          label={f.backgroundCheck.label}
          marker={required}
          error={errors.backgroundCheck}
          defaultChecked={text("backgroundCheck") === "on"}
          required
        />
      </FormSection>
    </SubmissionForm>
  );
}
