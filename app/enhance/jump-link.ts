// An in-page link that takes the visitor to a part of the page and puts keyboard focus there, so
// the next Tab continues from it: the FAQ's topic chips (focus on the topic's heading) and the
// events page's "Subscribe to Event Updates" (focus in the e-mail field). The jump is smooth unless
// the visitor prefers reduced motion. Without JavaScript it is an ordinary link to the #fragment.
//
// <a data-module="jump-link" href="#section-id" data-focus="element-id">…</a>
import { reducedMotion, type Module } from "./module.ts";

export const jumpLink: Module = (link) => {
  link.addEventListener("click", (event) => {
    const id = decodeURIComponent(new URL((link as HTMLAnchorElement).href).hash.slice(1));
    const target = document.getElementById(id);
    const focus = document.getElementById(link.dataset.focus ?? id);
    if (!target || !focus) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth", block: "start" });
    history.replaceState(history.state, "", `#${id}`);
    focus.focus({ preventScroll: true });
  });
};
