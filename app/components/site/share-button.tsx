// Shares an article: the device's share sheet where the browser offers one, otherwise the link is
// copied to the clipboard and a visible, announced confirmation says so; if copying is refused the
// link is shown in a field to copy by hand (app/enhance/share.ts does it). Without JavaScript an
// e-mail link stands in.
import { useId } from "react";
import { articleLabels } from "#app/content/blog/page.ts";

export type ShareButtonProps = {
  title: string;
  /** The article's canonical address. */
  url: string;
};

export function ShareButton({ title, url }: ShareButtonProps) {
  const labels = articleLabels.share;
  const fieldId = `${useId()}-link`;
  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${labels.emailBody} ${url}`)}`;
  const iconClass = "size-6";
  const buttonClass =
    "inline-flex min-h-target items-center justify-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-5 py-2 text-lg font-semibold text-brand-800 no-underline transition-colors hover:bg-brand-50";

  return (
    <div data-module="share" data-title={title} data-url={url} className="flex flex-col items-start gap-2">
      <button type="button" data-share-button className={`js-only ${buttonClass}`}>
        <ShareIcon className={iconClass} />
        {labels.button}
      </button>
      <a href={mailto} className={`no-js-only ${buttonClass}`}>
        <ShareIcon className={iconClass} />
        {labels.byEmail}
      </a>
      {/* The confirmation is written in here for a few seconds; empty, it takes no room. */}
      <p role="status" data-share-status data-copied={labels.copied} className="font-semibold text-emerald-800 empty:sr-only" />
      <div data-share-failed hidden className="w-full max-w-xl">
        <label htmlFor={fieldId} className="block">
          {labels.copyFailed}
        </label>
        <input id={fieldId} readOnly defaultValue={url} className="mt-1 min-h-target w-full rounded-lg border-2 border-stone-500 bg-white px-3 py-2" />
      </div>
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
