// A new newsletter issue: the form, then the issue's page with its preview, test and send.
import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter-new";
import { newsletterConsoleCopy as copy } from "#app/content/newsletter.ts";
import { IssueForm } from "#app/components/admin/issue-form.tsx";
import { readIssueForm } from "#app/schemas/newsletter-issue.ts";
import { requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import { privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { createIssue } from "#app/lib/newsletter/issues.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.newIssue);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request, servicesOf(context));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  const { values, input, errors } = readIssueForm(await formDataOf(request));
  if (!input) return data({ values, errors }, { status: 422, headers: privateHeaders });
  const issue = await createIssue(services.db, operator, input);
  throw redirect(withNotice(`/admin/newsletter/${issue.id}`, { done: "created" }));
}

export default function NewIssue({ actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.newIssue}</h1>
      <IssueForm values={actionData?.values ?? { subject: "", body: "", includeEvents: false }} errors={actionData?.errors ?? {}} submit={copy.save} />
    </>
  );
}
