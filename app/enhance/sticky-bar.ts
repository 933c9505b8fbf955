// A bar that stays in view right under the sticky site header (the filter bar of /events, Back to
// Blog on an article), where the screen has room for both (`wide:`); on phones and short screens it
// sits in the page, so the sticky part stays within about 15 % of the screen. The header's height changes with the screen width and the visitor's text
// size, so the bar measures it and sits right under it (--site-header-height; the bar's classes
// hold a fallback for each width for a page without JavaScript). The document's scroll padding then allows for both, so a control reached
// with the keyboard never hides under them.
//
// <div data-module="sticky-bar" class="sticky top-[var(--site-header-height,…)] …">…</div>
import type { Module } from "./module.ts";

export const stickyBar: Module = (bar) => {
  // The site header is the first <header> of the document (page heroes come later, in <main>).
  const header = document.querySelector("body header");
  const update = () => {
    const headerHeight = header && getComputedStyle(header).position === "sticky" ? header.getBoundingClientRect().height : 0;
    bar.style.setProperty("--site-header-height", `${Math.round(headerHeight)}px`);
    // On phones and short screens the bar is not sticky: app.css's padding holds.
    const sticky = getComputedStyle(bar).position === "sticky";
    document.documentElement.style.scrollPaddingTop = sticky ? `${Math.round(headerHeight + bar.getBoundingClientRect().height + 16)}px` : "";
  };
  update();
  const observer = new ResizeObserver(update);
  if (header) observer.observe(header);
  // The bar stops or starts being sticky where the header changes between compact and wide.
  observer.observe(bar);
};
