// Writing a news post: the form, a preview without saving, then the post's own page in
// the console. A published post is on /blog at once (the page cache is told).
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/blog-new";
import { consoleBlogCopy as copy } from "#app/content/console-blog.ts";
import { consoleLink } from "#app/components/admin/buttons.ts";
import { emptyPostValues, PostForm, PostPreview } from "#app/components/admin/post-form.tsx";
import { readPostForm } from "#app/schemas/blog-post.ts";
import { requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import { privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { createPost, previewPost } from "#app/lib/blog/posts.server.ts";
import { mediaChoices } from "#app/lib/media/library.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.form.newTitle);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOperator(request, services);
  return { choices: await mediaChoices(services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  const form = await formDataOf(request);
  const { values, input, errors } = readPostForm(form);
  if (!input) return data({ values, errors, preview: null }, { status: 422, headers: privateHeaders });
  if (field(form, "intent") === "preview") {
    return data({ values, errors: {}, preview: await previewPost(services.db, input) }, { headers: privateHeaders });
  }
  const result = await createPost(services.db, operator, input);
  if (!result.ok) return data({ values, errors: { cover: copy.form.fields.cover.missing }, preview: null }, { status: 422, headers: privateHeaders });
  if (result.post.status === "published") services.pages.changed();
  throw redirect(withNotice(`/admin/blog/${result.post.id}`, { done: "created" }));
}

export default function NewPost({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to="/admin/blog" className={consoleLink}>
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{copy.form.newTitle}</h1>
      <h2 className="mt-6 text-2xl font-bold">{copy.form.detailsHeading}</h2>
      <PostForm values={actionData?.values ?? emptyPostValues} errors={actionData?.errors ?? {}} choices={d.choices} submit={copy.form.create} />
      {actionData?.preview ? <PostPreview post={actionData.preview.post} html={actionData.preview.html} note={copy.preview.unsaved} /> : null}
    </>
  );
}
