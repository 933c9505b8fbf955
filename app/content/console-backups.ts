// The words of the console's Backups page (an owner's) and of the overview's warning when the
// nightly backup failed or did not happen.
export const consoleBackupsCopy = {
  nav: "Backups",
  title: "Backups",
  intro: (at: string, keep: number) =>
    `The server copies the whole database each night at ${at} (Bangalore time) and keeps the newest ${keep}; older copies are removed. A copy holds everything the site stores, visitors' details included: keep a downloaded one as safely as the server itself.`,
  restore:
    "Bringing a copy back is done on the server by whoever runs it, with the command npm run restore (see the README, Backups): it never overwrites the site's data by accident.",
  caption: "Backups on the server, newest first",
  listHeading: "Kept on the server",
  none: "No backup has been made yet.",
  columns: { when: "Made", size: "Size", download: "Download" },
  download: (when: string) => `Download the backup of ${when}`,
  downloadShort: "Download",
  makeHeading: "Make one now",
  makeIntro: "Before a big change (a new version, moving the server), make a copy first. It takes up to a minute.",
  make: "Make a backup now",
  made: (when: string, size: string) => `A backup was made: ${when}, ${size}.`,
  failed: (reason: string) => `The backup could not be made: ${reason}. Nothing was changed; ask whoever runs the server to look at its log.`,
  size: (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`),
  /** On the overview, for everyone: owners can act, editors tell one. */
  health: {
    failedHeading: "Last night's backup failed",
    failed: (when: string, reason: string) => `The backup of ${when} could not be made: ${reason}.`,
    missingHeading: "No recent backup",
    missing: (last: string | null, next: string) =>
      `${last ? `The newest backup is from ${last}, more than a day ago.` : "No backup has been made yet."} The next one is due at ${next}.`,
    owner: "Open Backups to make one now; if it fails again, ask whoever runs the server to look at its log.",
    editor: "Please tell an owner of the console (Operators lists who they are).",
    open: "Open Backups",
  },
} as const;
