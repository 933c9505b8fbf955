// The gallery's larger view: a native <dialog> opened with showModal(), so the page behind is
// inert and the dialog is announced with its title. Each item's larger view (title, date, the
// picture or the player, caption, "3 of 12") waits in a <template> in the server's HTML, so nothing
// of it loads before it is opened (a video's player is created only then). Previous and Next, and
// the Left and Right arrow keys (except inside a player, where they seek), move through the items
// and wrap around. It closes on the close button, Escape and a press on the backdrop; Tab and
// Shift+Tab cycle inside it; the page behind does not scroll while it is open; on closing, focus
// goes back to the item that opened it. Without JavaScript an item with a file to show (an
// uploaded picture, a clip) is a link to it, and drawn pictures have no opener (.js-only).
//
// <div data-module="lightbox">
//   … <a href="/media/…" data-lightbox-open="0">…</a> <button class="js-only" data-lightbox-open="1">…</button>
//   <template data-lightbox-item><span data-slot="title">…</span><span data-slot="subtitle">…</span>
//     <div data-slot="body">…</div><span data-slot="position">1 of 12</span></template> (one per item)
//   <dialog>… <h2 data-slot="title"></h2> <div data-slot="subtitle"></div> <button data-lightbox-close>…</button>
//     <div data-slot="body"></div> <button data-lightbox-step="-1">…</button> <p data-slot="position" aria-live="polite"></p> <button data-lightbox-step="1">…</button></dialog>
// </div>
import type { Module } from "./module.ts";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe, video[controls], [tabindex]:not([tabindex="-1"])';

/** Stops the page behind from scrolling, without the layout jumping where the scrollbar was. */
function lockScroll(): () => void {
  const root = document.documentElement;
  const body = document.body;
  const scrollbar = window.innerWidth - root.clientWidth;
  const before = { overflow: root.style.overflow, bodyOverflow: body.style.overflow, paddingRight: body.style.paddingRight };
  root.style.overflow = "hidden";
  body.style.overflow = "hidden";
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    root.style.overflow = before.overflow;
    body.style.overflow = before.bodyOverflow;
    body.style.paddingRight = before.paddingRight;
  };
}

export const lightbox: Module = (element) => {
  const items = [...element.querySelectorAll<HTMLTemplateElement>("template[data-lightbox-item]")];
  const dialog = element.querySelector("dialog");
  if (!dialog || items.length === 0) return;
  let index = 0;
  let opener: HTMLElement | null = null;
  let unlock: (() => void) | undefined;

  /**
   * Fills the dialog's slots with item `to`'s parts (wrapping around). The parts are imported into
   * the page's document rather than cloned in the template's, and a video is told to load: Safari
   * never starts loading a video that came from a template (a black player at 00:00) until load().
   */
  const show = (to: number) => {
    index = (to + items.length) % items.length;
    const parts = items[index]!.content;
    for (const slot of dialog.querySelectorAll<HTMLElement>("[data-slot]")) {
      const part = parts.querySelector(`[data-slot="${slot.dataset.slot}"]`);
      slot.replaceChildren(...(part ? [...document.importNode(part, true).childNodes] : []));
    }
    for (const video of dialog.querySelectorAll("video")) video.load();
  };

  element.addEventListener("click", (event) => {
    const open = (event.target as Element).closest<HTMLElement>("[data-lightbox-open]");
    if (!open || dialog.contains(open)) return;
    event.preventDefault();
    opener = open;
    show(Number(open.dataset.lightboxOpen));
    if (!dialog.open) {
      dialog.showModal();
      unlock = lockScroll();
    }
  });

  dialog.addEventListener("click", (event) => {
    const target = event.target as Element;
    // A click on the dialog element itself (not its content) is a click on the backdrop.
    if (target === dialog || target.closest("[data-lightbox-close]")) return dialog.close();
    const step = target.closest<HTMLElement>("[data-lightbox-step]");
    if (step) show(index + Number(step.dataset.lightboxStep));
  });

  dialog.addEventListener("keydown", (event) => {
    const target = event.target as Element;
    if ((event.key === "ArrowLeft" || event.key === "ArrowRight") && items.length > 1 && !target.closest("video, iframe, input, textarea, select")) {
      event.preventDefault();
      show(index + (event.key === "ArrowLeft" ? -1 : 1));
      return;
    }
    if (event.key !== "Tab") return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });

  // Escape, the close button and the backdrop all end here.
  dialog.addEventListener("close", () => {
    unlock?.();
    unlock = undefined;
    // Emptied, so a playing video stops and nothing of the item stays on the page.
    for (const slot of dialog.querySelectorAll("[data-slot]")) slot.replaceChildren();
    // Back to the item that opened the dialog, so keyboard users keep their place.
    opener?.focus({ preventScroll: true });
  });
};
