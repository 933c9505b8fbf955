// The words of the console's two ways of booking for a person: on an event's page, booking for
// someone who phoned (name, phone, places, an e-mail address if they have one, a note); and at the
// door, adding someone who walks in (name, places, a phone if they give one).
import { MAX_SEATS } from "#app/core/events.ts";

const seats = {
  label: "Places",
  hint: `1 to ${MAX_SEATS}: the person and up to ${MAX_SEATS - 1} companions`,
  required: `Please enter how many places, 1 to ${MAX_SEATS}.`,
  outOfRange: `Please enter how many places, 1 to ${MAX_SEATS}.`,
};

/** Booking for someone who phoned (the event's page in the console). */
export const phoneBookingFormCopy = {
  fields: {
    name: { label: "Their name", required: "Please enter the name of the person who phoned.", name: "their name" },
    phone: { label: "Their phone number", hint: "As they gave it, e.g. 98450 12345", required: "Please enter a phone number we can call them on.", name: "their phone number" },
    seats,
    email: {
      label: "Their e-mail address",
      hint: "Only if they have one: they are then sent the usual confirmation. Without one, nobody is e-mailed; tell them on the phone.",
      name: "their e-mail address",
    },
    contactBy: {
      label: "How would they like to hear from us?",
      hint: "Ask them. If you leave it, WhatsApp for a mobile number; a landline is rung.",
      name: "how they would like to hear from us",
    },
    note: { label: "Note", hint: "For the team only, e.g. “Comes with a walker; needs a chair near the door”." },
  },
};

/** Adding someone who walks in (the door list). */
export const walkInFormCopy = {
  fields: {
    name: { label: "Name", required: "Please enter the name of the person who walked in.", name: "their name" },
    seats,
    phone: { label: "Phone number", hint: "If they give one", name: "their phone number" },
  },
};

/** The booking's stored fields about who came and who made it, as the console and the CSV name them. */
export const bookingByOperatorRecordWords = {
  cameSeats: { label: "Places that came" },
  source: { label: "Made" },
  bookedBy: { label: "Booked by (operator)" },
};
