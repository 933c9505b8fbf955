// Every sentence of the operator console: page titles, labels, status names, messages.
// The console is for the one person who answers the enquiries, so the words are plain and specific.
// A stored field's label is in record-words.ts, shared with the notification mail.
import type { RecordType } from "#app/core/records.ts";
import { recordFieldLabels as field, recordValueWords } from "./record-words.ts";

/** The login asks for both fields in one message above the form, whichever was left empty. */
const loginMissing = "Enter your e-mail address and your password.";

export const consoleCopy = {
  brand: "Operator console",
  skipLink: "Skip to the main content",
  nav: {
    label: "Console",
    dashboard: "Overview",
    outbox: "Outbox",
    logout: "Log out",
    signedInAs: "Signed in as",
    /** On a phone the sections fold under one button. */
    menu: "Menu",
    menuIn: (section: string) => `Menu (now: ${section})`,
  },

  login: {
    title: "Log in to the operator console",
    intro: "This area is for the community's operator. Visitors do not need an account.",
    fields: { email: { label: "E-mail address", required: loginMissing }, password: { label: "Password", required: loginMissing } },
    submit: "Log in",
    missing: loginMissing,
    failed: "That e-mail address and password do not match an operator account. Please check both and try again.",
    tooMany: (minutes: number) =>
      `Too many attempts. For your safety, logging in is paused for about ${minutes} minute${minutes === 1 ? "" : "s"}. Please try again later.`,
    loggedOut: "You have logged out.",
    expired: "Please log in to continue.",
    errorHeading: "Logging in did not work",
  },

  dashboard: {
    title: "Overview",
    intro: "What is waiting, by record type. Select a status to see those records.",
    total: "All",
    outboxHeading: "Outbox",
    outboxIntro: "Mail that has not gone out yet. Dead mail has failed every attempt and waits for you to retry it.",
    pending: "Waiting to send",
    dead: "Failed (dead)",
    openOutbox: "Open the outbox",
    countsCaption: (type: string) => `${type} by status`,
    findHeading: "Go to a record",
    findLabel: "Reference ID or e-mail address",
    findHint: "A Reference ID as the visitor quotes it, for example REQ-1763800000000-AB12CD, or the e-mail address they gave.",
    findSubmit: "Open the record",
    findNone: (reference: string) => `No record has the Reference ID ${reference}. Check it and try again, or search an inbox.`,
    /** An editor's box given an e-mail address: the records with it, or where else to look. */
    findEmail: {
      caption: (email: string, n: number) => `${n} records have the address ${email}`,
      none: (email: string) =>
        `No enquiry, application or subscription has the address ${email}. A booking for an event is on that event's page (Events); an owner can search everything the site holds about a person under People.`,
    },
    /** An owner's box also finds a person: anything else than a Reference ID goes to People. */
    findOwner: {
      heading: "Find a person or a record",
      label: "Reference ID, e-mail address, phone number or name",
      hint: "As the person gave it, in any spacing: REQ 1763 8000 …, 98450 12345, lakshmi@example.org.",
      submit: "Find",
    },
    status: "Status",
    count: "Records",
  },

  types: {
    member: { plural: "Membership applications", singular: "Membership application" },
    volunteer: { plural: "Volunteers", singular: "Volunteer application" },
    contact: { plural: "Contact enquiries", singular: "Contact enquiry" },
    newsletter: { plural: "Newsletter subscriptions", singular: "Newsletter subscription" },
  } satisfies Record<RecordType, { plural: string; singular: string }>,

  statuses: {
    pending: "Pending",
    approved: "Approved",
    rejected: "Rejected",
    new: "New",
    in_progress: "In progress",
    resolved: "Resolved",
    active: "Active",
    /** A subscription's state: active but not yet confirmed by its owner, or confirmed. */
    awaiting: "Awaiting confirmation",
    confirmed: "Confirmed",
    unsubscribed: "Unsubscribed",
    spam: "Spam",
  } as Record<string, string>,

  inbox: {
    intro: "Newest first. Search by name, e-mail address, phone number, the words of a message or a Reference ID.",
    introNoName: "Newest first. Search by e-mail address or Reference ID.",
    filterHeading: "Find records",
    status: "Status",
    anyStatus: "Any status",
    search: "Search",
    searchHint: "Part of a name, an e-mail address, a phone number (spaces do not matter), words from a message, or a Reference ID however it is written (REQ-…, or read out in groups).",
    searchHintNoName: "Part of an e-mail address, or a Reference ID however it is written (REQ-…, or read out in groups).",
    apply: "Show records",
    clear: "Clear",
    export: "Download these records as CSV",
    exportHint: "Opens in a spreadsheet app. Includes every record that matches, not only this page.",
    caption: (type: string, from: number, to: number, total: number) =>
      total === 0 ? `${type}: none found` : `${type}: ${from} to ${to} of ${total}, newest first`,
    none: "No records match. Try another status or search.",
    columns: { received: field.createdAt, reference: field.reference, name: field.name, email: field.email, status: field.status, topic: "Topic" },
    topicColumn: {
      member: "Membership",
      volunteer: "Preferred area",
      contact: "Subject",
      newsletter: "Source",
    } satisfies Record<RecordType, string>,
    pagination: "Pages",
    previous: "Previous page",
    next: "Next page",
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    erased: (reference: string) => `Record ${reference} and its mail were erased.`,
    erasedWithLeftovers: (reference: string, count: number) =>
      `Record ${reference} was erased, but ${count === 1 ? "one copy" : `${count} copies`} of its mail on the server could not be removed. The server log names them; please ask whoever runs the server to delete them.`,
  },

  record: {
    back: (type: string) => `Back to ${type}`,
    details: "Details",
    reply: "Reply by e-mail",
    replyHint: "Opens your mail program with the visitor's address, the Reference ID in the subject and their message quoted.",
    replySubject: (topic: string, reference: string) => `Re: ${topic} - ${reference}`,
    replyBody: (name: string, quoted: string) => `Dear ${name},\n\n\n\n${quoted}`,
    status: "Status",
    currentStatus: "Current status",
    changeStatus: "Change the status",
    moveTo: (label: string) => `Mark as ${label.toLowerCase()}`,
    /** Undoing a decision (approved, rejected, resolved): back to the status before it. */
    reopen: (label: string) => `Reopen (back to ${label.toLowerCase()})`,
    noTransitions: "No status change is possible from here.",
    statusChanged: (label: string) => `Status changed to ${label.toLowerCase()}.`,
    statusConflict: "Someone changed this record's status a moment ago. The page now shows the current status; please choose again.",
    statusRefused: "That status change is not allowed for this record.",
    note: "Internal note",
    noteLabel: "Note",
    noteHint: "Only operators see this note. It is not sent to the visitor.",
    noteSave: "Save note",
    noteSaved: "Note saved.",
    noteTooLong: (max: number) => `The note can be at most ${max} characters long.`,
    mails: "Mail about this record",
    noMails: "No mail was queued for this record.",
    history: "History",
    historyCaption: "Changes to this record, newest first",
    noHistory: "No changes yet.",
    historyColumns: { when: "When", who: "Operator", what: "Change" },
    erase: "Erase this record",
    eraseIntro: "Erasing removes the record and every mail about it for good. Use it when the person asks to be forgotten.",
    eraseLink: "Erase this record…",
    empty: recordValueWords.notGiven,
  },

  erase: {
    title: (reference: string) => `Erase ${reference}?`,
    warning:
      "This removes the record and every mail about it from the database. It cannot be undone. The history keeps only that it was erased, by whom and when, without any personal details.",
    confirmLabel: "To confirm, type ERASE in capital letters",
    confirmWord: "ERASE",
    confirmMismatch: "Type ERASE in capital letters to confirm, or go back to keep the record.",
    submit: "Erase for good",
    cancel: "Keep the record and go back",
  },

  outbox: {
    title: "Outbox",
    intro: "Mail waiting to be sent, and dead mail that failed every attempt. Sent mail is not listed here.",
    none: "Nothing is waiting. Every mail has been sent.",
    retried: "Sending again now. The list shows the result on the next refresh.",
    notRetryable: "That mail is no longer waiting or dead, so there is nothing to retry.",
  },

  /** The table of mail on a record's page (its own mail) and in the outbox (all undelivered mail). */
  mailTable: {
    caption: {
      record: "Mail about this record, with its delivery state",
      outbox: "Mail not yet delivered: dead first, then waiting",
    },
    columns: {
      record: "Record",
      kind: "Mail",
      recipient: "To",
      status: "Delivery",
      attempts: "Attempts",
      lastError: "What went wrong",
      action: "Action",
    },
    /** The time column: a record's mail may have been sent; the outbox's has not. */
    when: { record: "Sent or next try", outbox: "Next try" },
    retry: "Retry now",
    retryLabel: (reference: string, kind: string) => `Retry now: ${kind} for ${reference}`,
  },

  mailKinds: {
    operator_notification: "Notification to the operator",
    visitor_confirmation: "Confirmation to the visitor",
    newsletter: "Newsletter issue",
    newsletter_test: "Newsletter test copy",
    welcome: "Welcome mail",
    reply: "Answer from the console",
    event_message: "Message to the people booked",
    event_message_test: "Test copy of a message to the people booked",
    fee_receipt: "Receipt for a payment",
    fee_reminder: "Reminder of the month's fee",
    member_link: "The member's own link",
    member_change: "A member changed their details",
  } as Record<string, string>,

  mailStatuses: {
    pending: "Waiting",
    sent: "Sent",
    dead: "Dead",
    skipped: "Not sent",
  } as Record<string, string>,

  /**
   * What a mail's last error means for the operator and what to do, by its cause
   * (app/lib/console/mail-errors.ts reads the cause from the raw error, shown under "Technical detail").
   */
  mailErrors: {
    unreachable: {
      meaning: "The mail server could not be reached.",
      todo: "The site keeps trying by itself. If this lasts more than an hour, ask whoever runs the server to check the mail settings (MAIL_TRANSPORT, SMTP_URL) and the internet connection, then press Retry now.",
    },
    refusedLogin: {
      meaning: "The mail service refused the site's password or key.",
      todo: "Ask whoever runs the server to check the mail password or key (SMTP_URL or RESEND_API_KEY), then press Retry now.",
    },
    slowDown: {
      meaning: "The mail service asked the site to slow down for a while.",
      todo: "Nothing to do: the site tries again by itself.",
    },
    refusedMessage: {
      meaning: "The mail service refused this message for good, often because the address does not exist or is mistyped.",
      todo: "Check the address on the record. If it is wrong, contact the person another way (their phone is on the record).",
    },
    unsubscribed: { meaning: "Not sent: the reader unsubscribed before it went.", todo: "Nothing to do." },
    other: {
      meaning: "Sending failed.",
      todo: "The site keeps trying by itself. If it keeps failing, pass the technical detail below to whoever runs the server.",
    },
    technical: "Technical detail",
  },

  /** One line per audit entry on a record's history. */
  history: {
    status: (from: string, to: string) => `Status changed from ${from.toLowerCase()} to ${to.toLowerCase()}`,
    noteChanged: "Internal note changed",
    noteCleared: "Internal note cleared",
    mailRetry: (kind: string, was: string) => `Asked to send again: ${kind.toLowerCase()} (was ${was.toLowerCase()})`,
  },


  errors: {
    notFoundTitle: "Not found",
    notFound: "There is no such record. It may have been erased.",
    forbiddenTitle: "Not allowed",
    forbidden: "This request did not come from the console's own pages, so it was refused.",
    ownersOnlyTitle: "For owners only",
    ownersOnly:
      "This part of the console is for its owners: they manage operators, find and erase people, download CSV files, read the audit, void payments and record refunds. If you need it, ask an owner (Operators lists who they are).",
    otherTitle: "Something went wrong",
    other: "Please try again in a moment.",
    backToOverview: "Back to the overview",
  },

  meta: {
    title: (page: string) => `${page} | Operator console`,
  },
} as const;
