// How each field of the visitors' forms is named in its error messages: "your
// phone number", "your emergency contact's phone number", never just "a phone number". Kept apart
// from the forms' other words so that they load with the schemas (on first need), not with the
// pages; the messages themselves are validation.ts.

export const fieldNames = {
  contact: {
    name: "your name",
    email: "your e-mail address",
    subject: "what your message is about",
    message: "your message",
    phone: "your phone number",
  },
  member: {
    firstName: "your first name",
    lastName: "your last name",
    email: "your e-mail address",
    phone: "your phone number",
    address: "your home address",
    city: "your city",
    interests: "the activities that interest you",
    hearAboutUs: "how you heard about us",
    dateOfBirth: "your date of birth",
    emergencyContact: "your emergency contact's name",
    emergencyPhone: "your emergency contact's phone number",
    medicalConditions: "what you wrote about your health",
    membershipType: "a plan",
  },
  volunteer: {
    firstName: "your first name",
    lastName: "your last name",
    email: "your e-mail address",
    phone: "your phone number",
    address: "your home address",
    city: "your city",
    occupation: "your occupation",
    skills: "your skills",
    availability: "the times you are free",
    preferredArea: "where you would like to help",
    experience: "what you wrote about your experience",
    motivation: "your reasons for volunteering",
  },
  newsletter: {
    email: "your e-mail address",
  },
  booking: {
    name: "your name",
    email: "your e-mail address",
    phone: "your phone number",
  },
} as const;
