// Every word of the volunteer application (spec sections 3, 4, 5 and 8). A field's words are all in
// its entry: its name in messages, its privacy line and its operator's label too (common.ts).
import { site } from "#app/core/site.ts";
import { applicantFields, type VisitorFieldWords } from "./common.ts";

export const volunteerCopy = {
  heading: "Apply to volunteer",
  intro: `Share your time and skills with seniors in Bangalore. We will contact you within ${site.replyWithinHours.application} hours.`,
  sections: {
    you: "About you",
    skills: "Your skills",
    availability: "When you can help",
    motivation: "Why you would like to volunteer",
  },
  // In the order of the privacy page's list, which reads each field's `privacy` words from here.
  fields: {
    ...applicantFields,
    address: { label: "Home address", hint: "House number, street and area.", required: "Please enter your home address.", name: "your home address", privacy: "Home address and city" },
    city: { label: "City", required: "Please enter your city.", name: "your city", privacy: "Home address and city" },
    occupation: { label: "Your occupation", hint: "What you do now, or did before you retired.", name: "your occupation", privacy: "Occupation (optional)", record: "Occupation" },
    // The three groups below are labelled but not enforced: the spec sets no minimum (section 5).
    skills: {
      label: "Which skills could you offer?",
      hint: "Choose any that apply.",
      name: "your skills",
      privacy: "Your skills and the times you are available",
      record: "Skills",
    },
    availability: {
      label: "When are you usually free?",
      hint: "Choose any mornings or evenings that suit you.",
      name: "the times you are free",
      privacy: "Your skills and the times you are available",
      record: "Availability",
    },
    experience: {
      label: "Experience with seniors or volunteering",
      hint: "Leave this empty if you have none yet: that is fine.",
      name: "what you wrote about your experience",
      privacy: "Previous volunteering experience (optional)",
      record: "Experience",
    },
    motivation: {
      label: "What makes you want to volunteer with us?",
      hint: "A few sentences is plenty.",
      required: "Please tell us briefly why you would like to volunteer.",
      name: "your reasons for volunteering",
      privacy: "Why you would like to volunteer, and the area you prefer",
      record: "Motivation",
    },
    preferredArea: {
      label: "Where would you most like to help?",
      required: "Please choose where you would like to help.",
      name: "where you would like to help",
      privacy: "Why you would like to volunteer, and the area you prefer",
      record: "Preferred area",
    },
    backgroundCheck: {
      label: "I agree to a background check, which every volunteer who works with seniors completes.",
      required: "Please tick the box to agree to the background check. We need it before you can volunteer with seniors.",
      privacy: "Whether you agree to a background check",
      record: "Agrees to a background check",
    },
  } satisfies Record<string, VisitorFieldWords>,
  submit: "Send my application",
  loading: "Submitting your application...",
  success: {
    heading: "Thank you for offering to volunteer!",
    body: `We will contact you within ${site.replyWithinHours.application} hours to talk about the next steps.`,
    /** Shown under the receipt instead of the sent form. */
    next: {
      heading: "What happens next",
      steps: [
        `A coordinator calls you within ${site.replyWithinHours.application} hours. There is nothing you need to do before then.`,
        `You visit the centre in ${site.address.locality}, meet the team and go through the background check together.`,
        "We agree the times that suit you, and you join your first session.",
      ],
    },
    /** A new, empty application (for a friend): one deliberate step. */
    another: "Start another application",
  },
  failure: { heading: "Application failed!", body: "Failed to submit application. Please try again." },
} as const;
