// /offerings/satsangs: the four spiritual programmes with the spec's times (section 9), benefit
// cards, three regular spiritual gatherings and what to expect.
//
// The gatherings are tied to the Hindu calendar (full moon, festivals), so their dates are given
// the way members know them rather than as calendar dates that would go stale on a built page.
// Speakers are named by their role: the spec gives no names, and we invent no people here.
import type { OfferingPage } from "#app/content/shapes/offerings.ts";
import { contactLink, programmeSessionsLink } from "#app/core/links.ts";
import { drawing } from "../illustrations.ts";

const path = "/offerings/satsangs";
// A programme's button leads to its next sessions in the calendar (or to an enquiry about it when
// none is scheduled); membership, which the programmes need in the end, is the quieter link beside it.
const join = (id: string, programme: string) => ({ label: "Join This Program", href: programmeSessionsLink(path, id), context: programme });
const member = (programme: string) => ({ label: "Become a Member", href: "/join-us", variant: "secondary" as const, context: programme });
const register = (event: string) => ({ label: "Register", href: contactLink("spiritual", event), context: event });

export const satsangs: OfferingPage = {
  path,
  eventCategory: "spiritual",
  seo: {
    title: "Satsangs and Spirituality for Seniors",
    description:
      "Bhajans, scripture study, morning meditation and spiritual discussions for seniors in Bangalore: a peaceful place to pray, sing and reflect together.",
    keywords: ["satsang Bangalore", "bhajan group for seniors", "Bhagavad Gita study", "meditation for elderly", "spiritual community"],
  },
  hero: {
    title: "Satsangs & Spirituality",
    intro: "Sing, pray, read and reflect in good company. Our satsangs welcome people of every tradition and every level of practice, in a calm and respectful space.",
    actions: [
      { label: "See the Programmes", href: "/offerings/satsangs#spiritual-programmes" },
      { label: "Contact Us", href: contactLink("spiritual"), variant: "secondary" },
    ],
  },
  blocks: [
    {
      kind: "programmes",
      id: "spiritual-programmes",
      title: "Our spiritual programmes",
      intro: "Come to any session as a guest first. Seating on chairs and on the floor is always available.",
      items: [
        {
          id: "bhajan-sandhya",
          title: "Bhajan Sandhya",
          schedule: "Tuesday and Thursday, 6:00 PM to 7:30 PM",
          duration: "1.5 hours",
          description: "Evening devotional singing with harmonium and tabla. Song sheets in large print mean everyone can join in, whether you sing or simply listen.",
          benefitsTitle: "What it brings",
          benefits: ["Joy and lifted spirits", "Gentle breathing exercise through singing", "A warm evening with friends"],
          image: drawing("bhajan"),
          action: join("bhajan-sandhya", "Bhajan Sandhya"),
          also: member("Bhajan Sandhya"),
        },
        {
          id: "scripture-study",
          title: "Scripture Study",
          schedule: "Wednesday, 5:00 PM to 6:30 PM",
          duration: "1.5 hours",
          description: "A slow reading of the Bhagavad Gita and other texts, a verse at a time, with explanation and time to ask questions and share what it means to you.",
          benefitsTitle: "What it brings",
          benefits: ["Deeper understanding of the texts", "Wisdom for everyday life", "A keen and active mind"],
          image: drawing("scripture"),
          action: join("scripture-study", "Scripture Study"),
          also: member("Scripture Study"),
        },
        {
          id: "morning-meditation",
          title: "Morning Meditation",
          schedule: "Every day, 7:00 AM to 8:00 AM",
          duration: "1 hour",
          description: "Chanting, guided meditation and a few minutes of silence to begin the day with a clear and settled mind.",
          benefitsTitle: "What it brings",
          benefits: ["A calm start to every day", "Less worry and restlessness", "Better concentration"],
          image: drawing("meditation"),
          action: join("morning-meditation", "Morning Meditation"),
          also: member("Morning Meditation"),
        },
        {
          id: "spiritual-discussions",
          title: "Spiritual Discussions",
          schedule: "Saturday, 4:00 PM to 5:30 PM",
          duration: "1.5 hours",
          description: "An open circle on life's big questions: purpose, gratitude, loss and letting go, guided gently and with respect for every belief.",
          benefitsTitle: "What it brings",
          benefits: ["Comfort in difficult times", "New perspectives from others", "Friendships built on shared values"],
          image: drawing("community"),
          action: join("spiritual-discussions", "Spiritual Discussions"),
          also: member("Spiritual Discussions"),
        },
      ],
    },
    {
      kind: "cards",
      id: "benefits",
      title: "How satsang helps",
      items: [
        { title: "Inner peace", description: "Prayer, music and silence ease the mind and help with sleep." },
        { title: "Belonging", description: "A circle of friends who share your values and look forward to seeing you." },
        { title: "Meaning and purpose", description: "Time to reflect on a life well lived and on what still matters most." },
        { title: "A healthy mind", description: "Reading, reciting and discussing keep memory and attention sharp." },
      ],
    },
    {
      kind: "spiritual-events",
      id: "upcoming-spiritual-events",
      title: "Upcoming Spiritual Events",
      intro: "Special gatherings that follow the festival calendar. Register so we can keep a seat and prasad for you.",
      items: [
        {
          date: "Every full-moon day (Purnima)",
          event: "Purnima Satsang",
          speaker: "Our bhajan group with visiting musicians",
          description: "An evening of bhajans, the Satyanarayana katha and aarti, followed by prasad for everyone.",
          time: "6:00 PM to 8:00 PM",
          action: register("Purnima Satsang"),
        },
        {
          date: "Guru Purnima, in June or July each year",
          event: "Guru Purnima Gathering",
          speaker: "Our scripture study teacher",
          description: "A talk on the teachers who shaped us, with readings, music and time to share memories of our own gurus.",
          time: "5:00 PM to 7:00 PM",
          action: register("Guru Purnima Gathering"),
        },
        {
          date: "Gita Jayanti, in November or December each year",
          event: "Gita Jayanti Recitation",
          speaker: "Members of the scripture study group",
          description: "A group recitation of chapters of the Bhagavad Gita, with the meaning of each explained in simple words.",
          time: "10:00 AM to 12:30 PM",
          action: register("Gita Jayanti Recitation"),
        },
      ],
    },
    {
      kind: "checklist",
      id: "what-to-expect",
      title: "What to expect",
      style: "checks",
      items: [
        "A warm welcome, whether it is your first visit or your hundredth",
        "People of every tradition and background",
        "Chairs as well as floor seating, and back rests",
        "Large-print song sheets and texts",
        "No fees for guests at their first session",
        "A quiet, clean and well-lit hall",
        "Tea or prasad at the end of most sessions",
        "Freedom to listen quietly or take part as you wish",
      ],
    },
    {
      kind: "cta",
      id: "join",
      title: "You are welcome to join us",
      text: "Come as a guest to any satsang this week. If you have a question first, send us a message and we will be glad to help.",
      actions: [
        { label: "Join Our Satsang", href: "/join-us", variant: "light" },
        { label: "Contact Us", href: contactLink("spiritual"), variant: "light" },
      ],
    },
  ],
};
