// After an application is sent: what happens next, and a deliberate way to
// start a new one, shown under the receipt in place of the sent form. A link, so that it works
// without JavaScript (a fresh page with an empty form); with it, the form comes back in place.
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";
import type { FormCopy } from "./submission-form.tsx";

/** What happens next, and "Start another application". */
export function NextSteps({ idPrefix, copy, level, againHref, onAgain }: { idPrefix: string; copy: FormCopy; level: 3 | 4; againHref: string; onAgain: () => void }) {
  const { next, another } = copy.success;
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <div className="space-y-4">
      {next ? (
        <section aria-labelledby={`${idPrefix}-next-heading`} className="rounded-xl border-2 border-stone-300 bg-white p-5">
          <Heading id={`${idPrefix}-next-heading`} className="text-xl font-bold text-ink">
            {next.heading}
          </Heading>
          <ol className="mt-3 list-decimal space-y-2 pl-7 text-lg marker:font-bold marker:text-brand-700">
            {next.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {another ? (
        <p>
          <a
            href={againHref}
            onClick={(event) => {
              event.preventDefault();
              onAgain();
              // The form is back once React has applied that: the visitor starts at its first field.
              requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${idPrefix}-form form :is(input:not([type=hidden], [tabindex="-1"]), select, textarea)`)?.focus());
            }}
            className={`${buttonBase} ${buttonClasses.secondary}`}
          >
            {another}
          </a>
        </p>
      ) : null}
    </div>
  );
}

