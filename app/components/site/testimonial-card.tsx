// A member's story as a quotation, with the five-star rating spelled out for screen readers.
import type { Testimonial } from "#app/content/schemas-b.ts";
import { PlaceholderImage } from "#app/components/ui/placeholder-image.tsx";

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex gap-1 text-brand-600">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rating }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-6 fill-current">
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
        </svg>
      ))}
    </p>
  );
}

export function TestimonialCard({ testimonial, ratingLabel }: { testimonial: Testimonial; ratingLabel: string }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <Stars rating={testimonial.rating} label={ratingLabel} />
      <blockquote className="mt-4 flex-1 text-lg">
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <PlaceholderImage
          title={testimonial.image.title}
          alt=""
          ratio={1}
          className="size-14 shrink-0 overflow-hidden rounded-full"
        />
        <span>
          <span className="block font-bold text-ink">
            {testimonial.name}, {testimonial.age}
          </span>
          <span className="block text-ink-muted">{testimonial.program}</span>
        </span>
      </figcaption>
    </figure>
  );
}
