// The newsletter in the console: how many confirmed subscribers there are, and every
// issue with its delivery progress and the unsubscribes it brought.
import { Link } from "react-router";
import type { Route } from "./+types/newsletter";
import { newsletterConsoleCopy as copy } from "#app/content/newsletter.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { formatWhen } from "#app/core/calendar.ts";
import { requireOperator } from "#app/lib/auth/guards.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { confirmedCount, listIssues } from "#app/lib/newsletter/issues.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOperator(request, services);
  const done = new URL(request.url).searchParams.get("done");
  const issues = await listIssues(services.db);
  return {
    notice: done === "deleted" ? copy.delete.done : null,
    confirmed: await confirmedCount(services.db),
    issues: issues.map((issue) => ({
      id: issue.id,
      subject: issue.subject,
      status: copy.statuses[issue.status] ?? issue.status,
      progress: issue.status === "draft" ? "" : copy.progress(issue.progress),
      unsubscribes: issue.progress.unsubscribes,
      changed: formatWhen(issue.queuedAt ?? issue.updatedAt),
    })),
  };
}

export default function ConsoleNewsletter({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-lg">{copy.intro(d.confirmed)}</p>
      {d.notice ? <Alert tone="success" heading={d.notice} role="status" className="mt-6" /> : null}
      <div className="mt-6 flex flex-wrap gap-4">
        <Link to="/admin/newsletter/new" className={consoleButton.primary}>
          {copy.newIssue}
        </Link>
        <Link to="/admin/newsletter-subscriptions" className={consoleLink}>
          {copy.subscriptionsLink}
        </Link>
      </div>
      {d.issues.length === 0 ? (
        <p className="mt-8 text-lg">{copy.noIssues}</p>
      ) : (
        <div className="mt-8">
          <DataTable caption={copy.issuesHeading} stack>
            <thead>
              <tr>
                <Th>{copy.columns.subject}</Th>
                <Th>{copy.columns.status}</Th>
                <Th>{copy.columns.progress}</Th>
                <Th>{copy.columns.unsubscribes}</Th>
                <Th>{copy.columns.changed}</Th>
              </tr>
            </thead>
            <tbody>
              {d.issues.map((issue) => (
                <tr key={issue.id}>
                  <Td>
                    <Link to={`/admin/newsletter/${issue.id}`} className={consoleLink}>
                      {issue.subject}
                    </Link>
                  </Td>
                  <Td label={copy.columns.status}>{issue.status}</Td>
                  <Td label={copy.columns.progress}>{issue.progress}</Td>
                  <Td label={copy.columns.unsubscribes}>{issue.unsubscribes}</Td>
                  <Td label={copy.columns.changed}>{issue.changed}</Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      )}
    </>
  );
}
