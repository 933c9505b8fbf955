// The event a console page is about (its page, the door list, a message, the bookings CSV): the
// operator is checked first, an id that names no event is a 404, and the facts the pages show on
// top (title, date, time, place) are written one way.
import { formatDate, formatTimeRange } from "#app/core/calendar.ts";
import { requireOperator } from "#app/lib/auth/guards.server.ts";
import { idParam, notFound } from "#app/lib/console/http.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import type { EventRow } from "./booking-rows.server.ts";
import { eventById } from "./events.server.ts";

/** What the console shows of an event above its page: its title, date, time and place. */
function eventFacts(event: EventRow) {
  return { id: event.id, title: event.title, date: formatDate(event.date, "long"), time: formatTimeRange(event.startTime, event.endTime), venue: event.venue };
}

/**
 * The logged-in operator, the services and the event of a console page's address (else 404);
 * `guard` when the page is for owners only (the bookings CSV).
 */
export async function consoleEvent(request: Request, params: { id?: string }, context: Parameters<typeof servicesOf>[0], guard = requireOperator) {
  const services = servicesOf(context);
  const operator = await guard(request, services);
  const event = await eventById(services.db, idParam(params));
  if (!event) notFound();
  return { services, operator, event, facts: eventFacts(event) };
}
