// One event of the Upcoming Events grid: what, when, where, places left, and what a visitor can do:
// a published event's Book a place (or, when full, its waiting list) leads to its own page; one of
// the spec's sample events is marked as an example and offers to ask about such events instead.
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import { PictureView } from "#app/components/ui/picture.tsx";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";
import { isFull, placesLeft, type CommunityEvent, type EventCategory } from "#app/core/events.ts";
import { eventCategoryLabels, eventsPage } from "#app/content/events-listing-page.ts";
import type { ContactSubject } from "#app/core/form-options.ts";
import { contactLink } from "#app/core/links.ts";
import { formatDate } from "#app/core/calendar.ts";

/** The contact form subject a registration for each kind of event is filed under. */
export const registrationSubject: Record<EventCategory, ContactSubject> = {
  wellness: "health",
  technology: "technology",
  social: "programs",
  spiritual: "spiritual",
  outing: "outings",
};

/** Badge colours per category; the badge always carries the category's name too. */
const categoryBadge: Record<EventCategory, string> = {
  wellness: "bg-green-100 text-green-900 border-green-700",
  technology: "bg-blue-100 text-blue-900 border-blue-700",
  social: "bg-amber-100 text-amber-900 border-amber-700",
  spiritual: "bg-purple-100 text-purple-900 border-purple-700",
  outing: "bg-teal-100 text-teal-900 border-teal-700",
};

/** The link that registers for an event: the contact form, subject chosen, the event named. */
export function registrationLink(event: Pick<CommunityEvent, "category" | "title" | "date" | "time">): string {
  return contactLink(registrationSubject[event.category], eventsPage.upcoming.about(event.title, `${formatDate(event.date)}, ${event.time}`));
}

export function EventCard({ event, headingLevel = 3 }: { event: CommunityEvent; headingLevel?: 2 | 3 }) {
  const copy = eventsPage.upcoming;
  const full = isFull(event);
  const when = formatDate(event.date);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border-2 border-stone-200 bg-white shadow-sm">
      <PictureView picture={event.image} decorative className="aspect-video w-full" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex flex-wrap gap-2">
          <span className={`inline-block rounded-full border px-3 py-0.5 text-base font-semibold ${categoryBadge[event.category]}`}>
            {eventCategoryLabels[event.category]}
          </span>
          {event.example ? (
            <span className="inline-block rounded-full border border-stone-600 bg-stone-100 px-3 py-0.5 text-base font-semibold text-stone-900">
              {eventsPage.example.badge}
            </span>
          ) : null}
        </p>
        <Heading className="text-xl font-bold text-ink">{event.title}</Heading>
        <dl className="grid gap-1 text-base text-ink-muted">
          <div>
            <dt className="sr-only">{copy.termLabels.date}</dt>
            <dd>
              <time dateTime={event.date} className="font-semibold text-ink">
                {when}
              </time>
            </dd>
          </div>
          <div>
            <dt className="sr-only">{copy.termLabels.time}</dt>
            <dd>{event.time}</dd>
          </div>
          <div>
            <dt className="sr-only">{copy.termLabels.place}</dt>
            <dd>{event.location}</dd>
          </div>
          {event.price ? (
            <div>
              <dt className="sr-only">{bookingPaymentsCopy.priceLabel}</dt>
              <dd className="font-semibold text-ink">{bookingPaymentsCopy.perPerson(event.price)}</dd>
            </div>
          ) : null}
        </dl>
        <p className="text-base">{event.description}</p>
        <p className="mt-auto text-base font-semibold text-ink">
          {event.example ? eventsPage.example.note : full ? copy.fullPlaces : copy.places(placesLeft(event), event.capacity)}
        </p>
        {event.example ? (
          <a href={registrationLink(event)} aria-label={eventsPage.example.askLabel(event.title)} className={`${buttonBase} ${buttonClasses.secondary}`}>
            {eventsPage.example.ask}
          </a>
        ) : (
          <a
            href={event.slug ? `/events/${event.slug}` : "/events"}
            aria-label={full ? copy.waitingListLabel(event.title, when) : copy.registerLabel(event.title, when)}
            className={`${buttonBase} ${full ? buttonClasses.secondary : buttonClasses.primary}`}
          >
            {full ? copy.waitingList : copy.register}
          </a>
        )}
      </div>
    </article>
  );
}
