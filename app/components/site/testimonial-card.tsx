// A member's story as a quotation, with the five-star rating spelled out for screen readers: one
// design for the home page, the /testimonials carousel and its grid. All words come from
// app/content/testimonials.ts.
import type { Testimonial } from "#app/content/schemas-b.ts";
import { testimonialsPage } from "#app/content/testimonials.ts";
import { monthYear } from "#app/content/format.ts";
import { PlaceholderImage } from "#app/components/ui/placeholder-image.tsx";

export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-1 text-amber-700">
      <span className="sr-only">{testimonialsPage.ratingLabel(rating)}</span>
      {Array.from({ length: rating }, (_, i) => (
        <svg key={i} aria-hidden="true" viewBox="0 0 20 20" className="size-6" fill="currentColor">
          <path d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z" />
        </svg>
      ))}
    </p>
  );
}

export type TestimonialCardProps = {
  testimonial: Testimonial;
  /** "large" is the carousel's featured layout; "card" fits a grid cell. */
  size?: "card" | "large";
  className?: string;
};

export function TestimonialCard({ testimonial: t, size = "card", className = "" }: TestimonialCardProps) {
  const large = size === "large";
  return (
    <figure className={`flex h-full flex-col gap-4 ${className}`}>
      <StarRating rating={t.rating} />
      <blockquote className={large ? "text-xl leading-relaxed sm:text-2xl" : "text-lg"}>
        <p>
          <span aria-hidden="true">“</span>
          {t.text}
          <span aria-hidden="true">”</span>
        </p>
      </blockquote>
      <figcaption className={`flex items-center gap-4 pt-2 ${large ? "" : "mt-auto"}`}>
        <PlaceholderImage
          title={t.image.title}
          alt={t.image.alt}
          ratio={1}
          className={`${large ? "size-20" : "size-16"} shrink-0 rounded-full`}
        />
        <span className="flex flex-col">
          <span className="text-lg font-bold text-ink">
            {t.name}, {testimonialsPage.ageLabel(t.age)}
          </span>
          <span className="text-ink-muted">
            {t.program} · <time dateTime={t.date}>{monthYear(t.date)}</time>
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
