import { Suspense, lazy, useId } from "react";
import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/events";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { Section } from "#app/components/site/section.tsx";
import { StickyFilterBar } from "#app/components/site/sticky-filter-bar.tsx";
import { CategoryChips } from "#app/components/site/category-chips.tsx";
import { EventCalendar, type CalendarEvent } from "#app/components/site/event-calendar.tsx";
import { EventList } from "#app/components/site/event-list.tsx";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";
import {
  UPCOMING_LIMIT,
  bangaloreMoment,
  eventCategories,
  eventCategoryLabels,
  getEvents,
  upcomingFrom,
  type CommunityEvent,
  type EventCategory,
} from "#app/content/events.ts";
import { eventsPage } from "#app/content/events-page.ts";
import { eventJsonLd, serializeJsonLd } from "#app/lib/structured-data.ts";
import { parseMonth } from "#app/lib/month.ts";
import { whenNear } from "#app/lib/when-near.ts";
import { seo } from "#app/lib/seo.ts";

/** The e-mail field of the NewsletterForm with source "events" (its ids derive from the source). */
const SUBSCRIBE_FIELD_ID = "newsletter-events-email";
const SUBSCRIBE_SECTION_ID = "event-updates";

// The event updates form sits at the foot of a long page: its code loads when the visitor gets
// near it, not with the page. The server renders it in full (the module is loaded up front there,
// and handed to lazy() as an already-settled thenable so nothing suspends), so the HTML form is
// there from the start, works without JavaScript, and is hydrated in place once its code arrives.
type NewsletterModule = typeof import("#app/components/forms/newsletter-form.tsx");
const serverNewsletter: NewsletterModule | undefined = import.meta.env.SSR
  ? await import("#app/components/forms/newsletter-form.tsx")
  : undefined;
const NewsletterForm = lazy(() => {
  if (serverNewsletter) {
    const settled = { default: serverNewsletter.NewsletterForm };
    return { then: (resolve: (m: typeof settled) => void) => resolve(settled) } as unknown as Promise<typeof settled>;
  }
  return whenNear(SUBSCRIBE_SECTION_ID)
    .then(() => import("#app/components/forms/newsletter-form.tsx"))
    .then((m) => ({ default: m.NewsletterForm }));
});

type CategoryChoice = "all" | EventCategory;

const categoryOptions = [
  { value: "all", label: eventsPage.filter.all },
  ...eventCategories.map((c) => ({ value: c, label: eventCategoryLabels[c] })),
];

function parseCategory(value: string | null): CategoryChoice {
  return value && (eventCategories as readonly string[]).includes(value) ? (value as EventCategory) : "all";
}

export function meta(_: Route.MetaArgs) {
  return seo({ ...eventsPage.seo, path: "/events" });
}

// Rendered per request (not prerendered): the programme is keyed by today's date in Bangalore,
// and the page is computed here and handed to the browser so both render the same events.
export function loader(_: Route.LoaderArgs) {
  const now = new Date();
  const moment = bangaloreMoment(now);
  const events = getEvents(now);
  // The browser gets what it shows: every event's calendar line, and the full card of the first
  // six upcoming events of each category choice (an event in several lists is sent once).
  const calendar: CalendarEvent[] = events.map(({ id, date, startTime, title, category }) => ({ id, date, startTime, title, category }));
  const upcoming = Object.fromEntries(
    categoryOptions.map(({ value }) => [
      value,
      upcomingFrom(value === "all" ? events : events.filter((e) => e.category === value), moment, UPCOMING_LIMIT),
    ]),
  ) as Record<CategoryChoice, CommunityEvent[]>;
  // Structured data describes the programme itself, whatever filter the visitor chooses; it is
  // serialised here so its builder stays on the server.
  const jsonLd = serializeJsonLd(upcoming.all.map(eventJsonLd));
  return { today: moment.slice(0, 10), calendar, upcoming, jsonLd };
}

// Changing the category or the month only changes the query string: the day's events are already
// in the page, so the loader need not run again.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { today, calendar, upcoming, jsonLd } = loaderData;
  const [params, setParams] = useSearchParams();
  const category = parseCategory(params.get("category"));
  const monthParam = params.get("month");
  const month = parseMonth(monthParam) ? monthParam! : today.slice(0, 7);
  const calendarHeadingId = useId();

  const shown = category === "all" ? calendar : calendar.filter((e) => e.category === category);

  const update = (key: "category" | "month", value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if ((key === "category" && value === "all") || (key === "month" && value === today.slice(0, 7))) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <PageHero title={eventsPage.hero.title} intro={eventsPage.hero.intro}>
        <a
          href={`#${SUBSCRIBE_SECTION_ID}`}
          className={`${buttonBase} ${buttonClasses.secondary}`}
          onClick={(event) => {
            // With JavaScript, bring the box into view and land in its e-mail field, so the visitor
            // can type straight away (a plain jump to the #fragment would leave focus behind).
            const field = document.getElementById(SUBSCRIBE_FIELD_ID);
            if (!field) return;
            event.preventDefault();
            const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
            document.getElementById(SUBSCRIBE_SECTION_ID)?.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
            field.focus({ preventScroll: true });
          }}
        >
          {eventsPage.subscribe.button}
        </a>
      </PageHero>

      <StickyFilterBar>
        <CategoryChips
          label={eventsPage.filter.label}
          options={categoryOptions}
          selected={category}
          onSelect={(value) => update("category", value)}
          keep={{ month: monthParam && parseMonth(monthParam) ? monthParam : undefined }}
          layout="scroll"
        />
      </StickyFilterBar>

      <Section title={eventsPage.calendar.heading}>
        <EventCalendar
          month={month}
          today={today}
          events={shown}
          category={category}
          headingId={calendarHeadingId}
          onMonthChange={(value) => update("month", value)}
        />
      </Section>

      <Section title={eventsPage.upcoming.heading} intro={eventsPage.upcoming.intro} tone="muted">
        <EventList events={upcoming[category]} empty={eventsPage.upcoming.none} />
      </Section>

      <Section id={SUBSCRIBE_SECTION_ID} title={eventsPage.subscribe.heading} intro={eventsPage.subscribe.intro}>
        <Suspense>
          <NewsletterForm
            source="events"
            showHeading={false}
            className="max-w-2xl rounded-2xl border-2 border-brand-100 bg-brand-50 p-6 sm:p-8"
          />
        </Suspense>
      </Section>

      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </>
  );
}
