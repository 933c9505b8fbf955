// Issue 24, point 1: after a form's answer (a success, a refusal, the list of problems) the
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

/** The gap left between the header and the answer: the answer's scroll-margin-top (class `answer-margin`). */
function gapAbove(element: HTMLElement): number {
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop);
  return Number.isFinite(margin) ? margin : 16;
}

/** The bottom edge of the sticky header on screen (0 when there is none). */
function headerBottom(): number {
  for (const header of document.querySelectorAll<HTMLElement>("header")) {
    const position = getComputedStyle(header).position;
    if (position === "sticky" || position === "fixed") return Math.max(0, header.getBoundingClientRect().bottom);
  }
  return 0;
}

/** Focuses `element` and scrolls its top to just below the sticky header. */
export function revealAnswer(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  const offset = element.getBoundingClientRect().top - headerBottom() - gapAbove(element);
  if (Math.abs(offset) >= 1) window.scrollBy({ top: offset, behavior: "instant" });
}
