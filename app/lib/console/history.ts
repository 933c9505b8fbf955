// Owns how an audit entry reads, on a record's history and on the audit page. Pure; the entries
// hold no personal data.
import { consoleCopy } from "#app/content/console.ts";
import { consoleAuditCopy } from "#app/content/console-audit.ts";
import { consolePeopleCopy } from "#app/content/console-people.ts";
import { consoleOperatorsCopy } from "#app/content/console-operators.ts";
import { statusLabel } from "#app/schemas/stored-fields.ts";

export function describeAuditEntry(action: string, detail: unknown): string {
  const d = (detail && typeof detail === "object" ? detail : {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const words = consoleAuditCopy.actions[action] ?? action;
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
      return `${words}: ${consoleAuditCopy.detail.role(role(d.from), role(d.to))}`;
    }
    case "login":
    case "login_failed":
      return consoleAuditCopy.detail.browser[str(d.browser)] ? `${words}, ${consoleAuditCopy.detail.browser[str(d.browser)]}` : words;
    default:
      return words;
  }
}
