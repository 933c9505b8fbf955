// A button that shows and hides a panel: the desktop "Our Offerings" submenu and the phone menu
// (spec section 2). The button says whether it is open (aria-expanded) and names its panel
// (aria-controls); the panel is `hidden` while closed, and the icons turn by CSS on aria-expanded.
// It closes when a link in it is chosen, on Escape (focus goes back to the button), on a press
// outside it and when focus leaves it. Without JavaScript the page offers a plain stand-in (a link
// to /offerings, a <details> menu), shown by the .no-js-only class.
//
// <div data-module="disclosure">
//   <button type="button" aria-expanded="false" aria-controls="panel-id">…</button>
//   <div id="panel-id" hidden>…</div>
// </div>
import type { Module } from "./module.ts";

export const disclosure: Module = (element) => {
  const button = element.querySelector<HTMLButtonElement>("button[aria-controls]");
  const panel = button && document.getElementById(button.getAttribute("aria-controls")!);
  if (!button || !panel) return;

  const isOpen = () => button.getAttribute("aria-expanded") === "true";
  const set = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !isOpen()) return;
    set(false);
    button.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (isOpen() && !element.contains(event.target as Node)) set(false);
  };

  button.addEventListener("click", () => set(!isOpen()));
  panel.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a[href]")) set(false);
  });
  // Tabbing past the last item closes it; a press on empty space is handled by onPointerDown.
  element.addEventListener("focusout", (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !element.contains(next)) set(false);
  });
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("pointerdown", onPointerDown);
};
