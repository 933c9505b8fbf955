// Owns how an audit entry reads on a record's history. Pure; the entries hold no personal data.
import { consoleCopy } from "#app/content/console.ts";
import { statusLabel } from "#app/schemas/stored-fields.ts";

export function describeAuditEntry(action: string, detail: unknown): string {
  const d = (detail && typeof detail === "object" ? detail : {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  switch (action) {
    case "status":
      return consoleCopy.history.status(statusLabel(str(d.from)), statusLabel(str(d.to)));
    case "note":
      return d.cleared ? consoleCopy.history.noteCleared : consoleCopy.history.noteChanged;
    case "mail_retry":
      return consoleCopy.history.mailRetry(consoleCopy.mailKinds[str(d.kind)] ?? str(d.kind), consoleCopy.mailStatuses[str(d.was)] ?? str(d.was));
    default:
      return consoleCopy.auditActions[action] ?? action;
  }
}
