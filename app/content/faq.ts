// The FAQ page: 16 questions in the spec's 11 categories. Business facts (age, hours, address,
// prices, reply times) are read from site.ts and the form options, so they stay in one place.
import { site } from "#app/core/site.ts";
import { openingHours } from "./opening-hours.ts";
import { membershipTypes } from "#app/core/form-options.ts";
import { startingPrices, type CurrentPrices } from "#app/core/fees.ts";
import { contactLink } from "#app/core/links.ts";
import { rupees } from "#app/core/money.ts";
import type { Faq, FaqCategory } from "./shapes/faq.ts";

const [basic, premium, family] = membershipTypes;

export const faqPage = {
  path: "/faq",
  seo: {
    title: "Frequently Asked Questions",
    description: `Answers for seniors and families about joining ${site.brand}: who can join, fees and payment, activities, health and safety, transport and volunteering.`,
    keywords: [
      "senior citizen community FAQ",
      "seniors club membership Bangalore",
      "elderly activities Jalahalli",
      "senior care questions",
      "volunteer with seniors Bangalore",
    ],
  },
  hero: {
    title: "Frequently Asked Questions",
    intro: "Straight answers to the questions seniors and their families ask us most. Choose a topic below, or open any question to read its answer.",
  },
  chipsLabel: "Jump to a topic",
  stillAsking: {
    title: "Still have a question?",
    text: `Call us or send us a message. We answer every enquiry within ${site.replyWithinHours.contact} hours on working days.`,
    contactLabel: "Ask us a question",
    contactHref: contactLink("general"),
    callLabel: `Call ${site.phone.display}`,
  },
} as const;

/** The spec's categories in its order; `id` is the anchor of the category's section. */
export const faqCategories: FaqCategory[] = [
  { id: "general", name: "General" },
  { id: "membership", name: "Membership" },
  { id: "activities", name: "Activities" },
  { id: "health-safety", name: "Health & Safety" },
  { id: "technology", name: "Technology" },
  { id: "transportation", name: "Transportation" },
  { id: "family", name: "Family" },
  { id: "volunteering", name: "Volunteering" },
  { id: "spiritual", name: "Spiritual" },
  { id: "custom-programs", name: "Custom Programs" },
  { id: "payment", name: "Payment" },
];

