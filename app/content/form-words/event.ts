// The words of the two event forms (issue 13): the operator's event form in the console and the
// visitor's booking form on an event's page.
import { MAX_SEATS } from "#app/core/events.ts";

export const eventFormCopy = {
  fields: {
    title: { label: "Title", required: "Please enter the event's title." },
    category: { label: "Category", required: "Please choose a category." },
    date: { label: "Date", hint: "As on a calendar, e.g. 2026-12-01", required: "Please enter the date as year-month-day, e.g. 2026-12-01." },
    startTime: { label: "Starts at", hint: "24-hour clock, e.g. 08:00 or 16:30", required: "Please enter the start time as HH:MM, e.g. 08:00." },
    endTime: { label: "Ends at", hint: "24-hour clock, e.g. 09:00", required: "Please enter the end time as HH:MM, e.g. 09:00.", afterStart: "The end time must be after the start time." },
    venue: { label: "Venue", hint: "The room or place and its area, e.g. Community Hall, Jalahalli, Bangalore", required: "Please enter where the event takes place." },
    description: { label: "Description", required: "Please describe the event in a sentence or two." },
    capacity: { label: "Places", hint: "How many people can attend", required: "Please enter the number of places, a whole number of at least 1." },
    draft: { label: "Keep as a draft (not shown on the website yet)" },
  },
};

export const bookingFormCopy = {
  fields: {
    name: { label: "Your name", required: "Please enter your name." },
    email: { label: "E-mail address", hint: "Your confirmation and a reminder come here.", required: "Please enter your e-mail address, e.g. name@example.com." },
    phone: { label: "Phone number", hint: "So we can reach you if the event changes.", required: "Please enter a phone number we can call." },
    // Empty means one place (the list's first entry), so the field is optional; `outOfRange` is for a crafted post.
    seats: { label: "Places", hint: `For you and up to ${MAX_SEATS - 1} companions`, outOfRange: `Please choose 1 to ${MAX_SEATS} places.` },
  },
};
