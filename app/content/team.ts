// The three team profiles on /about. These are fictional sample profiles (the spec asks for a
// team of three but names no one): replace them with the real team, with consent, before launch.
import type { TeamMember } from "#app/content/shapes/home-about.ts";
import { drawnPortrait } from "./illustrations.ts";

export const team: TeamMember[] = [
  {
    name: "Dr. Asha Menon",
    role: "Founder and Director",
    bio: "A retired family physician who started the community after seeing how many of her patients were lonely after retirement. She still leads the Tuesday health check-ups.",
    image: drawnPortrait("Dr. Asha Menon"),
  },
  {
    name: "Ravi Shankar",
    role: "Programme Coordinator",
    bio: "Plans the weekly timetable, the day tours and the festival celebrations, and makes sure every new member has a friendly face to sit with on their first day.",
    image: drawnPortrait("Ravi Shankar"),
  },
  {
    name: "Kavitha Rao",
    role: "Wellness and Technology Lead",
    bio: "A certified yoga teacher and former school computer teacher who leads the early-morning gentle yoga and the patient, late-morning smartphone classes.",
    image: drawnPortrait("Kavitha Rao"),
  },
];
