// The words of the Outbox's WhatsApp part: the template messages the server sends through the
// WhatsApp Business Platform, with WhatsApp's answer and what to do about it.
export const consoleWhatsAppCopy = {
  heading: "WhatsApp messages",
  intro:
    "Messages the server sends through WhatsApp to the people who chose it. A dead one failed every attempt, or WhatsApp refused it; mend the cause, then retry it. Sent messages are not listed here.",
  none: "No WhatsApp message is waiting.",
  caption: "WhatsApp messages not yet delivered: dead first, then waiting",
  columns: { message: "Message", status: "Delivery", answer: "WhatsApp's answer", action: "Action" },
  to: "To",
  attempts: "Attempts",
  nextTry: "Next try",
  retry: "Retry now",
  retryLabel: (reference: string, what: string) => `Retry now: WhatsApp message, ${what}, for ${reference}`,
  retried: "Sending the WhatsApp message again now. The list shows the result on the next refresh.",
  notRetryable: "That WhatsApp message was sent, or is being sent at this moment, so there is nothing to retry. Look again in a few minutes.",
  technical: "WhatsApp's answer, word for word",
  /** What WhatsApp's answer means and what to do, by its cause. */
  errors: {
    unreachable: {
      meaning: "WhatsApp could not be reached.",
      todo: "The site keeps trying by itself. If this lasts more than an hour, ask whoever runs the server to check its internet connection; once WhatsApp answers again, press Retry now on dead ones.",
    },
    login: {
      meaning: "WhatsApp refused the server's access token.",
      todo: "Ask whoever runs the server to make a new permanent token for the system user in the business portfolio and set WHATSAPP_TOKEN. Waiting messages then go by themselves; press Retry now on dead ones.",
    },
    template: {
      meaning: "WhatsApp does not know this template, or it is not approved (or paused) in this language.",
      todo: "Check the template in WhatsApp Manager: its name, its language and that it is approved. The site keeps trying; once it is approved, press Retry now on dead messages.",
    },
    slowDown: {
      meaning: "WhatsApp asked the site to send more slowly.",
      todo: "Nothing to do: the site waits and tries again by itself.",
    },
    refused: {
      meaning: "WhatsApp refused this message: the number may not have WhatsApp, or a value in it was not accepted.",
      todo: "Call the person instead, or check their phone number on their record. Retrying sends the same message again.",
    },
    other: {
      meaning: "The message could not be sent.",
      todo: "The site tries again by itself. If it stays dead, show the answer below to whoever runs the server.",
    },
  },
  /** A template the server no longer knows by that name (its setting changed since). */
  unknownTemplate: (name: string) => `Template ${name}`,
  audit: "WhatsApp message sent again",
} as const;
