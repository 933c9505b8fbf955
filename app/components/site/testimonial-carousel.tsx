// The featured-stories carousel: one story at a time, previous/next buttons and a dot per story,
// wrapping both ways, and the arrow keys (app/enhance/carousel.ts). It never advances by itself
// (moving text is hard to read for many older visitors; WCAG 2.2.2). Without JavaScript the first
// story shows and the controls are not shown; the grid below the carousel still shows every story.
// Pattern: https://www.w3.org/WAI/ARIA/apg/patterns/carousel/ (buttons, not tabs).
import { useId } from "react";
import type { Testimonial } from "#app/content/shapes/testimonials.ts";
import { testimonialsPage } from "#app/content/testimonials.ts";
import { TestimonialCard } from "./testimonial-card.tsx";

const copy = testimonialsPage.carousel;

function Arrow({ direction }: { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const controlButton =
  "inline-flex size-14 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50 ";

/**
 * app/enhance/carousel.ts moves it: data-current on the story shown (the others are `invisible`,
 * which also takes them out of the accessibility tree and the tab order), aria-current on its dot.
 * The controls need JavaScript, so until the module starts they are not shown at all,
 * rather than shown disabled; `invisible` keeps their space, so nothing moves when they
 * appear.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const slidesId = useId();
  const total = testimonials.length;

  return (
    <section
      data-module="carousel"
      aria-roledescription={copy.roleDescription}
      aria-label={copy.label}
      className="rounded-3xl border border-brand-100 bg-brand-50 p-6 sm:p-10"
    >
      {/* Polite: the visitor moved the carousel, so the new story is read out after the click. */}
      {/* Every slide sits in the same grid cell, so the box is as tall as the longest story and the
          buttons stay put while the visitor presses them. */}
      <div id={slidesId} aria-live="polite" className="grid">
        {testimonials.map((t, i) => (
          <div
            key={t.id}
            data-slide
            data-current={i === 0 ? "" : undefined}
            role="group"
            aria-roledescription={copy.slideRoleDescription}
            aria-label={copy.slideLabel(i + 1, total)}
            className="[grid-area:1/1] not-data-current:invisible"
          >
            <TestimonialCard testimonial={t} size="large" />
          </div>
        ))}
      </div>

      <div data-carousel-controls className="invisible mt-8 flex flex-wrap items-center justify-between gap-4">
        <button type="button" data-carousel-step="-1" className={controlButton} aria-controls={slidesId} aria-label={copy.previous}>
          <Arrow direction="left" />
        </button>

        {/* On narrow screens the dots take a row of their own below the two buttons. */}
        <ul aria-label={copy.dotsLabel} className="order-last flex w-full flex-wrap items-center justify-center sm:order-none sm:w-auto">
          {testimonials.map((t, i) => (
            <li key={t.id}>
              <button
                type="button"
                data-carousel-dot={i}
                className="group inline-flex size-11 items-center justify-center rounded-full"
                aria-controls={slidesId}
                aria-label={copy.dotLabel(i + 1, t.name)}
                aria-current={i === 0 ? "true" : undefined}
              >
                {/* Current dot is larger and filled, so the state never relies on colour alone. */}
                <span
                  aria-hidden="true"
                  className="size-3.5 rounded-full border-2 border-brand-700 bg-white group-hover:bg-brand-100 group-aria-[current=true]:size-5 group-aria-[current=true]:bg-brand-700"
                />
              </button>
            </li>
          ))}
        </ul>

        <button type="button" data-carousel-step="1" className={controlButton} aria-controls={slidesId} aria-label={copy.next}>
          <Arrow direction="right" />
        </button>
      </div>
    </section>
  );
}
