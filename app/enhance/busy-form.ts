// A form that posts the ordinary way (the page loads again with its answer) and says so while it
// is being sent: its button shows the loading words (spec section 4: "Subscribing...") with a
// spinner and is disabled, so a second press cannot send it twice; a screen reader hears the
// words. Back on the page from the browser's history, the form is ready again.
//
// <div aria-live="polite" id="x-busy"></div>
// <form data-module="busy-form" data-busy-announce="x-busy" method="post">
//   … <button type="submit" class="group" data-busy-label="Subscribing..."><svg class="hidden group-data-busy:block">…<span>Subscribe</span></button>
// </form>
import type { Module } from "./module.ts";

export const busyForm: Module = (form) => {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit][data-busy-label]");
  const label = button?.querySelector("span:last-child");
  if (!button || !label) return;
  const idle = label.textContent;
  const announce = document.getElementById(form.dataset.busyAnnounce ?? "");
  let sending = false;

  const show = (busy: boolean) => {
    sending = busy;
    button.toggleAttribute("data-busy", busy);
    label.textContent = busy ? button.dataset.busyLabel! : idle;
    if (announce) announce.textContent = busy ? button.dataset.busyLabel! : "";
    if (!busy) button.disabled = false;
  };

  form.addEventListener("submit", (event) => {
    if (sending) return event.preventDefault();
    show(true);
    // Disabled once the browser has read the form (a disabled button's own value would be left out).
    window.setTimeout(() => (button.disabled = true));
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) show(false);
  });
};
