// The words of every message about an event booking: to the visitor (booked, waiting,
// moved up from the waiting list, reminder, changed, cancelled by them, event cancelled, a message
// from the operator) and to the operator.
import { site } from "#app/core/site.ts";

export const eventMailCopy = {
  labels: {
    reference: "Your Reference ID",
    /** The same in the operator's notices: the booking's, not theirs. */
    bookingReference: "Reference ID",
    event: "Event",
    when: "When",
    where: "Where",
    seats: "Places",
    status: "Your booking",
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    /** The visitor's own number, read back in their mails so a slip is seen while it can be mended. */
    yourPhone: "We will call you on",
    eventPage: "The event's page",
    map: "The venue on a map",
    cancel: "If you cannot come, cancel here so someone else can have your place",
    console: "See everyone booked in the operator console",
  },
  status: { confirmed: "Confirmed", waitlisted: "On the waiting list", cancelled: "Cancelled" },
  seats: (n: number) => (n === 1 ? "1 place" : `${n} places`),
  greeting: (name: string) => `Dear ${name},`,
  /**
   * How an operator's own greeting starts ("Dear all,", "Namaste everyone!"): a message to the people
   * booked already opens with each person's name, so a first line that starts so, and is short, is left out.
   */
  greetingOpeners: ["dear", "hello", "hi", "namaste", "namaskara", "namaskaram", "greetings", "good morning", "good afternoon", "good evening"],
  /** Said only when a calendar file is attached: what opening it does. */
  calendarNote: {
    added: "The attached calendar file (.ics) adds the event to your phone's or computer's calendar.",
    removed: "The attached calendar file (.ics) takes the event out of your phone's or computer's calendar, if you had added it.",
  },
  confirmed: {
    subject: (title: string, reference: string) => `Your place is booked: ${title} - ${reference}`,
    intro: (title: string) => `Thank you for booking. Your place at ${title} is confirmed, and we look forward to seeing you.`,
  },
  waitlisted: {
    subject: (title: string, reference: string) => `You are on the waiting list: ${title} - ${reference}`,
    /**
     * `placesLeft` above 0: some places were free, fewer than asked, and the visitor chose to wait
     * for all of them. `movedBack`: the operator moved a confirmed booking to the list.
     */
    intro: (title: string, position: number, seats: number, placesLeft: number, movedBack = false) =>
      movedBack
        ? `We have had to move your booking for ${title} from the confirmed places to the waiting list, and we are sorry for the trouble. You are number ${position} on the waiting list. If a place becomes free we will confirm it for you at once and write to you. If you have a question, please call or write to us.`
        : placesLeft > 0
        ? `Thank you for your interest in ${title}. You asked for ${seats} places and only ${placesLeft === 1 ? "1 place was" : `${placesLeft} places were`} free, so, as you chose, you are on the waiting list for ${seats === 2 ? "both places" : `all ${seats} places`}: number ${position}. When ${seats} places become free we will confirm them for you together and write to you; you do not need to do anything.`
        : `Thank you for your interest in ${title}. All places are taken at the moment, so you are number ${position} on the waiting list. If a place becomes free we will confirm it for you at once and write to you; you do not need to do anything.`,
  },
  promoted: {
    subject: (title: string, reference: string) => `Good news, a place is free: ${title} - ${reference}`,
    intro: (title: string) => `A place has become free at ${title}, and it is yours: your booking is now confirmed.`,
  },
  reminder: {
    subject: (title: string) => `Reminder: ${title} is tomorrow`,
    intro: (title: string) => `This is a friendly reminder that ${title} is tomorrow. We look forward to seeing you.`,
  },
  changed: {
    subject: (title: string, reference: string) => `Changed: ${title} - ${reference}`,
    /** `withCalendar`: a confirmed booking, whose mail carries the updated entry; a waiting one has none. */
    intro: (title: string, withCalendar: boolean) =>
      withCalendar
        ? `Please note that the details of ${title} have changed. The new details are below, and the attached calendar file updates the entry in your calendar. Your booking stands as it was.`
        : `Please note that the details of ${title} have changed. The new details are below. Your place on the waiting list stands as it was.`,
    /** What changed, each as it was and as it is now. */
    what: "What has changed",
    change: {
      title: (was: string, now: string) => `The name: was “${was}”, now “${now}”.`,
      date: (was: string, now: string) => `The date: was ${was}, now ${now}.`,
      time: (was: string, now: string) => `The time: was ${was}, now ${now}.`,
      place: (was: string, now: string) => `The place: was ${was}, now ${now}.`,
    },
  },
  /**
   * To the address's owner when their address books an event it has already booked: the
   * page that was posted shows nothing of their booking, so they hear of it here, and only they do.
   */
  repeat: {
    subject: (title: string, reference: string) => `Your booking stands: ${title} - ${reference}`,
    intro: (title: string) =>
      `Someone, perhaps you, asked to book ${title} again with this e-mail address. You already have a booking, and nothing has changed: the details are below. If it was not you, there is nothing to do; the website showed your booking to nobody. To cancel, use the link in your first confirmation, or call us.`,
    /** The Reference ID the page gave that request (booking_requests): it leads to this booking. */
    requestLabel: "This request's Reference ID",
    /** Why the page's answer to the request may not be what stands (docs/decisions/040-booking-answers.md). */
    requestNote:
      "The website answers every request by the places left, in the same words whoever asks, so its answer to this one may not match your booking. What stands is your booking below; either Reference ID leads us to it.",
  },
  /** The visitor gave back some of their places on the cancel page: the booking stands with fewer (the facts below say how many). */
  placesGivenBack: {
    subject: (title: string, reference: string) => `Your booking is changed: ${title} - ${reference}`,
    intro: (title: string) => `As you asked, you have given back some of your places for ${title}. Your booking stands with the places below. Thank you for letting us know: the places you gave back can now go to someone else.`,
  },
  visitorCancelled: {
    subject: (title: string, reference: string) => `Your booking is cancelled: ${title} - ${reference}`,
    intro: (title: string) => `As you asked, your booking for ${title} is cancelled. Thank you for letting us know: your place can now go to someone else.`,
  },
  /** The operator cancelled one booking in the console: the visitor is told, and their calendar entry goes. */
  cancelledByUs: {
    subject: (title: string, reference: string) => `Your booking is cancelled: ${title} - ${reference}`,
    intro: (title: string) =>
      `We have cancelled your booking for ${title}. If you asked us to, thank you for letting us know: your place can now go to someone else. If you did not, or you would like to come after all, please call us and quote your Reference ID.`,
  },
  eventCancelled: {
    subject: (title: string) => `Cancelled: ${title}`,
    intro: (title: string, date: string) =>
      `We are sorry to tell you that ${title} on ${date} has been cancelled. Your booking is cancelled with it and there is nothing you need to do. We hope to see you at another of our events.`,
    /** The operator's reason, as they wrote it. */
    reason: "Why it is cancelled",
  },
  /** A message the operator writes to everyone booked: their subject and words, then the event's facts. */
  message: {
    about: "This message is about your booking",
    /** The test copy and the preview stand for every person booked: no one's own details. */
    sample: { name: "(each person's own name)", reference: "(their Reference ID)" },
    testSubject: (subject: string) => `[Test] ${subject}`,
  },
  operator: {
    subject: (title: string, status: string, name: string) => `Event booking (${status}): ${title} - ${name}`,
    intro: "A visitor has booked a place through the website.",
  },
  closing: [`If you have any questions, call us on ${site.phone.display} and quote your Reference ID.`, `Warm regards,\nThe ${site.brand} team`],
};
