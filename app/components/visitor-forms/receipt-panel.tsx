// The receipt that stays above the emptied form after the spec's 5-second reset,
// until the visitor closes it or leaves the page, where the success panel was: it keeps the
// answer's promise (a reply within 24 hours, or "call us now"), and takes the panel's focus, so a
// visitor reading it stays where they are.
import type { ReactNode, Ref } from "react";
import { receiptCopy } from "#app/content/form-words/receipt.ts";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";
import { ExactReference } from "./exact-reference.tsx";
import { ReceiptFacts } from "./receipt-facts.tsx";
import type { Receipt } from "./use-submission-form.ts";

/** After the spec's reset: the receipt stays above the emptied form until closed. */
export function ReceiptPanel({ receipt, onDismiss, promise, ref }: { receipt: Receipt; onDismiss: () => void; promise: ReactNode; ref?: Ref<HTMLElement> }) {
  return (
    <section ref={ref} tabIndex={-1} aria-label={receiptCopy.heading} className="scroll-mt-4 rounded-xl border-2 border-l-8 border-green-700 bg-white p-4 wrap-anywhere sm:p-5">
      <p className="text-xl font-bold text-green-900">{receiptCopy.heading}</p>
      <div className="mt-2 space-y-2 text-lg text-ink">{promise}</div>
      <p className="mt-2 text-ink-muted">{receiptCopy.intro}</p>
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
