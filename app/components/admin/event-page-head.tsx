// The top of a page about one event (its door list, a message to everyone booked): the way back to
// the event, the page's title, and the event's date, time and place, large enough to read at the
// door and, printed, on top of the list.
import { Link } from "react-router";
import { consoleLink } from "./buttons.ts";

export type EventFacts = { id: number; date: string; time: string; venue: string };

export function EventPageHead({ event, back, title }: { event: EventFacts; back: string; title: string }) {
  return (
    <>
      <p className="text-lg print:hidden">
        <Link to={`/admin/events/${event.id}`} className={consoleLink}>
          {back}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold break-words print:mt-0">{title}</h1>
      <p className="mt-2 text-xl font-semibold">
        {event.date}, {event.time}
      </p>
      <p className="text-xl break-words">{event.venue}</p>
    </>
  );
}
