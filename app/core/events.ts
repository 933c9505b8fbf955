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
  /** Drives the locally generated placeholder picture; alt describes the intended photograph. */
  image: { title: string; alt: string };
  /** ISO date (yyyy-mm-dd) in Bangalore time. */
  date: string;
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
