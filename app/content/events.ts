// The events calendar's content: the event shape, the category labels and the one function the
// pages call (getEvents / getUpcomingEvents). Until the community keeps a real programme, the
// events are sample data as the spec describes (next 60 days, 1 to 3 a day, capacities 20, 15,
// 50, 30, 25, enrolled at most 80 % of capacity), drawn from the lists below by a PRNG seeded
// with today's date in Bangalore: the same day always gives the same events, so the server's
// HTML and the hydrated page agree, and the calendar moves on by itself each day.
// To use real events, replace the body of getEvents(); nothing else needs to change.
import { site } from "./site.ts";

export const eventCategories = ["wellness", "technology", "social", "spiritual", "outing"] as const;
export type EventCategory = (typeof eventCategories)[number];

export const eventCategoryLabels: Record<EventCategory, string> = {
  wellness: "Wellness",
  technology: "Technology",
  social: "Social",
  spiritual: "Spiritual",
  outing: "Outing",
};

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

/** Bangalore's time zone: every date on the site is a Bangalore date. */
export const EVENTS_TIME_ZONE = "Asia/Kolkata";
/** The spec's sample-data rules (section 9). */
export const SAMPLE_DAYS = 60;
export const SAMPLE_CAPACITIES = [20, 15, 50, 30, 25] as const;
export const SAMPLE_MAX_FILL = 0.8;
export const UPCOMING_LIMIT = 6;

const centre = (room: string): EventVenue => ({
  name: `${room}, ${site.shortBrand} Centre`,
  locality: `${site.address.locality}, ${site.address.city}`,
  postalCode: site.address.postalCode,
});

type EventTemplate = {
  title: string;
  description: string;
  venue: EventVenue;
  start: string;
  end: string;
  alt: string;
};

