// The programme in the console: upcoming events (or past ones) by month, a weekly class as one
// group with its dates, each with places booked and waiting; a search by title or venue. The
// search is a GET form (the filter lives in the address), so it works without JavaScript. Compact
// blocks rather than a table, so a phone shows several events a screen.
import { Form, Link } from "react-router";
import type { Route } from "./+types/events";
import { consoleEventsCopy as copy } from "#app/content/console-events.ts";
import { eventCategoryLabels } from "#app/content/events-listing-page.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { ConsoleSection } from "#app/components/admin/console-section.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { formatDate, formatTimeRange } from "#app/core/calendar.ts";
import type { EventCategory, EventStatus } from "#app/core/events.ts";
import type { SeriesRepeat } from "#app/core/event-series.ts";
import { requireOperator } from "#app/lib/auth/guards.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { groupByMonth, seriesTime } from "#app/lib/events/event-groups.ts";
import { consoleEvents, hasPublishedEvents } from "#app/lib/events/events.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.list.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOperator(request, services);
  const url = new URL(request.url);
  const which = url.searchParams.get("show") === "past" ? "past" : "upcoming";
  const done = url.searchParams.get("done");
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const rows = await consoleEvents(services.db, which, new Date(), q);
  const listed = rows.map(({ event, repeat, bookings, waiting }) => ({
    id: event.id,
    seriesId: event.seriesId,
    repeat: (repeat ?? "weekly") as SeriesRepeat,
    title: event.title,
    category: eventCategoryLabels[event.category as EventCategory] ?? event.category,
    date: event.date,
    day: formatDate(event.date, "short"),
    time: formatTimeRange(event.startTime, event.endTime),
    status: event.status as EventStatus,
    statusLabel: copy.statuses[event.status as EventStatus] ?? event.status,
    places: copy.list.placesLine(event.confirmedSeats, event.capacity, waiting),
    booked: copy.list.placesOf(event.confirmedSeats, event.capacity),
    bookings,
  }));
  return {
    which,
    q,
    count: listed.length,
    notice: done === "deleted" ? copy.manage.deleted : null,
    anyPublished: await hasPublishedEvents(services.db),
    months: groupByMonth(listed).map((m) => ({ ...m, label: formatDate(`${m.month}-01`, "monthYear") })),
  };
}

type Row = Awaited<ReturnType<typeof loader>>["months"][number]["groups"][number] extends infer G ? (G extends { row: infer R } ? R : never) : never;

/** One event: its name, when, and places; its state when it is not simply published. */
function EventBlock({ e }: { e: Row }) {
  return (
    <li className="border-b border-stone-300 py-2">
      <Link to={`/admin/events/${e.id}`} className={`${consoleLink} text-lg break-words`}>
        {e.title}
      </Link>
      <p className="text-base">
        {e.day} · {e.time} · {e.places}
        {e.status !== "published" ? <span className="font-semibold"> · {e.statusLabel}</span> : null}
      </p>
    </li>
  );
}

/** A series: its name (to its first date here), its rule, and each of its dates here as a link with its places. */
function SeriesBlock({ rows }: { rows: Row[] }) {
  const first = rows[0]!;
  // Once "this and later" moved the later dates' time, each date says its own.
  const time = seriesTime(rows);
  return (
    <li className="border-b border-stone-300 py-2">
      <Link to={`/admin/events/${first.id}`} className={`${consoleLink} text-lg break-words`}>
        {first.title}
      </Link>
      <p className="text-base text-ink-muted">
        {copy.list.seriesLine(first.repeat, rows.length)}
        {time ? ` · ${time}` : ""}
      </p>
      <ul aria-label={copy.list.seriesDates(first.title)} className="mt-1 grid grid-cols-2 gap-x-3 text-base sm:grid-cols-3 lg:grid-cols-4">
        {rows.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center gap-x-2">
            <Link to={`/admin/events/${e.id}`} className={consoleLink}>
              {e.day}
            </Link>
            {time ? null : <span className="whitespace-nowrap">{e.time}</span>}
            <span className="whitespace-nowrap">{e.status === "published" ? e.booked : e.statusLabel}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

export default function ConsoleEvents({ loaderData: d }: Route.ComponentProps) {
  const base = d.which === "past" ? "/admin/events?show=past" : "/admin/events";
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.list.title}</h1>
      <p className="mt-3 text-lg">{copy.list.intro}</p>
      {d.notice ? <Alert tone="success" heading={d.notice} role="status" className="mt-6" /> : null}
      {!d.anyPublished ? <p className="mt-4 text-lg">{copy.list.samples}</p> : null}
      <div className="mt-6 flex flex-wrap gap-4">
        <Link to="/admin/events/new" className={consoleButton.primary}>
          {copy.list.add}
        </Link>
        <Link to={d.which === "past" ? "/admin/events" : "/admin/events?show=past"} className={consoleLink}>
          {d.which === "past" ? copy.list.showUpcoming : copy.list.showPast}
        </Link>
      </div>
      <ConsoleSection id="search" title={copy.list.searchHeading} frame="boxed" spacing="mt-6">
        {/* A GET form: the search lives in the address and changes nothing. */}
        <Form method="get" action="/admin/events" className="mt-3 grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
          {d.which === "past" ? <input type="hidden" name="show" value="past" /> : null}
          <TextInput id="search-q" name="q" type="search" label={copy.list.search} hint={copy.list.searchHint} defaultValue={d.q} key={`q-${d.q}`} spellCheck={false} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={consoleButton.primary}>
              {copy.list.searchSubmit}
            </button>
            {d.q ? (
              <Link to={base} className={consoleButton.secondary}>
                {copy.list.searchClear}
              </Link>
            ) : null}
          </div>
        </Form>
      </ConsoleSection>
      {d.q ? (
        <p className="mt-4 text-lg" role="status">
          {d.count === 0 ? copy.list.noMatch(d.q) : copy.list.matches(d.count, d.q)}
        </p>
      ) : null}
      {d.count === 0 && !d.q ? <p className="mt-8 text-lg">{copy.list.none}</p> : null}
      <h2 className="sr-only">{d.which === "past" ? copy.list.past : copy.list.upcoming}</h2>
      {d.months.map((m) => (
        <section key={m.month} aria-labelledby={`month-${m.month}`} className="mt-6">
          <h3 id={`month-${m.month}`} className="text-2xl font-bold">
            {m.label}
          </h3>
          <ul className="mt-1">{m.groups.map((g) => (g.kind === "event" ? <EventBlock key={`e${g.row.id}`} e={g.row} /> : <SeriesBlock key={`s${g.seriesId}`} rows={g.rows} />))}</ul>
        </section>
      ))}
    </>
  );
}
