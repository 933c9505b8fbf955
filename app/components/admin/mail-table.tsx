// The console's table of mail with its delivery state, last error and "retry now": a record's own
// mail on its page, and every undelivered mail in the outbox, which adds a column linking the record.
import { Form, Link } from "react-router";
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
  /** The last error: what it means and what to do, with the raw text as the technical detail. */
  error: { meaning: string; todo: string; technical: string } | null;
  retryable: boolean;
};

export function MailTable({ place, mails }: { place: "record" | "outbox"; mails: readonly MailTableRow[] }) {
  const copy = consoleCopy.mailTable;
  const cols = copy.columns;
  const outbox = place === "outbox";
  // Four columns, each stacking its facts, so the table fits a laptop screen with the button in
  // view (it was 1,523 px wide at 1280 with a column per fact).
  return (
    <DataTable caption={copy.caption[place]} stack>
      <thead>
        <tr>
          <Th>{cols.kind}</Th>
          <Th>{cols.status}</Th>
          <Th>{cols.lastError}</Th>
          <Th>{cols.action}</Th>
        </tr>
      </thead>
      <tbody>
        {mails.map((m) => (
          <tr key={m.id}>
            <Td className="min-w-56">
              {outbox ? (
                m.href ? (
                  <Link to={m.href} className={`${consoleLink} font-mono break-all`}>
                    {m.reference}
                  </Link>
                ) : (
                  <span className="font-mono break-all">{m.reference}</span>
                )
              ) : null}
              <span className="block font-semibold">{m.kind}</span>
              <span className="block break-all">
                {cols.recipient}: {m.recipient}
              </span>
            </Td>
            <Td label={cols.status} className="min-w-40">
              <DeliveryState {...m} words={{ attempts: cols.attempts, when: copy.when[place] }} />
            </Td>
            <Td label={m.error ? cols.lastError : undefined} className="max-w-md min-w-64">
              {m.error ? <DeliveryProblem error={m.error} technical={consoleCopy.mailErrors.technical} /> : null}
            </Td>
            <Td>
              {m.retryable ? <RetryButton intent="retry" field={{ name: "mail", value: m.id }} text={copy.retry} label={copy.retryLabel(m.reference, m.kind)} /> : null}
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** What went wrong with a delivery, in the operator's words, and the provider's own answer under a disclosure (`technical` names it). */
export function DeliveryProblem({ error, technical }: { error: { meaning: string; todo: string; technical: string }; technical: string }) {
  return (
    <>
      <span className="block font-semibold">{error.meaning}</span>
      <span className="block">{error.todo}</span>
      <details className="mt-1">
        <summary className="cursor-pointer text-ink-muted underline underline-offset-4">{technical}</summary>
        <span className="block font-mono text-sm break-words">{error.technical}</span>
      </details>
    </>
  );
}

/** A delivery's state: its status, how many attempts, and when it was sent or is tried next (`when` empty: not shown). */
export function DeliveryState(m: { status: string; statusLabel: string; attempts: number; when: string; words: { attempts: string; when: string } }) {
  return (
    <>
      <StatusBadge status={m.status} label={m.statusLabel} />
      <span className="mt-1 block">
        {m.words.attempts}: <span className="tabular-nums">{m.attempts}</span>
      </span>
      {m.when ? (
        <span className="block">
          {m.words.when}: {m.when}
        </span>
      ) : null}
    </>
  );
}

/** "Retry now": a form of its own, so it works without JavaScript; `label` names what it retries for a screen reader. */
export function RetryButton({ intent, field, text, label }: { intent: string; field: { name: string; value: number }; text: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field.name} value={field.value} />
      <button type="submit" className={consoleButton.compact} aria-label={label}>
        {text}
      </button>
    </Form>
  );
}
