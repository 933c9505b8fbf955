// The message an outbox row holds, as the dispatcher sends it: the sealed copy opened for a mail
// that carries a personal link or a one-time code (a member's link, a cancel link, the newsletter's
// links, a login code: docs/decisions/029 and 035), else the row's own words. The one way a test
// reads a mail's words or links from the outbox.
import type { emailOutbox } from "#app/lib/db/schema.ts";
import { openMail, type SealEnv, type SealedMail } from "#app/lib/mail/sealed.server.ts";

/** The session secret of tests that write their settings by hand: mail they queue is sealed, and opened here, with it. */
export const testSealEnv = { SESSION_SECRET: "the session secret of the integration tests, long enough", DATA_DIR: "." } as const;

type OutboxRow = Pick<typeof emailOutbox.$inferSelect, "subject" | "text" | "html" | "headers" | "sealed">;

/** The row's message: opened with `env`'s key when sealed (the settings the code under test queued it with). */
export function mailOf(row: OutboxRow, env: SealEnv = testSealEnv): SealedMail {
  if (row.sealed) return openMail(env, row.sealed);
  return { subject: row.subject, text: row.text, html: row.html, ...(row.headers ? { headers: row.headers } : {}) };
}
