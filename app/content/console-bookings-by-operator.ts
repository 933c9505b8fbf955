// The console's words for bookings an operator makes or marks for a person: booking for someone who
// phoned (the event's page) and the door list (/admin/events/<id>/attendance): finding a person,
// counting the people who came, "2 came" of a booking of 3, and adding someone who walks in.
import { groupedReference } from "#app/core/reference.ts";
import { rupees } from "#app/core/money.ts";

const places = (n: number) => (n === 1 ? "1 place" : `${n} places`);

export const phoneBookingCopy = {
  heading: "Book for someone who phoned",
  intro:
    "Their places are decided exactly as a booking on the website is: confirmed while places are free, or the waiting list. With an e-mail address they are sent the usual confirmation; without one nobody is e-mailed, so tell them on the phone what this page says.",
  submit: "Book for them",
  errorHeading: "Nothing was booked",
  booked: (name: string, seats: number, reference: string, mailed: boolean, due = 0) =>
    `${name} is booked for ${places(seats)}. Reference ID ${reference} (to read out: ${groupedReference(reference)}).${due > 0 ? ` Due: ${rupees(due)}; tell them they can pay by UPI or at the door.` : ""} ${mailed ? "They have been sent the confirmation by e-mail." : "Nobody was e-mailed: tell them on the phone."}`,
  waiting: (name: string, seats: number, reference: string, mailed: boolean) =>
    `${name} is on the waiting list for ${places(seats)}. Reference ID ${reference} (to read out: ${groupedReference(reference)}). ${mailed ? "They have been told by e-mail." : "Nobody was e-mailed: tell them on the phone."}`,
  fewer: {
    heading: (left: number) => (left === 1 ? "Only 1 place is left" : `Only ${left} places are left`),
    body: (seats: number, left: number) => `They asked for ${places(seats)}, but only ${left} ${left === 1 ? "is" : "are"} free. Nothing is booked yet. Ask them which they want:`,
    bookLeft: (left: number) => `Book the ${places(left)} that ${left === 1 ? "is" : "are"} left`,
    waitAll: (seats: number) => `Waiting list for all ${places(seats)}`,
  },
  repeat: (reference: string, name: string) => `That e-mail address already has a booking for this event: ${name}, Reference ID ${reference}. Nothing new was booked.`,
  closed: "This event cannot be booked: it is a draft, cancelled, or it has started.",
  /** Beside a booking in the bookings table: who made it. */
  madeBy: (email: string, source: string) => (source === "door" ? `Walked in; added by ${email}` : `Phoned; booked by ${email}`),
  noEmail: "No e-mail",
};

export const doorListCopy = {
  /** People, not bookings: a booking of 3 is 3 people. */
  counts: (came: number, expected: number) => `${came} of ${expected} ${expected === 1 ? "person has" : "people have"} come.`,
  bookings: (n: number) => (n === 1 ? "1 booking." : `${n} bookings.`),
  intro: "Everyone with a confirmed place, by name. Press “Came” as people arrive; for a booking of several, “Some came” lets you say how many.",
  search: { label: "Find by name or phone", submit: "Find", clear: "Show everyone", found: (n: number, typed: string) => `${n === 1 ? "1 booking matches" : `${n} bookings match`} “${typed}”.` },
  places,
  walkIn: "walked in",
  state: {
    notYet: "Not yet",
    came: (came: number, seats: number) => (seats === 1 ? "Came" : came === seats ? `All ${seats} came` : `${came} of ${seats} came`),
  },
  markAll: (seats: number) => (seats === 1 ? "Came" : `All ${seats} came`),
  markNone: "Not come",
  some: "Some came",
  someLegend: (name: string) => `How many of ${name}'s places came?`,
  someOption: (n: number) => `${n}`,
  someLabel: (n: number, name: string) => `${n === 1 ? "1 person" : `${n} people`} came: ${name}`,
  actionLabel: (action: string, name: string) => `${action}: ${name}`,
  markedCame: (name: string, came: number, seats: number) => (came === 0 ? `${name} is marked as not come.` : seats === 1 ? `${name} is marked as come.` : `${name}: ${came} of ${seats} marked as come.`),
  addWalkIn: {
    jump: "Add someone who walks in",
    heading: "Someone walks in",
    intro: "They are added as come, with their places, even when the event is full: the door decides. Nobody is e-mailed. They are in the bookings CSV.",
    submit: "Add them as come",
    errorHeading: "They were not added",
    added: (name: string, seats: number) => `${name} is added as come, with ${places(seats)}.`,
    closed: "Nobody can be added: the event is a draft or cancelled.",
  },
};
