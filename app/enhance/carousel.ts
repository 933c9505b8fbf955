// The featured-stories carousel (W3C APG carousel pattern, buttons rather than tabs): one story at
// a time, previous and next buttons and a dot per story, wrapping both ways, and the Left and Right
// arrow keys anywhere in it. It never moves by itself (WCAG 2.2.2). The current story carries
// data-current (the others are `invisible` by CSS, in the same grid cell, so the box keeps the
// height of the longest); the current dot aria-current. Without JavaScript the first story shows,
// the controls stay invisible (they would do nothing) and the grid below lists every story.
//
// <section data-module="carousel">
//   <div aria-live="polite"><div data-slide data-current>…</div><div data-slide>…</div>…</div>
//   <div data-carousel-controls class="invisible">
//     <button data-carousel-step="-1">…</button> <button data-carousel-dot="0" aria-current="true">… <button data-carousel-step="1">…</button>
//   </div>
// </section>
import type { Module } from "./module.ts";

export const carousel: Module = (element) => {
  const slides = [...element.querySelectorAll<HTMLElement>("[data-slide]")];
  const dots = [...element.querySelectorAll<HTMLElement>("[data-carousel-dot]")];
  const controls = element.querySelector<HTMLElement>("[data-carousel-controls]");
  if (slides.length < 2 || !controls) return;
  let index = Math.max(0, slides.findIndex((s) => s.hasAttribute("data-current")));

  const go = (to: number) => {
    index = ((to % slides.length) + slides.length) % slides.length;
    slides.forEach((slide, i) => slide.toggleAttribute("data-current", i === index));
    dots.forEach((dot, i) => (i === index ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current")));
  };

  controls.classList.remove("invisible");
  controls.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("button");
    if (!button) return;
    if (button.dataset.carouselStep) go(index + Number(button.dataset.carouselStep));
    else if (button.dataset.carouselDot) go(Number(button.dataset.carouselDot));
  });
  element.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    go(index + (event.key === "ArrowLeft" ? -1 : 1));
  });
};
