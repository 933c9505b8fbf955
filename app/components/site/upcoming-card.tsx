// The "upcoming" cards of the offering pages: tours (date, destination, seats, price, category),
// spiritual gatherings (date, event, speaker, time) and customised events (date, type, guests).
import type { CustomEvent, ProgrammeLabels, SpiritualEvent, UpcomingTour } from "#app/content/shapes/offerings.ts";
import { rupees } from "#app/core/money.ts";
import { PictureView } from "#app/components/ui/picture.tsx";
import { ActionLink } from "./action-link.tsx";
import { FactList } from "./fact-list.tsx";

const card = "flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm";
const badge = "inline-block self-start rounded-full bg-brand-100 px-3 py-1 text-base font-semibold text-brand-800";

export function TourCard({ tour, labels }: { tour: UpcomingTour; labels: ProgrammeLabels }) {
  return (
    <article className={card}>
      <div className="flex flex-1 flex-col p-6">
        <p className={badge}>
          <span className="sr-only">{labels.category}: </span>
          {tour.category}
        </p>
        <h3 className="mt-3 text-xl font-bold text-ink">{tour.destination}</h3>
        <FactList
          className="mt-4"
          facts={[
            { label: labels.date, value: tour.date },
            { label: labels.spots, value: `${tour.spots} ${labels.spotsUnit}` },
            { label: labels.price, value: `${rupees(tour.price)} ${labels.pricePerPerson}` },
          ]}
        />
        <p className="mt-4 mb-6 flex-1 text-ink-muted">{tour.description}</p>
        <ActionLink link={tour.action} className="self-start" />
      </div>
      {/* Last in reading order so the heading comes first; drawn on top by order-first. */}
      <PictureView picture={tour.image} className="order-first aspect-video w-full" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
    </article>
  );
}

export function SpiritualEventCard({ event, labels }: { event: SpiritualEvent; labels: ProgrammeLabels }) {
  return (
    <article className={`${card} border-t-4 border-t-brand-600`}>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-lg font-semibold text-brand-700">{event.date}</p>
        <h3 className="mt-2 text-xl font-bold text-ink">{event.event}</h3>
        <FactList
          className="mt-4"
          facts={[
            { label: labels.time, value: event.time },
            { label: labels.speaker, value: event.speaker },
          ]}
        />
        <p className="mt-4 mb-6 flex-1 text-ink-muted">{event.description}</p>
        <ActionLink link={event.action} className="self-start" />
      </div>
    </article>
  );
}

export function CustomEventCard({ event, labels }: { event: CustomEvent; labels: ProgrammeLabels }) {
  return (
    <article className={card}>
      <div className="flex flex-1 flex-col p-6">
        <p className={badge}>
          <span className="sr-only">{labels.eventType}: </span>
          {event.type}
        </p>
        <h3 className="mt-3 text-xl font-bold text-ink">{event.event}</h3>
        <FactList
          className="mt-4"
          facts={[
            { label: labels.date, value: event.date },
            { label: labels.guests, value: `${event.guests} ${labels.guestsUnit}` },
          ]}
        />
        <p className="mt-4 mb-6 flex-1 text-ink-muted">{event.description}</p>
        <ActionLink link={event.action} className="self-start" />
      </div>
      <PictureView picture={event.image} className="order-first aspect-video w-full" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
    </article>
  );
}
