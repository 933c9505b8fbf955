import { Suspense, useId } from "react";
import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/events";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { Section } from "#app/components/site/section.tsx";
import { StickyFilterBar } from "#app/components/site/sticky-filter-bar.tsx";
import { CategoryChips } from "#app/components/site/category-chips.tsx";
import { EventCalendar, type CalendarEvent } from "#app/components/site/event-calendar.tsx";
import { EventList } from "#app/components/site/event-list.tsx";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";
import { UPCOMING_LIMIT, eventCategories, upcomingFrom, type EventCategory } from "#app/core/events.ts";
import { bangaloreMoment } from "#app/lib/events/sample-events.ts";
import { programme } from "#app/lib/events/programme.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { eventCategoryLabels, eventsPage } from "#app/content/events-page.ts";
import { eventJsonLd } from "#app/lib/structured-data.ts";
import { JsonLd } from "#app/components/site/json-ld.tsx";
import { parseMonth } from "#app/core/calendar.ts";
import { whenNear } from "#app/lib/when-near.ts";
import { deferredComponent } from "#app/lib/deferred-component.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { newsletterAction } from "#app/lib/submissions/action.server.ts";
import { formHeaders } from "#app/lib/submissions/headers.ts";
import { sentAnswer } from "#app/lib/submissions/sent-receipt.server.ts";

/** The e-mail field of the NewsletterForm with source "events" (its ids derive from the source). */
const SUBSCRIBE_FIELD_ID = "newsletter-events-email";
const SUBSCRIBE_SECTION_ID = "event-updates";

// The event updates form sits at the foot of a long page: its code loads when the visitor gets
// near it, not with the page. The server renders it in full, so the HTML form is there from the
// start, works without JavaScript, and is hydrated in place once its code arrives.
const NewsletterForm = deferredComponent(
  import.meta.env.SSR ? (await import("#app/components/visitor-forms/newsletter-form.tsx")).NewsletterForm : undefined,
  () =>
    whenNear(SUBSCRIBE_SECTION_ID)
      .then(() => import("#app/components/visitor-forms/newsletter-form.tsx"))
      .then((m) => m.NewsletterForm),
);

type CategoryChoice = "all" | EventCategory;

const categoryOptions = [
  { value: "all", label: eventsPage.filter.all },
  ...eventCategories.map((c) => ({ value: c, label: eventCategoryLabels[c] })),
];

function parseCategory(value: string | null): CategoryChoice {
  return value && (eventCategories as readonly string[]).includes(value) ? (value as EventCategory) : "all";
}

// Without JavaScript the event-updates box posts here, so the visitor stays on this page and reads
// the result in the box (issue 16, item 9). With JavaScript it posts to /blog in the background.
export const headers = formHeaders;

export function action(args: Route.ActionArgs) {
  return newsletterAction(args);
}

export function meta(_: Route.MetaArgs) {
  return pageMeta(eventsPage);
}

// Rendered per request (not prerendered): the programme is keyed by today's date in Bangalore,
// and the page is computed here and handed to the browser so both render the same events.
export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const moment = bangaloreMoment(now);
  const events = await programme(servicesOf(context).db, now);
  const category = parseCategory(new URL(request.url).searchParams.get("category"));
  // The browser gets what it shows: every event's calendar line (the calendar filters them
  // itself), and the full cards of the chosen category's upcoming events. Another chip fetches
  // its cards (shouldRevalidate); sending every category's cards up front would cost every
  // visitor a few kilobytes for a choice most never make.
  const calendar: CalendarEvent[] = events.map(({ id, date, startTime, title, category, slug }) => ({ id, date, startTime, title, category, ...(slug ? { slug } : {}) }));
  const upcoming = upcomingFrom(category === "all" ? events : events.filter((e) => e.category === category), moment, UPCOMING_LIMIT);
  // After a plain HTML post to the event updates box, the server redirects here with its answer.
  return { today: moment.slice(0, 10), calendar, upcoming, sent: sentAnswer(request, context) };
}

// A new month only changes the query string (the calendar lines are in the page); a new category
// needs its upcoming cards from the server.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) {
    return currentUrl.searchParams.get("category") !== nextUrl.searchParams.get("category");
  }
  return defaultShouldRevalidate;
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { today, calendar, upcoming } = loaderData;
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
        <EventList events={upcoming} empty={eventsPage.upcoming.none} />
      </Section>

      <Section id={SUBSCRIBE_SECTION_ID} title={eventsPage.subscribe.heading} intro={eventsPage.subscribe.intro}>
        <Suspense>
          <NewsletterForm
            source="events"
            documentAction="/events"
            showHeading={false}
            className="max-w-2xl rounded-2xl border-2 border-brand-100 bg-brand-50 p-6 sm:p-8"
          />
        </Suspense>
      </Section>

      {/* Structured data describes the upcoming events of the programme shown. */}
      <JsonLd data={import.meta.env.SSR ? upcoming.map(eventJsonLd) : null} />
    </>
  );
}
