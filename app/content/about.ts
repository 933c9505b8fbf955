// Every sentence of /about. The team and the timeline live in team.ts and timeline.ts; the
// address, phone, e-mail and hours come from site.ts.
import type { AboutPage } from "#app/content/shapes/home-about.ts";
import { site } from "#app/core/site.ts";
import { team } from "#app/content/team.ts";
import { timeline } from "#app/content/timeline.ts";
import { drawing } from "./illustrations.ts";

export const about: AboutPage = {
  path: "/about",
  seo: {
    title: "About Us: Our Story, Values and Team",
    description: `How ${site.brand} began in ${site.address.locality} in 2019, what we believe in, the people who run it and how to visit our centre in Bangalore.`,
    keywords: ["about us", "senior community Bangalore", "elder care values", "senior centre Jalahalli", "our team"],
  },
  hero: {
    title: "About Us",
    intro: `${site.brand} is a community where people aged ${site.eligibleAge} and above stay active, keep learning and make friends. We are part of ${site.parentBrand}, and we have been doing this in Bangalore since 2019.`,
    actions: [],
  },
  mission: {
    title: "Our mission",
    text: "To give every older adult who walks through our door a reason to look forward to the day: good company, gentle activity, new skills and the reassurance that someone is looking out for them.",
  },
  vision: {
    title: "Our vision",
    text: "A Bangalore where growing older means staying connected, respected and curious, and where no senior spends their days alone unless they choose to.",
  },
  story: {
    id: "our-story",
    title: "Our story",
    paragraphs: [
      `It began in 2019 with a yoga mat, a flask of tea and six neighbours in ${site.address.locality}. Our founder, a family doctor, had noticed that many of her older patients needed company as much as medicine.`,
      "Word spread. Neighbours brought friends, children brought their parents, and the morning group grew into a full weekly timetable: exercise and meditation, music and games, talks, outings and festivals.",
      "When the pandemic kept everyone indoors, we taught members to use video calls so that nobody lost touch. Those lessons became our technology classes, and the online hour we started then still meets every afternoon.",
      "Today our members range from their mid-fifties to their nineties. Some come every day, some once a week. All of them are part of the family.",
    ],
    image: drawing("our-story"),
  },
  values: {
    id: "our-values",
    title: "What we stand for",
    items: [
      {
        title: "Compassion",
        description: "We listen first, we are patient, and we treat every member with the warmth and dignity we want for our own parents.",
      },
      {
        title: "Community",
        description: "Friendships are the heart of what we do. We make room for everyone and make sure newcomers never sit alone.",
      },
      {
        title: "Purpose",
        description: "Learning a skill, sharing a lifetime of knowledge or helping a friend: we create chances for every member to matter.",
      },
      {
        title: "Excellence",
        description: "Trained instructors, safe spaces and well-run programmes, reviewed with members and families so they keep getting better.",
      },
    ],
  },
  team: {
    id: "our-team",
    title: "The people you will meet",
    intro: "A small team with a big extended family of instructors and volunteers.",
    members: team,
  },
  timeline: {
    id: "our-journey",
    title: "Our journey so far",
    entries: timeline,
  },
  whyChoose: {
    id: "why-choose-us",
    title: "Why families choose us",
    items: [
      "Activities designed for older adults by instructors trained to work with them",
      "Small groups, so every member is known and nobody is left out",
      "A free first health assessment before you start any exercise programme",
      "Safe, accessible spaces with seating, rest breaks and first aid at hand",
      "Outings with comfortable transport, rest stops and an escort throughout",
      "Families kept informed, and welcome to join in whenever they like",
      "Flexible plans: come every day or once a week",
      "A friendly team that answers every call and message within a day",
    ],
  },
  visit: {
    id: "visit-us",
    title: "Visit us",
    intro: "Come for a cup of tea and a look around. No appointment is needed during opening hours.",
    labels: { address: "Address", phone: "Phone", email: "E-mail", hours: "Opening hours" },
    actions: [{ label: "Contact Us", href: "/contact" }],
  },
};
