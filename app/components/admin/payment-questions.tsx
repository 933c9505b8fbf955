// The questions asked before money that may be doubled or wrong is recorded
// (app/lib/payments/questions.server.ts), inside the payment's form: each names what it matches,
// and each one's key goes back with the form, so "Record it anyway" records it once they were seen.
import { paymentQuestionsCopy as words } from "#app/content/payment-questions.ts";
import { SEEN_FIELD } from "#app/core/form-token-fields.ts";
import type { Question } from "#app/lib/payments/questions.server.ts";

/**
 * A member number ("M-12") and a receipt number ("2026-27/0007") never break at their hyphen on a
 * phone: each is kept on one line, its characters as they are (a copy searches the register as typed).
 */
function unbroken(text: string) {
  return text.split(/(\bM-\d+|\b\d{4}-\d{2}\/\d+)/).map((part, i) =>
    i % 2 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export function PaymentQuestions({ questions }: { questions: readonly Question[] | undefined }) {
  if (!questions?.length) return null;
  return (
    <div role="alert" className="rounded-xl border-2 border-amber-700 bg-amber-50 p-4 text-lg">
      <p className="font-bold">{words.heading}</p>
      <ul className="mt-2 list-disc space-y-2 pl-6">
        {questions.map((q) => (
          <li key={q.key} className="break-words">
            {unbroken(q.text)}
            <input type="hidden" name={SEEN_FIELD} value={q.key} />
          </li>
        ))}
      </ul>
    </div>
  );
}
