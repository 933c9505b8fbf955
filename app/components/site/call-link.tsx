// The centre's number on every page: for many older visitors a call is the
// first choice. On phones and tablets a "Call" button sits in the header row beside Menu (one tap
// dials) and the menu opens with the number and the hours; on wide screens a line atop the header
// shows both.
import { site } from "#app/core/site.ts";
import { frameCopy } from "#app/content/frame.ts";

function PhoneIcon({ className = "size-6" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1C10.6 21 3 13.4 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z" />
    </svg>
  );
}

const tel = `tel:${site.phone.tel}`;

/** The header row's button on phones and tablets: one tap dials. */
export function CallButton() {
  return (
    <a
      href={tel}
      aria-label={frameCopy.call.label}
      className="inline-flex min-h-target min-w-target items-center justify-center gap-1.5 rounded-lg border-2 border-green-800 bg-green-800 px-2 text-lg font-semibold text-white no-underline hover:bg-green-900 sm:px-3 wide:hidden"
    >
      <PhoneIcon />
      <span className="hidden min-[400px]:inline @max-[304px]:inline">{frameCopy.call.short}</span>
    </a>
  );
}

/** The number and the hours: one line atop the wide header, stacked at the top of the phone menu. */
export function CallBlock({ className = "", inline = false }: { className?: string; inline?: boolean }) {
  return (
    <div className={`flex ${inline ? "flex-row flex-wrap items-center justify-end gap-x-3" : "flex-col"} ${className}`}>
      <a href={tel} className="inline-flex min-h-target items-center gap-2 text-lg font-bold text-green-900 underline-offset-4 hover:underline">
        <PhoneIcon className="size-5 shrink-0" />
        <span className="sr-only">{frameCopy.call.heading}: </span>
        <span className="whitespace-nowrap">{site.phone.display}</span>
      </a>
      <span className="text-base leading-snug text-ink-muted">{frameCopy.call.hoursShort}</span>
    </div>
  );
}
