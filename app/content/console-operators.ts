// The words of the console's Operators page: who can log in
// and as what, and how to add a colleague, set a new password for one, change what they may do, or
// remove an account; and one's own password.
export const consoleOperatorsCopy = {
  title: "Operators",
  intro: "The people who can log in to this console. Adding or removing someone takes effect at once; the website stays online.",
  editorIntro: "The people who can log in to this console. Only an owner can add or remove someone or change what they may do.",
  tableCaption: "Operator accounts",
  columns: { account: "Account", role: "Can do", lastLogin: "Last logged in", created: "Added" },
  /** The two roles, as the page and the add form name and explain them. */
  roles: {
    owner: { label: "Owner", text: "Everything: also adds and removes operators, finds and erases a person's records, downloads CSV files, reads the audit, voids payments and records refunds (money going out)." },
    editor: { label: "Editor", text: "Events, site content, the newsletter and the inboxes (answering enquiries and applications); takes members' fees and bookings' payments and undoes one they recorded within 10 minutes, but records no refund and voids no other payment." },
  },
  role: {
    makeOwner: (email: string) => `Make ${email} an owner`,
    makeEditor: (email: string) => `Make ${email} an editor`,
    done: (email: string, role: string) => `${email} is now ${role === "owner" ? "an owner" : "an editor"}.`,
    last: "The console must always have an owner, and this is the last one. Make someone else an owner first.",
  },
  yourAccount: { heading: "Your account", role: (label: string) => `You are logged in as ${label.toLowerCase()}.` },
  you: "(you)",
  never: "Not yet",
  /** The fields of the form that adds a colleague and of the form that sets a new password for one. */
  fields: {
    email: { label: "Their e-mail address", hint: "They log in with it at /admin/login. Codes and password links are sent to it.", required: "Enter an e-mail address, like name@example.org." },
    role: { label: "What they may do", required: "Choose what they may do: owner or editor." },
    password: { label: "Password for them", hint: "At least 12 characters. A short sentence is easy to remember, for example: tea on the terrace at four.", required: "The password must be at least 12 characters long." },
    // Left empty, it is not the same as the password either.
    again: { label: "The same password again", required: "The two passwords are not the same. Please type them again." },
  },
  add: {
    heading: "Add a colleague",
    intro:
      "Choose a password for them and tell it to them in person or by phone, not by e-mail. The first time they log in on a browser, a code is sent to their e-mail address to confirm it. A forgotten password they can replace themselves (“Forgotten your password?” on the login page), or you set a new one here.",
    submit: "Add this operator",
    added: (email: string) => `${email} can now log in.`,
  },
  reset: {
    summary: (email: string) => `Set a new password for ${email}`,
    password: "New password",
    again: "The same password again",
    submit: "Set this password",
    done: (email: string, ended: number) =>
      `New password set for ${email}.` + (ended ? ` They were logged out on ${ended === 1 ? "1 device" : `${ended} devices`} and must log in with the new password.` : ""),
  },
  remove: {
    link: (email: string) => `Remove ${email}`,
    confirmHeading: (email: string) => `Remove ${email}?`,
    confirmText: "They will be logged out at once and can no longer log in. The history of what they changed stays in the audit log.",
    confirm: "Yes, remove this account",
    cancel: "No, keep it",
    done: "The account was removed. That person can no longer log in.",
    self: "You cannot remove your own account. Ask a colleague to do it, or add another operator first.",
    last: "This is the last owner, so it cannot be removed: the console must always have an owner. Make someone else an owner first.",
    gone: "That account no longer exists; perhaps a colleague removed it a moment ago.",
  },
  errors: {
    heading: "The account was not changed",
    intro: "Please correct the following:",
    taken: "There is already an operator with this e-mail address.",
  },
} as const;
