// Every word of the contact form: labels, hints, messages, states (spec sections 3, 4 and 8). A
// field's words are all in its entry: its name in messages, its privacy line and its operator's
// label too (common.ts).
import { site } from "#app/core/site.ts";
import type { VisitorFieldWords } from "./common.ts";

export { privacyWordsOf } from "./common.ts";

export const contactCopy = {
  heading: "Send us a message",
  intro: `Write to us about anything at all. We reply within ${site.replyWithinHours.contact} hours.`,
  fields: {
    name: { label: "Your name", required: "Please enter your name.", name: "your name" },
    email: { label: "E-mail address", hint: "We will send our reply here.", required: "Please enter your e-mail address.", name: "your e-mail address" },
    phone: {
      label: "Phone number",
      hint: "In case it is easier to call you. A mobile, such as 98450 12345, or a landline with its STD code, such as 080 4000 0000.",
      required: "Please enter your phone number.",
      name: "your phone number",
    },
    subject: {
      label: "What is your message about?",
      required: "Please choose what your message is about.",
      name: "what your message is about",
      privacy: "The subject you choose",
      record: "Subject",
    },
    message: { label: "Your message", hint: "Up to 2,000 characters.", required: "Please write your message.", name: "your message", record: "Message" },
  } satisfies Record<string, VisitorFieldWords>,
  /** The message box is started for the visitor when they arrive from a "Ask about this" button. */
  prefilledMessage: (about: string) => `I would like to know more about ${about}.`,
  /** Shown at the top of the form when a button chose the subject, so the visitor sees why they are here. */
  chosen: (subject: string, about?: string) =>
    about ? `You are asking about ${about} (${subject}). Add your details below and send.` : `You are writing about ${subject}. Add your details below and send.`,
  submit: "Send message",
  loading: "Sending your message...",
  success: {
    heading: "Thank you, your message has been sent.",
    body: `We will reply within ${site.replyWithinHours.contact} hours.`,
  },
  /**
   * The answer to a message about an emergency: an emergency cannot wait for a reply within
   * a day, so it asks the visitor to call, with the numbers as links a phone dials when pressed.
   * Each sentence's number follows its words.
   */
  urgent: {
    heading: "Please call us now",
    call: { before: "Your message has reached us, but please do not wait for our reply: call us now on", number: site.phone },
    closed: { before: "Our centre is closed at the moment. The national Elder Line for older people is free from any phone:", number: site.elderLine },
    danger: { before: "If someone's life is in danger, call", number: { display: "112", tel: "112" } },
  },
  // The spec's error catalogue (section 8): heading and default message, word for word.
  failure: { heading: "Message failed to send!", body: "Failed to submit your message. Please try again." },
} as const;
