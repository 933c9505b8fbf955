// The step before saving a change that would e-mail people booked: who will be told and about
// what ("This will e-mail 5 people about the new time"), then "Save and tell them" or "Save without
// telling them". Nothing is saved before the choice. A second form page carrying the values as
// hidden fields, so it works without JavaScript; the edit form below still holds them to change.
import { Form } from "react-router";
import { consoleEventsCopy as copy } from "#app/content/console-events.ts";
import { consoleContactCopy } from "#app/content/console-contact.ts";
import type { ChangeKind } from "#app/core/event-series.ts";
import { consoleButton, consoleLink } from "./buttons.ts";
import { ConsoleSection } from "./console-section.tsx";

/** `mailed`: those with an e-mail address; `unreached`: those without one or who chose WhatsApp or a call. */
export type TellAsk = { people: number; mailed: number; unreached: number; kinds: ChangeKind[]; dates: number };

/** "date", "date and time", "date, time and place". */
function about(kinds: readonly ChangeKind[]): string {
  const words = kinds.map((k) => copy.tell.kinds[k]);
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

export function TellStep({ ask, values }: { ask: TellAsk; values: Record<string, string> }) {
  const t = copy.tell;
  return (
    <ConsoleSection id="tell" title={t.heading} frame="boxed" spacing="mt-6" width="form">
      {/* The step answers a press at the foot of the form: it takes the focus, so it is in view (and
          read out). autoFocus: the browser's own, on a page React does not hydrate (the console). */}
      <div role="status" autoFocus tabIndex={-1} className="outline-none">
        {ask.people > 0 ? (
          <p className="mt-2 text-xl font-semibold">{ask.mailed > 0 ? consoleContactCopy.askMailed(ask.mailed, about(ask.kinds)) : consoleContactCopy.askNoMail(about(ask.kinds))}</p>
        ) : (
          <p className="mt-2 text-lg">{t.nobody}</p>
        )}
        {ask.unreached > 0 ? <p className="mt-2 text-lg font-semibold">{consoleContactCopy.askUnreached(ask.unreached)}</p> : null}
        {ask.dates > 1 ? <p className="mt-2 text-lg">{t.dates(ask.dates)}</p> : null}
      </div>
      {/* Nobody to tell: no word of e-mail (it would contradict the line above). */}
      <p className="mt-2 text-lg">{ask.people > 0 ? t.intro : t.notSaved}</p>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="save" />
        {Object.entries(values).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" name="tell" value="yes" className={consoleButton.primary}>
          {ask.people > 0 ? t.yes : t.saveAll}
        </button>
        {ask.people > 0 ? (
          <button type="submit" name="tell" value="no" className={consoleButton.secondary}>
            {t.no}
          </button>
        ) : null}
      </Form>
      {ask.people > 0 ? <p className="mt-3 text-base text-ink-muted">{t.quiet}</p> : null}
      <p className="mt-2">
        <a href="#edit-heading" className={consoleLink}>
          {t.back}
        </a>
      </p>
    </ConsoleSection>
  );
}
