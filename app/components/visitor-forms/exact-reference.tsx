// A Reference ID exactly as issued, in the spec's format (for copying, and for the checks that read
// it), and beside it the same ID grouped for reading out (issue 24, point 9).
import { receiptCopy } from "#app/content/form-words/receipt.ts";
import { groupedReference } from "#app/core/reference.ts";

/** The Reference ID exactly as issued (the spec's format, for copying and for the checks that read it). */
export function ExactReference({ reference }: { reference: string }) {
  return (
    <strong className="font-mono text-lg tracking-wide sm:text-xl">
      {/* Line breaks may fall after a hyphen, never inside the number or the code. */}
      {reference.split("-").map((part, i, parts) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 ? (
            <>
              -<wbr />
            </>
          ) : null}
        </span>
      ))}
    </strong>
  );
}


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
