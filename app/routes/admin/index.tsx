// The console's overview: whether the nightly backup failed or is missing, how many records of
// each type are in each status, the outbox's state, and a box that goes straight to a record by
// its Reference ID.
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/index";
import { consoleCopy } from "#app/content/console.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { isOwner, requireOperator } from "#app/lib/auth/guards.server.ts";
import { consoleAccessCopy } from "#app/content/console-access.ts";
import { statusLabel } from "#app/schemas/stored-fields.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { outboxCounts } from "#app/lib/console/outbox.server.ts";
import { countsByStatus, findByEmail, findByReference } from "#app/lib/console/records.server.ts";
import { bookingByReference } from "#app/lib/events/operator-bookings.server.ts";
import { requestByReference } from "#app/lib/events/booking-requests.server.ts";
import { slugOf } from "#app/core/records.ts";
import { ConsoleSection } from "#app/components/admin/console-section.tsx";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { consoleBackupsCopy } from "#app/content/console-backups.ts";
import { formatWhen } from "#app/core/calendar.ts";
import type { BackupHealth } from "#app/lib/db/backups.server.ts";

/** The overview's warning about backups, in words, or null when last night's is there. */
function backupWarning(health: BackupHealth): { heading: string; text: string } | null {
  const h = consoleBackupsCopy.health;
  if (health.state === "failed") return { heading: h.failedHeading, text: h.failed(formatWhen(health.at), health.reason) };
  if (health.state === "missing") return { heading: h.missingHeading, text: h.missing(health.last ? formatWhen(health.last.at) : null, formatWhen(health.next)) };
  return null;
}

