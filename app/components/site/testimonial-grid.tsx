// Members' stories as a grid of cards: all of them on /testimonials, the first three on the home page.
import type { Testimonial } from "#app/content/shapes/testimonials.ts";
import { TestimonialCard } from "./testimonial-card.tsx";

export function TestimonialGrid({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((t) => (
        <li key={t.id} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <TestimonialCard testimonial={t} />
        </li>
      ))}
    </ul>
  );
}
