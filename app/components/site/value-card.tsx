// A titled card with a short description: values, services, benefits and feature cards.
import type { Card } from "#app/content/shapes/common.ts";
import { PictureView } from "#app/components/ui/picture.tsx";

function ValueCard({ card, headingLevel = 3 }: { card: Card; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="flex-1 border-t-4 border-brand-600 p-6">
        <Heading className="text-xl font-bold text-ink">{card.title}</Heading>
        <p className="mt-2 text-ink-muted">{card.description}</p>
      </div>
      {/* Last in reading order so the heading comes first; drawn on top by order-first. */}
      {card.image ? <PictureView picture={card.image} className="order-first aspect-video w-full" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" /> : null}
    </article>
  );
}

/** A responsive grid of cards as a list (so screen readers announce how many there are). */
export function CardGrid({ cards, columns = 4 }: { cards: readonly Card[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {cards.map((card) => (
        <li key={card.title}>
          <ValueCard card={card} />
        </li>
      ))}
    </ul>
  );
}
