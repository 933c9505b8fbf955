// The console's table of mail with its delivery state, last error and "retry now": a record's own
// mail on its page, and every undelivered mail in the outbox, which adds a column linking the record.
import { Form, Link, useNavigation } from "react-router";
import { consoleCopy } from "#app/content/console.ts";
import { consoleButton, consoleLink } from "./buttons.ts";
import { DataTable, Td, Th } from "./data-table.tsx";
import { StatusBadge } from "./status-badge.tsx";

/** One mail as the table shows it (never its body, which repeats the visitor's words). */
export type MailTableRow = {
  id: number;
  reference: string;
  /** The record's page, when its type is known. */
  href: string | null;
  kind: string;
  recipient: string;
  status: string;
  statusLabel: string;
  attempts: number;
  /** When it was sent or is tried next, or "" (dead mail waits for the operator). */
  when: string;
  lastError: string;
  retryable: boolean;
};

export function MailTable({ place, mails }: { place: "record" | "outbox"; mails: readonly MailTableRow[] }) {
  const copy = consoleCopy.mailTable;
  const cols = copy.columns;
  const busy = useNavigation().state === "submitting";
  const outbox = place === "outbox";
  return (
    <DataTable caption={copy.caption[place]}>
      <thead>
        <tr>
          {outbox ? <Th>{cols.record}</Th> : null}
          <Th>{cols.kind}</Th>
          <Th>{cols.recipient}</Th>
          <Th>{cols.status}</Th>
          <Th className="text-right">{cols.attempts}</Th>
          <Th>{copy.when[place]}</Th>
          <Th>{cols.lastError}</Th>
          <Th>{cols.action}</Th>
        </tr>
      </thead>
      <tbody>
        {mails.map((m) => (
          <tr key={m.id}>
            {outbox ? (
              <Td>
                {m.href ? (
                  <Link to={m.href} className={`${consoleLink} font-mono whitespace-nowrap`}>
                    {m.reference}
                  </Link>
                ) : (
                  <span className="font-mono">{m.reference}</span>
                )}
              </Td>
            ) : null}
            <Td>{m.kind}</Td>
            <Td className="whitespace-nowrap">{m.recipient}</Td>
            <Td>
              <StatusBadge status={m.status} label={m.statusLabel} />
            </Td>
            <Td className="text-right tabular-nums">{m.attempts}</Td>
            <Td className="whitespace-nowrap">{m.when}</Td>
            <Td className="max-w-xs break-words">{m.lastError}</Td>
            <Td>
              {m.retryable ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="mail" value={m.id} />
                  <button type="submit" className={consoleButton.compact} disabled={busy} aria-label={copy.retryLabel(m.reference, m.kind)}>
                    {copy.retry}
                  </button>
                </Form>
              ) : null}
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
