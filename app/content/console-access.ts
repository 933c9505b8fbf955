// The words of getting into the console (docs/decisions/019-operator-login.md): the code a
// new browser asks for, the forgotten password, the reset link's page, the first account's setup
// page, the mails behind them, and what the server prints at start for whoever runs it.
import { site } from "#app/core/site.ts";

const minutes = (n: number) => (n === 1 ? "1 minute" : `${n} minutes`);
const passwordHint = "At least 12 characters. A short sentence is easy to remember, for example: tea on the terrace at four.";
const passwordRequired = "The password must be at least 12 characters long.";
const againRequired = "The two passwords are not the same. Please type them again.";

export const consoleAccessCopy = {
  code: {
    title: "Check your e-mail",
    intro: (email: string) =>
      `This browser has not been used to log in as ${email} before, so we have sent a 6-digit code to that address. Type it here to finish logging in. From then on this browser is remembered and needs no code.`,
    fields: { code: { label: "The 6-digit code from the e-mail", hint: "It arrives within a minute or two. Spaces do not matter.", required: "Type the 6 digits from the e-mail." } },
    submit: "Finish logging in",
    wrong: (left: number) => `That code is not right. Please check the e-mail and try again (${left === 1 ? "1 more try" : `${left} more tries`}).`,
    expired: "That code is no longer valid: it was used, it is more than 15 minutes old, or it was typed wrong too often. Please log in again to get a new code.",
    notArrived: "No e-mail? Look in the spam folder, or log in again to get a new code.",
    again: "Log in again",
    errorHeading: "Logging in is not finished",
    errorIntro: "Please correct the following:",
    tooMany: (mins: number) => `Several codes were sent to this account in a short time. For safety, please wait about ${minutes(mins)} and log in again.`,
  },

  forgot: {
    title: "Forgotten your password?",
    intro: "Type the e-mail address you log in with. We send a link to that address; it lets you choose a new password within 30 minutes.",
    fields: { email: { label: "Your e-mail address", required: "Type the e-mail address you log in with, like name@example.org." } },
    submit: "Send me the link",
    errorHeading: "The link was not sent yet",
    errorIntro: "Please correct the following:",
    // The same answer whether or not the address is an operator's: nobody learns who has an account.
    sent: (email: string) =>
      `If ${email} belongs to an operator account, a link to choose a new password is on its way to it now. The link works for 30 minutes, once. Nothing arrived? Look in the spam folder, or ask a colleague who is an owner to set a new password for you.`,
    link: "Forgotten your password?",
    back: "Back to logging in",
  },

  reset: {
    title: "Choose a new password",
    intro: (email: string) => `This sets a new password for ${email}. Every other browser logged in as ${email} is logged out.`,
    fields: {
      password: { label: "New password", hint: passwordHint, required: passwordRequired },
      again: { label: "The same password again", required: againRequired },
    },
    submit: "Set my new password",
    errorHeading: "The password was not changed",
    errorIntro: "Please correct the following:",
    invalidTitle: "This link does not work any more",
    invalid: "A link to choose a new password works once, for 30 minutes. Ask for a new one: it takes a minute.",
    askAgain: "Ask for a new link",
    done: (ended: number) =>
      `Your new password is set and you are logged in.` + (ended ? ` ${ended === 1 ? "1 other browser was" : `${ended} other browsers were`} logged out.` : ""),
  },

  setup: {
    title: "Create the first operator account",
    intro: "Nobody can log in to this console yet. The account you create here is its first owner: you can then add colleagues and decide what they may do. This link works once.",
    fields: {
      email: { label: "Your e-mail address", hint: "You log in with it. Codes and password links are sent to it.", required: "Type your e-mail address, like name@example.org." },
      password: { label: "Choose a password", hint: passwordHint, required: passwordRequired },
      again: { label: "The same password again", required: againRequired },
    },
    submit: "Create my account",
    errorHeading: "The account was not created yet",
    errorIntro: "Please correct the following:",
    invalidTitle: "This link does not work",
    invalid:
      "A setup link works once, and only while nobody has an account. If the console already has an operator, log in, or ask that person to add you. Otherwise restart the server: it prints a new link.",
    login: "Go to the login page",
    done: (email: string) => `Welcome. Your account ${email} is ready and you are logged in. Add your colleagues under Operators.`,
  },

  ownPassword: {
    summary: (email: string) => `Change your own password (${email})`,
    fields: {
      current: { label: "Your current password", required: "Type your current password: it shows that it is really you." },
      password: { label: "Your new password", hint: passwordHint, required: passwordRequired },
      again: { label: "The same new password again", required: againRequired },
    },
    wrongCurrent: "That is not your current password. Please type it again.",
    submit: "Change my password",
    done: (ended: number) =>
      `Your password is changed. You stay logged in here.` + (ended ? ` ${ended === 1 ? "1 other browser was" : `${ended} other browsers were`} logged out and must use the new password.` : ""),
  },

  mail: {
    code: {
      subject: (code: string) => `${code} is your code for the ${site.shortBrand} console`,
      /** What the outbox keeps of the subject: the code itself is stored only encrypted. */
      keptSubject: `Your code for the ${site.shortBrand} console`,
      greeting: "Hello,",
      intro: (email: string) => `Someone typed the right password for ${email} on a browser that has not logged in to the operator console before. To finish logging in there, type this code:`,
      codeLabel: "Your code",
      validity: "It works for 15 minutes, once.",
      notYou:
        "If this was not you, someone knows your password: do not type the code anywhere. Log in from your usual browser and change your password under Operators, or use “Forgotten your password?” on the login page.",
    },
    reset: {
      subject: `Choose a new password for the ${site.shortBrand} console`,
      greeting: "Hello,",
      intro: (email: string) => `Someone asked to choose a new password for the operator account ${email}. To do it, open this link; it works for 30 minutes, once:`,
      linkLabel: "Choose a new password",
      notYou: "If you did not ask, you can ignore this e-mail: your password stays as it is.",
    },
    regards: `The ${site.brand} website`,
  },

  /** What the server prints at start for whoever runs it: plain words, not log lines. */
  startup: {
    setup: (link: string) => [
      "No operator account exists yet. To create the first one (an owner), open this link in a browser:",
      `  ${link}`,
      "The link works once. A new one is printed each time the server starts while nobody has an account.",
    ],
    siteAddress: (problem: "unset" | "loopback", address: string) => [
      problem === "unset"
        ? `PUBLIC_SITE_URL is not set, so every link in mail (confirm, cancel, unsubscribe, password reset) points to ${address}, which only this computer can open.`
        : `PUBLIC_SITE_URL is ${address}, an address only this computer can open, while the site is open to other computers: every link in mail would lead nowhere.`,
      "Set PUBLIC_SITE_URL to the site's public address (for example https://anandam.example) and restart.",
    ],
  },

  /** The console's banner while PUBLIC_SITE_URL is unset or names this machine. */
  siteAddressBanner: {
    heading: "Links in e-mails do not work yet",
    body: (address: string, problem: "unset" | "loopback") =>
      `${problem === "unset" ? "The site's public address (PUBLIC_SITE_URL) is not set" : `The site's public address (PUBLIC_SITE_URL) is ${address}, which only the server's own computer can open`}, so the links in every e-mail the site sends lead to ${address}. Subscribers cannot confirm and people cannot cancel a booking. Please ask whoever runs the server to set PUBLIC_SITE_URL to the site's real address and restart it.`,
  },
} as const;
