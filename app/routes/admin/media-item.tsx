// One photo of the media library: its title and description (edit), the sizes made for the site,
// where it is used, and deleting it (after a tick to confirm; refused, with the places named,
// while the site still shows it). Every change is a post followed by a redirect.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/media-item";
import { consoleMediaCopy as copy, fileSize, mediaFieldLimits } from "#app/content/console-media.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { photoUrl, type PhotoFormat } from "#app/core/picture.ts";
import { requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import { idParam, notFound, privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { readMediaDetails } from "#app/lib/media/upload.server.ts";
import { deleteMedia, mediaById, mediaUsage, mediaVariantsOf, updateMedia, type MediaUse } from "#app/lib/media/library.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData ? copy.item.title(loaderData.photo.title) : copy.list.title);
}

const typeNames: Record<string, string> = { "image/jpeg": "JPEG", "image/png": "PNG", "image/webp": "WebP" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOperator(request, services);
  const photo = await mediaById(services.db, idParam(params));
  if (!photo) notFound();
  const done = new URL(request.url).searchParams.get("done");
  const variants = await mediaVariantsOf(services.db, photo.id);
  // The preview: the largest WebP up to 960 pixels wide (the smallest when all are wider).
  const webp = variants.filter((v) => v.format === "webp");
  const preview = webp.filter((v) => v.width <= 960).pop() ?? webp[0];
  return {
    notice: done === "uploaded" ? copy.list.uploaded : done === "saved" ? copy.item.saved : null,
    photo: {
      id: photo.id,
      title: photo.title,
      alt: photo.alt,
      facts: copy.item.facts(photo.width, photo.height, typeNames[photo.originalType] ?? photo.originalType, fileSize(photo.originalBytes)),
      preview: preview ? { src: photoUrl(photo.key, preview.width, "webp"), width: preview.width, height: preview.height } : null,
    },
    variants: variants.map((v) => ({ ...v, url: photoUrl(photo.key, v.width, v.format as PhotoFormat), size: fileSize(v.size) })),
    places: await mediaUsage(services.db, photo.id),
    values: { title: photo.title, alt: photo.alt },
  };
}

type ActionData = { values?: Record<string, string>; errors?: Record<string, string>; error?: string; places?: MediaUse[] };

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  const id = idParam(params);
  const form = await formDataOf(request);
  switch (field(form, "intent")) {
    case "save": {
      const { values, input, errors } = readMediaDetails(form);
      if (!input) return data<ActionData>({ values, errors }, { status: 422, headers: privateHeaders });
      if (!(await updateMedia(services.db, operator, id, input))) notFound();
      // Pages show the description as the photo's alt text.
      services.pages.changed();
      throw redirect(withNotice(`/admin/media/${id}`, { done: "saved" }));
    }
    case "delete": {
      if (field(form, "confirm") !== "yes") return data<ActionData>({ error: copy.item.confirmMissing }, { status: 422, headers: privateHeaders });
      const result = await deleteMedia(services.db, operator, id);
      if (result.outcome === "not-found") notFound();
      if (result.outcome === "in-use") return data<ActionData>({ error: copy.item.inUse, places: result.places }, { status: 409, headers: privateHeaders });
      services.pages.changed();
      throw redirect(withNotice("/admin/media", { done: "deleted" }));
    }
    default:
      throw data("Unknown request", { status: 400, headers: privateHeaders });
  }
}

