// The words of the console's members register: the list with its counts, a member's page, the
// payment form with its messages, voiding, the printable receipt and the owners' CSV of payments.
import type { MemberState, PaymentMethod } from "#app/core/fees.ts";
import { formatMonth } from "#app/core/calendar.ts";
import { rupees } from "#app/core/money.ts";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const consoleRegisterCopy = {
  nav: "Register",
  title: "Members register",
  intro: "Every member, what they have paid and what they owe. A member is added when their membership application is approved.",
  /** "48 members: 41 paid for November, 5 due, 2 lapsed" (and those who left, when any). */
  counts: (c: Record<MemberState, number>, month: string) => {
    const total = c.paid + c.due + c.lapsed;
    const monthName = formatMonth(month).split(" ")[0];
    return `${plural(total, "member", "members")}: ${c.paid} paid for ${monthName}, ${c.due} due, ${c.lapsed} lapsed${c.left ? ` (and ${c.left} who left)` : ""}`;
  },
  states: { paid: "Paid for this month", due: "Due", lapsed: "Lapsed", left: "Left" } satisfies Record<MemberState, string>,
  allStates: "Everyone",
  filter: {
    heading: "Find members",
    state: "Show",
    q: { label: "Name, member number or phone", hint: "Part of a name, the number (12 or M-12), or a phone number however it is written." },
    submit: "Show",
    clear: "Show everyone",
  },
  takings: (month: string) => `Taken in ${formatMonth(month)}`,
  takingsNone: "Nothing recorded yet this month.",
  takingsTotal: "Total",
  columns: { number: "No.", name: "Name", plan: "Plan", paidUntil: "Paid until", state: "State", reminded: "Reminded" },
  caption: (n: number) => plural(n, "member", "members"),
  none: "No member matches.",
  empty: "No members yet. Approve a membership application (Members) and its person is added here.",
  notPaidYet: "Nothing paid yet",
  paidUntil: (month: string | null) => (month ? `End of ${formatMonth(month)}` : "Nothing paid yet"),
  notReminded: "Not this month",
  noReminders: "Pays at the centre (no reminders)",
  methods: { cash: "Cash", upi: "UPI", bank: "Bank transfer", cheque: "Cheque" } satisfies Record<PaymentMethod, string>,
  plans: { basic: "Basic", premium: "Premium", family: "Family" } as Record<string, string>,
  memberNumber: (n: number) => `M-${n}`,
  /** On an approved application's page: the member it made. */
  inRegister: (n: number) => `In the members register as M-${n}`,

  member: {
    back: "All members",
    heading: (name: string, number: number) => `${name}, member M-${number}`,
    state: "State",
    details: "Details",
    detailsSave: "Save the details",
    detailsSaved: "The details were saved.",
    left: "Left the community",
    payments: "Payments",
    paymentsCaption: (n: number) => plural(n, "payment", "payments"),
    noPayments: "No payment recorded yet.",
    reminders: "Reminders",
    noRemindersSent: "No reminder sent yet.",
    remindedOn: (month: string, when: string, amount: number) => `${formatMonth(month)}: ${rupees(amount)} asked on ${when}`,
    columns: { receipt: "Receipt", paidOn: "Paid on", amount: "Amount", method: "Method", reference: "Reference", covers: "Covers", recorded: "Recorded by" },
    covers: (from: string, to: string) => (from === to ? formatMonth(from) : `${formatMonth(from)} to ${formatMonth(to)}`),
    voided: (reason: string, who: string) => `Void: ${reason} (${who})`,
    print: "Print the receipt",
    erased: "Contact details erased; the name and receipts are kept as accounts must be.",
    mails: "Mail to this member",
    noMails: "No mail to this member yet.",
  },

  details: {
    errorHeading: "The details were not saved",
    errorIntro: "Please correct the following:",
    fields: {
      name: { label: "Name", required: "Please enter the member's name." },
      email: { label: "E-mail address", required: "Please enter an e-mail address." },
      phone: { label: "Phone number", required: "Please enter a phone number." },
      address: { label: "Address", required: "Please enter an address." },
      emergencyContact: { label: "Emergency contact" },
      emergencyPhone: { label: "Emergency contact's phone" },
      plan: { label: "Plan", required: "Please choose a plan." },
      household: { label: "People of the household (family plan)", hint: "One name a line." },
      noReminders: { label: "No reminders: pays at the centre" },
      contactBy: {
        label: "Hears from us by",
        hint: "E-mail, or WhatsApp or a phone call from a volunteer: the register then lists the member's reminders to send by hand.",
        required: "Please choose how the member hears from us.",
      },
      joinedOn: {
        label: "Joined on",
        hint: "The date the member joined, for example from the paper register: 01/04/2024. Changing it changes nothing else: paid-until stays as it is.",
        required: "Please enter the date they joined.",
        future: "The date they joined cannot be in the future.",
        name: "the date they joined",
      },
      leftOn: { label: "Left on", hint: "The date the member left; empty while they are a member." },
    },
  },

  payment: {
    heading: "Record a payment",
    intro: (price: number, plan: string) => `${plan} costs ${rupees(price)} a month.`,
    errorHeading: "The payment was not recorded",
    errorIntro: "Please correct the following:",
    fields: {
      amount: { label: "Amount in rupees", hint: "Whole rupees, digits only: 6000.", required: "Please enter the amount in rupees." },
      method: { label: "How it was paid", required: "Please choose how it was paid." },
      reference: { label: "Reference", hint: "The UPI transaction number (UTR), the bank transfer's reference or the cheque number.", name: "the reference" },
      paidOn: { label: "Paid on", hint: "The date the money was paid.", required: "Please enter the date it was paid." },
      months: { label: "Months it pays for", hint: "1 to 36.", required: "Please enter how many months it pays for." },
    },
    choose: "Choose…",
    referenceMarker: "(not needed for cash)",
    messages: {
      amountNotNumber: "Please enter the amount in whole rupees, digits only, for example 6000.",
      amountTooSmall: "The amount must be at least ₹1.",
      amountTooLarge: (max: number) => `The amount must be at most ${rupees(max)}. Please check it.`,
      monthsNotNumber: "Please enter the months as a whole number from 1 to 36.",
      monthsRange: "A payment covers 1 to 36 months.",
      referenceNeeded: (method: string) => `Please enter the reference of the ${method} payment (needed for everything but cash).`,
      /** A payment or refund posted without the one token its page gave it (app/core/form-token-fields.ts). */
      notFromPage: "Nothing was recorded: the form was not sent as the console's page sends it. Please reload the page and enter it again.",
      dateInvalid: "Please enter the date as day, month and year.",
      dateFuture: "The date cannot be in the future.",
      dateTooOld: "The date is more than a year ago. Please check it.",
      methodUnknown: "Please choose how it was paid.",
    },
    notPlanPrice: (amount: number, expected: number, months: number) =>
      `${rupees(amount)} is not the plan's price for ${plural(months, "month", "months")} (${rupees(expected)}). A discount is fine: press "Record it anyway" to record ${rupees(amount)}.`,
    confirm: "Record it anyway",
    submit: "Record the payment",
    recorded: (receipt: string) => `Payment recorded: receipt ${receipt}.`,
    recordedMailed: (receipt: string) => `Payment recorded: receipt ${receipt}. The receipt is on its way to the member by e-mail.`,
    already: (receipt: string) => `This payment was already recorded: receipt ${receipt}.`,
    memberLeft: "This member has left: no payment can be recorded.",
  },

  /** Giving back money a member paid (owners): a refund of its own, never more than the payment left. */
  refund: {
    heading: "Give money back (owners)",
    intro:
      "When money a member paid is given back (an amount paid twice, a member leaving with months paid ahead), record it here. The payment and its receipt stay as they were; the refund is its own record, in the cash book as money out. It does not change the months paid for: if the member left, set the date they left in their details.",
    payment: { label: "The payment it gives back money of", required: "Please choose the payment." },
    fields: {
      amount: { label: "Amount given back, in rupees", hint: "Whole rupees, digits only.", required: "Please enter the amount given back." },
      method: { label: "How it was given back", required: "Please choose how it was given back." },
      reference: { label: "Reference", hint: "The UPI transaction number (UTR) of the money sent back, the bank transfer's reference or the cheque number. Not needed for cash.", name: "the reference" },
    },
    reason: { label: "Why it is given back", required: "Please say why the money is given back." },
    option: (receipt: string, amount: number, left: number) => `${receipt}: ${rupees(amount)}${left < amount ? `, ${rupees(left)} left to give back` : ""}`,
    submit: "Record the refund",
    done: (amount: number, receipt: string) => `${rupees(amount)} given back on receipt ${receipt}. The member is told by e-mail when they have an address.`,
    already: "This refund was already recorded.",
    tooMuch: (left: number) => `The refund cannot be more than what is left of that payment: ${rupees(left)}.`,
    nothingLeft: "Nothing is left of that payment to give back (it is void, or given back already).",
    given: (amount: number, on: string, reason: string) => `${rupees(amount)} given back on ${on}${reason ? `: ${reason}` : ""}`,
  },
  void: {
    heading: "Void a payment (owners)",
    intro: "A payment recorded by mistake is voided, never deleted: it stays listed as void and its receipt number is not used again. A member's paid-until moves back; a booking owes the money again. The payer is told by e-mail.",
    payment: "Payment",
    reason: { label: "Why it is void", required: "Please say why the payment is void." },
    submit: "Void this payment",
    done: (receipt: string) => `Receipt ${receipt} is void.`,
    already: "That payment is already void.",
  },

  /** Said after an erasure that reached a member of the register. */
  keptReceipts: (n: number) =>
    `Kept: ${n === 1 ? "1 receipt" : `${n} receipts`} of the member's payments, with their member number, name and amounts only, because payments are the community's accounts, which must be kept. Their contact details, personal links and mail were erased.`,

  receipt: {
    title: (n: string) => `Receipt ${n}`,
    heading: "Receipt",
    number: "Receipt number",
    date: "Date",
    received: "Received from",
    member: "Member number",
    amount: "Amount",
    inWords: "In words",
    method: "Paid by",
    reference: "Reference",
    covers: "For membership fees of",
    void: (reason: string) => `VOID: ${reason}`,
    print: "Print",
    back: "Back to the member",
  },

  export: {
    link: "Download payments as CSV",
    heading: "Payments for the accounts (owners)",
    from: { label: "From", required: "Please enter the first date." },
    to: { label: "To", required: "Please enter the last date." },
    submit: "Download",
    columns: ["Date", "Kind", "Receipt", "Member number", "Name", "Amount", "Method", "Reference", "Void", "For"] as const,
    kinds: { payment: "Payment", refund: "Refund" },
    totalOf: (method: string) => `Total ${method.toLowerCase()}`,
    total: "Total",
    badPeriod: "Please give a first and a last date, the first not after the last.",
  },
} as const;
