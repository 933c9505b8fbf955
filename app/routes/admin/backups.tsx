// /admin/backups (owners): the copies the server made of the database, newest first, each with
// its date, size and a download; and "make one now", a post. Restoring stays a command on the
// server (README, Backups).
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/backups";
import { consoleBackupsCopy as copy } from "#app/content/console-backups.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { ConsoleSection } from "#app/components/admin/console-section.tsx";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { formatClock, formatWhen } from "#app/core/calendar.ts";
import { requireOwner, requireOwnerPost } from "#app/lib/auth/guards.server.ts";
import { writeAudit } from "#app/lib/console/audit.server.ts";
import { privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { listBackups } from "#app/lib/db/backups.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOwner(request, services);
  const made = new URL(request.url).searchParams.get("made");
  const backups = listBackups(services.env.DATA_DIR).map((b) => ({ name: b.name, when: formatWhen(b.at), size: copy.size(b.bytes) }));
  const fresh = made ? backups.find((b) => b.name === made) : undefined;
  return {
    intro: copy.intro(formatClock(services.env.BACKUP_AT), services.env.BACKUP_KEEP),
    backups,
    notice: fresh ? copy.made(fresh.when, fresh.size) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireOwnerPost(request, services);
  try {
    const made = await services.backups.make("asked");
    await writeAudit(services.db, operator, { action: "backup_make", detail: { file: made.name } });
    throw redirect(withNotice("/admin/backups", { made: made.name }));
  } catch (error) {
    if (error instanceof Response) throw error;
    return data({ error: copy.failed(error instanceof Error ? error.message : String(error)) }, { status: 500, headers: privateHeaders });
  }
}

export default function BackupsPage({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{d.intro}</p>
      <p className="mt-2 max-w-3xl text-lg">{copy.restore}</p>
      {actionData?.error ? (
        <Alert tone="error" heading={actionData.error} role="alert" className="mt-6" />
      ) : d.notice ? (
        <Alert tone="success" heading={d.notice} role="status" className="mt-6" />
      ) : null}

      <ConsoleSection id="make" title={copy.makeHeading} frame="boxed">
        <p className="mt-2 text-lg">{copy.makeIntro}</p>
        <Form method="post" className="mt-4">
          <button type="submit" className={consoleButton.primary}>
            {copy.make}
          </button>
        </Form>
      </ConsoleSection>

      <ConsoleSection id="list" title={copy.listHeading}>
        {d.backups.length === 0 ? (
          <p className="mt-3 text-lg">{copy.none}</p>
        ) : (
          <div className="mt-4">
            <DataTable caption={copy.caption} captionHidden stack>
              <thead>
                <tr>
                  <Th>{copy.columns.when}</Th>
                  <Th>{copy.columns.size}</Th>
                  <Th>{copy.columns.download}</Th>
                </tr>
              </thead>
              <tbody>
                {d.backups.map((b) => (
                  <tr key={b.name}>
                    <Td className="font-semibold">{b.when}</Td>
                    <Td label={copy.columns.size} className="tabular-nums">
                      {b.size}
                    </Td>
                    <Td label={copy.columns.download}>
                      {/* A plain link, not the router's: the browser saves the file. */}
                      <a href={`/admin/backups/${b.name}`} download className={consoleLink} aria-label={copy.download(b.when)}>
                        {copy.downloadShort}
                      </a>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </div>
        )}
      </ConsoleSection>
    </>
  );
}
