// The filter bar of /events that stays in view under the sticky site header (the spec's "80px from
// the top"). The site header's height changes with the screen width and the visitor's text size,
// so app/enhance/sticky-bar.ts measures it and puts the bar right under it, and makes the
// document's scroll padding allow for both, so a control reached with the keyboard never hides
// under them. The fallbacks are the header's heights at each width, for a page without JavaScript.
import type { ReactNode } from "react";

export function StickyFilterBar({ children }: { children: ReactNode }) {
  return (
    <div
      data-module="sticky-bar"
      data-sticky-filter
      className="sticky top-[var(--site-header-height,5.375rem)] z-30 border-b-2 border-stone-200 bg-white/95 backdrop-blur sm:top-[var(--site-header-height,6.375rem)] md:top-[var(--site-header-height,4.625rem)] lg:top-[var(--site-header-height,7.875rem)]"
    >
      <div className="mx-auto max-w-6xl px-4 py-2">{children}</div>
    </div>
  );
}
