import { useId } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/events";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { Section } from "#app/components/site/section.tsx";
import { StickyFilterBar } from "#app/components/site/sticky-filter-bar.tsx";
import { CategoryChips } from "#app/components/site/category-chips.tsx";
import { EventCalendar, type CalendarEvent } from "#app/components/site/event-calendar.tsx";
import { EventList } from "#app/components/site/event-list.tsx";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";
import { UPCOMING_LIMIT, eventCategories, upcomingFrom, type EventCategory } from "#app/core/events.ts";
import { bangaloreMoment } from "#app/lib/events/sample-event-generator.ts";
import { programme } from "#app/lib/events/programme.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { eventCategoryLabels, eventsPage } from "#app/content/events-listing-page.ts";
import { eventJsonLd } from "#app/lib/structured-data.ts";
import { JsonLd } from "#app/components/site/json-ld.tsx";
import { parseMonth } from "#app/core/calendar.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { offeringProgramme } from "#app/content/offerings/programmes.ts";
import { contactLink } from "#app/core/links.ts";
import { registrationSubject } from "#app/components/site/event-card.tsx";
import { newsletterAction } from "#app/lib/submissions/action.server.ts";
import { formHeaders } from "#app/lib/submissions/headers.ts";
import { sentAnswer } from "#app/lib/submissions/sent-receipt.server.ts";
import { NewsletterForm } from "#app/components/visitor-forms/newsletter-form.tsx";

/** The e-mail field of the NewsletterForm with source "events" (its ids derive from the source). */
const SUBSCRIBE_FIELD_ID = "newsletter-events-email";
const SUBSCRIBE_SECTION_ID = "event-updates";
/** The parts of the page a chip or a month button replaces (with JavaScript, app/enhance/in-place.ts). */
const FILTER_ID = "events-filter";
const CALENDAR_ID = "events-calendar";
const UPCOMING_ID = "events-upcoming";
const REGIONS = `${FILTER_ID} ${CALENDAR_ID} ${UPCOMING_ID}`;
/** One programme's sessions have no category chips. */
const PROGRAMME_REGIONS = `${CALENDAR_ID} ${UPCOMING_ID}`;


type CategoryChoice = "all" | EventCategory;

const categoryOptions = [
  { value: "all", label: eventsPage.filter.all },
  ...eventCategories.map((c) => ({ value: c, label: eventCategoryLabels[c] })),
];

function parseCategory(value: string | null): CategoryChoice {
  return value && (eventCategories as readonly string[]).includes(value) ? (value as EventCategory) : "all";
}

// The event-updates box posts here, so the visitor stays on this page and reads the result in the
// box.
export const headers = formHeaders;

export function action(args: Route.ActionArgs) {
  return newsletterAction(args);
}

export function meta(_: Route.MetaArgs) {
  return pageMeta(eventsPage);
}

