// A button that prints the page (a receipt, the door list): shown only when scripts run (js-only).
//
// <button type="button" data-module="print" class="js-only">Print</button>
import type { Module } from "./module.ts";

export const print: Module = (button) => {
  button.addEventListener("click", () => window.print());
};
