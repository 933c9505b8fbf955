// The list of problems at the top of a form after a failed attempt (FormErrorSummary): each link
// names its field (data-field) and points at the field's box. A press focuses the field, with the
// top of its box (label, hint, message) in view; without JavaScript the link only scrolls to the
// box. For the console's pages, which React does not hydrate (on a public form the island's own
// handler does it). One listener for the document: a summary is always inside a form that posts,
// so a page with one loads the console's script anyway.
//
// <a href="#date-box" data-field="date-day">Enter the date</a>

export function focusFromSummary(): void {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-field][href^='#']") : null;
    if (!link) return;
    const box = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    const field = document.getElementById(link.dataset.field!) ?? box;
    if (!box || !field) return;
    event.preventDefault();
    field.focus({ preventScroll: true });
    (box === field ? (field.closest("fieldset, div") ?? field) : box).scrollIntoView({ block: "start" });
  });
}
