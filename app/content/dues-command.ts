// The words of `npm run dues` (scripts/dues.ts), for whoever runs the server: usage, what was
// queued and by whom, and what to do when it could not be done.
export const duesCommandCopy = {
  usage: "usage: npm run dues -- remind [--no-upi]    (queues this month's fee reminders; each member gets one a month; --no-upi: the community takes no UPI)",
  /**
   * The command would queue the reminders itself without the settings the server mails with: each
   * member gets one reminder a month, so a wrong one (a link to this machine, no UPI) is never
   * followed by a right one.
   */
  missingSettings: (names: readonly string[]) =>
    `No reminders were queued: ${names.join(" and ")} ${names.length === 1 ? "is" : "are"} not set here, so the reminders would carry the wrong links, and each member gets only one a month. ` +
    "Give this command the server's settings, e.g. PUBLIC_SITE_URL=https://your-site.example UPI_ID=community@yourbank npm run dues -- remind " +
    "(with --no-upi instead of UPI_ID when the community takes no UPI), or run it on the server's machine with the server's DATA_DIR while the server runs: the server then queues them with its own settings.",
  cannotOpen: (detail: string) => `The database could not be opened: ${detail}`,
  noServerAnswer: (socket: string) => `The database is in use by a server that does not answer at ${socket}: stop it and run this again.`,
  queuedByServer: (queued: number) => `${queued} fee reminder(s) queued by the running server; it sends them.`,
  queued: (queued: number, sentLater: boolean) => `${queued} fee reminder(s) queued; the server sends them${sentLater ? " when it next starts" : ""}.`,
  failed: (detail: string) => `Reminders could not be queued: ${detail}`,
} as const;
