// The month calendar of /events: one card per day of the month, at most two events in a card and
// a "+N more" that opens the rest (a <details>, so it works without JavaScript too). Wide screens
// see a seven-column month (past empty days compact); narrower ones a list of the days that have
// events, readable on a phone.
// Previous and next are submit buttons of GET forms (?month=yyyy-mm), and wrap across years; with
// JavaScript the answer replaces the parts of the page named in `regions` (app/enhance/in-place.ts).
import { bookingPaymentsCopy } from "#app/content/booking-payments.ts";
import type { CommunityEvent, EventCategory } from "#app/core/events.ts";
import { eventsPage } from "#app/content/events-listing-page.ts";
import { datesOfMonth, formatClock, formatDate, formatMonth, shiftMonth, weekday } from "#app/core/calendar.ts";

export type CalendarEvent = Pick<CommunityEvent, "id" | "title" | "category" | "startTime" | "date" | "slug" | "price">;

/** Events shown in a day's card before the "+N more" (spec section 9). */
const EVENTS_PER_DAY = 2;

// Written out so Tailwind sees every class: the first day starts under its weekday.
const startColumn = ["@min-[63rem]:col-start-1", "@min-[63rem]:col-start-2", "@min-[63rem]:col-start-3", "@min-[63rem]:col-start-4", "@min-[63rem]:col-start-5", "@min-[63rem]:col-start-6", "@min-[63rem]:col-start-7"];

const categoryEdge: Record<EventCategory, string> = {
  wellness: "border-green-700",
  technology: "border-blue-700",
  social: "border-amber-600",
  spiritual: "border-purple-700",
  outing: "border-teal-700",
};

export type EventCalendarProps = {
  month: string;
  today: string;
  /** The events to show (already filtered by category); any month's events may be included. */
  events: readonly CalendarEvent[];
  /** Kept in the month forms. */
  category?: string;
  /** Kept in the month forms: the programme whose sessions are shown ("health-wellness/meditation"). */
  programme?: string;
  headingId: string;
  /** The calendar's id (a part `regions` may name). */
  id: string;
  /** Ids of the parts of the page a month button replaces (with JavaScript). */
  regions: string;
  /** Choices left out of the address with JavaScript (app/enhance/in-place.ts). */
  omit: string;
};

