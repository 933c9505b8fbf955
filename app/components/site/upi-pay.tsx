// How to pay by UPI on a member's page: the upi://pay link with the amount and the note, its QR
// code, and the UPI ID to type. Which comes first is the screen's to say, in CSS alone (so without
// JavaScript too; decision 037): where a UPI app can open (a phone or a tablet, touched), the big
// "Pay by UPI" button opens it, and the code is there for paying from another phone; on a computer
// (a mouse that hovers), where that button would do nothing, the code is shown large with a line
// saying to scan it with the phone, and the button is not shown. The UPI ID breaks, if it must,
// only after its @.
import type { ReactNode } from "react";
import { feeMailCopy } from "#app/content/fee-mail.ts";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";

export type UpiPayment = {
  link: string;
  id: string;
  payee: string;
  amount: string;
  note: string;
  /** The link's QR code as the outline of its dark modules (app/lib/qr-code.server.ts). */
  qr: { size: number; path: string };
};

/** "anandam@okaxis" that breaks, if it must, after its @ and nowhere else. */
function UpiId({ id }: { id: string }) {
  const at = id.indexOf("@");
  if (at < 0) return <span className="whitespace-nowrap">{id}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{id.slice(0, at + 1)}</span>
      <wbr />
      <span className="whitespace-nowrap">{id.slice(at + 1)}</span>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-semibold">{label}: </dt>
      <dd className="inline">{children}</dd>
    </div>
  );
}

export function UpiPay({ upi }: { upi: UpiPayment }) {
  const words = feeMailCopy.howToPay;
  return (
    <div className="mt-4 space-y-4">
      <p className="computer:hidden">
        <a href={upi.link} className={`${buttonBase} ${buttonClasses.primary}`}>
          {words.upiLink}
        </a>
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <svg role="img" aria-label={words.qrAlt} viewBox={`0 0 ${upi.qr.size} ${upi.qr.size}`} shapeRendering="crispEdges" className="aspect-square h-auto w-44 max-w-full shrink-0 rounded-md border-2 border-stone-300 bg-white computer:w-64">
          <path d={upi.qr.path} fill="#000" />
        </svg>
        <div className="min-w-0 space-y-3 text-lg">
          <p className="hidden font-semibold computer:block">{words.scanWithPhone}</p>
          <p className="computer:hidden">{words.scanFromAnotherPhone}</p>
          <p>{words.typeId}:</p>
          <dl className="space-y-1">
            <Fact label={words.upiId}>
              <span className="font-bold">
                <UpiId id={upi.id} />
              </span>
            </Fact>
            <Fact label={words.payee}>{upi.payee}</Fact>
            <Fact label={words.amount}>{upi.amount}</Fact>
            <Fact label={words.note}>{upi.note}</Fact>
          </dl>
        </div>
      </div>
    </div>
  );
}
