// One booking on the door list: a compact row a phone shows in about 120 px (name and phone;
// places and whether they came; the buttons), so a volunteer at the door sees several at once. Its buttons are
// plain posts that come back to the row, so they work without JavaScript: "Came" (or "All 3 came"),
// "Not come" to undo, and for a booking of several "Some came", which opens the numbers to choose
// how many came. The row's `actions` slot takes further buttons of the row (e.g. recording a payment
// in one tap), placed after these on the same line; its `note` (e.g. what is owed, on paper) follows the places. Printed: the name large, a box to tick by hand.
import type { ReactNode } from "react";
import { doorListCopy as copy } from "#app/content/console-bookings-by-operator.ts";
import { consoleButton, consoleLink } from "./buttons.ts";
import { PostButton } from "./post-button.tsx";

/** A booking as the door list shows it; `came` is how many of its places came. */
export type DoorBooking = { id: number; name: string; phone: string; seats: number; came: number; walkIn: boolean };

const small = "inline-flex min-h-target min-w-target items-center justify-center rounded-lg border-2 px-3 py-1 text-lg font-semibold cursor-pointer";
const pressed = `${small} border-brand-800 bg-brand-800 text-white`;
const unpressed = `${small} border-brand-700 bg-white text-brand-800 hover:bg-brand-50`;
/** The row's first button, filled: marking people as come is what the door does most. */
const markAllClass = "inline-flex min-h-target items-center justify-center rounded-lg border-2 border-brand-800 bg-brand-800 px-4 py-2 text-lg font-semibold text-white hover:bg-brand-900 cursor-pointer";

export function DoorListRow({ booking: b, search, actions, note }: { booking: DoorBooking; search: string; actions?: ReactNode; note?: ReactNode }) {
  const mark = (came: number) => ({ intent: "came", booking: b.id, came, ...(search ? { q: search } : {}) });
  const all = b.came === b.seats;
  // Three lines: the name (and the phone to call, a full-size target); the places and whether they
  // came; the buttons.
  return (
    <li id={`booking-${b.id}`} className="scroll-mt-4 border-b-2 border-stone-200 py-1 break-inside-avoid">
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <p className="min-w-0 text-xl leading-7 font-bold break-words print:text-[30px] print:leading-9">{b.name}</p>
        {b.phone ? (
          <a href={`tel:${b.phone.replace(/[^\d+]/g, "")}`} className={`${consoleLink} text-base print:no-underline`}>
            {b.phone}
          </a>
        ) : null}
      </div>
      <p className="flex items-center gap-2 text-base leading-6">
        {/* On paper a box to tick by hand; a tick already where they were marked. */}
        <span aria-hidden="true" className="hidden size-8 items-center justify-center border-2 border-ink text-2xl print:inline-flex">
          {b.came > 0 ? "✓" : ""}
        </span>
        <span>
          {copy.places(b.seats)}
          {b.walkIn ? ` · ${copy.walkIn}` : ""}
          {/* The separator goes with the state it leads to: on paper the state is the box, and no "·" is left at the line's end. */}
          <span className="print:sr-only">
            {" · "}
            <span className="font-semibold">{b.came > 0 ? copy.state.came(b.came, b.seats) : copy.state.notYet}</span>
          </span>
        </span>
        {note}
      </p>
      <div className="flex flex-wrap items-start gap-2 print:hidden" data-row-actions="">
        {all ? (
          <PostButton fields={mark(0)} className={consoleButton.compact} label={copy.actionLabel(copy.markNone, b.name)}>
            {copy.markNone}
          </PostButton>
        ) : (
          <PostButton fields={mark(b.seats)} className={markAllClass} label={copy.actionLabel(copy.markAll(b.seats), b.name)}>
            {copy.markAll(b.seats)}
          </PostButton>
        )}
        {/* Keyed by the count: once a number is chosen the page comes back with it closed, the row compact again. */}
        {b.seats > 1 ? <SomeCame key={b.came} booking={b} mark={mark} /> : null}
        {actions}
      </div>
    </li>
  );
}

/** "Some came": a disclosure (works without JavaScript) with one button per number, the current one pressed. */
function SomeCame({ booking: b, mark }: { booking: DoorBooking; mark: (came: number) => Record<string, string | number> }) {
  return (
    <details className="group">
      <summary className={`${consoleButton.compact} list-none [&::-webkit-details-marker]:hidden`}>{copy.some}</summary>
      <div role="group" aria-label={copy.someLegend(b.name)} className="mt-2 flex flex-wrap gap-2">
        {Array.from({ length: b.seats + 1 }, (_, n) => (
          <PostButton key={n} fields={mark(n)} className={n === b.came ? pressed : unpressed} label={copy.someLabel(n, b.name)}>
            {copy.someOption(n)}
          </PostButton>
        ))}
      </div>
    </details>
  );
}
