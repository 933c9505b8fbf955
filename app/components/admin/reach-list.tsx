// The people the mail does not reach, beside their names (decision 042): for each, why, their number
// as a tel: link, a "WhatsApp" button that posts to /admin/prepare (recorded, then WhatsApp opens
// with the message written) and a "Call" button that records the call and dials, and who prepared
// what and when. Two lists: those to send a WhatsApp message to, and those to ring. Plain forms, not
// React Router's: the answer is a 303 to another site (wa.me) or to tel:, which the browser follows.
import { consoleContactCopy as words } from "#app/content/console-contact.ts";
import { NO_GUARD } from "#app/core/console-script.ts";
import type { ReachPerson } from "#app/core/contact-by.ts";
import { consoleButton, consoleLink } from "./buttons.ts";
import { ConsoleSection } from "./console-section.tsx";

function PrepareForm({ p, channel }: { p: ReachPerson; channel: "whatsapp" | "call" }) {
  return (
    // Not guarded against a second press (app/enhance/post-guard.ts): the page stays when WhatsApp
    // or the dialer takes the answer, and the next person's button must still work.
    <form method="post" action="/admin/prepare" {...{ [NO_GUARD]: "" }}>
      <input type="hidden" name="person" value={p.person} />
      <input type="hidden" name="id" value={p.id} />
      <input type="hidden" name="purpose" value={p.action.purpose} />
      <input type="hidden" name="about" value={p.action.about} />
      <input type="hidden" name="channel" value={channel} />
      <button type="submit" className={consoleButton.compact} aria-label={channel === "whatsapp" ? words.whatsappButtonLabel(p.action.label, p.name) : words.callButtonLabel(p.name)}>
        {channel === "whatsapp" ? words.whatsappButton : words.callButton}
      </button>
    </form>
  );
}

function Person({ p, still }: { p: ReachPerson; still: string }) {
  return (
    <li className="border-t-2 border-stone-200 py-3" data-testid="reach-person">
      <p className="text-lg">
        <span className="font-semibold break-words">{p.name}</span> <span className="text-ink-muted">· {p.line} · {p.why}</span>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {p.tel ? (
          <a href={`tel:${p.tel}`} className={`${consoleLink} tabular-nums`} aria-label={`${words.telLabel(p.name)}: ${p.phone}`}>
            {p.phone}
          </a>
        ) : (
          <span className="text-lg">{words.noNumber}</span>
        )}
        {p.whatsapp ? <PrepareForm p={p} channel="whatsapp" /> : null}
        {p.tel ? <PrepareForm p={p} channel="call" /> : null}
      </div>
      <p className={`mt-2 text-lg${p.action.done ? "" : " font-semibold"}`}>{p.action.done ?? `${still}: ${p.action.label}.`}</p>
      {/* What else was prepared for them, newest first (the last three). */}
      {p.history
        .filter((line) => line !== p.action.done)
        .slice(0, 3)
        .map((line, i) => (
          <p key={i} className="mt-1 text-lg text-ink-muted">
            {line}
          </p>
        ))}
    </li>
  );
}

/** One of the section's lists, under its own heading (its name is the list's too); nothing when empty. */
function Group({ title, people, still }: { title: string; people: readonly ReachPerson[]; still: string }) {
  if (people.length === 0) return null;
  return (
    <>
      <h3 className="mt-4 text-xl font-semibold">{title}</h3>
      <ul className="mt-1" aria-label={title}>
        {people.map((p) => (
          <Person key={`${p.person}-${p.id}-${p.action.about}`} p={p} still={still} />
        ))}
      </ul>
    </>
  );
}

/**
 * A section listing `people`: those with a WhatsApp number first, then those to ring (a landline,
 * or they chose a call); `still` is what the line says before anything was prepared.
 */
export function ReachList({ id, title, intro, people, still = words.stillToTell, empty }: { id: string; title: string; intro: string; people: readonly ReachPerson[]; still?: string; empty?: string }) {
  const byWhatsapp = people.filter((p) => p.reach === "whatsapp" && p.whatsapp);
  const toRing = people.filter((p) => !(p.reach === "whatsapp" && p.whatsapp));
  return (
    <ConsoleSection id={id} title={title} frame="boxed" spacing="mt-6">
      <p className="mt-2 text-lg">{people.length === 0 && empty ? empty : intro}</p>
      <Group title={words.whatsappList} people={byWhatsapp} still={still} />
      <Group title={words.ringList} people={toRing} still={still} />
    </ConsoleSection>
  );
}
