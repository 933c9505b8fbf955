// Owns how refused hostile input is logged: an address that is not valid, a post that is not a form.
// Scanners send such requests by the thousand, so each kind gets one warning line a minute with a
// count of those refused since its last line: never a stack trace, never what was sent beyond a
// short, quoted path without its tokens (a query or a body may hold what a visitor typed; a path,
// a member's personal link).
import { log as rootLog, pathForLog, type Logger } from "#app/lib/log.server.ts";

export type RefusalLog = (kind: string, details: Record<string, unknown>) => void;

/** A logger of refusals: the first of a kind in a minute is written, with the count since the last line. */
export function refusalLog(log: Pick<Logger, "warn"> = rootLog, now: () => number = Date.now): RefusalLog {
  const windows = new Map<string, { start: number; refused: number }>();
  return (kind, details) => {
    const window = windows.get(kind) ?? { start: -Infinity, refused: 0 };
    window.refused++;
    if (now() - window.start >= 60_000) {
      log.warn({ ...details, refusedSinceLastLine: window.refused }, kind);
      window.start = now();
      window.refused = 0;
    }
    windows.set(kind, window);
  };
}

/** The process's one log of refusals made inside route modules (the form body reader). */
export const refusals = refusalLog();

/**
 * A path as it may appear in a log line: a personal link's token cut to its first characters
 * (pathForLog), the first 200 characters, control characters escaped by JSON.
 */
export const loggedPath = (path: string) => pathForLog(path);
