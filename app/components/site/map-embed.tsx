// The centre's map, loaded only when the visitor presses "Show map" (app/enhance/placeholder.ts puts
// the frame, kept in a <template> until then, in place and focuses it): before that the page makes
// no request to the map's host (privacy, and a fast first load). Plain links open the map instead,
// and are the way in without JavaScript.
import { contactPage } from "#app/content/contact-page.ts";

const copy = contactPage.map;
const linkClasses = "inline-flex min-h-target items-center text-lg font-semibold text-brand-800 underline underline-offset-4";

export function MapEmbed() {
  return (
    <div className="flex flex-col gap-4">
      <div data-module="placeholder" className="aspect-[4/3] w-full overflow-hidden rounded-2xl border border-stone-300 bg-stone-100 sm:aspect-video">
        <div className="flex size-full flex-col items-center justify-center gap-4 p-6 text-center">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-14 text-brand-700" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M12 22s8-6.5 8-13a8 8 0 1 0-16 0c0 6.5 8 13 8 13Z" />
            <circle cx="12" cy="9" r="3" />
          </svg>
          {/* Without JavaScript the button could do nothing, so it is not shown (the links below open the map). */}
          <button
            type="button"
            className="js-only inline-flex min-h-target items-center justify-center rounded-lg border-2 border-brand-700 bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800"
          >
            {copy.showLabel}
          </button>
          <p className="js-only max-w-md text-ink-muted">{copy.privacyNote}</p>
        </div>
        <template>
          <iframe src={copy.embedUrl} title={copy.frameTitle} className="size-full" referrerPolicy="strict-origin-when-cross-origin" />
        </template>
      </div>
      <ul className="flex flex-wrap gap-x-8">
        <li>
          <a href={copy.openHref} target="_blank" rel="noopener noreferrer" className={linkClasses}>
            {copy.openLabel}
          </a>
        </li>
        <li>
          <a href={copy.googleHref} target="_blank" rel="noopener noreferrer" className={linkClasses}>
            {copy.googleLabel}
            <span className="sr-only"> {contactPage.chat.newTabNote}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
