// After a form's answer (a success, a refusal, the list of problems) the
// visitor must see it and be on it. Focus moves to the answer, and the page scrolls so that the
// answer's top sits just below the sticky site header (measured, since its height changes with
// the screen's width and the text size), rather than wherever the browser's own focus scroll puts
// it (centred, which pushes the top of a tall answer off the screen or under the header).
// Without JavaScript the same is done by the answer's id in the form's address (answerAnchor): the
// browser scrolls the answer to the top, keeping clear of the header (scroll-padding-top and the
// answer's own scroll-margin-top), and focuses it.

/** The id a form's answer carries, and the fragment its form posts to. */
export const answerId = (idPrefix: string) => `${idPrefix}-answer`;

/** The form's address with the answer's fragment, so a plain post comes back scrolled to the answer. */
export const answerAnchor = (action: string, idPrefix: string) => `${action.replace(/#.*$/, "")}#${answerId(idPrefix)}`;

/** Focuses `element` and scrolls its top to just below the sticky header, leaving its scroll-margin-top as a gap. */
export function revealAnswer(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  scrollBelowHeader(element);
}

/** The bottom of the sticky header: what lies above it is covered. */
function headerBottom(): number {
  const header = [...document.querySelectorAll("header")].find((h) => /sticky|fixed/.test(getComputedStyle(h).position));
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

/** The top of what covers the screen's foot: the chat's band where it is shown (app.css), else the screen's foot. */
function floorTop(): number {
  const band = document.querySelector("[data-chat-band]");
  const box = band?.getBoundingClientRect();
  return band && box && box.height > 0 && getComputedStyle(band).position === "fixed" ? box.top : window.innerHeight;
}

/**
 * Scrolls `element`'s top to just below the sticky header (and its scroll-margin-top, or a small gap
 * below it). With `control`, a part of it that must be seen whole (the field an error summary's
 * link focuses): when the element is taller than the room, the page scrolls on until the control's
 * foot is clear of the chat's band, as far as its top stays below the header.
 */
export function scrollBelowHeader(element: Element, control?: Element): void {
  const below = headerBottom();
  const gap = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 8;
  window.scrollBy(0, element.getBoundingClientRect().top - below - gap);
  if (!control) return;
  const box = control.getBoundingClientRect();
  const under = box.bottom - (floorTop() - 8);
  if (under > 0) window.scrollBy(0, Math.min(under, box.top - below - 8));
}
