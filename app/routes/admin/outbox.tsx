// The outbox: mail not yet delivered (dead first, then waiting), with its last error and a button
// to send it again now.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/outbox";
import { consoleCopy } from "#app/content/admin.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { requireConsolePost, requireOperator } from "#app/lib/auth.server.ts";
import { formatWhen } from "#app/lib/console/fields.ts";
import { field, privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { retryMail, undeliveredMail } from "#app/lib/console/outbox.server.ts";
import { isConsoleSlug, slugOf } from "#app/lib/console/transitions.ts";
import type { RecordType } from "#app/lib/db/schema.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(consoleCopy.outbox.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request, context.services);
  const mails = await undeliveredMail(context.services.db);
  const done = new URL(request.url).searchParams.get("done");
  return {
    notice: done === "retry" ? consoleCopy.outbox.retried : null,
    mails: mails.map((m) => {
      const slug = slugOf[m.recordType as RecordType];
      return {
        id: m.id,
        reference: m.reference,
        href: slug && isConsoleSlug(slug) ? `/admin/${slug}/${m.recordId}` : null,
        kind: consoleCopy.mailKinds[m.kind] ?? m.kind,
        recipient: m.recipient,
        status: m.status,
        statusLabel: consoleCopy.mailStatuses[m.status] ?? m.status,
        attempts: m.attempts,
        next: m.status === "pending" ? formatWhen(m.nextAttemptAt) : "",
        lastError: m.lastError ?? "",
      };
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = await requireConsolePost(request, context.services);
  const form = await request.formData();
  if (field(form, "intent") !== "retry") throw data("Unknown request", { status: 400, headers: privateHeaders });
  const result = await retryMail(context.services.db, context.services.dispatcher, operator, Number(field(form, "mail")));
  if (result.result === "retried") throw redirect(withNotice("/admin/outbox", { done: "retry" }));
  return data({ error: consoleCopy.outbox.notRetryable }, { status: 409, headers: privateHeaders });
}

export default function Outbox({ loaderData: d, actionData }: Route.ComponentProps) {
  const copy = consoleCopy.outbox;
  const cols = copy.columns;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-lg">{copy.intro}</p>
      {actionData?.error ? (
        <Alert tone="error" heading={actionData.error} role="alert" className="mt-6" />
      ) : d.notice ? (
        <Alert tone="success" heading={d.notice} role="status" className="mt-6" />
      ) : null}
      {d.mails.length === 0 ? (
        <p className="mt-8 text-lg">{copy.none}</p>
      ) : (
        <div className="mt-8">
          <DataTable caption={copy.caption}>
            <thead>
              <tr>
                <Th>{cols.record}</Th>
                <Th>{cols.kind}</Th>
                <Th>{cols.recipient}</Th>
                <Th>{cols.status}</Th>
                <Th className="text-right">{cols.attempts}</Th>
                <Th>{cols.next}</Th>
                <Th>{cols.lastError}</Th>
                <Th>{cols.action}</Th>
              </tr>
            </thead>
            <tbody>
              {d.mails.map((m) => (
                <tr key={m.id}>
                  <Td>
                    {m.href ? (
                      <Link to={m.href} className={`${consoleLink} font-mono whitespace-nowrap`}>
                        {m.reference}
                      </Link>
                    ) : (
                      <span className="font-mono">{m.reference}</span>
                    )}
                  </Td>
                  <Td>{m.kind}</Td>
                  <Td className="whitespace-nowrap">{m.recipient}</Td>
                  <Td>
                    <StatusBadge status={m.status} label={m.statusLabel} />
                  </Td>
                  <Td className="text-right tabular-nums">{m.attempts}</Td>
                  <Td className="whitespace-nowrap">{m.next}</Td>
                  <Td className="max-w-xs break-words">{m.lastError}</Td>
                  <Td>
                    <Form method="post">
                      <input type="hidden" name="intent" value="retry" />
                      <input type="hidden" name="mail" value={m.id} />
                      <button type="submit" className={consoleButton.compact} disabled={busy} aria-label={copy.retryLabel(m.reference, m.kind)}>
                        {copy.retry}
                      </button>
                    </Form>
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      )}
    </>
  );
}
