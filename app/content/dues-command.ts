// The words of `npm run dues` (scripts/dues.ts), for whoever runs the server: usage, what was
// queued and by whom, and what to do when it could not be done.
export const duesCommandCopy = {
  usage: "usage: npm run dues -- remind    (queues this month's fee reminders; each member gets one a month)",
  cannotOpen: (detail: string) => `The database could not be opened: ${detail}`,
  noServerAnswer: (socket: string) => `The database is in use by a server that does not answer at ${socket}: stop it and run this again.`,
  queuedByServer: (queued: number) => `${queued} fee reminder(s) queued by the running server; it sends them.`,
  queued: (queued: number, sentLater: boolean) => `${queued} fee reminder(s) queued; the server sends them${sentLater ? " when it next starts" : ""}.`,
  failed: (detail: string) => `Reminders could not be queued: ${detail}`,
} as const;
