// The sample programme's words and facts (spec section 9): realistic programme
// items for each category with their venue and hours. The generator that draws a day's events from
// them is app/lib/events/sample-event-generator.ts.
import { site } from "#app/core/site.ts";
import type { EventCategory, EventVenue } from "#app/core/events.ts";
import type { Illustration } from "./illustrations.ts";


/** The spec's sample-data rules (section 9). */
export const SAMPLE_DAYS = 60;
export const SAMPLE_CAPACITIES = [20, 15, 50, 30, 25] as const;
export const SAMPLE_MAX_FILL = 0.8;

const centre = (room: string): EventVenue => ({
  name: `${room}, ${site.shortBrand} Centre`,
  locality: `${site.address.locality}, ${site.address.city}`,
  postalCode: site.address.postalCode,
});

export type EventTemplate = {
  title: string;
  description: string;
  venue: EventVenue;
  start: string;
  end: string;
  /** The drawing that stands for the event until it has a photograph (app/content/illustrations.ts). */
  art: Illustration;
  /** The offering page's programme it is a session of, "<page>/<programme>" (app/content/offerings/). */
  programme?: string;
};

// Realistic programme items for each category, written from the spec's programme facts
// (schedules, group sizes and places in and around Bangalore).
export const sampleEventTemplates: Record<EventCategory, EventTemplate[]> = {
  wellness: [
    {
      title: "Gentle Morning Yoga",
      description: "Slow stretches and easy breathing, on a mat or a chair. Our instructor shows a simpler version of every pose.",
      venue: centre("Garden Terrace"),
      start: "08:00",
      end: "09:00",
      art: "yoga",
      programme: "health-wellness/gentle-yoga",
    },
    {
      title: "Guided Meditation Circle",
      description: "Thirty quiet minutes of guided relaxation to settle the mind and ease stress. No experience needed.",
      venue: centre("Quiet Room"),
      start: "07:00",
      end: "07:30",
      art: "meditation",
      programme: "health-wellness/meditation",
    },
    {
      title: "Free Health Check Camp",
      description: "Blood pressure, blood sugar and weight checks with a visiting nurse, and time to ask about your readings.",
      venue: centre("Wellness Room"),
      start: "10:00",
      end: "12:00",
      art: "health-check",
      programme: "health-wellness/health-monitoring",
    },
    {
      title: "Chair Exercise Class",
      description: "Seated and standing movements that build strength and balance safely, at your own pace.",
      venue: centre("Community Hall"),
      start: "17:00",
      end: "18:00",
      art: "exercise",
      programme: "health-wellness/group-exercise",
    },
    {
      title: "Healthy Cooking Demonstration",
      description: "Simple, tasty dishes rich in calcium, fibre and protein, with recipes to take home.",
      venue: centre("Community Kitchen"),
      start: "11:00",
      end: "12:30",
      art: "meal",
    },
    {
      title: "Fall Prevention Workshop",
      description: "A physiotherapist explains how to make your home safer and practises steady walking with you.",
      venue: centre("Community Hall"),
      start: "10:30",
      end: "12:00",
      art: "exercise",
    },
  ],
  technology: [
    {
      title: "Smartphone Basics",
      description: "Calls, contacts, the camera and text size: a patient, hands-on class in a group of four to six.",
      venue: centre("Computer Room"),
      start: "11:00",
      end: "12:30",
      art: "smartphone",
      programme: "technology/smartphone-basics",
    },
    {
      title: "Video Calling with Family",
      description: "Learn to make and answer video calls so you can see your children and grandchildren wherever they live.",
      venue: centre("Computer Room"),
      start: "11:00",
      end: "12:30",
      art: "video-call",
      programme: "technology/video-calling",
    },
    {
      title: "Safe Online Banking and UPI",
      description: "Pay bills and send money with UPI safely, and learn to spot fraud calls and fake messages.",
      venue: centre("Computer Room"),
      start: "15:00",
      end: "16:30",
      art: "banking",
      programme: "technology/digital-safety-security",
    },
    {
      title: "Spotting Online Scams",
      description: "Real examples of scam messages and calls, the warning signs, and what to do if something feels wrong.",
      venue: centre("Community Hall"),
      start: "15:00",
      end: "16:00",
      art: "digital-safety",
      programme: "technology/digital-safety-security",
    },
    {
      title: "Online Shopping and Bookings",
      description: "Order groceries and medicines, book a cab or a train ticket, step by step and at your own speed.",
      venue: centre("Computer Room"),
      start: "11:00",
      end: "12:30",
      art: "online-services",
      programme: "technology/online-services-shopping",
    },
    {
      title: "Photos and WhatsApp Help Desk",
      description: "Bring your phone and your questions: sharing photos, voice messages, groups and freeing up space.",
      venue: centre("Computer Room"),
      start: "15:00",
      end: "16:00",
      art: "smartphone",
    },
  ],
  social: [
    {
      title: "Morning Coffee Meetup",
      description: "Filter coffee, snacks and good conversation. A warm way to meet new friends.",
      venue: centre("Community Hall"),
      start: "10:00",
      end: "11:30",
      art: "community",
    },
    {
      title: "Book Club Afternoon",
      description: "This month we share favourite short stories in English and Kannada. Read along or simply listen.",
      venue: centre("Library Corner"),
      start: "15:00",
      end: "16:30",
      art: "scripture",
    },
    {
      title: "Old Film Songs Sing-Along",
      description: "Sing the songs you grew up with, with a harmonium player and lyrics printed in large type.",
      venue: centre("Community Hall"),
      start: "16:00",
      end: "17:30",
      art: "entertainment",
    },
    {
      title: "Carrom and Board Games",
      description: "Carrom, chess, ludo and cards: friendly games, tea, and plenty of laughter.",
      venue: centre("Games Room"),
      start: "14:30",
      end: "16:30",
      art: "interest-groups",
    },
    {
      title: "Arts and Crafts Hour",
      description: "Rangoli, paper crafts and painting. All materials provided; no skill needed, just curiosity.",
      venue: centre("Activity Room"),
      start: "10:30",
      end: "12:00",
      art: "festival",
    },
    {
      title: "Memory Lane Storytelling",
      description: "Share a story from your life, or listen to others. Families are welcome to join.",
      venue: centre("Library Corner"),
      start: "16:00",
      end: "17:00",
      art: "community",
    },
  ],
  spiritual: [
    {
      title: "Evening Bhajan Sandhya",
      description: "Devotional singing with harmonium and tabla, followed by tea. Song sheets in large print.",
      venue: centre("Prayer Hall"),
      start: "18:00",
      end: "19:30",
      art: "bhajan",
      programme: "satsangs/bhajan-sandhya",
    },
    {
      title: "Bhagavad Gita Study Circle",
      description: "A verse at a time, read aloud and discussed in simple words by a visiting scholar.",
      venue: centre("Prayer Hall"),
      start: "17:00",
      end: "18:30",
      art: "scripture",
      programme: "satsangs/scripture-study",
    },
    {
      title: "Sunrise Meditation and Chanting",
      description: "A calm start to the day with gentle chanting and a guided meditation.",
      venue: centre("Garden Terrace"),
      start: "07:00",
      end: "08:00",
      art: "meditation",
      programme: "satsangs/morning-meditation",
    },
    {
      title: "Satsang and Discussion",
      description: "An open conversation on a theme from the scriptures, with room for every question and view.",
      venue: centre("Prayer Hall"),
      start: "16:00",
      end: "17:30",
      art: "community",
      programme: "satsangs/spiritual-discussions",
    },
    {
      title: "Vishnu Sahasranama Chanting",
      description: "Chant together with the text in large print; beginners sit beside an experienced member.",
      venue: centre("Prayer Hall"),
      start: "07:00",
      end: "08:00",
      art: "bhajan",
    },
  ],
  outing: [
    {
      title: "Lalbagh Garden Walk",
      description: "An unhurried walk past the glass house and the lake, with benches, rest stops and a wheelchair on hand.",
      venue: { name: "Lalbagh Botanical Garden", locality: "Mavalli, Bangalore", postalCode: "560004" },
      start: "08:00",
      end: "11:00",
      art: "garden",
      programme: "leisure-outings/nature-garden",
    },
    {
      title: "Cubbon Park Picnic",
      description: "A shaded picnic with home-style food, light games and music under the old trees.",
      venue: { name: "Cubbon Park", locality: "Sampangi Rama Nagar, Bangalore", postalCode: "560001" },
      start: "09:00",
      end: "13:00",
      art: "garden",
      programme: "leisure-outings/nature-garden",
    },
    {
      title: "Bangalore Palace Heritage Tour",
      description: "A guided tour of the palace and its gardens, with seating breaks and help with the steps.",
      venue: { name: "Bangalore Palace", locality: "Vasanth Nagar, Bangalore", postalCode: "560052" },
      start: "10:00",
      end: "14:00",
      art: "palace",
      programme: "leisure-outings/cultural-heritage",
    },
    {
      title: "ISKCON Temple Visit",
      description: "Darshan at the temple with transport both ways, a lunch stop and an escort for every small group.",
      venue: { name: "ISKCON Temple", locality: "Rajajinagar, Bangalore", postalCode: "560010" },
      start: "09:00",
      end: "15:00",
      art: "temple",
      programme: "leisure-outings/spiritual-temple",
    },
    {
      title: "Nandi Hills Sunrise Trip",
      description: "An early drive to see the sunrise from the hills, with breakfast and frequent rest stops.",
      venue: { name: "Nandi Hills viewpoint", locality: "Chikkaballapur District", postalCode: "562103" },
      start: "06:00",
      end: "15:00",
      art: "day-trip",
      programme: "leisure-outings/scenic-day-trips",
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
      art: "outing",
    },
  ],
};

