// The desktop "Our Offerings" item: a disclosure button that opens the submenu on click (spec
// section 2). app/enhance/disclosure.ts makes it work on every page: it closes when an item is
// chosen, on Escape (focus returns to the button), on a click outside and when focus leaves it.
// Without JavaScript the button cannot work, so a plain link to /offerings stands in for it
// (no-js-only / js-only in app.css).
import { useId } from "react";
import { useLocation } from "react-router";
import { frameCopy } from "#app/content/frame.ts";
import { isCurrentSection, offeringsMenu, offeringsPath } from "#app/content/navigation.ts";
import { FrameLink, currentClasses } from "./nav-link.tsx";

export const menuLinkClasses =
  "inline-flex min-h-target min-w-target items-center rounded-md px-3 text-lg font-semibold text-ink no-underline hover:bg-brand-50 hover:text-brand-800";

export function OfferingsMenu({ label }: { label: string }) {
  const panelId = useId();
  const { pathname } = useLocation();
  const inSection = isCurrentSection(offeringsPath, pathname);

  return (
    <div data-module="disclosure" className="relative">
      <FrameLink to={offeringsPath} className={`no-js-only ${menuLinkClasses}`}>
        {label}
      </FrameLink>
      <button
        type="button"
        aria-expanded="false"
        aria-controls={panelId}
        aria-current={inSection ? "true" : undefined}
        className={`group js-only gap-2 ${menuLinkClasses} ${inSection ? currentClasses : ""}`}
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 transition-transform group-aria-expanded:rotate-180" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <div id={panelId} hidden className="absolute left-0 top-full z-50 mt-2 w-80 rounded-xl border-2 border-stone-300 bg-white p-2 shadow-xl">
        <ul aria-label={frameCopy.offeringsSubmenuLabel} className="flex flex-col gap-1">
          {[{ path: offeringsPath, label: frameCopy.offeringsOverview }, ...offeringsMenu].map((item) => (
            <li key={item.path}>
              <FrameLink to={item.path} className={`flex w-full ${menuLinkClasses}`}>
                {item.label}
              </FrameLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
