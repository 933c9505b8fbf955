// Every word of the membership application (spec sections 3, 4, 5 and 8). A field's words are all in
// its entry: its name in messages, its privacy line and its operator's label too (common.ts).
import { site } from "#app/core/site.ts";
import { rupees } from "#app/core/money.ts";
import { membershipTypes } from "#app/core/form-options.ts";
import { applicantFields, type VisitorFieldWords } from "./common.ts";

/** The youngest applicant the form accepts; a younger date of birth is almost always a typing slip. */
export const MEMBER_MIN_AGE = 18;

export const memberCopy = {
  heading: "Apply for membership",
  intro: `Tell us a little about yourself. We will call you within ${site.replyWithinHours.application} hours to talk it through.`,
  sections: {
    you: "About you",
    contact: "How we can reach you",
    emergency: "Emergency contact",
    health: "Your health",
    membership: "Your membership",
  },
  // In the order of the privacy page's list, which reads each field's `privacy` words from here.
  fields: {
    ...applicantFields,
    dateOfBirth: {
      label: "Date of birth",
      hint: "Day, month and year, for example 15 08 1955 or 15 August 1955.",
      required: "Please enter your date of birth.",
      name: "your date of birth",
      privacy: "Date of birth (we also work out your age from it)",
      record: "Date of birth",
    },
    address: { label: "Home address", hint: "House number, street and area.", required: "Please enter your home address.", name: "your home address", privacy: "Home address and city" },
    city: { label: "City", required: "Please enter your city.", name: "your city", privacy: "Home address and city" },
    emergencyContact: {
      label: "Name of your emergency contact",
      hint: "Someone we can call if you feel unwell at the centre or on an outing.",
      required: "Please enter the name of someone we can call in an emergency.",
      name: "your emergency contact's name",
      privacy: "Emergency contact: their name and phone number",
      record: "Emergency contact",
    },
    emergencyPhone: {
      label: "Their phone number",
      hint: "A mobile, such as 98450 12345, or a landline with its STD code, such as 080 4000 0000.",
      required: "Please enter the phone number of your emergency contact.",
      name: "your emergency contact's phone number",
      privacy: "Emergency contact: their name and phone number",
      record: "Emergency phone",
    },
    medicalConditions: {
      label: "Health conditions we should know about",
      hint: "For example, diabetes, a heart condition or difficulty walking. This helps us keep you safe.",
      name: "what you wrote about your health",
      privacy: "Medical conditions you would like us to know about (optional)",
      record: "Medical conditions",
    },
    // Labelled but not enforced: the spec marks the group required yet sets no minimum (section 5).
    interests: {
      label: "Which activities interest you?",
      hint: "Choose as many as you like.",
      name: "the activities that interest you",
      privacy: "The activities that interest you",
      record: "Interests",
    },
    membershipType: {
      label: "Which plan would you like?",
      hint: "You can change your plan later.",
      required: "Please choose a membership plan.",
      name: "a plan",
      privacy: "The membership plan you choose",
      record: "Membership type",
    },
    hearAboutUs: { label: "How did you hear about us?", name: "how you heard about us", privacy: "How you heard about us (optional)", record: "How they heard about us" },
  } satisfies Record<string, VisitorFieldWords>,
  /** The plan choices with this month's prices (the page's loader reads them; the starting prices where it does not). */
  membershipOptions: (prices: Readonly<Record<string, number>> = {}) => membershipTypes.map((t) => ({ value: t.value, label: `${t.label}: ${rupees(prices[t.value] ?? t.pricePerMonth)} a month` })),
  submit: "Send my application",
  loading: "Submitting your application...",
  success: {
    heading: "Thank you, your application has been received.",
    body: `We will call you within ${site.replyWithinHours.application} hours to welcome you and answer any questions.`,
    /** Shown under the receipt instead of the sent form. */
    next: {
      heading: "What happens next",
      steps: [
        `A coordinator calls you within ${site.replyWithinHours.application} hours. There is nothing you need to do before then.`,
        `You visit the centre in ${site.address.locality}, meet the team and try an activity. Bring a family member if you like.`,
        "We agree your plan together, and you join your first session.",
      ],
    },
    /** A new, empty application (for a husband, a wife or a friend): one deliberate step. */
    another: "Start another application",
  },
  failure: { heading: "Application failed!", body: "Failed to submit application. Please try again." },
} as const;
