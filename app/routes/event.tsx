// An event's own page, /events/<slug>: what, when, where, places left, adding it to a
// calendar, and the booking form (app/islands/booking.tsx), which posts to this page and works with
// JavaScript on or off.
import { data } from "react-router";
import type { Route } from "./+types/event";
import type { PageHandle } from "#app/root.tsx";
import { eventCategoryLabels } from "#app/content/events-listing-page.ts";
import { frameCopy } from "#app/content/frame.ts";
import { clockNow, formatDate, formatEventWhen, formatTimeRange, todayIso } from "#app/core/calendar.ts";
import { isBookable, type EventCategory } from "#app/core/events.ts";
import { pageMeta, withBrand } from "#app/lib/seo.ts";
import { bookingAction, type BookingAnswer } from "#app/lib/submissions/booking.server.ts";
import { bangaloreToUtc } from "#app/lib/events/ics.server.ts";
import { publicEventBySlug } from "#app/lib/events/events.server.ts";
import { nextSeriesDates } from "#app/lib/events/series.server.ts";
import { SeriesDates } from "#app/components/site/series-dates.tsx";
import { communityEvent } from "#app/lib/events/programme.server.ts";
import { eventJsonLd } from "#app/lib/structured-data.ts";
import { JsonLd } from "#app/components/site/json-ld.tsx";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { Island } from "#app/islands/island.tsx";
import BookingIsland, { type BookingEvent } from "#app/islands/booking.tsx";

/** The booking form is an island React hydrates: it sends without leaving the page (root.tsx, PageHandle). */
export const handle: PageHandle = { islands: true };

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: withBrand(frameCopy.notFound.title) }, { name: "robots", content: "noindex" }];
  const { event } = loaderData;
  return pageMeta({ path: `/events/${event.slug}`, seo: { title: event.title, description: `${event.when}, ${event.venue}. ${event.description}`.slice(0, 160) } });
}

const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

async function findEvent(params: { slug?: string }, context: Route.LoaderArgs["context"]) {
  const event = params.slug ? await publicEventBySlug(servicesOf(context).db, params.slug) : undefined;
  if (!event) throw data(null, { status: 404 });
  return event;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const event = await findEvent(params, context);
  const now = new Date();
  const start = bangaloreToUtc(event.date, event.startTime);
  const end = bangaloreToUtc(event.date, event.endTime);
  const google = new URL("https://calendar.google.com/calendar/render");
  google.searchParams.set("action", "TEMPLATE");
  google.searchParams.set("text", event.title);
  google.searchParams.set("dates", `${utcStamp(start)}/${utcStamp(end)}`);
  google.searchParams.set("details", event.description);
  google.searchParams.set("location", event.venue);
  const more = await nextSeriesDates(servicesOf(context).db, event, todayIso(now));
  return {
    seriesDates: more.map((e) => ({ slug: e.slug, when: formatEventWhen(e.date, e.startTime, e.endTime) })),
    event: {
      slug: event.slug,
      title: event.title,
      category: eventCategoryLabels[event.category as EventCategory] ?? event.category,
      when: formatEventWhen(event.date, event.startTime, event.endTime),
      date: formatDate(event.date, "long"),
      time: formatTimeRange(event.startTime, event.endTime),
      venue: event.venue,
      description: event.description,
      placesLeft: Math.max(0, event.capacity - event.confirmedSeats),
      cancelled: event.status === "cancelled",
      bookable: isBookable(event, `${todayIso(now)} ${clockNow(now)}`),
      price: event.price,
    } satisfies BookingEvent,
    googleCalendarUrl: google.toString(),
    // Search engines read the event from its own page; a cancelled one is not offered to them.
    jsonLd: event.status === "published" ? eventJsonLd(communityEvent(event)) : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const event = await findEvent(params, context);
  return bookingAction(request, context, event.id, event.price);
}

export default function EventPage({ loaderData: { jsonLd, seriesDates, ...page }, actionData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={jsonLd} />
      <Island name="booking" data={{ ...page, answer: (actionData as BookingAnswer | undefined) ?? null }} Component={BookingIsland} />
      <SeriesDates dates={seriesDates} />
    </>
  );
}
