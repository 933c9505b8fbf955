// Owns how an audit entry reads, on a record's history and on the audit page. Pure; the entries
// hold no personal data.
import { consoleCopy } from "#app/content/console.ts";
import { consoleAuditCopy } from "#app/content/console-audit.ts";
import { consolePeopleCopy } from "#app/content/console-people.ts";
import { consoleOperatorsCopy } from "#app/content/console-operators.ts";
import { statusLabel } from "#app/schemas/stored-fields.ts";

/**
 * An entry in words: what was done, to which item (an event's title and date, a file's name, a
 * photo's or post's title), and what changed (an event's old and new time, a cancellation's
 * reason).
 */
export function describeAuditEntry(action: string, detail: unknown): string {
  const d = (detail && typeof detail === "object" ? detail : {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const words = consoleAuditCopy.actions[action] ?? action;
  const said = actionWords(action, d, words);
  const item = str(d.item) || (action === "export" || action.startsWith("backup_") ? str(d.file) : "");
  const w = consoleAuditCopy.detail;
  const tail = [
    // A renamed photo or post: its title before, so a search for the old one finds it.
    str(d.item) && str(d.was) && str(d.was) !== item ? w.was(str(d.was)) : "",
    str(d.changed),
    str(d.reason) ? w.reason(str(d.reason)) : "",
    action === "event_message" && typeof d.recipients === "number" ? w.recipients(d.recipients) : "",
    action === "export" && str(d.item) && str(d.file) ? w.file(str(d.file)) : "",
  ].filter(Boolean);
  return `${said}${item ? `: ${item}` : ""}${tail.length ? `. ${tail.join(" ")}` : ""}`;
}

/** What was done, in words, with the facts an action keeps of its own (a status's from and to, an erasure's counts). */
function actionWords(action: string, d: Record<string, unknown>, words: string): string {
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  switch (action) {
    case "status":
      return consoleCopy.history.status(statusLabel(str(d.from)), statusLabel(str(d.to)));
    case "note":
      return d.cleared ? consoleCopy.history.noteCleared : consoleCopy.history.noteChanged;
    case "mail_retry":
      return consoleCopy.history.mailRetry(consoleCopy.mailKinds[str(d.kind)] ?? str(d.kind), consoleCopy.mailStatuses[str(d.was)] ?? str(d.was));
    case "erase": {
      // Counts by kind of record ("member": 1, "booking": 2) and of mails; nothing else is kept.
      const kinds = consolePeopleCopy.kinds as Record<string, string>;
      const parts = Object.entries(d)
        .filter(([key, n]) => key in kinds && typeof n === "number" && n > 0)
        .map(([key, n]) => `${kinds[key]} × ${String(n)}`);
      return parts.length ? `${words}. ${consoleAuditCopy.detail.erased(parts.join(", "))}` : words;
    }
    case "operator_role": {
      const role = (r: unknown) => (consoleOperatorsCopy.roles as Record<string, { label: string }>)[str(r)]?.label.toLowerCase() ?? str(r);
      return `${words} (${consoleAuditCopy.detail.role(role(d.from), role(d.to))})`;
    }
    case "login":
    case "login_failed":
      return consoleAuditCopy.detail.browser[str(d.browser)] ? `${words}, ${consoleAuditCopy.detail.browser[str(d.browser)]}` : words;
    default:
      return words;
  }
}
