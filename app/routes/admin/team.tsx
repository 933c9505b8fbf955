// The team in the console: the people in the order /about shows them, moved, hidden,
// edited or removed, and a form to add someone. Every change is on the website at once.
import type { Route } from "./+types/team";
import { consoleTeamCopy as copy } from "#app/content/console-team.ts";
import { consoleOrderCopy } from "#app/content/console-order.ts";
import { OrderedListPage } from "#app/components/admin/ordered-list.tsx";
import { TeamForm } from "#app/components/admin/people-forms.tsx";
import { requireOperator } from "#app/lib/auth/guards.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { listRouteAction, type ListActionData } from "#app/lib/ordered-lists/list-actions.server.ts";
import { consoleTeam, teamKind } from "#app/lib/stories-team/team.server.ts";
import { mediaChoices } from "#app/lib/media/library.server.ts";
import { MEDIA_MAX_BYTES } from "#app/lib/media/process.server.ts";
import { megabytes } from "#app/content/console-media.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

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
    limit: megabytes(MEDIA_MAX_BYTES),
    team: rows.map((r) => ({ id: r.id, name: r.name, role: r.role, bio: r.bio, thumb: r.thumb ?? null, hidden: r.hidden })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return listRouteAction(request, context, teamKind);
}

export default function ConsoleTeam({ loaderData: d, actionData }: Route.ComponentProps) {
  const a: ListActionData = actionData ?? {};
  return (
    <OrderedListPage
      title={copy.title}
      intro={copy.intro}
      links={[
        { href: "/about#our-team", label: copy.viewPage },
        { href: "#add-member", label: copy.add.heading },
      ]}
      notice={d.notice}
      action={a}
      back="/admin/team"
      confirm={copy.confirmDelete}
      list={{ ...copy.list, columns: { ...copy.list.columns, item: copy.list.columns.person } }}
      rows={d.team.map((m) => ({
        id: m.id,
        title: m.name,
        thumb: m.thumb,
        hidden: m.hidden,
        edit: `/admin/team/${m.id}`,
        body: (
          <>
            <span className="block">{m.role}</span>
            <span className="line-clamp-2 text-ink-muted">{m.bio}</span>
          </>
        ),
      }))}
      add={[
        {
          id: "add-member",
          heading: copy.add.heading,
          form: <TeamForm prefix="add" values={a.values ?? {}} errors={a.errors ?? {}} choices={d.choices} limit={d.limit} submit={copy.add.submit} intent="add" />,
        },
      ]}
    />
  );
}
