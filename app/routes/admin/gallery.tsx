// The Gallery page in the console (issue 14): the operator's items in the order the website shows
// them (move up or down, hide or show, delete after a question), and three ways to add one: a new
// photo (uploaded into the library too), a photo already in the library, or a YouTube video.
import type { ReactNode } from "react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/gallery";
import { consoleGalleryCopy as copy } from "#app/content/console-gallery.ts";
import { consoleMediaCopy, mediaFieldLimits, megabytes } from "#app/content/console-media.ts";
import { galleryCategories } from "#app/content/gallery.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { MediaPicker } from "#app/components/admin/media-picker.tsx";
import { ConfirmDelete, RowControlCells, RowThumb } from "#app/components/admin/ordered-list.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { formatDate } from "#app/core/calendar.ts";
import { youtubeWatchUrl } from "#app/core/youtube.ts";
import { requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import { field, privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { readGalleryLibrary, readGalleryUpload, readGalleryVideo } from "#app/lib/media/upload.server.ts";
import { addGalleryFromLibrary, addGalleryUpload, addGalleryVideo, consoleGallery, deleteGalleryItem, galleryItemById, moveGalleryItem, setGalleryItemHidden } from "#app/lib/media/gallery.server.ts";
import { mediaChoices } from "#app/lib/media/library.server.ts";
import { MEDIA_MAX_BYTES } from "#app/lib/media/process.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.title);
}

const categoryLabel = (value: string) => galleryCategories.find((c) => c.value === value)?.label ?? value;

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOperator(request, services);
  const done = new URL(request.url).searchParams.get("done");
  const notices: Record<string, string> = { added: copy.add.added, moved: copy.done.moved, hidden: copy.done.hidden, shown: copy.done.shown, deleted: copy.done.deleted };
  const rows = await consoleGallery(services.db);
  return {
    notice: done ? (notices[done] ?? null) : null,
    limit: megabytes(MEDIA_MAX_BYTES),
    choices: await mediaChoices(services.db),
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind as "photo" | "video",
      title: r.title,
      alt: r.alt,
      thumb: r.thumb ?? null,
      category: categoryLabel(r.category),
      date: formatDate(r.date, "plain"),
      hidden: r.hidden,
      youtube: r.youtubeId ? youtubeWatchUrl(r.youtubeId) : null,
    })),
  };
}

type FormKind = "upload" | "library" | "video";
type ActionData = { form?: FormKind; values?: Record<string, string>; errors?: Record<string, string>; error?: string; ask?: { id: number; title: string } };

const invalid = (body: ActionData, status = 422) => data<ActionData>(body, { status, headers: privateHeaders });

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  // The operator first: an uploaded file is not read for anyone else.
  const operator = await requireConsolePost(request, services);
  const form = await request.formData();
  const done = (notice: string): never => {
    services.pages.changed();
    throw redirect(withNotice("/admin/gallery", { done: notice }));
  };
  const id = Number(field(form, "id"));
  switch (field(form, "intent")) {
    case "upload": {
      const { values, input, errors, bytes } = await readGalleryUpload(form);
      if (!input || !bytes) return invalid({ form: "upload", values, errors });
      const result = await addGalleryUpload(services.db, operator, { ...input, bytes });
      if (!result.ok) return invalid({ form: "upload", values, errors: { file: "message" in result ? result.message : consoleMediaCopy.refusals.damaged } });
      return done("added");
    }
    case "library": {
      const { values, input, errors } = readGalleryLibrary(form);
      if (!input) return invalid({ form: "library", values, errors });
      const result = await addGalleryFromLibrary(services.db, operator, { ...input, mediaId: input.media });
      if (!result.ok) return invalid({ form: "library", values, errors: { media: copy.fields.media.missing } });
      return done("added");
    }
    case "video": {
      const { values, input, errors } = readGalleryVideo(form);
      if (!input) return invalid({ form: "video", values, errors });
      const result = await addGalleryVideo(services.db, operator, { ...input, youtubeId: input.youtube, posterId: input.poster });
      if (!result.ok) return invalid({ form: "video", values, errors: { poster: copy.fields.media.missing } });
      return done("added");
    }
    case "move": {
      const direction = field(form, "direction");
      if (direction !== "up" && direction !== "down") throw data("Unknown request", { status: 400, headers: privateHeaders });
      const result = await moveGalleryItem(services.db, operator, id, direction);
      if (result === "not-found") return invalid({ error: copy.notFound }, 404);
      return done("moved");
    }
    case "hide":
    case "show": {
      const hidden = field(form, "intent") === "hide";
      if (!(await setGalleryItemHidden(services.db, operator, id, hidden))) return invalid({ error: copy.notFound }, 404);
      return done(hidden ? "hidden" : "shown");
    }
    case "delete": {
      // The first press asks; the answer's button posts sure=yes.
      if (field(form, "sure") !== "yes") {
        const item = await galleryItemById(services.db, id);
        if (!item) return invalid({ error: copy.notFound }, 404);
        return data<ActionData>({ ask: { id: item.id, title: item.title } }, { headers: privateHeaders });
      }
      if (!(await deleteGalleryItem(services.db, operator, id))) return invalid({ error: copy.notFound }, 404);
      return done("deleted");
    }
    default:
      throw data("Unknown request", { status: 400, headers: privateHeaders });
  }
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

