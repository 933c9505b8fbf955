// The programme in the console: upcoming events (or past ones), with places booked and waiting.
import { Link } from "react-router";
import type { Route } from "./+types/events";
import { consoleEventsCopy as copy } from "#app/content/console-events.ts";
import { eventCategoryLabels } from "#app/content/events-listing-page.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { formatDate, formatTimeRange } from "#app/core/calendar.ts";
import type { EventCategory, EventStatus } from "#app/core/events.ts";
import { requireOperator } from "#app/lib/auth/guards.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { consoleEvents, hasPublishedEvents } from "#app/lib/events/events.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.list.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOperator(request, services);
  const which = new URL(request.url).searchParams.get("show") === "past" ? "past" : "upcoming";
  const done = new URL(request.url).searchParams.get("done");
  const rows = await consoleEvents(services.db, which);
  return {
    which,
    notice: done === "deleted" ? copy.manage.deleted : null,
    anyPublished: await hasPublishedEvents(services.db),
    events: rows.map(({ event, bookings, waiting }) => ({
      id: event.id,
      title: event.title,
      category: eventCategoryLabels[event.category as EventCategory] ?? event.category,
      date: formatDate(event.date, "long"),
      time: formatTimeRange(event.startTime, event.endTime),
      status: copy.statuses[event.status as EventStatus] ?? event.status,
      places: copy.list.placesOf(event.confirmedSeats, event.capacity),
      bookings,
      waiting,
    })),
  };
}

export default function ConsoleEvents({ loaderData: d }: Route.ComponentProps) {
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
      {d.events.length === 0 ? (
        <p className="mt-8 text-lg">{copy.list.none}</p>
      ) : (
        <div className="mt-8">
        <DataTable caption={d.which === "past" ? copy.list.past : copy.list.upcoming} stack>
          <thead>
            <tr>
              <Th>{copy.list.columns.title}</Th>
              <Th>{copy.list.columns.date}</Th>
              <Th>{copy.list.columns.time}</Th>
              <Th>{copy.list.columns.status}</Th>
              <Th>{copy.list.columns.places}</Th>
              <Th>{copy.list.columns.waiting}</Th>
            </tr>
          </thead>
          <tbody>
            {d.events.map((e) => (
              <tr key={e.id}>
                {/* The event's name first: on a phone it heads its block. */}
                <Td className="min-w-48">
                  <Link to={`/admin/events/${e.id}`} className={`${consoleLink} text-lg break-words`}>
                    {e.title}
                  </Link>
                  <span className="block text-base text-ink-muted">{e.category}</span>
                </Td>
                <Td label={copy.list.columns.date}>{e.date}</Td>
                <Td label={copy.list.columns.time}>{e.time}</Td>
                <Td label={copy.list.columns.status}>{e.status}</Td>
                <Td label={copy.list.columns.places}>{e.places}</Td>
                <Td label={copy.list.columns.waiting}>{e.waiting}</Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        </div>
      )}
    </>
  );
}
