// One member's story in the console (issue 14): its form; saving shows it on the website at once.
// Moving, hiding and deleting are on the list page.
import { Link } from "react-router";
import type { Route } from "./+types/story";
import { consoleStoriesCopy as copy } from "#app/content/console-stories.ts";
import { consoleLink } from "#app/components/admin/buttons.ts";
import { StoryForm } from "#app/components/admin/people-forms.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { readStoryForm } from "#app/forms/story.ts";
import { requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import { idParam, notFound } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { listAction, type ListActionData } from "#app/lib/content/list-actions.server.ts";
import { storyById, storyList } from "#app/lib/content/stories.server.ts";
import { mediaChoices } from "#app/lib/media/library.server.ts";
import { servicesOf } from "#app/lib/services.server.ts";
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
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  const id = idParam(params);
  const form = await request.formData();
  form.set("id", String(id));
  form.set("intent", "save");
  return listAction({
    services,
    operator,
    form,
    list: storyList,
    read: readStoryForm,
    back: "/admin/stories",
    titleOf: async () => undefined,
    copy: { notFound: copy.notFound, photoMissing: copy.fields.photoMissing },
  });
}

export default function ConsoleStory({ loaderData: d, actionData }: Route.ComponentProps) {
  const a: ListActionData = actionData ?? {};
  return (
    <>
      <p>
        <Link to="/admin/stories" className={consoleLink}>
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold break-words">{copy.editTitle(d.name)}</h1>
      {a.error ? <Alert tone="error" heading={a.error} role="alert" className="mt-6" /> : d.notice && !a.values ? <Alert tone="success" heading={d.notice} role="status" className="mt-6" /> : null}
      <h2 className="mt-6 text-2xl font-bold">{copy.detailsHeading}</h2>
      <StoryForm prefix="story" values={a.values ?? d.values} errors={a.errors ?? {}} choices={d.choices} submit={copy.save} intent="save" id={d.id} />
    </>
  );
}
