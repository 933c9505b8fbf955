// The words of an event's own page, /events/<slug>: its facts, adding it to a calendar,
// the booking form and its answers, and the page a cancel link in a booking mail opens.
import { site } from "#app/core/site.ts";

/**
 * The one name of the step that books a place, wherever it is offered: the event cards' links on
 * /events and the home page, and the booking form's button. Three names for one step made a
 * visitor wonder whether each was a different thing.
 */
export const bookingButton = "Book a place";

export const bookingPageCopy = {
  back: "All events",
  /** A weekly class's other dates, each with its own page and places. */
  seriesDates: { heading: "The next dates", intro: "This takes place again. Each date is booked on its own page." },
  facts: { date: "Date", time: "Time", venue: "Venue", places: "Places" },
  map: "Open the venue in Maps",
  placesLeft: (n: number) => (n === 1 ? "1 place left" : `${n} places left`),
  full: "Event Full",
  fullNote: "All places are taken. You can still join the waiting list: if a place becomes free, it is confirmed for you and we write to tell you.",
  cancelled: "This event has been cancelled.",
  past: "This event has already taken place.",
  calendar: { heading: "Add it to your calendar", google: "Add to Google Calendar", ics: "Download a calendar file (.ics)", icsNote: "For the iPhone, Outlook and most other calendars." },
  form: {
    heading: "Book your place",
    waitingHeading: "Join the waiting list",
    intro: "It takes a minute. We send a confirmation with your Reference ID to your e-mail address.",
    submit: bookingButton,
    submitWaiting: "Join the waiting list",
    submitting: "Booking…",
    errorHeading: "Your booking has not been sent yet",
    errorIntro: "Please correct the following:",
    seatOption: (n: number) => (n === 1 ? "1 place (just me)" : `${n} places`),
    /**
     * The Places choice always offers up to the usual most: when fewer are left, its hint says what
     * happens to a request for more (nothing is booked until the visitor chooses).
     */
    seatsHint: (left: number) =>
      `${left === 1 ? "Only 1 place is left" : `Only ${left} places are left`}. You can still ask for more: we will then offer you the ${left === 1 ? "place" : "places"} left, or the waiting list for all you ask for.`,
  },
  answers: {
    /** More places asked for than are left (someone booked in between): nothing is booked; the visitor chooses. */
    fewer: {
      heading: (left: number) => (left === 1 ? "Only 1 place is left" : `Only ${left} places are left`),
      body: (asked: number, left: number) => `You asked for ${asked} places, but only ${left === 1 ? "1 is" : `${left} are`} still free. Nothing is booked yet: please choose.`,
      bookLeft: (left: number) => (left === 1 ? "Book the 1 place that is left" : `Book the ${left} places that are left`),
      bookLeftNote: "Confirmed at once, for the places that are left.",
      waitAll: (asked: number) => `Join the waiting list for ${asked} places`,
      waitAllNote: (asked: number) => `When ${asked} places become free, they are confirmed for you together and we write to you.`,
    },
    /**
     * The answer to a booking: a place or the waiting list, with the request's own Reference ID.
     * Which of the two follows from the places left (shown on the page to everyone) and the request
     * alone, and the words are the same whether or not the address had booked already (only the
     * mail to that address says so): the page must not tell anyone that an address has a booking,
     * or it would tell a stranger that its owner will be away that day (decisions 029 and 040).
     */
    received: {
      place: {
        heading: (seats: number) => (seats === 1 ? "You have a place" : `You have ${seats} places`),
        body: (seats: number) => `Thank you: ${seats === 1 ? "your place is" : `your ${seats} places are`} booked. Please note your Reference ID, and quote it if you call us.`,
      },
      waiting: {
        heading: "You are on the waiting list",
        body: (seats: number) =>
          `Thank you. There is no place free for you now, so your request is on the waiting list${seats === 1 ? "" : ` for ${seats} places`}. When ${seats === 1 ? "a place becomes" : `${seats} places become`} free, ${seats === 1 ? "it is" : "they are"} confirmed for you and we write to tell you. Please note your Reference ID, and quote it if you call us.`,
      },
      mail: `We are also sending these details to the e-mail address you gave. If nothing arrives within an hour, please look in the spam folder or call us on ${site.phone.display}.`,
      /** For everyone alike: an address that had booked is not told so on the page, only by mail. */
      bookedBefore: "Booked this event before with the same e-mail address? Then this request changes nothing: your first booking stands, and our e-mail says whether it has a place.",
      /** Under the phone number read back (receiptCopy.phoneLabel). */
      mend: `If the number is wrong, please call us on ${site.phone.display} or answer our e-mail.`,
    },
    reference: "Your Reference ID",
    closed: { heading: "Booking is closed", body: `This event can no longer be booked. Please call us on ${site.phone.display} if you have a question.` },
  },
  failure: `We could not save your booking just now. Nothing was stored. Please try again in a minute, or call us on ${site.phone.display}.`,
  example: "This is an example of the kind of event we hold. It cannot be booked; please call us to ask about the next one.",
  cancel: {
    title: "Cancel your booking",
    intro: (title: string, when: string) => `You are about to cancel your booking for ${title} on ${when}.`,
    seats: (n: number) => (n === 1 ? "1 place" : `${n} places`),
    button: "Yes, cancel my booking",
    /** Giving back some places: the booking stays with fewer. */
    fewer: {
      heading: "Or give back some of your places",
      intro: (seats: number) => `You have ${seats} places. If fewer of you can come, keep the places you need and give back the others: they can go to someone else.`,
      label: "How many places do you still need?",
      button: "Give back the other places",
      done: {
        heading: (keep: number) => `Your booking now has ${keep === 1 ? "1 place" : `${keep} places`}`,
        body: "Thank you for letting us know: the places you gave back can now go to someone else. A confirmation is on its way to your e-mail.",
      },
      notAChoice: "Please choose how many places you still need.",
    },
    keep: "Keep my booking",
    done: { heading: "Your booking is cancelled", body: "Thank you for letting us know: your place can now go to someone else. A confirmation is on its way to your e-mail." },
    already: { heading: "This booking is already cancelled", body: "There is nothing more to do." },
    invalid: { heading: "This link does not work", body: `The link may be incomplete or out of date. Please call us on ${site.phone.display} and quote your Reference ID.` },
  },
};
