// The filter bar of /events that stays in view under the sticky site header (the spec's "80px from
// the top"). The site header's height changes with the screen width and the visitor's text size,
// so the bar measures it and sits right under it; the fallbacks are the header's heights at each
// width for the moment before the script runs (or when it does not).
// While the bar is on the page, the document's scroll padding also allows for it, so a control
// reached with the keyboard never hides under the header and the bar.
import { useEffect, useRef, type ReactNode } from "react";

export function StickyFilterBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    // The site header is the first <header> of the document (page heroes come later, in <main>).
    const header = document.querySelector("body header");
    const own = bar.current;
    if (!own) return;
    const before = root.style.scrollPaddingTop;
    const update = () => {
      const headerHeight = header && getComputedStyle(header).position === "sticky" ? header.getBoundingClientRect().height : 0;
      own.style.setProperty("--site-header-height", `${Math.round(headerHeight)}px`);
      root.style.scrollPaddingTop = `${Math.round(headerHeight + own.getBoundingClientRect().height + 16)}px`;
    };
    update();
    const observer = new ResizeObserver(update);
    if (header) observer.observe(header);
    observer.observe(own);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = before;
    };
  }, []);
  return (
    <div
      ref={bar}
      data-sticky-filter
      className="sticky top-[var(--site-header-height,5.375rem)] z-30 border-b-2 border-stone-200 bg-white/95 backdrop-blur sm:top-[var(--site-header-height,6.375rem)] md:top-[var(--site-header-height,4.625rem)] lg:top-[var(--site-header-height,7.875rem)]"
    >
      <div className="mx-auto max-w-6xl px-4 py-2">{children}</div>
    </div>
  );
}
