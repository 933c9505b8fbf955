// Owns "load it when the visitor gets near it": a promise that resolves once an element of the page
// comes within reach of the viewport, or the visitor focuses or touches something inside it.
// Used to keep the code of controls far down a page (the event updates form) out of its first load:
// their server-rendered HTML is on the page from the start and works without JavaScript meanwhile.

/** Resolves when the element with `id` is within `margin` of the viewport, or is focused or touched. */
export function whenNear(id: string, margin = "600px"): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === "undefined") return resolve();
    const done = () => {
      observer.disconnect();
      element.removeEventListener("focusin", done);
      element.removeEventListener("pointerdown", done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: margin });
    observer.observe(element);
    element.addEventListener("focusin", done);
    element.addEventListener("pointerdown", done);
  });
}