export default function ConsoleGallery({ loaderData: d, actionData }: Route.ComponentProps) {
  const a: ActionData = actionData ?? {};
  const formOf = (kind: FormKind) => (a.form === kind ? { values: a.values ?? {}, errors: a.errors ?? {} } : { values: {}, errors: {} });
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{copy.intro}</p>
      {d.items.length === 0 ? <p className="mt-3 max-w-3xl text-lg">{copy.samples}</p> : null}
      <ul className="mt-4 flex flex-wrap gap-x-6 text-lg">
        <li>
          <a href="/gallery" className={consoleLink}>
            {copy.viewPage}
          </a>
        </li>
        <li>
          <a href="#add-upload" className={consoleLink}>
            {copy.add.uploadHeading}
          </a>
        </li>
        <li>
          <a href="#add-library" className={consoleLink}>
            {copy.add.libraryHeading}
          </a>
        </li>
        <li>
          <a href="#add-video" className={consoleLink}>
            {copy.add.videoHeading}
          </a>
        </li>
      </ul>
      {a.error ? (
        <Alert tone="error" heading={a.error} role="alert" className="mt-6" />
      ) : d.notice && !a.ask && !a.form ? (
        <Alert tone="success" heading={d.notice} role="status" className="mt-6" />
      ) : null}
      {a.ask ? (
        <ConfirmDelete id={a.ask.id} question={copy.confirmDelete.question(a.ask.title)} back="/admin/gallery">
          <p>{copy.confirmDelete.text}</p>
        </ConfirmDelete>
      ) : null}

      <section aria-labelledby="items-heading" className="mt-8">
        <h2 id="items-heading" className="text-2xl font-bold">
          {copy.list.heading}
        </h2>
        {d.items.length === 0 ? (
          <p className="mt-2 text-lg">{copy.list.empty}</p>
        ) : (
          <div className="mt-4">
            <DataTable caption={copy.list.caption}>
              <thead>
                <tr>
                  {/* On a phone the picture gives way, so the words and the buttons fit the screen. */}
                  <Th className="hidden sm:table-cell">{copy.list.columns.picture}</Th>
                  <Th>{copy.list.columns.item}</Th>
                  <Th className="hidden sm:table-cell">{copy.list.columns.shown}</Th>
                  <Th className="hidden sm:table-cell">{copy.list.columns.change}</Th>
                </tr>
              </thead>
              <tbody>
                {d.items.map((item, index) => (
                  <ItemRow key={item.id} item={item} first={index === 0} last={index === d.items.length - 1} />
                ))}
              </tbody>
            </DataTable>
          </div>
        )}
      </section>

      <UploadForm limit={d.limit} {...formOf("upload")} />
      <LibraryForm choices={d.choices} {...formOf("library")} />
      <VideoForm choices={d.choices} {...formOf("video")} />
    </>
  );
}

function ItemRow({ item, first, last }: { item: Item; first: boolean; last: boolean }) {
  const l = copy.list;
  return (
    <tr>
      <Td className="hidden sm:table-cell">
        <RowThumb src={item.thumb} fallback={l.noPicture} />
      </Td>
      <RowControlCells
        words={
          <>
            <span className="block text-lg font-semibold">{item.title}</span>
            <span className="block">
              {item.kind === "photo" ? l.photo : l.video} · {item.category} · {item.date}
            </span>
            <span className="block text-ink-muted">{item.alt}</span>
            {item.youtube ? (
              <a href={item.youtube} className={`${consoleLink} break-all`}>
                {item.youtube}
              </a>
            ) : null}
          </>
        }
        controls={{ id: item.id, title: item.title, first, last, hidden: item.hidden }}
      />
    </tr>
  );
}

type FormProps = { values: Record<string, string>; errors: Record<string, string> };

/** Title, category, caption and date: the same in all three forms. */
function ItemFields({ prefix, values, errors, alt }: FormProps & { prefix: FormKind; alt: ReactNode }) {
  const f = copy.fields;
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <>
      <TextInput id={id("title")} name="title" label={f.title.label} marker={commonCopy.requiredMarker} hint={f.title.hint} error={errors.title} defaultValue={values.title ?? ""} maxLength={mediaFieldLimits.title} required />
      {alt}
      <Select
        id={id("category")}
        name="category"
        label={f.category.label}
        marker={commonCopy.requiredMarker}
        placeholder={f.category.placeholder}
        options={galleryCategories}
        error={errors.category}
        defaultValue={values.category ?? ""}
        required
      />
      <Textarea id={id("caption")} name="caption" rows={2} label={f.caption.label} marker={commonCopy.optionalMarker} hint={f.caption.hint} error={errors.caption} defaultValue={values.caption ?? ""} maxLength={500} />
      <TextInput id={id("date")} name="date" type="date" width="medium" label={f.date.label} marker={commonCopy.optionalMarker} hint={f.date.hint} error={errors.date} defaultValue={values.date ?? ""} />
    </>
  );
}

