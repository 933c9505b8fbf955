// The words of the event forms: the operator's event form in the console and the visitor's booking
// form on an event's page; and the console's forms for running the programme:
// a repeating event, a draft copy, a cancellation's reason, a message to everyone booked.
import { MAX_SEATS, REPEAT_MAX, REPEAT_MIN, type EventRepeat } from "#app/core/events.ts";
import { contactByField } from "./common.ts";

export const eventFormCopy = {
  fields: {
    title: { label: "Title", required: "Please enter the event's title." },
    category: { label: "Category", required: "Please choose a category." },
    programme: {
      label: "Programme",
      hint: "The programme on an offering page this event is a session of. Its Join This Program button then lists this event among the programme's next sessions.",
      unknown: "Please choose a programme from the list, or none.",
    },
    date: { label: "Date", hint: "As on a calendar, e.g. 2026-12-01", required: "Please enter the date as year-month-day, e.g. 2026-12-01." },
    startTime: { label: "Starts at", hint: "24-hour clock, e.g. 08:00 or 16:30", required: "Please enter the start time as HH:MM, e.g. 08:00." },
    endTime: { label: "Ends at", hint: "24-hour clock, e.g. 09:00", required: "Please enter the end time as HH:MM, e.g. 09:00.", afterStart: "The end time must be after the start time." },
    venue: { label: "Venue", hint: "The room or place and its area, e.g. Community Hall, Jalahalli, Bangalore", required: "Please enter where the event takes place." },
    description: { label: "Description", required: "Please describe the event in a sentence or two." },
    capacity: { label: "Places", hint: "How many people can attend", required: "Please enter the number of places, a whole number of at least 1." },
    price: {
      label: "Price of a place, in rupees",
      hint: "Whole rupees, e.g. 800. Leave it empty, or 0, for a free event.",
      invalid: "Please enter the price in whole rupees, e.g. 800, up to ₹1,00,000; or leave it empty for a free event.",
    },
    draft: { label: "Keep as a draft (not shown on the website yet)" },
    // Only on a new event: each date becomes an event of its own.
    repeat: {
      label: "Repeats",
      hint: "Each date becomes an event of its own, with its own page, places and bookings, in one series: a change can go to one date or to it and the later ones, and more dates can be added.",
    },
    repeatCount: {
      label: "How many times in all",
      hint: `Only for an event that repeats: the number of dates, the first one included (${REPEAT_MIN} to ${REPEAT_MAX}).`,
      range: `Please enter how many times the event takes place in all, a whole number from ${REPEAT_MIN} to ${REPEAT_MAX}.`,
    },
  },
  /** The programme list's first entry. */
  noProgramme: "None (not a session of a programme)",
  repeats: {
    none: "Does not repeat",
    weekly: "Every week, on the same day",
    fortnightly: "Every two weeks, on the same day",
    monthly: "Every month, on the same date",
  } satisfies Record<EventRepeat, string>,
};

/**
 * A date of a series: whether an edit or a cancellation goes to the later dates too, and more
 * dates on the series' rule. The choices' own words are in console-events.ts (series).
 */
export const seriesFormCopy = {
  fields: {
    applyTo: {
      label: "Save the changes to",
      hint: "The later dates take the title, times, venue, description and places you changed here; each keeps its own date and bookings.",
      unknown: "Please choose this date, or this and the later dates.",
    },
    scope: { label: "Which dates to cancel", unknown: "Please choose this date, or this and the later dates." },
    count: {
      label: "How many more dates",
      hint: `On the same rule, after the last date (1 to ${REPEAT_MAX}). Each takes the details and places of the latest date.`,
      range: `Please enter how many dates to add, a whole number from 1 to ${REPEAT_MAX}.`,
    },
  },
};

/** Making a draft copy of an event for another date (its page in the console). */
export const duplicateFormCopy = {
  fields: {
    date: { label: "Date of the copy", hint: "As on a calendar, e.g. 2026-12-08", required: "Please enter the copy's date as year-month-day, e.g. 2026-12-08." },
  },
};

/** Cancelling an event: the reason goes in the mail to everyone booked. */
export const cancelEventFormCopy = {
  fields: {
    reason: {
      label: "Why it is cancelled",
      hint: "This goes in the e-mail to everyone booked, in your words, e.g. “Our yoga teacher is unwell; we will write when the next class is set.”",
      required: "Please say in a few words why the event is cancelled: it goes in the e-mail to everyone booked.",
    },
    confirm: { label: "Yes, cancel it and tell everyone booked", required: "Tick the box to confirm that the event is to be cancelled; nothing has changed yet." },
  },
};

/** A message to everyone booked on an event (/admin/events/<id>/message). */
export const eventMessageFormCopy = {
  fields: {
    subject: { label: "Subject", hint: "What the e-mail is about, e.g. “Please bring a water bottle”.", required: "Please write a subject." },
    body: {
      label: "Message",
      hint: "Plain words; an empty line starts a new paragraph. Each person's name, and the event's date, time and place, are added for you.",
      required: "Please write the message.",
    },
    includeWaitlist: { label: "Also send it to the people on the waiting list" },
  },
};

/** The visitor's booking form: a field's words are all in its entry, as on the other visitor forms (common.ts). */
export const bookingFormCopy = {
  fields: {
    name: { label: "Your name", required: "Please enter your name.", name: "your name" },
    email: {
      label: "E-mail address",
      hint: "Your confirmation and a reminder come here.",
      required: "Please enter your e-mail address, e.g. name@example.com.",
      name: "your e-mail address",
    },
    phone: { label: "Phone number", hint: "So we can reach you if the event changes.", required: "Please enter a phone number we can call.", name: "your phone number" },
    contactBy: contactByField,
    // Empty means one place (the list's first entry), so the field is optional; `outOfRange` is for a crafted post.
    seats: {
      label: "Places",
      hint: `For you and up to ${MAX_SEATS - 1} companions`,
      outOfRange: `Please choose 1 to ${MAX_SEATS} places.`,
      privacy: "The event and how many places you booked",
    },
  },
};
