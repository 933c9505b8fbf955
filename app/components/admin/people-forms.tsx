// The console's forms for a member's story and a member of the team (issue 14): the fields with
// their hints, errors next to each and a summary at the top, a photo from the library, and for a
// story an optional YouTube video. Plain posts: they work without JavaScript.
import { Form } from "react-router";
import { consoleStoriesCopy } from "#app/content/console-stories.ts";
import { consoleTeamCopy } from "#app/content/console-team.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { LINE_MAX, STORY_TEXT_MAX, TEAM_BIO_MAX } from "#app/schemas/story.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { consoleButton } from "./buttons.ts";
import { MediaPicker, type MediaChoice } from "./media-picker.tsx";

type Values = Record<string, string>;
type Props = { prefix: string; values: Values; errors: Record<string, string>; choices: MediaChoice[]; submit: string; intent: string; id?: number };

const required = commonCopy.requiredMarker;
const optional = commonCopy.optionalMarker;

function summary(prefix: string, errors: Record<string, string>, order: readonly string[]) {
  return order.filter((name) => errors[name]).map((name) => ({ fieldId: name === "photo" ? `${prefix}-photo-0` : `${prefix}-${name}`, message: errors[name]! }));
}

export function StoryForm({ prefix, values, errors, choices, submit, intent, id }: Props) {
  const c = consoleStoriesCopy;
  const f = c.fields;
  const at = (name: string) => ({ id: `${prefix}-${name}`, name, error: errors[name], defaultValue: values[name] ?? "" });
  return (
    <Form method="post" noValidate className="mt-4 max-w-3xl space-y-6">
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <FormErrorSummary heading={c.errorHeading} intro={c.errorIntro} errors={summary(prefix, errors, ["name", "age", "text", "program", "date", "rating", "photo", "youtube"])} autoFocus />
      <TextInput {...at("name")} label={f.name.label} marker={required} hint={f.name.hint} maxLength={LINE_MAX} required />
      <TextInput {...at("age")} label={f.age.label} marker={required} inputMode="numeric" width="medium" maxLength={3} required />
      <Textarea {...at("text")} label={f.text.label} marker={required} hint={f.text.hint} rows={5} maxLength={STORY_TEXT_MAX} required />
      <TextInput {...at("program")} label={f.program.label} marker={required} hint={f.program.hint} maxLength={LINE_MAX} required />
      <TextInput {...at("date")} type="date" label={f.date.label} marker={required} hint={f.date.hint} width="medium" required />
      <Select
        {...at("rating")}
        defaultValue={values.rating || "5"}
        label={f.rating.label}
        marker={required}
        hint={f.rating.hint}
        placeholder={f.rating.placeholder}
        required
        options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: c.stars(n) }))}
      />
      <MediaPicker id={`${prefix}-photo`} name="photo" label={f.photo.label} hint={f.photo.hint} choices={choices} value={values.photo} error={errors.photo} optional />
      <TextInput {...at("youtube")} label={f.youtube.label} marker={optional} hint={f.youtube.hint} inputMode="url" autoComplete="off" />
      <button type="submit" className={consoleButton.primary}>
        {submit}
      </button>
    </Form>
  );
}

export function TeamForm({ prefix, values, errors, choices, submit, intent, id }: Props) {
  const c = consoleTeamCopy;
  const f = c.fields;
  const at = (name: string) => ({ id: `${prefix}-${name}`, name, error: errors[name], defaultValue: values[name] ?? "" });
  return (
    <Form method="post" noValidate className="mt-4 max-w-3xl space-y-6">
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <FormErrorSummary heading={c.errorHeading} intro={c.errorIntro} errors={summary(prefix, errors, ["name", "role", "bio", "photo"])} autoFocus />
      <TextInput {...at("name")} label={f.name.label} marker={required} hint={f.name.hint} maxLength={LINE_MAX} required />
      <TextInput {...at("role")} label={f.role.label} marker={required} hint={f.role.hint} maxLength={LINE_MAX} required />
      <Textarea {...at("bio")} label={f.bio.label} marker={required} hint={f.bio.hint} rows={4} maxLength={TEAM_BIO_MAX} required />
      <MediaPicker id={`${prefix}-photo`} name="photo" label={f.photo.label} hint={f.photo.hint} choices={choices} value={values.photo} error={errors.photo} optional />
      <button type="submit" className={consoleButton.primary}>
        {submit}
      </button>
    </Form>
  );
}