function summaryOf(prefix: FormKind, errors: Record<string, string>, order: readonly string[], pickers: readonly string[] = []) {
  return order.filter((name) => errors[name]).map((name) => ({ fieldId: pickers.includes(name) ? `${prefix}-${name}-0` : `${prefix}-${name}`, message: errors[name]! }));
}

function AddSection({ id, heading, intro, children }: { id: string; heading: string; intro: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10 max-w-3xl scroll-mt-4 rounded-xl border-2 border-stone-300 p-5">
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {heading}
      </h2>
      <p className="mt-2 text-lg">{intro}</p>
      {children}
    </section>
  );
}

function UploadForm({ limit, values, errors }: FormProps & { limit: string }) {
  const m = consoleMediaCopy.upload;
  return (
    <AddSection id="add-upload" heading={copy.add.uploadHeading} intro={copy.add.uploadIntro}>
      {/* The browser sends it itself: a file too large gets the server's page explaining it. */}
      <Form method="post" encType="multipart/form-data" reloadDocument noValidate className="mt-4 space-y-6">
        <input type="hidden" name="intent" value="upload" />
        <FormErrorSummary heading={copy.add.errorHeading} intro={copy.add.errorIntro} errors={summaryOf("upload", errors, ["file", "title", "alt", "category", "caption", "date"])} autoFocus />
        <TextInput id="upload-file" name="file" type="file" accept="image/jpeg,image/png,image/webp" label={m.file.label} marker={commonCopy.requiredMarker} hint={m.file.hint(limit)} error={errors.file} required />
        <ItemFields
          prefix="upload"
          values={values}
          errors={errors}
          alt={<Textarea id="upload-alt" name="alt" rows={3} label={m.alt.label} marker={commonCopy.requiredMarker} hint={m.alt.hint} error={errors.alt} defaultValue={values.alt ?? ""} maxLength={mediaFieldLimits.alt} required />}
        />
        <button type="submit" className={consoleButton.primary}>
          {copy.add.submitUpload}
        </button>
      </Form>
    </AddSection>
  );
}

function LibraryForm({ choices, values, errors }: FormProps & { choices: Route.ComponentProps["loaderData"]["choices"] }) {
  const f = copy.fields;
  return (
    <AddSection id="add-library" heading={copy.add.libraryHeading} intro={copy.add.libraryIntro}>
      <Form method="post" noValidate className="mt-4 space-y-6">
        <input type="hidden" name="intent" value="library" />
        <FormErrorSummary heading={copy.add.errorHeading} intro={copy.add.errorIntro} errors={summaryOf("library", errors, ["media", "title", "alt", "category", "caption", "date"], ["media"])} autoFocus />
        <MediaPicker id="library-media" name="media" label={f.media.label} choices={choices} value={values.media} error={errors.media} />
        <ItemFields
          prefix="library"
          values={values}
          errors={errors}
          alt={<Textarea id="library-alt" name="alt" rows={3} label={f.altLibrary.label} marker={commonCopy.optionalMarker} hint={f.altLibrary.hint} error={errors.alt} defaultValue={values.alt ?? ""} maxLength={mediaFieldLimits.alt} />}
        />
        <button type="submit" className={consoleButton.primary}>
          {copy.add.submitLibrary}
        </button>
      </Form>
    </AddSection>
  );
}

function VideoForm({ choices, values, errors }: FormProps & { choices: Route.ComponentProps["loaderData"]["choices"] }) {
  const f = copy.fields;
  return (
    <AddSection id="add-video" heading={copy.add.videoHeading} intro={copy.add.videoIntro}>
      <Form method="post" noValidate className="mt-4 space-y-6">
        <input type="hidden" name="intent" value="video" />
        <FormErrorSummary heading={copy.add.errorHeading} intro={copy.add.errorIntro} errors={summaryOf("video", errors, ["youtube", "title", "alt", "category", "caption", "date", "poster"], ["poster"])} autoFocus />
        <TextInput id="video-youtube" name="youtube" label={f.youtube.label} marker={commonCopy.requiredMarker} hint={f.youtube.hint} error={errors.youtube} defaultValue={values.youtube ?? ""} inputMode="url" autoComplete="off" required />
        <ItemFields
          prefix="video"
          values={values}
          errors={errors}
          alt={<Textarea id="video-alt" name="alt" rows={3} label={f.videoAlt.label} marker={commonCopy.requiredMarker} hint={f.videoAlt.hint} error={errors.alt} defaultValue={values.alt ?? ""} maxLength={mediaFieldLimits.alt} required />}
        />
        <MediaPicker id="video-poster" name="poster" label={f.poster.label} hint={f.poster.hint} choices={choices} value={values.poster} error={errors.poster} optional />
        <button type="submit" className={consoleButton.primary}>
          {copy.add.submitVideo}
        </button>
      </Form>
    </AddSection>
  );
}
