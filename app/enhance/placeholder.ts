// A frame from another site that costs nothing until asked for: a member's video on
// /testimonials, the map on /contact. Until the visitor presses the button, the frame waits in a
// <template> (inert: nothing is fetched), so no page load talks to the other host; the press puts
// it in the element's place and moves focus to it. Without JavaScript the button is not shown
// (.js-only) and plain links lead to the video's or the map's own page.
//
// <div data-module="placeholder">
//   … <button type="button" class="js-only">…</button> …
//   <template><div>…<iframe …></iframe></div></template>
// </div>
import type { Module } from "./module.ts";

export const placeholder: Module = (element) => {
  const button = element.querySelector<HTMLButtonElement>("button");
  const frame = element.querySelector<HTMLTemplateElement>("template");
  if (!button || !frame) return;
  button.addEventListener("click", () => {
    element.replaceChildren(frame.content.cloneNode(true));
    element.querySelector("iframe")?.focus();
  });
};
