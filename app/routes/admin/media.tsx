// The media library in the console: the upload form (title and a required description)
// and every photo with where it is used. The upload is a plain multipart post the browser sends
// itself (reloadDocument), so a file too large to accept gets the server's own page explaining it.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/media";
import { consoleMediaCopy as copy, mediaFieldLimits, megabytes } from "#app/content/console-media.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { commonCopy } from "#app/content/form-words/common.ts";
import { requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import { privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { readMediaUpload } from "#app/lib/media/upload.server.ts";
import { listMedia, uploadMedia } from "#app/lib/media/library.server.ts";
import { MEDIA_MAX_BYTES } from "#app/lib/media/process.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.list.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOperator(request, services);
  const done = new URL(request.url).searchParams.get("done");
  const library = await listMedia(services.db);
  return {
    notice: done === "deleted" ? copy.list.deleted : null,
    limit: megabytes(MEDIA_MAX_BYTES),
    photos: library.map((m) => ({
      id: m.id,
      title: m.title,
      alt: m.alt,
      thumb: m.thumb,
      thumbWidth: 320,
      thumbHeight: Math.max(1, Math.round((320 * m.height) / m.width)),
      uses: m.uses,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  // The operator first: the file is not read for anyone else.
  const operator = await requireConsolePost(request, services);
  const { values, input, errors, bytes } = await readMediaUpload(await formDataOf(request));
  if (!input || !bytes) return data({ values, errors }, { status: 422, headers: privateHeaders });
  const result = await uploadMedia(services.db, operator, { ...input, bytes });
  if (!result.ok) return data({ values, errors: { file: result.message } as Record<string, string> }, { status: 422, headers: privateHeaders });
  throw redirect(withNotice(`/admin/media/${result.media.id}`, { done: "uploaded" }));
}

export default function ConsoleMedia({ loaderData: d, actionData }: Route.ComponentProps) {
  const f = copy.upload;
  // The file's hint names the size limit, which only the server knows.
  const words = { fields: { file: { ...f.file, hint: f.file.hint(d.limit) }, title: f.title, alt: f.alt } };
  const form = { idPrefix: "media", copy: words, markers: commonCopy, state: { errors: actionData?.errors ?? {}, returnedValues: actionData?.values ?? {} } };
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.list.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{copy.list.intro}</p>
      {d.notice ? <Alert tone="success" heading={d.notice} role="status" className="mt-6" /> : null}

      <section aria-labelledby="upload-heading" className="mt-8 max-w-3xl rounded-xl border-2 border-stone-300 p-5">
        <h2 id="upload-heading" className="text-2xl font-bold">
          {f.heading}
        </h2>
        <Form method="post" encType="multipart/form-data" reloadDocument noValidate className="mt-4 space-y-6">
          <FormErrorSummary heading={f.errorHeading} intro={f.errorIntro} errors={errorSummary(form)} autoFocus />
          <TextInput {...fieldProps(form, "file", { type: "file" })} accept="image/jpeg,image/png,image/webp" />
          <TextInput {...fieldProps(form, "title")} maxLength={mediaFieldLimits.title} />
          <Textarea {...fieldProps(form, "alt")} rows={3} maxLength={mediaFieldLimits.alt} />
          <button type="submit" className={consoleButton.primary}>
            {f.submit}
          </button>
        </Form>
      </section>

      <section aria-labelledby="library-heading" className="mt-10">
        <h2 id="library-heading" className="text-2xl font-bold">
          {copy.list.heading}
        </h2>
        <p className="mt-2 text-lg">{d.photos.length === 0 ? copy.list.empty : copy.list.count(d.photos.length)}</p>
        {d.photos.length > 0 ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {d.photos.map((p) => (
              <li key={p.id} className="flex flex-col overflow-hidden rounded-xl border-2 border-stone-300 bg-white">
                <img src={p.thumb} alt="" width={p.thumbWidth} height={p.thumbHeight} loading="lazy" decoding="async" className="aspect-[4/3] w-full bg-stone-100 object-cover" />
                <div className="p-4">
                  <h3 className="text-xl font-bold">
                    <Link to={`/admin/media/${p.id}`} className={consoleLink}>
                      {p.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-base break-words">
                    <span className="font-semibold">{copy.list.description}</span> {p.alt}
                  </p>
                  <p className="mt-2 text-base text-ink-muted">{p.uses === 0 ? copy.list.unused : copy.list.usedIn(p.uses)}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
