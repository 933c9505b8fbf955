// Words of the /events page (calendar, upcoming events, event updates) and the event categories'
// names. The sample programme's items are in sample-event-templates.ts.
import { site } from "#app/core/site.ts";
import type { EventCategory } from "#app/core/events.ts";
import { bookingButton } from "./event-detail-page.ts";

export const eventCategoryLabels: Record<EventCategory, string> = {
  wellness: "Wellness",
  technology: "Technology",
  social: "Social",
  spiritual: "Spiritual",
  outing: "Outing",
};

export const eventsPage = {
  path: "/events",
  seo: {
    title: "Events Calendar",
    description: `What's on at ${site.shortBrand} in Bangalore: yoga, technology classes, social afternoons, satsangs and outings for seniors, with dates, times and places left.`,
    keywords: [
      "senior events Bangalore",
      "activities for seniors Jalahalli",
      "yoga for seniors",
      "technology classes for elders",
      "satsang Bangalore",
      "outings for senior citizens",
    ],
  },
  hero: {
    title: "Events & Workshops",
    intro:
      "Something is on nearly every day: gentle yoga, phone and computer help, coffee mornings, bhajans and day trips. Pick a category, browse the month and save your place.",
  },
  filter: {
    label: "Show events of category",
    all: "All events",
  },
  subscribe: {
    button: "Subscribe to Event Updates",
    heading: "Event updates by e-mail",
    intro:
      "Get a short e-mail when new events, outings and workshops are added. To stop them, reply to any of them or give us a call.",
  },
  calendar: {
    heading: "Calendar",
    previous: "Previous month",
    next: "Next month",
    today: "Today",
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    weekdaysShort: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    /** Shown in a day with more events than fit. */
    more: (n: number) => `+${n} more`,
    /** Read after the label by screen readers: "+2 more" + " events on Sunday, 22 November 2026". */
    moreSuffix: (n: number, day: string) => `${n === 1 ? "event" : "events"} on ${day}`,
    /** The same label once the rest is open: it closes them again. */
    fewer: "Show fewer",
    fewerSuffix: (day: string) => `events on ${day}`,
    noEventsDay: "No events",
    noEventsMonth: "No events of this kind are scheduled in this month yet. Try another month or category.",
    dayEventCount: (n: number) => (n === 1 ? "1 event" : `${n} events`),
  },
  /** The spec's sample events, shown until the operator publishes one. */
  example: {
    badge: "Example",
    note: "An example of the kind of event we hold. It cannot be booked.",
    ask: "Ask about events like this",
    /** Starts with the visible words, so a voice command saying them finds the link. */
    askLabel: (title: string) => `Ask about events like this: ${title}`,
  },
  /** The page showing one programme's sessions (/events?programme=…), where its "Join This Program" leads. */
  programme: {
    intro: (title: string, offering: string) => `The next sessions of ${title}, one of our ${offering} programmes. Choose one to see its details and book a place.`,
    about: (title: string) => `About ${title}`,
    all: "See all events",
    upcomingHeading: (title: string) => `Next sessions of ${title}`,
    none: (title: string) => `No sessions of ${title} are scheduled right now. Ask us about it and we will tell you when the next one starts.`,
    ask: (title: string) => `Ask about ${title}`,
  },
  upcoming: {
    heading: "Upcoming Events",
    intro: "The next six events. Booking takes a minute, and your place is confirmed at once by e-mail.",
    none: "No upcoming events in this category right now. Choose another category or check back soon.",
    register: bookingButton,
    full: "Event Full",
    registerLabel: (title: string, when: string) => `${bookingButton}: ${title}, ${when}`,
    fullLabel: (title: string) => `Event Full: no places left for ${title}`,
    waitingList: "Join the waiting list",
    waitingListLabel: (title: string, when: string) => `Join the waiting list for ${title}, ${when} (Event Full)`,
    termLabels: { date: "Date", time: "Time", place: "Place" },
    places: (left: number, capacity: number) => `${left} of ${capacity} places left`,
    fullPlaces: "No places left",
    /** The contact form's "about" text for a registration. */
    about: (title: string, when: string) => `${title} on ${when}`,
  },
} as const;
