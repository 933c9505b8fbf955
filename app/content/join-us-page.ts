// The words of /join-us around the two application forms: introduction, plans, volunteering and
// what happens after applying. The plans themselves live in membership-plans.ts.
import { site } from "#app/core/site.ts";
import { membershipTypes, preferredAreas } from "#app/core/form-options.ts";
import { contactLink } from "#app/core/links.ts";
import { rupees } from "#app/core/money.ts";

const lowestPrice = (prices: Readonly<Record<string, number>>) => Math.min(...membershipTypes.map((t) => prices[t.value] ?? t.pricePerMonth));

/** The page's description for search results, with the lowest of this month's prices. */
export const joinUsDescription = (prices: Readonly<Record<string, number>> = {}) =>
  `Become a member of ${site.brand} (plans from ${rupees(lowestPrice(prices))} a month) or volunteer with seniors in Bangalore. Apply online; we call you within ${site.replyWithinHours.application} hours.`;

export const joinUsPage = {
  path: "/join-us",
  seo: {
    title: "Join Us: Membership and Volunteering",
    description: joinUsDescription(),
    keywords: ["join senior community Bangalore", "seniors club membership fees", "volunteer with elderly Bangalore", "senior citizen activities membership", "Jalahalli seniors"],
  },
  hero: {
    title: "Join our community",
    intro: `Become a member if you are ${site.eligibleAge} or over, or give some of your time as a volunteer. Either way, you will find friendly faces and a place where you belong.`,
  },
  plans: {
    title: "Membership plans",
    intro: "Every plan is paid month by month, and you can change or stop it at any time. Choose the one that suits you in the form below.",
    paymentNote: "Pay by cash, bank transfer, UPI or cheque, or set up a recurring payment.",
    applyLabel: "Apply for membership",
    /** The member form is the default tab. */
    applyHref: "/join-us#apply",
  },
  apply: {
    title: "Apply online",
    intro: "Choose the form that fits you. Fields marked “(required)” must be filled in, and nothing is sent until you press the button at the end.",
  },
  volunteer: {
    title: "Volunteer with us",
    intro: [
      "Volunteers are the heart of our community. You might help in a technology class, walk with members on an outing, sing at a satsang or lend a hand with the paperwork.",
      "Any amount of time helps, from one morning a month to a few hours every week. Because you will spend time with older people, we ask every volunteer to agree to a background check.",
    ],
    areasTitle: "Where volunteers help",
    areas: preferredAreas.filter((a) => a.value !== "any").map((a) => a.label),
    applyLabel: "Apply to volunteer",
    /** ?tab=volunteer opens the volunteer form (app/components/visitor-forms/join-us-tabs.tsx). */
    applyHref: "/join-us?tab=volunteer#apply",
  },
  nextSteps: {
    title: "What happens after you apply",
    steps: [
      { title: "You get a reference number", text: "It appears as soon as you send the form. Keep it handy if you call us." },
      { title: "We call you", text: `A coordinator calls you within ${site.replyWithinHours.application} hours to say hello and answer your questions.` },
      { title: "You visit the centre", text: `Come and see us in ${site.address.locality}, meet the team and try an activity. Bring a family member if you like.` },
      { title: "You get started", text: "We agree your plan or your volunteering times, and you join your first session." },
    ],
  },
  questions: {
    text: "Not sure which plan is right? We are happy to talk it through.",
    faqLabel: "Read the FAQ",
    faqHref: "/faq#membership",
    contactLabel: "Ask us about membership",
    contactHref: contactLink("membership"),
  },
} as const;
