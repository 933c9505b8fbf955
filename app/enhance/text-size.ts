// The text-size control (three steps): a press sets data-text-size on <html>, which app.css scales
// the page by, and keeps the choice in localStorage, where the small script inlined in every
// page's <head> (textSizeBootScript in core/inline-scripts.ts) reads it before the
// first paint of the next page. Every control on the page (the header's, the phone menu's) shows
// the chosen step as pressed. Without JavaScript the control is not shown (.js-only).
//
// <div data-module="text-size" role="group" …>
//   <button type="button" data-text-size="normal" aria-pressed="true">…</button> (large, larger)
// </div>
import type { Module } from "./module.ts";

const STORAGE_KEY = "text-size";
const SIZES = ["normal", "large", "larger"];

function current(): string {
  const size = document.documentElement.getAttribute("data-text-size");
  return size && SIZES.includes(size) ? size : "normal";
}

/** Marks the chosen step in every control on the page. */
function showPressed() {
  const size = current();
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-text-size]")) {
    button.setAttribute("aria-pressed", String(button.dataset.textSize === size));
  }
}

function choose(size: string) {
  const root = document.documentElement;
  if (size === "normal") root.removeAttribute("data-text-size");
  else root.setAttribute("data-text-size", size);
  try {
    localStorage.setItem(STORAGE_KEY, size);
  } catch {
    // Private browsing may refuse storage: the size still applies to this page.
  }
  showPressed();
}

export const textSize: Module = (element) => {
  // The server marks Normal; the size read before the first paint may be another.
  showPressed();
  element.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("button[data-text-size]");
    if (button) choose(button.dataset.textSize!);
  });
};
