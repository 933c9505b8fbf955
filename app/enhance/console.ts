// The operator console's behaviour in the browser, without React: the console's pages are the
// server's HTML, and every form on them works as a plain form (decision 043). This file adds what a
// volunteer on a phone would miss without scripts: a form that posts is sent once however often it
// is pressed (post-guard), a problem in the error summary takes the focus to its field, a print
// button prints, the element the page says should have the focus has it, and a table's box is a tab
// stop only while it scrolls.
//
// Built as an entry of its own (vite.config.ts, "enhance-console"), loaded only by a console page
// whose HTML has something for it (app/lib/console-script.server.ts); it may import only
// app/enhance/.
import { focusFromSummary } from "./error-summary.ts";
import { guardPosts } from "./post-guard.ts";
import { print } from "./print.ts";
import { scrollBoxes } from "./scroll-box.ts";
import type { Enhance, Module } from "./module.ts";

const modules: Record<string, Module> = { print };

/** Starts the modules named on the page (the console puts no new HTML in a page: once is enough). */
const start: Enhance = (root) =>
  root.querySelectorAll<HTMLElement>("[data-module]").forEach((element) => {
    for (const name of element.dataset.module!.split(" ")) {
      try {
        modules[name]?.(element, start);
      } catch (error) {
        console.warn(`The console's "${name}" did not start:`, error);
      }
    }
  });

guardPosts();
focusFromSummary();
start(document);
scrollBoxes(document);
// An error summary or a step that answers a press says so with autofocus; a browser that honours
// the attribute only on form fields is given the focus here.
const wanted = document.querySelector<HTMLElement>("[autofocus]");
if (wanted && document.activeElement === document.body) wanted.focus();
// For browser tests, which wait for it as a volunteer waits for a page to answer.
document.documentElement.dataset.enhanced = "true";
