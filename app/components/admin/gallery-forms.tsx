// The console gallery's three add forms (issue 14): a new photo (uploaded into the library too), a
// photo already in the library, or a YouTube video, each with the same item fields, its errors next
// to each field and a summary at the top. Plain posts, so they work without JavaScript.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { consoleGalleryCopy as copy } from "#app/content/console-gallery.ts";
import { consoleMediaCopy, mediaFieldLimits } from "#app/content/console-media.ts";
import { galleryCategories } from "#app/content/gallery.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { consoleButton } from "./buttons.ts";
import { MediaPicker, type MediaChoice } from "./media-picker.tsx";

type Intent = "upload" | "library" | "video";
/** What the action answered: the fields of the form it names, as typed, and their errors. */
type Answer = { form?: string; values?: Record<string, string>; errors?: Record<string, string> };
type State = { values: Record<string, string>; errors: Record<string, string> };

const required = commonCopy.requiredMarker;
const optional = commonCopy.optionalMarker;

/** The posted form's values and errors, and nothing for the other two. */
const stateOf = (answer: Answer, intent: Intent): State => (answer.form === intent ? { values: answer.values ?? {}, errors: answer.errors ?? {} } : { values: {}, errors: {} });

/** A field's id (prefixed by its form's intent, as all three forms are on one page), name, error and value. */
const fieldOf = (intent: Intent, { values, errors }: State) => (name: string) => ({ id: `${intent}-${name}`, name, error: errors[name], defaultValue: values[name] ?? "" });

/** The fields every item has, in the order the forms show them. */
const itemOrder = ["title", "alt", "category", "caption", "date"] as const;

type AltWords = { label: string; hint: string; required: boolean };

/** One add form: its intent, the summary of its errors, what comes before the item's fields and after them, and its button. */
function ItemForm(p: { intent: Intent; state: State; before: ReactNode; after?: ReactNode; alt: AltWords; order: readonly string[]; pickers?: readonly string[]; submit: string; upload?: boolean }) {
  const at = fieldOf(p.intent, p.state);
  const f = copy.fields;
  const errors = p.state.errors;
  // A photo picker's summary link goes to its first choice.
  const summary = p.order.filter((name) => errors[name]).map((name) => ({ fieldId: p.pickers?.includes(name) ? `${p.intent}-${name}-0` : `${p.intent}-${name}`, message: errors[name]! }));
  // An upload is sent by the browser itself, so a file too large gets the server's page explaining it.
  return (
    <Form method="post" encType={p.upload ? "multipart/form-data" : undefined} reloadDocument={p.upload} noValidate className="mt-4 space-y-6">
      <input type="hidden" name="intent" value={p.intent} />
      <FormErrorSummary heading={copy.add.errorHeading} intro={copy.add.errorIntro} errors={summary} autoFocus />
      {p.before}
      <TextInput {...at("title")} label={f.title.label} marker={required} hint={f.title.hint} maxLength={mediaFieldLimits.title} required />
      <Textarea {...at("alt")} rows={3} label={p.alt.label} marker={p.alt.required ? required : optional} hint={p.alt.hint} maxLength={mediaFieldLimits.alt} required={p.alt.required} />
      <Select {...at("category")} label={f.category.label} marker={required} placeholder={f.category.placeholder} options={galleryCategories} required />
      <Textarea {...at("caption")} rows={2} label={f.caption.label} marker={optional} hint={f.caption.hint} maxLength={500} />
      <TextInput {...at("date")} type="date" width="medium" label={f.date.label} marker={optional} hint={f.date.hint} />
      {p.after}
      <button type="submit" className={consoleButton.primary}>
        {p.submit}
      </button>
    </Form>
  );
}

export function UploadForm({ limit, answer }: { limit: string; answer: Answer }) {
  const state = stateOf(answer, "upload");
  const m = consoleMediaCopy.upload;
  const file = <TextInput id="upload-file" name="file" type="file" accept="image/jpeg,image/png,image/webp" label={m.file.label} marker={required} hint={m.file.hint(limit)} error={state.errors.file} required />;
  return <ItemForm intent="upload" state={state} before={file} alt={{ ...m.alt, required: true }} order={["file", ...itemOrder]} submit={copy.add.submitUpload} upload />;
}

export function LibraryForm({ choices, answer }: { choices: MediaChoice[]; answer: Answer }) {
  const state = stateOf(answer, "library");
  const f = copy.fields;
  const photo = <MediaPicker id="library-media" name="media" label={f.media.label} choices={choices} value={state.values.media} error={state.errors.media} />;
  return <ItemForm intent="library" state={state} before={photo} alt={{ ...f.altLibrary, required: false }} order={["media", ...itemOrder]} pickers={["media"]} submit={copy.add.submitLibrary} />;
}

export function VideoForm({ choices, answer }: { choices: MediaChoice[]; answer: Answer }) {
  const state = stateOf(answer, "video");
  const f = copy.fields;
  const at = fieldOf("video", state);
  const youtube = <TextInput {...at("youtube")} label={f.youtube.label} marker={required} hint={f.youtube.hint} inputMode="url" autoComplete="off" required />;
  const poster = <MediaPicker id="video-poster" name="poster" label={f.poster.label} hint={f.poster.hint} choices={choices} value={state.values.poster} error={state.errors.poster} optional />;
  return <ItemForm intent="video" state={state} before={youtube} after={poster} alt={{ ...f.videoAlt, required: true }} order={["youtube", ...itemOrder, "poster"]} pickers={["poster"]} submit={copy.add.submitVideo} />;
}
