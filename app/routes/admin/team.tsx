// The team in the console (issue 14): the people in the order /about shows them, moved, hidden,
// edited or removed, and a form to add someone. Every change is on the website at once.
import { Link } from "react-router";
import type { Route } from "./+types/team";
import { consoleTeamCopy as copy } from "#app/content/console-team.ts";
import { consoleOrderCopy } from "#app/content/console-order.ts";
import { consoleLink } from "#app/components/admin/buttons.ts";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { ConfirmDelete, RowControls, RowThumb } from "#app/components/admin/ordered-list.tsx";
import { TeamForm } from "#app/components/admin/people-forms.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { readTeamForm } from "#app/forms/story.ts";
import { requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { listAction, type ListActionData } from "#app/lib/content/list-actions.server.ts";
import { consoleTeam, teamList, teamMemberById } from "#app/lib/content/team.server.ts";
import { mediaChoices } from "#app/lib/media/library.server.ts";
import { servicesOf } from "#app/lib/services.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOperator(request, services);
  const done = new URL(request.url).searchParams.get("done");
  const notices: Record<string, string> = { added: copy.add.added, moved: consoleOrderCopy.moved, hidden: copy.done.hidden, shown: copy.done.shown, deleted: copy.done.deleted };
  const rows = await consoleTeam(services.db);
  return {
    notice: done ? (notices[done] ?? null) : null,
    choices: await mediaChoices(services.db),
    team: rows.map((r) => ({ id: r.id, name: r.name, role: r.role, bio: r.bio, thumb: r.thumb ?? null, hidden: r.hidden })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  return listAction({
    services,
    operator,
    form: await request.formData(),
    list: teamList,
    read: readTeamForm,
    back: "/admin/team",
    titleOf: async (id) => (await teamMemberById(services.db, id))?.name,
    copy: { notFound: copy.notFound, photoMissing: copy.fields.photoMissing },
  });
}

export default function ConsoleTeam({ loaderData: d, actionData }: Route.ComponentProps) {
  const a: ListActionData = actionData ?? {};
  const adding = a.values !== undefined;
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{copy.intro}</p>
      <ul className="mt-4 flex flex-wrap gap-x-6 text-lg">
        <li>
          <a href="/about#our-team" className={consoleLink}>
            {copy.viewPage}
          </a>
        </li>
        <li>
          <a href="#add-member" className={consoleLink}>
            {copy.add.heading}
          </a>
        </li>
      </ul>
      {a.error ? <Alert tone="error" heading={a.error} role="alert" className="mt-6" /> : d.notice && !a.ask && !adding ? <Alert tone="success" heading={d.notice} role="status" className="mt-6" /> : null}
      {a.ask ? (
        <ConfirmDelete id={a.ask.id} question={copy.confirmDelete.question(a.ask.title)} back="/admin/team">
          <p>{copy.confirmDelete.text}</p>
        </ConfirmDelete>
      ) : null}

      <section aria-labelledby="team-heading" className="mt-8">
        <h2 id="team-heading" className="text-2xl font-bold">
          {copy.list.heading}
        </h2>
        {d.team.length === 0 ? (
          <p className="mt-2 text-lg">{copy.list.empty}</p>
        ) : (
          <div className="mt-4">
            <DataTable caption={copy.list.caption}>
              <thead>
                <tr>
                  <Th>{copy.list.columns.picture}</Th>
                  <Th>{copy.list.columns.person}</Th>
                  <Th>{copy.list.columns.shown}</Th>
                  <Th>{copy.list.columns.change}</Th>
                </tr>
              </thead>
              <tbody>
                {d.team.map((m, index) => (
                  <tr key={m.id}>
                    <Td>
                      <RowThumb src={m.thumb} fallback={m.name} />
                    </Td>
                    <Td>
                      <Link to={`/admin/team/${m.id}`} className={`${consoleLink} text-lg font-semibold`}>
                        {m.name}
                      </Link>
                      <span className="block">{m.role}</span>
                      <span className="line-clamp-2 block text-ink-muted">{m.bio}</span>
                    </Td>
                    <Td>{m.hidden ? consoleOrderCopy.hidden : consoleOrderCopy.shown}</Td>
                    <Td>
                      <RowControls id={m.id} title={m.name} first={index === 0} last={index === d.team.length - 1} hidden={m.hidden} edit={`/admin/team/${m.id}`} />
                    </Td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </div>
        )}
      </section>

      <section id="add-member" aria-labelledby="add-member-heading" className="mt-10 max-w-3xl scroll-mt-4 rounded-xl border-2 border-stone-300 p-5">
        <h2 id="add-member-heading" className="text-2xl font-bold">
          {copy.add.heading}
        </h2>
        <TeamForm prefix="add" values={a.values ?? {}} errors={a.errors ?? {}} choices={d.choices} submit={copy.add.submit} intent="add" />
      </section>
    </>
  );
}
