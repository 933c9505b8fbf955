// The Gallery page in the console: the operator's items in the order the website shows
// them (move up or down, hide or show, delete after a question), and three ways to add one: a new
// photo (uploaded into the library too), a photo already in the library, or a YouTube video.
import type { Route } from "./+types/gallery";
import { consoleGalleryCopy as copy } from "#app/content/console-gallery.ts";
import { megabytes } from "#app/content/console-media.ts";
import { galleryCategories } from "#app/content/gallery.ts";
import { consoleLink } from "#app/components/admin/buttons.ts";
import { LibraryForm, UploadForm, VideoForm } from "#app/components/admin/gallery-forms.tsx";
import { OrderedListPage } from "#app/components/admin/ordered-list.tsx";
import { formatDate } from "#app/core/calendar.ts";
import { youtubeWatchUrl } from "#app/core/youtube.ts";
import { requireOperator } from "#app/lib/auth/guards.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { consoleGallery, galleryKind } from "#app/lib/media/gallery.server.ts";
import { mediaChoices } from "#app/lib/media/library.server.ts";
import { MEDIA_MAX_BYTES } from "#app/lib/media/process.server.ts";
import { GALLERY_MAX_FILES } from "#app/lib/media/upload.server.ts";
import { listRouteAction, type ListActionData } from "#app/lib/ordered-lists/list-actions.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.title);
}

const categoryLabel = (value: string) => galleryCategories.find((c) => c.value === value)?.label ?? value;

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOperator(request, services);
  const query = new URL(request.url).searchParams;
  const done = query.get("done");
  const count = Number(query.get("count") ?? 0) || 0;
  const notices: Record<string, string> = { added: count > 1 ? copy.add.addedMany(count) : copy.add.added, moved: copy.done.moved, hidden: copy.done.hidden, shown: copy.done.shown, deleted: copy.done.deleted };
  const rows = await consoleGallery(services.db);
  return {
    notice: done ? (notices[done] ?? null) : null,
    limit: megabytes(MEDIA_MAX_BYTES),
    most: GALLERY_MAX_FILES,
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

export async function action({ request, context }: Route.ActionArgs) {
  return listRouteAction(request, context, galleryKind);
}

export default function ConsoleGallery({ loaderData: d, actionData }: Route.ComponentProps) {
  const a: ListActionData = actionData ?? {};
  const l = copy.list;
  const adds = [
    { id: "add-upload", heading: copy.add.uploadHeading, intro: copy.add.uploadIntro, form: <UploadForm limit={d.limit} most={d.most} answer={a} /> },
    { id: "add-library", heading: copy.add.libraryHeading, intro: copy.add.libraryIntro, form: <LibraryForm choices={d.choices} answer={a} /> },
    { id: "add-video", heading: copy.add.videoHeading, intro: copy.add.videoIntro, form: <VideoForm choices={d.choices} answer={a} /> },
  ];
  return (
    <OrderedListPage
      title={copy.title}
      intro={copy.intro}
      note={d.items.length === 0 ? copy.samples : null}
      links={[{ href: "/gallery", label: copy.viewPage }, ...adds.map((add) => ({ href: `#${add.id}`, label: add.heading }))]}
      notice={d.notice}
      action={a}
      back="/admin/gallery"
      confirm={copy.confirmDelete}
      list={l}
      rows={d.items.map((item) => ({
        id: item.id,
        title: item.title,
        thumb: item.thumb,
        hidden: item.hidden,
        body: (
          <>
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
        ),
      }))}
      add={adds}
    />
  );
}
