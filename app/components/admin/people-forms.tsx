// The console's forms for a member's story and a member of the team (issue 14): the fields with
// their hints, errors next to each and a summary at the top, a photo from the library, and for a
// story an optional YouTube video. Plain posts: they work without JavaScript.
import { Form } from "react-router";
import { consoleStoriesCopy } from "#app/content/console-stories.ts";
import { consoleTeamCopy } from "#app/content/console-team.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { LINE_MAX, STORY_TEXT_MAX, TEAM_BIO_MAX } from "#app/schemas/story.ts";
import { errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { consoleButton } from "./buttons.ts";
import { MediaPicker, type MediaChoice } from "./media-picker.tsx";

type Values = Record<string, string>;
type Props = { prefix: string; values: Values; errors: Record<string, string>; choices: MediaChoice[]; submit: string; intent: string; id?: number };

export function StoryForm({ prefix, values, errors, choices, submit, intent, id }: Props) {
  const c = consoleStoriesCopy;
  const form = { idPrefix: prefix, copy: c, markers: commonCopy, state: { errors, returnedValues: values } };
  const photo = fieldProps(form, "photo");
  return (
    <Form method="post" noValidate className="mt-4 max-w-3xl space-y-6">
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {/* The picker's first choice takes the photo's link: the group itself cannot be focused. */}
      <FormErrorSummary heading={c.errorHeading} intro={c.errorIntro} errors={errorSummary(form, (name) => (name === "photo" ? `${photo.id}-0` : `${prefix}-${name}`))} autoFocus />
      <TextInput {...fieldProps(form, "name")} maxLength={LINE_MAX} />
      <TextInput {...fieldProps(form, "age")} inputMode="numeric" width="medium" maxLength={3} />
      <Textarea {...fieldProps(form, "text")} rows={5} maxLength={STORY_TEXT_MAX} />
      <TextInput {...fieldProps(form, "program")} maxLength={LINE_MAX} />
      <TextInput {...fieldProps(form, "date", { type: "date" })} width="medium" />
      <Select {...fieldProps(form, "rating", { defaultValue: "5" })} placeholder={c.fields.rating.placeholder} options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: c.stars(n) }))} />
      <MediaPicker {...photo} choices={choices} />
      <TextInput {...fieldProps(form, "youtube", { autoComplete: "off" })} inputMode="url" />
      <button type="submit" className={consoleButton.primary}>
        {submit}
      </button>
    </Form>
  );
}

export function TeamForm({ prefix, values, errors, choices, submit, intent, id }: Props) {
  const c = consoleTeamCopy;
  const form = { idPrefix: prefix, copy: c, markers: commonCopy, state: { errors, returnedValues: values } };
  const photo = fieldProps(form, "photo");
  return (
    <Form method="post" noValidate className="mt-4 max-w-3xl space-y-6">
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <FormErrorSummary heading={c.errorHeading} intro={c.errorIntro} errors={errorSummary(form, (name) => (name === "photo" ? `${photo.id}-0` : `${prefix}-${name}`))} autoFocus />
      <TextInput {...fieldProps(form, "name")} maxLength={LINE_MAX} />
      <TextInput {...fieldProps(form, "role")} maxLength={LINE_MAX} />
      <Textarea {...fieldProps(form, "bio")} rows={4} maxLength={TEAM_BIO_MAX} />
      <MediaPicker {...photo} choices={choices} />
      <button type="submit" className={consoleButton.primary}>
        {submit}
      </button>
    </Form>
  );
}
