// The next dates of a weekly (fortnightly, monthly) class on an event's public page, each a link to
// its own page, where it is booked. Nothing when the event is on its own or has no later date.
import { bookingPageCopy as copy } from "#app/content/event-detail-page.ts";

export function SeriesDates({ dates }: { dates: readonly { slug: string; when: string }[] }) {
  if (dates.length === 0) return null;
  return (
    <section aria-labelledby="series-dates-heading" className="mx-auto max-w-3xl px-4 pb-10">
      <h2 id="series-dates-heading" className="text-2xl font-bold">
        {copy.seriesDates.heading}
      </h2>
      <p className="mt-2 text-lg">{copy.seriesDates.intro}</p>
      <ul className="mt-3 space-y-1 text-lg">
        {dates.map((d) => (
          <li key={d.slug}>
            <a href={`/events/${d.slug}`} className="inline-flex min-h-target items-center font-semibold text-brand-800 underline underline-offset-4">
              {d.when}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
