// The Upcoming Events grid: the events it is given (the page passes the first six that have not
// started), or a friendly line when a category has none.
import type { CommunityEvent } from "#app/core/events.ts";
import { EventCard } from "./event-card.tsx";

export function EventList({ events, empty }: { events: readonly CommunityEvent[]; empty: string }) {
  if (events.length === 0) return <p className="text-lg text-ink-muted">{empty}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
