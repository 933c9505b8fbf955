// Running text in which the centre's phone number becomes a tap-to-call link wherever it appears:
// for many older visitors a call is the first choice, and a number to copy by
// hand on a phone is one more thing to get wrong.
import { site } from "#app/core/site.ts";

export function PhoneText({ text, linkClassName = "font-semibold underline underline-offset-4" }: { text: string; linkClassName?: string }) {
  const parts = text.split(site.phone.display);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 ? (
            // A full-size target (44 px high) even inside a sentence, for unsteady hands.
            <a href={`tel:${site.phone.tel}`} className={`inline-flex min-h-target items-center whitespace-nowrap align-middle ${linkClassName}`}>
              {site.phone.display}
            </a>
          ) : null}
        </span>
      ))}
    </>
  );
}
