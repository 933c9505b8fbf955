// The Reference ID of a booking's answer and its cancel page, exactly and grouped for reading out
// beside it, as on the forms' receipts. A file of its own, so that the words it
// needs load with the event's page only, not with every form page's shared code.
import { receiptCopy } from "#app/content/form-words/receipt.ts";
import { groupedReference } from "#app/core/reference.ts";
import { ExactReference } from "./exact-reference.tsx";

/** The Reference ID exactly, and grouped for reading out or typing, as on the forms' receipts. */
export function ReferenceReading({ label, reference }: { label: string; reference: string }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr] sm:items-baseline">
      <dt className="font-semibold">{label}</dt>
      <dd>
        <ExactReference reference={reference} />
      </dd>
      <dt className="font-semibold">{receiptCopy.groupedLabel}</dt>
      <dd className="font-mono text-lg tracking-wider">{groupedReference(reference)}</dd>
    </dl>
  );
}
