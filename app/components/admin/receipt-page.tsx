// The printable receipt, one for a member's fee and an event booking's payment alike: the
// community's name and address, the receipt number (never broken), the facts as the receipt was
// issued (app/lib/payments/receipt.server.ts), a void receipt saying so, and a way back.
import { BackLink } from "./back-link.tsx";
import { consoleRegisterCopy as copy } from "#app/content/console-register.ts";
import { consoleEventsCopy } from "#app/content/console-events.ts";
import { consoleButton } from "#app/components/admin/buttons.ts";
import { site } from "#app/core/site.ts";

export type ReceiptPageData = {
  receipt: string;
  /** The receipt's lines after its number (the page's heading says the number). */
  facts: { label: string; value: string }[];
  /** Why it was voided, as the page says it; null for a receipt that stands. */
  void: string | null;
  back: { to: string; label: string };
};

export function ReceiptPage({ d }: { d: ReceiptPageData }) {
  return (
    <>
      <BackLink to={d.back.to} label={d.back.label} className="print:hidden" />
      <article className="mt-4 max-w-2xl rounded-xl border-2 border-stone-400 p-5 print:border-0 print:p-0">
        <p className="text-xl font-bold">{site.brand}</p>
        <p className="text-lg">{site.address.display}</p>
        <h1 className="mt-4 text-3xl font-bold">
          {copy.receipt.heading} <span className="inline-block font-mono whitespace-nowrap">{d.receipt}</span>
        </h1>
        {d.void ? <p className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-xl font-bold text-red-900">{d.void}</p> : null}
        <dl className="mt-4 divide-y divide-stone-200">
          {d.facts.map((f) => (
            <div key={f.label} className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
              <dt className="font-semibold">{f.label}</dt>
              <dd className="break-words">{f.value}</dd>
            </div>
          ))}
        </dl>
      </article>
      <p className="mt-4 print:hidden">
        <button type="button" data-module="print" className={`${consoleButton.secondary} js-only`}>
          {copy.receipt.print}
        </button>
        <span className="no-js-only text-lg">{consoleEventsCopy.attendance.printWithoutScript}</span>
      </p>
    </>
  );
}
