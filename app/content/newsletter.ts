// Every word of the newsletter beyond its subscribe box: the mails a subscriber gets
// (the request to confirm, its one reminder, each issue's footer), the pages behind their links,
// and the console's newsletter pages. Pure data.
import { site } from "#app/core/site.ts";

/** How long an unconfirmed address is kept after the latest request to confirm it. */
export const UNCONFIRMED_KEPT_DAYS = 30;
/** When the one reminder goes, after the request to confirm. */
export const REMIND_AFTER_DAYS = 3;

export const newsletterMailCopy = {
  /** The request to confirm, sent for every new subscription (double opt-in). */
  confirm: {
    subject: (reference: string) => `Please confirm your subscription to the ${site.shortBrand} newsletter - ${reference}`,
    greeting: "Hello,",
    intro: `Someone (we hope it was you) asked on our website for the ${site.brand} newsletter to be sent to this address.`,
    action: "To start receiving it, open this link and press the button on the page. Until you do, we will send you no newsletter.",
    linkLabel: "Confirm your subscription",
    ignore: `If you did not ask for it, you need not do anything: we will send one reminder, and if the address is not confirmed it is deleted after ${UNCONFIRMED_KEPT_DAYS} days.`,
  },
  reminder: {
    subject: (reference: string) => `Reminder: please confirm your subscription to the ${site.shortBrand} newsletter - ${reference}`,
    greeting: "Hello,",
    intro: `We have not yet had your confirmation that you would like the ${site.brand} newsletter at this address.`,
    action: "If you would, open this link and press the button on the page.",
    linkLabel: "Confirm your subscription",
    ignore: `This is the only reminder we send. If the address is not confirmed, it is deleted after ${UNCONFIRMED_KEPT_DAYS} days and gets nothing more from us.`,
  },
  /** The block of the next published events an issue can carry. */
  events: {
    heading: "Coming up at the centre",
    more: "See the whole programme",
  },
  /** Every issue's footer: why the reader gets it and how to stop. */
  footer: {
    why: (confirmedOn: string) =>
      `You are receiving this because you subscribed to the ${site.brand} newsletter on our website and confirmed your address on ${confirmedOn}.`,
    unsubscribeLabel: "Unsubscribe with one click",
    /** Shown in test issues sent to the operator, whose link is a sample. */
    testNote: "This is a test copy sent from the operator console. Subscribers' copies carry their own unsubscribe link.",
  },
  /** The subject of the operator's test copy. */
  testSubject: (subject: string) => `[Test] ${subject}`,
  regards: `With warm regards,\n${site.brand}`,
  website: "Our website",
  referenceLabel: "Your Reference ID",
} as const;

/** The pages the links in the mails open. Opening them changes nothing; their button does. */
export const newsletterPageCopy = {
  confirm: {
    title: "Confirm your subscription",
    ask: (email: string) => `Press the button to start receiving our newsletter at ${email}.`,
    button: "Yes, send me the newsletter",
    done: {
      heading: "You are subscribed",
      body: "Thank you. Our next newsletter will come to your inbox. Every issue has a link to unsubscribe at the bottom.",
    },
    already: { heading: "You are already subscribed", body: "This address is confirmed. There is nothing more to do." },
    invalid: {
      heading: "This link does not work",
      body: `It may be incomplete, or the address was removed after ${UNCONFIRMED_KEPT_DAYS} days without confirmation. You can subscribe again from the box at the bottom of our news page, or call us on ${site.phone.display}.`,
    },
  },
  unsubscribe: {
    title: "Unsubscribe from the newsletter",
    ask: (email: string) => `Press the button and we will stop sending the newsletter to ${email}.`,
    button: "Unsubscribe me",
    keep: "Keep me subscribed",
    done: {
      heading: "You are unsubscribed",
      body: "We will send you no more newsletters. If you change your mind, you can subscribe again from our news page.",
    },
    already: { heading: "You are already unsubscribed", body: "This address gets no newsletter from us." },
    invalid: {
      heading: "This link does not work",
      body: `It may be incomplete. To stop the newsletter, call us on ${site.phone.display} or reply to any issue.`,
    },
  },
  newsPage: { label: "Go to our news page", href: "/blog" },
} as const;

