// Every sentence of the home page (/). The statistics come from statistics.ts, the three
// testimonials from testimonials.ts and the event teasers from events.ts.
import type { HomePage } from "#app/content/shapes/home-about.ts";
import { site } from "#app/core/site.ts";
import { openingHours } from "./opening-hours.ts";
import { statistics } from "#app/content/statistics.ts";
import { drawing } from "./illustrations.ts";

export const home: HomePage = {
  path: "/",
  seo: {
    title: "Activities, Wellness and Outings for Seniors in Bangalore",
    description: `${site.brand} in ${site.address.locality}, Bangalore: gentle yoga, technology classes, day tours, satsangs and celebrations for people aged ${site.eligibleAge} and above.`,
    keywords: [
      "senior citizens Bangalore",
      "activities for seniors",
      "elderly wellness programmes",
      "senior day trips Bangalore",
      "satsang for seniors",
      "technology classes for elders",
      site.address.locality,
    ],
  },
  hero: {
    title: "Good company and joyful days for seniors in Bangalore",
    intro: `${site.brand} brings people aged ${site.eligibleAge} and above together for gentle exercise, learning, outings, satsangs and celebrations, close to home in ${site.address.locality}, with caring staff who know every member by name.`,
    actions: [
      { label: "Explore Our Services", href: "/join-us" },
      { label: "Join Our Community", href: "/contact", variant: "secondary" },
    ],
  },
  stats: {
    id: "our-numbers",
    title: "Our community in numbers",
    items: statistics,
  },
  services: {
    id: "services",
    title: "What we offer",
    intro: "Five kinds of programme, each planned around the pace, interests and safety of older adults.",
    items: [
      {
        title: "Engagement Activities",
        description:
          "Weekday mornings of yoga, light exercise, music, games and conversation, in small groups where everyone takes part.",
        href: "/offerings/health-wellness",
        linkLabel: "See health and wellness",
        image: drawing("interest-groups"),
      },
      {
        title: "Experiential Tours",
        description:
          "Guided day trips to temples, gardens and heritage sites around Bangalore, with comfortable transport, rest stops and an escort.",
        href: "/offerings/leisure-outings",
        linkLabel: "See leisure outings",
        image: drawing("day-trip"),
      },
      {
        title: "Online Knowledge Sharing",
        description:
          "A daily online hour where members and guest speakers share skills, stories and practical advice, joined from your own home.",
        href: "/offerings/technology",
        linkLabel: "See technology tutoring",
        image: drawing("knowledge-sharing"),
      },
      {
        title: "Online Training",
        description:
          "Patient lessons for four to six learners on smartphones, video calls, online payments and staying safe from scams.",
        href: "/offerings/technology",
        linkLabel: "See technology courses",
        image: drawing("training"),
      },
      {
        title: "Customised Events",
        description:
          "Birthdays, anniversaries, festivals and interest groups, planned with you down to the menu, the music and the seating.",
        href: "/offerings/custom-engagements",
        linkLabel: "See custom engagements",
        image: drawing("custom-event"),
      },
    ],
  },
  about: {
    id: "about-us",
    title: "A second home for the golden years",
    paragraphs: [
      `Since 2019 ${site.brand} has been a place where older adults in ${site.address.city} come to move, learn, laugh and look out for one another. Families tell us their parents come home with stories to share.`,
      "Our instructors are trained to work with older bodies and minds, our groups are small, and every activity can be adapted, whether you walk with a stick or run up the stairs.",
    ],
    highlights: [
      "Small groups, so nobody is a face in the crowd",
      "Safety and comfort planned into every activity",
      "Families kept informed and always welcome",
    ],
    image: drawing("community"),
    links: [
      { label: "Read Our Story", href: "/about" },
      { label: "Hear From Our Members", href: "/testimonials", variant: "secondary" },
    ],
  },
  testimonials: {
    id: "member-stories",
    title: "What our members say",
    intro: "In their own words, from members and their families.",
    count: 3,
    link: { label: "Read More Stories", href: "/testimonials", variant: "secondary" },
  },
  /**
   * Right under the hero: the next few events as plain links, so that a visitor on a phone with
   * large text finds what is on within two screens, long before the "Coming up soon" cards.
   */
  nextUp: {
    title: "What's on next",
    all: "See all events",
  },
  events: {
    id: "upcoming-events",
    title: "Coming up soon",
    intro: "A few of the next sessions on our calendar. Everyone is welcome to come and try one.",
    count: 3,
    link: { label: "See All Events", href: "/events" },
    empty: "Our next sessions are being planned. The events calendar shows everything as soon as it is scheduled.",
    labels: { time: "Time", location: "Place" },
    book: "Book a place",
  },
  cta: {
    title: "Come and meet us",
    text: `Drop in to our centre in ${site.address.locality}, ${openingHours.sentence}, or call ${site.phone.display}. We will show you around over a cup of tea.`,
    actions: [
      { label: "Contact Us", href: "/contact", variant: "light" },
      { label: "Become a Member", href: "/join-us", variant: "light" },
    ],
  },
};