/** The questions and answers, with the plans' prices of this month (the plans' answer says them). */
export const faqsAt = (prices: CurrentPrices): Faq[] => [
  {
    id: "who-can-join",
    category: "General",
    question: `Who can join ${site.brand}?`,
    answer: [
      `Anyone aged ${site.eligibleAge} or above is welcome to become a member, whatever their health, background or experience with group activities.`,
      "Families, friends and carers are welcome to visit with a member and to join our celebrations and open days.",
    ],
    link: { label: "See the membership plans", href: "/join-us" },
  },
  {
    id: "where-and-when",
    category: "General",
    question: "Where are you, and when are you open?",
    answer: [
      `Our centre is in ${site.address.display}. We are open ${openingHours.sentence}.`,
      `On Sundays we offer emergency support only, by phone on ${site.phone.display}.`,
    ],
    link: { label: "Directions and contact details", href: "/contact" },
  },
  {
    id: "membership-plans",
    category: "Membership",
    question: "What membership plans do you offer?",
    answer: [
      `There are three monthly plans: ${basic.label} at ${rupees(prices[basic.value] ?? basic.pricePerMonth)} a month, ${premium.label} at ${rupees(prices[premium.value] ?? premium.pricePerMonth)} a month and ${family.label} at ${rupees(prices[family.value] ?? family.pricePerMonth)} a month.`,
      `${basic.label} covers our daily group activities and talks. ${premium.label} adds the wellness programme and technology classes. ${family.label} covers two members of the same household, with regular updates for the family.`,
    ],
    link: { label: "Compare the plans", href: "/join-us" },
  },
  {
    id: "how-to-apply",
    category: "Membership",
    question: "How do I apply, and what happens next?",
    answer: [
      "Fill in the membership application on our Join Us page. It takes about ten minutes, and a family member is welcome to fill it in with you.",
      `You will see a reference number straight away. A coordinator calls you within ${site.replyWithinHours.application} hours to answer your questions and invite you for a visit to the centre.`,
    ],
    link: { label: "Apply for membership", href: "/join-us" },
  },
  {
    id: "what-activities",
    category: "Activities",
    question: "What kind of activities can I take part in?",
    answer: [
      "Our weekday engagement sessions run Monday to Friday from 10:00 AM to 12:00 noon, with games, crafts, music, reading and conversation.",
      "Alongside them there are gentle yoga and exercise classes, technology tutoring, day trips around Bangalore, satsangs and meditation, online talks every afternoon, and celebrations we plan with you.",
    ],
    link: { label: "Explore our offerings", href: "/offerings" },
  },
  {
    id: "group-size",
    category: "Activities",
    question: "How big are the groups?",
    answer: [
      "We keep groups small so everyone is heard: 8 to 12 people in the engagement sessions, 6 to 10 on tours, and just 4 to 6 in a technology class.",
      "Our online knowledge-sharing talks take 15 to 20 people, so there is still time for your questions.",
    ],
  },
  {
    id: "health-conditions",
    category: "Health & Safety",
    question: "I have a health condition. Can I still take part?",
    answer: [
      "Yes. Our instructors adapt every class, and chair-based versions of the exercises are always available. You decide how much you do.",
      "The membership form has a space for any medical conditions you would like us to know about; it is optional. Every new member is offered a free initial health assessment, and we always suggest checking with your own doctor before starting a new exercise routine.",
    ],
  },
  {
    id: "emergencies",
    category: "Health & Safety",
    question: "What happens if someone feels unwell during an activity?",
    answer: [
      "Staff stay with the group at all times. If a member feels unwell, we stop, make them comfortable and call for medical help when it is needed.",
      "We ask every member for an emergency contact and their phone number when they apply, and we call that person straight away.",
    ],
  },
  {
    id: "never-used-smartphone",
    category: "Technology",
    question: "I have never used a smartphone. Is the technology class for me?",
    answer: [
      "Absolutely. Most of our learners start from the very beginning. Classes have at most 4 to 6 students and last an hour and a half, so the tutor has time for each person.",
      "If you would like to go over a lesson again, you can repeat it free of charge.",
    ],
    link: { label: "About technology tutoring", href: "/offerings/technology" },
  },
  {
    id: "getting-here",
    category: "Transportation",
    question: "How do I get to the centre and to the outings?",
    answer: [
      "The centre is close to bus stops and has accessible parking right by the entrance. Many members come by auto-rickshaw or are dropped off by family.",
      "Day trips leave from the centre and return there. On every outing we stop to rest every one to two hours. If getting to the centre is hard for you, tell us and we will work out a plan together.",
    ],
    link: { label: "About our leisure outings", href: "/offerings/leisure-outings" },
  },
  {
    id: "families-involved",
    category: "Family",
    question: "I live away from my parents. How can I stay involved?",
    answer: [
      "With your parent's permission, we are happy to keep you informed about how they are getting on. The Family plan includes regular updates for a family contact.",
      "You are always welcome to visit, to join our celebrations, or to call us with a question.",
    ],
  },
  {
    id: "how-to-volunteer",
    category: "Volunteering",
    question: "How can I volunteer with you?",
    answer: [
      "Fill in the volunteer application on our Join Us page. Tell us what you are good at, when you are free and which area you would like to help with: health, technology, social activities, spirituality, outings or administration.",
      `Because volunteers spend time with older people, we ask every volunteer to agree to a background check. A coordinator gets in touch within ${site.replyWithinHours.application} hours of your application.`,
    ],
    link: { label: "Apply to volunteer", href: "/join-us" },
  },
  {
    id: "satsang-open-to-all",
    category: "Spiritual",
    question: "Do I need to follow a particular faith to join the satsangs?",
    answer: [
      "No. Our satsangs are open to everyone who enjoys devotional music, quiet reflection and thoughtful conversation.",
      "Bhajan evenings are on Tuesdays and Thursdays from 6:00 to 7:30 PM, scripture study on Wednesdays from 5:00 to 6:30 PM, and discussion circles on Saturdays from 4:00 to 5:30 PM. Guided meditation runs every day from 7:00 to 8:00 AM.",
    ],
    link: { label: "About satsangs and spirituality", href: "/offerings/satsangs" },
  },
  {
    id: "special-events",
    category: "Custom Programs",
    question: "Can you organise a birthday or a special event for us?",
    answer: [
      "Yes. We plan birthdays, anniversaries, festival gatherings and interest groups around what you would like, from a small tea party to a celebration for fifty guests.",
      "Custom events are arranged by booking. Send us a message with your idea and a rough date, and we will help with everything from the venue to the music.",
    ],
    link: { label: "About custom engagements", href: "/offerings/custom-engagements" },
  },
  {
    id: "how-to-pay",
    category: "Payment",
    question: "How can I pay the membership fee?",
    answer: [
      "We accept cash, bank transfer, UPI and cheque. We give a receipt for every payment.",
      "If you would rather not think about it each month, we can set up a recurring payment for you.",
    ],
  },
  {
    id: "change-or-cancel",
    category: "Payment",
    question: "Can I change my plan or stop my membership?",
    answer: [
      "Yes, at any time. Tell us by phone, by e-mail or at the centre, and the change starts from your next month.",
      "There is no fee for changing or stopping. Fees already paid for the current month are not refunded, but you remain welcome until the month ends.",
    ],
    link: { label: "Read our terms of service", href: "/terms" },
  },
];

/** The questions with the prices the site started with (tests, and where the database is not read). */
export const faqs: Faq[] = faqsAt(startingPrices);
