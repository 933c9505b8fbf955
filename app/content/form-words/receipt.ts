// The receipt a visitor keeps after sending a form: the Reference ID exactly and
// grouped for reading out, what was sent and when. On the page it stays above the form after the
// spec's 5-second reset until closed; the confirmation mail carries the same facts.
// (What was sent, in words, is receipt-what.ts: the server writes it, and the option lists it needs
// stay out of the pages' JavaScript.)

export const receiptCopy = {
  heading: "Your receipt",
  intro: "It stays here until you close it or leave the page, so you can note your Reference ID.",
  referenceLabel: "Reference ID",
  groupedLabel: "To read out or type",
  whatLabel: "What you sent",
  whenLabel: "When",
  /** The phone number read back as stored, so a slip is seen while it can be mended. */
  phoneLabel: "We will call you on",
  /** The date of birth read back in words, as the site understood it. */
  bornLabel: "Your date of birth",
  /** Under them: what to do when one is wrong. */
  mendHint: "If either of these is wrong, please tell us: quote your Reference ID when you call or write.",
  /** The same, under one of them alone. */
  mendOne: "If it is wrong, please tell us: quote your Reference ID when you call or write.",
  dismiss: "Close the receipt",
} as const;