export default function ConsoleMediaItem({ loaderData: d, actionData }: Route.ComponentProps) {
  const a: ActionData = actionData ?? {};
  const f = copy.upload;
  const form = { idPrefix: "photo", copy: { fields: { title: f.title, alt: f.alt } }, markers: commonCopy, state: { errors: a.errors ?? {}, returnedValues: a.values ?? d.values } };
  return (
    <>
      <p className="text-lg">
        <Link to="/admin/media" className={consoleLink}>
          {copy.item.back}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold break-words">{copy.item.title(d.photo.title)}</h1>
      <p className="mt-2 text-lg">{d.photo.facts}</p>
      {a.error ? (
        <Alert tone="error" heading={a.error} role="alert" className="mt-6">
          {a.places ? (
            <ul className="list-disc space-y-1 pl-6">
              {a.places.map((p) => (
                <li key={`${p.kind}:${p.label}:${p.href}`}>
                  <Link to={p.href} className={consoleLink}>
                    {p.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : d.notice ? (
        <Alert tone="success" heading={d.notice} role="status" className="mt-6" />
      ) : null}

      {d.photo.preview ? (
        <img
          src={d.photo.preview.src}
          alt={d.photo.alt}
          width={d.photo.preview.width}
          height={d.photo.preview.height}
          className="mt-6 h-auto max-h-[28rem] w-auto max-w-full rounded-xl border-2 border-stone-300"
        />
      ) : null}

      <section aria-labelledby="details-heading" className="mt-8 max-w-3xl">
        <h2 id="details-heading" className="text-2xl font-bold">
          {copy.item.detailsHeading}
        </h2>
        <Form method="post" noValidate className="mt-4 space-y-6">
          <input type="hidden" name="intent" value="save" />
          <FormErrorSummary heading={copy.item.errorHeading} intro={f.errorIntro} errors={errorSummary(form)} autoFocus />
          <TextInput {...fieldProps(form, "title")} maxLength={mediaFieldLimits.title} />
          <Textarea {...fieldProps(form, "alt")} rows={3} maxLength={mediaFieldLimits.alt} />
          <button type="submit" className={consoleButton.primary}>
            {copy.item.save}
          </button>
        </Form>
      </section>

      <section aria-labelledby="usage-heading" className="mt-10 max-w-3xl">
        <h2 id="usage-heading" className="text-2xl font-bold">
          {copy.item.usageHeading}
        </h2>
        {d.places.length === 0 ? (
          <p className="mt-2 text-lg">{copy.item.usageNone}</p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-6 text-lg">
            {d.places.map((p) => (
              <li key={`${p.kind}:${p.label}:${p.href}`}>
                <Link to={p.href} className={consoleLink}>
                  {p.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="variants-heading" className="mt-10">
        <h2 id="variants-heading" className="text-2xl font-bold">
          {copy.item.variantsHeading}
        </h2>
        <p className="mt-2 max-w-3xl text-lg">{copy.item.variantsIntro}</p>
        <div className="mt-4 max-w-3xl">
          <DataTable caption={copy.item.variantsCaption}>
            <thead>
              <tr>
                <Th>{copy.item.columns.width}</Th>
                <Th>{copy.item.columns.height}</Th>
                <Th>{copy.item.columns.format}</Th>
                <Th>{copy.item.columns.size}</Th>
                <Th>{copy.item.columns.open}</Th>
              </tr>
            </thead>
            <tbody>
              {d.variants.map((v) => (
                <tr key={`${v.width}-${v.format}`}>
                  <Td align="middle">{v.width}</Td>
                  <Td align="middle">{v.height}</Td>
                  <Td align="middle">{v.format.toUpperCase()}</Td>
                  <Td align="middle">{v.size}</Td>
                  <Td align="middle">
                    <a href={v.url} className={consoleLink} aria-label={copy.item.openVariant(v.width, v.format.toUpperCase())}>
                      {copy.item.columns.open}
                    </a>
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      </section>

      <section aria-labelledby="delete-heading" className="mt-10 max-w-3xl rounded-xl border-2 border-stone-300 p-5">
        <h2 id="delete-heading" className="text-2xl font-bold">
          {copy.item.deleteHeading}
        </h2>
        <p className="mt-2 text-lg">{copy.item.deleteIntro}</p>
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="delete" />
          <label className="flex min-h-target items-center gap-3 text-lg">
            <input type="checkbox" name="confirm" value="yes" required className="size-6 shrink-0 accent-brand-700" />
            {copy.item.confirmDelete}
          </label>
          <button type="submit" className={consoleButton.danger}>
            {copy.item.delete}
          </button>
        </Form>
      </section>
    </>
  );
}
