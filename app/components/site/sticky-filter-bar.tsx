// The filter bar of /events that stays in view under the sticky site header (the spec's "80px from
// the top") where the screen is wide and tall enough (`wide:`); on phones and short screens its
// category buttons wrap onto more lines, too tall to stay in view, so it sits in the page there.
// The site header's height changes with the screen width and the visitor's text size,
// so app/enhance/sticky-bar.ts measures it and puts the bar right under it, and makes the
// document's scroll padding allow for both, so a control reached with the keyboard never hides
// under them. The fallback is the wide header's height, for a page without JavaScript.
import type { ReactNode } from "react";

export function StickyFilterBar({ children }: { children: ReactNode }) {
  return (
    <div
      data-module="sticky-bar"
      data-sticky-filter
      className="z-30 border-b-2 border-stone-200 bg-white/95 backdrop-blur wide:sticky wide:top-[var(--site-header-height,7.875rem)]"
    >
      <div className="mx-auto max-w-6xl px-4 py-2">{children}</div>
    </div>
  );
}
