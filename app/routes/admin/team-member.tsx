// One member of the team in the console (issue 14): their form; saving shows it on /about at once.
// Moving, hiding and removing are on the list page.
import { Link } from "react-router";
import type { Route } from "./+types/team-member";
import { consoleTeamCopy as copy } from "#app/content/console-team.ts";
import { consoleLink } from "#app/components/admin/buttons.ts";
import { TeamForm } from "#app/components/admin/people-forms.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { readTeamForm } from "#app/forms/story.ts";
import { requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import { idParam, notFound } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { listAction, type ListActionData } from "#app/lib/content/list-actions.server.ts";
import { teamList, teamMemberById } from "#app/lib/content/team.server.ts";
import { mediaChoices } from "#app/lib/media/library.server.ts";
import { servicesOf } from "#app/lib/services.server.ts";

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
    list: teamList,
    read: readTeamForm,
    back: "/admin/team",
    titleOf: async () => undefined,
    copy: { notFound: copy.notFound, photoMissing: copy.fields.photoMissing },
  });
}

export default function ConsoleTeamMember({ loaderData: d, actionData }: Route.ComponentProps) {
  const a: ListActionData = actionData ?? {};
  return (
    <>
      <p>
        <Link to="/admin/team" className={consoleLink}>
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold break-words">{copy.editTitle(d.name)}</h1>
      {a.error ? <Alert tone="error" heading={a.error} role="alert" className="mt-6" /> : d.notice && !a.values ? <Alert tone="success" heading={d.notice} role="status" className="mt-6" /> : null}
      <h2 className="mt-6 text-2xl font-bold">{copy.detailsHeading}</h2>
      <TeamForm prefix="member" values={a.values ?? d.values} errors={a.errors ?? {}} choices={d.choices} submit={copy.save} intent="save" id={d.id} />
    </>
  );
}
