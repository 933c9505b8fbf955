// The console gallery's three add forms: a new photo (uploaded into the library too), a
// photo already in the library, or a YouTube video, each with the same item fields, its errors next
// to each field and a summary at the top. Plain posts, so they work without JavaScript.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { consoleGalleryCopy as copy } from "#app/content/console-gallery.ts";
import { consoleMediaCopy, mediaFieldLimits } from "#app/content/console-media.ts";
import { galleryCategories } from "#app/content/gallery.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { consoleButton } from "./buttons.ts";
import { MediaPicker, type MediaChoice } from "./media-picker.tsx";

type Intent = "upload" | "library" | "video";
/** What the action answered: the fields of the form it names, as typed, and their errors. */
type Answer = { form?: string; values?: Record<string, string>; errors?: Record<string, string> };
type Words = { label: string; hint?: string; required?: string };

/**
 * One add form wired like every other form (fieldProps): ids prefixed by its intent, as all three
 * are on one page, and the posted answer's values and errors only in the form that was posted.
 */
function formOf<F extends Record<string, Words>>(intent: Intent, answer: Answer, fields: F) {
  const posted = answer.form === intent;
  return { idPrefix: intent, copy: { fields }, markers: commonCopy, state: { errors: posted ? (answer.errors ?? {}) : {}, returnedValues: posted ? (answer.values ?? {}) : {} } };
}

/** The words of the fields every item has; the description's are each form's own. */
const itemWords = (alt: Words) => {
  const f = copy.fields;
  return { title: f.title, alt, category: f.category, caption: f.caption, date: f.date };
};

type ItemFormProps = { form: ReturnType<typeof formOf<ReturnType<typeof itemWords>>>; before: ReactNode; after?: ReactNode; submit: string; upload?: boolean };

/** One add form: what comes before the item's fields and after them, and its button. */
function ItemForm({ form, before, after, submit, upload }: ItemFormProps) {
  const f = copy.fields;
  // A photo picker's summary link goes to its first choice: the group itself cannot be focused.
  const fieldId = (name: string) => (name === "media" || name === "poster" ? `${form.idPrefix}-${name}-0` : `${form.idPrefix}-${name}`);
  // An upload is sent by the browser itself, so a file too large gets the server's page explaining it.
  return (
    <Form method="post" encType={upload ? "multipart/form-data" : undefined} reloadDocument={upload} noValidate className="mt-4 space-y-6">
      <input type="hidden" name="intent" value={form.idPrefix} />
      <FormErrorSummary heading={copy.add.errorHeading} intro={copy.add.errorIntro} errors={errorSummary(form, fieldId)} autoFocus />
      {before}
      <TextInput {...fieldProps(form, "title")} maxLength={mediaFieldLimits.title} />
      <Textarea {...fieldProps(form, "alt")} rows={3} maxLength={mediaFieldLimits.alt} />
      <Select {...fieldProps(form, "category")} placeholder={f.category.placeholder} options={galleryCategories} />
      <Textarea {...fieldProps(form, "caption")} rows={2} maxLength={500} />
      <TextInput {...fieldProps(form, "date", { type: "date" })} width="medium" />
      {after}
      <button type="submit" className={consoleButton.primary}>
        {submit}
      </button>
    </Form>
  );
}

export function UploadForm({ limit, most, answer }: { limit: string; most: number; answer: Answer }) {
  const m = consoleMediaCopy.upload;
  const form = formOf("upload", answer, { file: { ...m.file, label: copy.fields.files.label, hint: copy.fields.files.hint(limit, most) }, ...itemWords(m.alt) });
  // Several photos at once: a phone's picker lets the operator tick them all.
  const file = <TextInput {...fieldProps(form, "file", { type: "file" })} accept="image/jpeg,image/png,image/webp" multiple />;
  return <ItemForm form={form} before={file} submit={copy.add.submitUpload} upload />;
}

export function LibraryForm({ choices, answer }: { choices: MediaChoice[]; answer: Answer }) {
  const f = copy.fields;
  const form = formOf("library", answer, { media: f.media, ...itemWords(f.altLibrary) });
  return <ItemForm form={form} before={<MediaPicker {...fieldProps(form, "media")} choices={choices} />} submit={copy.add.submitLibrary} />;
}

export function VideoForm({ choices, answer }: { choices: MediaChoice[]; answer: Answer }) {
  const f = copy.fields;
  const form = formOf("video", answer, { youtube: f.youtube, ...itemWords(f.videoAlt), poster: f.poster });
  const youtube = <TextInput {...fieldProps(form, "youtube", { autoComplete: "off" })} inputMode="url" />;
  return <ItemForm form={form} before={youtube} after={<MediaPicker {...fieldProps(form, "poster")} choices={choices} />} submit={copy.add.submitVideo} />;
}