// Realistic programme items for each category, written from the spec's programme facts
// (schedules, group sizes and places in and around Bangalore).
const templates: Record<EventCategory, EventTemplate[]> = {
  wellness: [
    {
      title: "Gentle Morning Yoga",
      description: "Slow stretches and easy breathing, on a mat or a chair. Our instructor shows a simpler version of every pose.",
      venue: centre("Garden Terrace"),
      start: "08:00",
      end: "09:00",
      alt: "Seniors stretching on yoga mats on a garden terrace",
    },
    {
      title: "Guided Meditation Circle",
      description: "Thirty quiet minutes of guided relaxation to settle the mind and ease stress. No experience needed.",
      venue: centre("Quiet Room"),
      start: "07:00",
      end: "07:30",
      alt: "A small group sitting with eyes closed in a calm room",
    },
    {
      title: "Free Health Check Camp",
      description: "Blood pressure, blood sugar and weight checks with a visiting nurse, and time to ask about your readings.",
      venue: centre("Wellness Room"),
      start: "10:00",
      end: "12:00",
      alt: "A nurse checking a senior's blood pressure",
    },
    {
      title: "Chair Exercise Class",
      description: "Seated and standing movements that build strength and balance safely, at your own pace.",
      venue: centre("Community Hall"),
      start: "17:00",
      end: "18:00",
      alt: "Seniors exercising while seated on chairs",
    },
    {
      title: "Healthy Cooking Demonstration",
      description: "Simple, tasty dishes rich in calcium, fibre and protein, with recipes to take home.",
      venue: centre("Community Kitchen"),
      start: "11:00",
      end: "12:30",
      alt: "A cook showing a healthy dish to a group",
    },
    {
      title: "Fall Prevention Workshop",
      description: "A physiotherapist explains how to make your home safer and practises steady walking with you.",
      venue: centre("Community Hall"),
      start: "10:30",
      end: "12:00",
      alt: "A physiotherapist guiding a senior through a balance exercise",
    },
  ],
  technology: [
    {
      title: "Smartphone Basics",
      description: "Calls, contacts, the camera and text size: a patient, hands-on class in a group of four to six.",
      venue: centre("Computer Room"),
      start: "11:00",
      end: "12:30",
      alt: "A tutor helping a senior with a smartphone",
    },
    {
      title: "Video Calling with Family",
      description: "Learn to make and answer video calls so you can see your children and grandchildren wherever they live.",
      venue: centre("Computer Room"),
      start: "11:00",
      end: "12:30",
      alt: "A senior smiling during a video call on a tablet",
    },
    {
      title: "Safe Online Banking and UPI",
      description: "Pay bills and send money with UPI safely, and learn to spot fraud calls and fake messages.",
      venue: centre("Computer Room"),
      start: "15:00",
      end: "16:30",
      alt: "A tutor explaining a payment app on a phone",
    },
    {
      title: "Spotting Online Scams",
      description: "Real examples of scam messages and calls, the warning signs, and what to do if something feels wrong.",
      venue: centre("Community Hall"),
      start: "15:00",
      end: "16:00",
      alt: "A group looking at examples of suspicious messages on a screen",
    },
    {
      title: "Online Shopping and Bookings",
      description: "Order groceries and medicines, book a cab or a train ticket, step by step and at your own speed.",
      venue: centre("Computer Room"),
      start: "11:00",
      end: "12:30",
      alt: "A senior ordering groceries on a laptop with a tutor",
    },
    {
      title: "Photos and WhatsApp Help Desk",
      description: "Bring your phone and your questions: sharing photos, voice messages, groups and freeing up space.",
      venue: centre("Computer Room"),
      start: "15:00",
      end: "16:00",
      alt: "Volunteers helping seniors with their phones at a help desk",
    },
  ],
  social: [
    {
      title: "Morning Coffee Meetup",
      description: "Filter coffee, snacks and good conversation. A warm way to meet new friends.",
      venue: centre("Community Hall"),
      start: "10:00",
      end: "11:30",
      alt: "Friends chatting over coffee at a table",
    },
    {
      title: "Book Club Afternoon",
      description: "This month we share favourite short stories in English and Kannada. Read along or simply listen.",
      venue: centre("Library Corner"),
      start: "15:00",
      end: "16:30",
      alt: "A group of seniors discussing books",
    },
    {
      title: "Old Film Songs Sing-Along",
      description: "Sing the songs you grew up with, with a harmonium player and lyrics printed in large type.",
      venue: centre("Community Hall"),
      start: "16:00",
      end: "17:30",
      alt: "Seniors singing together around a harmonium",
    },
    {
      title: "Carrom and Board Games",
      description: "Carrom, chess, ludo and cards: friendly games, tea, and plenty of laughter.",
      venue: centre("Games Room"),
      start: "14:30",
      end: "16:30",
      alt: "Two seniors playing carrom",
    },
    {
      title: "Arts and Crafts Hour",
      description: "Rangoli, paper crafts and painting. All materials provided; no skill needed, just curiosity.",
      venue: centre("Activity Room"),
      start: "10:30",
      end: "12:00",
      alt: "Hands working on a colourful paper craft",
    },
    {
      title: "Memory Lane Storytelling",
      description: "Share a story from your life, or listen to others. Families are welcome to join.",
      venue: centre("Library Corner"),
      start: "16:00",
      end: "17:00",
      alt: "A senior telling a story to an attentive group",
    },
  ],
  spiritual: [
    {
      title: "Evening Bhajan Sandhya",
      description: "Devotional singing with harmonium and tabla, followed by tea. Song sheets in large print.",
      venue: centre("Prayer Hall"),
      start: "18:00",
      end: "19:30",
      alt: "A group singing bhajans with a harmonium",
    },
    {
      title: "Bhagavad Gita Study Circle",
      description: "A verse at a time, read aloud and discussed in simple words by a visiting scholar.",
      venue: centre("Prayer Hall"),
      start: "17:00",
      end: "18:30",
      alt: "Seniors reading scripture together",
    },
    {
      title: "Sunrise Meditation and Chanting",
      description: "A calm start to the day with gentle chanting and a guided meditation.",
      venue: centre("Garden Terrace"),
      start: "07:00",
      end: "08:00",
      alt: "A group meditating in the early morning light",
    },
    {
      title: "Satsang and Discussion",
      description: "An open conversation on a theme from the scriptures, with room for every question and view.",
      venue: centre("Prayer Hall"),
      start: "16:00",
      end: "17:30",
      alt: "A group seated in a circle in discussion",
    },
    {
      title: "Vishnu Sahasranama Chanting",
      description: "Chant together with the text in large print; beginners sit beside an experienced member.",
      venue: centre("Prayer Hall"),
      start: "07:00",
      end: "08:00",
      alt: "Seniors chanting with prayer books",
    },
  ],
  outing: [
    {
      title: "Lalbagh Garden Walk",
      description: "An unhurried walk past the glass house and the lake, with benches, rest stops and a wheelchair on hand.",
      venue: { name: "Lalbagh Botanical Garden", locality: "Mavalli, Bangalore", postalCode: "560004" },
      start: "08:00",
      end: "11:00",
      alt: "Seniors walking along a garden path among trees",
    },
    {
      title: "Cubbon Park Picnic",
      description: "A shaded picnic with home-style food, light games and music under the old trees.",
      venue: { name: "Cubbon Park", locality: "Sampangi Rama Nagar, Bangalore", postalCode: "560001" },
      start: "09:00",
      end: "13:00",
      alt: "A group enjoying a picnic on the grass",
    },
    {
      title: "Bangalore Palace Heritage Tour",
      description: "A guided tour of the palace and its gardens, with seating breaks and help with the steps.",
      venue: { name: "Bangalore Palace", locality: "Vasanth Nagar, Bangalore", postalCode: "560052" },
      start: "10:00",
      end: "14:00",
      alt: "Seniors on a guided tour in front of a palace",
    },
    {
      title: "ISKCON Temple Visit",
      description: "Darshan at the temple with transport both ways, a lunch stop and an escort for every small group.",
      venue: { name: "ISKCON Temple", locality: "Rajajinagar, Bangalore", postalCode: "560010" },
      start: "09:00",
      end: "15:00",
      alt: "A group arriving at a temple entrance",
    },
    {
      title: "Nandi Hills Sunrise Trip",
      description: "An early drive to see the sunrise from the hills, with breakfast and frequent rest stops.",
      venue: { name: "Nandi Hills viewpoint", locality: "Chikkaballapur District", postalCode: "562103" },
      start: "06:00",
      end: "15:00",
      alt: "A view of hills and clouds at sunrise",
    },
    {
      title: "Science Museum Outing",
      description: "An easy-paced visit to the Visvesvaraya Industrial and Technological Museum, with lifts throughout.",
      venue: {
        name: "Visvesvaraya Industrial and Technological Museum",
        locality: "Kasturba Road, Bangalore",
        postalCode: "560001",
      },
      start: "10:00",
      end: "14:00",
      alt: "Seniors looking at an exhibit in a museum",
    },
  ],
};

