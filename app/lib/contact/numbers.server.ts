// The numbers WhatsApp and a call take, and how the site reaches a person it would mail.
// Server only: the numbering plan's mobile metadata is too big for a page's script.
import { parsePhoneNumberFromString as parseMobile } from "libphonenumber-js/mobile";
import type { ContactBy } from "#app/core/contact-by.ts";

/**
 * The number WhatsApp's click-to-chat address and the Cloud API take: the country code and the
 * number, digits only ("919845012345"), for a mobile number only. Phones are stored in the
 * international form ("+91 98450 12345", app/schemas/schema-kit.ts `phone`) and read as Indian
 * without a +; whether a number is a mobile is the numbering plan's answer (libphonenumber-js's
 * mobile metadata), since a Bangalore landline (080 4000 0000) has ten digits starting with 8 too.
 * A landline, an empty phone or anything else gives null.
 */
export function whatsappNumber(phone: string): string | null {
  if (phone.trim() === "") return null;
  const parsed = parseMobile(phone, "IN");
  if (!parsed?.isValid()) return null;
  return `${parsed.countryCallingCode}${parsed.nationalNumber}`;
}

/** The number a tel: link dials: "+" and the digits, or null without a phone. */
export function telNumber(phone: string): string | null {
  const digits = phone.replace(/[^0-9]/g, "");
  if (digits === "") return null;
  return phone.trim().startsWith("+") ? `+${digits}` : digits;
}

/**
 * How a person who left the question unanswered hears from the centre: WhatsApp for a mobile
 * number, else e-mail, else (no address: a caller on a landline) a phone call.
 */
export const defaultContactBy = (phone: string, email = "-"): ContactBy => (whatsappNumber(phone) ? "whatsapp" : email.trim() !== "" ? "email" : "phone");

/**
 * How the site reaches a person it would mail: by mail when they have an address and did not
 * choose otherwise; else by WhatsApp when their phone is a mobile; else by a call when there is a
 * number; else not at all ("none", shown to the operator).
 */
export type Reach = "email" | "whatsapp" | "call" | "none";
export function reachOf(person: { email: string; phone: string; contactBy: string }): Reach {
  const hasEmail = person.email.trim() !== "";
  const mobile = whatsappNumber(person.phone) !== null;
  const callable = telNumber(person.phone) !== null;
  if (person.contactBy === "whatsapp" && mobile) return "whatsapp";
  if (person.contactBy === "phone" && callable) return "call";
  if (hasEmail) return "email";
  if (mobile) return "whatsapp";
  if (callable) return "call";
  return "none";
}
