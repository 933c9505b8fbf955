// One member's story in the console: its form; saving shows it on the website at once.
// Moving, hiding and deleting are on the list page.
import type { Route } from "./+types/story";
import { consoleStoriesCopy as copy } from "#app/content/console-stories.ts";
import { EditRowPage } from "#app/components/admin/ordered-list.tsx";
import { StoryForm } from "#app/components/admin/people-forms.tsx";
import { requireOperator } from "#app/lib/auth/guards.server.ts";
import { idParam, notFound } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { listRouteAction, type ListActionData } from "#app/lib/ordered-lists/list-actions.server.ts";
import { storyById, storyKind } from "#app/lib/stories-team/stories.server.ts";
import { mediaChoices } from "#app/lib/media/library.server.ts";
import { MEDIA_MAX_BYTES } from "#app/lib/media/process.server.ts";
import { megabytes } from "#app/content/console-media.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { youtubeWatchUrl } from "#app/core/youtube.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData ? copy.editTitle(loaderData.name) : copy.title);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOperator(request, services);
  const row = await storyById(services.db, idParam(params));
  if (!row) notFound();
  return {
    id: row.id,
    name: row.name,
    notice: new URL(request.url).searchParams.get("done") === "saved" ? copy.done.saved : null,
    values: { name: row.name, age: String(row.age), text: row.text, program: row.program, date: row.date, rating: String(row.rating), photo: row.mediaId === null ? "" : String(row.mediaId), youtube: row.youtubeId ? youtubeWatchUrl(row.youtubeId) : "" },
    choices: await mediaChoices(services.db),
    limit: megabytes(MEDIA_MAX_BYTES),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return listRouteAction(request, context, storyKind, idParam(params));
}

export default function ConsoleStory({ loaderData: d, actionData }: Route.ComponentProps) {
  const a: ListActionData = actionData ?? {};
  return (
    <EditRowPage back="/admin/stories" backLabel={copy.back} title={copy.editTitle(d.name)} detailsHeading={copy.detailsHeading} notice={a.values ? null : d.notice} error={a.error}>
      <StoryForm prefix="story" values={a.values ?? d.values} errors={a.errors ?? {}} choices={d.choices} limit={d.limit} submit={copy.save} intent="save" id={d.id} />
    </EditRowPage>
  );
}
