// How a person would like to hear from the centre, and the numbers WhatsApp and a call need.
// Shared by the forms (client and server), the console and the WhatsApp outbox; no server imports.

/** The choices a form offers, in the order it offers them. */
export const CONTACT_BY = ["email", "whatsapp", "phone"] as const;
export type ContactBy = (typeof CONTACT_BY)[number];

export const isContactBy = (value: unknown): value is ContactBy => typeof value === "string" && (CONTACT_BY as readonly string[]).includes(value);

/**
 * The number WhatsApp's click-to-chat address and the Cloud API take: the country code and the
 * number, digits only. Phones are stored in the international form ("+91 98450 12345",
 * app/schemas/schema-kit.ts `phone`); an Indian number is a mobile (and so may have WhatsApp) when
 * its ten digits start with 6, 7, 8 or 9. A landline, an empty phone or anything else gives null.
 * A number from another country (family abroad) is taken as it is: its digits.
 */
export function whatsappNumber(phone: string): string | null {
  const trimmed = phone.trim();
  if (trimmed === "") return null;
  const digits = trimmed.replace(/[^0-9]/g, "");
  if (!trimmed.startsWith("+")) {
    // Typed before numbers were stored in one form: read as Indian.
    const ten = digits.replace(/^(91|0)(?=[0-9]{10}$)/, "");
    return /^[6-9][0-9]{9}$/.test(ten) ? `91${ten}` : null;
  }
  if (digits.startsWith("91")) return /^91[6-9][0-9]{9}$/.test(digits) ? digits : null;
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** The number a tel: link dials: "+" and the digits, or null without a phone. */
export function telNumber(phone: string): string | null {
  const digits = phone.replace(/[^0-9]/g, "");
  if (digits === "") return null;
  return phone.trim().startsWith("+") ? `+${digits}` : digits;
}

/** What a form starts with: WhatsApp for a mobile number, e-mail otherwise. */
export const defaultContactBy = (phone: string): ContactBy => (whatsappNumber(phone) ? "whatsapp" : "email");

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
