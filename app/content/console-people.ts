// The words of the console's People page: find one person across enquiries,
// applications, subscriptions and event bookings, and erase all of it in one step.
import type { RecordType } from "#app/core/records.ts";

export const consolePeopleCopy = {
  nav: "People",
  title: "Find a person",
  intro:
    "Everything the site holds about one person: enquiries, membership and volunteer applications, newsletter subscriptions and event bookings. Use it when someone asks what we hold about them, or asks to be forgotten.",
  fields: {
    q: {
      label: "E-mail address, phone number, name or Reference ID",
      hint: "Spaces, dashes and capital letters do not matter: 98450 12345 finds +91 9845012345, and REQ 1763 8000 0000 0 AB12 CD34 finds the Reference ID.",
    },
  },
  search: "Find",
  caption: (q: string, n: number) => (n === 1 ? `1 record found for “${q}”` : `${n} records found for “${q}”`),
  none: (q: string) => `Nothing found for “${q}”. Try the e-mail address or the phone number: people sometimes spell their name differently.`,
  tooMany: (max: number) => `More than ${max} records match: these words are too general to mean one person. Type the e-mail address or the phone number instead.`,
  columns: { pick: "Erase?", what: "Record", reference: "Reference ID", person: "Name and contact", status: "Status", received: "Received" },
  kinds: {
    member: "Membership application",
    volunteer: "Volunteer application",
    contact: "Contact enquiry",
    newsletter: "Newsletter subscription",
    booking: "Event booking",
  } satisfies Record<RecordType | "booking", string>,
  bookingOf: (title: string, date: string) => `for ${title}, ${date}`,
  pickLabel: (what: string, reference: string) => `Erase ${what} ${reference}`,
  eraseHeading: "Erase this person",
  eraseIntro:
    "Untick anything that belongs to someone else (two people can share a name or a family e-mail address), then continue. The next page asks you to confirm.",
  review: "Erase the ticked records…",
  noneTicked: "Tick at least one record to erase.",
  /** The confirmation's list is bound to the page that showed it: too old, or not that page's. */
  listStale: "Nothing was erased: that confirmation page is more than an hour old, or was not shown to you. Please search again and confirm what it lists.",
  confirm: {
    title: "Erase these records for good?",
    warning:
      "This removes the records below and every e-mail about them, from the database and from the mail folder on the server. Bookings are cancelled, their places freed for the waiting list, and they stay only as a count of places, without any name or contact. It cannot be undone. The audit log keeps only that an erasure was made, by whom and when. Copies in backups are not touched: they expire with the backups (see the privacy page).",
    listCaption: "What will be erased",
    fields: { confirm: { label: "To confirm, type ERASE in capital letters", required: "Type ERASE in capital letters to confirm, or go back to keep the records." } },
    word: "ERASE",
    submit: "Erase for good",
    cancel: "Keep them and go back",
    errorHeading: "Nothing was erased yet",
    errorIntro: "Please correct the following:",
  },
  done: (n: number) => `${n === 1 ? "1 record was" : `${n} records were`} erased, with every e-mail about ${n === 1 ? "it" : "them"}.`,
  doneWithLeftovers: (n: number, left: number) =>
    `${n === 1 ? "1 record was" : `${n} records were`} erased, but ${left === 1 ? "one copy" : `${left} copies`} on the server could not be removed. The server log names them; please ask whoever runs the server to delete them.`,
} as const;
