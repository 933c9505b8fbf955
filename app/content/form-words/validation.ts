// The messages the form schemas give (app/schemas/schema-kit.ts). A file of its own, apart from
// common.ts, so that they load with the schemas (on first need), not with every form page.

/**
 * Messages the schemas give; each says what to do, in plain words, and names its field
 * ("your phone number" or "your emergency contact's phone number", never just "a phone
 * number"). `name` is the field's `name` in its form's words; without one (the console's own
 * forms) the message speaks of "this".
 */
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const validationCopy = {
  tooLong: (max: number, name = "this") => `Please shorten ${name} to ${max.toLocaleString("en-IN")} characters or fewer.`,
  email: (name = "a full e-mail address") => `Please enter ${name === "a full e-mail address" ? name : `${name} in full`}, for example name@example.com.`,
  phoneCharacters: (name = "a phone number") => `Please use only numbers, spaces and the signs + ( ) - in ${name}.`,
  /** A number no phone can call: what one looks like, in India and abroad. */
  phoneNumber: (name = "a phone number") =>
    `Please check ${name}: a mobile has 10 digits, a landline starts with its STD code (080 for Bangalore), and a number abroad with + and its country code.`,
  unknownChoice: (name?: string) => (name ? `Please choose ${name} from the options shown.` : "Please choose from the options shown."),
  /** Text holding control characters or bytes that were not UTF-8 (often pasted from elsewhere). */
  unreadable: (name = "this") => `${capital(name)} has characters we cannot read, often hidden ones from copying and pasting. Please type it again.`,
  dateInvalid: (name?: string) => `Please enter ${name ? `${name} as ` : ""}a real date with day, month and year, for example 15 August 1955.`,
  dateInFuture: "A date of birth must be in the past. Please check the year.",
  dateTooLongAgo: "That date of birth is more than 120 years ago. Please check the year.",
  tooYoung: (minAge: number) => `Members need to be ${minAge} or older. Please check the year of birth.`,
} as const;