export function meta(_: Route.MetaArgs) {
  return consoleMeta(consoleCopy.dashboard.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await requireOperator(request, servicesOf(context));
  const owner = isOwner(operator);
  const { db, backups } = servicesOf(context);
  const url = new URL(request.url);
  const reference = (url.searchParams.get("reference") ?? "").trim().slice(0, 100);
  if (reference) {
    const found = await findByReference(db, reference);
    if (found) throw redirect(`/admin/${slugOf[found.type]}/${found.id}`);
    // An event booking's Reference ID leads to its event's bookings.
    const booking = await bookingByReference(db, reference);
    if (booking) throw redirect(`/admin/events/${booking.eventId}`);
    // A booking request's own Reference ID (one that found a booking its address had) leads to that
    // booking's event, which says whose booking it is.
    const request = await requestByReference(db, reference);
    if (request) throw redirect(`/admin/events/${request.booking.eventId}?request=${encodeURIComponent(request.request.reference)}`);
    // An owner's search for a person by e-mail, phone or name: everything about them.
    if (owner) throw redirect(`/admin/people?q=${encodeURIComponent(reference)}`);
  }
  // An editor's e-mail address: the records that have it (the one, straight away), or where else to look.
  const byEmail = reference.includes("@") && !owner ? await findByEmail(db, reference) : null;
  if (byEmail?.length === 1) throw redirect(`/admin/${slugOf[byEmail[0]!.type]}/${byEmail[0]!.id}`);
  const done = url.searchParams.get("done");
  const welcome = done === "reset" ? consoleAccessCopy.reset.done(Number(url.searchParams.get("ended") ?? 0) || 0) : done === "welcome" ? consoleAccessCopy.setup.done(operator.email) : null;
  const [counts, outbox] = await Promise.all([countsByStatus(db), outboxCounts(db)]);
  const types = (["contact", "member", "volunteer", "newsletter"] as const).map((type) => ({
    type,
    label: consoleCopy.types[type].plural,
    href: `/admin/${slugOf[type]}`,
    total: counts[type].total,
    statuses: Object.entries(counts[type].byStatus).map(([status, n]) => ({
      status,
      label: statusLabel(status),
      count: n,
      href: `/admin/${slugOf[type]}?status=${status}`,
    })),
  }));
  const emailMatches = byEmail?.map((r) => ({ key: `${r.type}-${r.id}`, href: `/admin/${slugOf[r.type]}/${r.id}`, what: consoleCopy.types[r.type].singular, reference: r.reference, when: formatWhen(r.createdAt) }));
  return { types, outbox, reference, notFound: Boolean(reference) && !byEmail, emailMatches: emailMatches ?? null, owner, welcome, backup: backupWarning(backups.health()) };
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const copy = consoleCopy.dashboard;
  const { types, outbox } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-lg">{copy.intro}</p>
      {loaderData.welcome ? <Alert tone="success" heading={loaderData.welcome} role="status" className="mt-6" /> : null}
      {loaderData.backup ? (
        <Alert tone="error" heading={loaderData.backup.heading} className="mt-6">
          <p className="text-lg break-words">{loaderData.backup.text}</p>
          <p className="mt-2 text-lg">{loaderData.owner ? consoleBackupsCopy.health.owner : consoleBackupsCopy.health.editor}</p>
          {loaderData.owner ? (
            <p className="mt-3">
              <Link to="/admin/backups" className={consoleButton.secondary}>
                {consoleBackupsCopy.health.open}
              </Link>
            </p>
          ) : null}
        </Alert>
      ) : null}

      <ConsoleSection id="find" title={loaderData.owner ? copy.findOwner.heading : copy.findHeading} frame="boxed">
        {loaderData.notFound ? (
          <Alert tone="error" heading={copy.findNone(loaderData.reference)} role="alert" className="mt-4" />
        ) : loaderData.emailMatches?.length === 0 ? (
          <Alert tone="attention" heading={copy.findEmail.none(loaderData.reference)} role="status" className="mt-4" />
        ) : loaderData.emailMatches ? (
          <>
            <p id="email-matches" className="mt-4 text-lg font-semibold break-words">
              {copy.findEmail.caption(loaderData.reference, loaderData.emailMatches.length)}
            </p>
            <ul aria-labelledby="email-matches" className="mt-2 space-y-1">
              {loaderData.emailMatches.map((m) => (
                <li key={m.key}>
                  <Link to={m.href} className={consoleLink}>
                    {m.what} <span className="ml-2 font-mono break-all">{m.reference}</span>
                  </Link>
                  <span className="ml-2 text-ink-muted">{m.when}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-4">
          <div className="w-full max-w-xl">
            <TextInput
              id="find-reference"
              name="reference"
              label={loaderData.owner ? copy.findOwner.label : copy.findLabel}
              hint={loaderData.owner ? copy.findOwner.hint : copy.findHint}
              defaultValue={loaderData.reference}
              spellCheck={false}
              autoCapitalize="none"
              required
            />
          </div>
          <button type="submit" className={consoleButton.primary}>
            {loaderData.owner ? copy.findOwner.submit : copy.findSubmit}
          </button>
        </Form>
      </ConsoleSection>

      <div className="mt-8 grid gap-8 md:grid-cols-2">
        {types.map((t) => (
          <section key={t.type} aria-labelledby={`counts-${t.type}`}>
            <h2 id={`counts-${t.type}`} className="text-2xl font-bold">
              <Link to={t.href} className={consoleLink}>
                {t.label}
              </Link>
            </h2>
            <div className="mt-3">
              <DataTable caption={copy.countsCaption(t.label)} captionHidden>
                <thead>
                  <tr>
                    <Th>{copy.status}</Th>
                    <Th className="text-right">{copy.count}</Th>
                  </tr>
                </thead>
                <tbody>
                  {t.statuses.map((s) => (
                    <tr key={s.status}>
                      <Td align="middle">
                        <Link to={s.href} className={consoleLink}>
                          {s.label}
                        </Link>
                      </Td>
                      <Td align="middle" className="text-right text-lg tabular-nums">
                        {s.count}
                      </Td>
                    </tr>
                  ))}
                  <tr>
                    <Td align="middle" className="font-semibold">
                      {copy.total}
                    </Td>
                    <Td align="middle" className="text-right text-lg font-semibold tabular-nums">
                      {t.total}
                    </Td>
                  </tr>
                </tbody>
              </DataTable>
            </div>
          </section>
        ))}
      </div>

      <ConsoleSection id="outbox" title={copy.outboxHeading} frame="boxed" spacing="mt-10">
        <p className="mt-2 text-lg">{copy.outboxIntro}</p>
        <dl className="mt-4 flex flex-wrap gap-8">
          <div>
            <dt className="text-lg">{copy.pending}</dt>
            <dd className="text-3xl font-bold tabular-nums">{outbox.pending}</dd>
          </div>
          <div>
            <dt className="text-lg">{copy.dead}</dt>
            <dd className={`text-3xl font-bold tabular-nums ${outbox.dead > 0 ? "text-red-800" : ""}`}>{outbox.dead}</dd>
          </div>
        </dl>
        <p className="mt-4">
          <Link to="/admin/outbox" className={consoleButton.secondary}>
            {copy.openOutbox}
          </Link>
        </p>
      </ConsoleSection>
    </>
  );
}
