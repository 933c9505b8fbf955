// A member's story as a quotation, with the five-star rating spelled out for screen readers: one
// design for the home page, the /testimonials carousel and its grid. All words come from
// app/content/testimonials.ts.
import type { Testimonial } from "#app/content/shapes/testimonials.ts";
import { testimonialsPage } from "#app/content/testimonials.ts";
import { formatMonth } from "#app/core/calendar.ts";
import { PictureView } from "#app/components/ui/picture.tsx";

/** One star, 20 units wide, drawn with relative moves so it can be repeated along a row. */
const starPath = (x: number) => `M${x + 10} 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z`;
const starStride = 24;

/** The stars as one drawing: a page of stories shows dozens of them, and one element per row
 * instead of ten keeps the page light to lay out and hydrate. */
export function StarRating({ rating }: { rating: number }) {
  const width = starStride * rating - (starStride - 20);
  return (
    <p className="flex items-center text-amber-700">
      <span className="sr-only">{testimonialsPage.ratingLabel(rating)}</span>
      <svg aria-hidden="true" viewBox={`0 0 ${width} 20`} className="h-6 w-auto" fill="currentColor">
        <path d={Array.from({ length: rating }, (_, i) => starPath(i * starStride)).join("")} />
      </svg>
    </p>
  );
}

export type TestimonialCardProps = {
  testimonial: Testimonial;
  /** "large" is the carousel's featured layout; "card" fits a grid cell. */
  size?: "card" | "large";
};

export function TestimonialCard({ testimonial: t, size = "card" }: TestimonialCardProps) {
  const large = size === "large";
  return (
    <figure className="flex h-full flex-col gap-4">
      <StarRating rating={t.rating} />
      <blockquote className={large ? "text-xl leading-relaxed sm:text-2xl" : "text-lg"}>
        <p>
          <span aria-hidden="true">“</span>
          {t.text}
          <span aria-hidden="true">”</span>
        </p>
      </blockquote>
      <figcaption className={`flex flex-wrap items-center gap-4 pt-2 ${large ? "" : "mt-auto"}`}>
        <PictureView picture={t.image} sizes={large ? "80px" : "64px"} className={`${large ? "size-20" : "size-16"} shrink-0 rounded-full`} />
        {/* Beside the picture while a long name fits; below it on a narrow screen at large text. */}
        <span className="flex grow basis-[9rem] flex-col">
          <span className="text-lg font-bold text-ink">
            {t.name}, {testimonialsPage.ageLabel(t.age)}
          </span>
          <span className="text-ink-muted">
            {t.program} · <time dateTime={t.date}>{formatMonth(t.date)}</time>
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
