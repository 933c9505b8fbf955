// One newsletter issue in the console: while a draft, its form, the preview as it will
// arrive (HTML and plain text), a test to the operator who asks for it, and sending, which shows the number of
// confirmed subscribers and asks for a tick before anything goes. Once sent: its progress. Every
// change is a post followed by a redirect, so a reload never repeats it.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/newsletter-issue";
import { newsletterConsoleCopy as copy } from "#app/content/newsletter.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { IssueForm } from "#app/components/admin/issue-form.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { formatWhen } from "#app/core/calendar.ts";
import { readIssueForm } from "#app/schemas/newsletter-issue.ts";
import { requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import { idParam, notFound, privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { confirmedCount, deleteIssue, issueById, previewIssue, sendIssue, sendTest, updateIssue } from "#app/lib/newsletter/issues.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData ? loaderData.issue.subject : copy.title);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const operator = await requireOperator(request, services);
  const issue = await issueById(services.db, idParam(params));
  if (!issue) notFound();
  const query = new URL(request.url).searchParams;
  const done = query.get("done");
  const n = Number(query.get("n") ?? 0);
  const notice =
    done === "created" ? copy.created : done === "saved" ? copy.saved : done === "test" ? copy.test.sent(operator.email) : done === "sent" ? copy.send.done(n, services.env.NEWSLETTER_RATE_PER_MINUTE) : done === "already" ? copy.send.already : null;
  const preview = await previewIssue(services.db, issue, services.env.PUBLIC_SITE_URL);
  return {
    issue: { id: issue.id, subject: issue.subject, body: issue.body, includeEvents: issue.includeEvents, status: issue.status },
    sent: issue.status === "draft" ? null : { summary: copy.sentOn(formatWhen(issue.queuedAt ?? issue.updatedAt), issue.sentBy ?? "", issue.recipients ?? 0), progress: copy.progress(issue.progress), unsubscribes: issue.progress.unsubscribes },
    notice,
    confirmed: await confirmedCount(services.db),
    // The test copy goes to whoever presses the button.
    operatorEmail: operator.email,
    preview: { html: preview.html, text: preview.text },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  const id = idParam(params);
  const form = await formDataOf(request);
  const intent = field(form, "intent");
  const here = `/admin/newsletter/${id}`;
  if (intent === "save") {
    const { values, input, errors } = readIssueForm(form);
    if (!input) return data({ values, errors, sendError: null }, { status: 422, headers: privateHeaders });
    const outcome = await updateIssue(services.db, operator, id, input);
    if (outcome === "not-found") notFound();
    throw redirect(withNotice(here, { done: outcome === "sent" ? "already" : "saved" }));
  }
  if (intent === "delete") {
    const outcome = await deleteIssue(services.db, operator, id);
    if (outcome === "not-found") notFound();
    throw redirect(outcome === "deleted" ? withNotice("/admin/newsletter", { done: "deleted" }) : withNotice(here, { done: "already" }));
  }
  if (intent === "test") {
    if (!(await sendTest(services, operator, id))) notFound();
    throw redirect(withNotice(here, { done: "test" }));
  }
  if (intent === "send") {
    const expected = Number(field(form, "expected"));
    if (form.get("confirm") !== "on") return data({ values: null, errors: {}, sendError: copy.send.mustCheck }, { status: 422, headers: privateHeaders });
    const result = await sendIssue(services, operator, id, expected);
    if (result.outcome === "not-found") notFound();
    if (result.outcome === "count-changed") return data({ values: null, errors: {}, sendError: copy.send.changed(result.recipients) }, { status: 409, headers: privateHeaders });
    throw redirect(result.outcome === "sent" ? withNotice(here, { done: "sent", n: String(result.recipients) }) : withNotice(here, { done: "already" }));
  }
  return data({ values: null, errors: {}, sendError: null }, { status: 400, headers: privateHeaders });
}

export default function ConsoleIssue({ loaderData: d, actionData }: Route.ComponentProps) {
  const draft = d.issue.status === "draft";
  return (
    <>
      <p>
        <Link to="/admin/newsletter" className={consoleLink}>
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold break-words">{d.issue.subject}</h1>
      {d.notice ? <Alert tone="success" heading={d.notice} role="status" className="mt-6" /> : null}
      {d.sent ? (
        <section className="mt-6 space-y-2 text-lg">
          <p>{d.sent.summary}</p>
          <p>{d.sent.progress}</p>
          <p>
            {copy.columns.unsubscribes}: {d.sent.unsubscribes}
          </p>
          <p className="text-ink-muted">{copy.readOnly}</p>
        </section>
      ) : (
        <IssueForm values={actionData?.values ?? d.issue} errors={actionData?.errors ?? {}} submit={copy.save} />
      )}

      <section aria-labelledby="preview-heading" className="mt-10">
        <h2 id="preview-heading" className="text-2xl font-bold">
          {copy.previewHeading}
        </h2>
        <p className="mt-2 text-lg text-ink-muted">{copy.previewNote}</p>
        <h3 className="mt-4 text-xl font-bold">{copy.previewHtml}</h3>
        {/* The mail as written: sanitised already, and framed without scripts or the page's origin. */}
        <iframe title={copy.previewHtml} sandbox="" srcDoc={d.preview.html} className="mt-2 h-[32rem] w-full max-w-3xl rounded-xl border-2 border-stone-300 bg-white" />
        <h3 className="mt-6 text-xl font-bold">{copy.previewText}</h3>
        <pre className="mt-2 max-w-3xl overflow-x-auto rounded-xl border-2 border-stone-300 bg-white p-4 text-base whitespace-pre-wrap break-words">{d.preview.text}</pre>
      </section>

      {draft ? (
        <>
          <section aria-labelledby="test-heading" className="mt-10">
            <h2 id="test-heading" className="text-2xl font-bold">
              {copy.test.heading}
            </h2>
            <p className="mt-2 text-lg break-words">{copy.test.intro(d.operatorEmail)}</p>
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="test" />
              <button type="submit" className={consoleButton.secondary}>
                {copy.test.button}
              </button>
            </Form>
          </section>

          <section aria-labelledby="send-heading" className="mt-10">
            <h2 id="send-heading" className="text-2xl font-bold">
              {copy.send.heading}
            </h2>
            {d.confirmed === 0 ? (
              <p className="mt-2 text-lg">{copy.send.none}</p>
            ) : (
              <Form method="post" className="mt-2 max-w-3xl space-y-4">
                <p className="text-lg">{copy.send.count(d.confirmed)}</p>
                {actionData?.sendError ? <Alert tone="error" role="alert" heading={actionData.sendError} autoFocus /> : null}
                <input type="hidden" name="intent" value="send" />
                <input type="hidden" name="expected" value={d.confirmed} />
                <Checkbox id="issue-confirm" name="confirm" label={copy.send.check(d.confirmed)} />
                <button type="submit" className={consoleButton.primary}>
                  {copy.send.button}
                </button>
              </Form>
            )}
          </section>

          <section className="mt-10">
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <button type="submit" className={consoleButton.danger}>
                {copy.delete.button}
              </button>
            </Form>
          </section>
        </>
      ) : null}
    </>
  );
}