/** Today's date in Bangalore as yyyy-mm-dd. */
export function bangaloreDate(now: Date = new Date()): string {
  // en-CA formats as yyyy-mm-dd.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: EVENTS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** The current time in Bangalore as "HH:MM" (24-hour). */
function bangaloreTime(now: Date): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: EVENTS_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("hour")}:${get("minute")}`;
}

/** Adds whole days to a yyyy-mm-dd date (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** "08:00" -> "8:00 AM". */
export function formatClock(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const suffix = h < 12 ? "AM" : "PM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same sequence everywhere. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: turns the date string into a 32-bit seed. */
function seedFrom(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The sample programme for the SAMPLE_DAYS days starting on `startDate` (yyyy-mm-dd): 1 to 3 events
 * a day, no title twice on one day, sorted by date and start time. Pure: the same date gives the
 * same events.
 */
export function generateSampleEvents(startDate: string): CommunityEvent[] {
  const random = mulberry32(seedFrom(startDate));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const events: CommunityEvent[] = [];
  for (let day = 0; day < SAMPLE_DAYS; day++) {
    const date = addDays(startDate, day);
    const count = 1 + Math.floor(random() * 3);
    const chosen: { category: EventCategory; template: EventTemplate }[] = [];
    while (chosen.length < count) {
      const category = pick(eventCategories);
      const template = pick(templates[category]);
      if (!chosen.some((c) => c.template === template)) chosen.push({ category, template });
    }
    chosen.sort((a, b) => a.template.start.localeCompare(b.template.start));
    chosen.forEach(({ category, template }, n) => {
      const capacity = pick(SAMPLE_CAPACITIES);
      // Up to 80 % of capacity, whole places: 0 ..= floor(0.8 * capacity).
      const enrolled = Math.floor(random() * (Math.floor(capacity * SAMPLE_MAX_FILL) + 1));
      events.push({
        id: `${date}-${n + 1}`,
        title: template.title,
        category,
        time: `${formatClock(template.start)} – ${formatClock(template.end)}`,
        startTime: template.start,
        endTime: template.end,
        location: `${template.venue.name}, ${template.venue.locality}`,
        venue: template.venue,
        description: template.description,
        capacity,
        enrolled,
        image: { title: template.title, alt: template.alt },
        date,
      });
    });
  }
  return events;
}

// One day's sample programme is the same for every request that day: keep the last one.
let cached: { date: string; events: CommunityEvent[] } | undefined;

/**
 * Every scheduled event from today (Bangalore) onwards, sorted by date and start time.
 * The single source of events for the site: swap the sample generator for real data here.
 */
export function getEvents(now: Date = new Date()): CommunityEvent[] {
  const today = bangaloreDate(now);
  if (cached?.date !== today) cached = { date: today, events: generateSampleEvents(today) };
  return cached.events;
}

/** "yyyy-mm-dd HH:MM" in Bangalore: the moment upcoming events are counted from. */
export function bangaloreMoment(now: Date = new Date()): string {
  return `${bangaloreDate(now)} ${bangaloreTime(now)}`;
}

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

/** The next `limit` events that have not started yet (Bangalore time). */
export function getUpcomingEvents(limit: number, now: Date = new Date()): CommunityEvent[] {
  return upcomingFrom(getEvents(now), bangaloreMoment(now), limit);
}

/** An event is full when enrolled is at least capacity (spec section 4). */
export function isFull(event: Pick<CommunityEvent, "enrolled" | "capacity">): boolean {
  return event.enrolled >= event.capacity;
}

/** Places still open, never negative. */
export function placesLeft(event: Pick<CommunityEvent, "enrolled" | "capacity">): number {
  return Math.max(0, event.capacity - event.enrolled);
}
