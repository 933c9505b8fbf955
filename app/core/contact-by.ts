// How a person would like to hear from the centre: shared by the forms (client and server), the
// console and the WhatsApp outbox. The numbers WhatsApp and a call take are app/lib/contact/numbers.server.ts.

/** The choices a form offers, in the order it offers them. */
export const CONTACT_BY = ["email", "whatsapp", "phone"] as const;
export type ContactBy = (typeof CONTACT_BY)[number];

export const isContactBy = (value: unknown): value is ContactBy => typeof value === "string" && (CONTACT_BY as readonly string[]).includes(value);
