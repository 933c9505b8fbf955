// Shares an article: the device's share sheet where the browser offers one, otherwise the link is
// copied to the clipboard and a visible, announced confirmation says so. If copying is refused the
// link is shown in a field to copy by hand. Without JavaScript an e-mail link stands in.
import { useEffect, useId, useRef, useState } from "react";
import { articleLabels } from "#app/content/blog/page.ts";

type Status = "idle" | "copied" | "failed";

export type ShareButtonProps = {
  title: string;
  /** The article's canonical address. */
  url: string;
};

/** How long the confirmation stays on screen. */
const CONFIRMATION_MS = 6000;

export function ShareButton({ title, url }: ShareButtonProps) {
  const labels = articleLabels.share;
  const [status, setStatus] = useState<Status>("idle");
  const timer = useRef<number | undefined>(undefined);
  const fieldId = `${useId()}-link`;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function show(next: Status) {
    setStatus(next);
    window.clearTimeout(timer.current);
    if (next === "copied") timer.current = window.setTimeout(() => setStatus("idle"), CONFIRMATION_MS);
  }

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      show("copied");
    } catch {
      show("failed");
    }
  }

  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${labels.emailBody} ${url}`)}`;
  const iconClass = "size-6";
  const buttonClass =
    "inline-flex min-h-target items-center justify-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-5 py-2 text-lg font-semibold text-brand-800 no-underline transition-colors hover:bg-brand-50";

  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" onClick={share} className={`js-only ${buttonClass}`}>
        <ShareIcon className={iconClass} />
        {labels.button}
      </button>
      <a href={mailto} className={`no-js-only ${buttonClass}`}>
        <ShareIcon className={iconClass} />
        {labels.byEmail}
      </a>
      <p role="status" className={status === "copied" ? "font-semibold text-emerald-800" : "sr-only"}>
        {status === "copied" ? (
          <>
            <span aria-hidden="true">✓ </span>
            {labels.copied}
          </>
        ) : null}
      </p>
      {status === "failed" ? (
        <div className="w-full max-w-xl">
          <label htmlFor={fieldId} className="block">
            {labels.copyFailed}
          </label>
          <input
            id={fieldId}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 min-h-target w-full rounded-lg border-2 border-stone-500 bg-white px-3 py-2"
          />
        </div>
      ) : null}
    </div>
  );
}

function ShareIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}
