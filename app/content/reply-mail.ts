// The reply an operator writes to a visitor from the record's page: the words of its form and of
// its place on the page. The mail goes from the site's address (MAIL_FROM) with replies to the
// community's inbox (OPERATOR_EMAIL), so the visitor's answer reaches every operator.
export const replyMailCopy = {
  fields: {
    subject: { label: "Subject", required: "Please write a subject." },
    body: {
      label: "Your answer",
      hint: "An empty line starts a new paragraph. Their message is quoted below your answer; remove it if you like.",
      required: "Please write your answer.",
    },
  },
  heading: "Answer by e-mail",
  intro: (to: string, replyTo: string) =>
    `The answer goes to ${to} from the site's own address, and is listed below under “Mail about this record” and “History” with your name, so your colleagues see that it was answered. When they reply, their mail comes to ${replyTo}.`,
  movesOn: "Sending it moves the enquiry to “In progress”.",
  submit: "Send the answer",
  errorHeading: "The answer was not sent",
  errorIntro: "Please correct the following:",
  sent: "Your answer is on its way. It is listed under “Mail about this record”.",
  sentAndMoved: "Your answer is on its way, and the enquiry is now in progress.",
  already: "This answer was already sent; it was not sent again.",
  noAddress: "This record has no e-mail address to answer.",
  otherApp: "Or answer in your own mail program",
} as const;
