// Every word of the volunteer application (spec sections 3, 4, 5 and 8).
import { site } from "#app/core/site.ts";

export const volunteerCopy = {
  heading: "Apply to volunteer",
  intro: `Share your time and skills with seniors in Bangalore. We will contact you within ${site.replyWithinHours.application} hours.`,
  sections: {
    you: "About you",
    skills: "Your skills",
    availability: "When you can help",
    motivation: "Why you would like to volunteer",
  },
  fields: {
    firstName: { label: "First name", required: "Please enter your first name." },
    lastName: { label: "Last name", required: "Please enter your last name." },
    email: { label: "E-mail address", required: "Please enter your e-mail address." },
    phone: { label: "Phone number", hint: "For example, 98450 12345 or +91 98450 12345.", required: "Please enter your phone number." },
    address: { label: "Home address", hint: "House number, street and area.", required: "Please enter your home address." },
    city: { label: "City", required: "Please enter your city." },
    occupation: { label: "Your occupation", hint: "What you do now, or did before you retired." },
    // The three groups below are labelled but not enforced: the spec sets no minimum (section 5).
    skills: { label: "Which skills could you offer?", hint: "Choose any that apply." },
    availability: { label: "When are you usually free?", hint: "Choose any mornings or evenings that suit you." },
    experience: {
      label: "Experience with seniors or volunteering",
      hint: "Leave this empty if you have none yet: that is fine.",
    },
    motivation: {
      label: "What makes you want to volunteer with us?",
      hint: "A few sentences is plenty.",
      required: "Please tell us briefly why you would like to volunteer.",
    },
    preferredArea: { label: "Where would you most like to help?", required: "Please choose where you would like to help." },
    backgroundCheck: {
      label: "I agree to a background check, which every volunteer who works with seniors completes.",
      required: "Please tick the box to agree to the background check. We need it before you can volunteer with seniors.",
    },
  },
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
