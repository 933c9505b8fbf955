// The console's forms for a member's story and a member of the team: the fields with
// their hints, errors next to each and a summary at the top, a photo from the library or a new one
// uploaded in the form itself, and for a story an optional YouTube video. Plain posts,
// sent by the browser itself (a file too large gets the server's page explaining it): they work
// without JavaScript.
import { Form } from "react-router";
import { consoleMediaCopy } from "#app/content/console-media.ts";
import { consoleStoriesCopy } from "#app/content/console-stories.ts";
import { consoleTeamCopy } from "#app/content/console-team.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { mediaFieldLimits } from "#app/content/console-media.ts";
import { LINE_MAX, STORY_TEXT_MAX, TEAM_BIO_MAX } from "#app/schemas/story.ts";
import { errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { consoleButton } from "./buttons.ts";
import { MediaPicker, type MediaChoice } from "./media-picker.tsx";

type Values = Record<string, string>;
type Props = { prefix: string; values: Values; errors: Record<string, string>; choices: MediaChoice[]; submit: string; intent: string; id?: number; limit: string };

/** A form's words with those of the photo uploaded in it. */
const withUploadWords = <F extends object>(fields: F, limit: string) => ({ ...fields, file: consoleMediaCopy.inForm.file(limit), photoAlt: consoleMediaCopy.inForm.alt });

/** The photo's three fields: a library photo, or a new one and what it shows. */
function PhotoFields({ form, choices }: { form: Parameters<typeof fieldProps<"photo" | "file" | "photoAlt">>[0]; choices: MediaChoice[] }) {
  return (
    <>
      <MediaPicker {...fieldProps(form, "photo")} choices={choices} upload />
      <TextInput {...fieldProps(form, "file", { type: "file" })} accept="image/jpeg,image/png,image/webp" />
      <TextInput {...fieldProps(form, "photoAlt")} maxLength={mediaFieldLimits.alt} />
    </>
  );
}

/** The error summary's link for a field: the picker's first choice (the group itself cannot be focused), else the field. */
const summaryTarget = (prefix: string) => (name: string) => (name === "photo" ? `${prefix}-photo-0` : `${prefix}-${name}`);

export function StoryForm({ prefix, values, errors, choices, submit, intent, id, limit }: Props) {
  const c = consoleStoriesCopy;
  const form = { idPrefix: prefix, copy: { fields: withUploadWords(c.fields, limit) }, markers: commonCopy, state: { errors, returnedValues: values } };
  return (
    <Form method="post" encType="multipart/form-data" reloadDocument noValidate className="mt-4 max-w-3xl space-y-6">
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <FormErrorSummary heading={c.errorHeading} intro={c.errorIntro} errors={errorSummary(form, summaryTarget(prefix))} autoFocus />
      <TextInput {...fieldProps(form, "name")} maxLength={LINE_MAX} />
      <TextInput {...fieldProps(form, "age")} inputMode="numeric" width="medium" maxLength={3} />
      <Textarea {...fieldProps(form, "text")} rows={5} maxLength={STORY_TEXT_MAX} />
      <TextInput {...fieldProps(form, "program")} maxLength={LINE_MAX} />
      <TextInput {...fieldProps(form, "date", { type: "date" })} width="medium" />
      <Select {...fieldProps(form, "rating", { defaultValue: "5" })} placeholder={c.fields.rating.placeholder} options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: c.stars(n) }))} />
      <PhotoFields form={form} choices={choices} />
      <TextInput {...fieldProps(form, "youtube", { autoComplete: "off" })} inputMode="url" />
      <button type="submit" className={consoleButton.primary}>
        {submit}
      </button>
    </Form>
  );
}

export function TeamForm({ prefix, values, errors, choices, submit, intent, id, limit }: Props) {
  const c = consoleTeamCopy;
  const form = { idPrefix: prefix, copy: { fields: withUploadWords(c.fields, limit) }, markers: commonCopy, state: { errors, returnedValues: values } };
  return (
    <Form method="post" encType="multipart/form-data" reloadDocument noValidate className="mt-4 max-w-3xl space-y-6">
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <FormErrorSummary heading={c.errorHeading} intro={c.errorIntro} errors={errorSummary(form, summaryTarget(prefix))} autoFocus />
      <TextInput {...fieldProps(form, "name")} maxLength={LINE_MAX} />
      <TextInput {...fieldProps(form, "role")} maxLength={LINE_MAX} />
      <Textarea {...fieldProps(form, "bio")} rows={4} maxLength={TEAM_BIO_MAX} />
      <PhotoFields form={form} choices={choices} />
      <button type="submit" className={consoleButton.primary}>
        {submit}
      </button>
    </Form>
  );
}
