import type { Route } from "./+types/home";
import { pageMeta } from "#app/lib/seo.ts";
import { formatClock, formatDate } from "#app/core/calendar.ts";
import { isFull } from "#app/core/events.ts";
import { registrationLink } from "#app/components/site/event-card.tsx";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";
import { home as page } from "#app/content/home.ts";
import { testimonials } from "#app/content/testimonials.ts";
import { eventCategoryLabels, eventsPage } from "#app/content/events-listing-page.ts";
import { upcomingProgramme } from "#app/lib/events/programme.server.ts";
import { maybeRequestContext } from "#app/lib/services/context.server.ts";
import { publicStories } from "#app/lib/stories-team/stories.server.ts";
import { getUpcomingEvents } from "#app/lib/events/sample-event-generator.ts";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { Section } from "#app/components/site/section.tsx";
import { ActionLink, ActionRow } from "#app/components/site/action-link.tsx";
import { StatStrip } from "#app/components/site/stat-strip.tsx";
import { ServiceCard } from "#app/components/site/service-card.tsx";
import { TestimonialGrid } from "#app/components/site/testimonial-grid.tsx";
import { Checklist } from "#app/components/site/checklist.tsx";
import { CtaBand } from "#app/components/site/cta-band.tsx";
import { FactList } from "#app/components/site/fact-list.tsx";
import { PictureView } from "#app/components/ui/picture.tsx";

export function meta(_: Route.MetaArgs) {
  return pageMeta(page);
}

// The home page is rendered per request (not prerendered) because its event teasers depend on
// today's date in Bangalore.
export async function loader({ context }: Route.LoaderArgs) {
  const services = maybeRequestContext(context)?.services;
  const upcoming = services ? await upcomingProgramme(services.db, page.events.count) : getUpcomingEvents(page.events.count);
  const events = upcoming.map((event) => ({
    id: event.id,
    title: event.title,
    category: eventCategoryLabels[event.category],
    date: formatDate(event.date, "long"),
    shortDate: formatDate(event.date, "short"),
    start: formatClock(event.startTime),
    time: event.time,
    location: event.location,
    href: event.slug ? `/events/${event.slug}` : "/events",
    example: event.example ?? false,
    full: isFull(event),
    // An example (the spec's sample events) cannot be booked: its button asks about such events.
    ask: event.example ? registrationLink(event) : undefined,
  }));
  // The first three members' stories shown on /testimonials (edited in the console).
  const stories = services ? (await publicStories(services.db)).testimonials : testimonials;
  return { events, stories: stories.slice(0, page.testimonials.count) };
}

/** The next events as links, each with its day and start time. */
function NextUp({ events }: { events: readonly { id: string; href: string; title: string; shortDate: string; start: string }[] }) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="next-up-heading" className="mt-4 short:mt-3">
      <h2 id="next-up-heading" className="text-2xl font-bold short:text-xl">
        {page.nextUp.title}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {events.map((event) => (
          <li key={event.id}>
            <a href={event.href} className="flex h-full min-h-target flex-col rounded-lg border-2 border-stone-200 bg-white px-4 py-2 no-underline hover:border-brand-600">
              <span className="font-bold text-brand-800 underline underline-offset-4">{event.title}</span>
              <span className="text-ink-muted">
                {event.shortDate}, {event.start}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <a href="/events" className="inline-flex min-h-target items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-600">
          {page.nextUp.all}
        </a>
      </p>
    </section>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { events, stories } = loaderData;
  return (
    <>
      {/* The next events right under the title, before the introduction: on a phone with the
          largest text the first is on the first screen, where the cards below are more than ten
          screens down. */}
      <PageHero title={page.hero.title} intro={page.hero.intro} lead={<NextUp events={events} />}>
        <ActionRow links={page.hero.actions} />
      </PageHero>
      <StatStrip id={page.stats.id} title={page.stats.title} items={page.stats.items} />
      <Section id={page.services.id} title={page.services.title} intro={page.services.intro}>
        {/* Flex rather than grid so the last row of five cards sits centred. */}
        <ul className="flex flex-wrap justify-center gap-8">
          {page.services.items.map((service) => (
            <li key={service.title} className="w-full sm:w-[calc((100%-2rem)/2)] lg:w-[calc((100%-4rem)/3)]">
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id={page.about.id} title={page.about.title} intro={page.about.intro} tone="muted">
        <div className="grid items-center gap-8 lg:grid-cols-2">
          <div>
            <div className="space-y-4">
              {page.about.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <div className="mt-6">
              <Checklist items={page.about.highlights} single />
            </div>
            <ActionRow links={page.about.links} className="mt-8" />
          </div>
          <PictureView picture={page.about.image} className="aspect-video w-full rounded-xl" sizes="(min-width: 1024px) 800px, 100vw" />
        </div>
      </Section>
      {stories.length > 0 ? (
        <Section id={page.testimonials.id} title={page.testimonials.title} intro={page.testimonials.intro}>
          <TestimonialGrid testimonials={stories} />
          <ActionLink link={page.testimonials.link} className="mt-8" />
        </Section>
      ) : null}
      <Section id={page.events.id} title={page.events.title} intro={page.events.intro} tone="muted">
        {events.length ? (
          <ul className="grid gap-8 lg:grid-cols-3">
            {events.map((event) => (
              <li key={event.id}>
                <article className="flex h-full flex-col rounded-xl border border-stone-200 border-t-4 border-t-brand-600 bg-white p-6 shadow-sm">
                  <p className="text-lg font-semibold text-brand-700">{event.date}</p>
                  {/* Underlined, as every link that is not a button: a title that looks like plain text is not pressed. */}
                  <h3 className="mt-2 text-xl font-bold">
                    <a href={event.href} className="inline-flex min-h-target items-center text-brand-800 underline underline-offset-4 hover:text-brand-600">
                      {event.title}
                    </a>
                  </h3>
                  <p className="mt-1 text-ink-muted">
                    {event.category}
                    {event.example ? ` · ${eventsPage.example.badge}` : ""}
                  </p>
                  <FactList
                    className="mt-4"
                    facts={[
                      { label: page.events.labels.time, value: event.time },
                      { label: page.events.labels.location, value: event.location },
                    ]}
                  />
                  {/* Pushed to the card's foot, so the buttons of a row line up. */}
                  <p className="mt-auto pt-6">
                    {event.ask ? (
                      <a href={event.ask} aria-label={eventsPage.example.askLabel(event.title)} className={`${buttonBase} ${buttonClasses.secondary}`}>
                        {eventsPage.example.ask}
                      </a>
                    ) : (
                      <a
                        href={event.href}
                        aria-label={event.full ? eventsPage.upcoming.waitingListLabel(event.title, event.date) : `${page.events.book}: ${event.title}, ${event.date}`}
                        className={`${buttonBase} ${event.full ? buttonClasses.secondary : buttonClasses.primary}`}
                      >
                        {event.full ? eventsPage.upcoming.waitingList : page.events.book}
                      </a>
                    )}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p>{page.events.empty}</p>
        )}
        <ActionLink link={page.events.link} className="mt-8" />
      </Section>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  );
}
