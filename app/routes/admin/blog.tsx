// News in the console: the operator's posts, newest first, with whether each is on the
// website, and the way to write a new one. The spec's six articles are fixed content, named here.
import { Link } from "react-router";
import type { Route } from "./+types/blog";
import { consoleBlogCopy as copy } from "#app/content/console-blog.ts";
import { categoryLabel } from "#app/content/blog/categories.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { formatDate, todayIso } from "#app/core/calendar.ts";
import { requireOperator } from "#app/lib/auth/guards.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { consolePosts } from "#app/lib/blog/posts.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOperator(request, services);
  const done = new URL(request.url).searchParams.get("done");
  const rows = await consolePosts(services.db);
  return {
    notice: done === "deleted" ? copy.done.deleted : null,
    posts: rows.map((r) => ({
      id: r.id,
      title: r.title,
      category: categoryLabel(r.category),
      status: r.status === "published" ? copy.list.published : copy.list.draft,
      date: formatDate(todayIso(r.publishedAt ?? r.createdAt), "plain"),
    })),
  };
}

export default function ConsoleBlog({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{copy.intro}</p>
      <p className="mt-3 max-w-3xl text-lg">{copy.fixed}</p>
      {d.notice ? <Alert tone="success" heading={d.notice} role="status" className="mt-6" /> : null}
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-4">
        <Link to="/admin/blog/new" className={consoleButton.primary}>
          {copy.newPost}
        </Link>
        <a href="/blog" className={consoleLink}>
          {copy.viewPage}
        </a>
      </div>
      <h2 className="mt-10 text-2xl font-bold">{copy.list.heading}</h2>
      {d.posts.length === 0 ? (
        <p className="mt-4 text-lg">{copy.list.empty}</p>
      ) : (
        <div className="mt-4">
          <DataTable caption={copy.list.caption}>
            <thead>
              <tr>
                <Th>{copy.list.columns.title}</Th>
                {/* On a phone the state and date join the title, so the list is one column wide. */}
                <Th className="hidden sm:table-cell">{copy.list.columns.status}</Th>
                <Th className="hidden sm:table-cell">{copy.list.columns.date}</Th>
              </tr>
            </thead>
            <tbody>
              {d.posts.map((p) => (
                <tr key={p.id}>
                  <Td>
                    <Link to={`/admin/blog/${p.id}`} className={consoleLink}>
                      {p.title}
                    </Link>
                    <span className="block text-base text-ink-muted">{p.category}</span>
                    <span className="block sm:hidden">
                      {p.status} · {p.date}
                    </span>
                  </Td>
                  <Td className="hidden sm:table-cell">{p.status}</Td>
                  <Td className="hidden sm:table-cell">{p.date}</Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      )}
    </>
  );
}
