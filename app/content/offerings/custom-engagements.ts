// /offerings/custom-engagements: the four event categories with their services, customisation
// cards, three regular custom events (guests 25 / 50 / 30: spec section 9), the 8-step planning
// process and what is included.
//
// The spec dates these events in 2024; this page is built ahead of time, so each event is given
// as the recurring occasion it is instead of a calendar date that would go stale.
import type { OfferingPage } from "#app/content/shapes/offerings.ts";
import { contactLink, programmeSessionsLink } from "#app/core/links.ts";
import { drawing } from "../illustrations.ts";

const path = "/offerings/custom-engagements";
const plan = (category: string) => ({ label: "Plan Your Event", href: contactLink("programs", category), context: category });
// The office can put on a date of any of these for everyone (a Diwali evening, a music afternoon):
// the quieter link beside "Plan Your Event" leads to the next ones, or to an enquiry when none is
// set (app/routes/programme-sessions.tsx decides at the press).
const nextDates = (id: string, category: string) => ({ label: "See the Next Dates", href: programmeSessionsLink(path, id), variant: "secondary" as const, context: category });
const learnMore = (event: string) => ({ label: "Learn More", href: contactLink("programs", event), context: event });

export const customEngagements: OfferingPage = {
  path,
  eventCategory: "social",
  seo: {
    title: "Custom Events and Celebrations for Seniors",
    description:
      "Birthdays, anniversaries, festival celebrations, interest groups and entertainment for seniors in Bangalore, planned with you from the first idea to the last guest home.",
    keywords: ["senior birthday party Bangalore", "events for elderly", "festival celebrations seniors", "interest groups for seniors", "event planning"],
  },
  hero: {
    title: "Custom Engagements",
    intro: "Tell us what you would like to celebrate or start, and we will plan it with you: a milestone birthday, a festival with friends, a weekly club or a musical afternoon.",
    actions: [
      { label: "See What We Plan", href: "/offerings/custom-engagements#event-categories" },
      { label: "Schedule Consultation", href: contactLink("programs", "an event planning consultation"), variant: "secondary" },
    ],
  },
  blocks: [
    {
      kind: "programmes",
      id: "event-categories",
      title: "Events we plan",
      intro: "Every event is booked for a date that suits you and planned around your guests' comfort.",
      items: [
        {
          id: "personal-celebrations",
          title: "Personal Celebrations",
          schedule: "By booking, on the date you choose",
          duration: "2 to 4 hours",
          groupSize: "From 10 to 60 guests",
          description: "Birthdays, wedding anniversaries, retirements and family reunions, at our centre or a venue of your choice.",
          benefitsTitle: "Why families choose us",
          benefits: ["No stress for the family", "Seating and food suited to older guests", "Memories captured in photographs"],
          list: {
            kind: "services",
            items: ["Venue booking and decoration", "Catering for every diet", "Cake, flowers and return gifts", "Photography"],
          },
          image: drawing("birthday"),
          action: plan("Personal Celebrations"),
          also: nextDates("personal-celebrations", "Personal Celebrations"),
        },
        {
          id: "cultural-festivals",
          title: "Cultural Festivals",
          schedule: "Around each festival, by booking",
          duration: "3 to 5 hours",
          groupSize: "From 20 to 100 guests",
          description: "Ugadi, Diwali, Onam, Pongal, Christmas and more, celebrated with traditional food, rituals, music and dress.",
          benefitsTitle: "Why members love them",
          benefits: ["Traditions kept alive and shared", "Festivals with friends, not alone", "Grandchildren welcome to join"],
          list: {
            kind: "services",
            items: ["Traditional decoration and rangoli", "Pooja arrangements", "Festive meals", "Cultural performances"],
          },
          image: drawing("festival"),
          action: plan("Cultural Festivals"),
          also: nextDates("cultural-festivals", "Cultural Festivals"),
        },
        {
          id: "interest-groups",
          title: "Interest-Based Groups",
          schedule: "Weekly or monthly, by booking",
          duration: "1.5 to 2 hours per meeting",
          groupSize: "From 6 to 30 members",
          description: "Start a club around something you love: books, gardening, cooking, chess, photography or music, and we help it meet and grow.",
          benefitsTitle: "Why members love them",
          benefits: ["Friends who share your passion", "Skills kept sharp and shared", "Something to look forward to each week"],
          list: {
            kind: "services",
            items: ["A regular room and timetable", "Materials and equipment", "Guest experts and outings", "Reminders to members"],
          },
          image: drawing("interest-groups"),
          action: plan("Interest-Based Groups"),
          also: nextDates("interest-groups", "Interest-Based Groups"),
        },
        {
          id: "entertainment-events",
          title: "Entertainment Events",
          schedule: "By booking, afternoons or evenings",
          duration: "2 to 3 hours",
          groupSize: "From 15 to 100 guests",
          description: "Music concerts, film screenings, talent shows, antakshari and quiz afternoons, with comfortable seating and good sound.",
          benefitsTitle: "Why members love them",
          benefits: ["Laughter and lively company", "A chance to perform for friends", "Good sound and clear screens for every seat"],
          list: {
            kind: "services",
            items: ["Artists and performers", "Sound system and screen", "Games and prizes", "Snacks and refreshments"],
          },
          image: drawing("entertainment"),
          action: plan("Entertainment Events"),
          also: nextDates("entertainment-events", "Entertainment Events"),
        },
      ],
    },
    {
      kind: "cards",
      id: "customisation",
      title: "Made to measure",
      items: [
        { title: "Your date and place", description: "At our centre, in your home or at a venue you like, on the day that suits your family." },
        { title: "Your menu", description: "Vegetarian, Jain, diabetic, low-salt or soft food: every guest eats well and safely." },
        { title: "Your programme", description: "Choose the music, games, prayers and speeches, and how long each part lasts." },
        { title: "Your guests' comfort", description: "Step-free access, comfortable chairs, quiet corners and help for guests who need it." },
      ],
    },
    {
      kind: "custom-events",
      id: "upcoming-custom-events",
      title: "Upcoming Customized Events",
      intro: "Regular events our members plan with us. Ask us about the next one, or about planning something similar.",
      items: [
        {
          date: "Last Friday of every month",
          event: "Birthday Celebration of the Month",
          type: "Personal Celebration",
          guests: 25,
          description: "A joint party for every member with a birthday that month: cake, songs, a small gift and a photograph to take home.",
          image: drawing("birthday"),
          action: learnMore("Birthday Celebration of the Month"),
        },
        {
          date: "Diwali week, in October or November each year",
          event: "Diwali Get-together",
          type: "Cultural Festival",
          guests: 50,
          description: "Diyas, rangoli, a festive lunch and a family afternoon of music, with grandchildren welcome.",
          image: drawing("diwali"),
          action: learnMore("Diwali Get-together"),
        },
        {
          date: "First Saturday of every month",
          event: "Gardening Club Meet",
          type: "Interest Group",
          guests: 30,
          description: "Members swap seeds and cuttings, learn from a guest gardener and plant up the centre's terrace garden together.",
          image: drawing("gardening"),
          action: learnMore("Gardening Club Meet"),
        },
      ],
    },
    {
      kind: "steps",
      id: "planning-process",
      title: "How we plan your event",
      intro: "Eight simple steps, with one person from our team looking after you from start to finish.",
      items: [
        { title: "Tell us your idea", description: "Call or message us with the occasion, a rough date and how many guests you expect." },
        { title: "Meet for a consultation", description: "We sit down with you, in person or on a call, to talk about what you would like." },
        { title: "Receive a plan and quote", description: "Within a few days you get a written plan with every cost listed clearly." },
        { title: "Choose the details", description: "Menu, decoration, music and programme: we adjust the plan until it feels right." },
        { title: "Confirm the booking", description: "A small advance confirms the date; we book the venue, food and performers." },
        { title: "Invite your guests", description: "We can send invitations and reminders, and arrange transport for guests who need it." },
        { title: "Enjoy the day", description: "Our team sets up, runs the event and looks after your guests, so you can simply enjoy it." },
        { title: "Share the memories", description: "We send you the photographs and ask how it went, so the next one is even better." },
      ],
    },
    {
      kind: "checklist",
      id: "whats-included",
      title: "What is included",
      style: "checks",
      items: [
        "A personal event coordinator",
        "A free planning consultation",
        "A written plan and a clear quote",
        "Venue booking at our centre or elsewhere",
        "Decoration in the style you choose",
        "Food and drinks for every diet",
        "Music, sound and a microphone",
        "Games, activities or performers",
        "Accessible seating and step-free access",
        "Staff to welcome and help guests",
        "Photographs of the event",
        "Setting up and clearing away",
      ],
    },
    {
      kind: "cta",
      id: "start",
      title: "Let us plan something special",
      text: "Share your idea with us, however small or large. The first consultation is free and there is no obligation to book.",
      actions: [
        { label: "Start Planning Today", href: contactLink("programs", "planning a custom event"), variant: "light" },
        { label: "Schedule Consultation", href: contactLink("programs", "an event planning consultation"), variant: "light" },
      ],
    },
  ],
};
