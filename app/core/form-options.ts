// The option lists of the four forms (spec section 3), shared by browser and server.
// `value` is what is posted and stored; `label` is what the visitor reads. The contact form's
// subjects are a module of their own (contact-subjects.ts), so /contact does not download the
// membership and volunteer lists; they are re-exported here with the rest.
import type { Option } from "./option-label.ts";

export { labelOf, type Option } from "./option-label.ts";
export { contactSubjects, type ContactSubject } from "./contact-subjects.ts";

/** Interest options: the spec's labels are also the posted and stored values. */
export const memberInterests = [
  "Health & Wellness",
  "Technology Training",
  "Arts & Crafts",
  "Music & Dance",
  "Social Outings",
  "Spiritual Activities",
  "Cooking Classes",
  "Games & Recreation",
  "Reading Groups",
  "Gardening",
  "Travel & Tours",
  "Photography",
] as const;

export const membershipTypes = [
  { value: "basic", label: "Basic", pricePerMonth: 2000 },
  { value: "premium", label: "Premium", pricePerMonth: 3500 },
  { value: "family", label: "Family", pricePerMonth: 5000 },
] as const;
export type MembershipType = (typeof membershipTypes)[number]["value"];

export const hearAboutUsOptions = [
  { value: "friend", label: "A friend or relative" },
  { value: "doctor", label: "A doctor" },
  { value: "internet", label: "An internet search" },
  { value: "social", label: "Social media" },
  { value: "newspaper", label: "A newspaper" },
  { value: "community", label: "A community centre or event" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

/** Skills options: the spec's labels are also the posted and stored values. */
export const volunteerSkills = [
  "Teaching/Training",
  "Healthcare/Nursing",
  "Technology Support",
  "Arts & Crafts",
  "Music/Entertainment",
  "Cooking",
  "Counseling",
  "Event Planning",
  "Transportation",
  "Administration",
  "Social Work",
  "Physical Therapy",
] as const;

const weekDays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
const dayParts = ["morning", "evening"] as const;
/** 14 slots, posted as `monday-morning` … `sunday-evening`. */
export const availabilitySlots = weekDays.flatMap((day) =>
  dayParts.map((part) => ({
    value: `${day}-${part}` as const,
    label: `${day[0]!.toUpperCase()}${day.slice(1)} ${part}`,
  })),
);

export const preferredAreas = [
  { value: "health", label: "Health and wellness" },
  { value: "technology", label: "Technology tutoring" },
  { value: "social", label: "Social activities" },
  { value: "spiritual", label: "Satsangs and spirituality" },
  { value: "outings", label: "Outings and tours" },
  { value: "admin", label: "Administration" },
  { value: "any", label: "Wherever I am needed" },
] as const satisfies readonly Option[];

export const newsletterSources = ["blog", "events", "footer"] as const;
