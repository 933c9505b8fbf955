// Every word of the newsletter box (spec sections 3, 4 and 8). A field's words are all in its entry
// (common.ts).
import type { VisitorFieldWords } from "./common.ts";

export const newsletterCopy = {
  heading: "Stay in touch by e-mail",
  intro: "News of upcoming events, outings and new articles, sent to your inbox.",
  fields: {
    email: { label: "Your e-mail address", required: "Please enter your e-mail address.", name: "your e-mail address" },
  } satisfies Record<string, VisitorFieldWords>,
  submit: "Subscribe",
  loading: "Subscribing...",
  /**
   * The same answer for a new address, one waiting for confirmation and one already confirmed, so
   * the box tells no one who is on the list.
   */
  success: {
    // A non-breaking hyphen: "e-" and "mail" never part on a narrow screen.
    heading: "Check your e\u2011mail",
    body: "If this address is new to us, open the e-mail we have just sent and confirm. If not, there is nothing to do.",
  },
  failure: { heading: "Subscription failed!", body: "Failed to subscribe. Please try again." },
} as const;
