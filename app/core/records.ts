// The four kinds of record a visitor creates, their statuses and which status changes each allows.
// Pure, so the record page can offer exactly the buttons the server will accept, and the server can
// refuse everything else.

const recordTypes = ["member", "volunteer", "contact", "newsletter"] as const;
export type RecordType = (typeof recordTypes)[number];

/** The URL segment of each inbox (/admin/<slug>) and the record type it lists. */
export const consoleSlugs = {
  members: "member",
  volunteers: "volunteer",
  "contact-inquiries": "contact",
  "newsletter-subscriptions": "newsletter",
} as const satisfies Record<string, RecordType>;
export type ConsoleSlug = keyof typeof consoleSlugs;

export const slugOf: Record<RecordType, ConsoleSlug> = {
  member: "members",
  volunteer: "volunteers",
  contact: "contact-inquiries",
  newsletter: "newsletter-subscriptions",
};

export function isConsoleSlug(value: string | undefined): value is ConsoleSlug {
  return value !== undefined && Object.hasOwn(consoleSlugs, value);
}

/** A honeypot hit is stored with this status and no mail (decision 004). */
export const SPAM = "spam";

/** The status each record gets on creation (spec: pending, pending, new, active). */
export const initialStatus = {
  member: "pending",
  volunteer: "pending",
  contact: "new",
  newsletter: "active",
} as const satisfies Record<RecordType, string>;

/** Every status a record of each type can have, in the order the console lists them. */
export const statusesOf = {
  member: ["pending", "approved", "rejected", SPAM],
  volunteer: ["pending", "approved", "rejected", SPAM],
  contact: ["new", "in_progress", "resolved", SPAM],
  newsletter: ["active", "unsubscribed", SPAM],
} as const satisfies Record<RecordType, readonly string[]>;

/**
 * What the console lists and filters by: a record's status, except that an active
 * newsletter subscription is awaiting confirmation until its owner confirms it, and confirmed after;
 * only confirmed addresses receive issues.
 */
export const inboxStatesOf = {
  member: statusesOf.member,
  volunteer: statusesOf.volunteer,
  contact: statusesOf.contact,
  newsletter: ["awaiting", "confirmed", "unsubscribed", SPAM],
} as const satisfies Record<RecordType, readonly string[]>;

/** A stored row's state as the console shows it (see inboxStatesOf). */
export function stateOf(type: RecordType, row: { status: string; confirmedAt?: Date | null }): string {
  if (type === "newsletter" && row.status === "active") return row.confirmedAt ? "confirmed" : "awaiting";
  return row.status;
}

export function isInboxStateOf(type: RecordType, state: string): boolean {
  return (inboxStatesOf[type] as readonly string[]).includes(state);
}

/**
 * The workflow proper (spam aside): applications are decided, an enquiry moves forward until
 * resolved (either can be reopened, below); a subscription can be switched off, and only its
 * owner switches it on again, by confirming from the mail (double opt-in).
 */
const workflow: Record<RecordType, Record<string, readonly string[]>> = {
  member: { pending: ["approved", "rejected"] },
  volunteer: { pending: ["approved", "rejected"] },
  contact: { new: ["in_progress"], in_progress: ["resolved"] },
  newsletter: { active: ["unsubscribed"] },
};

/**
 * A decision can be undone: a decided application goes back to pending, a resolved
 * enquiry back to in progress. The console calls this "Reopen".
 */
const reopenTo: Record<RecordType, Record<string, string>> = {
  member: { approved: "pending", rejected: "pending" },
  volunteer: { approved: "pending", rejected: "pending" },
  contact: { resolved: "in_progress" },
  newsletter: {},
};

const reopenTarget = (type: RecordType, from: string): string | undefined => (Object.hasOwn(reopenTo[type], from) ? reopenTo[type][from] : undefined);

/** Whether moving from `from` to `to` reopens a decided record (the console labels it "Reopen"). */
export function isReopening(type: RecordType, from: string, to: string): boolean {
  return reopenTarget(type, from) === to;
}

function isStatusOf(type: RecordType, status: string): boolean {
  return (statusesOf[type] as readonly string[]).includes(status);
}

/**
 * The statuses a record may move to from `from`. Any record can be marked spam; a spam record can
 * only go back to its type's initial status, from where the operator decides as for any new one
 * (what it was before is not needed: a honeypot hit was never anything else).
 */
export function allowedTransitions(type: RecordType, from: string): string[] {
  if (!isStatusOf(type, from)) return [];
  if (from === SPAM) return [initialStatus[type]];
  const forward = Object.hasOwn(workflow[type], from) ? workflow[type][from]! : [];
  const reopen = reopenTarget(type, from);
  return [...forward, ...(reopen ? [reopen] : []), SPAM];
}

export function canTransition(type: RecordType, from: string, to: string): boolean {
  return allowedTransitions(type, from).includes(to);
}
