// A button that switches a part of the page between two states shown by CSS: the digital banking
// article's example password, masked or shown. A press sets or clears data-on on the element the
// button names (data-toggle) and on the button, whose label says what the next press will do (both
// labels are in the markup; CSS shows the right one). Without JavaScript the button is not shown.
//
// <figure id="demo">…<button data-module="toggle" data-toggle="demo" aria-controls="value-id">…</button></figure>
import type { Module } from "./module.ts";

export const toggle: Module = (button) => {
  const target = document.getElementById(button.dataset.toggle ?? "");
  if (!target) return;
  button.addEventListener("click", () => {
    const on = !target.hasAttribute("data-on");
    target.toggleAttribute("data-on", on);
    button.toggleAttribute("data-on", on);
  });
};
