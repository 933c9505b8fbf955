import type { Picture } from "./picture.ts";
// The event record as every part of the site sees it, and the rules on it that need no data:
// full or not, places left, which events are still to come. Pure: browser and server.

export const eventCategories = ["wellness", "technology", "social", "spiritual", "outing"] as const;
export type EventCategory = (typeof eventCategories)[number];

export type EventVenue = {
  /** The room or place, e.g. "Community Hall" or "Lalbagh Botanical Garden". */
  name: string;
  streetAddress?: string;
  /** Area and city as written in an address, e.g. "Mavalli, Bangalore". */
  locality: string;
  postalCode?: string;
};

export type CommunityEvent = {
  /** Stable for a given day: `<date>-<n>`. */
  id: string;
  title: string;
  category: EventCategory;
  /** As shown, e.g. "8:00 AM – 9:00 AM". */
  time: string;
  /** Start and end in Bangalore time, "HH:MM" (24-hour), for sorting and structured data. */
  startTime: string;
  endTime: string;
  /** As shown, e.g. "Community Hall, Jalahalli, Bangalore". */
  location: string;
  venue: EventVenue;
  description: string;
  capacity: number;
  enrolled: number;
  /** A drawing of the event's kind until it has a photograph. */
  image: Picture;
  /** ISO date (yyyy-mm-dd) in Bangalore time. */
  date: string;
  /** A published event's page, /events/<slug>; absent for the spec's sample events. */
  slug?: string;
  /** The offering page's programme it is a session of, "<page>/<programme>" (e.g. "health-wellness/meditation"). */
  programme?: string;
  /** One of the spec's sample events, shown until the operator publishes one: it cannot be booked. */
  example?: boolean;
  /** What one place costs in whole rupees; absent for a free event. */
  price?: number;
};


/** How many upcoming events the events page lists. */
export const UPCOMING_LIMIT = 6;

/**
 * The first `limit` of `events` (sorted) that start after `moment` ("yyyy-mm-dd HH:MM").
 * Pure, so the page can filter by category in the browser with the server's moment.
 */
export function upcomingFrom<E extends Pick<CommunityEvent, "date" | "startTime">>(
  events: readonly E[],
  moment: string,
  limit: number,
): E[] {
  return events.filter((e) => `${e.date} ${e.startTime}` > moment).slice(0, limit);
}

/** An event is full when enrolled is at least capacity (spec section 4). */
export function isFull(event: Pick<CommunityEvent, "enrolled" | "capacity">): boolean {
  return event.enrolled >= event.capacity;
}

/** Places still open, never negative. */
export function placesLeft(event: Pick<CommunityEvent, "enrolled" | "capacity">): number {
  return Math.max(0, event.capacity - event.enrolled);
}

// --- Bookings (docs/decisions/013-events.md) -------------------------------------------------

/** Places one registration may book: the visitor and up to three companions. */
export const MAX_SEATS = 4;

const eventStatuses = ["draft", "published", "cancelled"] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const registrationStatuses = ["confirmed", "waitlisted", "cancelled"] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/**
 * The capacity rule: a booking is confirmed while the confirmed seats plus the seats asked for fit
 * the capacity; otherwise it waits. Called with the event row locked, so no two bookings read the
 * same count.
 */
export function decideBooking(event: { capacity: number; confirmedSeats: number }, seats: number): "confirmed" | "waitlisted" {
  if (!Number.isInteger(seats) || seats < 1 || seats > MAX_SEATS) throw new RangeError(`seats must be 1 to ${MAX_SEATS}`);
  return event.confirmedSeats + seats <= event.capacity ? "confirmed" : "waitlisted";
}

/** Places still free on an event row (the booking service reads it under the row lock). */
export function freePlaces(event: { capacity: number; confirmedSeats: number }): number {
  return Math.max(0, event.capacity - event.confirmedSeats);
}

/** What a visitor asked for when they ask for more places than are left: to be asked, or the waiting list for all of them. */
export type WhenFewer = "ask" | "waitlist";

/** The form field by which a visitor chooses the waiting list for all the places they asked for (its value "waitlist"). */
export const WHEN_FEWER_FIELD = "whenFewer";

/**
 * A visitor's request for places: confirmed when it fits; on the waiting list when no
 * place is free. When some places are free but fewer than asked (someone booked while the visitor
 * was typing), nothing is decided for them: the answer is "fewer", and they choose to book the
 * places that are left or to wait for all they asked for ("waitlist", which they then post).
 */
export function decideRequest(event: { capacity: number; confirmedSeats: number }, seats: number, whenFewer: WhenFewer = "ask"): "confirmed" | "waitlisted" | "fewer" {
  const decided = decideBooking(event, seats);
  if (decided === "confirmed" || freePlaces(event) === 0 || whenFewer === "waitlist") return decided;
  return "fewer";
}

/**
 * Who on the waiting list (oldest first) is confirmed when places free up: each in turn while their
 * seats fit what is free; a booking too large for the places left is passed over, not split, and
 * keeps its place in the queue for later.
 */
export function promotable<W extends { seats: number }>(waiting: readonly W[], free: number): W[] {
  const chosen: W[] = [];
  let left = free;
  for (const booking of waiting) {
    if (booking.seats <= left) {
      chosen.push(booking);
      left -= booking.seats;
    }
    if (left <= 0) break;
  }
  return chosen;
}

/**
 * The page address of an event: its title and date, lower case, words joined by hyphens, e.g.
 * "Morning Yoga & Pranayama" on 2026-12-01 -> "morning-yoga-pranayama-2026-12-01".
 */
export function eventSlug(title: string, date: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return `${words || "event"}-${date}`;
}

/** An event is open for booking while it is published and has not started (Bangalore time, "yyyy-mm-dd HH:MM"). */
export function isBookable(event: { status: string; date: string; startTime: string }, moment: string): boolean {
  return event.status === "published" && `${event.date} ${event.startTime}` > moment;
}

// --- Running the programme (docs/decisions/021-running-the-programme.md) ---------------------

/** How an event on /admin/events/new repeats: each occurrence becomes an event of its own. */
export const eventRepeats = ["none", "weekly", "fortnightly", "monthly"] as const;
export type EventRepeat = (typeof eventRepeats)[number];

/** Occurrences of a repeating event, the first included. */
export const REPEAT_MIN = 2;
export const REPEAT_MAX = 52;

/**
 * The dates of `count` occurrences from `first` (yyyy-mm-dd): every 7 or 14 days, or the same day
 * of every month; a day the month lacks (the 31st in June) falls on its last day, and the next
 * month goes back to the first date's day. "none" is the first date alone.
 */
export function occurrenceDates(first: string, repeat: EventRepeat, count: number): string[] {
  if (repeat === "none") return [first];
  const [year, month, day] = first.split("-").map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, i) => {
    if (repeat !== "monthly") {
      const step = repeat === "weekly" ? 7 : 14;
      return new Date(Date.UTC(year, month - 1, day + i * step)).toISOString().slice(0, 10);
    }
    const index = year * 12 + (month - 1) + i;
    const [y, m] = [Math.floor(index / 12), index % 12];
    const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    return `${String(y).padStart(4, "0")}-${String(m + 1).padStart(2, "0")}-${String(Math.min(day, last)).padStart(2, "0")}`;
  });
}
