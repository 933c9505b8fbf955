// The site's behaviour in the browser without React (docs/decisions/018-reading-pages-without-react.md).
// Every page is complete HTML from the server and works without JavaScript; these modules make
// marked-up parts of it nicer to use, GOV.UK Frontend's way: an element names its module with
// data-module="…" and the module finds what it needs inside it by data-* attributes. Each module
// stands alone (none imports another) and owns its element's behaviour on every public page. React
// runs only in the forms' islands (app/islands/), which no module touches.
//
// This file is built as an entry of its own (vite.config.ts) and may import only app/enhance/.
import { busyForm } from "./busy-form.ts";
import { carousel } from "./carousel.ts";
import { chatButton } from "./chat-button.ts";
import { disclosure } from "./disclosure.ts";
import { inPlace } from "./in-place.ts";
import { jumpLink } from "./jump-link.ts";
import { lightbox } from "./lightbox.ts";
import { placeholder } from "./placeholder.ts";
import { share } from "./share.ts";
import { stickyBar } from "./sticky-bar.ts";
import { textSize } from "./text-size.ts";
import { toggle } from "./toggle.ts";
import type { Enhance, Module } from "./module.ts";

const modules: Record<string, Module> = {
  "busy-form": busyForm,
  carousel,
  "chat-button": chatButton,
  disclosure,
  "in-place": inPlace,
  "jump-link": jumpLink,
  lightbox,
  placeholder,
  share,
  "sticky-bar": stickyBar,
  "text-size": textSize,
  toggle,
};

/** Starts every module named inside `root` (and on it) that has not started yet. */
const enhance: Enhance = (root) => {
  const found = [...root.querySelectorAll<HTMLElement>("[data-module]")];
  if (root instanceof HTMLElement && root.dataset.module) found.unshift(root);
  for (const element of found) {
    if (element.dataset.moduleStarted !== undefined) continue;
    element.dataset.moduleStarted = "";
    for (const name of element.dataset.module!.split(" ")) {
      try {
        modules[name]?.(element, enhance);
      } catch (error) {
        // One module's failure leaves the others, and the plain HTML, working.
        console.warn(`The "${name}" enhancement did not start:`, error);
      }
    }
  }
};

function start() {
  enhance(document);
  // For browser tests, which wait for it as a visitor waits for a page to answer.
  document.documentElement.dataset.enhanced = "true";
}

start();
