// One news post in the console: its form, a preview of it as saved (or as typed, before
// saving), where it is on the website, and deleting it. Every change is a post followed by a
// redirect, so a reload never repeats it; a published change is on /blog at once.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/blog-post";
import { consoleBlogCopy as copy } from "#app/content/console-blog.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { PostForm, PostPreview } from "#app/components/admin/post-form.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { readPostForm, type PostFormValues } from "#app/schemas/blog-post.ts";
import { requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import { idParam, notFound, privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { deletePost, postById, previewPost, updatePost } from "#app/lib/blog/posts.server.ts";
import { mediaChoices } from "#app/lib/media/library.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData ? copy.form.editTitle(loaderData.post.title) : copy.title);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOperator(request, services);
  const row = await postById(services.db, idParam(params));
  if (!row) notFound();
  const done = new URL(request.url).searchParams.get("done");
  const values: PostFormValues = { title: row.title, category: row.category, excerpt: row.excerpt, body: row.body, cover: row.coverMediaId === null ? "" : String(row.coverMediaId), draft: row.status !== "published" };
  return {
    post: { id: row.id, title: row.title, published: row.status === "published", path: `/blog/${row.slug}` },
    values,
    notice: done === "created" ? copy.done.created : done === "saved" ? copy.done.saved : null,
    choices: await mediaChoices(services.db),
    saved: await previewPost(services.db, { ...row, cover: row.coverMediaId }, row.publishedAt ?? new Date()),
  };
}

type ActionData = { values?: PostFormValues; errors?: Record<string, string>; preview?: Awaited<ReturnType<typeof previewPost>>; deleteError?: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  const id = idParam(params);
  const form = await formDataOf(request);
  const intent = field(form, "intent");
  if (intent === "delete") {
    if (form.get("confirm") !== "on") return data<ActionData>({ deleteError: copy.delete.mustCheck }, { status: 422, headers: privateHeaders });
    if (!(await deletePost(services.db, operator, id))) notFound();
    services.pages.changed();
    throw redirect(withNotice("/admin/blog", { done: "deleted" }));
  }
  if (intent !== "save" && intent !== "preview") throw data("Unknown request", { status: 400, headers: privateHeaders });
  const { values, input, errors } = readPostForm(form);
  if (!input) return data<ActionData>({ values, errors }, { status: 422, headers: privateHeaders });
  if (intent === "preview") return data<ActionData>({ values, errors: {}, preview: await previewPost(services.db, input) }, { headers: privateHeaders });
  const result = await updatePost(services.db, operator, id, input);
  if (!result.ok && result.reason === "not-found") notFound();
  if (!result.ok) return data<ActionData>({ values, errors: { cover: copy.form.fields.cover.missing } }, { status: 422, headers: privateHeaders });
  services.pages.changed();
  throw redirect(withNotice(`/admin/blog/${id}`, { done: "saved" }));
}

export default function ConsolePost({ loaderData: d, actionData }: Route.ComponentProps) {
  const a: ActionData = actionData ?? {};
  return (
    <>
      <p>
        <Link to="/admin/blog" className={consoleLink}>
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold break-words">{copy.form.editTitle(d.post.title)}</h1>
      {d.notice ? <Alert tone="success" heading={d.notice} role="status" className="mt-6" /> : null}
      <p className="mt-4 text-lg break-words">
        {d.post.published ? (
          <>
            {copy.status.published(d.post.path)}{" "}
            <a href={d.post.path} className={consoleLink}>
              {copy.status.open}
            </a>
          </>
        ) : (
          copy.status.draft
        )}
      </p>
      <h2 className="mt-6 text-2xl font-bold">{copy.form.detailsHeading}</h2>
      <PostForm values={a.values ?? d.values} errors={a.errors ?? {}} choices={d.choices} submit={copy.form.save} />
      {a.preview ? <PostPreview post={a.preview.post} html={a.preview.html} note={copy.preview.unsaved} /> : <PostPreview post={d.saved.post} html={d.saved.html} note={copy.preview.saved} />}

      <section aria-labelledby="delete-heading" className="mt-12 max-w-3xl">
        <h2 id="delete-heading" className="text-2xl font-bold">
          {copy.delete.heading}
        </h2>
        <p className="mt-2 text-lg">{copy.delete.text}</p>
        <Form method="post" className="mt-4 space-y-4">
          {a.deleteError ? <Alert tone="error" role="alert" heading={a.deleteError} autoFocus /> : null}
          <input type="hidden" name="intent" value="delete" />
          <Checkbox id="post-confirm-delete" name="confirm" label={copy.delete.check} />
          <button type="submit" className={consoleButton.danger}>
            {copy.delete.button}
          </button>
        </Form>
      </section>
    </>
  );
}
