// What the answer to a sent form promises, said in the success panel and again in the receipt
// that stays after the reset, so the promise never disappears while the visitor reads: the form's
// own ("We will reply within 24 hours"), or for an emergency a request to call now, with each
// number a link a phone dials, and the national Elder Line while the centre is closed.
import type { ReactNode } from "react";

type Number = { display: string; tel: string };
type Sentence = { before: string; number: Number };

/** The words of an emergency's answer (contactCopy.urgent). */
export type UrgentWords = { heading: string; call: Sentence; closed: Sentence; danger: Sentence };

function Call({ sentence }: { sentence: Sentence }) {
  return (
    <p>
      {sentence.before}{" "}
      <a href={`tel:${sentence.number.tel}`} className="font-bold whitespace-nowrap text-brand-800 underline underline-offset-4">
        {sentence.number.display}
      </a>
      .
    </p>
  );
}

/** The promise of a success: `body`, or the emergency's call to act. */
export function AnswerPromise({ body, urgent, words }: { body: string; urgent?: { closed: boolean }; words?: UrgentWords }): ReactNode {
  if (!urgent || !words) return <p>{body}</p>;
  return (
    <>
      <Call sentence={words.call} />
      {urgent.closed ? <Call sentence={words.closed} /> : null}
      <Call sentence={words.danger} />
    </>
  );
}
