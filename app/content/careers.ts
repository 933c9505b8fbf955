// The careers page: the spec's three openings, all in Bangalore. Apply Now opens the contact form
// with a subject chosen and the role named in the message.
import { site } from "#app/core/site.ts";
import { openingHours } from "./opening-hours.ts";
import { contactLink } from "#app/core/links.ts";
import type { Career } from "./shapes/careers.ts";

/** The words placed in the contact form's message when a visitor applies for a role. */
export function applyAbout(title: string): string {
  return `the ${title} opening`;
}

export const careersPage = {
  path: "/careers",
  seo: {
    title: "Careers",
    description: `Work with ${site.brand} in Bangalore. Current openings: Senior Care Coordinator, Yoga Instructor and Technology Trainer.`,
    keywords: ["senior care jobs Bangalore", "yoga instructor job seniors", "technology trainer elderly", "careers Jalahalli", "elder care coordinator"],
  },
  hero: {
    title: "Work with us",
    intro: "Help older people in Bangalore stay active, connected and cheerful. We are a small, warm team, and every person here makes a visible difference.",
  },
  openingsTitle: "Current openings",
  openingsIntro: "All roles are based at our centre in Jalahalli, Bangalore.",
  labels: {
    type: "Type",
    department: "Department",
    location: "Location",
    responsibilities: "What you will do",
    lookingFor: "Who we are looking for",
    apply: "Apply Now",
    /** Read after "Apply Now" by screen readers, so each of the three links names its role. */
    applyContext: (title: string) => `for the ${title} role`,
  },
  whyTitle: "Why people like working here",
  why: [
    { title: "Work that matters", text: "You see the difference every day: a member who sends her first video message, or a shy newcomer who starts leading the singing." },
    { title: "A caring team", text: "We are a small group who look out for each other. New colleagues work alongside an experienced member of staff in their first weeks." },
    { title: "Sensible hours", text: `The centre is open ${openingHours.sentence}. Most work is done in daylight hours.` },
  ],
  howTitle: "How to apply",
  how: [
    "Press Apply Now under the role you would like. The contact form opens with the role already named.",
    "Tell us a little about yourself and why the role appeals to you. There is no need to attach anything yet.",
    `We reply to every applicant within ${site.replyWithinHours.application} hours on working days and invite suitable applicants to meet us at the centre.`,
  ],
  emailNote: "You can also write to us at",
} as const;

export const careers: Career[] = [
  {
    id: "senior-care-coordinator",
    title: "Senior Care Coordinator",
    type: "Full-time",
    department: "Operations",
    location: "Bangalore",
    summary: "Be the first friendly voice new members and their families meet, and keep our days running smoothly.",
    responsibilities: [
      "Call new applicants within two days and welcome them on their first visit",
      "Plan the weekly timetable of activities with instructors and volunteers",
      "Keep families informed and follow up on members' questions and concerns",
      "Look after member records carefully and confidentially",
    ],
    lookingFor: [
      "Experience in care, social work, hospitality or a similar people-facing role",
      "Patience, warmth and a clear, calm way of speaking",
      "Comfortable in English and Kannada; Hindi or Tamil is a plus",
    ],
    applyHref: contactLink("general", applyAbout("Senior Care Coordinator")),
  },
  {
    id: "yoga-instructor",
    title: "Yoga Instructor",
    type: "Part-time",
    department: "Wellness",
    location: "Bangalore",
    summary: "Lead gentle yoga for older adults on Monday, Wednesday and Friday mornings from 8:00 to 9:00 AM.",
    responsibilities: [
      "Teach gentle and chair-based yoga suited to every ability",
      "Adapt poses for members with joint, balance or heart conditions",
      "Encourage members warmly and keep every class safe and unhurried",
    ],
    lookingFor: [
      "A recognised yoga teaching certificate",
      "Experience teaching older adults or people recovering from illness",
      "Reliable morning availability",
    ],
    applyHref: contactLink("general", applyAbout("Yoga Instructor")),
  },
  {
    id: "technology-trainer",
    title: "Technology Trainer",
    type: "Contract",
    department: "Education",
    location: "Bangalore",
    summary: "Teach seniors to use smartphones, video calls, online services and digital payments safely, in small groups of 4 to 6.",
    responsibilities: [
      "Run hour-and-a-half classes three times a week, 11:00 AM to 12:30 PM",
      "Explain each step slowly, in plain words, as often as it takes",
      "Teach members to recognise scams and keep their accounts safe",
    ],
    lookingFor: [
      "Confidence with Android phones, iPhones and common apps",
      "A patient, encouraging teaching style",
      "Experience teaching adults is welcome but not required",
    ],
    applyHref: contactLink("general", applyAbout("Technology Trainer")),
  },
];
