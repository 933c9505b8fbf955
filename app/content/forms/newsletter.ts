// Every word of the newsletter box (spec sections 3, 4 and 8).
export const newsletterCopy = {
  heading: "Stay in touch by e-mail",
  intro: "News of upcoming events, outings and new articles, sent to your inbox.",
  fields: {
    email: { label: "Your e-mail address", required: "Please enter your e-mail address." },
  },
  submit: "Subscribe",
  loading: "Subscribing...",
  success: { heading: "Thank you for subscribing!", body: "Our next newsletter will come to your inbox." },
  /** Subscribing an address that is already on the list is a success, never an error. */
  alreadySubscribed: { heading: "You're already subscribed", body: "This address is already on our list, so there is nothing more to do." },
  failure: { heading: "Subscription failed!", body: "Failed to subscribe. Please try again." },
} as const;
