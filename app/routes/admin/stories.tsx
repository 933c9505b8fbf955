// Members' stories in the console (issue 14): the stories in the order /testimonials shows them
// (the first three visible ones are on the home page too), moved, hidden, edited or deleted, and a
// form to add one. Every change is on the website at once.
import { Link } from "react-router";
import type { Route } from "./+types/stories";
import { consoleStoriesCopy as copy } from "#app/content/console-stories.ts";
import { consoleOrderCopy } from "#app/content/console-order.ts";
import { home } from "#app/content/home.ts";
import { consoleLink } from "#app/components/admin/buttons.ts";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { ConfirmDelete, RowControls, RowThumb } from "#app/components/admin/ordered-list.tsx";
import { StoryForm } from "#app/components/admin/people-forms.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { formatDate, todayIso } from "#app/core/calendar.ts";
import { readStoryForm } from "#app/forms/story.ts";
import { requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { listAction, type ListActionData } from "#app/lib/content/list-actions.server.ts";
import { consoleStories, storyById, storyList } from "#app/lib/content/stories.server.ts";
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
  const rows = await consoleStories(services.db);
  let onHome = 0;
  return {
    notice: done ? (notices[done] ?? null) : null,
    today: todayIso(),
    choices: await mediaChoices(services.db),
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
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  return listAction({
    services,
    operator,
    form: await request.formData(),
    list: storyList,
    read: readStoryForm,
    back: "/admin/stories",
    titleOf: async (id) => (await storyById(services.db, id))?.name,
    copy: { notFound: copy.notFound, photoMissing: copy.fields.photoMissing },
  });
}

export default function ConsoleStories({ loaderData: d, actionData }: Route.ComponentProps) {
  const a: ListActionData = actionData ?? {};
  const adding = a.values !== undefined;
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{copy.intro}</p>
      <ul className="mt-4 flex flex-wrap gap-x-6 text-lg">
        <li>
          <a href="/testimonials" className={consoleLink}>
            {copy.viewPage}
          </a>
        </li>
        <li>
          <a href="#add-story" className={consoleLink}>
            {copy.add.heading}
          </a>
        </li>
      </ul>
      {a.error ? <Alert tone="error" heading={a.error} role="alert" className="mt-6" /> : d.notice && !a.ask && !adding ? <Alert tone="success" heading={d.notice} role="status" className="mt-6" /> : null}
      {a.ask ? (
        <ConfirmDelete id={a.ask.id} question={copy.confirmDelete.question(a.ask.title)} back="/admin/stories">
          <p>{copy.confirmDelete.text}</p>
        </ConfirmDelete>
      ) : null}

      <section aria-labelledby="stories-heading" className="mt-8">
        <h2 id="stories-heading" className="text-2xl font-bold">
          {copy.list.heading}
        </h2>
        {d.stories.length === 0 ? (
          <p className="mt-2 text-lg">{copy.list.empty}</p>
        ) : (
          <div className="mt-4">
            <DataTable caption={copy.list.caption}>
              <thead>
                <tr>
                  <Th>{copy.list.columns.picture}</Th>
                  <Th>{copy.list.columns.story}</Th>
                  <Th>{copy.list.columns.shown}</Th>
                  <Th>{copy.list.columns.change}</Th>
                </tr>
              </thead>
              <tbody>
                {d.stories.map((s, index) => (
                  <tr key={s.id}>
                    <Td>
                      <RowThumb src={s.thumb} fallback={s.name} />
                    </Td>
                    <Td>
                      <Link to={`/admin/stories/${s.id}`} className={`${consoleLink} text-lg font-semibold`}>
                        {s.name}, {s.age}
                      </Link>
                      <span className="block">
                        {s.program} · {s.date} · {s.stars}
                        {s.video ? ` · ${copy.list.video}` : ""}
                      </span>
                      <span className="line-clamp-2 block text-ink-muted">{s.text}</span>
                      {s.home ? <span className="block font-semibold">{copy.list.home}</span> : null}
                    </Td>
                    <Td>{s.hidden ? consoleOrderCopy.hidden : consoleOrderCopy.shown}</Td>
                    <Td>
                      <RowControls id={s.id} title={s.name} first={index === 0} last={index === d.stories.length - 1} hidden={s.hidden} edit={`/admin/stories/${s.id}`} />
                    </Td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </div>
        )}
      </section>

      <section id="add-story" aria-labelledby="add-story-heading" className="mt-10 max-w-3xl scroll-mt-4 rounded-xl border-2 border-stone-300 p-5">
        <h2 id="add-story-heading" className="text-2xl font-bold">
          {copy.add.heading}
        </h2>
        <StoryForm prefix="add" values={a.values ?? { date: d.today }} errors={a.errors ?? {}} choices={d.choices} submit={copy.add.submit} intent="add" />
      </section>
    </>
  );
}
