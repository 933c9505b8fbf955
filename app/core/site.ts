// Business facts shown across the site, in one place: changing one here is the whole change.
// The spec withholds the real phone, e-mail and social addresses: the values below are
// placeholders on reserved or obviously-example forms and must be replaced before launch.

export const site = {
  brand: "Anandam Seniors Community",
  shortBrand: "Anandam Seniors",
  /** The wider helpers brand the community belongs to (spec section 1). */
  parentBrand: "Anandam Helpers",
  tagline: "Meaningful days, good company and care for seniors in Bangalore",
  phone: { display: "+91 80 4000 0000", tel: "+918040000000" },
  /** The messaging app's business number, digits only (used in the chat link). */
  whatsappNumber: "918040000000",
  email: "hello@anandam-seniors.example",
  address: {
    locality: "Jalahalli",
    city: "Bangalore",
    region: "Karnataka",
    postalCode: "560013",
    country: "IN",
    display: "Jalahalli, Bangalore, Karnataka 560013",
  },
  geo: { latitude: 13.0473, longitude: 77.5446 },
  hours: {
    weekdays: { days: "Monday to Friday", opens: "09:00", closes: "18:00", display: "9:00 AM to 6:00 PM" },
    saturday: "9:00 AM to 1:00 PM",
    /** Saturday's hours as times, for telling whether the centre is open now (opening-hours.ts). */
    saturdayTimes: { opens: "09:00", closes: "13:00" },
    sunday: "Emergency support only",
  },
  /**
   * The national helpline for older people (Elder Line, run for the Government of India's
   * Ministry of Social Justice and Empowerment): free from any phone. Offered to a visitor with an
   * emergency while the centre is closed.
   */
  elderLine: { display: "14567", tel: "14567" },
  social: {
    facebook: "https://www.facebook.com/anandamseniors",
    instagram: "https://www.instagram.com/anandamseniors",
  },
  eligibleAge: 55,
  replyWithinHours: { contact: 24, application: 48 },
} as const;