/** The console's newsletter pages (/admin/newsletter). */
/**
 * Written as the last error of an issue's copy not sent because its reader unsubscribed first; the
 * console recognises it (app/lib/console/mail-errors.ts) and explains it in its own words.
 */
export const SKIPPED_UNSUBSCRIBED = "The reader unsubscribed before it was sent.";

export const newsletterConsoleCopy = {
  nav: "Newsletter",
  title: "Newsletter",
  intro: (confirmed: number) =>
    `${confirmed} confirmed ${confirmed === 1 ? "subscriber" : "subscribers"}. Only confirmed subscribers receive an issue; each can unsubscribe with one click.`,
  subscriptionsLink: "See every subscription",
  newIssue: "Write a new issue",
  issuesHeading: "Issues",
  noIssues: "No issue written yet.",
  columns: { subject: "Subject", status: "Status", progress: "Delivery", unsubscribes: "Unsubscribed from it", changed: "Last changed" },
  statuses: { draft: "Draft", sent: "Sent" } as Record<string, string>,
  progress: (p: { queued: number; sent: number; failed: number; skipped: number }) =>
    `${p.sent} sent, ${p.queued} waiting, ${p.failed} failed${p.skipped ? `, ${p.skipped} not sent (unsubscribed first)` : ""}`,
  form: {
    fields: {
      subject: { label: "Subject", hint: "The mail's subject line, as readers see it in their inbox.", required: "Please give the issue a subject." },
      body: {
        label: "Text",
        hint: "Write in Markdown: a blank line starts a new paragraph, ## makes a heading, - starts a list item, **bold**, [words](https://address) makes a link.",
        required: "Please write the text of the issue.",
      },
      includeEvents: { label: "Add the next published events at the end", hint: "Up to three events from the programme, with links to book." },
    },
    errorHeading: "The issue was not saved",
    errorIntro: "Please correct the following:",
  },
  save: "Save draft",
  saved: "Draft saved.",
  created: "Draft created. Check the preview below, send yourself a test, then send it.",
  back: "Back to the newsletter",
  previewHeading: "Preview: as it will arrive",
  previewHtml: "As most mail programs show it",
  previewText: "As plain text",
  previewNote: "The unsubscribe link here is a sample; each subscriber's copy has their own.",
  test: {
    heading: "Send a test",
    intro: (to: string) => `A copy goes to ${to}, marked as a test. Nothing is sent to subscribers.`,
    button: "Send me a test",
    sent: (to: string) => `Test sent to ${to}. It can take a minute to arrive.`,
  },
  send: {
    heading: "Send to subscribers",
    none: "There are no confirmed subscribers yet, so there is no one to send it to.",
    count: (n: number) => `This issue will go to ${n} confirmed ${n === 1 ? "subscriber" : "subscribers"}. It cannot be taken back once sent.`,
    check: (n: number) => `I have checked the preview and want to send it to ${n} ${n === 1 ? "subscriber" : "subscribers"}`,
    button: "Send the issue",
    mustCheck: "Please tick the box to confirm, then press the button again.",
    changed: (n: number) => `The number of confirmed subscribers has changed to ${n}. Please check and confirm again.`,
    done: (n: number, rate: number) =>
      `Sending to ${n} ${n === 1 ? "subscriber" : "subscribers"}: about ${rate} a minute, so the last one goes in about ${Math.max(1, Math.ceil(n / rate))} ${Math.ceil(n / rate) <= 1 ? "minute" : "minutes"}. This page shows the progress.`,
    already: "This issue has been sent already; it is never sent twice.",
  },
  sentOn: (when: string, by: string, n: number) => `Sent on ${when} by ${by} to ${n} ${n === 1 ? "subscriber" : "subscribers"}.`,
  delete: { button: "Delete this draft", done: "Draft deleted." },
  notFound: "There is no such issue.",
  readOnly: "A sent issue cannot be changed.",
} as const;
