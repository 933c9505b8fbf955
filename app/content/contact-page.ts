// The words of /contact around the enquiry form: channels, chat choices, reasons, map, facility
// notes, hours and the closing call to action. Phone, e-mail, address and hours come from site.ts.
import { site } from "#app/core/site.ts";
import { openingHours } from "./opening-hours.ts";
import { chatLink, googleMapsUrl, mapEmbedUrl, mapPageUrl } from "#app/core/links.ts";
import type { Card } from "./shapes/common.ts";

export type HoursRow = { days: string; hours: string };

/** Opening hours as the contact page shows them (spec: Mon-Fri 9-6, Sat 9-1, Sun emergency support only). */
export const hoursRows: HoursRow[] = [...openingHours.rows];

type ChatChoice = { label: string; message: string };

const chatChoices: ChatChoice[] = [
  { label: "Ask about membership", message: `Hello ${site.shortBrand}, I would like to know more about membership.` },
  { label: "Book a visit to the centre", message: `Hello ${site.shortBrand}, I would like to visit the centre in ${site.address.locality}. When can I come?` },
  { label: "Ask about this week's activities", message: `Hello ${site.shortBrand}, which activities are on this week?` },
  { label: "Ask for help for a parent", message: `Hello ${site.shortBrand}, I am looking for activities and support for my parent.` },
];

export const contactPage = {
  path: "/contact",
  seo: {
    title: "Contact Us",
    description: `Call, e-mail, chat or visit ${site.brand} in ${site.address.locality}, Bangalore. Opening hours, directions and an enquiry form; we reply within ${site.replyWithinHours.contact} hours.`,
    keywords: ["contact senior community Bangalore", "Jalahalli senior centre", "elderly care enquiry", "senior activities phone number", "visit seniors club"],
  },
  hero: {
    title: "We would love to hear from you",
    intro: `Call us, send a message or drop in at our centre in ${site.address.locality}. Whether you are asking for yourself or for a parent, a real person will answer.`,
  },
  channels: {
    title: "Ways to reach us",
    phone: { title: "Call us", text: `${site.phone.display}`, note: "Calls answered during opening hours" },
    email: { title: "E-mail us", text: site.email, note: `We reply within ${site.replyWithinHours.contact} hours on working days` },
    address: {
      title: "Visit the centre",
      text: site.address.display,
      mapLabel: "Open in Google Maps",
      mapHref: googleMapsUrl,
    },
    hours: { title: "Opening hours" },
  },
  chat: {
    title: "Chat with us",
    intro: "Prefer to type? Choose a message below. It opens the chat app with your words ready to send, and you can change them first.",
    choices: chatChoices.map((c) => ({ ...c, href: chatLink(c.message) })),
    newTabNote: "(opens in a new tab)",
  },
  form: {
    title: "Send us a message",
    intro: `Fill in the form and we will get back to you within ${site.replyWithinHours.contact} hours. Fields marked “(required)” must be filled in.`,
  },
  reasonsTitle: "Why families choose us",
  reasons: [
    { title: "People who care", description: "Our staff and volunteers take time to know each member by name, and they notice when someone needs a little extra help." },
    { title: "Safety in everything", description: "Small groups, gentle instructors, rest stops on every outing and an emergency contact for every member." },
    { title: "Something for everyone", description: "Yoga, music, technology, satsangs, outings and celebrations, so every member finds something they enjoy." },
    { title: "Families kept informed", description: "With the member's permission we keep families up to date, and they are always welcome to visit." },
  ] satisfies Card[],
  map: {
    title: "Find us",
    intro: `Our centre is in ${site.address.display}.`,
    showLabel: "Show map",
    privacyNote: "The map comes from OpenStreetMap and loads only when you press the button.",
    frameTitle: `Map showing the ${site.shortBrand} centre in ${site.address.locality}`,
    embedUrl: mapEmbedUrl,
    openLabel: "Open the map in a new tab",
    openHref: mapPageUrl,
    googleLabel: "Open in Google Maps",
    googleHref: googleMapsUrl,
  },
  facilitiesTitle: "Getting here",
  facilities: [
    { title: "Accessible parking", description: "Reserved parking by the entrance, with a level path and a ramp to the door. No steps to climb." },
    { title: "Public transport", description: "Bus stops are a short, level walk away, and auto-rickshaws can drop you right at the gate." },
    { title: "Safe neighbourhood", description: "A quiet, well-lit residential street in Jalahalli, with staff to welcome you at the door." },
  ] satisfies Card[],
  hoursTitle: "Opening hours",
  hoursCaption: "When the centre is open",
  cta: {
    title: "Rather talk it over?",
    text: "A short call is often the easiest way to start. We are happy to answer questions, however small.",
    callLabel: `Call ${site.phone.display}`,
    callHref: `tel:${site.phone.tel}`,
    chatLabel: "Chat with us",
    chatHref: chatLink(`Hello, I need assistance from ${site.brand}.`),
  },
} as const;
