// One member of the team in the console: their form; saving shows it on /about at once.
// Moving, hiding and removing are on the list page.
import type { Route } from "./+types/team-member";
import { consoleTeamCopy as copy } from "#app/content/console-team.ts";
import { EditRowPage } from "#app/components/admin/ordered-list.tsx";
import { TeamForm } from "#app/components/admin/people-forms.tsx";
import { requireOperator } from "#app/lib/auth/guards.server.ts";
import { idParam, notFound } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { listRouteAction, type ListActionData } from "#app/lib/ordered-lists/list-actions.server.ts";
import { teamKind, teamMemberById } from "#app/lib/stories-team/team.server.ts";
import { mediaChoices } from "#app/lib/media/library.server.ts";
import { MEDIA_MAX_BYTES } from "#app/lib/media/process.server.ts";
import { megabytes } from "#app/content/console-media.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData ? copy.editTitle(loaderData.name) : copy.title);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOperator(request, services);
  const row = await teamMemberById(services.db, idParam(params));
  if (!row) notFound();
  return {
    id: row.id,
    name: row.name,
    notice: new URL(request.url).searchParams.get("done") === "saved" ? copy.done.saved : null,
    values: { name: row.name, role: row.role, bio: row.bio, photo: row.mediaId === null ? "" : String(row.mediaId) },
    choices: await mediaChoices(services.db),
    limit: megabytes(MEDIA_MAX_BYTES),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return listRouteAction(request, context, teamKind, idParam(params));
}

export default function ConsoleTeamMember({ loaderData: d, actionData }: Route.ComponentProps) {
  const a: ListActionData = actionData ?? {};
  return (
    <EditRowPage back="/admin/team" backLabel={copy.back} title={copy.editTitle(d.name)} detailsHeading={copy.detailsHeading} notice={a.values ? null : d.notice} error={a.error}>
      <TeamForm prefix="member" values={a.values ?? d.values} errors={a.errors ?? {}} choices={d.choices} limit={d.limit} submit={copy.save} intent="save" id={d.id} />
    </EditRowPage>
  );
}
