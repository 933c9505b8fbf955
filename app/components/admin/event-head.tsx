// The top of an event's own page in the console: the way back to the list of events, the page's
// title, the event's date, time, place and state (with a link to its public page once it is not a
// draft), and its tools: the door list, writing to everyone booked (not for a cancelled event) and
// a draft copy. The pages about one part of an event (the door list, a message) have theirs in
// event-page-head.tsx.
import { Link } from "react-router";
import { consoleEventsCopy as copy } from "#app/content/console-events.ts";
import type { EventStatus } from "#app/core/events.ts";
import { consoleLink } from "./buttons.ts";

type EventHeadFacts = { id: number; title: string; date: string; time: string; venue: string; slug: string; status: EventStatus };

export function EventHead({ event }: { event: EventHeadFacts }) {
  const cancelled = event.status === "cancelled";
  return (
    <>
      <p className="text-lg">
        <Link to="/admin/events" className={consoleLink}>
          {copy.list.title}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold break-words">{copy.form.editTitle(event.title)}</h1>
      <p className="mt-2 text-lg">
        {event.date} · {event.time} · {event.venue} · {copy.statuses[event.status]}
        {event.status !== "draft" ? (
          <>
            {" · "}
            <Link to={`/events/${event.slug}`} className={consoleLink}>
              {copy.manage.viewPage}
            </Link>
          </>
        ) : null}
      </p>
      <nav aria-label={copy.tools.label} className="mt-3">
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-lg">
          <li>
            <Link to={`/admin/events/${event.id}/attendance`} className={consoleLink}>
              {copy.tools.attendance}
            </Link>
          </li>
          {cancelled ? null : (
            <li>
              <Link to={`/admin/events/${event.id}/message`} className={consoleLink}>
                {copy.tools.message}
              </Link>
            </li>
          )}
          <li>
            <a href="#duplicate-heading" className={consoleLink}>
              {copy.tools.duplicate}
            </a>
          </li>
        </ul>
      </nav>
    </>
  );
}
