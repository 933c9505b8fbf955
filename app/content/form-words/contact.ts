// Every word of the contact form: labels, hints, messages, states (spec sections 3, 4 and 8).
import { site } from "#app/core/site.ts";

/**
 * The privacy page lists what this form collects by each field's label, or its `privacy` words
 * where the label is a question (legal.ts), so a field added here is disclosed there too.
 */
export const privacyWordsOf = (fields: Record<string, { label: string; privacy?: string }>) => Object.values(fields).map((f) => f.privacy ?? f.label);

export const contactCopy = {
  heading: "Send us a message",
  intro: `Write to us about anything at all. We reply within ${site.replyWithinHours.contact} hours.`,
  fields: {
    name: { label: "Your name", required: "Please enter your name." },
    email: { label: "E-mail address", hint: "We will send our reply here.", required: "Please enter your e-mail address." },
    phone: {
      label: "Phone number",
      hint: "In case it is easier to call you. For example, 98450 12345 or +91 98450 12345.",
      required: "Please enter your phone number.",
    },
    subject: { label: "What is your message about?", required: "Please choose what your message is about.", privacy: "The subject you choose" },
    message: { label: "Your message", hint: "Up to 2,000 characters.", required: "Please write your message." },
  },
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
  // The spec's error catalogue (section 8): heading and default message, word for word.
  failure: { heading: "Message failed to send!", body: "Failed to submit your message. Please try again." },
} as const;
