// The receipt's facts, shown in the success panel and in the receipt that stays
// after the reset. A file of its own that imports nothing from the forms chunk: the server loads it
// with a top-level await (submission-form.tsx), and an import back into the chunk that is still
// waiting for it would never finish.
import { receiptCopy } from "#app/content/form-words/receipt.ts";
import { groupedReference } from "#app/core/reference.ts";

/** The receipt's facts: the ID grouped for reading out, what was sent, and when. */
export function ReceiptFacts({ reference, receipt }: { reference: string; receipt: { what: string; when: string; phone?: string; born?: string } }) {
  return (
    <>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{receiptCopy.groupedLabel}</dt>
        <dd className="font-mono text-lg tracking-wider">{groupedReference(reference)}</dd>
        <dt className="font-semibold">{receiptCopy.whatLabel}</dt>
        <dd>{receipt.what}</dd>
        <dt className="font-semibold">{receiptCopy.whenLabel}</dt>
        <dd>{receipt.when}</dd>
        {receipt.phone ? (
          <>
            <dt className="font-semibold">{receiptCopy.phoneLabel}</dt>
            <dd className="text-xl font-bold whitespace-nowrap">{receipt.phone}</dd>
          </>
        ) : null}
        {receipt.born ? (
          <>
            <dt className="font-semibold">{receiptCopy.bornLabel}</dt>
            <dd className="text-xl font-bold">{receipt.born}</dd>
          </>
        ) : null}
      </dl>
      {receipt.phone || receipt.born ? <p className="mt-1 text-ink-muted">{receipt.phone && receipt.born ? receiptCopy.mendHint : receiptCopy.mendOne}</p> : null}
    </>
  );
}
