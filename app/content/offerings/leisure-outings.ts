// /offerings/leisure-outings: the four tour categories with the spec's schedules (section 9),
// feature cards, the three regular tours (prices 800 / 1200 / 500 rupees, 20 / 15 / 25 seats),
// the safety list and what is included.
//
// The spec dates its three tours in February and March 2024. This page is built ahead of time,
// so a calendar date would go stale; each tour runs monthly, and the card says when.
import type { OfferingPage } from "#app/content/shapes/offerings.ts";
import { contactLink, programmeSessionsLink } from "#app/core/links.ts";
import { drawing } from "../illustrations.ts";

const path = "/offerings/leisure-outings";
// A tour category's button leads to its next dates on /events, priced walks included (the events
// the office made sessions of it), or to an enquiry about it when none is set
// (app/routes/programme-sessions.tsx decides at the press).
const bookCategory = (id: string, category: string) => ({
  label: "Book This Tour Category",
  href: programmeSessionsLink(path, id),
  context: category,
});
const bookTour = (destination: string) => ({ label: "Book Now", href: contactLink("outings", destination), context: destination });

export const leisureOutings: OfferingPage = {
  path,
  eventCategory: "outing",
  seo: {
    title: "Leisure Outings and Day Tours for Seniors",
    description:
      "Escorted day trips for seniors around Bangalore: heritage sites, gardens, temples and scenic drives, with comfortable transport, meals and rest stops every 1 to 2 hours.",
    keywords: ["day trips for seniors Bangalore", "senior citizen tours", "temple tours for elderly", "heritage outings Bangalore", "escorted tours"],
  },
  hero: {
    title: "Leisure Outings",
    intro: "See the best of Bangalore and beyond at a gentle pace. We plan the route, the meals and the rest stops, and an escort stays with the group all day.",
    actions: [
      { label: "See the Tours", href: "/offerings/leisure-outings#tour-categories" },
      { label: "Book Your Tour Today", href: contactLink("outings", "booking a tour"), variant: "secondary" },
    ],
  },
  blocks: [
    {
      kind: "programmes",
      id: "tour-categories",
      title: "Our tours",
      intro: "Four kinds of outing, each on its own days of the week. Times are from departure to return at our centre.",
      items: [
        {
          id: "cultural-heritage",
          title: "Cultural & Heritage",
          schedule: "Tuesday and Friday, 9:00 AM to 4:00 PM",
          duration: "7 hours",
          description: "Palaces, museums, old markets and historic neighbourhoods, with a guide who brings their stories to life.",
          benefitsTitle: "Why members love it",
          benefits: ["History told by expert guides", "Short walks with plenty of seating", "Lunch at a trusted restaurant"],
          list: {
            kind: "destinations",
            items: ["Bangalore Palace", "Tipu Sultan's Summer Palace", "Government Museum and Venkatappa Art Gallery", "Basavanagudi and Malleswaram heritage walks"],
          },
          image: drawing("palace"),
          action: bookCategory("cultural-heritage", "Cultural & Heritage"),
        },
        {
          id: "nature-garden",
          title: "Nature & Garden",
          schedule: "Wednesday and Saturday, 8:00 AM to 2:00 PM",
          duration: "6 hours",
          description: "Unhurried mornings among trees, flowers and lakes, when the air is cool and the paths are quiet.",
          benefitsTitle: "Why members love it",
          benefits: ["Fresh air and gentle walking", "Flat, well-kept paths", "Breakfast in the open air"],
          list: {
            kind: "destinations",
            items: ["Lalbagh Botanical Garden", "Cubbon Park", "Hesaraghatta Lake", "Sankey Tank"],
          },
          image: drawing("garden"),
          action: bookCategory("nature-garden", "Nature & Garden"),
        },
        {
          id: "spiritual-temple",
          title: "Spiritual & Temple",
          schedule: "Thursday and Sunday, 6:00 AM to 3:00 PM",
          duration: "9 hours",
          description: "Early starts for a peaceful darshan before the crowds, with time for prayer and a simple prasad lunch.",
          benefitsTitle: "Why members love it",
          benefits: ["Darshan before the queues grow", "Help with steps and footwear", "Time for quiet prayer"],
          list: {
            kind: "destinations",
            items: ["ISKCON Temple, Rajajinagar", "Dodda Ganapathi and Bull Temple, Basavanagudi", "Gavi Gangadhareshwara Temple", "Ghati Subramanya Temple"],
          },
          image: drawing("temple"),
          action: bookCategory("spiritual-temple", "Spiritual & Temple"),
        },
        {
          id: "scenic-day-trips",
          title: "Scenic Day Trips",
          schedule: "Once a month, 7:00 AM to 6:00 PM",
          duration: "11 hours",
          description: "A longer journey out of the city to hills, rivers and historic towns, with comfortable coaches and regular rest stops.",
          benefitsTitle: "Why members love it",
          benefits: ["A full day out with friends", "Breathtaking views without a hard climb", "Breakfast, lunch and tea included"],
          list: {
            kind: "destinations",
            items: ["Nandi Hills", "Mysuru and Srirangapatna", "Shivanasamudra Falls", "Lepakshi"],
          },
          image: drawing("day-trip"),
          action: bookCategory("scenic-day-trips", "Scenic Day Trips"),
        },
      ],
    },
    {
      kind: "cards",
      id: "tour-features",
      title: "Planned for comfort",
      items: [
        { title: "Comfortable transport", description: "Air-conditioned vehicles with easy steps, reserved front seats and room for walkers and wheelchairs." },
        { title: "Small escorted groups", description: "Each group of 6 to 10 travellers has its own trained escort, from departure to return." },
        { title: "An easy pace", description: "Short walks, plenty of seating and rest stops every 1 to 2 hours. Nobody is ever hurried." },
        { title: "Good, safe food", description: "Clean, trusted places to eat, with vegetarian, diabetic and low-salt choices." },
      ],
    },
    {
      kind: "tours",
      id: "upcoming-tours",
      title: "Upcoming Tours",
      intro: "These three trips run every month. Ask us for the next date and we will hold a seat for you.",
      items: [
        {
          date: "First Thursday of every month",
          destination: "ISKCON Temple and the Bull Temple",
          spots: 20,
          price: 800,
          description: "Morning darshan at two of Bangalore's best-loved temples, followed by prasad lunch and a rest before the drive home.",
          category: "Spiritual",
          image: drawing("temple"),
          action: bookTour("ISKCON Temple and the Bull Temple"),
        },
        {
          date: "Second Friday of every month",
          destination: "Bangalore Palace and Tipu Sultan's Summer Palace",
          spots: 15,
          price: 1200,
          description: "A guided visit to two palaces, with entry tickets and lunch included.",
          category: "Cultural",
          image: drawing("palace"),
          action: bookTour("Bangalore Palace and Tipu Sultan's Summer Palace"),
        },
        {
          date: "Last Saturday of every month",
          destination: "Lalbagh Botanical Garden",
          spots: 25,
          price: 500,
          description: "A slow morning walk past the glass house, the lake and the flower beds, with breakfast in the garden.",
          category: "Nature",
          image: drawing("garden"),
          action: bookTour("Lalbagh Botanical Garden"),
        },
      ],
    },
    {
      kind: "checklist",
      id: "safety",
      title: "Your safety on every trip",
      style: "checks",
      items: [
        "A trained escort stays with the group from start to finish",
        "Rest stops every 1 to 2 hours, with clean toilets",
        "A first-aid kit and a staff member trained in first aid",
        "Your emergency contacts and health notes carried with the group",
        "Routes checked in advance for steps, slopes and seating",
        "Drinking water and snacks available all day",
        "A phone update to family on request when the group sets off and returns",
        "Nearest hospitals noted for every destination",
      ],
    },
    {
      kind: "checklist",
      id: "whats-included",
      title: "What is included",
      style: "checks",
      items: [
        "Pick-up from and drop-off at our centre",
        "Air-conditioned transport",
        "A trained escort for every small group",
        "Entry tickets",
        "A local guide at heritage sites",
        "Breakfast or lunch, depending on the trip",
        "Tea, coffee and snacks",
        "Bottled drinking water",
        "Wheelchair help on request",
        "Help with steps, queues and footwear at temples",
        "A photograph of the day for every traveller",
        "A printed plan of the day with the escort's phone number",
      ],
    },
    {
      kind: "cta",
      id: "book",
      title: "Ready for a day out?",
      text: "Tell us which trip you would like to join. We will confirm the next date, answer your questions and keep a seat for you.",
      actions: [
        { label: "Explore Our Tours", href: "/offerings/leisure-outings#upcoming-tours", variant: "light" },
        { label: "Book Your Tour Today", href: contactLink("outings", "booking a tour"), variant: "light" },
      ],
    },
  ],
};
