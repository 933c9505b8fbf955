// The receipt that stays above the emptied form after the spec's 5-second reset,
// until the visitor closes it or leaves the page. Shown only in the browser, so its code is loaded
// when it is first needed, not with the page.
import { receiptCopy } from "#app/content/form-words/receipt.ts";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";
import { ExactReference } from "./exact-reference.tsx";
import { ReceiptFacts } from "./receipt-facts.tsx";
import type { Receipt } from "./use-submission-form.ts";

/** After the spec's reset: the receipt stays above the emptied form until closed. */
export function ReceiptPanel({ receipt, onDismiss }: { receipt: Receipt; onDismiss: () => void }) {
  return (
    <section aria-label={receiptCopy.heading} className="rounded-xl border-2 border-l-8 border-green-700 bg-white p-5">
      <p className="text-xl font-bold text-green-900">{receiptCopy.heading}</p>
      <p className="mt-1 text-ink-muted">{receiptCopy.intro}</p>
      <p className="mt-3">
        {receiptCopy.referenceLabel}: <ExactReference reference={receipt.reference} />
      </p>
      <div className="mt-2">
        <ReceiptFacts reference={receipt.reference} receipt={receipt} />
      </div>
      <button type="button" onClick={onDismiss} className={`${buttonBase} ${buttonClasses.secondary} mt-4 cursor-pointer`}>
        {receiptCopy.dismiss}
      </button>
    </section>
  );
}
