// Members' stories in the console: the stories in the order /testimonials shows them
// (the first three visible ones are on the home page too), moved, hidden, edited or deleted, and a
// form to add one. Every change is on the website at once.
import type { Route } from "./+types/stories";
import { consoleStoriesCopy as copy } from "#app/content/console-stories.ts";
import { consoleOrderCopy } from "#app/content/console-order.ts";
import { home } from "#app/content/home.ts";
import { OrderedListPage } from "#app/components/admin/ordered-list.tsx";
import { StoryForm } from "#app/components/admin/people-forms.tsx";
import { formatDate, todayIso } from "#app/core/calendar.ts";
import { requireOperator } from "#app/lib/auth/guards.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { listRouteAction, type ListActionData } from "#app/lib/ordered-lists/list-actions.server.ts";
import { consoleStories, storyKind } from "#app/lib/stories-team/stories.server.ts";
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
  const rows = await consoleStories(services.db);
  let onHome = 0;
  return {
    notice: done ? (notices[done] ?? null) : null,
    today: todayIso(),
    choices: await mediaChoices(services.db),
    limit: megabytes(MEDIA_MAX_BYTES),
    stories: rows.map((r) => ({
      id: r.id,
      name: r.name,
      age: r.age,
      program: r.program,
      date: formatDate(r.date, "plain"),
      text: r.text,
      stars: copy.stars(r.rating),
      thumb: r.thumb ?? null,
      hidden: r.hidden,
      video: r.youtubeId !== null,
      home: !r.hidden && onHome++ < home.testimonials.count,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return listRouteAction(request, context, storyKind);
}

export default function ConsoleStories({ loaderData: d, actionData }: Route.ComponentProps) {
  const a: ListActionData = actionData ?? {};
  return (
    <OrderedListPage
      title={copy.title}
      intro={copy.intro}
      links={[
        { href: "/testimonials", label: copy.viewPage },
        { href: "#add-story", label: copy.add.heading },
      ]}
      notice={d.notice}
      action={a}
      back="/admin/stories"
      confirm={copy.confirmDelete}
      list={{ ...copy.list, columns: { ...copy.list.columns, item: copy.list.columns.story } }}
      rows={d.stories.map((s) => ({
        id: s.id,
        title: s.name,
        thumb: s.thumb,
        hidden: s.hidden,
        edit: `/admin/stories/${s.id}`,
        body: (
          <>
            <span className="block">
              {s.age} · {s.program} · {s.date} · {s.stars}
              {s.video ? ` · ${copy.list.video}` : ""}
            </span>
            <span className="line-clamp-2 text-ink-muted">{s.text}</span>
            {s.home ? <span className="block font-semibold">{copy.list.home}</span> : null}
          </>
        ),
      }))}
      add={[
        {
          id: "add-story",
          heading: copy.add.heading,
          form: <StoryForm prefix="add" values={a.values ?? { date: d.today }} errors={a.errors ?? {}} choices={d.choices} limit={d.limit} submit={copy.add.submit} intent="add" />,
        },
      ]}
    />
  );
}
