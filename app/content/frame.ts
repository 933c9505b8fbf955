// Words of the shared frame (header, footer, chat button, error pages). Facts such as the phone
// number and address live in site.ts; this file holds only how we say things.
import { site } from "#app/core/site.ts";
import { openingHours } from "./opening-hours.ts";

export const frameCopy = {
  skipLink: "Skip to main content",
  homeLinkLabel: `${site.brand}, home page`,
  mainMenuLabel: "Main menu",
  offeringsOverview: "All offerings",
  offeringsSubmenuLabel: "Our Offerings pages",
  mobileMenuButton: "Menu",
  mobileMenuLabel: "Site menu",
  textSize: {
    label: "Text size",
    steps: [
      { value: "normal", label: "Normal" },
      { value: "large", label: "Large" },
      { value: "larger", label: "Larger" },
    ],
  },
  /** The centre's number in the header of every page, and its hours. */
  call: {
    short: "Call",
    label: `Call us on ${site.phone.display}`,
    hoursShort: openingHours.short,
    heading: "Call us",
  },
  newWindow: "(opens in a new window)",
  newTab: "(opens in a new tab)",
  chat: {
    tooltip: "Need help? Chat with us!",
    /** Its word in the header's row on a short screen, beside Call. */
    short: "Chat",
    landmark: "Chat with us",
    message: `Hello, I need assistance from ${site.brand}.`,
  },
  footer: {
    about: `${site.brand} brings seniors in Bangalore together for wellness, learning, outings, satsangs and celebrations, at a pace that suits them.`,
    partOf: `Part of ${site.parentBrand}.`,
    exploreHeading: "Explore",
    helpHeading: "Help and policies",
    contactHeading: "Visit or call us",
    followHeading: "Follow us",
    phoneLabel: "Phone",
    emailLabel: "E-mail",
    addressLabel: "Address",
    hoursLabel: "Opening hours",
    hours: openingHours.sentence,
    copyright: (year: number) => `© ${year} ${site.brand}. All rights reserved.`,
    socialLabel: { facebook: "Facebook", instagram: "Instagram" },
  },
  notFound: {
    title: "Page not found",
    heading: "We could not find that page",
    intro: "The address may be mistyped, or the page may have moved. These links will take you somewhere useful:",
    links: [
      { path: "/", label: "Go to the home page", description: "What we do and what is coming up." },
      {
        path: "/offerings",
        label: "See our offerings",
        description: "Wellness, technology, outings, satsangs and events.",
      },
      {
        path: "/contact",
        label: "Contact us",
        description: `Phone, e-mail, chat, or a visit to us in ${site.address.locality}.`,
      },
    ],
    help: `Still stuck? Call us on ${site.phone.display}.`,
  },
  /**
   * A request the site could not read: an address with a control character or a broken
   * escape, or another refusal of a visitor's request (4xx) that is neither "not found" nor a form's
   * own answer. Nothing was done or stored.
   */
  badRequest: {
    title: "That request could not be read",
    heading: "We could not read that request",
    intro: "The address or the form that was sent holds something no page of this site uses, so nothing was done and nothing was stored.",
    next: "If you typed or pasted the address, please check it. Otherwise please go back and try again, or start from the home page.",
    home: "Go to the home page",
    help: `If a link from us brought you here, please call us on ${site.phone.display}.`,
  },
  serverError: {
    title: "Something went wrong",
    heading: "Sorry, something went wrong on our side",
    intro: "The page could not be shown just now. Please try again in a moment.",
    retry: "Try again",
    home: "Go to the home page",
    help: `If it keeps happening, please call us on ${site.phone.display}.`,
  },
} as const;

/** The messaging app's chat link for the business number, with the prefilled message. */
export function chatLink(message: string = frameCopy.chat.message): string {
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(message)}`;
}