export function EventCalendar({ month, today, events, category, programme, headingId, id, regions, omit }: EventCalendarProps) {
  const copy = eventsPage.calendar;
  const byDate = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    if (!event.date.startsWith(month)) continue;
    const list = byDate.get(event.date) ?? [];
    list.push(event);
    byDate.set(event.date, list);
  }
  const dates = datesOfMonth(month);
  const firstColumn = weekday(dates[0]!);

  const nav = (target: string, label: string, arrow: "prev" | "next") => (
    <form method="get" data-module="in-place" data-regions={regions} data-omit={omit}>
      {category && category !== "all" ? <input type="hidden" name="category" value={category} /> : null}
      {programme ? <input type="hidden" name="programme" value={programme} /> : null}
      <button
        type="submit"
        id={`${id}-${arrow}`}
        name="month"
        value={target}
        className="inline-flex min-h-target items-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-3 py-2 text-left text-base leading-tight font-semibold text-brand-800 hover:bg-brand-50 sm:px-4"
      >
        {arrow === "prev" ? <span aria-hidden="true">←</span> : null}
        <span>
          {label}
          <span className="sr-only">: {formatMonth(target)}</span>
        </span>
        {arrow === "next" ? <span aria-hidden="true">→</span> : null}
      </button>
    </form>
  );

  return (
    // A container: the seven-column month appears only where a day is wide enough for a whole word
    // of a title at the chosen text size (63rem: it follows the text size); narrower, the days are a
    // list, as on phones. No title is broken in the middle of a word.
    <div id={id} className="@container">
      {/* The month's name between its buttons where the three fit on a line at the chosen text size
          (40rem follows it); narrower, the name on a line of its own and the buttons below it, each
          going onto a line of its own rather than overlapping. */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} aria-live="polite" className="basis-full text-center text-2xl font-bold text-ink @min-[40rem]:order-2 @min-[40rem]:basis-auto">
          {formatMonth(month)}
        </h3>
        <div className="@min-[40rem]:order-1">{nav(shiftMonth(month, -1), copy.previous, "prev")}</div>
        <div className="ml-auto @min-[40rem]:order-3 @min-[40rem]:ml-0">{nav(shiftMonth(month, 1), copy.next, "next")}</div>
      </div>

      {byDate.size === 0 ? <p className="mt-6 rounded-lg bg-stone-100 p-4 text-lg">{copy.noEventsMonth}</p> : null}

      <div aria-hidden="true" className="mt-6 hidden grid-cols-7 gap-1 @min-[63rem]:grid">
        {copy.weekdaysShort.map((day) => (
          <div key={day} className="px-2 text-center text-base font-bold text-ink-muted">
            {day}
          </div>
        ))}
      </div>
      <ol aria-labelledby={headingId} className="mt-4 grid gap-3 @min-[36rem]:grid-cols-2 @min-[63rem]:mt-2 @min-[63rem]:grid-cols-7 @min-[63rem]:gap-1">
        {dates.map((date, index) => {
          const dayEvents = byDate.get(date) ?? [];
          const shown = dayEvents.slice(0, EVENTS_PER_DAY);
          const rest = dayEvents.slice(EVENTS_PER_DAY);
          const isToday = date === today;
          // Days already gone with nothing on them are compact: a month seen on the 24th does not
          // open with three weeks of empty boxes.
          const pastAndEmpty = date < today && dayEvents.length === 0;
          const longDate = formatDate(date);
          return (
            <li
              key={date}
              data-date={date}
              className={`${index === 0 ? startColumn[firstColumn] : ""} ${dayEvents.length === 0 ? "hidden @min-[63rem]:block" : ""} rounded-lg border-2 p-3 @min-[63rem]:px-1 @min-[63rem]:py-2 ${
                pastAndEmpty ? "border-dashed border-stone-300 bg-stone-50 @min-[63rem]:self-start @min-[63rem]:py-1" : "@min-[63rem]:min-h-36"
              } ${isToday ? "border-brand-700 bg-brand-50" : pastAndEmpty ? "" : "border-stone-200 bg-white"}`}
            >
              <p className="flex flex-wrap items-baseline gap-x-2 font-bold text-ink">
                <time dateTime={date}>
                  <span aria-hidden="true" className={`hidden @min-[63rem]:inline ${pastAndEmpty ? "text-base font-semibold text-ink-muted" : "text-lg"}`}>
                    {Number(date.slice(8))}
                  </span>
                  <span className="text-lg @min-[63rem]:sr-only">{formatDate(date, "short")}</span>
                  <span className="sr-only">, {longDate}</span>
                </time>
                {isToday ? <span className="rounded bg-brand-700 px-2 text-base text-white">{copy.today}</span> : null}
                {dayEvents.length > 0 ? <span className="sr-only">, {copy.dayEventCount(dayEvents.length)}</span> : null}
              </p>
              {shown.length > 0 ? <DayEvents events={shown} /> : <p className="sr-only">{copy.noEventsDay}</p>}
              {rest.length > 0 ? (
                <details className="group mt-1">
                  <summary className="flex min-h-target cursor-pointer items-center rounded px-1 text-base font-semibold text-brand-800 underline underline-offset-4">
                    {/* "+N more" while closed, "Show fewer" once open (CSS only: works without JavaScript). */}
                    <span className="group-open:hidden">
                      {copy.more(rest.length)}
                      <span className="sr-only"> {copy.moreSuffix(rest.length, longDate)}</span>
                    </span>
                    <span className="hidden group-open:inline">
                      {copy.fewer}
                      <span className="sr-only"> {copy.fewerSuffix(longDate)}</span>
                    </span>
                  </summary>
                  <DayEvents events={rest} />
                </details>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function DayEvents({ events }: { events: readonly CalendarEvent[] }) {
  return (
    <ul className="mt-1 space-y-1.5">
      {events.map((event) => (
        <li key={event.id} className={`border-l-4 pl-1.5 text-base leading-snug ${categoryEdge[event.category]}`}>
          <span className="block font-semibold text-ink">{formatClock(event.startTime)}</span>
          {event.slug ? (
            <a href={`/events/${event.slug}`} className="block break-words hyphens-auto text-brand-800 underline underline-offset-4">
              {event.title}
            </a>
          ) : (
            <span className="block break-words hyphens-auto text-ink">{event.title}</span>
          )}
          {event.price ? <span className="block text-ink">{bookingPaymentsCopy.perPerson(event.price)}</span> : null}
        </li>
      ))}
    </ul>
  );
}
