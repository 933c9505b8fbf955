// The Outbox's WhatsApp messages not yet delivered: what each is and to whom, its delivery state,
// WhatsApp's answer in the operator's words (the answer itself under a disclosure) and "retry now".
// Laid out as the mail table is (four stacking columns), and never a message's words.
import { consoleWhatsAppCopy } from "#app/content/console-whatsapp.ts";
import { DeliveryProblem, DeliveryState, RetryButton } from "./mail-table.tsx";
import { DataTable, Td, Th } from "./data-table.tsx";

type WhatsAppTableRow = {
  id: number;
  reference: string;
  what: string;
  recipient: string;
  status: string;
  statusLabel: string;
  attempts: number;
  when: string;
  error: { meaning: string; todo: string; technical: string } | null;
  retryable: boolean;
};

export function WhatsAppTable({ messages }: { messages: readonly WhatsAppTableRow[] }) {
  const copy = consoleWhatsAppCopy;
  return (
    <DataTable caption={copy.caption} stack>
      <thead>
        <tr>
          <Th>{copy.columns.message}</Th>
          <Th>{copy.columns.status}</Th>
          <Th>{copy.columns.answer}</Th>
          <Th>{copy.columns.action}</Th>
        </tr>
      </thead>
      <tbody>
        {messages.map((m) => (
          <tr key={m.id}>
            <Td className="min-w-56">
              <span className="font-mono break-all">{m.reference}</span>
              <span className="block font-semibold">{m.what}</span>
              <span className="block">
                {copy.to}: <span className="whitespace-nowrap tabular-nums">{m.recipient}</span>
              </span>
            </Td>
            <Td label={copy.columns.status} className="min-w-40">
              <DeliveryState {...m} words={{ attempts: copy.attempts, when: copy.nextTry }} />
            </Td>
            {/* No name beside it on a phone: the answer's first sentence says what it is, and takes the line's whole width (a name would leave it a column too narrow for a word at 320 px with the larger text). */}
            <Td className="max-w-md min-w-64">
              {m.error ? <DeliveryProblem error={m.error} technical={copy.technical} /> : null}
            </Td>
            <Td>
              {m.retryable ? <RetryButton intent="retry-whatsapp" field={{ name: "message", value: m.id }} text={copy.retry} label={copy.retryLabel(m.reference, m.what)} /> : null}
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
