// How a person would like to hear from the centre: shared by the forms (client and server), the
// console and the WhatsApp outbox. The numbers WhatsApp and a call take are app/lib/contact/numbers.server.ts.

/** The choices a form offers, in the order it offers them. */
export const CONTACT_BY = ["email", "whatsapp", "phone"] as const;
export type ContactBy = (typeof CONTACT_BY)[number];

export const isContactBy = (value: unknown): value is ContactBy => typeof value === "string" && (CONTACT_BY as readonly string[]).includes(value);

/** Whom the console prepares a WhatsApp message or a call for: a booking's person or a register member. */
export const PERSON_TYPES = ["booking", "member"] as const;
export type PersonType = (typeof PERSON_TYPES)[number];
/** What a prepared message is about (contact_prepared.purpose). */
const PURPOSES = ["confirmation", "change", "message", "reminder", "receipt", "moved_up"] as const;
export type Purpose = (typeof PURPOSES)[number];
export const CHANNELS = ["whatsapp", "call"] as const;
export type Channel = (typeof CHANNELS)[number];

/** One thing the volunteer can prepare for a person: its purpose, what within it, and whether it was prepared. */
type ReachAction = { purpose: Purpose; about: string; label: string; done: string | null };

/** A person the mail does not reach, as the console lists them beside their name (app/lib/contact/reach.server.ts). */
export type ReachPerson = {
  person: PersonType;
  id: number;
  name: string;
  /** "Confirmed, 2 places" or "M-12: ₹2,000 due". */
  line: string;
  /** How they are reached instead: WhatsApp on a mobile, else a call, else not at all. */
  reach: "whatsapp" | "call" | "none";
  /** Why the mail does not reach them: no address, or their choice. */
  why: string;
  phone: string;
  /** The tel: number, or null without a phone. */
  tel: string | null;
  /** Whether the phone is a mobile WhatsApp can take. */
  whatsapp: boolean;
  /** The thing to prepare now. */
  action: ReachAction;
  /** What was prepared for them before, newest first, in words. */
  history: string[];
};
