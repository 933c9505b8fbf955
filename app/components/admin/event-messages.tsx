// The messages sent to the people booked on an event: subject, when, by whom, to how
// many. On the event's page and on the page where a message is written.
import { consoleEventsCopy as copy } from "#app/content/console-events.ts";
import { ConsoleSection } from "./console-section.tsx";
import { DataTable, Td, Th } from "./data-table.tsx";

export type SentMessage = { id: number; subject: string; sent: string; by: string; recipients: string };

export function EventMessages({ messages }: { messages: readonly SentMessage[] }) {
  const cols = copy.messages.columns;
  return (
    <ConsoleSection id="messages" title={copy.messages.heading}>
      {messages.length === 0 ? (
        <p className="mt-2 text-lg">{copy.messages.none}</p>
      ) : (
        <div className="mt-4">
          <DataTable caption={copy.messages.caption} stack>
            <thead>
              <tr>
                <Th>{cols.subject}</Th>
                <Th>{cols.sent}</Th>
                <Th>{cols.by}</Th>
                <Th>{cols.recipients}</Th>
              </tr>
            </thead>
            <tbody>
              {messages.map((m) => (
                <tr key={m.id}>
                  <Td className="font-semibold break-words">{m.subject}</Td>
                  <Td label={cols.sent}>{m.sent}</Td>
                  <Td label={cols.by} className="break-all">
                    {m.by}
                  </Td>
                  <Td label={cols.recipients}>{m.recipients}</Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      )}
    </ConsoleSection>
  );
}
