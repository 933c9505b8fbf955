// The welcome mail the console offers once an application is approved: its starting
// words for a member and for a volunteer, which the operator may change before it goes, and the
// words of its form and of its place on the record's page.
import { site } from "#app/core/site.ts";
import { openingHours } from "./opening-hours.ts";

type Applicant = "member" | "volunteer";

const closing = `If you have any questions, call us on ${site.phone.display} (${openingHours.sentence}) or simply reply to this e-mail.\n\nWarm regards,\nThe ${site.brand} team`;

export const welcomeMailCopy = {
  /** The mail as it starts, for the operator to change or send as it is. */
  draft: {
    member: {
      subject: `Welcome to ${site.brand}`,
      body: (name: string) =>
        `Dear ${name},\n\nWe are delighted to tell you that your membership application has been approved. Welcome to ${site.brand}!\n\nYou are welcome at every activity in our programme: the Events page on our website lists what is coming up, and you can book a place there.\n\n${closing}`,
    },
    volunteer: {
      subject: `Welcome to the volunteers of ${site.brand}`,
      body: (name: string) =>
        `Dear ${name},\n\nThank you for offering your time: your volunteer application has been approved, and we are glad to have you with us.\n\nWe will call you soon to agree where and when you would like to help.\n\n${closing}`,
    },
  } satisfies Record<Applicant, { subject: string; body: (name: string) => string }>,
  fields: {
    subject: { label: "Subject", required: "Please write a subject." },
    body: {
      label: "The mail",
      hint: "Change anything you like before it goes; an empty line starts a new paragraph.",
      required: "Please write the mail.",
    },
  },
  /** On the record's page, once the application is approved and no welcome has gone yet. */
  offer: {
    heading: "Send a welcome mail",
    intro: (name: string) => `The application is approved. You can welcome ${name} by e-mail now: the words below are a start, change them as you like.`,
    submit: "Send the welcome mail",
    errorHeading: "The welcome mail was not sent",
    errorIntro: "Please correct the following:",
    sent: "The welcome mail is on its way. It is listed under “Mail about this record”.",
    already: "A welcome mail was already sent to this person; it was not sent again.",
    notApproved: "The application is no longer approved, so no welcome mail was sent.",
  },
} as const;