// Rendered per request (not prerendered): the programme is keyed by today's date in Bangalore.
export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const moment = bangaloreMoment(now);
  const params = new URL(request.url).searchParams;
  // One programme's sessions (where its "Join This Program" leads), under its own name; an unknown
  // programme is ignored, like an unknown category.
  const found = await offeringProgramme(params.get("programme"));
  const shownProgramme = found
    ? { key: found.key, title: found.title, offering: found.page.label, about: `${found.page.path}#${found.key.split("/")[1]}`, ask: contactLink(registrationSubject[found.page.eventCategory ?? "social"], found.title) }
    : undefined;
  const all = await programme(servicesOf(context).db, now);
  const events = shownProgramme ? all.filter((e) => e.programme === shownProgramme.key) : all;
  const category = shownProgramme ? "all" : parseCategory(params.get("category"));
  const calendar: CalendarEvent[] = events.map(({ id, date, startTime, title, category, slug, price }) => ({ id, date, startTime, title, category, ...(slug ? { slug } : {}), ...(price ? { price } : {}) }));
  const ofCategory = category === "all" ? events : events.filter((e) => e.category === category);
  const upcoming = upcomingFrom(ofCategory, moment, UPCOMING_LIMIT);
  const today = moment.slice(0, 10);
  // The calendar opens where the next events are: on the month of the next
  // event of the chosen kind, not on an empty month while events are next week. Decided here, so
  // the page, the address's default and the in-place answers agree. This month when none is planned.
  const firstMonth = (ofCategory.find((e) => e.date >= today)?.date ?? today).slice(0, 7);
  // After a plain HTML post to the event updates box, the server redirects here with its answer.
  return { today, firstMonth, calendar, upcoming, programme: shownProgramme, sent: await sentAnswer(request, context) };
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { today, firstMonth, calendar, upcoming, programme: shownProgramme } = loaderData;
  const [params] = useSearchParams();
  const category = shownProgramme ? "all" : parseCategory(params.get("category"));
  const monthParam = params.get("month");
  const month = parseMonth(monthParam) ? monthParam! : firstMonth;
  const calendarHeadingId = useId();
  // The defaults stay out of the address: all categories, the month of the next event.
  const omit = `category=all month=${firstMonth}`;

  const shown = category === "all" ? calendar : calendar.filter((e) => e.category === category);

  const upcomingSection = (
    <Section
      title={shownProgramme ? eventsPage.programme.upcomingHeading(shownProgramme.title) : eventsPage.upcoming.heading}
      intro={shownProgramme ? undefined : eventsPage.upcoming.intro}
      tone="muted"
    >
      <div id={UPCOMING_ID}>
        <EventList events={upcoming} empty={shownProgramme ? eventsPage.programme.none(shownProgramme.title) : eventsPage.upcoming.none} />
        {shownProgramme && upcoming.length === 0 ? (
          <p className="mt-4">
            <a href={shownProgramme.ask} className={`${buttonBase} ${buttonClasses.primary}`}>
              {eventsPage.programme.ask(shownProgramme.title)}
            </a>
          </p>
        ) : null}
      </div>
    </Section>
  );

  return (
    <>
      {shownProgramme ? (
        <PageHero title={shownProgramme.title} intro={eventsPage.programme.intro(shownProgramme.title, shownProgramme.offering)}>
          <a href={shownProgramme.about} className={`${buttonBase} ${buttonClasses.secondary}`}>
            {eventsPage.programme.about(shownProgramme.title)}
          </a>
          <a href="/events" className={`${buttonBase} ${buttonClasses.secondary}`}>
            {eventsPage.programme.all}
          </a>
        </PageHero>
      ) : (
        <PageHero title={eventsPage.hero.title} intro={eventsPage.hero.intro}>
          {/* With JavaScript the jump lands in the box's e-mail field, so the visitor can type straight away. */}
          <a href={`#${SUBSCRIBE_SECTION_ID}`} data-module="jump-link" data-focus={SUBSCRIBE_FIELD_ID} className={`${buttonBase} ${buttonClasses.secondary}`}>
            {eventsPage.subscribe.button}
          </a>
        </PageHero>
      )}

      {/* One programme's page leaves by its own links (the whole programme, the offering page). */}
      {shownProgramme ? null : (
        <StickyFilterBar>
          <CategoryChips
            label={eventsPage.filter.label}
            options={categoryOptions}
            selected={category}
            id={FILTER_ID}
            regions={REGIONS}
            omit={omit}
            keep={{ month: monthParam && parseMonth(monthParam) ? monthParam : undefined }}
          />
        </StickyFilterBar>
      )}

      {/* One programme's sessions come first, where its "Join This Program" lands; the calendar after them. */}
      {shownProgramme ? upcomingSection : null}

      <Section title={eventsPage.calendar.heading}>
        <EventCalendar
          month={month}
          today={today}
          events={shown}
          category={category}
          programme={shownProgramme?.key}
          headingId={calendarHeadingId}
          id={CALENDAR_ID}
          regions={shownProgramme ? PROGRAMME_REGIONS : REGIONS}
          omit={omit}
        />
      </Section>

      {shownProgramme ? null : upcomingSection}

      <Section id={SUBSCRIBE_SECTION_ID} title={eventsPage.subscribe.heading} intro={eventsPage.subscribe.intro}>
        <NewsletterForm source="events" action="/events" showHeading={false} className="max-w-2xl rounded-2xl border-2 border-brand-100 bg-brand-50 p-3 sm:p-8" />
      </Section>

      {/* Structured data describes the upcoming events of the programme shown. */}
      <JsonLd data={import.meta.env.SSR ? upcoming.map(eventJsonLd) : null} />
    </>
  );
}
